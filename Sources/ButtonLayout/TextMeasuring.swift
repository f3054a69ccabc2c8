import ButtonStackBase

/// How the resolver learns how big things are. The typesetter implements it with real fonts;
/// tests implement it with fake metrics. The resolver never sees a font, a pixel or a file.
///
/// What a measurer sets for a line (``SetLine``: the typesetter's glyph runs) travels with that
/// line through the resolver unopened, to the placed line it becomes: what is drawn is exactly
/// what was measured, and no one pairs lines with frames afterwards.
public protocol TextMeasuring: Sendable {
    /// One line as this measurer set it: the typesetter's glyph runs, ``Nothing`` for fake metrics.
    associatedtype SetLine: Sendable

    /// The size of `text` set with `attributes`: on one line when `maxWidth` is nil, else wrapped
    /// to lines no wider than `maxWidth` (a single unbreakable glyph may still overflow).
    func measure(_ text: String, attributes: TextAttributes, maxWidth: Double?) throws -> MeasuredText<SetLine>

    /// The size of the icon named `icon` drawn with text of `pointSize` points (icons scale with text).
    func iconSize(_ icon: String, pointSize: Double) throws -> Size
}

/// No value: what a measurer that draws nothing sets for a line, and what a caller with nothing
/// to carry through the resolver attaches to a button.
public struct Nothing: Hashable, Sendable, Codable {
    /// Nothing.
    public init() {}
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

/// One measured line, and the line as the measurer set it.
public struct MeasuredLine<SetLine: Sendable>: Sendable {
    /// The line's text (trailing spaces removed).
    public var text: String
    /// The line's advance width in points.
    public var width: Double
    /// The line's height in points (ascent + descent + leading of the fonts it uses).
    public var height: Double
    /// The line as the measurer set it (for the typesetter, its glyph runs).
    public var set: SetLine

    /// A line of `text`, `width` × `height` points, set as `set`.
    public init(text: String, width: Double, height: Double, set: SetLine) {
        self.text = text
        self.width = width
        self.height = height
        self.set = set
    }
}

extension MeasuredLine where SetLine == Nothing {
    /// A line of `text`, `width` × `height` points, from a measurer that sets nothing.
    public init(text: String, width: Double, height: Double) {
        self.init(text: text, width: width, height: height, set: Nothing())
    }
}

extension MeasuredLine: Equatable where SetLine: Equatable {}
extension MeasuredLine: Hashable where SetLine: Hashable {}

/// Measured text: its lines, and what went wrong setting it.
public struct MeasuredText<SetLine: Sendable>: Sendable {
    /// Lines, top to bottom, each with what the measurer set for it.
    public var lines: [MeasuredLine<SetLine>]
    /// Characters that no font could draw.
    public var missingGlyphs: Int
    /// True when a word wider than the width had to be broken inside.
    public var brokeInsideWord: Bool

    /// Measured text of `lines`.
    public init(lines: [MeasuredLine<SetLine>], missingGlyphs: Int = 0, brokeInsideWord: Bool = false) {
        self.lines = lines
        self.missingGlyphs = missingGlyphs
        self.brokeInsideWord = brokeInsideWord
    }

    /// The widest line.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }
    /// The lines' heights added up.
    public var height: Double { lines.reduce(0) { $0 + $1.height } }
    /// The text's size.
    public var size: Size { Size(width: width, height: height) }
}

extension MeasuredText: Equatable where SetLine: Equatable {}
extension MeasuredText: Hashable where SetLine: Hashable {}
