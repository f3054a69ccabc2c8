import ButtonStackBase
import PropertyBased
import Testing
@testable import Typesetter

/// Any text, in any locale, at any width: an answer or a one-line error, never a crash or a hang,
/// and wrapping never loses, duplicates or reorders a character.
@Suite struct RobustnessTests {
    /// Scalars from the scripts the fonts cover and from everything around them (marks, joiners,
    /// controls, private use, emoji, unpaired-surrogate-free planes).
    static let scalar = Gen.element(of: [
        0x20, 0x41, 0x61, 0x301, 0x627, 0x644, 0x64B, 0x5D0, 0x915, 0x94D, 0xE01, 0xE31, 0x4E00, 0x3002, 0x3042, 0xAC00,
        0x200D, 0x200C, 0x200E, 0x200F, 0xFE0F, 0x1F600, 0xE145, 0x0A, 0x09, 0x202E, 0x00AD, 0x2028, 0xFFFD, 0x10FFFD,
    ] as [UInt32]).compactMap { $0 }.array(of: 1...40)
    static let locale = Gen.element(of: ["en", "ar", "zh-Hans", "zh-Hant", "ja", "he", "hi", "th", "de"]).compactMap { $0 }
    static let width = Gen.int(in: 1...400).map(Double.init)

    @Test func anyTextSetsOrFailsCleanly() async {
        await propertyCheck(count: 400, input: Self.scalar, Self.locale, Self.width) { scalars, locale, width in
            let text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
            do {
                let layout = try sharedTypesetter.layout(text, style: TextStyle(size: 23, locale: LanguageTag(locale)), maxWidth: width)
                let covered = layout.lines.flatMap { Array($0.range) }
                #expect(covered == covered.sorted(), "lines in order")
                #expect(Set(covered).count == covered.count, "no character twice")
                for line in layout.lines where !line.brokeInsideWord && line.runs.flatMap(\.glyphs).count > 1 {
                    #expect(line.width <= width + 1e-6 || !layout.lines.contains { $0.range.count > 1 }, "\(line.text) \(line.width) > \(width)")
                }
            } catch let error as TypesetterError {
                #expect(!"\(error)".contains("\n"))
            }
        }
    }
}
