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
    /// `%d`, `%ld`, `%f`, a `%#@plural@` substitution), as the renderer reads the format
    /// (``StringFormat``); nil when it takes more than ``maximumArguments``.
    static func numericArguments(in format: String) -> [Bool]? {
        StringFormat.numericArguments(in: format, limit: maximumArguments)
    }

    /// One sample for each of the `passed` arguments (at least as many as `format`'s specifiers
    /// take), a number where the specifier or `numeric` says so; nil for more than
    /// ``maximumArguments``, a format left to run time.
    static func samples(format: String, passed: Int, numeric: [Bool] = []) -> [String]? {
        guard let fromFormat = numericArguments(in: format) else { return nil }
        let count = max(passed, fromFormat.count)
        guard count <= maximumArguments else { return nil }
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
