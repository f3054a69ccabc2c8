import ButtonStackBase

/// One button's content, as far as layout cares: what is measured and in which order; and the
/// caller's own ``origin`` for it (for the engine: its spec entry, icon and notes), which the
/// resolver hands back on the button's placement untouched.
public struct StackButton<Origin: Sendable>: Sendable {
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
    /// This button's content insets, when they differ from the stack's (a small or large button).
    public var contentInsets: EdgeInsets?
    /// This button's text size relative to the stack's point size (a small button's is smaller).
    public var textScale: Double
    /// Whatever the caller attached to this button, handed back with its placement.
    public var origin: Origin

    /// A button titled `title` with an optional icon and subtitle, carrying `origin`.
    public init(
        title: String, icon: String? = nil, subtitle: String? = nil, boldTitle: Bool = false,
        iconPlacement: IconPlacement = .leading, contentInsets: EdgeInsets? = nil, textScale: Double = 1,
        origin: Origin
    ) {
        self.origin = origin
        self.title = title
        self.icon = icon
        self.subtitle = subtitle
        self.boldTitle = boldTitle
        self.iconPlacement = iconPlacement
        self.contentInsets = contentInsets
        self.textScale = textScale
    }
}

extension StackButton where Origin == Nothing {
    /// A button titled `title` with an optional icon and subtitle, carrying nothing.
    public init(
        title: String, icon: String? = nil, subtitle: String? = nil, boldTitle: Bool = false,
        iconPlacement: IconPlacement = .leading, contentInsets: EdgeInsets? = nil, textScale: Double = 1
    ) {
        self.init(title: title, icon: icon, subtitle: subtitle, boldTitle: boldTitle, iconPlacement: iconPlacement,
                  contentInsets: contentInsets, textScale: textScale, origin: Nothing())
    }
}

extension StackButton: Equatable where Origin: Equatable {}
extension StackButton: Hashable where Origin: Hashable {}
