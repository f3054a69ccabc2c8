import ButtonStackConcurrency
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
        try write(to: path) { writeAll(bytes, to: $0) }
    }

    /// Writes to `path` atomically, as ``write(_:to:)-([UInt8],_)`` does, what `produce` hands its
    /// ``Chunks`` piece by piece: a large file (a manifest of many thousand images) goes out 64 KB
    /// at a time and is never whole in memory. `produce` may be called a second time (when the
    /// nameless file cannot be given its name, the named temporary file is written instead) and
    /// must hand the same bytes each time; the ``Chunks`` it is given take nothing once it returns.
    /// - Throws: ``FileSystemError`` naming `path` and the reason in words.
    public static func write(to path: String, producing produce: (Chunks) -> Void) throws(FileSystemError) {
        try write(to: path) { descriptor in
            let chunks = Chunks(descriptor)
            produce(chunks)
            return chunks.close()
        }
    }

    /// What a file written by ``write(to:producing:)`` is handed, buffered 64 KB at a time. After
    /// a failed write the rest is dropped and the failure reported when the file is done.
    public final class Chunks {
        private var descriptor: Int32
        private var buffer: [UInt8] = []
        private var failure: Int32 = 0
        private static let size = 1 << 16

        fileprivate init(_ descriptor: Int32) {
            self.descriptor = descriptor
            buffer.reserveCapacity(Self.size)
        }

        /// Appends `text` as UTF-8.
        public func write(_ text: String) {
            var text = text
            text.withUTF8 { write($0) }
        }

        /// Appends `bytes` (nothing once the file is done).
        public func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard descriptor >= 0 else { return }
            if buffer.count + bytes.count > Self.size { flush() }
            if bytes.count >= Self.size {
                if failure == 0 { failure = writeAll(UnsafeRawBufferPointer(bytes), to: descriptor) }
            } else {
                buffer.append(contentsOf: bytes)
            }
        }

        /// Gives the file up: nothing more is written and it never takes its name (the writer
        /// throws a failure of its own, or an input/output error).
        public func fail() {
            if failure == 0 { failure = EIO }
            buffer.removeAll()
            descriptor = -1
        }

        private func flush() {
            if failure == 0, !buffer.isEmpty { failure = buffer.withUnsafeBytes { writeAll($0, to: descriptor) } }
            buffer.removeAll(keepingCapacity: true)
        }

        /// Writes what is pending and takes nothing more (the descriptor is its writer's, who
        /// closes it); 0, or the `errno` of the first write that failed.
        fileprivate func close() -> Int32 {
            if descriptor >= 0 { flush() }
            descriptor = -1
            return failure
        }
    }

    /// Writes to `path` atomically whatever `content` writes to the descriptor it is given
    /// (returning 0, or the `errno` of a write that failed).
    private static func write(to path: String, content: (Int32) -> Int32) throws(FileSystemError) {
        if try writeUnnamed(content, to: path) { return }
        let temporary = temporaryPath(for: path)
        try write(toNewFile: temporary, shownAs: path, content: content)
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
    /// - Returns: false when this way is not open here (another system,
    ///   a file system without `O_TMPFILE`, no `/proc`) or when the folder refuses it: the
    ///   named-temporary-file way then runs and reports any failure in its words.
    /// - Throws: ``FileSystemError`` when writing the data fails (a full disk).
    private static func writeUnnamed(_ content: (Int32) -> Int32, to path: String) throws(FileSystemError) -> Bool {
        #if os(Linux)
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let descriptor = open(folder, __O_TMPFILE | O_WRONLY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let failure = content(descriptor)
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
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes all of `buffer` to an open file, again after an interruption.
    /// - Returns: 0, or the `errno` of the write that failed.
    fileprivate static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
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
        try write(toNewFile: path, shownAs: shown) { writeAll(bytes, to: $0) }
    }

    /// Creates `path` (which must not exist) and has `content` write to it; removes it on failure.
    private static func write(toNewFile path: String, shownAs shown: String, content: (Int32) -> Int32) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError(path: shown, errno: errno, writing: true) }
        var failure = content(descriptor)
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

/// A file's chunks are written by the thread that produces them, never shared.
@available(*, unavailable)
extension AtomicFile.Chunks: Sendable {}
