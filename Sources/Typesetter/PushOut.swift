import ButtonStackBase

/// UIKit's `.pushOut`, part of a label's standard line-break strategy: "pushes out individual lines
/// to avoid an orphan word on the last line of the paragraph … Typically, the text system only
/// pushes out the last line by one word" (Apple's documentation of
/// `NSParagraphStyle.LineBreakStrategy.pushOut`). Since iOS 11 a wrapped label's last line holds
/// at least two words whenever the line above can spare one.
///
/// A word is what lies between two break opportunities: a space-separated word, a dictionary word
/// in Thai, Lao, Khmer and Burmese, a whole Korean word (``HangulWords``), and in Chinese and
/// Japanese a single character with whatever may not be parted from it (`题。`), as UAX #14 and
/// CJK typesetting count them. So a Chinese or Japanese title does not end with one character
/// alone on its last line either. (No Apple source says how iOS counts words there; this is the
/// rule's plain reading, not checked on a device.)
extension ParagraphSetter {
    /// (6b) The greedy lines with the last line's orphan pushed out, set, when the standard
    /// strategy asks for it; nil when nothing moves, or when the moved lines, set again, no longer
    /// fit the width as drawn (then the greedy lines stand).
    func pushedOutLines(_ greedy: [WrappedLine], maxWidth: Double, _ filling: FillingInput) -> [TextLine]? {
        guard style.lineBreakStrategy == .standard, let pushed = pushOut(greedy, maxWidth: maxWidth, filling) else { return nil }
        let lines = setLines(pushed)
        return lines.suffix(2).allSatisfy({ $0.width <= maxWidth + Typesetter.widthTolerance }) ? lines : nil
    }

    /// `lines` with the last word of the second-to-last line moved down, when the last line holds
    /// one word and the line above two or more, and both still fit; nil when nothing is to move.
    func pushOut(_ lines: [WrappedLine], maxWidth: Double, _ filling: FillingInput) -> [WrappedLine]? {
        guard lines.count >= 2 else { return nil }
        let last = lines[lines.count - 1], above = lines[lines.count - 2]
        // (1) Only words that were wrapped: not a word broken by character, not after a hard break.
        guard !last.brokeInsideWord, !above.brokeInsideWord,
              filling.opportunities[above.range.upperBound - 1 - range.lowerBound] == .allowed else { return nil }
        // (2) The last line is one word, and the line above has one to spare.
        guard wordEnds(inside: last.range, filling).isEmpty, let split = wordEnds(inside: above.range, filling).last else {
            return nil
        }
        // (3) Move that word down if both lines still fit, measured as the filler measures them.
        let newAbove = above.range.lowerBound..<split, newLast = split..<last.range.upperBound
        guard fits(newLast, maxWidth: maxWidth, endsParagraph: true, isFirst: false, filling),
              fits(newAbove, maxWidth: maxWidth, endsParagraph: false, isFirst: lines.count == 2, filling) else { return nil }
        return lines.dropLast(2) + [WrappedLine(range: newAbove, brokeInsideWord: false), WrappedLine(range: newLast, brokeInsideWord: false)]
    }

    /// Where a line may end strictly inside `line` (offsets in the text): the ends of its words
    /// but the last.
    func wordEnds(inside line: Range<Int>, _ filling: FillingInput) -> [Int] {
        guard line.count > 1 else { return [] }
        let base = range.lowerBound
        return (line.lowerBound..<(line.upperBound - 1)).filter { filling.mayEnd(after: $0 - base) }.map { $0 + 1 }
    }

    /// True when `line` fits `maxWidth` without its trailing spaces, or with the hyphen it would
    /// show when it ends at a soft hyphen before more text.
    private func fits(_ line: Range<Int>, maxWidth: Double, endsParagraph: Bool, isFirst: Bool, _ filling: FillingInput) -> Bool {
        let limit = maxWidth + Typesetter.widthTolerance
        if !endsParagraph && endsAtSoftHyphen(line) { return hyphenatedWidth(line, isFirst: isFirst) <= limit }
        let trimmed = trimTrailingSpaces(line)
        let base = range.lowerBound
        return filling.advance[(trimmed.lowerBound - base)..<(trimmed.upperBound - base)].reduce(0, +) <= limit
    }
}
