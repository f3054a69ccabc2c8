import ButtonStackConcurrency
import ButtonStackFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Manifest entries' texts set aside, as the images are drawn, in a file with no name in the
/// output folder: a large run no longer holds ~1 KB of text an image until its manifest is
/// written, which reads them back. The file never has a name (Linux's `O_TMPFILE`), so nothing
/// can be planted in its place, none is left when the process ends however it ends, and the run
/// writes nothing outside its folder.
final class EntryTextSpill: Sendable {
    private let descriptor: Int32
    /// Where the next text goes.
    private let end = Locked(0)

    /// A spill in `folder`, or nil where the file system gives no nameless file (then the texts
    /// stay in memory).
    init?(folder: String) {
        #if os(Linux)
        // O_EXCL: the file can never be given a name, not even through /proc by another process.
        let descriptor = open(folder, __O_TMPFILE | O_RDWR | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        #else
        return nil
        #endif
    }

    deinit { close(descriptor) }

    /// Whether `folder`'s file system gives nameless files (tests that need one ask first).
    static func isAvailable(in folder: String) -> Bool {
        EntryTextSpill(folder: folder) != nil
    }

    /// Writes `text` and returns where it lies, or nil when it could not be written (the caller
    /// keeps it in memory).
    func keep(_ text: String) -> Range<Int>? {
        var bytes = Array(text.utf8)
        let start = end.withLock { end -> Int in
            defer { end += bytes.count }
            return end
        }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeMutableBytes { pwrite(descriptor, $0.baseAddress! + written, $0.count - written, off_t(start + written)) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return nil }
            written += result
        }
        bytes = []
        return start..<(start + written)
    }

    /// The text at `range`, as ``keep(_:)`` gave it.
    /// - Throws: ``FileSystemError`` when it cannot be read back (a disk that failed).
    func text(at range: Range<Int>, folder: String) throws(FileSystemError) -> String {
        var bytes = [UInt8](repeating: 0, count: range.count)
        var filled = 0
        while filled < range.count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(range.lowerBound + filled)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { throw FileSystemError(path: folder, errno: got < 0 ? errno : EIO, writing: false) }
            filled += got
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
