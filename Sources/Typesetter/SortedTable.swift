import ButtonStackBase

/// A text table of `key value…` lines looked up in place: the file's bytes are kept, lines are
/// indexed in one pass, and a key is found by binary search. Every command opens the icon tables,
/// and building dictionaries of their 12,000 lines cost a cold start 38 ms; this costs well under one.
///
/// Lines starting with `#` and empty lines are skipped; lines may end in LF or CRLF; fields are
/// separated by single spaces. Lines need not be sorted: an unsorted file is sorted once, here.
struct SortedTable: Sendable {
    /// The file's bytes.
    private let bytes: [UInt8]
    /// Each line's key and the rest, as byte ranges, in key order.
    private let lines: [(key: Range<Int>, rest: Range<Int>)]

    /// The table at `path`.
    /// - Throws: ``FileSystemError`` when it cannot be read.
    init(path: String) throws {
        let bytes = try FileContents.read(path)
        var lines: [(key: Range<Int>, rest: Range<Int>)] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var lineEnd = end
            if lineEnd > start && bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            if lineEnd > start && bytes[start] != UInt8(ascii: "#") {
                var space = start
                while space < lineEnd && bytes[space] != UInt8(ascii: " ") { space += 1 }
                lines.append((start..<space, min(space + 1, lineEnd)..<lineEnd))
            }
            start = end + 1
        }
        let isSorted = zip(lines, lines.dropFirst()).allSatisfy { Self.compare(bytes[$0.key], bytes[$1.key]) < 0 }
        if !isSorted { lines.sort { Self.compare(bytes[$0.key], bytes[$1.key]) < 0 } }
        self.bytes = bytes
        self.lines = lines
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

    private func fields(at index: Int) -> [Substring] {
        String(decoding: bytes[lines[index].rest], as: UTF8.self).split(separator: " ")
    }

    private func index(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { wanted in
            var low = 0, high = lines.count
            while low < high {
                let middle = (low + high) / 2
                let order = Self.compare(bytes[lines[middle].key], wanted)
                if order == 0 { return middle }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// Byte-wise order of `a` and `b`: negative, zero or positive.
    private static func compare<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Int {
        var left = a.makeIterator(), right = b.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case let (x?, y?) where x != y: return x < y ? -1 : 1
            default: continue
            }
        }
    }
}
