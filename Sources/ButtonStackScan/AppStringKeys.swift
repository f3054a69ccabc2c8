import ButtonStackFiles
import ButtonStrings
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The keys of the app's own strings, by table: what a call the scan cannot see into may be
/// checked against (an accessor generated at build time, `.app(.cancel)`; a localizing function
/// declared outside the folders scanned, `OCLocalizedString("Cancel", nil)`), so that such a call
/// gives a key only where the app's strings hold it. Read once, the first time one is asked for:
/// an app that makes no such call never pays for it. String Catalogs are read for their key names
/// only; of `xx.lproj` folders only the development language's (`Base` and `en`, else the first).
final class AppStringKeys {
    private let files: [String]
    /// True when the scan found string files of the app (read or not).
    var hasFiles: Bool { !files.isEmpty }
    private let deadline: Deadline
    private var loaded: [String: Set<String>]?
    /// Per table, each key's text in its catalog's source language (the first catalog holding it).
    private var templates: [String: [String: String]] = [:]
    /// One `path: problem` line for each strings file not read (a bound met, a file that cannot be read).
    private(set) var problems: [String] = []

    /// The most strings files read for their keys: an app has a few dozen at most.
    static let maximumFiles = 512
    /// The most bytes of strings files read for their keys and source texts, all together.
    static let maximumBytes = 256 << 20
    /// Per table, each key by the identifier xcstrings-tool makes of it (nil for an identifier
    /// two keys make), built when an accessor of the table is first read (``accessorKey(table:key:)``).
    var keysByIdentifier: [String: [String: String?]] = [:]

    /// The keys of the String Catalogs and `.lproj` folders `files` names (as ``SourceTree`` found
    /// them), read until `deadline`.
    init(files: [String], deadline: Deadline) {
        self.files = files
        self.deadline = deadline
    }

    /// Keys by table name.
    var byTable: [String: Set<String>] {
        if let loaded { return loaded }
        var result: [String: Set<String>] = [:]
        var count = 0
        var bytes = 0
        let all = files.flatMap(Self.readable)
        for (position, file) in all.enumerated() {
            if deadline.passed {
                problems.append("\(file): the scan ran out of its time; it and \(all.count - position - 1) more strings file(s) not read for their keys")
                break
            }
            count += 1
            bytes += Self.size(file)
            guard count <= Self.maximumFiles, bytes <= Self.maximumBytes else {
                problems.append("\(file): past the \(Self.maximumFiles) strings files or \(Self.maximumBytes >> 20) MB read for their keys; it and \(all.count - position - 1) more not read")
                break
            }
            let tables: StringTables
            do { tables = try StringTables.load([file]) } catch {
                problems.append("\(file): \(error.problem); its keys not read")
                continue
            }
            for (name, table) in tables.tables {
                result[name, default: []].formUnion(table.allKeys)
                result[name, default: []].formUnion(table.keys.keys)
                guard file.hasSuffix(".xcstrings") else { continue }
                for key in table.keys.keys where templates[name]?[key] == nil {
                    if let text = table.template(of: key, in: table.sourceLanguage)?.text { templates[name, default: [:]][key] = text }
                }
            }
        }
        loaded = result
        return result
    }

    /// True when table `table` holds `key`.
    func contains(_ key: String, table: String) -> Bool {
        byTable[table]?.contains(key) == true
    }

    /// The tables holding `key`, sorted.
    func tables(holding key: String) -> [String] {
        byTable.filter { $0.value.contains(key) }.map(\.key).sorted()
    }

    /// The text of `key` in its table's source language (a format's specifiers say what its
    /// arguments are), from the first String Catalog of the table holding it (read once, with
    /// the keys); nil when none does.
    func sourceTemplate(of key: String, table: String) -> String? {
        _ = byTable
        return templates[table]?[key]
    }

    /// The files of `path` to read: a catalog itself; of a folder of `.lproj` folders, the
    /// `.strings`/`.stringsdict` files (regular files, no links) of its development language.
    private static func readable(_ path: String) -> [String] {
        if path.hasSuffix(".xcstrings") { return [path] }
        guard let names = try? Folder.contents(of: path) else { return [] }
        let languages = names.filter { $0.hasSuffix(".lproj") && StringTables.locale(ofFolder: $0) != nil }
        // `Base` and `en` both, when both are there: an app may keep an empty `Base` table for
        // Xcode beside its English keys.
        let development = ["Base.lproj", "en.lproj"].filter(languages.contains)
        return (development.isEmpty ? Array(languages.prefix(1)) : development).flatMap { chosen -> [String] in
            let folder = path + "/" + chosen
            guard isRegular(folder, directory: true), let inside = try? Folder.contents(of: folder) else { return [] }
            return inside.filter { ($0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict")) && !$0.hasPrefix("InfoPlist.") }
                .map { folder + "/" + $0 }
                .filter { isRegular($0, directory: false) }
        }
    }

    private static func size(_ path: String) -> Int {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return Int(info.st_size)
    }

    private static func isRegular(_ path: String, directory: Bool) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == (directory ? S_IFDIR : S_IFREG)
    }
}
