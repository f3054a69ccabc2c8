import ButtonStackBase

/// Icon names and what each draws. An iOS team writes SF Symbols names, so those come first:
/// every SF Symbols name is accepted (current names, earlier names iOS still takes, localized
/// variants); a mapped one draws its Material Symbols stand-in, filled for `.fill` names, and an
/// unmapped one draws a neutral placeholder. A Material Symbols name is taken when it is not an SF
/// name, or always when written `material:NAME`; `U+E145` addresses a code point of the icon font.
///
/// The tables are files in the fonts folder (see `Fonts/manifest.json` for their sources):
/// `MaterialSymbolsOutlined.codepoints`, `SFSymbols-names.txt` (with each name's SF Symbols
/// version and renames), `SFSymbols-releases.txt` (each version's iOS), `SFSymbols-aliases.txt` and
/// `SFSymbols-to-MaterialSymbols.txt`. Glyphs are addressed by code point, never by ligature
/// (ligatures by name fall apart when shaped right to left).
public struct IconCatalog: Sendable {
    /// Material Symbols name → code point (hex).
    private let materialTable: SortedTable
    /// Every SF Symbols name of versions 1.0–7.0, then its version, `>NEWER` and `<OLDER` spellings.
    private let sfNameTable: SortedTable
    /// SF Symbols version → the iOS release that brought it.
    private let sfReleaseTable: SortedTable
    /// Earlier SF Symbols name → the current name it stands for.
    private let sfAliasTable: SortedTable
    /// SF Symbols name → the Material Symbols glyph drawn for it, then `fill` and `mirror` flags.
    private let sfMappingTable: SortedTable

    /// The Material Symbols glyph drawn for an SF Symbols name without a mapping: a dashed square.
    public static let placeholderGlyph = "select"
    /// Suffixes of SF Symbols' localized variants (`character.book.closed.ja`).
    /// SF Symbols 6 added the scripts of iOS 18's new languages (`.bn`, `.gu` …) and `.el`, `.ru`.
    static let localizationSuffixes: Set<String> = ["ar", "he", "hi", "ja", "km", "ko", "my", "rtl", "th", "zh",
                                                    "bn", "el", "gu", "kn", "ml", "mni", "mr", "or", "pa", "ru", "sat", "si", "ta", "te"]
    /// The prefix that asks for a Material Symbols name even where an SF name is spelled the same.
    public static let materialPrefix = "material:"

    /// The catalogue read from the tables in `fontsFolder`.
    /// - Throws: ``TypesetterError/fontsFolder(path:reason:)`` naming a table that is missing or malformed.
    public init(fontsFolder: String) throws {
        func table(_ file: String) throws -> SortedTable {
            let path = fontsFolder + "/" + file
            do { return try SortedTable(path: path) } catch {
                throw TypesetterError.fontsFolder(path: path, reason: "cannot be read")
            }
        }
        materialTable = try table("MaterialSymbolsOutlined.codepoints")
        sfNameTable = try table("SFSymbols-names.txt")
        sfReleaseTable = try table("SFSymbols-releases.txt")
        sfAliasTable = try table("SFSymbols-aliases.txt")
        sfMappingTable = try table("SFSymbols-to-MaterialSymbols.txt")
        guard codepoint(ofMaterial: Self.placeholderGlyph) != nil else {
            throw TypesetterError.fontsFolder(path: fontsFolder + "/MaterialSymbolsOutlined.codepoints",
                                              reason: "has no '\(Self.placeholderGlyph)' glyph for the placeholder")
        }
    }

    /// Whether a table file has changed since it was read: an engine kept for many runs
    /// (`serve`) is then made again, as for a changed font.
    public func hasChangedTables() -> Bool {
        [materialTable, sfNameTable, sfReleaseTable, sfAliasTable, sfMappingTable].contains { $0.hasChanged }
    }

    /// The code point of Material Symbols glyph `name`.
    public func codepoint(ofMaterial name: String) -> UInt32? {
        materialTable.fields(for: name)?.first.flatMap { UInt32($0, radix: 16) }
    }

    /// True when `name` is an SF Symbols name of any version (an earlier spelling included).
    public func isSFName(_ name: String) -> Bool { sfNameTable.contains(name) }

