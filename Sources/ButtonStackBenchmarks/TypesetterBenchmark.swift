import StackEngine
import ButtonStackBase
import Foundation
import ButtonLayout
import ButtonStackKit
import Typesetter

/// Titles measured per second on one core: cold (every title shaped from scratch) and cached.
enum TypesetterBenchmark {
    static let latin = ["Add", "Organise", "Settings", "Share", "Delete", "Reply All", "Open in Safari", "Send Message",
                        "Forward", "Compose", "Refresh", "Search", "Call", "Add to…", "Archive", "Mark as Read"]
    static let mixed: [(String, String)] = [("Einstellungen", "de"), ("الإعدادات", "ar"), ("設定", "zh-Hant"), ("整理", "zh-Hans"),
                                            ("הגדרות", "he"), ("การตั้งค่า", "th"), ("सेटिंग्स", "hi"), ("الفتح في Safari", "ar")]

    static func run(_ typesetter: Typesetter) throws {
        print("== typesetter (one core, median of 7 rounds)")
        let style = TextStyle(size: 17)
        var index = 0
        let cold = try Timing.secondsPerCall(iterations: 20_000) {
            _ = try typesetter.layout(latin[index % latin.count], style: style)
            index += 1
        }
        print("  short Latin titles, uncached:     \(Timing.rate(cold))  (\(Timing.us(cold)) each)")
        let styles = mixed.map { TextStyle(size: 17, locale: LanguageTag($0.1)) }
        let mixedCold = try Timing.secondsPerCall(iterations: 5_000) {
            let item = index % mixed.count
            _ = try typesetter.layout(mixed[item].0, style: styles[item])
            index += 1
        }
        print("  8 scripts, uncached:              \(Timing.rate(mixedCold))  (\(Timing.us(mixedCold)) each)")
        let wrapped = try Timing.secondsPerCall(iterations: 5_000) {
            _ = try typesetter.layout("Zur Leseliste hinzufügen und später lesen", style: style, maxWidth: 120)
        }
        print("  wrapped to 3 lines, uncached:     \(Timing.rate(wrapped))  (\(Timing.us(wrapped)) each)")
        // The pipeline's one cache of set titles sits in the measurer the resolver asks.
        let measurer = TypesetterMeasurer(typesetter: typesetter, icons: try IconCatalog(fontsFolder: typesetter.fonts.folder),
                                          locale: LanguageTag("en"))
        let attributes = TextAttributes(pointSize: style.size)
        for title in latin { _ = try measurer.measure(title, attributes: attributes, maxWidth: nil) }
        let cached = try Timing.secondsPerCall(iterations: 500_000) {
            _ = try measurer.measure(latin[index % latin.count], attributes: attributes, maxWidth: nil)
            index += 1
        }
        print("  short Latin titles, cached:       \(Timing.rate(cached))  (\(Timing.us(cached)) each)")
        lineBreaking()
    }

    /// Titles whose breaks differ by breaker: spaces, dictionary words (Thai, Lao, Khmer, Burmese),
    /// Hangul, ideographs, Arabic.
    static let breakTitles: [(String, String)] = [
        ("Zur Leseliste hinzufügen und später lesen", "de"), ("Copy link to message", "en"),
        ("บันทึกการเปลี่ยนแปลงทั้งหมด", "th"), ("ບັນທຶກການປ່ຽນແປງທັງໝົດ", "lo"), ("រក្សាទុកការផ្លាស់ប្តូរទាំងអស់", "km"),
        ("ပြောင်းလဲမှုအားလုံးကို သိမ်းဆည်းပါ", "my"), ("모든 변경 사항을 저장하기", "ko"), ("这是一个很长的按钮标题。", "zh"),
        ("الفتح في سفاري الآن", "ar"),
    ]

    /// What finding a title's break opportunities costs: ICU as the typesetter uses it (an iterator
    /// kept per language: cached), ICU opening an iterator for every title (uncached), and
    /// libunibreak 1.1, the breaker it replaced (loaded at run time when installed: Debian's
    /// `libunibreak1`, `apt-get install libunibreak1`; it is no longer a build dependency).
    static func lineBreaking() {
        let languages = breakTitles.map { LanguageTag($0.1) }
        var index = 0
        let probe = LineBreakProbe()
        let cached = Timing.secondsPerCall(iterations: 20_000) {
            let item = index % breakTitles.count
            _ = probe.opportunityCount(in: breakTitles[item].0, language: languages[item])
            index += 1
        }
        let uncached = Timing.secondsPerCall(iterations: 300) {
            let item = index % breakTitles.count
            _ = probe.opportunityCount(in: breakTitles[item].0, language: languages[item], freshIterator: true)
            index += 1
        }
        print("  line breaks per title (9 scripts), ICU, iterator kept (as used): \(Timing.us(cached))")
        print("  line breaks per title, ICU, iterator opened per title:          \(Timing.us(uncached))")
        guard let unibreak = Unibreak.load() else {
            print("  line breaks per title, libunibreak 1.1:     not installed (apt-get install libunibreak1)")
            return
        }
        let scalars = breakTitles.map { $0.0.unicodeScalars.map(\.value) }
        let old = Timing.secondsPerCall(iterations: 20_000) {
            let item = index % breakTitles.count
            _ = unibreak.breaks(scalars[item], language: breakTitles[item].1)
            index += 1
        }
        print("  line breaks per title, libunibreak 1.1 (replaced):               \(Timing.us(old))")
        print("  ICU / libunibreak per title:               \(String(format: "%.2f", cached / old))× (kept), \(String(format: "%.0f", uncached / old))× (opened per title)")
    }
}

/// libunibreak, opened with dlopen so that the package does not need it to build. (Its 1.1 aborts on
/// a regional indicator or U+FFFF: the benchmark's titles have neither.)
struct Unibreak {
    typealias SetBreaks = @convention(c) (UnsafePointer<UInt32>?, Int, UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?) -> Void
    let setBreaks: SetBreaks

    static func load() -> Unibreak? {
        let names = ["libunibreak.so.1", "libunibreak.so.5", "libunibreak.so"]
        guard let library = names.lazy.compactMap({ dlopen($0, RTLD_NOW) }).first,
              let initialise = dlsym(library, "init_linebreak"), let set = dlsym(library, "set_linebreaks_utf32") else { return nil }
        unsafeBitCast(initialise, to: (@convention(c) () -> Void).self)()
        return Unibreak(setBreaks: unsafeBitCast(set, to: SetBreaks.self))
    }

    /// libunibreak's verdict after each character (0 must, 1 allow, 2 no break).
    func breaks(_ text: [UInt32], language: String) -> [CChar] {
        var result = [CChar](repeating: 0, count: text.count)
        text.withUnsafeBufferPointer { chars in
            language.withCString { setBreaks(chars.baseAddress, text.count, $0, &result) }
        }
        return result
    }
}
