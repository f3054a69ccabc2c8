import ButtonStackBase
import Testing
@testable import Typesetter

/// Emoji in titles: set in Noto Color Emoji, each sequence one glyph where the font has one,
/// measured by its advance like any glyph, never split across lines.
@Suite struct EmojiTests {
    func runs(_ text: String, locale: String = "en") throws -> [(font: String, text: String, glyphs: Int)] {
        let layout = try sharedTypesetter.layout(text, style: TextStyle(size: 17, locale: LanguageTag(locale)))
        #expect(layout.missingGlyphs == 0, "\(text)")
        return layout.lines.flatMap(\.runs).map { ($0.face.displayPath, $0.text, $0.glyphs.count) }
    }

    @Test(arguments: [
        ("👨‍👩‍👧‍👦", "a ZWJ family"), ("👩‍💻", "a ZWJ profession"), ("🇩🇪", "a flag"), ("1️⃣", "a keycap"), ("#️⃣", "a keycap"),
        ("👍🏽", "a skin tone"), ("❤️", "a heart asked to be an emoji"), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", "a subdivision flag"), ("😀", "an emoji by default"),
    ])
    func aSequenceIsOneColourGlyph(sequence: String, what: String) throws {
        let all = try runs("Go \(sequence) now")
        let emoji = all.filter { $0.font == "Fonts/NotoColorEmoji.ttf" }
        #expect(emoji.count == 1, "\(what): \(all.map(\.font))")
        #expect(emoji.first?.text == sequence && emoji.first?.glyphs == 1, "\(what)")
        #expect(all.filter { $0.font != "Fonts/NotoColorEmoji.ttf" }.allSatisfy { $0.font == "Fonts/NotoSans-Regular.ttf" })
    }

    @Test func textPresentationStaysTextAndPlainDigitsAreNotKeycaps() throws {
        // U+2764 U+FE0E asks for text; no text face has the heart, so the emoji face is the last resort.
        #expect(try runs("1 # ©").allSatisfy { $0.font == "Fonts/NotoSans-Regular.ttf" })
        #expect(try runs("© ®").allSatisfy { $0.font == "Fonts/NotoSans-Regular.ttf" }, "© has no emoji presentation")
        #expect(try runs("©️").first?.font == "Fonts/NotoColorEmoji.ttf", "© with U+FE0F is an emoji")
    }

    @Test func anEmojiIsMeasuredByItsAdvance() throws {
        let layout = try sharedTypesetter.layout("🇩🇪", style: TextStyle(size: 17))
        let face = try sharedTypesetter.fonts.face(.emoji)
        let glyph = try #require(layout.lines[0].runs.first?.glyphs.first)
        #expect(abs(layout.width - face.points(face.advance(ofGlyph: glyph.id), atSize: 17)) < 1e-9)
        #expect(layout.width > 17 && layout.width < 17 * 1.5)
    }

    /// Noto Color Emoji is a bitmap font, for which FreeType reports no ascender or descender: a
    /// line of emoji alone had no height, and its glyphs were drawn over the line above.
    @Test func aLineOfEmojiAloneHasTheEmojiFontsLineHeight() throws {
        // Greedy filling (strategy none) leaves the emoji alone on its line; a label's push-out
        // would take "mir" down with it.
        let layout = try sharedTypesetter.layout("Gefällt mir ❤️", style: TextStyle(size: 53, lineBreakStrategy: .none), maxWidth: 262)
        #expect(layout.lines.map(\.text) == ["Gefällt mir", "❤️"])
        // hhea of Noto Color Emoji: ascender 1900, descender -500, 2048 units per em.
        #expect(abs(layout.lines[1].ascent - 1900 * 53 / 2048) < 1e-9 && abs(layout.lines[1].descent - 500 * 53 / 2048) < 1e-9)
        #expect(layout.height == layout.lines[0].height + layout.lines[1].height && layout.lines[1].height > 60)
    }

    @Test func sequencesAreNeverSplitAcrossLines() throws {
        let text = "👩‍💻👨‍👩‍👧‍👦👍🏽🇩🇪🇫🇷🏴󠁧󠁢󠁳󠁣󠁴󠁿👩‍💻"
        for width in stride(from: 10.0, through: 80, by: 7) {
            let layout = try sharedTypesetter.layout(text, style: TextStyle(size: 17), maxWidth: width)
            #expect(layout.missingGlyphs == 0)
            #expect(layout.lines.count > 1)
            #expect(layout.lines.map(\.text).joined() == text)
            for line in layout.lines {
                let scalars = line.text.unicodeScalars.map(\.value)
                #expect(scalars.first != 0x200D && scalars.last != 0x200D, "a line starts or ends at a joiner at \(width)")
                #expect(!(0x1F3FB...0x1F3FF).contains(scalars.first ?? 0), "a skin tone was split from its hand at \(width)")
                #expect(!(0xE0020...0xE007F).contains(scalars.first ?? 0), "a tag flag was split at \(width)")
                #expect(line.runs.allSatisfy { $0.face.displayPath == "Fonts/NotoColorEmoji.ttf" })
            }
        }
    }
}

extension EmojiTests {
    /// ICU's Unicode 15 rules keep emoji sequences whole (libunibreak 1.1 predated them, and had
    /// them applied on top).
    @Test func noBreakOpportunityInsideAnEmojiSequence() {
        func breaks(_ text: String) -> [Int] {
            let scalars = text.unicodeScalars.map(\.value)
            return LineBreaker.opportunities(in: scalars, language: LanguageTag("en"), iterators: BreakIteratorPool()).enumerated().dropLast()
                .filter { $0.element == .allowed }.map(\.offset)
        }
        // 👩 ZWJ 💻 👍 🏽 🏴 tags…: breaks only between the sequences.
        let text = "👩\u{200D}💻👍🏽🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}😀"
        #expect(breaks(text) == [2, 4, 11])
    }
}
