import ButtonStackBase
/// One glyph placed on a line, in points.
public struct PlacedGlyph: Sendable, Hashable {
    /// The glyph's index in its face.
    public var id: UInt32
    /// Index of the first Unicode scalar of the glyph's cluster in the text.
    public var cluster: Int
    /// Where the glyph's origin sits, from the line's left edge (pen position plus HarfBuzz's offset).
    public var x: Double
    /// Vertical offset from the baseline, y up.
    public var y: Double
    /// The glyph's advance.
    public var advance: Double
}

/// Glyphs of one font, direction, script and language, placed on a line.
public struct GlyphRun: Sendable {
    /// The run's characters, in logical order.
    public var text: String
    /// The run's characters as scalar offsets in the whole text.
    public var range: Range<Int>
    /// The face the run is set in.
    public var face: FontFace
    /// `ltr` or `rtl`: the direction HarfBuzz shaped it in.
    public var direction: LayoutDirection
    /// The bidi embedding level.
    public var level: UInt8
    /// The script the run was shaped as.
    public var script: ScriptTag
    /// The language the run was shaped as.
    public var language: LanguageTag
    /// Where the run starts, from the line's left edge.
    public var x: Double
    /// The run's width: its design-unit advances × size ÷ unitsPerEm.
    public var advance: Double
    /// Glyphs in visual order (left to right), positions relative to the line's left edge.
    public var glyphs: [PlacedGlyph]
    /// How many glyphs are the face's `.notdef` (a character no font in the chain covers).
    public var missingGlyphs: Int
}

/// The ink of glyphs as drawn: the union of their outlines' boxes, in points, x from the line's
/// left edge, y up from the baseline. Advances say where the next glyph goes; ink says where the
/// pixels are (Nastaliq's swashes, stacked marks, an italic's overhang reach past the advances).
public struct InkBounds: Sendable, Hashable {
    /// Leftmost ink.
    public var minX: Double
    /// Lowest ink (negative below the baseline).
    public var minY: Double
    /// Rightmost ink.
    public var maxX: Double
    /// Highest ink.
    public var maxY: Double

    /// No ink at all (a line of spaces).
    public static let none = InkBounds(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    /// True when there is no ink.
    public var isEmpty: Bool { minX > maxX || minY > maxY }

    /// The box holding both.
    public func union(_ other: InkBounds) -> InkBounds {
        InkBounds(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }
}

/// One line of set text.
public struct TextLine: Sendable {
    /// The line's characters in logical order, without trailing spaces.
    public var text: String
    /// The line's characters as scalar offsets in the whole text.
    public var range: Range<Int>
    /// Runs in visual order.
    public var runs: [GlyphRun]
    /// The line's advance width (trailing spaces excluded).
    public var width: Double
    /// Largest `hhea` ascender of the fonts the line uses, in points.
    public var ascent: Double
    /// Largest `hhea` descender (as a positive distance) of the fonts the line uses, in points.
    public var descent: Double
    /// Largest `hhea` line gap of the fonts the line uses, in points.
    public var leading: Double
    /// True when one word is wider than the wrapping width and had to be broken inside.
    public var brokeInsideWord: Bool
    /// The ink of its glyphs (HarfBuzz's glyph extents at the set size and axes).
    public var ink: InkBounds = .none

    /// Ascent + descent + leading.
    public var height: Double { ascent + descent + leading }
}

/// A paragraph of text set at one size, possibly wrapped to a width.
public struct TextLayout: Sendable {
    /// The text as given.
    public var text: String
    /// The style it was set in.
    public var style: TextStyle
    /// The wrapping width, if any.
    public var maxWidth: Double?
    /// The paragraph direction that bidi resolved (from the locale or the first strong character).
    public var direction: LayoutDirection
    /// Lines, top to bottom.
    public var lines: [TextLine]
    /// The widest line's width.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }
    /// The sum of the lines' heights.
    public var height: Double { lines.reduce(0) { $0 + $1.height } }
    /// How many `.notdef` glyphs the text needed: characters no font covers.
    public var missingGlyphs: Int { lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.missingGlyphs } } }
    /// True when a line is wider than ``maxWidth`` (only a single glyph wider than the width can do that).
    public var overflows: Bool {
        guard let maxWidth else { return false }
        return lines.contains { $0.width > maxWidth + Typesetter.widthTolerance }
    }
    /// True when a word had to be broken inside because it was wider than the width on its own.
    public var brokeInsideWord: Bool { lines.contains(where: \.brokeInsideWord) }
}

/// What text is set in: size, weight, locale, paragraph direction, font and line-break strategy.
public struct TextStyle: Hashable, Sendable {
    /// Point size.
    public var size: Double
    /// Regular or bold.
    public var weight: FontWeight
    /// The locale: picks CJK forms, the language HarfBuzz shapes with, and line-breaking tailoring.
    public var locale: LanguageTag
    /// The paragraph direction; nil takes it from the locale when that is right-to-left, else from
    /// the text's first strong character.
    public var direction: LayoutDirection?
    /// The app's own font, tried before the bundled ones; nil for the bundled fonts alone.
    public var font: AppFont?
    /// How lines are chosen among the break opportunities: UIKit's standard strategy (a label's
    /// default) or none.
    public var lineBreakStrategy: LineBreakStrategy

    /// A style at `size` points.
    public init(size: Double, weight: FontWeight = .regular, locale: LanguageTag = .english, direction: LayoutDirection? = nil,
                font: AppFont? = nil, lineBreakStrategy: LineBreakStrategy = .standard) {
        self.size = size
        self.weight = weight
        self.locale = locale
        self.direction = direction
        self.font = font
        self.lineBreakStrategy = lineBreakStrategy
    }
}
