/// R.swift's names for a strings file, a key, an asset or an asset namespace (its
/// `SwiftIdentifier(name:)`, Sources/RswiftGenerators/Shared/SwiftIdentifier.swift): the text
/// split at every disallowed character (whitespace, punctuation but `_`, symbols but the emoji
/// ranges, controls, unassigned points), the parts after the first joined with their first
/// character capitalised, leading digits dropped, then the leading capitals lowered the way its
/// `^([A-Z]+)(?=[^a-z])` prefix does (`URLString` → `urlString`, `OK` → `oK`), else the first
/// character. `settings_title` stays `settings_title`; `settings.title` is `settingsTitle`.
enum RswiftIdentifiers {
    /// The identifier R.swift gives `text` (without the backticks it puts around a keyword).
    static func name(_ text: String) -> String {
        var parts: [String] = [""]
        for scalar in text.unicodeScalars {
            if isDisallowed(scalar) { parts.append("") } else { parts[parts.count - 1].unicodeScalars.append(scalar) }
        }
        let joined = parts.dropFirst().reduce(parts[0]) { $0 + upperFirstCharacter($1) }
        let undigited = String(joined.unicodeScalars.drop { ("0"..."9").contains($0) })
        return lowercasePrefix(undigited)
    }

    /// Its regular expression's prefix: the longest run of ASCII capitals followed by a character
    /// that is no ASCII small letter, lowered; with none, the first character lowered.
    private static func lowercasePrefix(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let capitals = scalars.prefix { ("A"..."Z").contains($0) }.count
        var run = capitals
        if run > 0, run == scalars.count || ("a"..."z").contains(scalars[run]) { run -= 1 }
        guard run > 0 else {
            guard let first = text.first else { return text }
            return text.count <= 1 ? text.lowercased() : first.lowercased() + text.dropFirst()
        }
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars[run...])
        return String(String.UnicodeScalarView(scalars[..<run])).lowercased() + String(tail)
    }

    private static func upperFirstCharacter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Foundation's whitespace, punctuation, symbol, illegal and control sets as R.swift joins
    /// them, less `_` and the emoji ranges it keeps.
    private static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return false }
        let value = scalar.value
        if (0x2600...0x27BF).contains(value) || (0x1F300...0x1F6FF).contains(value)
            || (0x1F900...0x1F9FF).contains(value) || (0x1F1E6...0x1F1FF).contains(value) { return false }
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
             .control, .format, .unassigned, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }
}

/// SwiftGen's names (StencilSwiftKit's `swiftIdentifier:"pretty"`, then `lowerFirstWord` for a
/// member): the text split at every character no identifier may hold, each part's first letter
/// capitalised, the parts joined with `_`; then snake case made camel case (parts split at `_`,
/// each first letter capitalised, joined; a text with no small ASCII letter has each part
/// capitalised instead, `OK` → `Ok`); `_` before a first character no identifier may start
/// with. Characters are judged as ``CatalogIdentifiers`` does, after the same table.
enum SwiftGenIdentifiers {
    /// The name SwiftGen gives a nested enum (a table, a catalog, a key's level, a namespace).
    static func type(_ text: String) -> String {
        var parts: [String] = [""]
        for scalar in text.unicodeScalars {
            if CatalogIdentifiers.isTail(scalar) { parts[parts.count - 1].unicodeScalars.append(scalar) } else { parts.append("") }
        }
        let valid = underscored(parts.map(upperFirstScalar).joined(separator: "_"))
        let words = valid.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        let camel = valid.unicodeScalars.contains { ("a"..."z").contains($0) }
            ? words.map(upperFirstScalar).joined()
            : words.map(TextCase.capitalized).joined()
        return underscored(camel)
    }

    /// The name SwiftGen gives a constant or function (a key's last level, an asset).
    static func member(_ text: String) -> String {
        lowerFirstWord(type(text))
    }

    /// `lowerFirstWord`: the leading capitals lowered, all but the last of several when a small
    /// letter follows (`URLString` → `urlString`).
    static func lowerFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var run = scalars.prefix { isUpper($0) }.count
        if run > 1, run < scalars.count, scalars[run].properties.generalCategory == .lowercaseLetter { run -= 1 }
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars[run...])
        return String(String.UnicodeScalarView(scalars[..<run])).lowercased() + String(tail)
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    private static func underscored(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return "" }
        return CatalogIdentifiers.isHead(first) ? text : "_" + text
    }

    private static func upperFirstScalar(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).uppercased() + String(text.unicodeScalars.dropFirst())
    }

}

/// The names an app's own generator gives a strings key as a member of the enum it writes at
/// build time (a script writing `static let NAME = "KEY".localized`, the file not committed):
/// the key lowercased with every character but `a`–`z` and `0`–`9` made `_` (the common
/// `re.sub('[^a-z0-9]', '_', key.lower())`: `common.button.cancel` → `common_button_cancel`),
/// and SwiftGen's flat camel-case name (``SwiftGenIdentifiers/member(_:)``: `settingsTitle`).
enum StringsEnumIdentifiers {
    /// Each name a generator may give `key`.
    static func names(_ key: String) -> Set<String> {
        [snakeCase(key), SwiftGenIdentifiers.member(key)]
    }

    /// `key` lowercased, every scalar but an ASCII small letter or digit made `_`.
    static func snakeCase(_ key: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in key.lowercased().unicodeScalars {
            result.append(("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? scalar : "_")
        }
        return String(result)
    }
}
