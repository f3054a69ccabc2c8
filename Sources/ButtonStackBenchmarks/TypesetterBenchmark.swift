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
    }
}
