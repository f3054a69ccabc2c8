/// What swift-syntax's parser cannot be trusted with, found before it is given a file.
///
/// The parser follows brackets at most ``ScanLimits/maximumNestingLevel`` deep, but its look-ahead
/// does not: at each `[` or `(` that opens right after another it tries the code as a type and as
/// an expression, so the time doubles with every such bracket (`[[[…` 22 deep took 0.75 s, 26 deep
/// 12 s, 30 deep over a minute), and a generic argument list nested a few thousand deep (`A<A<A<…`)
/// overflows its stack. Code people write opens a handful of brackets in a row and nests generics
/// a few levels; a file past these bounds is not parsed, and is named in one line.
struct BracketRuns {
    /// The most `[` and `(` opened one right after another (only spaces and line breaks between).
    static let maximumOpenedInARow = 16
    /// The most generic argument lists opened one inside the next (`A<B<C<…`).
    static let maximumGenericChain = 128

    /// Why `bytes` should not be parsed, or nil. Comments are passed over (never parsed); string
    /// literals are not, since their interpolations are code.
    static func problem(in bytes: [UInt8]) -> String? {
        var inRow = 0, chain = 0, index = 0
        // The generic chain: `<` after a name, then a name, then `<` again, and so on.
        var afterName = false, nameSinceAngle = false
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            // `// …` to the line's end and `/* … */` (which nest) are skipped.
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                var depth = 0
                while index < count {
                    if bytes[index] == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
                continue
            }
            index += 1
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "("):
                inRow += 1
                if inRow > maximumOpenedInARow {
                    return "opens more than \(maximumOpenedInARow) brackets in a row; not read"
                }
                afterName = false
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "<"):
                inRow = 0
                if afterName {
                    chain = nameSinceAngle || chain == 0 ? chain + 1 : 1
                    if chain > maximumGenericChain {
                        return "nests generic arguments more than \(maximumGenericChain) deep; not read"
                    }
                } else {
                    chain = 0
                }
                afterName = false
                nameSinceAngle = false
            default:
                inRow = 0
                let isNamePart = byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || (byte >= 0x30 && byte <= 0x39)
                    || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte >= 0x80
                if isNamePart {
                    afterName = true
                    nameSinceAngle = true
                } else {
                    afterName = false
                    if byte != UInt8(ascii: ",") { chain = 0 }
                }
            }
        }
        return nil
    }
}
