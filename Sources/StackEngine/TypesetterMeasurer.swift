import ButtonStackBase
import ButtonStackConcurrency
import ButtonLayout
import ButtonSpec
import AppIcons
import Typesetter

/// The layout resolver's measuring protocol, answered by the typesetter in one locale.
public struct TypesetterMeasurer: TextMeasuring {
    /// A line as the typesetter set it: its glyph runs, which the renderer draws as they are.
    public typealias SetLine = TextLine

    /// The typesetter that shapes and measures.
    public let typesetter: Typesetter
    /// The icon names it understands.
    public let icons: IconCatalog
    /// The locale titles are set in.
    public let locale: LanguageTag
    /// The paragraph direction of titles (nil: from the locale, else the text).
    public let direction: LayoutDirection?
    /// The app's own font, tried before the bundled ones.
    public let font: AppFont?
    /// How titles wrap (a label's default, `standard`, or `none`).
    public let lineBreakStrategy: LineBreakStrategy
    /// The app's own icons (`assets:`, `iconFonts:`), looked up after the catalogue's names.
    public let appIcons: AppIconSource?
    private let iconGlyphs: IconGlyphCache
    private let measurements: MeasurementCache

    /// A measurer for titles in `locale`; icons are looked up once per cache.
    public init(
        typesetter: Typesetter, icons: IconCatalog, locale: LanguageTag, direction: LayoutDirection? = nil,
        font: AppFont? = nil, lineBreakStrategy: LineBreakStrategy = .standard, iconGlyphs: IconGlyphCache? = nil,
        measurements: MeasurementCache? = nil, appIcons: AppIconSource? = nil
    ) {
        self.appIcons = appIcons
        self.typesetter = typesetter
        self.icons = icons
        self.locale = locale
        self.direction = direction
        self.font = font
        self.lineBreakStrategy = lineBreakStrategy
        self.iconGlyphs = iconGlyphs ?? IconGlyphCache(icons: icons, fonts: typesetter.fonts)
        self.measurements = measurements ?? MeasurementCache()
    }

    /// The typesetter's style for `attributes` in this measurer's locale.
    public func style(_ attributes: TextAttributes) -> TextStyle {
        TextStyle(size: attributes.pointSize, weight: attributes.bold ? .bold : .regular, locale: locale, direction: direction, font: font,
                  lineBreakStrategy: lineBreakStrategy)
    }

    /// Sets `text` with the typesetter and reports its lines (one when `maxWidth` is nil), with the
    /// set lines themselves for the renderer. This is the pipeline's one cache of set text.
    public func measure(_ text: String, attributes: TextAttributes, maxWidth: Double?) throws -> MeasuredText<TextLine> {
        let key = MeasurementCache.Key(text: text, locale: locale.tag, direction: direction, font: font,
                                         lineBreakStrategy: lineBreakStrategy, attributes: attributes, maxWidth: maxWidth)
        if let hit = measurements.lookup(key) { return hit }
        let layout = try typesetter.layout(text, style: style(attributes), maxWidth: maxWidth)
        let measured = MeasuredText(
            lines: layout.lines.map { MeasuredLine(text: $0.text, width: $0.width, height: $0.height, set: $0) },
            missingGlyphs: layout.missingGlyphs, brokeInsideWord: layout.brokeInsideWord
        )
        measurements.store(measured, for: key)
        return measured
    }

    /// The icon's box at `pointSize`: its advance by the icon font's em height.
    public func iconSize(_ icon: String, pointSize: Double) throws -> Size {
        try iconGlyphs.glyph(named: icon, appIcons: appIcons).size(atPointSize: pointSize)
    }
}

