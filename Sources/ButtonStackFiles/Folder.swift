#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders: made with their parents, checked, listed — every failure a ``FileSystemError`` in
/// words (`out: is a file, not a folder`).
public enum Folder {
    /// What is at a path.
    public enum Kind: Equatable, Sendable {
        case missing, file, folder, danglingLink, other
    }

    /// What `path` is, following symbolic links.
    public static func kind(of path: String) -> Kind {
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return .folder
            case S_IFREG: return .file
            default: return .other
            }
        }
        let code = errno
        if code == ELOOP { return .other }
        var linkInfo = stat()
        if lstat(path, &linkInfo) == 0 && linkInfo.st_mode & S_IFMT == S_IFLNK { return .danglingLink }
        return .missing
    }

    /// What `path` is itself, never following a link: a link, to anything, is `.other`. For the
    /// entries of a folder being walked, so a link planted in it never leads out of it.
    public static func entryKind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// Makes `path` and any missing parents; fine when it is a folder already.
    /// - Throws: ``FileSystemError`` when a part is a file, a link goes nowhere or loops, or the
    ///   folder cannot be made (permissions, a read-only file system, …).
    public static func make(_ path: String) throws(FileSystemError) {
        try walk(path, creating: true)
    }

    /// Fails as ``make(_:)`` would, without making anything: for checking an output folder before
    /// any work is done.
    public static func checkMakeable(_ path: String) throws(FileSystemError) {
        try walk(path, creating: false)
    }

    private static func walk(_ path: String, creating: Bool) throws(FileSystemError) {
        guard !path.isEmpty else { throw FileSystemError(path: "", reason: "is an empty path") }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            let shown = prefix == path || prefix + "/" == path ? path : prefix
            if !creating && kind(of: prefix) == .missing { return }
            try makeOne(prefix, shownAs: shown)
            prefix += "/"
        }
    }

    private static func makeOne(_ path: String, shownAs shown: String) throws(FileSystemError) {
        switch kind(of: path) {
        case .folder: return
        case .file: throw FileSystemError(path: shown, reason: "is a file, not a folder")
        case .danglingLink: throw FileSystemError(path: shown, reason: "is a symbolic link to nothing")
        case .other:
            var info = stat()
            if stat(path, &info) != 0 && errno == ELOOP { throw FileSystemError(path: shown, errno: ELOOP) }
            throw FileSystemError(path: shown, reason: "is not a folder")
        case .missing:
            if mkdir(path, 0o755) != 0 && errno != EEXIST { throw FileSystemError(path: shown, errno: errno, writing: true) }
        }
    }

    /// Fails unless `path` is an existing folder.
    public static func requireExisting(_ path: String) throws(FileSystemError) {
        switch kind(of: path) {
        case .folder: return
        case .missing: throw FileSystemError(path: path, reason: path.isEmpty ? "is an empty path" : "no such folder")
        case .file: throw FileSystemError(path: path, reason: "is a file, not a folder")
        case .danglingLink: throw FileSystemError(path: path, reason: "is a symbolic link to nothing")
        case .other: throw FileSystemError(path: path, reason: "is not a folder")
        }
    }

    /// The names in folder `path` (no `.` or `..`), sorted.
    public static func contents(of path: String) throws(FileSystemError) -> [String] {
        guard let directory = opendir(path) else { throw FileSystemError(path: path, errno: errno) }
        defer { closedir(directory) }
        return names(in: directory).sorted()
    }

    /// The names an open folder stream reads (no `.` or `..`), in the order it gives them.
    static func names(in directory: OpaquePointer) -> [String] {
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The working folder, or nil when it cannot be told (removed, or a path beyond 4 KB).
    public static func current() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute from the working folder, with `.` and `..` and repeated slashes taken
    /// out by the letters (links are not followed), as `URL.standardizedFileURL.path` gives it.
    public static func absolute(_ path: String) -> String {
        let whole = path.hasPrefix("/") ? path : (current() ?? "") + "/" + path
        var parts: [Substring] = []
        for part in whole.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
