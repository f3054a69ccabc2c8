import ButtonStackBase
import CHarfBuzz

/// Sets titles: bidi, script runs, font fallback, HarfBuzz shaping, UAX #14 line breaking and
/// visual reordering, with widths exact to the design units.
///
/// Safe to call from any number of threads: fonts are immutable HarfBuzz objects and every call
/// makes its own buffers.
public final class Typesetter: Sendable {
    /// The longest text accepted, in Unicode scalars. Titles are short; this keeps a runaway input
    /// from taking the process down.
    public static let maximumTextLength = 5_000
    /// Widths within this many points of the limit count as fitting (absorbs floating-point noise).
    public static let widthTolerance = 1e-9

    /// The fonts in use.
    public let fonts: FontLibrary
    /// The ICU line-break iterators its titles share, kept per locale.
    let breakIterators = BreakIteratorPool()

    /// A typesetter over `fonts`.
    public init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// A typesetter over the package's own `Fonts/` folder.
    public static func bundled() throws -> Typesetter {
        try Typesetter(fonts: .bundled())
    }

    /// Sets `text` in `style`, wrapped to `maxWidth` points if given. Nothing is cached here: the
    /// pipeline keeps one cache of set titles, in the step that measures for the resolver.
    /// - Throws: ``TypesetterError`` for empty or overlong text, control characters, or a bad size.
    public func layout(_ text: String, style: TextStyle, maxWidth: Double? = nil) throws -> TextLayout {
        try Self.validate(size: style.size, maxWidth: maxWidth)
        let scalars = try Self.validatedScalars(text)
        let direction: LayoutDirection? = style.direction ?? (style.locale.isRightToLeft ? .rightToLeft : nil)
        var lines: [TextLine] = []
        var resolvedDirection: LayoutDirection = direction ?? .leftToRight
        let appFaces = try style.font.map { try fonts.appFontFaces($0, size: style.size) }
        try scalars.withUnsafeBufferPointer { buffer in
            // (1) Hard line breaks split the text into paragraphs; each is set on its own.
            for (index, paragraph) in Self.paragraphs(in: buffer).enumerated() {
                let setter = try ParagraphSetter(
                    text: buffer, range: paragraph, style: style, direction: direction, fonts: fonts, appFaces: appFaces,
                    breakIterators: breakIterators
                )
                if index == 0 { resolvedDirection = setter.isRightToLeft ? .rightToLeft : .leftToRight }
                lines += setter.lines(maxWidth: maxWidth)
            }
        }
        return TextLayout(text: text, style: style, maxWidth: maxWidth, direction: resolvedDirection, lines: lines)
    }

    static func validate(size: Double, maxWidth: Double?) throws {
        guard size.isFinite, size > 0, size <= 1000 else { throw TypesetterError.invalidSize(size) }
        if let maxWidth, !(maxWidth.isFinite && maxWidth > 0) { throw TypesetterError.invalidWidth(maxWidth) }
    }

    /// Checks `text` as ``layout(_:style:maxWidth:)`` would, without setting it.
    /// - Throws: ``TypesetterError`` for empty or overlong text or a character that is not allowed.
    public static func validate(_ text: String) throws(TypesetterError) {
        _ = try validatedScalars(text)
    }

    static func validatedScalars(_ text: String) throws(TypesetterError) -> [UInt32] {
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.utf8.count)
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let value = scalar.value
            if offset >= maximumTextLength {
                throw TypesetterError.textTooLong(count: text.unicodeScalars.count, limit: maximumTextLength)
            }
            if (value < 0x20 && value != 0x0A) || value == 0x7F {
                throw TypesetterError.controlCharacter(scalar: value, offset: offset)
            }
            scalars.append(value)
        }
        guard !scalars.isEmpty, scalars.contains(where: { $0 != 0x0A }) else { throw TypesetterError.emptyText }
        return scalars
    }

    static func paragraphs(in text: UnsafeBufferPointer<UInt32>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for index in 0..<text.count where text[index] == 0x0A || text[index] == 0x2028 || text[index] == 0x2029 {
            if index > start { result.append(start..<index) }
            start = index + 1
        }
        if start < text.count { result.append(start..<text.count) }
        return result
    }
}
