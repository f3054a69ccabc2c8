import ButtonStackConcurrency
import ButtonStackFiles
import StackEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an earlier run left in an output folder, as far as a new run may use it: its manifest's
/// entries, to keep the images whose digest is unchanged and to remove the ones no longer planned.
///
/// The manifest is a file in a folder that anyone may have written to, so it is trusted for
/// nothing that reaches the file system: it is read only as a regular file (not through a link),
/// an image is kept only when its name is a plain file name of the folder and a regular file is
/// there, and removal takes only such names, ending in `.png`, that are regular files (a link is
/// left alone, never followed).
public struct EarlierRun: Sendable {
    /// The earlier manifest's entries, in its order.
    public let entries: [ManifestEntry]
    /// How its contact sheets were made, when they were all written.
    public var sheets: SheetSettings?
    /// Each image's digest, by file name (images without one are not listed).
    private let digests: [String: String]
    /// Each entry with its JSON text, by file name.
    private let encoded: [String: EncodedManifestEntry]

    /// The earlier run in `folder`, or nil when there is none to use: no `manifest.json`, one
    /// that is not a regular file, cannot be read or parsed, or is of another format version.
    /// Reading it takes `threads` threads.
    public static func read(inFolder folder: String, threads: Int = 1) -> EarlierRun? {
        let path = folder + "/manifest.json"
        guard Folder.kind(of: path) == .file, let bytes = try? FileContents.read(path, limit: 1 << 28, plainFileOnly: true),
              let parts = ManifestParts(bytes), parts.version == Manifest.currentVersion else { return nil }
        // Each entry decoded on its own, on every thread, and kept with its text (decoding 2,856
        // entries as one document on one thread took 55 ms, a quarter of an incremental run;
        // encoding them anew, as much again).
        // An entry as a render writes it is read by the package's own scanner, any other by Foundation's.
        guard let entries = try? ParallelWork.map(count: parts.files.count, threads: threads, makeWorker: { JSONDecoder() }, { decoder, index in
            try ManifestEntryReading.entry(bytes[parts.files[index]]) ?? decoder.decode(ManifestEntry.self, from: Data(bytes[parts.files[index]]))
        }) else { return nil }
        var earlier = EarlierRun(entries: entries, texts: parts.files.map { range in ManifestParts.keptText(bytes[range]) })
        earlier.sheets = parts.sheets
        return earlier
    }

    /// The earlier run that wrote `entries`, whose texts in its manifest are `texts` (in the
    /// same order; nil where an entry's text is not as a render writes it, to be encoded anew).
    init(entries: [ManifestEntry], texts: [String?]?) {
        self.entries = entries
        var digests: [String: String] = [:], encoded: [String: EncodedManifestEntry] = [:]
        for (index, entry) in entries.enumerated() {
            guard let digest = entry.digest else { continue }
            digests[entry.file] = digest
            if let texts, texts.count == entries.count, let text = texts[index] {
                encoded[entry.file] = EncodedManifestEntry(entry: entry, text: text)
            } else if let made = try? EncodedManifestEntry(entry) {
                encoded[entry.file] = made
            }
        }
        self.digests = digests
        self.encoded = encoded
    }

    /// The earlier entry of `file`, with its JSON text, when the earlier run drew it with
    /// `digest` and a plain file of that name is in `folder`: the image there, and its entry,
    /// are what this run would make, and stay as they are.
    func unchanged(_ file: String, digest: String, in folder: String) -> EncodedManifestEntry? {
        guard digests[file] == digest, Self.isImageName(file), let encoded = encoded[file] else { return nil }
        var info = stat()
        guard lstat(folder + "/" + file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return nil }
        return encoded
    }

    /// Removes from `folder` the images the earlier manifest lists that are not in `planned`,
    /// each only when it is a plain image name and a regular file; returns their names.
    func removeImages(notIn planned: Set<String>, from folder: String) -> [String] {
        let names = Set(entries.map(\.file)).subtracting(planned).sorted()
        return names.filter { Self.removePlainFile($0, from: folder) }
    }

    /// Removes from `folder` the contact sheets the earlier run could have made from its entries
    /// (by any columns, any number of pages) that are not among `written`; returns their names.
    func removeSheets(except written: [String], from folder: String) -> [String] {
        let kept = Set(written)
        guard let names = try? Folder.contents(of: folder),
              names.contains(where: { $0.hasPrefix("sheet_") && !kept.contains($0) }) else { return [] }
        // The sheets' names, from each combination but its locale (a sheet's rows), once each.
        var seen = Set<Combination>(), stems = Set<String>()
        for entry in entries {
            var combination = entry.combination
            combination.locale = ""
            combination.spec = ""
            guard seen.insert(combination).inserted else { continue }
            for columns in SheetColumns.allCases { stems.insert(ContactSheet.sheetName(combination, columns: columns)) }
        }
        return names.filter { name in
            guard name.hasPrefix("sheet_"), name.hasSuffix(".png"), !kept.contains(name) else { return false }
            let stem = String(name.dropLast(4))
            return (stems.contains(stem) || Self.pageStem(stem).map(stems.contains) == true) && Self.removePlainFile(name, from: folder)
        }
    }

    /// `sheet_x_p12` → `sheet_x`: the stem of a sheet's page, or nil when `stem` names no page.
    private static func pageStem(_ stem: String) -> String? {
        guard let underscore = stem.lastIndex(of: "_") else { return nil }
        let page = stem[stem.index(after: underscore)...]
        guard page.first == "p", page.count > 1, page.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(stem[..<underscore])
    }

    /// A name a render gives an image: a plain file name (no `/`, no leading dot, no control
    /// character) ending in `.png`.
    static func isImageName(_ name: String) -> Bool {
        ShardMerge.isPlainFileName(name) && name.hasSuffix(".png")
    }

    /// Removes `folder/name` when `name` is an image name and a regular file is there (a link,
    /// a folder or anything else is left alone); true when it removed it.
    private static func removePlainFile(_ name: String, from folder: String) -> Bool {
        guard isImageName(name) else { return false }
        var info = stat()
        guard lstat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        // `removeFile` opens nothing through a link and unlinks the name itself.
        return (try? Folder.removeFile(name, inside: folder)) != nil
    }
}

