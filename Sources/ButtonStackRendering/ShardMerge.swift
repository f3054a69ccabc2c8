import ButtonStackBase
import StackEngine
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Joins the output folders of a sharded render (`render --shard I/N`) into one folder: every
/// image, one manifest listing them all (complete only when every shard's was), and contact
/// sheets drawn anew over the whole when asked.
public enum ShardMerge {
    /// What a merge did.
    public struct Summary: Sendable {
        /// The merged manifest's entries.
        public var entries: [ManifestEntry]
        /// True when every shard's manifest was complete.
        public var complete: Bool
        /// Contact sheets written.
        public var sheets: [String]
    }

    /// Merges the folders `shards` into `out` (made if missing).
    /// - Throws: a one-line error naming the shard folder for a missing or unreadable manifest, an
    ///   image listed but absent, an image two shards both rendered, or `out` being a shard.
    public static func merge(_ shards: [String], into out: String, sheets: Bool, sheetColumns: SheetColumns = .textSizes, html: Bool = false,
                             engine: ButtonStackEngine) throws -> Summary {
        var entries: [ManifestEntry] = [], owner: [String: String] = [:], complete = true
        let outPath = URL(fileURLWithPath: out).standardizedFileURL.path
        for shard in shards {
            try Folder.requireExisting(shard)
            guard URL(fileURLWithPath: shard).standardizedFileURL.path != outPath else {
                throw MergeError(message: "\(shard): is the output folder too; merge into a new folder")
            }
            let manifest = try read(shard + "/manifest.json")
            complete = complete && manifest.complete
            for entry in manifest.files {
                if let other = owner[entry.file] {
                    throw MergeError(message: "\(shard): \(entry.file) is in \(other) too; merge the shards of one run (--shard I/N with the same N)")
                }
                guard Folder.kind(of: shard + "/" + entry.file) == .file else {
                    throw MergeError(message: "\(shard)/manifest.json: lists \(entry.file), which is not in the folder")
                }
                owner[entry.file] = shard
                entries.append(entry)
            }
        }
        try Folder.make(out)
        // Until everything is copied, the manifest says the folder is not complete.
        try Manifest(files: [], complete: false).write(toFolder: out)
        for entry in entries.sorted(by: { $0.file < $1.file }) {
            try Interruption.check()
            let bytes = try FileContents.read(owner[entry.file]! + "/" + entry.file)
            try AtomicFile.write(bytes, to: out + "/" + entry.file)
        }
        let sheetFiles = sheets ? try ContactSheet.write(entries, folder: out, engine: engine, columns: sheetColumns) : []
        // One gallery over the whole, when asked or when a shard had one.
        if html || shards.contains(where: { Folder.kind(of: $0 + "/" + Gallery.fileName) == .file }) {
            try Gallery.write(entries, toFolder: out)
        }
        try Manifest(files: entries, complete: complete).write(toFolder: out)
        return Summary(entries: entries.sorted { $0.file < $1.file }, complete: complete, sheets: sheetFiles)
    }

    private static func read(_ path: String) throws -> Manifest {
        let bytes: [UInt8]
        do { bytes = try FileContents.read(path) } catch { throw MergeError(message: "\(error); render the shard first") }
        do { return try JSONDecoder().decode(Manifest.self, from: Data(bytes)) } catch {
            throw MergeError(message: "\(path): is not a manifest button-stack wrote")
        }
    }
}

/// Why shards could not be merged, in one line.
public struct MergeError: Error, CustomStringConvertible, Sendable {
    /// The line.
    public var message: String
    public var description: String { message }
}
