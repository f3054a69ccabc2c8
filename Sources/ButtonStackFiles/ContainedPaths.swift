#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing and removing only inside the folder the user named. Specs, catalogs and shard
/// manifests come from anyone (a pull request), and so may a link planted in a snapshots folder:
/// removal here never follows a link (every folder is opened with `O_NOFOLLOW` relative to its
/// parent, every name removed with `unlinkat`), a path about to be written is checked against the
/// root after resolving links, and temporary folders get unguessable names from `mkdtemp`.
extension Folder {
    /// How deep ``removeTree(_:)`` goes: a tree deeper than this is left where it stops (a bound
    /// on recursion, far beyond any folder this tool makes).
    public static let maximumRemovalDepth = 64

    /// Removes `path` and everything in it, never following a link: a link at `path` or anywhere
    /// inside is removed itself, and what it points to is left alone. Fine when it is gone.
    public static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        removeContents(of: descriptor, depth: 1)
        close(descriptor)
        rmdir(path)
    }

    /// Removes everything in the open folder `descriptor` (which it closes), links as links.
    private static func removeContents(of descriptor: Int32, depth: Int) {
        guard depth <= maximumRemovalDepth else { return }
        for name in names(in: descriptor) {
            var info = stat()
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0 else { continue }
                removeContents(of: child, depth: depth + 1)
                close(child)
                unlinkat(descriptor, name, AT_REMOVEDIR)
            } else {
                unlinkat(descriptor, name, 0)
            }
        }
    }

    /// The names in the open folder `descriptor` (no `.` or `..`); the descriptor stays open.
    private static func names(in descriptor: Int32) -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let directory = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(directory) }
        return names(in: directory)
    }

    /// Removes the file `relative` (`readme/a.png`) inside `root`, walking from `root` one folder
    /// at a time without following links: a linked folder on the way, or a folder where the file
    /// should be, is an error and nothing is removed. Fine when the file is already gone. A link
    /// at the file's own name is removed itself, never what it points to.
    /// - Throws: ``FileSystemError`` naming `root/relative`.
    public static func removeFile(_ relative: String, inside root: String) throws(FileSystemError) {
        let shown = root + "/" + relative
        let parts = relative.split(separator: "/").map(String.init)
        guard let last = parts.last, !parts.contains(where: { $0 == ".." || $0 == "." }) else {
            throw FileSystemError(path: shown, reason: "is not a plain path inside \(root)")
        }
        var descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: root, errno: errno) }
        defer { close(descriptor) }
        for part in parts.dropLast() {
            let child = openat(descriptor, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if child < 0 {
                if errno == ENOENT { return }
                throw FileSystemError(path: shown, reason: errno == ELOOP || errno == ENOTDIR
                                      ? "\(part) on the way is a symbolic link or a file, not a folder; nothing removed"
                                      : FileSystemError.reason(errno, writing: true))
            }
            close(descriptor)
            descriptor = child
        }
        var info = stat()
        guard fstatat(descriptor, last, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw FileSystemError(path: shown, reason: "is a folder, not a file; nothing removed") }
        guard unlinkat(descriptor, last, 0) == 0 || errno == ENOENT else { throw FileSystemError(path: shown, errno: errno, writing: true) }
    }

    /// Makes a new folder inside `folder` named `prefix` and six random characters (`mkdtemp`):
    /// a name no one can guess or plant beforehand, and never one that already exists.
    /// - Throws: ``FileSystemError`` when `folder` cannot take it.
    public static func makeTemporary(in folder: String, prefix: String) throws(FileSystemError) -> String {
        var template = Array((folder + "/" + prefix + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) != nil }
        guard made else { throw FileSystemError(path: folder, errno: errno, writing: true) }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` with every link resolved (`realpath`), or nil when it does not exist.
    public static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Fails unless the folder `folder`, links resolved, is `root` or inside it: checked before a
    /// file is written into `folder`, so a linked sub-folder cannot send it elsewhere.
    /// - Throws: ``FileSystemError`` naming `folder` and `root`.
    public static func requireInside(_ folder: String, root: String) throws(FileSystemError) {
        guard let base = resolved(root) else { throw FileSystemError(path: root, reason: "no such folder") }
        guard let real = resolved(folder) else { throw FileSystemError(path: folder, reason: "no such folder") }
        guard real == base || real.hasPrefix(base == "/" ? "/" : base + "/") else {
            throw FileSystemError(path: folder, reason: "leads outside \(root) (to \(real)) through a symbolic link; nothing written there")
        }
    }
}
