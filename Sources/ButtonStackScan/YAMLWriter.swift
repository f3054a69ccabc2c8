import ButtonSpec

/// Writes a ``SpecTree`` as block YAML a person can edit: maps and lists of maps as blocks,
/// lists of scalars and small maps of scalars in flow style, text quoted unless plainly safe.
enum YAMLWriter {
    /// The document, ending in a newline.
    static func write(_ tree: SpecTree) -> String {
        var out = ""
        block(tree, indent: 0, into: &out)
        return out
    }

    private static func block(_ tree: SpecTree, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        switch tree {
        case .scalar(let text):
            out += pad + scalar(text) + "\n"
        case .list(let items):
            for item in items {
                if case .map(let pairs) = item, !pairs.isEmpty {
                    // `- first: value` then the other keys under it.
                    var first = true
                    for pair in pairs {
                        out += (first ? pad + "- " : pad + "  ") + key(pair.key) + ":"
                        value(pair.value, indent: indent + 4, into: &out)
                        first = false
                    }
                } else {
                    out += pad + "- " + flow(item) + "\n"
                }
            }
        case .map(let pairs):
            for pair in pairs {
                out += pad + key(pair.key) + ":"
                value(pair.value, indent: indent + 2, into: &out)
            }
        }
    }

    /// A value after `key:`: on the same line when it fits in flow style, else below it.
    private static func value(_ tree: SpecTree, indent: Int, into out: inout String) {
        if isFlowable(tree) {
            out += " " + flow(tree) + "\n"
        } else {
            out += "\n"
            block(tree, indent: tree.items != nil ? indent - 2 : indent, into: &out)
        }
    }

    /// Scalars, lists of scalars, and maps of at most four scalars go on one line.
    private static func isFlowable(_ tree: SpecTree) -> Bool {
        switch tree {
        case .scalar: return true
        case .list(let items): return items.allSatisfy { $0.text != nil } && flow(tree).count <= 100
        case .map(let pairs): return pairs.count <= 4 && pairs.allSatisfy { if case .scalar = $0.value { return true } else { return $0.value.items?.allSatisfy { $0.text != nil } == true } }
        }
    }

    private static func flow(_ tree: SpecTree) -> String {
        switch tree {
        case .scalar(let text): return scalar(text)
        case .list(let items): return "[" + items.map(flow).joined(separator: ", ") + "]"
        case .map(let pairs): return "{" + pairs.map { key($0.key) + ": " + flow($0.value) }.joined(separator: ", ") + "}"
        }
    }

    private static func key(_ text: String) -> String { isPlain(text) ? text : ScanJSON.quote(text) }

    /// Text as written when YAML reads it back unchanged, else double-quoted (JSON escapes are YAML's too).
    static func scalar(_ text: String) -> String { isPlain(text) ? text : ScanJSON.quote(text) }

    private static func isPlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first.properties.numericType != nil else { return false }
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"]
        guard !reserved.contains(text.lowercased()) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "._-/".unicodeScalars.contains($0)) }
    }
}
