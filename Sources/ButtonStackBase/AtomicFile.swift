#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a file whole or not at all: write a temporary sibling, then rename it over the target.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically: a temporary sibling (`.NAME.PID.N.tmp`) written with
    /// plain POSIX calls, then renamed over the target (no fsync: the rename is what keeps a
    /// half-written file from ever having the target's name). On any failure the temporary file
    /// is removed and the target is as it was.
    /// - Throws: ``FileSystemError`` naming `path` and the reason in words.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let temporary = temporaryPath(for: path)
        try write(bytes, toNewFile: temporary, shownAs: path)
        guard rename(temporary, path) == 0 else {
            let error = FileSystemError(path: path, errno: errno, writing: true)
            unlink(temporary)
            throw error
        }
    }

    /// Writes `text` as UTF-8 to `path` atomically.
    public static func write(_ text: String, to path: String) throws(FileSystemError) {
        try write(Array(text.utf8), to: path)
    }

    /// A fresh temporary name beside `path`, hidden and ending in `.tmp`.
    public static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let number = counter.withLock { value -> Int in value += 1; return value }
        return "\(folder).\(name).\(getpid()).\(number).tmp"
    }

    private static let counter = Locked(0)

    /// Creates `path` (which must not exist) and writes `bytes` to it; removes it on failure.
    public static func write(_ bytes: [UInt8], toNewFile path: String, shownAs shown: String) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError(path: shown, errno: errno, writing: true) }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += result
            }
        }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw FileSystemError(path: shown, errno: failure, writing: true)
        }
    }
}

/// `write(2)`, under a name that the static `write` methods above do not hide.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
