import ButtonStackBase
import ButtonLayout
import ButtonSpec
import Typesetter

/// The layout resolver's measuring protocol, answered by the typesetter in one locale.
public struct TypesetterMeasurer: TextMeasuring {
    /// The typesetter that shapes and measures.
    public let typesetter: Typesetter
    /// The icon names it understands.
    public let icons: IconCatalog
    /// The locale titles are set in.
    public let locale: LanguageTag
    /// The paragraph direction of titles (nil: from the locale, else the text).
    public let direction: LayoutDirection?
    private let iconGlyphs: IconGlyphCache
    private let measurements: MeasurementCache

    /// A measurer for titles in `locale`; icons are looked up once per cache.
    public init(
        typesetter: Typesetter, icons: IconCatalog, locale: LanguageTag, direction: LayoutDirection? = nil,
        iconGlyphs: IconGlyphCache? = nil, measurements: MeasurementCache? = nil
    ) {
        self.typesetter = typesetter
        self.icons = icons
        self.locale = locale
        self.direction = direction
        self.iconGlyphs = iconGlyphs ?? IconGlyphCache(icons: icons, fonts: typesetter.fonts)
        self.measurements = measurements ?? MeasurementCache()
    }

    /// The typesetter's style for `attributes` in this measurer's locale.
    public func style(_ attributes: TextAttributes) -> TextStyle {
        TextStyle(size: attributes.pointSize, weight: attributes.bold ? .bold : .regular, locale: locale, direction: direction)
    }

    /// Sets `text` with the typesetter and reports its lines (one when `maxWidth` is nil), with the
    /// set lines themselves for the renderer. This is the pipeline's one cache of set text.
    public func measure(_ text: String, attributes: TextAttributes, maxWidth: Double?) throws -> MeasuredText {
        let key = MeasurementCache.Key(text: text, locale: locale.tag, direction: direction, attributes: attributes, maxWidth: maxWidth)
        if let hit = measurements.lookup(key) { return hit }
        let layout = try typesetter.layout(text, style: style(attributes), maxWidth: maxWidth)
        let measured = MeasuredText(
            lines: layout.lines.map { MeasuredLine(text: $0.text, width: $0.width, height: $0.height) },
            missingGlyphs: layout.missingGlyphs, brokeInsideWord: layout.brokeInsideWord, set: SetLines(layout)
        )
        measurements.store(measured, for: key)
        return measured
    }

    /// The icon's box at `pointSize`: its advance by the icon font's em height.
    public func iconSize(_ icon: String, pointSize: Double) throws -> Size {
        try iconGlyphs.glyph(named: icon).size(atPointSize: pointSize)
    }
}

/// One icon: its face, glyph and box. The box is the glyph's advance by the face's em height
/// (Material Icons draws every icon in a square em), at the title's point size.
public struct IconGlyph: Sendable {
    /// The icon font.
    public let face: FontFace
    /// The code point the icon is addressed by.
    public let codepoint: UInt32
    /// The glyph in the icon font.
    public let glyph: UInt32

    /// The icon named `name`.
    /// - Throws: ``IconError/unknown(_:suggestions:)`` for a name the catalogue does not have.
    public init(named name: String, icons: IconCatalog, fonts: FontLibrary) throws {
        guard let codepoint = icons.codepoint(for: name) else {
            throw IconError.unknown(name, suggestions: EditDistance.suggestions(for: name, among: icons.allNames))
        }
        let face = try fonts.face(.icons)
        guard let glyph = face.glyph(for: codepoint) else { throw IconError.unknown(name, suggestions: []) }
        self.face = face
        self.codepoint = codepoint
        self.glyph = glyph
    }

    /// The icon's box at `pointSize`.
    public func size(atPointSize pointSize: Double) -> Size {
        let scale = face.scale(atSize: pointSize)
        return Size(width: Double(face.advance(ofGlyph: glyph)) * scale, height: Double(face.ascender - face.descender) * scale)
    }
}

/// Measured titles as the resolver wants them, so a warm layout does one lookup a title instead
/// of a typesetter lookup and a conversion. Shared by every thread; emptied when it grows large.
public final class MeasurementCache: Sendable {
    struct Key: Hashable {
        var text: String
        var locale: String
        var direction: LayoutDirection?
        var attributes: TextAttributes
        var maxWidth: Double?
    }

    private let entries = Locked<[Key: MeasuredText]>([:])
    private static let limit = 100_000

    /// An empty cache.
    public init() {}

    func lookup(_ key: Key) -> MeasuredText? { entries.withLock { $0[key] } }

    /// Forgets every measurement.
    public func removeAll() { entries.withLock { $0.removeAll() } }

    func store(_ value: MeasuredText, for key: Key) {
        entries.withLock { entries in
            if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
    }
}

/// Icons already looked up, by name, shared by every thread.
public final class IconGlyphCache: Sendable {
    private let icons: IconCatalog
    private let fonts: FontLibrary
    private let glyphs = Locked<[String: IconGlyph]>([:])

    /// An empty cache over `icons` in `fonts`.
    public init(icons: IconCatalog, fonts: FontLibrary) {
        self.icons = icons
        self.fonts = fonts
    }

    /// The icon named `name`, looked up on first use.
    public func glyph(named name: String) throws -> IconGlyph {
        if let glyph = glyphs.withLock({ $0[name] }) { return glyph }
        let glyph = try IconGlyph(named: name, icons: icons, fonts: fonts)
        glyphs.withLock { $0[name] = glyph }
        return glyph
    }
}

/// An icon name that cannot be drawn.
public enum IconError: Error, Equatable, CustomStringConvertible {
    case unknown(String, suggestions: [String])

    public var description: String {
        switch self {
        case .unknown(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?)"
            return "unknown icon '\(name)'\(hint); use a Material Icons name, an SF Symbols name from the README, or U+XXXX"
        }
    }
}