/// One icon: what its name resolved to, its face and glyph, and how big it is drawn.
///
/// Sizes follow SF Symbols at the default (medium) scale beside text, calibrated on the original
/// component's README picture: there a folder and a gear are 1.13 × the title's point size wide
/// and a plus 0.83 ×. Material Symbols draws a full-size icon 20 units wide in a 24-unit em (a
/// plus 14), so the icon's em is 1.36 × the point size, and its box, the live area the resolver
/// lays out, is 20/24 of that em, square, with the glyph's em centred on it.
public struct IconGlyph: Sendable {
    /// The icon font.
    public let face: FontFace
    /// What the name draws.
    public let resolution: IconResolution
    /// The glyph in the icon font.
    public let glyph: UInt32
    /// The app's image or symbol set drawn instead of a glyph (the glyph is then the placeholder's,
    /// never drawn); nil for a glyph.
    public let asset: AssetIcon?

    /// The icon's em in points per point of title size.
    public static let emPerPoint = 1.36
    /// The box's side as a share of the em: Material's 20-unit live area in its 24-unit grid.
    public static let boxPerEm = 20.0 / 24.0

    /// The icon named `name`.
    /// - Throws: ``IconError/unknown(_:suggestions:)`` for a name the catalogue does not have
    ///   (without suggestions: ``IconGlyphCache`` adds them from its index).
    public init(named name: String, icons: IconCatalog, fonts: FontLibrary) throws {
        guard let resolution = icons.resolve(name) else { throw IconError.unknown(name, suggestions: []) }
        let face = try fonts.face(.icons)
        guard let glyph = face.glyph(for: resolution.codepoint) else {
            throw IconError.notInFont(name, codepoint: resolution.codepoint)
        }
        self.face = face
        self.resolution = resolution
        self.glyph = glyph
        self.asset = nil
    }

    /// The icon's em at a title size of `pointSize`, in points.
    public static func em(atPointSize pointSize: Double) -> Double { pointSize * emPerPoint }

    /// The icon's box at `pointSize`: a square the side of the live area.
    public func size(atPointSize pointSize: Double) -> Size {
        let side = Self.em(atPointSize: pointSize) * Self.boxPerEm
        return Size(width: side * (asset?.aspectRatio ?? 1), height: side)
    }

    /// The variable font's axes for this icon beside a title of `pointSize` points: the title's
    /// weight (400 regular, 700 bold), filled for `.fill` names, and the optical size of the em
    /// (Material's `opsz` runs 20 to 48), as SF Symbols follow the weight and size of their text.
    public func axes(atPointSize pointSize: Double, bold: Bool) -> [FontAxis] {
        if case .appFont = resolution.source { return [] }
        let opticalSize = min(max(Self.em(atPointSize: pointSize), 20), 48)
        return [FontAxis("wght", bold ? 700 : 400), FontAxis("FILL", resolution.filled ? 1 : 0), FontAxis("opsz", opticalSize), FontAxis("GRAD", 0)]
    }
}

/// Measured titles as the resolver wants them, so a warm layout does one lookup a title instead
/// of a typesetter lookup and a conversion. Shared by every thread; emptied when it grows large.
public final class MeasurementCache: Sendable {
    struct Key: Hashable {
        var text: String
        var locale: String
        var direction: LayoutDirection?
        var font: AppFont?
        var lineBreakStrategy: LineBreakStrategy
        var attributes: TextAttributes
        var maxWidth: Double?
    }

    /// A key with its hash, taken before any lock: hashing a title (its text normalized) while
    /// holding the one lock of the whole cache kept the other threads of a run's layout phase
    /// waiting for it, which made that phase as slow on two threads as on one.
    private struct Hashed: Hashable {
        let key: Key
        let hash: Int
        init(_ key: Key) { (self.key, hash) = (key, key.hashValue) }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (lhs: Hashed, rhs: Hashed) -> Bool { lhs.hash == rhs.hash && lhs.key == rhs.key }
    }

    /// The entries in shards by hash, each behind a lock of its own.
    private let shards = (0..<16).map { _ in Locked<[Hashed: MeasuredText<TextLine>]>([:]) }
    private static let limit = 100_000 / 16

    /// An empty cache.
    public init() {}

    func lookup(_ key: Key) -> MeasuredText<TextLine>? {
        let hashed = Hashed(key)
        return shards[hashed.hash & 15].withLock { $0[hashed] }
    }

