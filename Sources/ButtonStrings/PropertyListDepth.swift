/// How deeply a `.stringsdict` property list nests, found before it is decoded: Foundation's
/// decoder follows nesting by recursion, so a hostile file of 200,000 nested `<dict>`s overflowed
/// the stack (SIGSEGV). A real `.stringsdict` nests three dictionaries deep (table, key, variable).
enum PropertyListDepth {
    /// The deepest a `.stringsdict` may nest `<dict>` and `<array>` elements.
    static let limit = 16

    /// Fails when the XML property list `bytes` nests `<dict>`/`<array>` deeper than ``limit``, or
    /// is a binary property list (whose object graph is not checked here).
    static func check(_ bytes: [UInt8], file: String) throws(StringsError) {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw StringsError(file: file, problem: "is a binary property list; convert it to XML (plutil -convert xml1)")
        }
        var depth = 0
        var index = 0
        while let open = nextByte(UInt8(ascii: "<"), in: bytes, from: index) {
            index = open + 1
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "!"):
                // A comment or CDATA may hold anything, `<dict>` included: skip to its end.
                let closing = bytes[index...].starts(with: Array("![CDATA[".utf8)) ? "]]>" : bytes[index...].starts(with: Array("!--".utf8)) ? "-->" : ">"
                index = end(of: Array(closing.utf8), in: bytes, from: index)
            case UInt8(ascii: "?"):
                index = end(of: Array("?>".utf8), in: bytes, from: index)
            case UInt8(ascii: "/"):
                if isContainer(bytes, at: index + 1) { depth -= 1 }
            default:
                guard isContainer(bytes, at: index) else { continue }
                let close = nextByte(UInt8(ascii: ">"), in: bytes, from: index) ?? bytes.count
                // `<dict/>` is empty: it opens nothing.
                if close > 0 && close < bytes.count && bytes[close - 1] == UInt8(ascii: "/") { continue }
                depth += 1
                if depth > limit {
                    throw StringsError(file: file, problem: "nests more than \(limit) dictionaries or arrays deep; a .stringsdict needs three")
                }
            }
        }
    }

    /// True when `dict` or `array` starts at `index`, followed by the end of the tag's name.
    private static func isContainer(_ bytes: [UInt8], at index: Int) -> Bool {
        for name in ["dict", "array"] {
            let utf8 = Array(name.utf8)
            guard index + utf8.count <= bytes.count, bytes[index..<index + utf8.count].elementsEqual(utf8) else { continue }
            let after = index + utf8.count < bytes.count ? bytes[index + utf8.count] : UInt8(ascii: ">")
            if after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || after == UInt8(ascii: " ") || after == UInt8(ascii: "\t")
                || after == UInt8(ascii: "\n") || after == UInt8(ascii: "\r") { return true }
        }
        return false
    }

    private static func nextByte(_ byte: UInt8, in bytes: [UInt8], from index: Int) -> Int? {
        guard index < bytes.count else { return nil }
        return bytes[index...].firstIndex(of: byte)
    }

    /// The index just past `marker` at or after `index`, or the end.
    private static func end(of marker: [UInt8], in bytes: [UInt8], from index: Int) -> Int {
        var position = index
        while let candidate = nextByte(marker[0], in: bytes, from: position) {
            if bytes[candidate...].starts(with: marker) { return candidate + marker.count }
            position = candidate + 1
        }
        return bytes.count
    }
}
