import ButtonStackBase
import ButtonStackFiles
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The string tables an app ships, read from the paths a spec names: String Catalogs
/// (`.xcstrings`), `.strings` and `.stringsdict` files inside `xx.lproj` folders, or folders
/// searched for both.
public struct StringTables: Sendable, Equatable {
    /// Tables by name (`Localizable`, …).
    public var tables: [String: StringTable]

    /// No tables.
    public init() { tables = [:] }

    /// The largest strings file read (a catalog of 5,000 keys in 40 locales is about 15 MB).
    public static let maximumFileSize = 64 << 20

    /// Reads every table at `paths` (files or folders); with `keys`, String Catalogs build only
    /// those keys (every key's name is still known).
    /// - Throws: ``StringsError`` naming the file (and line) that cannot be read.
    public static func load(_ paths: [String], only keys: Set<String>? = nil) throws(StringsError) -> StringTables {
        var result = StringTables()
        for path in paths {
            switch Folder.kind(of: path) {
            case .folder:
                let files = findFiles(in: path, depth: 0)
                guard !files.isEmpty else {
                    throw StringsError(file: path, problem: "holds no .xcstrings file and no .lproj folder of .strings or .stringsdict files")
                }
                for file in files { try result.read(file, only: keys) }
            case .file:
                try result.read(path, only: keys)
            case .missing, .danglingLink:
                throw StringsError(file: path, problem: "no such file or folder")
            case .other:
                throw StringsError(file: path, problem: "is neither a strings file nor a folder")
            }
        }
        return result
    }

    /// The table in String Catalog `bytes` (named `file` in messages), every key built.
    public static func catalog(_ bytes: [UInt8], file: String) throws(StringsError) -> StringTable {
        var table = StringTable(name: baseName(file))
        try StringCatalogReader.read(bytes, file: file, only: nil, into: &table)
        return table
    }

    /// The table in `.stringsdict` `bytes` (named `file` in messages) as the translation into
    /// `locale`, every key built.
    public static func stringsDict(_ bytes: [UInt8], file: String, locale: String) throws(StringsError) -> StringTable {
        var table = StringTable(name: baseName(file))
        for (key, localization) in try StringsDictReader.read(bytes, file: file) { table.keys[key, default: [:]][locale] = localization }
        return table
    }

    /// Every locale some table translates into, sources first, in a stable order.
    public var locales: [String] {
        var seen = Set<String>()
        var result: [String] = []
        for table in tables.values.sorted(by: { $0.name < $1.name }) {
            for locale in table.locales where seen.insert(locale).inserted { result.append(locale) }
        }
        return result
    }

