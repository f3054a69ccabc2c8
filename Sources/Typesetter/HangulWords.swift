/// UIKit's `.hangulWordPriority` ("prohibits breaking between Hangul characters"): Korean is
/// written with spaces between words, and a label breaks it only there. UAX #14 (and ICU) allow a
/// break between any two Hangul syllables, as between ideographs; this takes those breaks away
/// wherever a Hangul character meets anything but a space, so a Korean word (with the Latin,
/// digits or brackets written against it: `iPhone에서`, `저장(S)`) stays whole. A word wider than
/// the line is still broken by character, as UIKit breaks it, by the line filler's last resort.
enum HangulWords {
    /// Removes the allowed breaks that touch a Hangul character without a space between.
    static func keepWhole(_ text: [UInt32], _ opportunities: inout [LineBreaker.Opportunity]) {
        for index in opportunities.indices.dropLast() where opportunities[index] == .allowed {
            let before = text[index], after = text[index + 1]
            guard isHangul(before) || isHangul(after) else { continue }
            if !ParagraphSetter.isBreakingSpace(before) && !ParagraphSetter.isBreakingSpace(after) {
                opportunities[index] = .prohibited
            }
        }
    }

    /// Hangul syllables, jamo (conjoining, compatibility, extended, halfwidth).
    static func isHangul(_ scalar: UInt32) -> Bool {
        (0xAC00...0xD7A3).contains(scalar) || (0x1100...0x11FF).contains(scalar) || (0x3130...0x318F).contains(scalar)
            || (0xA960...0xA97F).contains(scalar) || (0xD7B0...0xD7FF).contains(scalar) || (0xFFA0...0xFFDC).contains(scalar)
    }
}
