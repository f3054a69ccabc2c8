/// Light or dark, as iOS's appearance.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
    case light, dark
}
