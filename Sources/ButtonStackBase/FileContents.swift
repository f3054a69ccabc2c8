#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a whole file with plain POSIX calls; failures in words.
public enum FileContents {
    /// The bytes of the file at `path`, at most `limit` of them.
    /// - Throws: ``FileSystemError`` when it is missing, a folder, unreadable, or larger than `limit`.
    public static func read(_ path: String, limit: Int = 1 << 30) throws(FileSystemError) -> [UInt8] {
        if Folder.kind(of: path) == .folder { throw FileSystemError(path: path, reason: "is a folder, not a file") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: path, errno: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, errno: errno)
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if bytes.count > limit { throw FileSystemError(path: path, reason: "is larger than \(limit) bytes") }
        }
    }
}

/// `read(2)`, under a name that the static `read` method above does not hide.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
