import ButtonStackBase
import Foundation
import Testing
@testable import Typesetter

/// Bidi controls in titles (a translation that isolates an argument, a mark before a number) are
/// honoured as UAX #9 says and never drawn: the visual order matches FriBidi's own reference
/// program (`fribidi --vtol`, Debian's libfribidi-bin) for embeddings, overrides and isolates.
@Suite struct ExplicitBidiTests {
    static let controls: Set<UInt32> = [0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]

    static let cases: [(text: String, direction: LayoutDirection)] = [
        ("abc \u{2067}אבג 123\u{2069} def", .leftToRight),            // RLI … PDI around an argument
        ("abc \u{202B}אבג def\u{202C} ghi", .leftToRight),            // RLE … PDF
        ("abc \u{202E}def ghi\u{202C} jkl", .leftToRight),            // RLO … PDF: Latin forced right to left
        ("אבג \u{202D}דהו abc\u{202C} זחט", .rightToLeft),            // LRO … PDF in a right-to-left paragraph
        ("שלח \u{2066}Anna Smith\u{2069} עכשיו", .rightToLeft),        // LRI … PDI: a name in a Hebrew sentence
        ("שלום \u{2068}abc\u{2069} עולם", .rightToLeft),               // FSI … PDI
        ("abc \u{200F}123 def", .leftToRight),                       // RLM
        ("ab \u{2067}cd \u{2066}אב\u{2069} ef\u{2069} gh", .leftToRight), // nested isolates
    ]

    @Test(arguments: 0..<cases.count)
    func visualOrderMatchesFriBidi(index: Int) throws {
        let fribidi = try #require(["/usr/bin/fribidi", "/usr/local/bin/fribidi"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                   "fribidi (Debian's libfribidi-bin, in the README's apt line) is needed as the reference")
        let (text, direction) = Self.cases[index]
        let scalars = text.unicodeScalars.map(\.value)
        let layout = try sharedTypesetter.layout(text, style: TextStyle(size: 17, direction: direction))
        #expect(layout.lines.count == 1)
        var ours: [Int] = []
        for run in layout.lines[0].runs {
            for glyph in run.glyphs where ours.last != glyph.cluster { ours.append(glyph.cluster) }
        }
        ours = ours.filter { !Self.controls.contains(scalars[$0]) }
        let output = try #require(runProgram(fribidi, ["--nopad", "--nobreak", direction == .rightToLeft ? "--rtl" : "--ltr",
                                                      "--vtol", "--charset", "UTF-8", try Self.file(text)]))
        let lines = output.split(separator: "\n")
        let reference = try #require(lines.last).split(separator: " ").compactMap { Int($0) }
            .filter { $0 < scalars.count && !Self.controls.contains(scalars[$0]) }
        #expect(ours == reference, "\(text): ours \(ours), FriBidi \(reference)")
        // Controls are not drawn: no glyph with ink or advance, and none counted as missing.
        #expect(layout.lines[0].runs.allSatisfy { $0.missingGlyphs == 0 })
        for run in layout.lines[0].runs {
            for glyph in run.glyphs where Self.controls.contains(scalars[glyph.cluster]) { #expect(glyph.advance == 0) }
        }
    }

    static func file(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bidi-\(UUID().uuidString).txt")
        try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
