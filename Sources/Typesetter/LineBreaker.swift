import CUnibreak

/// UAX #14 line-break opportunities from libunibreak.
enum LineBreaker {
    /// What libunibreak says of the position after each character.
    enum Opportunity: UInt8 {
        case mandatory = 0, allowed = 1, prohibited = 2
    }

    private static let initialised: Bool = {
        init_linebreak()
        return true
    }()

    /// `result[i]` tells whether a line may end after character `i`.
    static func opportunities(in text: [UInt32], language: LanguageTag) -> [Opportunity] {
        precondition(initialised)
        var breaks = [CChar](repeating: 0, count: text.count)
        text.withUnsafeBufferPointer { chars in
            language.language.withCString { lang in
                set_linebreaks_utf32(chars.baseAddress, text.count, lang, &breaks)
            }
        }
        return breaks.map { Opportunity(rawValue: UInt8(bitPattern: $0)) ?? .prohibited }
    }
}
