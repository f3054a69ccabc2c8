/// How the resolver learns how big things are. The typesetter implements it with real fonts;
/// tests implement it with fake metrics. The resolver never sees a font, a pixel or a file.
public protocol TextMeasuring: Sendable {
    /// The size of `text` set with `attributes`: on one line when `maxWidth` is nil, else wrapped
    /// to lines no wider than `maxWidth` (a single unbreakable glyph may still overflow).
    func measure(_ text: String, attributes: TextAttributes, maxWidth: Double?) throws -> MeasuredText

    /// The size of the icon named `icon` drawn with text of `pointSize` points (icons scale with text).
    func iconSize(_ icon: String, pointSize: Double) throws -> Size
}

/// What the resolver asks text to be set in.
public struct TextAttributes: Hashable, Sendable {
    /// Point size.
    public var pointSize: Double
    /// Bold (a primary button's title) or regular.
    public var bold: Bool

    /// Attributes of `pointSize` points, regular unless `bold`.
    public init(pointSize: Double, bold: Bool = false) {
        self.pointSize = pointSize
        self.bold = bold
    }
}

/// One measured line.
public struct MeasuredLine: Hashable, Sendable, Codable {
    /// The line's text (trailing spaces removed).
    public var text: String
    /// The line's advance width in points.
    public var width: Double
    /// The line's height in points (ascent + descent + leading of the fonts it uses).
    public var height: Double

    /// A line of `text`, `width` × `height` points.
    public init(text: String, width: Double, height: Double) {
        self.text = text
        self.width = width
        self.height = height
    }
}

/// Measured text: its lines, and what went wrong setting it.
public struct MeasuredText: Hashable, Sendable {
    /// Lines, top to bottom.
    public var lines: [MeasuredLine]
    /// Characters that no font could draw.
    public var missingGlyphs: Int
    /// True when a word wider than the width had to be broken inside.
    public var brokeInsideWord: Bool
    /// The lines as the measurer set them (for the typesetter, its glyph runs), carried through
    /// the resolver unopened so that what is drawn is exactly what was measured.
    public var set: SetLines?

    /// Measured text of `lines`, with what the measurer set if it is to be drawn.
    public init(lines: [MeasuredLine], missingGlyphs: Int = 0, brokeInsideWord: Bool = false, set: SetLines? = nil) {
        self.lines = lines
        self.missingGlyphs = missingGlyphs
        self.brokeInsideWord = brokeInsideWord
        self.set = set
    }

    /// The widest line.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }
    /// The lines' heights added up.
    public var height: Double { lines.reduce(0) { $0 + $1.height } }
    /// The text's size.
    public var size: Size { Size(width: width, height: height) }
}

/// Whatever a measurer set for a text — opaque to the resolver, which only hands it down to the
/// placement it belongs to. Equal and hashed as nothing: it follows from the measured text, so two
/// measurements of the same text compare by their lines alone.
public struct SetLines: Hashable, Sendable {
    /// The measurer's own value (the typesetter's `TextLayout`).
    public let value: any Sendable

    /// Wraps `value`.
    public init(_ value: any Sendable) { self.value = value }

    public static func == (lhs: SetLines, rhs: SetLines) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
