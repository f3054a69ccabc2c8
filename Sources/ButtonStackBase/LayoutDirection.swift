/// The order things run along a line — of a paragraph, a glyph run, or a row of buttons: one
/// vocabulary for the typesetter and the resolver.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
