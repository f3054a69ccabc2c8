import ButtonStackBase
import ButtonStrings

/// An icon font's names and code points, from the file that ships with it (pure: bytes in, table
/// out). Three forms are read:
/// - a JSON list of `{"name": "content-copy", "codepoint": "F018F", "aliases": [...]}`, as the
///   Material Design Icons' `meta.json` (aliases are names too);
/// - lines of `name codepoint` in hex, as Material Symbols' `.codepoints` files;
/// - CSS rules `.mdi-content-copy::before { content: "\F018F"; }`: the class's first word (`mdi-`,
///   shared by every rule) is dropped.
public enum IconFontNames {
    /// The names in `bytes`, read from `file` (named in messages), each with its code point.
    /// - Throws: ``AppIconError`` when the file is none of the three forms or names no icon.
    public static func read(_ bytes: [UInt8], file: String) throws(AppIconError) -> [String: UInt32] {
        let start = bytes.first { !(($0 == 0x20) || ($0 == 0x0A) || ($0 == 0x0D) || ($0 == 0x09) || ($0 == 0xEF) || ($0 == 0xBB) || ($0 == 0xBF)) }
        let table: [String: UInt32]
        if start == UInt8(ascii: "[") || start == UInt8(ascii: "{") {
            table = try json(bytes, file: file)
        } else if String(decoding: bytes.prefix(1 << 16), as: UTF8.self).contains("content") && bytes.contains(UInt8(ascii: "{")) {
            table = css(String(decoding: bytes, as: UTF8.self))
        } else {
            table = try lines(String(decoding: bytes, as: UTF8.self), file: file)
        }
        guard !table.isEmpty else { throw AppIconError(file: file, problem: "names no icon (expected meta.json's [{name, codepoint}], lines of 'name codepoint', or CSS '.x-name::before { content: \"\\F018F\" }')") }
        return table
    }

    /// `meta.json`: a list of objects (or `{"icons": [...]}`) with `name` and a hex `codepoint`.
    static func json(_ bytes: [UInt8], file: String) throws(AppIconError) -> [String: UInt32] {
        let root: JSONValue
        do { root = try JSONDocument.parse(bytes) } catch { throw AppIconError(file: file, problem: "\(error)") }
        guard let list = root.items ?? root["icons"]?.items else {
            throw AppIconError(file: file, problem: "is not a JSON list of {name, codepoint}")
        }
        var table: [String: UInt32] = [:]
        for (index, entry) in list.enumerated() {
            guard let name = entry["name"]?.text, let text = entry["codepoint"]?.text else { continue }
            guard let value = codepoint(text) else {
                throw AppIconError(file: file, problem: "[\(index)] '\(name)': codepoint '\(text)' is not a hexadecimal code point")
            }
            table[name] = value
            for alias in entry["aliases"]?.items ?? [] { if let alias = alias.text, table[alias] == nil { table[alias] = value } }
        }
        return table
    }

    /// Lines of `name codepoint` (hex); blank lines and `#` comments skipped.
    static func lines(_ text: String, file: String) throws(AppIconError) -> [String: UInt32] {
        var table: [String: UInt32] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = fields.first, !first.hasPrefix("#") else { continue }
            guard fields.count == 2, let value = codepoint(String(fields[1])) else {
                throw AppIconError(file: "\(file):\(number + 1)", problem: "expected 'name codepoint' (hexadecimal), got '\(line.prefix(60))'")
            }
            table[String(first)] = value
        }
        return table
    }

    /// CSS rules `.PREFIX-NAME::before { content: "\F018F" }` (or `:before`).
    static func css(_ text: String) -> [String: UInt32] {
        var found: [(String, UInt32)] = []
        var rest = Substring(text)
        while let marker = rest.firstRange(of: ":before") {
            let selector = rest[..<marker.lowerBound]
            rest = rest[marker.upperBound...]
            guard let dot = selector.lastIndex(of: ".") else { continue }
            let name = selector[selector.index(after: dot)...].filter { $0 != ":" }
            guard let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") else { break }
            let body = rest[open..<close]
            rest = rest[close...]
            guard let content = body.firstRange(of: "content"), let quote = body[content.upperBound...].firstIndex(where: { $0 == "\"" || $0 == "'" }) else { continue }
            let value = body[body.index(after: quote)...].prefix { $0 != "\"" && $0 != "'" }
            guard value.hasPrefix("\\"), let scalar = codepoint(String(value.dropFirst())) else { continue }
            found.append((String(name), scalar))
        }
        // The first word every class shares (`mdi-`) is the font's prefix, not part of the name.
        let firstWords = Set(found.map { $0.0.split(separator: "-").first.map(String.init) ?? "" })
        let shared = firstWords.count == 1 && found.allSatisfy { $0.0.contains("-") } ? (firstWords.first.map { $0 + "-" } ?? "") : ""
        var table: [String: UInt32] = [:]
        for (name, value) in found { table[String(name.dropFirst(shared.count))] = value }
        return table
    }

    /// A hex code point (`F018F`, `U+F018F`, `0xF018F`) of a Unicode scalar.
    static func codepoint(_ text: String) -> UInt32? {
        var digits = Substring(text)
        for prefix in ["U+", "u+", "0x", "0X"] where digits.hasPrefix(prefix) { digits = digits.dropFirst(2) }
        guard !digits.isEmpty, digits.count <= 6, let value = UInt32(digits, radix: 16), Unicode.Scalar(value) != nil else { return nil }
        return value
    }
}
