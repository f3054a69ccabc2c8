/// An icon font of the app's (`iconFonts: [{prefix: mdi, font: FILE, names: FILE}]`).
public struct IconFont: Sendable, Hashable {
    /// What icon names start with (`mdi` for `mdi:content-copy`).
    public var prefix: String
    /// The font file.
    public var fontPath: String
    /// The names file.
    public var namesPath: String
    /// Every name and its code point.
    public var names: [String: UInt32]

    /// A font at `fontPath` whose names `names` came from `namesPath`, used as `prefix:NAME`.
    public init(prefix: String, fontPath: String, namesPath: String, names: [String: UInt32]) {
        self.prefix = prefix
        self.fontPath = fontPath
        self.namesPath = namesPath
        self.names = names
    }

    /// The code point of `name`: as written, else with `_` read as `-` (apps' generated enums write
    /// `content_copy` for `content-copy`).
    public func codepoint(of name: String) -> UInt32? {
        names[name] ?? names[name.replacing("_", with: "-")]
    }
}

/// What an app's icon name draws.
public enum AppIcon: Sendable, Hashable {
    /// An image or symbol set of the app's asset catalogs.
    case asset(Asset)
    /// A glyph of an app's icon font: the font, the name without its prefix, and the code point.
    case font(IconFont, name: String, codepoint: UInt32)
}

/// The app's own icons a spec names (`assets:` and `iconFonts:`), shared by its stacks (held once
/// by reference) and compared by value: the same catalogs and fonts whichever load read them.
public final class AppIconSource: Sendable, Hashable {
    /// The asset catalogs' sets.
    public let catalog: AssetCatalog
    /// The icon fonts, in spec order.
    public let fonts: [IconFont]
    /// The paths `assets:` named, for messages.
    public let assetPaths: [String]

    /// The prefix of a name that asks for an asset even where an SF Symbols name is spelled the same.
    public static let assetPrefix = "asset:"

    /// A source of `catalog`'s sets (read from `assetPaths`) and `fonts`.
    public init(catalog: AssetCatalog, fonts: [IconFont], assetPaths: [String]) {
        self.catalog = catalog
        self.fonts = fonts
        self.assetPaths = assetPaths
    }

    public static func == (lhs: AppIconSource, rhs: AppIconSource) -> Bool {
        lhs === rhs || (lhs.assetPaths == rhs.assetPaths && lhs.fonts == rhs.fonts && lhs.catalog == rhs.catalog)
    }

    /// The paths, the sets' count and the fonts' prefixes: equal sources hash alike cheaply.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(assetPaths)
        hasher.combine(catalog.assets.count)
        for font in fonts { hasher.combine(font.prefix) }
    }

    /// True when `name` is written as one of the app's icons (`asset:NAME`, or `PREFIX:NAME` with an
    /// icon font's prefix), whether or not it has it.
    public func claims(_ name: String) -> Bool {
        name.hasPrefix(Self.assetPrefix) || fonts.contains { name.hasPrefix($0.prefix + ":") }
    }

    /// What `name` draws: `asset:NAME`, `PREFIX:NAME` of an icon font, or a bare set name.
    public func icon(named name: String) -> AppIcon? {
        if name.hasPrefix(Self.assetPrefix) {
            return catalog.asset(named: String(name.dropFirst(Self.assetPrefix.count))).map(AppIcon.asset)
        }
        for font in fonts where name.hasPrefix(font.prefix + ":") {
            let bare = String(name.dropFirst(font.prefix.count + 1))
            return font.codepoint(of: bare).map { .font(font, name: bare, codepoint: $0) }
        }
        return catalog.asset(named: name).map(AppIcon.asset)
    }

    /// Every name the app's icons answer to, as a spec writes them (`asset:star`, `mdi:content-copy`), sorted.
    public var names: [String] {
        (catalog.names.map { Self.assetPrefix + $0 } + fonts.flatMap { font in font.names.keys.map { font.prefix + ":" + $0 } }).sorted()
    }

    /// The names nearest `name` among the app's icons (for "did you mean").
    public func suggestions(for name: String) -> [String] {
        let wanted = name.split(separator: ":").last.map { String($0).lowercased() } ?? name.lowercased()
        guard wanted.count >= 2 else { return [] }
        func bare(_ name: String) -> String { (name.split(separator: ":").last.map(String.init) ?? name).lowercased() }
        let candidates = names.filter { name in
            let own = bare(name)
            return own.contains(wanted) || (own.count >= 3 && wanted.contains(own)) || editDistanceAtMostOne(own, wanted)
        }
        return Array(candidates.prefix(3))
    }

    /// True when `a` becomes `b` by one inserted, removed or changed character.
    private func editDistanceAtMostOne(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard abs(x.count - y.count) <= 1 else { return false }
        var i = 0, j = 0, edits = 0
        while i < x.count && j < y.count {
            if x[i] == y[j] { i += 1; j += 1; continue }
            edits += 1
            if edits > 1 { return false }
            if x.count > y.count { i += 1 } else if x.count < y.count { j += 1 } else { i += 1; j += 1 }
        }
        return edits + (x.count - i) + (y.count - j) <= 1
    }
}
