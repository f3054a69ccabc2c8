/// `scan --json`: `{"groups": [{"file", "line", "endLine", "container", "stack", "buttons":
/// [{"line", "title": {"key", "table"} (and "arguments", samples for a format's) or {"text"}, "icon", "role", "style"}]}], "skipped":
/// [{"file", "line", "reason"}]}`, keys in that order, absent values `null`; a button whose code
/// sets its shape or size (`.buttonBorderShape`, `.controlSize`) has `"shape"` and `"size"` after `"style"`.
public enum ScanJSON {
    /// The report as JSON text, ending in a newline.
    public static func string(_ report: ScanReport) -> String {
        var out = "{\n  \"groups\": ["
        for (index, group) in report.groups.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"file\": \(quote(group.file)), \"line\": \(group.line), \"endLine\": \(group.endLine), "
            out += "\"container\": \(quote(group.container)), \"stack\": \(quote(group.stack)), \"buttons\": ["
            for (number, button) in group.buttons.enumerated() {
                out += number == 0 ? "\n" : ",\n"
                out += "      {\"line\": \(button.line), \"title\": \(title(button.title)), \"icon\": \(optional(button.icon)), "
                out += "\"role\": \(optional(button.role)), \"style\": \(optional(button.style))"
                // Extensions of the contract, only where the code sets them.
                if let shape = button.shape { out += ", \"shape\": \(optional(shape))" }
                if let size = button.size { out += ", \"size\": \(optional(size))" }
                out += "}"
            }
            out += group.buttons.isEmpty ? "]}" : "\n    ]}"
        }
        out += report.groups.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"skipped\": ["
        for (index, skipped) in report.skipped.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"file\": \(quote(skipped.file)), \"line\": \(skipped.line), \"reason\": \(quote(skipped.reason))}"
        }
        out += report.skipped.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private static func title(_ title: ScannedTitle) -> String {
        switch title {
        case .key(let key, let table): return "{\"key\": \(quote(key)), \"table\": \(quote(table))}"
        case .format(let key, let table, let arguments):
            return "{\"key\": \(quote(key)), \"table\": \(quote(table)), \"arguments\": [\(arguments.map(quote).joined(separator: ", "))]}"
        case .text(let text): return "{\"text\": \(quote(text))}"
        }
    }

    private static func optional(_ text: String?) -> String { text.map(quote) ?? "null" }

    /// `text` as a JSON string.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
