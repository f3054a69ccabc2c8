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
/// only; of `xx.lproj` folders only the development language's (`Base`, `en`, else the first).
final class AppStringKeys {
    private let files: [String]
    private var loaded: [String: Set<String>]?
    private var templates: [String: String?] = [:]
    private var templateReads = 0

    /// The most strings files read for their keys: an app has a few dozen at most.
    static let maximumFiles = 512
    /// The most bytes of strings files read for their keys, all together.
    static let maximumBytes = 256 << 20
    /// The most catalog readings for a format's source text (one per format key met); past it a
    /// format's arguments are sampled from the call alone.
    static let maximumTemplateReads = 32
    /// Per table, each key by the identifier xcstrings-tool makes of it (nil for an identifier
    /// two keys make), built when an accessor of the table is first read (``accessorKey(table:key:)``).
    var keysByIdentifier: [String: [String: String?]] = [:]

    /// The keys of the String Catalogs and `.lproj` folders `files` names (as ``SourceTree`` found them).
    init(files: [String]) {
        self.files = files
    }

    /// Keys by table name.
    var byTable: [String: Set<String>] {
        if let loaded { return loaded }
        var result: [String: Set<String>] = [:]
        var count = 0
        var bytes = 0
        for path in files {
            for file in Self.readable(path) {
                count += 1
                bytes += Self.size(file)
                guard count <= Self.maximumFiles, bytes <= Self.maximumBytes,
                      let tables = try? StringTables.load([file], only: []) else { continue }
                for (name, table) in tables.tables {
                    result[name, default: []].formUnion(table.allKeys)
                    result[name, default: []].formUnion(table.keys.keys)
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
    /// arguments are), read from the table's String Catalog when first asked; nil when no catalog
    /// holds it.
    func sourceTemplate(of key: String, table: String) -> String? {
        let id = table + "\u{0}" + key
        if let known = templates[id] { return known }
        var found: String? = nil
        for path in files where path.hasSuffix("/" + table + ".xcstrings") {
            templateReads += 1
            guard templateReads <= Self.maximumTemplateReads else { break }
            guard let read = try? StringTables.load([path], only: [key]), let catalog = read.tables[table] else { continue }
            found = catalog.template(of: key, in: catalog.sourceLanguage)?.text
            if found != nil { break }
        }
        templates[id] = found
        return found
    }

    /// The files of `path` to read: a catalog itself; of a folder of `.lproj` folders, the
    /// `.strings`/`.stringsdict` files (regular files, no links) of its development language.
    private static func readable(_ path: String) -> [String] {
        if path.hasSuffix(".xcstrings") { return [path] }
        guard let names = try? Folder.contents(of: path) else { return [] }
        let languages = names.filter { $0.hasSuffix(".lproj") && StringTables.locale(ofFolder: $0) != nil }
        guard let chosen = ["Base.lproj", "en.lproj"].first(where: languages.contains) ?? languages.first else { return [] }
        let folder = path + "/" + chosen
        guard isRegular(folder, directory: true), let inside = try? Folder.contents(of: folder) else { return [] }
        return inside.filter { ($0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict")) && !$0.hasPrefix("InfoPlist.") }
            .map { folder + "/" + $0 }
            .filter { isRegular($0, directory: false) }
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
