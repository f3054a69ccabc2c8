import ButtonStackBase
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Typesetter

/// What `button-stack measure --json` prints: the set text's size, lines and runs.
public struct MeasureReport: Codable, Sendable {
    /// One line of the report.
    public struct Line: Codable, Sendable {
        /// The text.
        public var text: String
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double
        /// Ascent in points.
        public var ascent: Double
        /// Descent in points.
        public var descent: Double
        /// Line gap in points.
        public var leading: Double
    }

    /// One run of the report, in visual order within its line.
    public struct Run: Codable, Sendable {
        /// The text.
        public var text: String
        /// The font file's path (relative to the package root for the fonts in `Fonts/`).
        public var font: String
        /// Face index in the font file.
        public var faceIndex: Int
        /// Font family name.
        public var family: String
        /// `ltr` or `rtl`.
        public var direction: String
        /// ISO 15924, e.g. `Arab`.
        public var script: String
        /// Language tag it was shaped with.
        public var language: String
        /// The run's width in points.
        public var advance: Double
        /// Index of the line the run is on.
        public var line: Int
        /// Number of glyphs.
        public var glyphs: Int
        /// Characters no font covers.
        public var missingGlyphs: Int
    }

    /// The text.
    public var text: String
    /// Point size.
    public var size: Double
    /// Locale tag.
    public var locale: String
    /// `ltr` or `rtl`.
    public var direction: String
    /// Wrapping width in points, if any.
    public var maxWidth: Double?
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Lines, top to bottom.
    public var lines: [Line]
    /// Characters no font covers.
    public var missingGlyphs: Int
    /// A word was broken inside to fit.
    public var brokeInsideWord: Bool
    /// Runs in visual order, line by line.
    public var runs: [Run]

    /// The report of `layout`.
    public init(_ layout: TextLayout) {
        text = layout.text
        size = layout.style.size
        locale = layout.style.locale.tag
        direction = layout.direction.rawValue
        maxWidth = layout.maxWidth
        width = rounded(layout.width)
        height = rounded(layout.height)
        missingGlyphs = layout.missingGlyphs
        brokeInsideWord = layout.brokeInsideWord
        lines = layout.lines.map {
            Line(
                text: $0.text, width: rounded($0.width), height: rounded($0.height),
                ascent: rounded($0.ascent), descent: rounded($0.descent), leading: rounded($0.leading)
            )
        }
        runs = layout.lines.enumerated().flatMap { index, line in
            line.runs.map { run in
                Run(
                    text: run.text, font: run.face.displayPath, faceIndex: run.face.faceIndex, family: run.face.familyName,
                    direction: run.direction.rawValue, script: run.script.name, language: run.language.tag,
                    advance: rounded(run.advance), line: index, glyphs: run.glyphs.count, missingGlyphs: run.missingGlyphs
                )
            }
        }
    }

    /// A few lines for a person: size, then each line with its runs.
    public var humanReadable: String {
        var out = "\(fixed(width, places: 2)) × \(fixed(height, places: 2)) pt at \(fixed(size, places: 2)) pt, \(locale), \(direction)"
        if missingGlyphs > 0 { out += ", \(missingGlyphs) missing glyph(s)" }
        out += "\n"
        for (index, line) in lines.enumerated() {
            out += "  line \(index + 1): \(fixed(line.width, places: 2)) × \(fixed(line.height, places: 2)) pt  \(line.text)\n"
            for run in runs where run.line == index {
                out += "    \(run.direction) \(run.script) \(fixed(run.advance, places: 2)) pt  \(run.font)\(run.faceIndex == 0 ? "" : "#\(run.faceIndex)")  \(run.text)\n"
            }
        }
        return out
    }
}
