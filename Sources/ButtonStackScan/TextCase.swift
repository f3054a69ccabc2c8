/// The case changes a title goes through on its way to the screen (`sort.rawValue.capitalized`,
/// `name.localizedCapitalized`, `title.localizedUppercase`), applied to text the scan knows: a sort
/// menu over an enum's raw values shows them so.
enum TextCase {
    /// `values` changed as `memberName` changes text; nil when `memberName` is no case change or
    /// a value is no text.
    static func apply(_ memberName: String, to values: [Value]) -> Outcome? {
        guard let change = changes[memberName] else { return nil }
        var changed: [Value] = []
        for value in values {
            switch value {
            case .text(let text), .literal(let text): changed.append(.text(change(text)))
            default: return nil
            }
        }
        return .values(changed)
    }

    /// Foundation's `capitalized`: each word's first letter upper case, the others lower case.
    static func capitalized(_ text: String) -> String {
        var result = "", startOfWord = true
        for character in text {
            result += startOfWord ? character.uppercased() : character.lowercased()
            startOfWord = character.isWhitespace || character.isPunctuation && character != "'"
        }
        return result
    }

    private static let changes: [String: @Sendable (String) -> String] = [
        "capitalized": capitalized, "localizedCapitalized": capitalized,
        "localizedUppercase": { $0.uppercased() }, "localizedLowercase": { $0.lowercased() },
    ]
}
