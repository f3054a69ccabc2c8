/// Which characters are emoji, and which of them are shown as emoji, by Unicode's emoji data
/// (``EmojiData``, generated from emoji-data.txt).
enum Emoji {
    /// True for a character shown as an emoji by default (`Emoji_Presentation`).
    static func hasEmojiPresentation(_ scalar: UInt32) -> Bool { contains(EmojiData.emojiPresentation, scalar) }
    /// True for a pictograph that may be shown as an emoji (`Extended_Pictographic`).
    static func isPictographic(_ scalar: UInt32) -> Bool { contains(EmojiData.extendedPictographic, scalar) }
    /// True for a skin-tone modifier (`Emoji_Modifier`, U+1F3FB–U+1F3FF).
    static func isModifier(_ scalar: UInt32) -> Bool { contains(EmojiData.emojiModifier, scalar) }
    /// Keycap bases: a digit, `#` or `*` followed by U+FE0F U+20E3 is a keycap emoji.
    static func isKeycapBase(_ scalar: UInt32) -> Bool { (0x30...0x39).contains(scalar) || scalar == 0x23 || scalar == 0x2A }

    /// Variation selector 15: show the character before as text.
    static let textSelector: UInt32 = 0xFE0E
    /// Variation selector 16: show the character before as an emoji.
    static let emojiSelector: UInt32 = 0xFE0F
    /// Combining enclosing keycap.
    static let keycap: UInt32 = 0x20E3

    /// True when the character at `index` of `text` starts an emoji: a regional indicator, a
    /// character with emoji presentation not asked to be text (U+FE0E after it), a pictograph or
    /// keycap base asked to be an emoji (U+FE0F after it), or a keycap base before U+20E3.
    static func startsEmoji(_ text: [UInt32], at index: Int) -> Bool {
        let scalar = text[index]
        let next = index + 1 < text.count ? text[index + 1] : 0
        if next == textSelector { return false }
        if (0x1F1E6...0x1F1FF).contains(scalar) { return true }
        if next == emojiSelector { return isPictographic(scalar) || isKeycapBase(scalar) || hasEmojiPresentation(scalar) }
        if isKeycapBase(scalar) { return next == keycap }
        return hasEmojiPresentation(scalar)
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ scalar: UInt32) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < scalar { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(scalar)
    }
}
