#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file is at a path, and which version of it: its device and inode, its size and its
/// modification time. A font opened once is opened again when any of these differs (another file
/// renamed over it, or the same file rewritten or truncated).
public struct FileStamp: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64

    /// The stamp of the file at `path` now (symbolic links followed), or nil when there is none.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    /// The stamp of an open file, or nil when it cannot be asked.
    public static func of(descriptor: Int32) -> FileStamp? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    init(_ info: stat) {
        #if canImport(Glibc)
        let modified = info.st_mtim
        #else
        let modified = info.st_mtimespec
        #endif
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = Int64(modified.tv_sec)
        modifiedNanoseconds = Int64(modified.tv_nsec)
    }
}

/// A whole font file's bytes for FreeType and HarfBuzz to read: read into memory that this object
/// owns (``init(contentsOf:)``), or a mapping of the file (``init(mapping:)``).
///
/// A mapped file that is truncated while mapped ends the process with SIGBUS at the next touch of
/// a page past its new end, and one rewritten in place changes under the faces opened on it (a
/// glyph then "cannot be loaded"). Bytes read once cannot change: a render draws the font as it
/// was when it was read, whatever happens to the file; only fonts that are part of the
/// installation are mapped. The typesetter and every painter share one `FontData` for a file (it
/// travels with the face), so a font costs its size in memory once, and a mapped one is mapped
/// once: every face of a collection and every thread's FreeType face read the same pages.
public final class FontData: @unchecked Sendable, Hashable {
    // @unchecked Sendable: the bytes are written once in init (or mapped read-only) and only read afterwards.

    /// The file's bytes.
    public let bytes: UnsafeRawBufferPointer
    /// The file the bytes were read from, and its version then.
    public let stamp: FileStamp
    /// True when `bytes` is a mapping of the file (unmapped at the end), not memory of our own.
    public let isMapped: Bool

    /// Why a font file could not be read, in words (no path: the caller names the file).
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The most a font file may hold: 256 MB (the largest CJK collections are ~120 MB).
    public static let largestFile: Int64 = 256 << 20

    /// Reads the whole regular file at `path`.
    /// - Throws: ``Problem`` when it cannot be opened or read, is too large, or changes while it
    ///   is being read (another size or modification time after reading than before).
    public init(contentsOf path: String) throws(Problem) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Problem(description: "cannot be read (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        guard let before = FileStamp.of(descriptor: descriptor) else { throw Problem(description: "cannot be read") }
        guard before.size <= Self.largestFile else { throw Problem(description: "is larger than 256 MB, too large for a font") }
        let count = Int(before.size)
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(count, 1), alignment: 16)
        var offset = 0
        while offset < count {
            let got = read(descriptor, storage.baseAddress! + offset, count - offset)
            if got < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard got > 0 else { break }
            offset += got
        }
        // A file that shrank, grew or was rewritten during the read is not one version of the font.
        guard offset == count, FileStamp.of(descriptor: descriptor) == before else {
            storage.deallocate()
            throw Problem(description: "changed while it was being read")
        }
        bytes = UnsafeRawBufferPointer(start: storage.baseAddress, count: count)
        stamp = before
        isMapped = false
    }

    /// Maps the whole regular file at `path` read-only: pages are read from the page cache as
    /// they are touched, and a large collection (Noto Sans CJK, 19 MB) costs only the pages used.
    /// - Throws: ``Problem`` when it cannot be opened or mapped, is empty, or is too large.
    public init(mapping path: String) throws(Problem) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Problem(description: "cannot be read (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        guard let stamp = FileStamp.of(descriptor: descriptor) else { throw Problem(description: "cannot be read") }
        guard stamp.size <= Self.largestFile else { throw Problem(description: "is larger than 256 MB, too large for a font") }
        guard stamp.size > 0 else { throw Problem(description: "is empty, not a font file") }
        let count = Int(stamp.size)
        guard let start = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), start != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw Problem(description: "cannot be mapped (\(String(cString: strerror(errno))))")
        }
        bytes = UnsafeRawBufferPointer(start: start, count: count)
        self.stamp = stamp
        isMapped = true
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        } else {
            UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
        }
    }

    /// Two font files are equal when their bytes are, however they were read (one object is
    /// the quick answer; bytes are compared only when the objects differ).
    public static func == (lhs: FontData, rhs: FontData) -> Bool {
        guard lhs !== rhs else { return true }
        guard lhs.bytes.count == rhs.bytes.count, let left = lhs.bytes.baseAddress, let right = rhs.bytes.baseAddress else { return false }
        return memcmp(left, right, lhs.bytes.count) == 0
    }

    /// The size and the first and last 256 bytes: a font's table directory and its last table's
    /// end tell fonts apart without reading the whole file.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.count)
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes.prefix(256)))
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes.suffix(256)))
    }
}
