import ButtonStackBase
import Testing
@testable import Typesetter

/// SF Symbols 6 and 7: every name is taken with the version and iOS it needs, a renamed symbol's
/// spellings draw alike, and the new names of button meaning draw a stand-in, not the placeholder.
@Suite struct SymbolVersionsTests {
    let catalog: IconCatalog = {
        do { return try IconCatalog(fontsFolder: FontLibrary.locateFontsFolder()) } catch { fatalError("\(error)") }
    }()

    @Test func namesOfSFSymbols6And7AreAcceptedAndDrawn() throws {
        for name in ["arrow.trianglehead.clockwise", "document.on.document", "text.page", "apple.intelligence",
                     "microphone.fill", "15.arrow.trianglehead.clockwise", "pointer.arrow", "calendar.badge.lock"] {
            let resolution = try #require(catalog.resolve(name), "\(name) is refused")
            #expect(!resolution.isPlaceholder, "\(name) draws the placeholder")
        }
    }

    @Test func eachNameKnowsItsVersionIOSAndRenames() throws {
        let document = try #require(catalog.availability(of: "document.on.document"))
        #expect(document.version == "6.0" && document.iOS == OSVersion(major: 18) && document.renamedFrom == "doc.on.doc")
        let doc = try #require(catalog.availability(of: "doc.on.doc"))
        #expect(doc.version == "1.0" && doc.iOS == OSVersion(major: 13) && doc.renamedTo == "document.on.document")
        #expect(catalog.availability(of: "calendar.badge.lock")?.iOS == OSVersion(major: 26))
        // A chain of renames: the newest spelling, and the older one an iOS 17 app can write.
        #expect(catalog.availability(of: "arrow.2.circlepath")?.renamedTo == "arrow.trianglehead.2.clockwise.rotate.90")
        #expect(catalog.earlierSpelling(of: "arrow.trianglehead.2.clockwise.rotate.90", availableOn: OSVersion(major: 17)) == "arrow.triangle.2.circlepath")
        #expect(catalog.earlierSpelling(of: "apple.intelligence", availableOn: OSVersion(major: 17)) == nil)
        // A localized variant answers for its base name's version.
        #expect(catalog.availability(of: "richtext.page.ar")?.version == "6.0")
    }

    @Test func oldAndNewSpellingsDrawTheSameGlyph() throws {
        let pairs = [("doc.on.doc", "document.on.document"), ("doc.plaintext", "text.page"), ("goforward", "arrow.trianglehead.clockwise"),
                     ("goforward.15", "15.arrow.trianglehead.clockwise"), ("mic.slash", "microphone.slash"),
                     ("arrow.triangle.2.circlepath", "arrow.trianglehead.2.clockwise.rotate.90"), ("wand.and.stars", "wand.and.sparkles"),
                     ("cursorarrow", "pointer.arrow"), ("textformat.123", "numbers")]
        for (old, new) in pairs {
            let a = try #require(catalog.resolve(old)), b = try #require(catalog.resolve(new))
            #expect(a.codepoint == b.codepoint && a.filled == b.filled && a.mirrored == b.mirrored, "\(old) \(a.glyphName) ≠ \(new) \(b.glyphName)")
            #expect(!a.isPlaceholder, "\(old)")
        }
        // Every rename in the table: both spellings draw alike.
        for name in catalog.sfNames {
            guard let newer = catalog.availability(of: name)?.renamedTo, let a = catalog.resolve(name), let b = catalog.resolve(newer) else { continue }
            #expect(a.codepoint == b.codepoint, "\(name) → \(newer)")
        }
    }

    /// The words of button meaning, as parts of SF Symbols names (search is `magnifyingglass`,
    /// settings `gear` and `gearshape`, share's arrow is `arrow`).
    static let buttonWords: Set<Substring> = [
        "arrow", "document", "person", "message", "trash", "heart", "star", "bookmark", "share", "checkmark", "xmark", "plus",
        "lock", "bell", "gear", "gearshape", "pencil", "link", "photo", "camera", "magnifyingglass", "clock", "calendar", "cart",
        "folder", "envelope", "phone", "play", "microphone", "location", "flag", "tag", "eye", "hand", "sparkles",
    ]

    @Test func atLeastFourFifthsOfTheNewButtonNamesDrawAStandIn() throws {
        let new = catalog.sfNames.filter { name in
            guard let version = catalog.availability(of: name)?.version, version.hasPrefix("6.") || version.hasPrefix("7.") else { return false }
            let parts = name.split(separator: ".")
            // Localized variants draw their base name's glyph: counted once, as the base.
            guard let last = parts.last, !IconCatalog.localizationSuffixes.contains(String(last)) else { return false }
            return parts.contains { Self.buttonWords.contains($0) }
        }
        let drawn = new.filter { catalog.resolve($0)?.isPlaceholder == false }
        #expect(new.count > 600)
        #expect(Double(drawn.count) >= 0.8 * Double(new.count), "\(drawn.count) of \(new.count)")
    }
}
