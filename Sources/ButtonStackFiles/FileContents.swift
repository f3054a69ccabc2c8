#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a whole file with plain POSIX calls; failures in words.
public enum FileContents {
    /// The bytes of the file at `path`, at most `limit` of them. With `plainFileOnly`, `path`
    /// must be a regular file itself: a link (`O_NOFOLLOW`), a pipe or a device is refused before
    /// anything is read (for files from others, such as a shard's, which could otherwise point
    /// anywhere or make the read wait for ever).
    /// - Throws: ``FileSystemError`` when it is missing, a folder, unreadable, or larger than `limit`.
    public static func read(_ path: String, limit: Int = 1 << 30, plainFileOnly: Bool = false) throws(FileSystemError) -> [UInt8] {
        if Folder.kind(of: path) == .folder { throw FileSystemError(path: path, reason: "is a folder, not a file") }
        let flags = O_RDONLY | O_CLOEXEC | (plainFileOnly ? O_NOFOLLOW | O_NONBLOCK : 0)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else {
            throw FileSystemError(path: path, reason: errno == ELOOP && plainFileOnly ? "is a symbolic link, not a file" : FileSystemError.reason(errno, writing: false))
        }
        defer { close(descriptor) }
        // A regular file's size is known: its bytes are read straight into an array of that
        // size and one more (a full array means the file grew, or has no size, as a pipe: the
        // rest comes in chunks). Growing the array chunk by chunk copied a large file twice over.
        var status = stat()
        let isRegular = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        if plainFileOnly && !isRegular {
            throw FileSystemError(path: path, reason: "is not a regular file")
        }
        let size = isRegular ? Int(status.st_size) : 0
        if size > limit { throw FileSystemError(path: path, reason: "is larger than \(limit) bytes") }
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = readFully(descriptor, into: buffer, failure: &failure)
        }
        if failure != 0 { throw FileSystemError(path: path, errno: failure) }
        guard bytes.count == size + 1 else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBufferPointer { readFully(descriptor, into: $0, failure: &failure) }
            if failure != 0 { throw FileSystemError(path: path, errno: failure) }
            bytes += chunk[..<count]
            if bytes.count > limit { throw FileSystemError(path: path, reason: "is larger than \(limit) bytes") }
            if count < chunk.count { return bytes }
        }
    }

    /// Reads into `buffer` until it is full or the file ends; returns how many bytes it read,
    /// with `failure` set to the error number when a read failed.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, failure: inout Int32) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var count = 0
        while count < buffer.count {
            let got = posixRead(descriptor, base + count, buffer.count - count)
            if got < 0 {
                if errno == EINTR { continue }
                failure = errno
                return count
            }
            if got == 0 { break }
            count += got
        }
        return count
    }
}

/// `read(2)`, under a name that the static `read` method above does not hide.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