    /// The SF Symbols version `name` appeared in, the iOS release that brought it, and its renames;
    /// a localized variant (`….ar`) without a line of its own answers for its base name. Nil for a
    /// name the tables do not list.
    public func availability(of name: String) -> SymbolAvailability? {
        let listed = sfNameTable.fields(for: name) != nil ? name : Self.withoutLocalization(name)
        guard let fields = sfNameTable.fields(for: listed), let version = fields.first,
              let iOS = sfReleaseTable.fields(for: String(version))?.first.flatMap(OSVersion.init) else { return nil }
        func spelling(_ mark: Character) -> String? { fields.dropFirst().first { $0.first == mark }.map { String($0.dropFirst()) } }
        return SymbolAvailability(version: String(version), iOS: iOS, renamedFrom: spelling("<"), renamedTo: spelling(">"))
    }

    /// `name`'s availability with its earlier spellings, newest first, each with the iOS that has it.
    public func history(of name: String) -> SymbolAvailability? {
        guard var result = availability(of: name) else { return nil }
        var older = result.renamedFrom
        // Renames form short chains; the bound keeps a damaged table's cycle from looping.
        while let spelling = older, result.earlier.count < 8, let found = availability(of: spelling) {
            result.earlier.append(SymbolSpelling(name: spelling, iOS: found.iOS))
            older = found.renamedFrom
        }
        return result
    }

    /// The newest of `name`'s earlier spellings (following renames back) that `target` already has,
    /// for a name that needs a later iOS: `arrow.triangle.2.circlepath` for
    /// `arrow.trianglehead.2.clockwise.rotate.90` on iOS 17. Nil when none is that old.
    public func earlierSpelling(of name: String, availableOn target: OSVersion) -> String? {
        history(of: name)?.spelling(availableOn: target)
    }

    /// The current SF Symbols name an earlier name stands for.
    public func sfAlias(_ name: String) -> String? { sfAliasTable.fields(for: name)?.first.map(String.init) }

    /// The Material Symbols glyph drawn for SF Symbols name `name`, whether it is filled, and
    /// whether it is mirrored (Material has it facing the other way); nil without a mapping.
    public func sfMapping(_ name: String) -> (glyph: String, filled: Bool, mirrored: Bool)? {
        guard let fields = sfMappingTable.fields(for: name), let glyph = fields.first else { return nil }
        return (String(glyph), fields.contains("fill"), fields.contains("mirror"))
    }

    /// Every Material Symbols name, sorted.
    public var materialNames: [String] { materialTable.keys }
    /// Every SF Symbols name, sorted.
    public var sfNames: [String] { sfNameTable.keys }
    /// Every earlier SF Symbols name, sorted.
    public var sfAliasNames: [String] { sfAliasTable.keys }
    /// Every SF Symbols name with a Material stand-in, with it.
    public var sfMappings: [(name: String, glyph: String, filled: Bool, mirrored: Bool)] {
        sfMappingTable.entries.compactMap { entry in
            entry.fields.first.map { (entry.key, String($0), entry.fields.contains("fill"), entry.fields.contains("mirror")) }
        }
    }

    /// What `name` draws, or nil for a name that is neither an SF Symbols name, a Material
    /// Symbols name nor a code point.
    public func resolve(_ name: String) -> IconResolution? {
        if name.hasPrefix(Self.materialPrefix) {
            let material = String(name.dropFirst(Self.materialPrefix.count))
            return codepoint(ofMaterial: material).map { IconResolution(name: name, source: .material, glyphName: material, codepoint: $0) }
        }
        if name.hasPrefix("U+") || name.hasPrefix("u+"), let value = UInt32(name.dropFirst(2), radix: 16) {
            return IconResolution(name: name, source: .codepoint, glyphName: name, codepoint: value)
        }
        if let symbol = currentSFName(name) {
            // The exact name's mapping first, then the name without its localization suffix.
            let base = Self.withoutLocalization(symbol)
            var resolution: IconResolution
            if let (glyph, filled, mirrored) = sfMapping(symbol) ?? sfMapping(base), let value = codepoint(ofMaterial: glyph) {
                resolution = IconResolution(name: name, source: .sfSymbol(symbol), glyphName: glyph, codepoint: value, filled: filled, mirrored: mirrored)
            } else {
                let value = codepoint(ofMaterial: Self.placeholderGlyph) ?? 0
                resolution = IconResolution(name: name, source: .placeholder(symbol), glyphName: Self.placeholderGlyph, codepoint: value)
            }
            resolution.availability = history(of: name)
            return resolution
        }
        if let value = codepoint(ofMaterial: name) {
            return IconResolution(name: name, source: .material, glyphName: name, codepoint: value)
        }
        return nil
    }

