/// What swift-syntax's parser cannot be trusted with, found before it is given a file.
///
/// The parser follows brackets at most ``ScanLimits/maximumNestingLevel`` deep, but its look-ahead
/// does not: at each `[` or `(` that opens right after another it tries the code as a type and as
/// an expression, so the time doubles with every such bracket (`[[[…` 22 deep took 0.75 s, 26 deep
/// 12 s, 30 deep over a minute), and a generic argument list nested a few thousand deep (`A<A<A<…`)
/// overflows its stack. Code people write opens a handful of brackets in a row and nests generics
/// a few levels; a file past these bounds is not parsed, and is named in one line.
///
/// The file is read as the parser reads it, as far as these bounds need: comments are passed
/// over, and so is a string literal's text, but not its interpolations (`\( … )`), which are code.
struct BracketRuns {
    /// The most `[` and `(` opened one right after another (only spaces, line breaks and
    /// comments between).
    static let maximumOpenedInARow = 16
    /// The most generic argument lists open at once (`A<B<C<…`, `A<B & C<D, …`).
    static let maximumGenericChain = 128
    /// The most string interpolations inside one another (`"\("\(…")")"`): this reading
    /// recurses into each, so it is bounded too.
    static let maximumInterpolationDepth = 32

    private let bytes: [UInt8]
    private var index = 0
    private var inRow = 0
    /// The `<` after a name not closed yet: at most the generic lists open here.
    private var openAngles = 0
    private var afterName = false
    private var interpolations = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Why `bytes` should not be parsed, or nil.
    static func problem(in bytes: [UInt8]) -> String? {
        var runs = BracketRuns(bytes)
        return runs.code(until: nil)
    }

    // MARK: - Code

    /// Reads code up to the `)` that closes an interpolation (`closing` set) or the end; the
    /// first bound passed, if any.
    private mutating func code(until closing: UInt8?) -> String? {
        var parentheses = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), let next = peek(1), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
                next == UInt8(ascii: "/") ? skipLineComment() : skipBlockComment()
                continue
            }
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && rawStringStarts()) {
                if let problem = stringLiteral() { return problem }
                inRow = 0
                afterName = false
                continue
            }
            index += 1
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "("):
                if byte == UInt8(ascii: "(") { parentheses += 1 }
                inRow += 1
                if inRow > Self.maximumOpenedInARow { return "opens more than \(Self.maximumOpenedInARow) brackets in a row; not read" }
                afterName = false
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: ")"):
                inRow = 0
                afterName = false
                if closing != nil && parentheses == 0 { return nil }
                parentheses -= 1
            case UInt8(ascii: "<"):
                inRow = 0
                // `<<`, `<=` and the `..<` range are operators, not a generic list.
                let operatorFollows = peek(0) == UInt8(ascii: "<") || peek(0) == UInt8(ascii: "=")
                let previous = index >= 2 ? bytes[index - 2] : 0
                if afterName && !operatorFollows && previous != UInt8(ascii: ".") && previous != UInt8(ascii: "<") {
                    openAngles += 1
                    if openAngles > Self.maximumGenericChain {
                        return "nests generic arguments more than \(Self.maximumGenericChain) deep; not read"
                    }
                }
                afterName = false
            case UInt8(ascii: ">"):
                inRow = 0
                // `->` is an arrow, not the end of a list.
                if index < 2 || bytes[index - 2] != UInt8(ascii: "-") { openAngles = max(0, openAngles - 1) }
                afterName = false
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="):
                // None of these can stand inside generic arguments.
                inRow = 0
                openAngles = 0
                afterName = false
            default:
                inRow = 0
                afterName = byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
                    || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte >= 0x80
                    || (byte == UInt8(ascii: ".") && afterName) || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
            }
        }
        return nil
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func skipLineComment() {
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    /// `/* … */`, which nest.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    // MARK: - String literals

    /// True at `#…#"`: a raw string's opening.
    private func rawStringStarts() -> Bool {
        var at = index
        while at < bytes.count && bytes[at] == UInt8(ascii: "#") { at += 1 }
        return at < bytes.count && bytes[at] == UInt8(ascii: "\"")
    }

    /// Passes over a string literal (`"…"`, `"""…"""`, `#"…"#`), reading its interpolations as
    /// code; the first bound they pass, if any.
    private mutating func stringLiteral() -> String? {
        var hashes = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        let quotes = multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && hashesFollow(hashes, at: index + 1) {
                index += 1 + hashes
                if peek(0) == UInt8(ascii: "(") {
                    index += 1
                    interpolations += 1
                    guard interpolations <= Self.maximumInterpolationDepth else {
                        return "nests string interpolations more than \(Self.maximumInterpolationDepth) deep; not read"
                    }
                    if let problem = code(until: UInt8(ascii: ")")) { return problem }
                    interpolations -= 1
                } else {
                    index += 1  // the escaped character
                }
                continue
            }
            if byte == UInt8(ascii: "\"") && quotesFollow(quotes, at: index) && hashesFollow(hashes, at: index + quotes) {
                index += quotes + hashes
                return nil
            }
            // A one-line literal ends at the line's end at the latest (the parser says the rest).
            if byte == UInt8(ascii: "\n") && !multiline { return nil }
            index += 1
        }
        return nil
    }

    private func hashesFollow(_ count: Int, at start: Int) -> Bool {
        guard start + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[start + $0] == UInt8(ascii: "#") }
    }

    private func quotesFollow(_ count: Int, at start: Int) -> Bool {
        guard start + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[start + $0] == UInt8(ascii: "\"") }
    }
}
