import ButtonStackBase
import Testing
@testable import Typesetter

/// Run under the thread sanitizer by `.ci/run` (`swift test --sanitize=thread --filter ConcurrencyTests`).
@Suite struct ConcurrencyTests {
    static let samples: [(String, String)] = [
        ("Organise", "en"), ("Einstellungen", "de"), ("الإعدادات", "ar"), ("整理", "zh-Hans"), ("設定", "zh-Hant"),
        ("הגדרות", "he"), ("การตั้งค่า", "th"), ("Zur Leseliste hinzufügen", "de"), ("الفتح في Safari", "ar"),
    ]

    @Test func concurrentLayoutsMatchSerialOnes() async throws {
        // A fresh typesetter, so fonts are opened while threads race for them.
        let typesetter = try Typesetter(fonts: FontLibrary(folder: FontLibrary.locateFontsFolder()))
        let serial = try Self.samples.map { text, locale in
            try glyphIDs(sharedTypesetter.layout(text, style: TextStyle(size: 23, locale: LanguageTag(locale)), maxWidth: 90))
        }
        let results = try await withThrowingTaskGroup(of: (Int, [[UInt32]]).self) { group in
            for round in 0..<8 {
                for (index, sample) in Self.samples.enumerated() {
                    group.addTask {
                        let style = TextStyle(size: 23, locale: LanguageTag(sample.1))
                        // Even rounds set it unwrapped first (a second cache entry), odd ones wrapped only.
                        if round.isMultiple(of: 2) { _ = try typesetter.layout(sample.0, style: style) }
                        let layout = try typesetter.layout(sample.0, style: style, maxWidth: 90)
                        return (index, glyphIDs(layout))
                    }
                }
            }
            var collected: [(Int, [[UInt32]])] = []
            for try await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == Self.samples.count * 8)
        for (index, ids) in results { #expect(ids == serial[index]) }
    }

    /// Threads that ask a fresh library for the same faces at once all get the one face each, as
    /// one thread would (a face opens once, in its own slot, while the others wait for it).
    @Test func facesAskedForAtOnceAreOpenedOnce() async throws {
        let fonts = try FontLibrary(folder: FontLibrary.locateFontsFolder())
        let files = ["NotoSansCJK-Regular.ttc", "NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoColorEmoji.ttf"]
        let faces = try await withThrowingTaskGroup(of: [ObjectIdentifier].self) { group in
            for round in 0..<8 {
                group.addTask {
                    // Half the threads take the files in the other order, so opens overlap.
                    let order = round.isMultiple(of: 2) ? files : files.reversed()
                    let opened = try order.map { try fonts.face(path: fonts.folder + "/" + $0, index: $0.hasSuffix(".ttc") ? 2 : 0) }
                    let byFile = round.isMultiple(of: 2) ? opened : opened.reversed()
                    return byFile.map(ObjectIdentifier.init)
                }
            }
            var all: [[ObjectIdentifier]] = []
            for try await faces in group { all.append(faces) }
            return all
        }
        #expect(faces.count == 8 && Set(faces).count == 1)
        #expect(!fonts.hasChangedFonts())
    }

    /// The shared typesetter has set every other test's texts (faces opened, fallbacks chosen, glyph
    /// extents kept); a typesetter made for one text alone must set it to the same glyphs and width.
    @Test func aLongUsedTypesetterSetsTextsAsAFreshOneDoes() throws {
        for (text, locale) in Self.samples {
            let style = TextStyle(size: 17, locale: LanguageTag(locale))
            let fresh = try Typesetter(fonts: FontLibrary(folder: FontLibrary.locateFontsFolder()))
            let used = try sharedTypesetter.layout(text, style: style, maxWidth: 90)
            let alone = try fresh.layout(text, style: style, maxWidth: 90)
            #expect(!glyphIDs(alone).joined().isEmpty)
            #expect(glyphIDs(used) == glyphIDs(alone), "\(locale): \(text)")
            #expect(used.width == alone.width, "\(locale): \(text)")
        }
    }
}

