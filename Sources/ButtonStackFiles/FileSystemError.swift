#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or folder that could not be read, written or made: the path and the reason in words,
/// one line (`out/a.png: no space left on the device`).
public struct FileSystemError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The path as the user gave it.
    public var path: String
    /// Why, in words.
    public var reason: String

    /// A failure of `path` for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A failure of `path` from a C `errno`.
    public init(path: String, errno code: Int32, writing: Bool = false) {
        self.path = path
        reason = Self.reason(code, writing: writing)
    }

    public var description: String { path.isEmpty ? "'': is an empty path" : "\(path): \(reason)" }

    /// `errno` in words a user reads, the way a file manager would say it.
    public static func reason(_ code: Int32, writing: Bool) -> String {
        switch code {
        case ENOENT: return writing ? "its folder does not exist" : "no such file or folder"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case EISDIR: return "is a folder, not a file"
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "is on a read-only file system"
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "disk quota exceeded"
        case ELOOP: return "symbolic links loop"
        case ENAMETOOLONG: return "the name is too long"
        case EEXIST: return "already exists"
        case EIO: return "input/output error"
        default: return String(cString: strerror(code))
        }
    }
}
