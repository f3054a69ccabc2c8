/// SF Symbols names by their SFSafeSymbols spelling (`docOnDoc` → `doc.on.doc`).
///
/// SFSafeSymbols (MIT) names each case by its generator's rule: a name starting with a digit gets
/// a leading `_`, each `.` is dropped and the letter after it upper-cased, every other character
/// lower-cased; `return`, `repeat` and `case` are written in backticks, which Swift's parser drops.
public struct SymbolNames: Sendable {
    private var byCase: [String: String] = [:]

    /// The table for `names` (every SF Symbols name the tool knows).
    public init(names: [String]) {
        for name in names where !name.isEmpty {
            let spelling = Self.caseName(of: name)
            // Two names can share a spelling only by case; the first (sorted) is kept.
            if byCase[spelling] == nil { byCase[spelling] = name }
        }
    }

    /// The table from a names file: one name a line, first field; `#` lines are comments.
    public init(namesFile text: String) {
        let names = text.split(separator: "\n").compactMap { line -> String? in
            guard !line.hasPrefix("#"), let field = line.split(separator: " ").first else { return nil }
            return String(field)
        }
        self.init(names: names)
    }

    /// The SF Symbols name of SFSafeSymbols case `caseName`, or nil.
    public func name(ofCase caseName: String) -> String? {
        byCase[caseName.hasPrefix("`") ? String(caseName.dropFirst().dropLast()) : caseName]
    }

    /// True when the table holds no names.
    public var isEmpty: Bool { byCase.isEmpty }

    /// SFSafeSymbols' spelling of SF Symbols name `name`.
    static func caseName(of name: String) -> String {
        var result = name.first?.isNumber == true ? "_" : ""
        var capitalizeNext = false
        for character in name {
            if character == "." {
                capitalizeNext = true
            } else {
                result += capitalizeNext ? character.uppercased() : character.lowercased()
                capitalizeNext = false
            }
        }
        return result
    }
}
