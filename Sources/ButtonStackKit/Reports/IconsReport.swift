import AppIcons
import ButtonStackBase
import StackEngine
import Typesetter

/// What `button-stack icons` prints: for each name matching a query, what it draws.
public struct IconsReport: Codable, Sendable {
    /// One name.
    public struct Icon: Codable, Sendable {
        /// The name as it is written in a spec.
        public var name: String
        /// `sf` (an SF Symbols name drawn with its Material stand-in), `placeholder` (an SF
        /// Symbols name without one), `material`, `codepoint`, or the app's own: `asset` (an
        /// image set), `symbol` (a custom symbol set) or `font` (a glyph of an icon font).
        public var kind: String
        /// The current SF Symbols spelling, when the name is an earlier one.
        public var current: String?
        /// The Material Symbols glyph drawn.
        public var glyph: String
        /// Its code point, `U+E87E`.
        public var codepoint: String
        /// Drawn filled.
        public var filled: Bool
        /// Drawn mirrored left to right (Material has the glyph facing the other way).
        public var mirrored: Bool
        /// The SF Symbols version that brought the name (`6.0`); nil for a Material name.
        public var since: String?
        /// The iOS release of that version (`18.0`): the deployment target the name needs.
        public var iOS: String?
        /// The spelling this name replaced (`doc` for `document`), where it renamed one.
        public var renamedFrom: String?
        /// The newest spelling of this name (`document` for `doc`), where it was renamed.
        public var renamedTo: String?
        /// For the app's own icons: the file drawn (an asset's light file, or the icon font).
        public var file: String?
        /// For an asset: `template` (drawn in the button's colour), `original`, or `automatic`
        /// (a template when the drawing is grey, as a single-colour PDF or SVG icon is).
        public var rendering: String?
    }

    /// The query, if one was given.
    public var query: String?
    /// How many names match.
    public var count: Int
    /// The names, SF Symbols names first, each group sorted.
    public var icons: [Icon]

    /// The names matching `query` (every SF Symbols name when nil): a name that resolves exactly
    /// comes first, then every SF Symbols name and every Material Symbols name that is not also an
    /// SF name containing the query, case-insensitively.
    public init(catalog: IconCatalog, query: String?) {
        self.query = query
        var names: [String] = []
        if let query, catalog.resolve(query) != nil { names.append(query) }
        let needle = query?.lowercased()
        func matches(_ name: String) -> Bool { needle.map { name.lowercased().contains($0) } ?? true }
        // Many earlier names are in both tables: each once.
        let sf = Set(catalog.sfNames + catalog.sfAliasNames).filter(matches).sorted()
        let material = needle == nil ? [] : catalog.materialNames.filter { matches($0) && catalog.currentSFName($0) == nil }
        names += (sf + material).filter { $0 != query }
        icons = names.compactMap { name in catalog.resolve(name).map { Self.icon($0, availability: catalog.availability(of: name)) } }
        count = icons.count
    }

    /// The app's own icons (`assets:`, `iconFonts:` of a spec) whose names contain `query`
    /// (every one when nil), assets first, each group sorted.
    public init(appIcons: AppIconSource, query: String?) {
        self.query = query
        let needle = query?.lowercased()
        var icons: [Icon] = []
        for name in appIcons.catalog.names where needle.map({ name.lowercased().contains($0) }) ?? true {
            guard let asset = appIcons.catalog.assets[name] else { continue }
            let image = asset.image(dark: false, scale: 3)
            let rendering = asset.rendering?.rawValue ?? (asset.kind == .symbol ? "template" : image?.format == .png ? "original" : "automatic")
            icons.append(Icon(name: AppIconSource.assetPrefix + name, kind: asset.kind == .symbol ? "symbol" : "asset", glyph: name, codepoint: "",
                              filled: false, mirrored: false, file: image?.path, rendering: rendering))
        }
        for font in appIcons.fonts {
            for (name, codepoint) in font.names.sorted(by: { $0.key < $1.key }) where needle.map({ name.lowercased().contains($0) }) ?? true {
                icons.append(Icon(name: font.prefix + ":" + name, kind: "font", glyph: name,
                                  codepoint: "U+" + String(codepoint, radix: 16, uppercase: true), filled: false, mirrored: false, file: font.fontPath))
            }
        }
        self.icons = icons
        count = icons.count
    }

    static func icon(_ resolution: IconResolution, availability: SymbolAvailability?) -> Icon {
        let (kind, current): (String, String?) = switch resolution.source {
        case .sfSymbol(let current): ("sf", current)
        case .placeholder(let current): ("placeholder", current)
        case .material: ("material", nil)
        case .codepoint: ("codepoint", nil)
        case .asset: ("asset", nil)
        case .appFont: ("font", nil)
        }
        return Icon(name: resolution.name, kind: kind, current: current == resolution.name ? nil : current,
                    glyph: resolution.glyphName, codepoint: "U+" + String(resolution.codepoint, radix: 16, uppercase: true),
                    filled: resolution.filled, mirrored: resolution.mirrored, since: availability?.version,
                    iOS: availability.map { "\($0.iOS)" }, renamedFrom: availability?.renamedFrom, renamedTo: availability?.renamedTo)
    }

    /// ` 6.0 (iOS 18.0, was doc)`: when the name came and what it renamed or became.
    static func version(_ icon: Icon) -> String {
        guard let since = icon.since, let iOS = icon.iOS else { return "" }
        let renames = [icon.renamedFrom.map { "was \($0)" }, icon.renamedTo.map { "renamed \($0)" }].compactMap { $0 }
        return " \(since) (iOS \(iOS)\(renames.map { ", " + $0 }.joined()))"
    }

    /// One line a name: `heart.fill  SF Symbols name, drawn as Material Symbols 'favorite' (filled)`.
    public var humanReadable: String {
        let width = min(icons.map(\.name.count).max() ?? 0, 40)
        var text = ""
        for icon in icons {
            let padded = icon.name.count >= width ? icon.name : icon.name + String(repeating: " ", count: width - icon.name.count)
            let what: String = switch icon.kind {
            case "sf": "SF Symbols\(Self.version(icon))\(icon.current.map { " (now \($0))" } ?? "") → \(icon.glyph)\(icon.filled ? ", filled" : "")\(icon.mirrored ? ", mirrored" : "")"
            case "placeholder": "SF Symbols\(Self.version(icon))\(icon.current.map { " (now \($0))" } ?? "") → placeholder (no Material stand-in yet)"
            case "material": "Material Symbols \(icon.codepoint)"
            case "asset", "symbol": "\(icon.kind == "symbol" ? "custom symbol" : "asset"), \(icon.rendering ?? "automatic"): \(icon.file ?? "")"
            case "font": "icon font \(icon.codepoint): \(icon.file ?? "")"
            default: "code point"
            }
            text += "\(padded)  \(what)\n"
        }
        let placeholders = icons.filter { $0.kind == "placeholder" }.count
        text += "\(count) name(s)\(placeholders > 0 ? ", \(placeholders) drawn as a placeholder" : "")\n"
        return text
    }
}
