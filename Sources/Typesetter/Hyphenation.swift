/// Soft hyphens: a line broken at one shows a hyphen, and is measured as drawn.
extension ParagraphSetter {
    /// U+00AD SOFT HYPHEN: invisible, but a line broken after it ends with a visible hyphen.
    static let softHyphen: UInt32 = 0xAD
    /// What a line broken at a soft hyphen shows, as UIKit does: a hyphen-minus.
    static let visibleHyphen: UInt32 = 0x2D

    /// True when the line broke right after a soft hyphen (not at a space after one).
    func endsAtSoftHyphen(_ line: Range<Int>) -> Bool {
        !line.isEmpty && text[line.upperBound - 1] == Self.softHyphen
    }

    /// The line shaped again with its last character, a soft hyphen, shown as a hyphen (same
    /// cluster, so ranges are unchanged). What comes before the line stays its context (a line
    /// that starts with a mark keeps it on its base) unless that break was unsafe. Wrapping uses
    /// the same shaping to judge the fit, so what is measured is what is drawn.
    func hyphenated(_ line: Range<Int>, isFirst: Bool) -> [ShapedRun] {
        let context = !isFirst && isUnsafeBreak(at: line.lowerBound) ? line : range.lowerBound..<line.upperBound
        var copy = Array(text)
        copy[line.upperBound - 1] = Self.visibleHyphen
        return copy.withUnsafeBufferPointer { reshape(line, in: $0, context: context) }
    }

    /// The width of `line`, which ends at a soft hyphen, drawn with its hyphen.
    func hyphenatedWidth(_ line: Range<Int>, isFirst: Bool) -> Double {
        hyphenated(trimTrailingSpaces(line), isFirst: isFirst).reduce(0) { $0 + $1.face.points($1.designAdvance, atSize: style.size) }
    }
}
