import ButtonStackBase
import ButtonStrings

/// Samples for the arguments of a format the app fills in at run time (`String(format:
/// NSLocalizedString("Delete %@", …), name)`, SwiftGen's `L10n.deleteItem(name)`): the spec
/// needs one for each argument to render the title. Text is `Name`, a number `2`; the user may
/// write the app's own in the spec.
enum FormatSamples {
    static let text = "Name"
    static let number = "2"
    /// The most arguments a format is given samples for; a format taking more is left run time.
    static let maximumArguments = 16

    /// The kind of each argument `format`'s specifiers take, in argument order (true for a number:
    /// `%d`, `%ld`, `%f`, a `%#@plural@` substitution); `%1$@` positions respected; `%%` none.
    static func numericArguments(in format: String) -> [Bool] {
        var kinds: [Int: Bool] = [:]
        var next = 1
        var characters = Array(format)[...]
        while let percent = characters.firstIndex(of: "%") {
            var cursor = percent + 1
            guard cursor < characters.endIndex else { break }
            if characters[cursor] == "%" { characters = characters[(cursor + 1)...]; continue }
            // `N$` position.
            var digits = ""
            var look = cursor
            while look < characters.endIndex, characters[look].isNumber { digits.append(characters[look]); look += 1 }
            var position: Int? = nil
            if look < characters.endIndex, characters[look] == "$", let number = Int(digits), number > 0, number <= 64 {
                position = number
                cursor = look + 1
            }
            // Flags, width, precision, length.
            while cursor < characters.endIndex, "-+ 0'.123456789hlqzjtL".contains(characters[cursor]) { cursor += 1 }
            guard cursor < characters.endIndex else { break }
            let conversion = characters[cursor]
            let numeric: Bool?
            switch conversion {
            case "@", "s", "S": numeric = false
            case "#": numeric = true  // `%#@name@`: a plural substitution takes a number
            case "d", "i", "u", "x", "X", "o", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C": numeric = true
            default: numeric = nil
            }
            if let numeric {
                let at = position ?? next
                if position == nil { next += 1 }
                kinds[at] = kinds[at] ?? numeric
            }
            if conversion == "#", let close = characters[(cursor + 1)...].dropFirst().firstIndex(of: "@") {
                cursor = close
            }
            characters = characters[(cursor + 1)...]
        }
        guard let last = kinds.keys.max() else { return [] }
        return (1...last).map { kinds[$0] ?? false }
    }

    /// One sample for each of the `passed` arguments (at least as many as `format`'s specifiers
    /// take), a number where the specifier or `numeric` says so.
    static func samples(format: String, passed: Int, numeric: [Bool] = []) -> [String] {
        let fromFormat = numericArguments(in: format)
        let count = max(passed, fromFormat.count)
        return (0..<count).map { index in
            let isNumber = index < fromFormat.count ? fromFormat[index] : (index < numeric.count && numeric[index])
            return isNumber ? number : text
        }
    }

    /// `key` with its specifiers filled by `arguments`, as English formats it: what iOS shows for
    /// a format key no table holds; the key as it is when it is no format the renderer reads.
    static func filled(_ key: String, _ arguments: [String]) -> String {
        (try? StringFormat(locale: LanguageTag("en")).format(key, arguments.map(FormatArgument.init))) ?? key
    }
}
