/// Text made safe for an HTML page: the one escaper of the gallery and the verify report, and
/// links that survive any path.
public enum HTMLText {
    /// `text` for an element's content or a quoted attribute value: `& < > " '` escaped, so no
    /// text (a stack name, a path with a quote in it) can end the element or the attribute.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A relative URL reference to the file `path` from a page in `folder` (both absolute, `.`
    /// and `..` taken out): `../artifacts/readme/a%23b.png`. Each part is percent-encoded, so a
    /// name with `#`, `?`, `%`, a space or a quote links to the file itself, and the link still
    /// works when the page is moved together with the files (a CI artifact).
    public static func relativeLink(to path: String, from folder: String) -> String {
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < min(target.count - 1, base.count) && target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map { percentEncoded(String($0)) }).joined(separator: "/")
    }

    /// `part` with every byte outside RFC 3986's unreserved characters (`A–Z a–z 0–9 - . _ ~`)
    /// written as `%XX`.
    public static func percentEncoded(_ part: String) -> String {
        var result = ""
        for byte in part.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
