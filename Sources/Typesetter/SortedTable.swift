import ButtonStackBase
import ButtonStackConcurrency
import ButtonStackFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A text table of `key value…` lines looked up in place: the file is mapped (it is part of the
/// installation's fonts folder, as the fonts mapped beside it) and a key is found by bisecting its
/// bytes, line by line, without reading the rest. Every command opens the icon tables: building
/// dictionaries of their 12,000 lines cost a cold start 38 ms, and even an index of every line,
/// made in one pass, was a tenth of a one-image render's instructions; a bisection reads a few
/// pages. Mapped rather than read: reading copied their 800 KB into some 200 new pages of the heap,
/// each a page fault of its own, where a mapping of the page cache is filled sixteen pages a fault.
///
/// Lines starting with `#` and empty lines are skipped; lines may end in LF or CRLF; fields are
/// separated by single spaces. Lines need not be sorted: a key found is always on a line of the
/// file, and the first key not found has the file checked for order once (one pass); an unsorted
/// file is then indexed and sorted once, and searched through that index from then on. Keys are
/// meant to be unique (the bundled tables' are): which line of a repeated key answers is not defined.
struct SortedTable: Sendable {
    /// The file, mapped (or read into memory of its own when it cannot be mapped: an empty file),
    /// as the fonts are (``FontData``).
    private let file: FontData
    /// The file's bytes.
    private var bytes: UnsafeBufferPointer<UInt8> { file.bytes.bindMemory(to: UInt8.self) }
    /// Whether the lines are in key order, and every line in key order, each worked out when
    /// first needed.
    private let order: Order

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
        order = Order()
    }

    /// Whether the file is no longer the one read (another size, time, inode or device).
    var hasChanged: Bool { FileStamp.of(path) != stamp }

    /// An entry line: where it starts, where its key ends (a space, the line's end) and where the
    /// next line starts, as byte offsets.
    private struct Line {
        let start: UInt32
        let keyEnd: UInt32
        var key: Range<Int> { Int(start)..<Int(keyEnd) }
    }

    /// What is known of the lines' order, made once and shared by the table's copies.
    private final class Order: Sendable {
        /// Whether each entry line's key follows the one before (nil until a miss asks).
        let sorted = Locked<Bool?>(nil)
        /// Every entry line in key order (nil until something needs them all, or the file is unsorted).
        let lines = Locked<[Line]?>(nil)
    }

    /// The number of lines.
    var count: Int { allLines.count }

    /// True when a line has key `key`.
    func contains(_ key: String) -> Bool { line(for: key) != nil }

    /// The fields after the key on the line with key `key`, nil when there is none.
    func fields(for key: String) -> [Substring]? {
        line(for: key).map(fields(of:))
    }

    /// Every key, in order.
    var keys: [String] { allLines.map { String(decoding: bytes[$0.key], as: UTF8.self) } }

    /// Every key with its fields, in order.
    var entries: [(key: String, fields: [Substring])] {
        allLines.map { (String(decoding: bytes[$0.key], as: UTF8.self), fields(of: $0)) }
    }

    /// Every entry line in key order, indexed the first time they are asked for.
    private var allLines: [Line] {
        order.lines.withLock { lines in
            if let lines { return lines }
            let made = Self.lines(of: bytes)
            lines = made
            return made
        }
    }

    /// The entry line with key `key`; nil when none has it.
    private func line(for key: String) -> Line? {
        var key = key
        return key.withUTF8 { wanted in
            // (1) Bisect the bytes: a line found has the key, whatever the order of the others.
            if let found = bisect(for: wanted) { return found }
            // (2) Not found: a file in key order has no such line. An unsorted one may, and is
            // searched through its index instead.
            if isSorted { return nil }
            let lines = allLines, buffer = bytes
            var low = 0, high = lines.count
            while low < high {
                let middle = (low + high) / 2
                let order = Self.compare(Self.key(lines[middle], in: buffer), wanted)
                if order == 0 { return lines[middle] }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// Whether every entry line's key follows the one before: one pass over the file, the first
    /// time a key is not found.
    var isSorted: Bool {
        order.sorted.withLock { sorted in
            if let sorted { return sorted }
            var previous: Line?, inOrder = true
            let buffer = bytes
            Self.forEachLine(in: buffer) { line in
                if let previous, Self.compare(Self.key(previous, in: buffer), Self.key(line, in: buffer)) > 0 { inOrder = false }
                previous = line
                return inOrder
            }
            sorted = inOrder
            return inOrder
        }
    }

    /// The entry line with key `wanted`, found by bisecting the file's bytes (each step reads the
    /// line at the middle of what is left, or the next entry line after it); nil when the search
    /// ends without it. Each step leaves strictly fewer bytes, so it ends on any file.
    private func bisect(for wanted: UnsafeBufferPointer<UInt8>) -> Line? {
        let buffer = bytes
        guard let base = buffer.baseAddress else { return nil }
        // Entry lines that start in low..<high are left; both are always where a line starts.
        var low = 0, high = buffer.count
        while low < high {
            let middle = low + (high - low) / 2
            // The start of the line holding `middle`: just after the last LF before it (a line
            // is a few dozen bytes: looked for a byte at a time).
            var start = middle
            while start > low && base[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            guard let (line, next) = Self.entryLine(in: buffer, from: start, before: high) else {
                // No entry line from the middle's line on: any is before it.
                high = start
                continue
            }
            let order = Self.compare(Self.key(line, in: buffer), wanted)
            if order == 0 { return line }
            if order < 0 { low = next } else { high = Int(line.start) }
        }
        return nil
    }

    /// The first entry line (not a comment, not empty) starting at `from` or after and before
    /// `end`, and where the line after it starts; nil when there is none.
    private static func entryLine(in buffer: UnsafeBufferPointer<UInt8>, from: Int, before end: Int) -> (Line, next: Int)? {
        guard let base = buffer.baseAddress else { return nil }
        var start = from
        while start < end {
            let newline = find(UInt8(ascii: "\n"), in: start..<buffer.count, of: base)
            var lineEnd = newline
            if lineEnd > start && base[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            if lineEnd > start && base[start] != UInt8(ascii: "#") {
                let line = Line(start: UInt32(start), keyEnd: UInt32(find(UInt8(ascii: " "), in: start..<lineEnd, of: base)))
                return (line, newline + 1)
            }
            start = newline + 1
        }
        return nil
    }

    /// Each entry line of `buffer` in file order, until `body` returns false.
    private static func forEachLine(in buffer: UnsafeBufferPointer<UInt8>, _ body: (Line) -> Bool) {
        var start = 0
        while let (line, next) = entryLine(in: buffer, from: start, before: buffer.count) {
            guard body(line) else { return }
            start = next
        }
    }

    /// Where `byte` next occurs in `range` of the bytes at `base`, else its end (memchr: many bytes a step).
    private static func find(_ byte: UInt8, in range: Range<Int>, of base: UnsafePointer<UInt8>) -> Int {
        guard !range.isEmpty, let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return range.upperBound }
        return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// The lines of `buffer` that hold an entry, in key order.
    private static func lines(of buffer: UnsafeBufferPointer<UInt8>) -> [Line] {
        var lines: [Line] = []
        // A line is some 24 bytes: room for them all at once, not grown a doubling at a time
        // (at most a million lines' room ahead: a huge file grows as before).
        lines.reserveCapacity(min(buffer.count / 24 + 1, 1 << 20))
        var sorted = true
        forEachLine(in: buffer) { line in
            if sorted, let previous = lines.last, compare(key(previous, in: buffer), key(line, in: buffer)) > 0 { sorted = false }
            lines.append(line)
            return true
        }
        if !sorted { lines.sort { compare(key($0, in: buffer), key($1, in: buffer)) < 0 } }
        return lines
    }

    private static func key(_ line: Line, in buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: buffer.baseAddress.map { $0 + Int(line.start) }, count: Int(line.keyEnd - line.start))
    }

    /// The fields after the key on `line`: up to the line's end, without a CR before it.
    private func fields(of line: Line) -> [Substring] {
        let bytes = self.bytes, keyEnd = Int(line.keyEnd)
        var end = bytes[keyEnd...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        if end > keyEnd && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard keyEnd < end else { return [] }
        return String(decoding: bytes[(keyEnd + 1)..<end], as: UTF8.self).split(separator: " ")
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
