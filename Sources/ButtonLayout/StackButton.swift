/// One button's content, as far as layout cares: what is measured and in which order.
public struct StackButton: Hashable, Sendable {
    /// The title, already localized.
    public var title: String
    /// The icon's name as the measurer understands it; nil for a button without an icon.
    public var icon: String?
    /// A second line of smaller text under the title.
    public var subtitle: String?
    /// A bold title (a primary button).
    public var boldTitle: Bool
    /// Where the icon sits beside the title: before it (leading) or after it (trailing).
    public var iconPlacement: IconPlacement

    /// A button titled `title` with an optional icon and subtitle.
    public init(
        title: String, icon: String? = nil, subtitle: String? = nil, boldTitle: Bool = false,
        iconPlacement: IconPlacement = .leading
    ) {
        self.title = title
        self.icon = icon
        self.subtitle = subtitle
        self.boldTitle = boldTitle
        self.iconPlacement = iconPlacement
    }
}

/// Where the icon sits beside a title. Above a title it is always on top.
public enum IconPlacement: String, Hashable, Sendable, Codable, CaseIterable {
    case leading, trailing
}

/// How a wrapped title's lines line up.
public enum TitleAlignment: String, Hashable, Sendable, Codable {
    case center, leading
}
