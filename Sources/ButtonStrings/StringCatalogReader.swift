import ButtonStackBase

/// Reads an Xcode String Catalog (`.xcstrings`, JSON): `sourceLanguage`, and per key per locale
/// a `stringUnit` (state, value) or `variations` (plural, device; nested), with `substitutions`.
/// Only the keys asked for are built; the others are skipped byte by byte (their names are kept
/// for suggestions), so a catalog of thousands of keys costs a spec little.
enum StringCatalogReader {
    static func read(_ bytes: [UInt8], file: String, only wanted: Set<String>?, into table: inout StringTable) throws(StringsError) {
        var source: String?
        var entries: [(key: String, value: JSONValue)] = []
        var names: [String] = []
        do {
            try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in
                var scanner = JSONScanner(buffer)
                try scanner.members { name, scanner throws(JSONSyntaxError) in
                    switch name {
                    case "sourceLanguage":
                        if case .string(let text) = try scanner.value() { source = text }
                    case "strings":
                        try scanner.members { key, scanner throws(JSONSyntaxError) in
                            names.append(key)
                            if wanted?.contains(key) ?? true { entries.append((key, try scanner.value())) } else { try scanner.skipValue() }
                        }
                    default:
                        try scanner.skipValue()
                    }
                }
                scanner.skipSpace()
                guard scanner.atEnd else { throw scanner.error("text after the end") }
            }
        } catch {
            throw StringsError(file: file, line: line(of: error.offset, in: bytes), problem: "is not a String Catalog (not valid JSON: \(error.problem))")
        }
        guard let source else { throw StringsError(file: file, problem: "is not a String Catalog (missing key 'sourceLanguage')") }
        table.sourceLanguage = source
        let known = Set(table.allKeys)
        table.allKeys += names.filter { !known.contains($0) }
        for (key, value) in entries {
            let path = "strings.\(key)"
            var localizations: [String: Localization] = [:]
            guard case .object(let members) = value else { throw mismatch(file, path, "an object") }
            if let all = members.first(where: { $0.key == "localizations" })?.value {
                guard case .object(let locales) = all else { throw mismatch(file, path + ".localizations", "an object") }
                for (locale, localization) in locales {
                    let at = "\(path).localizations.\(locale)"
                    guard let value = try localizedValue(localization, file: file, at: at) else { continue }
                    let state = try text(localization["stringUnit"]?["state"], file: file, at: at + ".stringUnit.state", optional: true)
                    localizations[locale] = Localization(value: value, state: state,
                                                         substitutions: try substitutions(localization["substitutions"], file: file, at: at))
                }
            }
            // A key with no source-language entry shows the key itself.
            if localizations[source] == nil { localizations[source] = Localization(value: .text(key), state: "translated") }
            // Beside what tables read before gave the key (an `.lproj` table of the same name in
            // another target), not in place of it: the catalog's locales win where both have one.
            table.keys[key] = (table.keys[key] ?? [:]).merging(localizations) { _, catalog in catalog }
            table.origins[key] = file
        }
    }

    /// The line, from 1, that byte `offset` of `bytes` is on.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<min(max(0, offset), bytes.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    static func mismatch(_ file: String, _ path: String, _ expected: String) -> StringsError {
        StringsError(file: file, problem: "is not a String Catalog (at \(path): expected \(expected))")
    }

    static func text(_ value: JSONValue?, file: String, at path: String, optional: Bool = false) throws(StringsError) -> String? {
        guard let value else {
            if optional { return nil }
            throw StringsError(file: file, problem: "is not a String Catalog (at \(path): missing)")
        }
        guard case .string(let text) = value else { throw mismatch(file, path, "text") }
        return text
    }

    /// A localization's text or variations; nil when it has neither.
    static func localizedValue(_ node: JSONValue, file: String, at path: String) throws(StringsError) -> LocalizedValue? {
        guard case .object = node else { throw mismatch(file, path, "an object") }
        if let variations = node["variations"] {
            guard case .object = variations else { throw mismatch(file, path + ".variations", "an object") }
            if let plural = variations["plural"] {
                guard case .object(let forms) = plural else { throw mismatch(file, path + ".variations.plural", "an object") }
                var result: [PluralCategory: LocalizedValue] = [:]
                for (name, form) in forms {
                    guard let category = PluralCategory(rawValue: name) else { continue }
                    if let value = try localizedValue(form, file: file, at: "\(path).variations.plural.\(name)") { result[category] = value }
                }
                return .plural(result)
            }
            if let device = variations["device"] {
                guard case .object(let forms) = device else { throw mismatch(file, path + ".variations.device", "an object") }
                var result: [String: LocalizedValue] = [:]
                for (name, form) in forms {
                    if let value = try localizedValue(form, file: file, at: "\(path).variations.device.\(name)") { result[name] = value }
                }
                return .device(result)
            }
            return nil
        }
        guard let unit = node["stringUnit"] else { return nil }
        guard case .object = unit else { throw mismatch(file, path + ".stringUnit", "an object") }
        return .text(try text(unit["value"], file: file, at: path + ".stringUnit.value") ?? "")
    }

    static func substitutions(_ node: JSONValue?, file: String, at path: String) throws(StringsError) -> [String: Substitution] {
        guard let node else { return [:] }
        guard case .object(let members) = node else { throw mismatch(file, path + ".substitutions", "an object") }
        var result: [String: Substitution] = [:]
        for (name, substitution) in members {
            let at = "\(path).substitutions.\(name)"
            guard case .object = substitution else { throw mismatch(file, at, "an object") }
            var argument: Int?
            if let number = substitution["argNum"] {
                guard case .number(let value) = number, value == value.rounded(), value >= 1, value <= 100 else {
                    throw mismatch(file, at + ".argNum", "a whole number from 1")
                }
                argument = Int(value)
            }
            var forms: [PluralCategory: String] = [:]
            if case .object(let plural)? = substitution["variations"]?["plural"] {
                for (category, form) in plural {
                    guard let category = PluralCategory(rawValue: category) else { continue }
                    forms[category] = try text(form["stringUnit"]?["value"], file: file, at: "\(at).variations.plural.\(category.rawValue).stringUnit.value")
                }
            }
            let specifier = try text(substitution["formatSpecifier"], file: file, at: at + ".formatSpecifier", optional: true) ?? "lld"
            result[name] = Substitution(argumentNumber: argument, formatSpecifier: specifier, forms: forms)
        }
        return result
    }
}

/// A strings file or folder that cannot be used: the file, the line when known, the problem.
public struct StringsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or folder.
    public var file: String
    /// The line, from 1.
    public var line: Int?
    /// What is wrong.
    public var problem: String

    /// A problem with `file` (at `line`).
    public init(file: String, line: Int? = nil, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(problem)" }
}
