import ButtonStackBase

/// One key's text in one locale: plain, or forms chosen by a plural category or a device.
public indirect enum LocalizedValue: Sendable, Equatable {
    /// The text, a format string.
    case text(String)
    /// Forms by the plural category of the first numeric argument.
    case plural([PluralCategory: LocalizedValue])
    /// Forms by device (`iphone`, `ipad`, …, `other`).
    case device([String: LocalizedValue])
}

/// A `%#@NAME@` substitution: the argument it takes and its plural forms (`%arg` stands for the
/// argument in them).
public struct Substitution: Sendable, Equatable {
    /// The 1-based argument it formats; nil means the next one in order.
    public var argumentNumber: Int?
    /// The format of the argument inside the forms (`lld`, `d`, `@`).
    public var formatSpecifier: String
    /// The forms by plural category.
    public var forms: [PluralCategory: String]
}

/// A key's translation into one locale.
public struct Localization: Sendable, Equatable {
    /// The text or its variations.
    public var value: LocalizedValue
    /// The String Catalog state: `translated`, `new`, `needs_review`, `stale` (nil in `.strings`).
    public var state: String?
    /// Substitutions named in the text as `%#@NAME@`.
    public var substitutions: [String: Substitution] = [:]

    /// A localization of `value`.
    public init(value: LocalizedValue, state: String? = nil, substitutions: [String: Substitution] = [:]) {
        self.value = value
        self.state = state
        self.substitutions = substitutions
    }

    /// True when there is no text to show (an empty string or no forms): a missing translation.
    public var isEmpty: Bool {
        switch value {
        case .text(let text): return text.isEmpty
        case .plural(let forms): return forms.isEmpty
        case .device(let forms): return forms.isEmpty
        }
    }
}

/// One table (`Localizable`, `InfoPlist`, …): every key with its localizations, from a String
/// Catalog or from the `.strings`/`.stringsdict` files of the `.lproj` folders.
public struct StringTable: Sendable, Equatable {
    /// The table's name: the file's base name.
    public var name: String
    /// The language source texts are written in (a catalog's `sourceLanguage`; `en` otherwise,
    /// or the development language of the folder's `Base`/`en` files).
    public var sourceLanguage: String
    /// Key → locale tag → localization (for a catalog read for a spec, only the keys it uses).
    public var keys: [String: [String: Localization]]
    /// Every key of the table's catalogs by name, read or not (for suggestions and listings).
    public var allKeys: [String] = []
    /// Where each key came from, for messages: the file (and line, for `.strings`).
    public var origins: [String: String]
    /// The files the table was read from.
    public var files: [String]

    /// The files named for a message: one or two in full, more as the first and how many
    /// others (45 `.lproj` folders made a 3,700-character line).
    public var filesShown: String {
        files.count <= 2 ? files.joined(separator: ", ") : "\(files[0]) and \(files.count - 1) other files of table \(name)"
    }

    /// An empty table named `name`.
    public init(name: String, sourceLanguage: String = "en") {
        self.name = name
        self.sourceLanguage = sourceLanguage
        keys = [:]
        origins = [:]
        files = []
    }

    /// Every locale some key is translated into, plus the source language, sorted (source first).
    public var locales: [String] {
        var all = Set<String>()
        for localizations in keys.values { all.formUnion(localizations.keys) }
        all.remove(sourceLanguage)
        return [sourceLanguage] + all.sorted()
    }
}

extension StringTable {
    /// The text of `key` in `locale` exactly as the table holds it (a format, not filled in; the
    /// `other` plural form and the `iphone` device form of variations), with its state; nil when
    /// the locale has no text for it.
    public func template(of key: String, in locale: String) -> (text: String, state: String?)? {
        guard let localization = keys[key]?[locale], !localization.isEmpty else { return nil }
        return (StringTables.choose(localization.value, arguments: [], plurals: PluralRules(locale: LanguageTag(locale))), localization.state)
    }

    /// The locales among `locales` (the table's ``locales``, computed once by the caller) that
    /// have no text for `key`.
    public func missingLocales(of key: String, among locales: [String]) -> [String] {
        locales.filter { keys[key]?[$0].map { !$0.isEmpty } != true }
    }
}
