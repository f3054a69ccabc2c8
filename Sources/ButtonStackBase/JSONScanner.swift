#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON value, as the readers of an app's files (String Catalogs, asset catalogs) need it.
public indirect enum JSONValue: Sendable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The member named `name` of an object.
    public subscript(name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == name }?.value
    }
}

/// A JSON syntax error: the byte offset and the problem.
package struct JSONSyntaxError: Error {
    package var offset: Int
    package var problem: String
}

/// A small JSON reader over bytes that can also skip a value without building it, so a String
/// Catalog of thousands of keys is read only for the keys a spec uses.
package struct JSONScanner {
    package let bytes: UnsafeBufferPointer<UInt8>
    package var index = 0

    package init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    package var atEnd: Bool { index >= bytes.count }

    package mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    package func error(_ problem: String) -> JSONSyntaxError { JSONSyntaxError(offset: index, problem: problem) }

    package mutating func expect(_ byte: UInt8) throws(JSONSyntaxError) {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { throw error("expected '\(Character(Unicode.Scalar(byte)))'") }
        index += 1
    }

    /// True (and consumed) when the next byte is `byte`.
    package mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// The members of the object that starts here, one at a time: `body(key, &scanner)` must
    /// read or skip the value.
    package mutating func members(_ body: (String, inout JSONScanner) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        try expect(0x7B)  // {
        if take(0x7D) { return }
        repeat {
            skipSpace()
            let key = try string()
            try expect(0x3A)  // :
            try body(key, &self)
        } while take(0x2C)
        try expect(0x7D)
    }

    /// The value that starts here, built.
    package mutating func value(depth: Int = 0) throws(JSONSyntaxError) -> JSONValue {
        guard depth < 64 else { throw error("nested more than 64 deep") }
        skipSpace()
        guard index < bytes.count else { throw error("unexpected end") }
        switch bytes[index] {
        case 0x7B:
            var members: [(key: String, value: JSONValue)] = []
            try self.members { key, scanner throws(JSONSyntaxError) in members.append((key, try scanner.value(depth: depth + 1))) }
            return .object(members)
        case 0x5B:
            index += 1
            var items: [JSONValue] = []
            if take(0x5D) { return .array(items) }
            repeat { items.append(try value(depth: depth + 1)) } while take(0x2C)
            try expect(0x5D)
            return .array(items)
        case 0x22:
            return .string(try string())
        case 0x74: try literal("true"); return .bool(true)
        case 0x66: try literal("false"); return .bool(false)
        case 0x6E: try literal("null"); return .null
        default:
            return .number(try number())
        }
    }

    /// Skips the value that starts here without building it: brackets are counted, strings
    /// jumped over with `memchr` (the bulk of a catalog is text).
    package mutating func skipValue() throws(JSONSyntaxError) {
        skipSpace()
        guard index < bytes.count, let base = bytes.baseAddress else { throw error("unexpected end") }
        let end = bytes.count
        switch bytes[index] {
        case 0x7B, 0x5B:
            var cursor = index
            var depth = 0
            while cursor < end {
                let byte = base[cursor]
                if byte == 0x22 {
                    guard let close = Self.closingQuote(base, from: cursor + 1, end: end) else { throw error("a string is never closed") }
                    cursor = close + 1
                    continue
                }
                if byte == 0x7B || byte == 0x5B {
                    depth += 1
                } else if byte == 0x7D || byte == 0x5D {
                    depth -= 1
                    if depth == 0 { index = cursor + 1; return }
                }
                cursor += 1
            }
            throw error("unexpected end")
        case 0x22:
            guard let close = Self.closingQuote(base, from: index + 1, end: end) else { throw error("a string is never closed") }
            index = close + 1
        default:
            _ = try value()
        }
    }

    /// The offset of the quote that closes a string whose text starts at `start`: the first `"`
    /// not escaped by an odd run of backslashes.
    private static func closingQuote(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int? {
        var from = start
        while from < end {
            guard let found = memchr(base + from, 0x22, end - from) else { return nil }
            let quote = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            var backslashes = 0
            while quote - backslashes - 1 >= start && base[quote - backslashes - 1] == 0x5C { backslashes += 1 }
            if backslashes % 2 == 0 { return quote }
            from = quote + 1
        }
        return nil
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<(index + expected.count)]) == expected else { throw error("not JSON") }
        index += expected.count
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        while index < bytes.count, let byte = Optional(bytes[index]),
              (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x2B || byte == 0x2E || byte == 0x65 || byte == 0x45 {
            index += 1
        }
        guard index > start, let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) else {
            throw error("not JSON")
        }
        return value
    }

    /// The string that starts here, escapes resolved.
    package mutating func string() throws(JSONSyntaxError) -> String {
        skipSpace()
        guard index < bytes.count, bytes[index] == 0x22 else { throw error("expected a string") }
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count, bytes[index] != 0x22, bytes[index] != 0x5C { index += 1 }
        guard index < bytes.count else { throw error("a string is never closed") }
        if bytes[index] == 0x22 {
            defer { index += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
        var utf8 = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x22:
                return String(decoding: utf8, as: UTF8.self)
            case 0x5C:
                guard index < bytes.count else { throw error("a string is never closed") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case 0x6E: utf8.append(0x0A)
                case 0x74: utf8.append(0x09)
                case 0x72: utf8.append(0x0D)
                case 0x62: utf8.append(0x08)
                case 0x66: utf8.append(0x0C)
                case 0x75:
                    var scalar = try hex4()
                    // A high surrogate joins the low one that follows it; anything else after it
                    // leaves it alone (U+FFFD below), and the next escape is read on its own.
                    if (0xD800...0xDBFF).contains(scalar), index + 5 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x75 {
                        let mark = index
                        index += 2
                        let low = try hex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            index = mark
                        }
                    }
                    utf8 += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                default: utf8.append(escaped)
                }
            default:
                utf8.append(byte)
            }
        }
        throw error("a string is never closed")
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("\\u needs four hexadecimal digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw error("\\u needs four hexadecimal digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
