#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file holds, as 64 bits, the same on every machine (no path, no time) and cheap for the
/// large files a run depends on: a font (TrueType, OpenType or a collection) by its size, its
/// table directories (each table's tag, checksum, offset and length) and its small tables whole
/// (`head` with its revision and modification time, `name`, `OS/2`, `hhea`, `maxp`…, each up to
/// 4 KB) — a font tool that changes a table writes its new checksum and a new `head`; a font whose
/// directories do not add up is taken by its first 64 KB — and any other file by its size and its
/// bytes (the first and last 4 MB of one larger than 8 MB).
package enum ContentIdentity {
    /// The bytes read of a font whose directories do not add up.
    static let fontHeaderBytes = 64 * 1024
    /// The largest table read whole, and the most bytes of directories and small tables read.
    static let smallTable = 4096, fontBytesLimit = 64 * 1024
    /// The largest other file read whole.
    static let wholeFileLimit = 8 << 20

    /// The identity of the file at `path`, or nil when it cannot be read.
    package static func of(_ path: String) -> UInt64? {
        // Not blocking: a named pipe in a fonts folder must not stall the run (it is then refused as not a regular file).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size)
        var hasher = DigestHasher()
        hasher.add(size)
        let start = read(descriptor, at: 0, count: min(size, 4096))
        if let directories = fontDirectories(start, descriptor: descriptor, size: size),
           let tables = smallTables(of: directories, descriptor: descriptor, size: size) {
            for directory in directories { hasher.add(bytes: directory[...]) }
            for table in tables { hasher.add(bytes: table[...]) }
            return hasher.value
        }
        let head = read(descriptor, at: 0, count: min(size, fontHeaderBytes))
        if isFont(head) || size <= fontHeaderBytes {
            hasher.add(bytes: head[...])
        } else if size <= wholeFileLimit {
            add(descriptor, from: 0, count: size, to: &hasher)
        } else {
            add(descriptor, from: 0, count: wholeFileLimit / 2, to: &hasher)
            add(descriptor, from: size - wholeFileLimit / 2, count: wholeFileLimit / 2, to: &hasher)
        }
        return hasher.value
    }

    /// The bytes read at a time when a file is hashed whole: a multiple of eight, so that the
    /// hasher takes the same words as from one array of the whole file.
    package static let chunk = 64 * 1024

    /// Adds up to `count` bytes from `offset` to `hasher`, a chunk at a time (the same value as
    /// adding them in one array, with no array of the whole file made: each new page of such an
    /// array was a page fault).
    private static func add(_ descriptor: Int32, from offset: Int, count: Int, to hasher: inout DigestHasher) {
        var done = 0
        while done < count {
            let wanted = min(chunk, count - done)
            let bytes = read(descriptor, at: offset + done, count: wanted)
            hasher.add(bytes: bytes[...])
            // A short read (the file ended or failed): what was read is all there is, as before.
            guard bytes.count == wanted else { return }
            done += wanted
        }
    }

    /// Up to `count` bytes from `offset` (fewer where the file ends or a read fails).
    private static func read(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8] {
        // Read straight into the array's own memory: neither zeroed first nor copied after.
        [UInt8](unsafeUninitializedCapacity: max(count, 0)) { buffer, filled in
            filled = 0
            while filled < count, let base = buffer.baseAddress {
                let got = pread(descriptor, base + filled, count - filled, off_t(offset + filled))
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { break }
                filled += got
            }
        }
    }

    /// A font's table directories — for a single font its own, for a collection its header and
    /// each font's — read from `start` (the file's first bytes) and, where they lie further on,
    /// from the file; nil when the file is not a font or they do not add up (then the first
    /// 64 KB stand for it). Each directory lists every table's tag, checksum, offset and length,
    /// so a change to any table changes it: a few hundred bytes a font where 64 KB of each font
    /// of the folder were read and hashed at the start of every run.
    private static func fontDirectories(_ start: [UInt8], descriptor: Int32, size: Int) -> [[UInt8]]? {
        func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
        }
        /// The directory of the font whose offset table is at `offset`.
        func directory(at offset: Int) -> [UInt8]? {
            let header = offset == 0 ? start : read(descriptor, at: offset, count: 12)
            guard let tables = bigEndian(header, 4, 2), tables <= 1024 else { return nil }
            let length = 12 + 16 * tables
            guard offset + length <= size else { return nil }
            let bytes = offset + length <= start.count ? Array(start[offset..<(offset + length)]) : read(descriptor, at: offset, count: length)
            return bytes.count == length ? bytes : nil
        }
        guard start.count >= 12 else { return nil }
        let tag = Array(start[0..<4])
        if tag == [0, 1, 0, 0] || tag == Array("OTTO".utf8) || tag == Array("true".utf8) {
            return directory(at: 0).map { [$0] }
        }
        guard tag == Array("ttcf".utf8), let fonts = bigEndian(start, 8, 4), (1...256).contains(fonts) else { return nil }
        let headerLength = 12 + 4 * fonts
        let header = headerLength <= start.count ? Array(start[0..<headerLength]) : read(descriptor, at: 0, count: headerLength)
        guard header.count == headerLength else { return nil }
        var directories = [header], total = headerLength
        for index in 0..<fonts {
            guard let offset = bigEndian(header, 12 + 4 * index, 4), offset > 0, let font = directory(at: offset) else { return nil }
            // A collection whose fonts' directories add up to more than a font's worth is read the slow way.
            total += font.count
            guard total <= fontBytesLimit else { return nil }
            directories.append(font)
        }
        return directories
    }

    /// The tables of at most ``smallTable`` bytes that `directories` list, each once, in the
    /// order listed; nil when one lies outside the file or they come to more than
    /// ``fontBytesLimit`` with the directories. Tables that lie near each other (a font's small
    /// tables usually follow one another) are read in one go.
    private static func smallTables(of directories: [[UInt8]], descriptor: Int32, size: Int) -> [[UInt8]]? {
        var wanted: [Range<Int>] = [], seen = Set<Int>()
        var total = directories.reduce(0) { $0 + $1.count }
        for directory in directories where directory.count >= 12 && directory[0..<4] != ArraySlice("ttcf".utf8) {
            for record in stride(from: 12, to: directory.count - 15, by: 16) {
                let field = { (at: Int) in directory[(record + at)..<(record + at + 4)].reduce(0) { $0 << 8 | Int($1) } }
                let offset = field(8), length = field(12)
                guard length <= smallTable, seen.insert(offset).inserted else { continue }
                guard offset + length <= size else { return nil }
                total += length
                guard total <= fontBytesLimit else { return nil }
                wanted.append(offset..<(offset + length))
            }
        }
        // Reads of the tables in file order, each spanning tables less than 1 KB apart; the bytes
        // read, gaps and all, within the limit too (a font of many tiny tables far apart would
        // otherwise be read a megabyte at a time).
        let directoryBytes = directories.reduce(0) { $0 + $1.count }
        var spans: [Range<Int>] = [], spanOf = [Int](repeating: 0, count: wanted.count)
        for index in wanted.indices.sorted(by: { wanted[$0].lowerBound < wanted[$1].lowerBound }) {
            let range = wanted[index]
            if let last = spans.last, range.lowerBound - last.upperBound < 1024 {
                spans[spans.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                spans.append(range)
            }
            spanOf[index] = spans.count - 1
        }
        guard directoryBytes + spans.reduce(0, { $0 + $1.count }) <= fontBytesLimit else { return nil }
        var read: [[UInt8]] = []
        for span in spans {
            let bytes = Self.read(descriptor, at: span.lowerBound, count: span.count)
            guard bytes.count == span.count else { return nil }
            read.append(bytes)
        }
        return wanted.indices.map { index in
            let range = wanted[index], span = spans[spanOf[index]]
            return Array(read[spanOf[index]][(range.lowerBound - span.lowerBound)..<(range.upperBound - span.lowerBound)])
        }
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
    package mutating func add(bytes: ArraySlice<UInt8>) {
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
