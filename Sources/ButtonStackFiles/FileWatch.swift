#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which versions of a set of files are on disk, to be compared with a later look: what
/// `render --watch` polls (five times a second, one `stat` a file: a few dozen files cost
/// microseconds).
///
/// Polling by path rather than watching open files sees every way of saving: a file written in
/// place changes its size or time, one an editor renames over the old name has another inode,
/// one deleted and made again is missing for a moment and then another file. A folder is looked
/// at by the files in it whose names end as asked, so a file added to it (a new `.lproj` table) is
/// a change too, while an editor's hidden swap and backup files are not.
public struct FileWatch: Equatable, Sendable {
    /// What to watch: a file, or the files in a folder.
    public struct Root: Hashable, Sendable {
        /// A file, or a folder.
        public var path: String
        /// For a folder: the endings of the names of the files to watch in it (empty: every file).
        public var suffixes: [String]
        /// For a folder: how many levels of folders to look into (1: its own files only).
        public var depth: Int

        /// `path`; when it is a folder, its files ending in one of `suffixes`, `depth` levels down.
        public init(_ path: String, suffixes: [String] = [], depth: Int = 1) {
            self.path = path
            self.suffixes = suffixes
            self.depth = depth
        }
    }

    /// Each file's version, by path; nil for a file named as a root that is not there.
    public private(set) var versions: [String: FileStamp?]

    /// The files of `roots` as they are now. Hidden names inside folders are skipped.
    public init(_ roots: [Root]) {
        var versions: [String: FileStamp?] = [:]
        for root in roots {
            if Folder.kind(of: root.path) == .folder {
                Self.look(into: root.path, root: root, levels: root.depth, into: &versions)
            } else {
                versions[root.path] = FileStamp.of(root.path)
            }
        }
        self.versions = versions
    }

    /// The files watched.
    public var paths: [String] { versions.keys.sorted() }

    /// The paths that are new, gone, or another version in `later`, sorted.
    public func changes(to later: FileWatch) -> [String] {
        Set(versions.keys).union(later.versions.keys).filter { path in
            versions[path] != later.versions[path]
        }.sorted()
    }

    /// This watch over the files of `roots`, each file it already knew at the version it knew:
    /// a file that changed since this look stays a change at the next one.
    public func carried(to roots: [Root]) -> FileWatch {
        var next = FileWatch(roots)
        for path in next.versions.keys {
            if let known = versions[path] { next.versions[path] = known }
        }
        return next
    }

    private static func look(into folder: String, root: Root, levels: Int, into versions: inout [String: FileStamp?]) {
        guard levels > 0, let names = try? Folder.contents(of: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            switch Folder.kind(of: path) {
            case .folder:
                look(into: path, root: root, levels: levels - 1, into: &versions)
            case .file where root.suffixes.isEmpty || root.suffixes.contains(where: name.hasSuffix):
                versions[path] = FileStamp.of(path)
            default:
                continue
            }
        }
    }
}
