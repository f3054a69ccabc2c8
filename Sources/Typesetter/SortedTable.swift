import ButtonStackBase
import ButtonStackFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A text table of `key value…` lines looked up in place: the file is mapped (it is part of the
/// installation's fonts folder, as the fonts mapped beside it), lines are indexed in one pass, and
/// a key is found by binary search. Every command opens the icon tables, and building dictionaries
/// of their 12,000 lines cost a cold start 38 ms; this costs well under one. Mapped rather than
/// read: reading copied their 800 KB into some 200 new pages of the heap, each a page fault of
/// its own, where a mapping of the page cache is filled sixteen pages a fault.
///
/// Lines starting with `#` and empty lines are skipped; lines may end in LF or CRLF; fields are
/// separated by single spaces. Lines need not be sorted: an unsorted file is sorted once, here.
struct SortedTable: Sendable {
    /// The file, mapped (or read into memory of its own when it cannot be mapped: an empty file),
    /// as the fonts are (``FontData``).
    private let file: FontData
    /// The file's bytes.
    private var bytes: UnsafeBufferPointer<UInt8> { file.bytes.bindMemory(to: UInt8.self) }
    /// Each entry line's first byte and the end of its key, in key order. Eight bytes a line,
    /// found in one pass that also tells whether the file is sorted (then nothing is sorted).
    private let lines: [Line]

    /// The file the table was read from, and its version then: a process that keeps the table
    /// (`serve`) reads it again when the file has changed (``hasChanged``), rather than go on
    /// reading a mapping of a file rewritten under it.
    let path: String
    let stamp: FileStamp

    /// The table at `path`.
    /// - Throws: ``FontData/Problem`` when it cannot be read.
    init(path: String) throws {
        self.path = path
        file = try (try? FontData(mapping: path)) ?? FontData(contentsOf: path)
        stamp = file.stamp
        lines = Self.lines(of: file.bytes.bindMemory(to: UInt8.self))
    }

    /// Whether the file is no longer the one read (another size, time, inode or device).
    var hasChanged: Bool { FileStamp.of(path) != stamp }

    /// Where a line starts and where its key ends (a space, the line's end), as byte offsets.
    private struct Line {
        let start: UInt32
        let keyEnd: UInt32
        var key: Range<Int> { Int(start)..<Int(keyEnd) }
    }

    /// The lines of `buffer` that hold an entry, in key order.
    private static func lines(of buffer: UnsafeBufferPointer<UInt8>) -> [Line] {
        guard let base = buffer.baseAddress else { return [] }
        /// Where `byte` next occurs in `range`, else its end (memchr: many bytes a step).
        func find(_ byte: UInt8, in range: Range<Int>) -> Int {
            guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return range.upperBound }
            return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
        }
        var lines: [Line] = []
        // A line is some 24 bytes: room for them all at once, not grown a doubling at a time
        // (at most a million lines' room ahead: a huge file grows as before).
        lines.reserveCapacity(min(buffer.count / 24 + 1, 1 << 20))
        var sorted = true
        var start = 0
        while start < buffer.count {
            let end = find(UInt8(ascii: "\n"), in: start..<buffer.count)
            var lineEnd = end
            if lineEnd > start && base[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            if lineEnd > start && base[start] != UInt8(ascii: "#") {
                let line = Line(start: UInt32(start), keyEnd: UInt32(find(UInt8(ascii: " "), in: start..<lineEnd)))
                if sorted, let previous = lines.last, compare(key(previous, in: buffer), key(line, in: buffer)) > 0 { sorted = false }
                lines.append(line)
            }
            start = end + 1
        }
        if !sorted { lines.sort { compare(key($0, in: buffer), key($1, in: buffer)) < 0 } }
        return lines
    }

    private static func key(_ line: Line, in buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: buffer.baseAddress.map { $0 + Int(line.start) }, count: Int(line.keyEnd - line.start))
    }

    /// The number of lines.
    var count: Int { lines.count }

    /// True when a line has key `key`.
    func contains(_ key: String) -> Bool { index(of: key) != nil }

    /// The fields after the key on the line with key `key`, nil when there is none.
    func fields(for key: String) -> [Substring]? {
        index(of: key).map { fields(at: $0) }
    }

    /// Every key, in order.
    var keys: [String] { lines.map { String(decoding: bytes[$0.key], as: UTF8.self) } }

    /// Every key with its fields, in order.
    var entries: [(key: String, fields: [Substring])] {
        lines.indices.map { (String(decoding: bytes[lines[$0].key], as: UTF8.self), fields(at: $0)) }
    }

    /// The fields after the key on line `index`: up to the line's end, without a CR before it.
    private func fields(at index: Int) -> [Substring] {
        let keyEnd = Int(lines[index].keyEnd)
        var end = bytes[keyEnd...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        if end > keyEnd && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard keyEnd < end else { return [] }
        return String(decoding: bytes[(keyEnd + 1)..<end], as: UTF8.self).split(separator: " ")
    }

    private func index(of key: String) -> Int? {
        var key = key
        let buffer = bytes
        return key.withUTF8 { wanted in
            var low = 0, high = lines.count
            while low < high {
                let middle = (low + high) / 2
                let order = Self.compare(Self.key(lines[middle], in: buffer), wanted)
                if order == 0 { return middle }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// Byte-wise order of `a` and `b`: negative, zero or positive.
    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        if common > 0, let x = a.baseAddress, let y = b.baseAddress {
            let order = memcmp(x, y, common)
            if order != 0 { return order < 0 ? -1 : 1 }
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }
}
