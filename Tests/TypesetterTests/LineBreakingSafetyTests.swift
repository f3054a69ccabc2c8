import ButtonStackBase
import Foundation
import PropertyBased
import Testing
@testable import Typesetter

/// Line breaking takes every Unicode scalar value. Debian's libunibreak 1.1, the breaker before
/// ICU, aborted the process on a regional indicator (a flag emoji's halves) and on U+FFFF, its
/// end-of-string marker; ICU takes both, and these tests keep it so.
@Suite struct LineBreakingSafetyTests {
    /// All 1,112,064 scalar values, each twice in a row, then before a space and a letter, in
    /// chunks: an abort in the library would end the test process.
    @Test func everyScalarValueReachesTheLibrarySafely() {
        var scalars: [UInt32] = []
        scalars.reserveCapacity(1 << 16)
        for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
            scalars += [value, value, 0x20, value, 0x61]
            if scalars.count >= 1 << 16 {
                #expect(LineBreaker.opportunities(in: scalars, language: LanguageTag("en"), iterators: BreakIteratorPool()).count == scalars.count)
                scalars.removeAll(keepingCapacity: true)
            }
        }
        #expect(LineBreaker.opportunities(in: scalars, language: LanguageTag("ja"), iterators: BreakIteratorPool()).count == scalars.count)
    }

    @Test func titlesWithFlagsOrUFFFFWrapInsteadOfAborting() throws {
        for text in ["Deutschland 🇩🇪", "ab \u{FFFF} cd efgh", "🇩🇪🇫🇷🇮🇹", "\u{FFFF}\u{FFFF}\u{FFFF}", "a🇩b"] {
            let layout = try sharedTypesetter.layout(text, style: TextStyle(size: 17), maxWidth: 12)
            #expect(layout.lines.map(\.text).joined() == text.filter { $0 != " " }, "\(text)")
        }
    }

    /// LB8a (no break after a zero-width joiner), LB30b (none before a skin tone) and LB9 (none
    /// before a tag character), which libunibreak 1.1 predated and ICU 72 applies itself.
    @Test func emojiSequencesAreNeverSplit() {
        let sequences: [[UInt32]] = [
            [0x1F469, 0x200D, 0x1F4BB],                                    // 👩‍💻
            [0x1F44D, 0x1F3FD],                                            // 👍🏽
            [0x1F3F4, 0xE0067, 0xE0062, 0xE0073, 0xE0063, 0xE0074, 0xE007F],  // 🏴󠁧󠁢󠁳󠁣󠁴󠁿
            [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467],                   // 👨‍👩‍👧
        ]
        for sequence in sequences {
            let text: [UInt32] = [0x61, 0x20] + sequence + [0x20, 0x62]
            let breaks = LineBreaker.opportunities(in: text, language: LanguageTag("en"), iterators: BreakIteratorPool())
            let inside = (2..<(1 + sequence.count)).map { breaks[$0] }
            #expect(inside.allSatisfy { $0 == .prohibited }, "\(sequence.map { String($0, radix: 16) }): \(inside)")
            #expect(breaks[1] == .allowed && breaks[1 + sequence.count + 1] == .allowed)
        }
    }

    /// LB30a: a flag is two regional indicators and is never split; pairs may part between them.
    @Test func flagsStayWholeAndPartOnlyBetweenPairs() {
        let flags: [UInt32] = [0x1F1E9, 0x1F1EA, 0x1F1EB, 0x1F1F7, 0x1F1EE]  // DE FR and a lone I
        let breaks = LineBreaker.opportunities(in: flags, language: LanguageTag("en"), iterators: BreakIteratorPool())
        #expect(breaks[0] == .prohibited && breaks[2] == .prohibited)
        #expect(breaks[1] == .allowed && breaks[3] == .allowed)
    }

    /// Every kind of emoji sequence, noncharacters and unassigned code points, mixed with text,
    /// at narrow widths: an answer or a one-line error, and no character lost or repeated.
    static let piece = Gen.element(of: [
        [0x1F1E9, 0x1F1EA], [0x1F469, 0x200D, 0x1F4BB], [0x31, 0xFE0F, 0x20E3], [0x1F44D, 0x1F3FD], [0x2764, 0xFE0F],
        [0x2764, 0xFE0E], [0x1F3F4, 0xE0067, 0xE0062, 0xE0073, 0xE0063, 0xE0074, 0xE007F], [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467],
        [0xFFFF], [0xFFFE], [0xFDD0], [0x10FFFF], [0xE0001], [0x0378], [0x2FFFF], [0x20], [0x41], [0x627], [0x4E00], [0xAD], [0x1F1E6],
    ] as [[UInt32]]).compactMap { $0 }.array(of: 1...12)
    static let width = Gen.int(in: 1...120).map(Double.init)

    @Test func everyEmojiSequenceKindSetsOrFailsCleanly() async {
        await propertyCheck(count: 300, input: Self.piece, Self.width) { pieces, width in
            let text = String(String.UnicodeScalarView(pieces.joined().compactMap(Unicode.Scalar.init)))
            do {
                let layout = try sharedTypesetter.layout(text, style: TextStyle(size: 17), maxWidth: width)
                let covered = layout.lines.flatMap { Array($0.range) }
                #expect(covered == covered.sorted() && Set(covered).count == covered.count)
            } catch let error as TypesetterError {
                #expect(!"\(error)".contains("\n"))
            }
        }
    }
}

