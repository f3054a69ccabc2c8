import ButtonStackBase
import CUnibreak

/// UAX #14 line-break opportunities from libunibreak.
///
/// Debian's libunibreak (1.1) predates two things real titles hold, and each of them aborts the
/// process inside the library, so neither may ever reach it:
/// - **Regional indicators** (U+1F1E6–U+1F1FF, the halves of a flag emoji) have the class RI,
///   which that version's pair table does not cover (`assert(lbcNew <= LBP_JT)`).
/// - **U+FFFF** is the library's own end-of-string marker (`EOS`), so a U+FFFF inside the text
///   ends it early (`assert(posLast == posCur - 1 && posCur <= len)`).
///
/// ``libraryInput(_:)`` swaps each for a stand-in of a class the library handles, chosen so that
/// the opportunities come out as UAX #14 gives them for the original, and ``opportunities(in:language:)``
/// then applies rule LB30a (flags are never split) itself, and the emoji rules the library's
/// Unicode predates: LB8a (no break after a zero-width joiner, so 👩‍💻 stays whole) and LB30b (no
/// break before a skin-tone modifier), and no break before an emoji tag character (🏴󠁧󠁢󠁳󠁣󠁴󠁿). Every other scalar value is safe as it
/// is; `LineBreakingSafetyTests` checks all 1,114,112 of them.
enum LineBreaker {
    /// What libunibreak says of the position after each character.
    enum Opportunity: UInt8 {
        case mandatory = 0, allowed = 1, prohibited = 2
    }

    private static let initialised: Bool = {
        init_linebreak()
        return true
    }()

    /// The regional indicator symbols, which pair up into flags.
    static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
    /// libunibreak's end-of-string marker in UTF-32 input.
    static let endOfString: UInt32 = 0xFFFF
    /// Stands in for a regional indicator: class ID (a break is allowed on either side), which is
    /// what UAX #14 gives RI next to anything but another RI (LB30a is applied afterwards).
    static let regionalIndicatorStandIn: UInt32 = 0x4E00
    /// Stands in for U+FFFF: U+FFFE, another noncharacter, class XX (resolved to AL) like U+FFFF.
    static let endOfStringStandIn: UInt32 = 0xFFFE

    /// `result[i]` tells whether a line may end after character `i`.
    static func opportunities(in text: [UInt32], language: LanguageTag) -> [Opportunity] {
        _ = initialised
        let input = libraryInput(text)
        var breaks = [CChar](repeating: 0, count: input.count)
        input.withUnsafeBufferPointer { chars in
            language.language.withCString { lang in
                set_linebreaks_utf32(chars.baseAddress, input.count, lang, &breaks)
            }
        }
        var result = breaks.map { Opportunity(rawValue: UInt8(bitPattern: $0)) ?? .prohibited }
        keepFlagsWhole(text, &result)
        keepEmojiSequencesWhole(text, &result)
        return result
    }

    /// `text` with every scalar the library cannot take replaced by its stand-in (same length, so
    /// positions stay the same).
    static func libraryInput(_ text: [UInt32]) -> [UInt32] {
        guard text.contains(where: { $0 == endOfString || regionalIndicators.contains($0) }) else { return text }
        return text.map { scalar in
            if scalar == endOfString { return endOfStringStandIn }
            if regionalIndicators.contains(scalar) { return regionalIndicatorStandIn }
            return scalar
        }
    }

    /// LB8a `ZWJ ×` and LB30b `× EM` (a skin-tone modifier stays with its base), and no break
    /// before a tag character (U+E0020–U+E007F, which spell out a subdivision flag).
    private static func keepEmojiSequencesWhole(_ text: [UInt32], _ result: inout [Opportunity]) {
        for index in text.indices.dropLast() where result[index] == .allowed {
            let next = text[index + 1]
            if text[index] == 0x200D || Emoji.isModifier(next) || (0xE0020...0xE007F).contains(next) {
                result[index] = .prohibited
            }
        }
    }

    /// LB30a: in a run of regional indicators, no break inside a pair (`RI × RI` for the first and
    /// second, third and fourth, …); between two pairs a break stays allowed.
    private static func keepFlagsWhole(_ text: [UInt32], _ result: inout [Opportunity]) {
        var index = 0
        while index < text.count {
            guard regionalIndicators.contains(text[index]) else { index += 1; continue }
            var end = index
            while end < text.count && regionalIndicators.contains(text[end]) { end += 1 }
            var first = index
            while first + 1 < end {
                result[first] = .prohibited
                first += 2
            }
            index = end
        }
    }
}
