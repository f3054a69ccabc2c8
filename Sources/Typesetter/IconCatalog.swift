import ButtonStackBase

/// Icon names and what each draws. An iOS team writes SF Symbols names, so those come first:
/// every SF Symbols name is accepted (current names, earlier names iOS still takes, localized
/// variants); a mapped one draws its Material Symbols stand-in, filled for `.fill` names, and an
/// unmapped one draws a neutral placeholder. A Material Symbols name is taken when it is not an SF
/// name, or always when written `material:NAME`; `U+E145` addresses a code point of the icon font.
///
/// The tables are files in the fonts folder (see `Fonts/manifest.json` for their sources):
/// `MaterialSymbolsOutlined.codepoints`, `SFSymbols-names.txt`, `SFSymbols-aliases.txt` and
/// `SFSymbols-to-MaterialSymbols.txt`. Glyphs are addressed by code point, never by ligature
/// (ligatures by name fall apart when shaped right to left).
public struct IconCatalog: Sendable {
    /// Material Symbols name → code point.
    public let codepoints: [String: UInt32]
    /// Every current SF Symbols name.
    public let sfNames: Set<String>
    /// Earlier SF Symbols name → the current name it stands for.
    public let sfAliases: [String: String]
    /// SF Symbols name → the Material Symbols glyph drawn for it, whether it is filled, and whether
    /// it is mirrored (Material has it facing the other way).
    public let sfMapping: [String: (glyph: String, filled: Bool, mirrored: Bool)]

    /// The Material Symbols glyph drawn for an SF Symbols name without a mapping: a dashed square.
    public static let placeholderGlyph = "select"
    /// Suffixes of SF Symbols' localized variants (`character.book.closed.ja`).
    static let localizationSuffixes: Set<String> = ["ar", "he", "hi", "ja", "km", "ko", "my", "rtl", "th", "zh"]
    /// The prefix that asks for a Material Symbols name even where an SF name is spelled the same.
    public static let materialPrefix = "material:"

    /// The catalogue read from the tables in `fontsFolder`.
    /// - Throws: ``TypesetterError/fontsFolder(path:reason:)`` naming a table that is missing or malformed.
    public init(fontsFolder: String) throws {
        func lines(_ file: String) throws -> [[Substring]] {
            let path = fontsFolder + "/" + file
            guard let bytes = try? FileContents.read(path) else {
                throw TypesetterError.fontsFolder(path: path, reason: "cannot be read")
            }
            // Lines end in LF or CRLF (the codepoints file is shipped with CRLF).
            return String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).compactMap { line in
                line.hasPrefix("#") ? nil : line.split(separator: " ")
            }
        }
        var codepoints: [String: UInt32] = [:]
        for fields in try lines("MaterialSymbolsOutlined.codepoints") where fields.count == 2 {
            guard let value = UInt32(fields[1], radix: 16) else { continue }
            codepoints[String(fields[0])] = value
        }
        self.codepoints = codepoints
        sfNames = Set(try lines("SFSymbols-names.txt").compactMap { $0.first.map(String.init) })
        var aliases: [String: String] = [:]
        for fields in try lines("SFSymbols-aliases.txt") where fields.count == 2 {
            aliases[String(fields[0])] = String(fields[1])
        }
        sfAliases = aliases
        var mapping: [String: (glyph: String, filled: Bool, mirrored: Bool)] = [:]
        for fields in try lines("SFSymbols-to-MaterialSymbols.txt") where fields.count >= 2 {
            let flags = fields.dropFirst(2)
            mapping[String(fields[0])] = (String(fields[1]), flags.contains("fill"), flags.contains("mirror"))
        }
        sfMapping = mapping
        guard codepoints[Self.placeholderGlyph] != nil else {
            throw TypesetterError.fontsFolder(path: fontsFolder + "/MaterialSymbolsOutlined.codepoints",
                                              reason: "has no '\(Self.placeholderGlyph)' glyph for the placeholder")
        }
    }

    /// What `name` draws, or nil for a name that is neither an SF Symbols name, a Material
    /// Symbols name nor a code point.
    public func resolve(_ name: String) -> IconResolution? {
        if name.hasPrefix(Self.materialPrefix) {
            let material = String(name.dropFirst(Self.materialPrefix.count))
            return codepoints[material].map { IconResolution(name: name, source: .material, glyphName: material, codepoint: $0) }
        }
        if name.hasPrefix("U+") || name.hasPrefix("u+"), let value = UInt32(name.dropFirst(2), radix: 16) {
            return IconResolution(name: name, source: .codepoint, glyphName: name, codepoint: value)
        }
        if let symbol = currentSFName(name) {
            // The exact name's mapping first, then the name without its localization suffix.
            let base = Self.withoutLocalization(symbol)
            if let (glyph, filled, mirrored) = sfMapping[symbol] ?? sfMapping[base], let value = codepoints[glyph] {
                return IconResolution(name: name, source: .sfSymbol(symbol), glyphName: glyph, codepoint: value, filled: filled, mirrored: mirrored)
            }
            let value = codepoints[Self.placeholderGlyph] ?? 0
            return IconResolution(name: name, source: .placeholder(symbol), glyphName: Self.placeholderGlyph, codepoint: value)
        }
        if let value = codepoints[name] {
            return IconResolution(name: name, source: .material, glyphName: name, codepoint: value)
        }
        return nil
    }

    /// The current SF Symbols name that `name` is or stands for, nil when it is none.
    public func currentSFName(_ name: String) -> String? {
        if sfNames.contains(name) { return name }
        if let current = sfAliases[name] { return current }
        let base = Self.withoutLocalization(name)
        if base != name, let current = sfNames.contains(base) ? base : sfAliases[base] {
            return current + name.dropFirst(base.count)
        }
        return nil
    }

    /// `name` without a trailing localization suffix (`.ja`, `.rtl`, …).
    static func withoutLocalization(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), localizationSuffixes.contains(String(name[name.index(after: dot)...])) else { return name }
        return String(name[..<dot])
    }

    /// Every name the catalogue takes without a prefix: SF Symbols names (current and earlier)
    /// and Material Symbols names.
    public var allNames: [String] { Array(sfNames) + Array(sfAliases.keys) + Array(codepoints.keys) }
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
        }
    }
}