    /// Strings files below `folder` (hidden folders skipped, at most eight levels down, links
    /// never followed: one planted in an app's folder does not lead out of it), sorted.
    /// A localization export (`en-US.xcloc`, which Xcode writes for translators and the app does
    /// not ship: its catalog holds the source language alone) is no table of the app's.
    private static func findFiles(in folder: String, depth: Int) -> [String] {
        guard depth < 8, let names = try? Folder.contents(of: folder) else { return [] }
        var files: [String] = []
        for name in names where !name.hasPrefix(".") && !name.hasSuffix(".xcloc") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let kind = Folder.entryKind(of: path)
            if kind == .file && name.hasSuffix(".xcstrings") {
                files.append(path)
            } else if kind == .file && folder.hasSuffix(".lproj") && (name.hasSuffix(".strings") || name.hasSuffix(".stringsdict"))
                        && lprojLocale(path) != nil {
                files.append(path)
            } else if kind == .folder {
                files += findFiles(in: path, depth: depth + 1)
            }
        }
        return files
    }

    /// Reads one file into its table (a catalog only for `keys`, when given).
    private mutating func read(_ path: String, only keys: Set<String>?) throws(StringsError) {
        let name = Self.baseName(path)
        let bytes: [UInt8]
        do { bytes = try FileContents.read(path, limit: Self.maximumFileSize) } catch {
            throw StringsError(file: path, problem: error.reason)
        }
        if path.hasSuffix(".xcstrings") {
            var table = tables[name] ?? StringTable(name: name)
            try StringCatalogReader.read(bytes, file: path, only: keys, into: &table)
            table.files.append(path)
            tables[name] = table
            return
        }
        guard let locale = Self.lprojLocale(path) else {
            let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
            if folder.hasSuffix(".lproj") {
                throw StringsError(file: path, problem: "\(folder) holds no language (qaa…qtz are codes for local use, qqq translators' notes)")
            }
            throw StringsError(file: path, problem: "is not a .xcstrings file, nor a .strings or .stringsdict file inside an xx.lproj folder")
        }
        var table = tables[name] ?? StringTable(name: name)
        if path.hasSuffix(".strings") {
            let pairs: [(key: String, value: String, line: Int)]
            do { pairs = try StringsFileParser.parse(bytes) } catch {
                throw StringsError(file: path, line: error.line, problem: error.problem)
            }
            for pair in pairs {
                if table.keys[pair.key] == nil { table.allKeys.append(pair.key) }
                table.keys[pair.key, default: [:]][locale] = Localization(value: .text(pair.value))
                if table.origins[pair.key] == nil { table.origins[pair.key] = "\(path):\(pair.line)" }
            }
        } else if path.hasSuffix(".stringsdict") {
            for (key, localization) in try StringsDictReader.read(bytes, file: path) {
                if table.keys[key] == nil { table.allKeys.append(key) }
                table.keys[key, default: [:]][locale] = localization
                if table.origins[key] == nil { table.origins[key] = path }
            }
        } else {
            throw StringsError(file: path, problem: "is not a .xcstrings, .strings or .stringsdict file")
        }
        table.files.append(path)
        tables[name] = table
    }

    /// `Localizable` for `…/Localizable.strings`.
    static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: ".") else { return file }
        return String(file[..<dot])
    }

    /// `de` for `…/de.lproj/Localizable.strings`, `pt-BR` for `pt_BR.lproj` (one spelling of a
    /// locale everywhere: lint, file names, lookups); `Base.lproj` is the development language, `en`.
    /// Nil for a folder that is not a language: `qqq.lproj` (translatewiki's notes to translators)
    /// and the other codes ISO 639 reserves for local use.
    static func lprojLocale(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        return locale(ofFolder: String(parts[parts.count - 2]))
    }

    /// The locale an `xx.lproj` folder named `name` holds (`pt-BR` for `pt_BR.lproj`, `en` for
    /// `Base.lproj`), nil when it is not an `.lproj` folder or holds no language: the codes
    /// `qaa`…`qtz` are reserved for local use, and translatewiki keeps its message documentation
    /// in `qqq` (and `qqx` shows message keys), so their "translations" are notes, not titles.
    public static func locale(ofFolder name: String) -> String? {
        guard name.hasSuffix(".lproj") else { return nil }
        let locale = String(name.dropLast(6)).replacing("_", with: "-")
        let language = locale.split(separator: "-").first.map { $0.lowercased() } ?? ""
        if language.count == 3, language.hasPrefix("q"), let second = language.dropFirst().first, second >= "a" && second <= "t" { return nil }
        return locale == "Base" ? "en" : locale
    }
}

/// Reads `.stringsdict` property lists: per key `NSStringLocalizedFormatKey` and, per variable,
/// its plural forms (`NSStringPluralRuleType`) or device forms (`NSStringDeviceSpecificRuleType`).
enum StringsDictReader {
    indirect enum Node: Decodable {
        case text(String)
        case dictionary([String: Node])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) { self = .text(text); return }
            self = .dictionary(try container.decode([String: Node].self))
        }

        var text: String? { if case .text(let text) = self { return text }; return nil }
        var dictionary: [String: Node]? { if case .dictionary(let dictionary) = self { return dictionary }; return nil }
    }

    static func read(_ bytes: [UInt8], file: String) throws(StringsError) -> [(String, Localization)] {
        try PropertyListDepth.check(bytes, file: file)
        let root: [String: Node]
        do { root = try PropertyListDecoder().decode([String: Node].self, from: Data(bytes)) } catch {
            throw StringsError(file: file, problem: "is not a property list of string entries")
        }
        var result: [(String, Localization)] = []
        for (key, node) in root.sorted(by: { $0.key < $1.key }) {
            guard let entry = node.dictionary else { throw StringsError(file: file, problem: "\(key): expected a dictionary") }
            guard let format = entry["NSStringLocalizedFormatKey"]?.text else {
                throw StringsError(file: file, problem: "\(key): missing NSStringLocalizedFormatKey")
            }
            var substitutions: [String: Substitution] = [:]
            var device: [String: LocalizedValue]?
            for (name, variable) in entry where name != "NSStringLocalizedFormatKey" {
                guard let forms = variable.dictionary else { continue }
                let type = forms["NSStringFormatSpecTypeKey"]?.text ?? "NSStringPluralRuleType"
                if type == "NSStringDeviceSpecificRuleType" {
                    device = forms.compactMapValues { $0.text.map(LocalizedValue.text) }.filter { !$0.key.hasPrefix("NS") }
                    continue
                }
                var plural: [PluralCategory: String] = [:]
                for (category, form) in forms {
                    if let category = PluralCategory(rawValue: category), let text = form.text { plural[category] = text }
                }
                substitutions[name] = Substitution(argumentNumber: nil, formatSpecifier: forms["NSStringFormatValueTypeKey"]?.text ?? "d", forms: plural)
            }
            let value: LocalizedValue = device.map { .device($0) } ?? .text(format)
            result.append((key, Localization(value: value, substitutions: substitutions)))
        }
        return result
    }
}
