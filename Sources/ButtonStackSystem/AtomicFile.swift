#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a file whole or not at all: the data goes into a file that does not have the target's
/// name yet, which then takes it.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically: into a nameless file in the same folder where Linux
    /// allows it, else a temporary sibling (`.NAME.PID.N.RANDOM.tmp`), written with plain POSIX calls,
    /// then linked or renamed to the target (no fsync: the link or rename is what keeps a
    /// half-written file from ever having the target's name). On any failure the temporary file
    /// is removed and the target is as it was.
    /// - Throws: ``FileSystemError`` naming `path` and the reason in words.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        if try writeUnnamed(bytes, to: path) { return }
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

    /// Where the file system allows it (Linux: ext4, tmpfs, XFS, Btrfs), writes `bytes` into a
    /// file with no name in `path`'s folder (`O_TMPFILE`), then gives it its name: a link when
    /// nothing has that name yet, else a link under a temporary name and a rename over the old
    /// file. The file is whole before it has a name, and one that never gets a name (a failure,
    /// a killed process) leaves nothing behind. Why bother: a named temporary file is created
    /// with the folder locked, so threads writing images into one folder took turns at it, and
    /// creating a file is the slow part (50–200 µs on this VM's ext4); a nameless one is created
    /// without that lock, and only the quick link takes it.
    /// - Returns: false, with nothing written, when this way is not open here (another system,
    ///   a file system without `O_TMPFILE`, no `/proc`) or when the folder refuses it: the
    ///   named-temporary-file way then runs and reports any failure in its words.
    /// - Throws: ``FileSystemError`` when writing the data fails (a full disk).
    private static func writeUnnamed(_ bytes: [UInt8], to path: String) throws(FileSystemError) -> Bool {
        #if os(Linux)
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let descriptor = open(folder, __O_TMPFILE | O_WRONLY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let failure = writeAll(bytes, to: descriptor)
        if failure != 0 { throw FileSystemError(path: path, errno: failure, writing: true) }
        let unnamed = "/proc/self/fd/\(descriptor)"
        if linkat(AT_FDCWD, unnamed, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 { return true }
        guard errno == EEXIST else { return false }
        // Something has the name already: link under a temporary name, rename over it.
        let temporary = temporaryPath(for: path)
        guard linkat(AT_FDCWD, unnamed, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 else { return false }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
        #else
        return false
        #endif
    }

    /// Writes all of `bytes` to an open file, again after an interruption.
    /// - Returns: 0, or the `errno` of the write that failed.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer -> Int32 in
            var written = 0
            while written < buffer.count {
                let result = posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return 0
        }
    }

    /// A fresh temporary name beside `path`, hidden and ending in `.tmp`, with 64 random bits in
    /// it: never guessable, so no one can plant a link or a file there beforehand (and `O_EXCL`
    /// refuses one all the same).
    public static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let number = counter.withLock { value -> Int in value += 1; return value }
        let random = String(UInt64.random(in: .min ... .max), radix: 36)
        return "\(folder).\(name).\(getpid()).\(number).\(random).tmp"
    }

    private static let counter = Locked(0)

    /// Creates `path` (which must not exist) and writes `bytes` to it; removes it on failure.
    public static func write(_ bytes: [UInt8], toNewFile path: String, shownAs shown: String) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError(path: shown, errno: errno, writing: true) }
        var failure = writeAll(bytes, to: descriptor)
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
