/// A small scan of SVG text for what layout needs without a parser: the root element's
/// attributes and elements by `id` (pure, bounded: the first 4 MB).
enum SVGScan {
    /// The text of the root `<svg …>` tag, without the brackets.
    static func rootTag(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes.prefix(4 << 20), as: UTF8.self)
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            if after.hasPrefix("svg") {
                guard let close = after.firstIndex(of: ">") else { return nil }
                return String(after[..<close])
            }
            rest = after
        }
        return nil
    }

    /// Every `name="value"` (or single-quoted) attribute of tag text, the first of each name.
    static func attributes(_ tag: some StringProtocol) -> [String: String] {
        var result: [String: String] = [:]
        var index = tag.startIndex
        while let equals = tag[index...].firstIndex(of: "=") {
            let nameEnd = equals
            var nameStart = nameEnd
            while nameStart > tag.startIndex, let previous = Optional(tag[tag.index(before: nameStart)]),
                  previous.isLetter || previous.isNumber || previous == "-" || previous == ":" || previous == "_" {
                nameStart = tag.index(before: nameStart)
            }
            let afterEquals = tag.index(after: equals)
            guard afterEquals < tag.endIndex, let quote = Optional(tag[afterEquals]), quote == "\"" || quote == "'" else {
                index = afterEquals
                continue
            }
            let valueStart = tag.index(after: afterEquals)
            guard let valueEnd = tag[valueStart...].firstIndex(of: quote) else { break }
            let name = String(tag[nameStart..<nameEnd])
            if !name.isEmpty && result[name] == nil { result[name] = String(tag[valueStart..<valueEnd]) }
            index = tag.index(after: valueEnd)
        }
        return result
    }

    /// Every element that has an `id`: its tag name and attributes, in document order.
    static func elementsWithID(_ text: String) -> [(tag: String, attributes: [String: String])] {
        var result: [(String, [String: String])] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: ">") else { break }
            let tag = after[..<close]
            rest = after[after.index(after: close)...]
            guard tag.contains("id="), let first = tag.first, first.isLetter else { continue }
            let name = String(tag.prefix { !$0.isWhitespace && $0 != "/" })
            result.append((name, attributes(tag)))
            if result.count >= 10_000 { break }
        }
        return result
    }
}
