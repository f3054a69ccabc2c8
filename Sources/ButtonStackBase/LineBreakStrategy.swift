/// How lines are chosen among a paragraph's break opportunities: UIKit's
/// `NSParagraphStyle.LineBreakStrategy`, one vocabulary for the spec, the measurer and the typesetter.
public enum LineBreakStrategy: String, Sendable, Hashable, Codable, CaseIterable {
    /// `.standard`, a UILabel's default (so a button title's): `.hangulWordPriority` (no break
    /// between Hangul characters: a Korean word breaks only when it does not fit a line on its own)
    /// and `.pushOut` (no orphan word on the last line when the line above has two or more).
    case standard
    /// `[]`: every break opportunity is taken as it comes (greedy filling), as a label whose
    /// `lineBreakStrategy` is set to `[]`.
    case none
}