    /// The current SF Symbols name that `name` is or stands for, nil when it is none.
    public func currentSFName(_ name: String) -> String? {
        // An earlier name of the alias table first: the name list has many of them too, and they
        // have always been shown with their current spelling.
        if let current = sfAlias(name) { return current }
        if isSFName(name) { return name }
        let base = Self.withoutLocalization(name)
        if base != name, let current = isSFName(base) ? base : sfAlias(base) {
            return current + name.dropFirst(base.count)
        }
        return nil
    }

    /// `name` without a trailing localization suffix (`.ja`, `.rtl`, …).
    static func withoutLocalization(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), localizationSuffixes.contains(String(name[name.index(after: dot)...])) else { return name }
        return String(name[..<dot])
    }

}

/// When an SF Symbols name appeared and what it was renamed from or to.
public struct SymbolAvailability: Sendable, Hashable {
    /// The SF Symbols version that brought the name: `6.0`.
    public var version: String
    /// The iOS release of that version: 18.0.
    public var iOS: OSVersion
    /// The spelling this name replaced (`doc` for `document`), if it renamed one.
    public var renamedFrom: String?
    /// The newest spelling of this name (`document` for `doc`), if it was renamed.
    public var renamedTo: String?
    /// Its earlier spellings, newest first (filled by ``IconCatalog/history(of:)``).
    public var earlier: [SymbolSpelling] = []

    /// The newest earlier spelling an app for `target` can use instead, if any.
    public func spelling(availableOn target: OSVersion) -> String? {
        earlier.first { $0.iOS <= target }?.name
    }
}

/// One spelling of a symbol and the iOS that brought it.
public struct SymbolSpelling: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The first iOS that draws it.
    public var iOS: OSVersion
}

/// What one icon name draws.
public struct IconResolution: Sendable, Hashable {
    /// Where the glyph comes from.
    public enum Source: Sendable, Hashable {
        /// An SF Symbols name (its current spelling) with a Material Symbols stand-in.
        case sfSymbol(String)
        /// A valid SF Symbols name (its current spelling) without a stand-in: the placeholder.
        case placeholder(String)
        /// A Material Symbols name.
        case material
        /// A code point of the icon font, `U+E145`.
        case codepoint
        /// An image or symbol set of the app's asset catalogs (its name in the catalog).
        case asset(String)
        /// A glyph of an app's icon font (the font file).
        case appFont(String)
    }

    /// The name as the spec wrote it.
    public var name: String
    /// Where the glyph comes from.
    public var source: Source
    /// The Material Symbols glyph drawn (its name, or the `U+` form for a code point).
    public var glyphName: String
    /// Its code point in the icon font.
    public var codepoint: UInt32
    /// Drawn filled (`FILL` 1), as SF Symbols draws a `.fill` name.
    public var filled: Bool
    /// Drawn mirrored left to right: Material has the glyph facing the other way.
    public var mirrored: Bool
    /// For an SF Symbols name: the version and iOS it needs, and its renames.
    public var availability: SymbolAvailability?

    /// What `name` draws: `glyphName` at `codepoint`, filled and mirrored as given.
    public init(name: String, source: Source, glyphName: String, codepoint: UInt32, filled: Bool = false, mirrored: Bool = false) {
        self.name = name
        self.source = source
        self.glyphName = glyphName
        self.codepoint = codepoint
        self.filled = filled
        self.mirrored = mirrored
    }

    /// True for an SF Symbols name that points along the writing direction (`chevron.forward`,
    /// `arrow.backward`): iOS turns it around in a right-to-left layout.
    public var followsWritingDirection: Bool {
        guard case .sfSymbol(let current) = source else { return false }
        return current.split(separator: ".").contains { $0 == "forward" || $0 == "backward" }
    }

    /// True when a placeholder stands in for an SF Symbols name without a mapping.
    public var isPlaceholder: Bool {
        if case .placeholder = source { return true }
        return false
    }

    /// What it draws, in words: `SF Symbols name, drawn as Material Symbols 'favorite' (filled)`.
    public var summary: String {
        let style = (filled ? " (filled)" : "") + (mirrored ? " (mirrored)" : "")
        switch source {
        case .sfSymbol(let current):
            let spelled = current == name ? "" : " (now '\(current)')"
            return "SF Symbols name\(spelled), drawn as Material Symbols '\(glyphName)'\(style)"
        case .placeholder(let current):
            let spelled = current == name ? "" : " (now '\(current)')"
            return "SF Symbols name\(spelled) without a Material stand-in, drawn as a placeholder"
        case .material: return "Material Symbols name"
        case .codepoint: return "code point of the icon font"
        case .asset(let set): return "the app's asset '\(set)'"
        case .appFont(let file): return "the app's icon font \(file), U+\(String(codepoint, radix: 16, uppercase: true))"
        }
    }
}