    /// Forgets every measurement.
    public func removeAll() { shards.forEach { $0.withLock { $0.removeAll() } } }

    func store(_ value: MeasuredText<TextLine>, for key: Key) {
        let hashed = Hashed(key)
        shards[hashed.hash & 15].withLock { entries in
            if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
            entries[hashed] = value
        }
    }
}

/// Icons already looked up, by name, shared by every thread; an unknown name is answered once
/// with the names nearest it, from an index built the first time one is needed.
public final class IconGlyphCache: Sendable {
    private let icons: IconCatalog
    private let fonts: FontLibrary
    private struct Key: Hashable {
        var name: String
        var appIcons: AppIconSource?
    }
    private let glyphs = Locked<[Key: Result<IconGlyph, IconError>]>([:])
    private let suggestions = Locked<IconSuggestions?>(nil)

    /// An empty cache over `icons` in `fonts`.
    public init(icons: IconCatalog, fonts: FontLibrary) {
        self.icons = icons
        self.fonts = fonts
    }

    /// The icon named `name`, looked up on first use: the app's icons first for a name written
    /// as one (`asset:NAME`, `PREFIX:NAME`), then the catalogue's names, then a bare name of the
    /// app's asset catalogs.
    public func glyph(named name: String, appIcons: AppIconSource? = nil) throws -> IconGlyph {
        let key = Key(name: name, appIcons: appIcons)
        if let known = glyphs.withLock({ $0[key] }) { return try known.get() }
        let result: Result<IconGlyph, IconError>
        do {
            if let appIcons, appIcons.claims(name) {
                guard let icon = appIcons.icon(named: name) else { throw IconError.unknown(name, suggestions: []) }
                result = .success(try IconGlyph(appIcon: icon, name: name, icons: icons, fonts: fonts))
            } else if icons.resolve(name) == nil, let icon = appIcons?.icon(named: name) {
                result = .success(try IconGlyph(appIcon: icon, name: name, icons: icons, fonts: fonts))
            } else {
                result = .success(try IconGlyph(named: name, icons: icons, fonts: fonts))
            }
        } catch IconError.unknown(let name, _, _) {
            let index = suggestions.withLock { index in
                let made = index ?? IconSuggestions(catalog: icons)
                index = made
                return made
            }
            let own = appIcons?.suggestions(for: name) ?? []
            let near = appIcons?.claims(name) == true ? own : own + index.suggestions(for: name)
            result = .failure(.unknown(name, suggestions: Array(near.prefix(3)), appIcons: appIcons.map(AppIconsHint.init)))
        } catch let error as IconError {
            result = .failure(error)
        }
        glyphs.withLock { $0[key] = result }
        return try result.get()
    }
}

/// An icon name that cannot be drawn.
public enum IconError: Error, Equatable, CustomStringConvertible {
    /// Neither an SF Symbols name, a Material Symbols name nor `U+XXXX`, nor one of the app's
    /// icons (`appIcons` says which the spec has).
    case unknown(String, suggestions: [String], appIcons: AppIconsHint? = nil)
    /// A code point the icon font has no glyph for.
    case notInFont(String, codepoint: UInt32)
    /// One of the app's icons whose file cannot be read.
    case unreadable(String, reason: String)

    public var description: String {
        switch self {
        case .unknown(let name, let suggestions, let appIcons):
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?)"
            // A name is a few words; a runaway one is shown by its start.
            let shown = name.count > 80 ? "'\(name.prefix(60))…' (\(name.count) characters)" : "'\(name)'"
            let own = appIcons.map { ", " + $0.description } ?? ", or asset:NAME with `assets:` in the spec"
            return "unknown icon \(shown)\(hint); use an SF Symbols name, a Material Symbols name (or material:NAME), U+XXXX\(own)"
        case .unreadable(let name, let reason):
            return "icon '\(name)': \(reason)"
        case .notInFont(let name, let codepoint):
            return "icon '\(name)': the icon font has no glyph for U+\(String(codepoint, radix: 16, uppercase: true))"
        }
    }
}
