import ButtonStackBase

/// A `.strings` file that cannot be read: the line and the problem.
public struct StringsSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// What is wrong.
    public var problem: String
    public var description: String { "line \(line): \(problem)" }
}

/// Reads `.strings` files as Xcode writes them: `"key" = "value";` pairs (old files may leave a
/// key unquoted), `/* */` and `//` comments, C escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\0`) and
/// `\UXXXX`; UTF-16 with a byte-order mark (either endianness) or UTF-8.
public enum StringsFileParser {
    /// The pairs of a `.strings` file's bytes, in file order, each with its line.
    public static func parse(_ bytes: [UInt8]) throws(StringsSyntaxError) -> [(key: String, value: String, line: Int)] {
        let text = try decode(bytes)
        var scanner = Scanner(Array(text.unicodeScalars))
        var pairs: [(key: String, value: String, line: Int)] = []
        while true {
            try scanner.skipSpaceAndComments()
            guard !scanner.atEnd else { return pairs }
            let line = scanner.line
            let key = try scanner.token("a key")
            try scanner.skipSpaceAndComments()
            if scanner.take(";") {
                pairs.append((key, key, line))  // `"key";` is its own value
                continue
            }
            guard scanner.take("=") else { throw scanner.error("expected '=' after the key \"\(key)\"") }
            try scanner.skipSpaceAndComments()
            let value = try scanner.token("a value")
            try scanner.skipSpaceAndComments()
            guard scanner.take(";") else { throw scanner.error("expected ';' after the value of \"\(key)\"") }
            pairs.append((key, value, line))
        }
    }

    /// The text of a file: UTF-16 by its byte-order mark, else UTF-8 (a UTF-8 BOM is dropped),
    /// and a byte-order mark written again as the text's first character dropped too (tools
    /// that convert a file to UTF-16 without looking write `FF FE FF FE`; iOS reads such a file).
    static func decode(_ bytes: [UInt8]) throws(StringsSyntaxError) -> String {
        let text = try decodeUnits(bytes)
        guard text.unicodeScalars.first == "\u{FEFF}" else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.drop { $0 == "\u{FEFF}" }))
    }

    private static func decodeUnits(_ bytes: [UInt8]) throws(StringsSyntaxError) -> String {
        if bytes.count >= 2 && (bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let littleEndian = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else { throw StringsSyntaxError(line: 1, problem: "is UTF-16 with an odd number of bytes") }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            for index in stride(from: 2, to: bytes.count, by: 2) {
                let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
                units.append(littleEndian ? a | b << 8 : a << 8 | b)
            }
            guard let text = String(validating: units, as: UTF16.self) else {
                throw StringsSyntaxError(line: 1, problem: "is not valid UTF-16")
            }
            return text
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            throw StringsSyntaxError(line: 1, problem: "is neither UTF-8 nor UTF-16 with a byte-order mark")
        }
        return text
    }

    /// Walks the scalars, counting lines.
    struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { index >= scalars.count }
        var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

        func error(_ problem: String) -> StringsSyntaxError { StringsSyntaxError(line: line, problem: problem) }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard current == scalar else { return false }
            advance()
            return true
        }

        mutating func skipSpaceAndComments() throws(StringsSyntaxError) {
            while let scalar = current {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = line
                    index += 2
                    while !atEnd && !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { advance() }
                    guard !atEnd else { throw StringsSyntaxError(line: start, problem: "a /* comment is never closed") }
                    index += 2
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let next = current, next != "\n" { _ = next; advance() }
                } else {
                    return
                }
            }
        }

        /// A quoted string, or an unquoted word of letters, digits and `_ . - $ :`.
        mutating func token(_ what: String) throws(StringsSyntaxError) -> String {
            guard let first = current else { throw error("expected \(what), found the end of the file") }
            if first == "\"" { return try quoted() }
            var word = String.UnicodeScalarView()
            while let scalar = current, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-$:".unicodeScalars.contains(scalar) {
                word.append(scalar)
                advance()
            }
            guard !word.isEmpty else { throw error("expected \(what), found '\(Character(first))'") }
            return String(word)
        }

        private mutating func quoted() throws(StringsSyntaxError) -> String {
            let start = line
            advance()
            var text = String.UnicodeScalarView()
            while let scalar = current {
                advance()
                switch scalar {
                case "\"": return String(text)
                case "\\":
                    guard let escaped = current else { break }
                    advance()
                    switch escaped {
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    case "r": text.append("\r")
                    case "0": text.append("\0")
                    case "U", "u": text.append(try unicodeEscape())
                    default: text.append(escaped)  // \" \\ \' and any other character as itself
                    }
                default:
                    text.append(scalar)
                }
            }
            throw StringsSyntaxError(line: start, problem: "a quoted string is never closed")
        }

        /// The four hex digits after `\U`; a surrogate pair of two escapes makes one character.
        private mutating func unicodeEscape() throws(StringsSyntaxError) -> Unicode.Scalar {
            let high = try hexDigits()
            if (0xD800...0xDBFF).contains(high), current == "\\", index + 1 < scalars.count,
               scalars[index + 1] == "U" || scalars[index + 1] == "u" {
                index += 2
                let low = try hexDigits()
                if let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)), (0xDC00...0xDFFF).contains(low) {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("\\U\(String(high, radix: 16)) is not a character") }
            return scalar
        }

        private mutating func hexDigits() throws(StringsSyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let scalar = current, let digit = UInt32(String(scalar), radix: 16) else {
                    throw error("\\U must be followed by four hexadecimal digits")
                }
                value = value * 16 + digit
                advance()
            }
            return value
        }
    }
}