/// U+00AD SOFT HYPHEN: invisible unless a line breaks after it, then a hyphen is drawn (as UIKit
/// draws one) and counted in the line's width.
@Suite struct SoftHyphenTests {
    let style = TextStyle(size: 17)

    @Test func aLineBrokenAtASoftHyphenEndsWithAHyphen() throws {
        let text = "Benachrichti\u{AD}gungen"
        let whole = try sharedTypesetter.layout(text, style: style)
        let width = try sharedTypesetter.layout("Benachrichti-", style: style).width + 1
        let layout = try sharedTypesetter.layout(text, style: style, maxWidth: width)
        #expect(layout.lines.count == 2)
        #expect(!layout.brokeInsideWord)
        let face = try #require(layout.lines[0].runs.last?.face)
        let hyphen = try #require(face.glyph(for: 0x2D))
        #expect(layout.lines[0].runs.last?.glyphs.last?.id == hyphen)
        #expect(layout.lines[0].width <= width)
        #expect(abs(layout.lines[0].width - (width - 1)) < 1e-9, "the hyphen's advance is part of the line")
        // Unbroken, the soft hyphen draws nothing.
        #expect(!glyphIDs(whole)[0].contains(hyphen))
        #expect(glyphIDs(layout)[1] == glyphIDs(try sharedTypesetter.layout("gungen", style: style))[0])
    }

    /// Found by the random-text property test: a line that breaks at a space after a soft hyphen
    /// shows no hyphen (the break is the space's), so it is no wider than its width.
    @Test func aBreakAtASpaceAfterASoftHyphenDrawsNoHyphen() throws {
        let text = "\u{AC00}\u{64B}\u{AD} \u{10FFFD}"
        let layout = try sharedTypesetter.layout(text, style: TextStyle(size: 23, locale: LanguageTag("ja")), maxWidth: 45)
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0].width <= 45, "\(layout.lines[0].width)")
    }

    /// Also found by it: a soft hyphen between two joined Arabic letters; with the hyphen drawn the
    /// letter before it takes its final form, which is wider, and the fit is judged on that.
    @Test func theFitOfAHyphenatedLineIsJudgedAsItIsDrawn() throws {
        let text = "A\u{4E00}\u{644}\u{AD}\u{644}"
        for width in stride(from: 20.0, through: 90, by: 1) {
            let layout = try sharedTypesetter.layout(text, style: TextStyle(size: 23, locale: LanguageTag("th")), maxWidth: width)
            for line in layout.lines where !line.brokeInsideWord { #expect(line.width <= width + 1e-6, "\(width): \(line.text) \(line.width)") }
        }
    }

    @Test func aSoftHyphenThatWouldNotFitWithItsHyphenIsNotABreak() throws {
        let text = "ab\u{AD}cdefghijklmnop"
        let plain = try sharedTypesetter.layout("ab", style: style).width
        let layout = try sharedTypesetter.layout(text, style: style, maxWidth: plain + 0.01)
        #expect(!(layout.lines.first?.text.hasSuffix("\u{AD}") ?? false) || layout.brokeInsideWord)
    }
}
