/// iOS Dynamic Type sizes, by their UIKit names, with the body text style's point size.
public enum ContentSizeCategory: String, Sendable, Codable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The body text style's size at this category, in points.
    public var bodyPointSize: Double {
        switch self {
        case .extraSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .extraLarge: return 19
        case .extraExtraLarge: return 21
        case .extraExtraExtraLarge: return 23
        case .accessibilityMedium: return 28
        case .accessibilityLarge: return 33
        case .accessibilityExtraLarge: return 40
        case .accessibilityExtraExtraLarge: return 47
        case .accessibilityExtraExtraExtraLarge: return 53
        }
    }

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }

    /// The category named `name` (the UIKit name, case-insensitive), or nil.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = match
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
