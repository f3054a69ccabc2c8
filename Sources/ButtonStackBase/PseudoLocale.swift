/// Pseudo-locales, usable wherever a locale is: they turn the source-language text into text that
/// exposes layout problems before any translation exists, as Android's and Xcode's do.
public enum PseudoLocale: String, Sendable, CaseIterable {
    /// Android's `en-XA`: accented, lengthened with padding words, bracketed.
    case accentedLengthened = "en-XA"
    /// Android's `ar-XB`: the text forced right to left (each line reads backwards), right-to-left layout.
    case rightToLeftReversed = "ar-XB"
    /// Xcode's Double-Length Pseudolanguage: every string twice.
    case doubleLength = "double-length"
    /// Xcode's Accented Pseudolanguage.
    case accented
    /// Xcode's Bounded String Pseudolanguage: the string between visible bounds.
    case bounded
    /// Xcode's Right-to-Left Pseudolanguage: the text as it is, laid out right to left.
    case rightToLeft = "right-to-left"

    /// The pseudo-locale a tag names (case-insensitive, `_` or `-`), or nil.
    public init?(tag: String) {
        // Asked for every title of every layout: a character map, not the generic `replacing`.
        let normalized = String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == normalized }) else { return nil }
        self = match
    }

    /// True when the pseudo-locale lays out right to left.
    public var isRightToLeft: Bool { self == .rightToLeftReversed || self == .rightToLeft }

    /// `text` (in the source language) as this pseudo-locale shows it.
    public func apply(to text: String) -> String {
        switch self {
        case .accentedLengthened:
            let accented = Self.accent(text)
            return "[" + accented + Self.padding(for: text) + "]"
        case .rightToLeftReversed:
            // RLM, then RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING: Android's ar-XB.
            return "\u{200F}\u{202E}" + text + "\u{202C}\u{200F}"
        case .doubleLength:
            return text + " " + text
        case .accented:
            return Self.accent(text)
        case .bounded:
            return "[# " + text + " #]"
        case .rightToLeft:
            return text
        }
    }

    /// Latin letters with accents (as Android's pseudolocalizer maps them); others as they are.
    static func accent(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { accents[$0] ?? $0 }))
    }

    /// Words that lengthen a text by about 30 % (at least one word), as en-XA does.
    static func padding(for text: String) -> String {
        let target = max(1, (text.count * 3 + 9) / 10)
        var words: [String] = []
        var length = 0
        for word in ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"].cycled() {
            guard length < target else { break }
            words.append(word)
            length += word.count + 1
        }
        return " " + words.joined(separator: " ")
    }

    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()
}

private extension Array {
    /// The elements over and over (bounded by the caller).
    func cycled() -> UnfoldSequence<Element, Int> {
        sequence(state: 0) { index in
            defer { index += 1 }
            return isEmpty ? nil : self[index % count]
        }
    }
}
