import ButtonStackBase
import ButtonStrings

/// What `button-stack strings` prints: every key of every table with its source text, its text
/// in a locale, and the locales that lack it — so a user can find the keys for a spec.
public struct StringsReport: Encodable, Sendable {
    /// One table.
    public struct Table: Encodable, Sendable {
        public var name: String
        public var sourceLanguage: String
        public var files: [String]
        public var locales: [String]
        public var keys: [Key]
    }

    /// One key.
    public struct Key: Encodable, Sendable {
        public var key: String
        /// The source-language text (a format, not filled in).
        public var source: String
        /// The text in the requested locale, when one was asked for and it has one.
        public var text: String?
        /// The state of that text (`translated`, `new`, `needs_review`).
        public var state: String?
        /// Locales of the table without a text for the key.
        public var missing: [String]
    }

    /// The tables, sorted by name.
    public var tables: [Table]

    /// The report of `strings`; with `locale`, each key's text there; with `onlyMissing`, only keys
    /// that lack a text (in `locale`, or in any locale of the table).
    public init(_ strings: StringTables, locale: String?, onlyMissing: Bool) {
        tables = strings.tables.values.sorted { $0.name < $1.name }.map { table in
            let locales = table.locales
            let keys = table.keys.keys.sorted().compactMap { key -> Key? in
                let missing = table.missingLocales(of: key, among: locales)
                let inLocale = locale.map { table.template(of: key, in: $0) } ?? nil
                let lacking = locale == nil ? !missing.isEmpty : inLocale == nil
                if onlyMissing && !lacking { return nil }
                return Key(key: key, source: table.template(of: key, in: table.sourceLanguage)?.text ?? key,
                           text: inLocale?.text, state: inLocale?.state, missing: missing)
            }
            return Table(name: table.name, sourceLanguage: table.sourceLanguage, files: table.files, locales: locales, keys: keys)
        }
    }

    /// One line per key under a heading per table.
    public var humanReadable: String {
        var out = ""
        for table in tables {
            let files = table.files.count <= 2 ? table.files.joined(separator: ", ") : "\(table.files[0]) and \(table.files.count - 1) other files"
            out += "\(table.name) (\(files)): \(table.keys.count) key(s); source \(table.sourceLanguage); locales \(table.locales.joined(separator: ", "))\n"
            for key in table.keys {
                out += "  \(key.key)  \"\(key.source)\""
                if let text = key.text { out += "  →  \"\(text)\"\(key.state.map { $0 == "translated" ? "" : " (\($0))" } ?? "")" }
                if !key.missing.isEmpty { out += "  missing: \(key.missing.joined(separator: ", "))" }
                out += "\n"
            }
        }
        return out
    }
}
