#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file holds, as 64 bits, the same on every machine (no path, no time) and cheap for the
/// large files a run depends on: a font (TrueType, OpenType or a collection) by its size and its
/// first 64 KB — its table directories, where each table's checksum stands, so a change to any
/// table changes it — and any other file by its size and its bytes (the first and last 4 MB of
/// one larger than 8 MB).
enum ContentIdentity {
    /// The bytes read of a font: its headers and table directories fit many times over.
    static let fontHeaderBytes = 64 * 1024
    /// The largest other file read whole.
    static let wholeFileLimit = 8 << 20

    /// The identity of the file at `path`, or nil when it cannot be read.
    static func of(_ path: String) -> UInt64? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size)
        var hasher = DigestHasher()
        hasher.add(size)
        let head = read(descriptor, at: 0, count: min(size, fontHeaderBytes))
        if isFont(head) || size <= fontHeaderBytes {
            hasher.add(bytes: head[...])
        } else if size <= wholeFileLimit {
            hasher.add(bytes: read(descriptor, at: 0, count: size)[...])
        } else {
            hasher.add(bytes: read(descriptor, at: 0, count: wholeFileLimit / 2)[...])
            hasher.add(bytes: read(descriptor, at: size - wholeFileLimit / 2, count: wholeFileLimit / 2)[...])
        }
        return hasher.value
    }

    /// Up to `count` bytes from `offset` (fewer where the file ends or a read fails).
    private static func read(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, count - filled, off_t(offset + filled)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        return Array(bytes.prefix(filled))
    }

    /// True for the signatures of TrueType, OpenType (CFF) and collection files.
    private static func isFont(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 12 else { return false }
        let tag = Array(bytes[0..<4])
        return tag == [0, 1, 0, 0] || tag == Array("OTTO".utf8) || tag == Array("true".utf8) || tag == Array("ttcf".utf8)
    }
}

extension DigestHasher {
    /// Adds `bytes`, eight at a time (each step a bijection of the value, so two files that
    /// differ in one word never meet), the last few one at a time. Why not byte by byte as FNV-1a
    /// is: a run reads the first 64 KB of every font in the folder, and that took 3–5 ms of one
    /// thread at the start of every run — a tenth of a small render.
    mutating func add(bytes: ArraySlice<UInt8>) {
        var value = self.value
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for index in 0..<words {
                value = (value ^ raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self).littleEndian) &* 0x0000_0100_0000_01B3
                value ^= value >> 29
            }
            for byte in raw[(words * 8)...] { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        self.value = value
    }
}
