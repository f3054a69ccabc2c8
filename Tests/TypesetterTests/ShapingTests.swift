import ButtonStackBase
import Foundation
import Testing
@testable import Typesetter

@Suite struct ShapingTests {
    let typesetter = sharedTypesetter

    @Test func arabicLettersJoin() throws {
        // تنظيم set as a word must not use the isolated forms of its letters.
        let word = "تنظيم"
        let style = TextStyle(size: 17, locale: LanguageTag("ar"))
        let joined = try glyphIDs(typesetter.layout(word, style: style)).flatMap { $0 }
        var isolated: [UInt32] = []
        for letter in word { isolated += try glyphIDs(typesetter.layout(String(letter), style: style)).flatMap { $0 } }
        #expect(joined.count == isolated.count)
        #expect(Set(joined).isDisjoint(with: Set(isolated)), "joined \(joined) shares forms with isolated \(isolated)")
    }

    @Test func mixedArabicAndLatinComeOutInVisualOrder() throws {
        let layout = try typesetter.layout("الفتح في Safari", style: TextStyle(size: 17, locale: LanguageTag("ar")))
        #expect(layout.direction == .rightToLeft)
        let runs = try #require(layout.lines.first?.runs)
        // In a right-to-left paragraph the Latin word is read last, so it stands leftmost.
        #expect(runs.map(\.script.name) == ["Latn", "Arab"])
        #expect(runs[0].text == "Safari")
        #expect(runs[0].x == 0)
        #expect(runs[1].x == runs[0].advance)
        #expect(runs[1].direction == .rightToLeft)
        // Arabic glyphs come out of HarfBuzz already in visual order: the first letter (ا) is rightmost.
        let alef = try #require(runs[1].glyphs.first { $0.cluster == 0 })
        #expect(alef.x == runs[1].glyphs.map(\.x).max())
    }

    @Test func leftToRightParagraphPutsArabicFirst() throws {
        let layout = try typesetter.layout("الفتح في Safari", style: TextStyle(size: 17, locale: LanguageTag("en"), direction: .leftToRight))
        let runs = layout.lines[0].runs
        // The space between them resolves to the paragraph's level, so it is a run of its own.
        #expect(runs.first?.text == "الفتح في" && runs.first?.direction == .rightToLeft)
        #expect(runs.last?.text == "Safari" && runs.last?.direction == .leftToRight)
    }

    @Test func traditionalAndSimplifiedChineseGetTheirOwnForms() throws {
        let hans = try glyphIDs(typesetter.layout("送", style: TextStyle(size: 17, locale: LanguageTag("zh-Hans"))))
        let hant = try glyphIDs(typesetter.layout("送", style: TextStyle(size: 17, locale: LanguageTag("zh-Hant"))))
        let japanese = try typesetter.layout("送", style: TextStyle(size: 17, locale: LanguageTag("ja")))
        #expect(hans != hant)
        #expect(glyphIDs(japanese) != hans)
        #expect(try typesetter.layout("送", style: TextStyle(size: 17, locale: LanguageTag("zh-TW"))).lines[0].runs[0].face.faceIndex == 3)
        #expect(japanese.lines[0].runs[0].face.faceIndex == 0)
    }

    @Test func charactersNoFontCoversAreCountedAsMissing() throws {
        // Cherokee is not among the bundled fonts.
        let layout = try typesetter.layout("Save ᏣᎳᎩ", style: TextStyle(size: 17))
        #expect(layout.missingGlyphs > 0)
        #expect(try typesetter.layout("Save", style: TextStyle(size: 17)).missingGlyphs == 0)
    }

    @Test func fallbackPicksAFontPerScript() throws {
        let layout = try typesetter.layout("Hello 世界 שלום", style: TextStyle(size: 17, direction: .leftToRight))
        let fonts = Set(layout.lines[0].runs.map(\.face.displayPath))
        #expect(fonts == ["Fonts/NotoSans-Regular.ttf", "Fonts/NotoSansCJK-Regular.ttc", "Fonts/NotoSansHebrew-Regular.ttf"])
        #expect(layout.missingGlyphs == 0)
    }

    @Test func combiningMarksStayWithTheirBase() throws {
        let layout = try typesetter.layout("e\u{301}", style: TextStyle(size: 17))
        #expect(layout.lines[0].runs.count == 1)
        #expect(layout.missingGlyphs == 0)
    }

    @Test func lineHeightFollowsTheFontsUsed() throws {
        let latin = try typesetter.layout("Share", style: TextStyle(size: 17))
        let arabic = try typesetter.layout("مشاركة", style: TextStyle(size: 17, locale: LanguageTag("ar")))
        // Noto Sans hhea 1069/−293, Noto Sans Arabic 1374/−738, at 17 pt.
        #expect(abs(latin.height - (1069 + 293) * 17 / 1000.0) < 1e-9)
        #expect(abs(arabic.height - (1374 + 738) * 17 / 1000.0) < 1e-9)
    }

    @Test func boldIsWiderThanRegular() throws {
        let regular = try typesetter.layout("Organise", style: TextStyle(size: 17))
        let bold = try typesetter.layout("Organise", style: TextStyle(size: 17, weight: .bold))
        #expect(bold.width > regular.width)
        #expect(bold.lines[0].runs[0].face.displayPath == "Fonts/NotoSans-Bold.ttf")
    }
}

@Suite struct ExtraFontTests {
    @Test func aUserFontFolderExtendsTheFallbackChain() throws {
        let fonts = FontLibrary.locateFontsFolder()
        let extra = FileManager.default.temporaryDirectory.appendingPathComponent("extra-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: extra) }
        try FileManager.default.copyItem(atPath: fonts + "/MaterialSymbolsOutlined.ttf", toPath: extra.appendingPathComponent("Icons.ttf").path)
        let text = "Add \u{E145}" // a private-use code point only the icon font has
        let plain = try Typesetter(fonts: FontLibrary(folder: fonts)).layout(text, style: TextStyle(size: 17))
        let extended = try Typesetter(fonts: FontLibrary(folder: fonts, extraFolders: [extra.path])).layout(text, style: TextStyle(size: 17))
        #expect(plain.missingGlyphs == 1)
        #expect(extended.missingGlyphs == 0)
        #expect(extended.lines[0].runs.last?.face.path.hasSuffix("Icons.ttf") == true)
    }

    @Test func anExtraFontsWeightIsKept() throws {
        // An extra folder with a bold and a regular face (the bold one first by name): a regular
        // title must not take the bold face, a bold one must.
        let fonts = FontLibrary.locateFontsFolder()
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/fonts")
        let extra = FileManager.default.temporaryDirectory.appendingPathComponent("extra-weights-\(getpid())")
        try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: extra) }
        for name in ["Inter-Bold.otf", "Inter-Regular.otf"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: extra.appendingPathComponent(name))
        }
        let typesetter = try Typesetter(fonts: FontLibrary(folder: fonts, extraFolders: [extra.path]))
        let text = "\u{2180}" // ROMAN NUMERAL ONE THOUSAND C D: Inter has it, no bundled font does
        let regular = try typesetter.layout(text, style: TextStyle(size: 17))
        let bold = try typesetter.layout(text, style: TextStyle(size: 17, weight: .bold))
        #expect(regular.lines[0].runs.map { URL(fileURLWithPath: $0.face.path).lastPathComponent } == ["Inter-Regular.otf"])
        #expect(bold.lines[0].runs.map { URL(fileURLWithPath: $0.face.path).lastPathComponent } == ["Inter-Bold.otf"])
    }
}
