/// The tags of an XML document, with where each lies in its bytes: enough to edit a file in place
/// (insert an attribute, add an element) without writing any other byte of it again. Comments,
/// CDATA sections, processing instructions and the document type are passed over; text is not
/// looked at. Not a validating parser: it refuses only what it cannot delimit.
public struct XMLTagScanner {
    /// One tag: `<name …>`, `<name …/>` or `</name>`.
    public struct Tag: Sendable, Hashable {
        /// The name without its namespace prefix (`trans-unit` for `xliff:trans-unit`).
        public var name: String
        /// Where it is: from its `<` to just after its `>`.
        public var range: Range<Int>
        /// A closing tag (`</name>`).
        public var isClosing: Bool
        /// An empty-element tag (`<name/>`).
        public var isEmpty: Bool
        /// Its attributes, in order.
        public var attributes: [Attribute]
        /// Where its attributes end: just after the last attribute's closing quote, else the name.
        public var attributesEnd: Int

        /// The value of the attribute named `name` (its local name), entities replaced.
        public func value(of name: String) -> String? { attributes.first { $0.name == name }?.value }
    }

    /// One attribute of a start tag.
    public struct Attribute: Sendable, Hashable {
        /// The name as written (with its prefix: `xml:space`).
        public var name: String
        /// The value, entities replaced.
        public var value: String
        /// Where the value is, inside its quotes.
        public var valueRange: Range<Int>
    }

    /// What cannot be read, with the line it is on.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        /// The line, from 1.
        public var line: Int
        /// What is wrong.
        public var problem: String
        public var description: String { "line \(line): \(problem)" }
    }

    /// The document.
    public let bytes: [UInt8]

    /// A scanner over `bytes`.
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// Every tag in document order.
    /// - Throws: ``Problem`` for a comment, section or tag left open, or a tag that cannot be read.
    public func tags() throws(Problem) -> [Tag] {
        var tags: [Tag] = []
        try scan { tag throws(Problem) in tags.append(tag) }
        return tags
    }

    /// Hands `visit` every tag in document order, one at a time (a large file's tags are never
    /// all in memory at once).
    /// - Throws: ``Problem`` for a comment, section or tag left open, or a tag that cannot be read;
    ///   or what `visit` throws.
    public func scan(_ visit: (Tag) throws(Problem) -> Void) throws(Problem) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw Problem(line: 1, problem: "is UTF-16: save it as UTF-8, as Xcode exports it")
        }
        var index = 0
        while let open = next(UInt8(ascii: "<"), from: index) {
            if starts(with: "<!--", at: open) {
                index = try end(of: "-->", from: open + 4, opened: open, what: "comment")
            } else if starts(with: "<![CDATA[", at: open) {
                index = try end(of: "]]>", from: open + 9, opened: open, what: "CDATA section")
            } else if starts(with: "<?", at: open) {
                index = try end(of: "?>", from: open + 2, opened: open, what: "processing instruction")
            } else if starts(with: "<!", at: open) {
                index = try declarationEnd(from: open)
            } else {
                let tag = try tag(at: open)
                try visit(tag)
                index = tag.range.upperBound
            }
        }
    }

    /// The line `offset` is on, from 1.
    public func line(of offset: Int) -> Int {
        1 + bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    // MARK: - Reading one tag

    private func tag(at open: Int) throws(Problem) -> Tag {
        var index = open + 1
        let isClosing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isClosing { index += 1 }
        let name = readName(&index)
        guard !name.isEmpty else { throw Problem(line: line(of: open), problem: "'<' that starts no tag (write &lt; in text)") }
        var attributes: [Attribute] = []
        var attributesEnd = index
        while true {
            skipSpace(&index)
            guard index < bytes.count else { throw Problem(line: line(of: open), problem: "tag <\(name)> is not closed") }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                return Tag(name: Self.localName(name), range: open..<(index + 1), isClosing: isClosing, isEmpty: false,
                           attributes: attributes, attributesEnd: attributesEnd)
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">"), !isClosing {
                return Tag(name: Self.localName(name), range: open..<(index + 2), isClosing: false, isEmpty: true,
                           attributes: attributes, attributesEnd: attributesEnd)
            }
            guard !isClosing else { throw Problem(line: line(of: open), problem: "closing tag </\(name)> has more than its name") }
            let attributeName = readName(&index)
            skipSpace(&index)
            guard !attributeName.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw Problem(line: line(of: index), problem: "tag <\(name)> has an attribute that cannot be read")
            }
            index += 1
            skipSpace(&index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'"),
                  let close = next(bytes[index], from: index + 1) else {
                throw Problem(line: line(of: index), problem: "attribute \(attributeName) of <\(name)> has no quoted value")
            }
            let valueRange = (index + 1)..<close
            attributes.append(Attribute(name: attributeName, value: XMLText.unescaped(bytes[valueRange]), valueRange: valueRange))
            index = close + 1
            attributesEnd = index
        }
    }

    private static func localName(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }

    private func readName(_ index: inout Int) -> String {
        let start = index
        while index < bytes.count, !Self.isSpace(bytes[index]),
              ![UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(bytes[index]) {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func skipSpace(_ index: inout Int) {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    // MARK: - Finding ends

    private func next(_ byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    private func starts(with text: String, at offset: Int) -> Bool {
        let pattern = Array(text.utf8)
        return offset + pattern.count <= bytes.count && bytes[offset..<(offset + pattern.count)].elementsEqual(pattern)
    }

    /// Just after the first `terminator` at or after `start`.
    private func end(of terminator: String, from start: Int, opened: Int, what: String) throws(Problem) -> Int {
        let pattern = Array(terminator.utf8)
        var index = start
        while let candidate = next(pattern[0], from: index) {
            if starts(with: terminator, at: candidate) { return candidate + pattern.count }
            index = candidate + 1
        }
        throw Problem(line: line(of: opened), problem: "\(what) is not closed")
    }

    /// Just after a `<!DOCTYPE …>` declaration, its internal subset (`[…]`) included.
    private func declarationEnd(from open: Int) throws(Problem) -> Int {
        var depth = 0
        var quote: UInt8?
        var index = open + 2
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">") && depth <= 0 {
                return index + 1
            }
            index += 1
        }
        throw Problem(line: line(of: open), problem: "declaration is not closed")
    }
}

/// XML text and attribute values.
public enum XMLText {
    /// `text` with the five named entities and character references replaced; a reference that
    /// cannot be read is left as written.
    public static func unescaped(_ text: ArraySlice<UInt8>) -> String {
        let string = String(decoding: text, as: UTF8.self)
        guard string.contains("&") else { return string }
        var result = ""
        var rest = Substring(string)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let afterAmp = rest.index(after: amp)
            guard let semicolon = rest[afterAmp...].prefix(12).firstIndex(of: ";"),
                  let replaced = entity(rest[afterAmp..<semicolon]) else {
                result.append("&")
                rest = rest[afterAmp...]
                continue
            }
            result.append(replaced)
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func entity(_ name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let number = name.dropFirst()
            let value = number.hasPrefix("x") || number.hasPrefix("X") ? UInt32(number.dropFirst(), radix: 16) : UInt32(number)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }

    /// `text` escaped for an attribute value or element content.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
