import Foundation
import Testing
@testable import Typesetter

/// Icon names as an iOS team writes them: every SF Symbols name is taken, mapped ones draw their
/// Material Symbols stand-in, and a name that is neither is refused with the names nearest it.
@Suite struct IconCatalogTests {
    let catalog: IconCatalog = {
        do { return try IconCatalog(fontsFolder: FontLibrary.locateFontsFolder()) } catch { fatalError("\(error)") }
    }()

    @Test func everyMappingIsAnSFNameDrawnByAGlyphTheFontHas() throws {
        let face = try sharedTypesetter.fonts.face(.icons)
        let mappings = catalog.sfMappings
        #expect(mappings.count >= 600)
        for mapping in mappings {
            #expect(catalog.isSFName(mapping.name), "\(mapping.name) is not a current SF Symbols name")
            let codepoint = try #require(catalog.codepoint(ofMaterial: mapping.glyph), "\(mapping.name) → \(mapping.glyph) is not a Material Symbols name")
            #expect(face.glyph(for: codepoint) != nil, "\(mapping.name) → \(mapping.glyph): the font has no glyph for it")
            #expect(catalog.sfMapping(mapping.name)?.glyph == mapping.glyph, "\(mapping.name) is found by lookup")
        }
        #expect(catalog.sfNames.count == 9_155 && catalog.sfNames.allSatisfy(catalog.isSFName))
        #expect(face.glyph(for: try #require(catalog.codepoint(ofMaterial: IconCatalog.placeholderGlyph))) != nil)
        // The codepoints file comes with CRLF line ends and is read all the same.
        #expect(catalog.codepoint(ofMaterial: "10k") == 0xE951 && catalog.codepoint(ofMaterial: "zoom_out") != nil)
    }

    @Test func theNamesRealAppsUsedAndWereRefusedAreDrawn() {
        let drawn = ["arrow.2.squarepath": "repeat", "person.fill.badge.plus": "person_add", "speaker.slash": "volume_off",
                     "hand.raised": "back_hand", "at": "alternate_email", "tray.full": "inbox",
                     "person.crop.circle.badge.xmark": "person_cancel"]
        for (name, glyph) in drawn {
            let resolution = catalog.resolve(name)
            #expect(resolution?.source == .sfSymbol(name), "\(name)")
            #expect(resolution?.glyphName == glyph, "\(name)")
        }
        #expect(catalog.resolve("person.fill.badge.plus")?.filled == true)
        #expect(catalog.resolve("hand.raised")?.filled == false)
    }

    @Test func anSFNameWinsOverAMaterialNameSpelledTheSame() {
        // Material's `star` is filled, its `tag` a "#", its `camera` an aperture: SF means otherwise.
        #expect(catalog.resolve("star").map { [$0.glyphName, "\($0.filled)"] } == ["star", "false"])
        #expect(catalog.resolve("star.fill").map { [$0.glyphName, "\($0.filled)"] } == ["star", "true"])
        #expect(catalog.resolve("tag")?.glyphName == "sell")
        #expect(catalog.resolve("number")?.glyphName == "tag")
        #expect(catalog.resolve("camera")?.glyphName == "photo_camera")
        // The Material glyph is still there when asked for by prefix, and by a name SF does not have.
        #expect(catalog.resolve("material:tag").map { [$0.glyphName, "\($0.source)"] } == ["tag", "material"])
        #expect(catalog.resolve("add_circle")?.source == .material)
        #expect(catalog.resolve("material:nonsense") == nil)
        #expect(catalog.resolve("U+E145")?.codepoint == 0xE145)
    }

    @Test func earlierAndLocalizedSFNamesAreValid() {
        // `gauge` became `gauge.with.dots.needle.bottom.50percent`; both draw the same.
        let old = catalog.resolve("gauge"), current = catalog.resolve("gauge.with.dots.needle.bottom.50percent")
        #expect(old?.source == .sfSymbol("gauge.with.dots.needle.bottom.50percent"))
        #expect(old?.glyphName == current?.glyphName && old?.glyphName != nil)
        #expect(catalog.resolve("character.book.closed.ja")?.isPlaceholder == true)
        #expect(catalog.resolve("arrowshape.turn.up.left.circle.rtl")?.glyphName == "reply")
    }

    @Test func aValidNameWithoutAStandInIsAPlaceholderNotAnError() throws {
        let resolution = try #require(catalog.resolve("logo.xbox"))
        #expect(resolution.isPlaceholder)
        #expect(resolution.glyphName == IconCatalog.placeholderGlyph)
        #expect(resolution.summary.contains("placeholder"))
    }

    @Test func suggestionsAreRankedByTheWordsTheyShare() {
        #expect(catalog.resolve("persn") == nil)
        #expect(catalog.suggestions(for: "persn").first == "person")
        #expect(catalog.suggestions(for: "trash.fil").first == "trash.fill")
        #expect(catalog.suggestions(for: "square.and.arow.up").first == "square.and.arrow.up")
        #expect(catalog.suggestions(for: "person.crop.circle.badge.plusx").first == "person.crop.circle.badge.plus")
        // A Material name spelled like an SF name is offered once, as the SF name.
        #expect(!catalog.suggestions(for: "persn", limit: 10).contains("material:person"))
        #expect(catalog.suggestions(for: "zzzzqqq").isEmpty)
    }

    /// The tables are mapped, not copied: a catalog kept for many runs (`serve`) says when a
    /// table file has changed under it, so that it is read again rather than read through a
    /// mapping of a file rewritten in place.
    @Test func aTableRewrittenSinceItWasReadIsSeen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = FontLibrary.locateFontsFolder()
        for table in ["MaterialSymbolsOutlined.codepoints", "SFSymbols-names.txt", "SFSymbols-releases.txt", "SFSymbols-aliases.txt",
                      "SFSymbols-to-MaterialSymbols.txt"] {
            try FileManager.default.copyItem(atPath: source + "/" + table, toPath: folder.appendingPathComponent(table).path)
        }
        let copy = try IconCatalog(fontsFolder: folder.path)
        #expect(copy.isSFName("trash") && !copy.hasChangedTables())
        let aliases = folder.appendingPathComponent("SFSymbols-aliases.txt")
        var text = try String(contentsOf: aliases, encoding: .utf8)
        text += "zz.new.alias trash\n"
        try text.write(to: aliases, atomically: true, encoding: .utf8)
        #expect(copy.hasChangedTables())
    }
}
