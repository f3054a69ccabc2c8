import ButtonStackFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of an app's icons, read as untrusted input: a link is never followed (neither a
/// linked folder nor a linked file), only regular files are opened (a pipe cannot block), and
/// every read is bounded.
public enum AppIconFiles {
    /// What a path is, without following a link.
    public enum Kind: Equatable, Sendable {
        case missing, file, folder, link, other
    }

    /// The largest file of an app's icons that is read: 8 MB (an icon is a few KB; a symbol
    /// template or an icon font's names a few MB).
    public static let maximumFileSize = 8 << 20

    /// What `path` itself is (`lstat`).
    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// The bytes of the regular file at `path`, at most `limit`; a link, a pipe or a device is refused.
    /// - Throws: ``AppIconError`` naming the file.
    public static func read(_ path: String, limit: Int = maximumFileSize) throws(AppIconError) -> [UInt8] {
        switch kind(of: path) {
        case .link: throw AppIconError(file: path, problem: "is a symbolic link; an app's icon files are read only where they are")
        case .missing: throw AppIconError(file: path, problem: "no such file")
        case .folder: throw AppIconError(file: path, problem: "is a folder, not a file")
        case .other: throw AppIconError(file: path, problem: "is not a regular file")
        case .file: break
        }
        do { return try FileContents.read(path, limit: limit, plainFileOnly: true) } catch {
            throw AppIconError(file: path, problem: error.reason)
        }
    }

    /// The names in folder `path`, sorted; nothing when it cannot be listed.
    static func names(in path: String) -> [String] {
        (try? Folder.contents(of: path)) ?? []
    }
}
