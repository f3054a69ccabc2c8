import ButtonStackBase
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

/// Joins the output folders of a sharded render (`render --shard I/N`) into one folder: every
/// image, one manifest listing them all (complete only when every shard of the run is there and
/// complete), and contact sheets drawn anew over the whole when asked.
///
/// A shard's folder may come from anyone (a CI artifact of a pull request), so its manifest is
/// trusted for nothing that reaches the file system: an image is taken only by a plain file name
/// (no `/`, no `..`, no leading dot) and only when it is a regular file, not a link; it is written
/// into OUT alone, with the caller's permissions.
public enum ShardMerge {
    /// What a merge did.
    public struct Summary: Sendable {
        /// The merged manifest's entries.
        public var entries: [ManifestEntry]
        /// True when every shard of the run was there and its manifest complete.
        public var complete: Bool
        /// Contact sheets written.
        public var sheets: [String]
        /// The shards of the run that were not given (`2/3`), in order.
        public var missingShards: [String]
    }

    /// Merges the folders `shards` into `out` (made if missing).
    /// - Throws: a one-line error naming the shard folder for a missing or unreadable manifest, an
    ///   image listed but absent, not a plain name or not a regular file, an image two shards both
    ///   rendered, shards of different runs, or `out` being a shard.
    public static func merge(_ shards: [String], into out: String, sheets: Bool, sheetColumns: SheetColumns = .textSizes,
                             sheetScale: Double = ContactSheet.defaultScale, html: Bool = false, engine: ButtonStackEngine) throws -> Summary {
        // (1) Every shard's manifest, each image it lists checked.
        var manifests: [(folder: String, manifest: Manifest)] = []
        for shard in shards {
            try Folder.requireExisting(shard)
            try refuseSameFolder(shard, out: out)
            let manifest = try read(shard + "/manifest.json")
            for entry in manifest.files { try checkImage(entry.file, in: shard) }
            manifests.append((shard, manifest))
        }
        // (2) One run, and which of its shards are missing.
        let run = try commonRun(manifests)
        let missing = missingShards(manifests)
        var entries: [ManifestEntry] = [], owner: [String: String] = [:]
        for (shard, manifest) in manifests {
            for entry in manifest.files {
                if let other = owner[entry.file] {
                    throw MergeError(message: "\(shard): \(entry.file) is in \(other) too; merge the shards of one run (--shard I/N with the same N)")
                }
                owner[entry.file] = shard
                entries.append(entry)
            }
        }
        let complete = missing.isEmpty && manifests.allSatisfy(\.manifest.complete)
        // (3) Copy, then sheets and gallery, then the manifest that says what is there.
        try Folder.make(out)
        // Until everything is copied, the manifest says the folder is not complete.
        try Manifest(files: [], complete: false, run: run).write(toFolder: out)
        for entry in entries.sorted(by: { $0.file < $1.file }) {
            try Interruption.check()
            let bytes = try readImage(entry.file, in: owner[entry.file] ?? "")
            try AtomicFile.write(bytes, to: out + "/" + entry.file)
        }
        // Rows in file-name order whatever the shards' order: the same sheets from any sharding.
        let sorted = entries.sorted { $0.file < $1.file }
        let sheetFiles = sheets ? try ContactSheet.write(sorted, folder: out, engine: engine, columns: sheetColumns, scale: sheetScale) : []
        // One gallery over the whole, when asked or when a shard had one.
        if html || shards.contains(where: { Folder.kind(of: $0 + "/" + Gallery.fileName) == .file }) {
            try Gallery.write(entries, toFolder: out)
        }
        try Manifest(files: entries, complete: complete, run: run).write(toFolder: out)
        return Summary(entries: sorted, complete: complete, sheets: sheetFiles, missingShards: missing)
    }

    /// Refuses `out` when it is `shard` itself, links resolved (merging a folder into a link to
    /// it would overwrite the images it reads).
    private static func refuseSameFolder(_ shard: String, out: String) throws {
        let same = Folder.absolute(shard) == Folder.absolute(out)
            || (Folder.resolved(out).map { $0 == Folder.resolved(shard) } ?? false)
        guard !same else { throw MergeError(message: "\(shard): is the output folder too; merge into a new folder") }
    }

    /// An image name a shard's manifest may list: a plain file name of this folder.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255 && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Fails unless `name` is a plain file name and `shard/name` a regular file (not a link).
    private static func checkImage(_ name: String, in shard: String) throws {
        guard isPlainFileName(name) else {
            throw MergeError(message: "\(shard)/manifest.json: lists '\(name.unicodeScalars.map { $0.value < 0x20 ? "?" : String($0) }.joined())', which is not a plain file name; merge only folders button-stack rendered")
        }
        var info = stat()
        guard lstat(shard + "/" + name, &info) == 0 else {
            throw MergeError(message: "\(shard)/manifest.json: lists \(name), which is not in the folder")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw MergeError(message: "\(shard)/\(name): is \(info.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : "not a regular file"), not an image a render wrote")
        }
    }

    /// The most bytes an image or a manifest of a shard may have (far beyond any real one).
    static let sizeLimit = 1 << 28

    /// The bytes of `shard/name`, opened without following a link: it was checked, and must
    /// still be a plain file when read.
    private static func readImage(_ name: String, in shard: String) throws -> [UInt8] {
        try FileContents.read(shard + "/" + name, limit: sizeLimit, plainFileOnly: true)
    }

    /// The run every shard belongs to (its whole-run record).
    /// - Throws: when a manifest has no run record, or the shards are of different runs.
    private static func commonRun(_ manifests: [(folder: String, manifest: Manifest)]) throws -> RunRecord? {
        var first: (folder: String, run: RunRecord)?
        for (folder, manifest) in manifests {
            guard let run = manifest.run else {
                throw MergeError(message: "\(folder)/manifest.json: does not say which run it is of (an older button-stack wrote it); render the shard again")
            }
            if let first {
                let counts = [first.run, run].map { $0.shard.flatMap(Shard.init)?.count }
                guard run.whole == first.run.whole, counts[0] == counts[1] else {
                    throw MergeError(message: "\(folder)/manifest.json: is of another run than \(first.folder) (\(describe(run)), not \(describe(first.run))); merge the shards of one run")
                }
            } else {
                first = (folder, run)
            }
        }
        return first?.run.whole
    }

    private static func describe(_ run: RunRecord) -> String {
        "plan \(run.digest)" + (run.shard.map { ", shard \($0)" } ?? ", not sharded")
    }

    /// The shards `I/N` of the run that none of `manifests` is.
    private static func missingShards(_ manifests: [(folder: String, manifest: Manifest)]) -> [String] {
        let shards = manifests.compactMap { $0.manifest.run?.shard.flatMap(Shard.init) }
        guard let count = shards.first?.count else { return [] }
        let present = Set(shards.map(\.index))
        return (1...count).filter { !present.contains($0) }.map { "\($0)/\(count)" }
    }

    private static func read(_ path: String) throws -> Manifest {
        let bytes: [UInt8]
        do { bytes = try FileContents.read(path, limit: sizeLimit, plainFileOnly: true) } catch {
            throw MergeError(message: "\(error); render the shard first")
        }
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
