/// DynamicButtonStack's four layout modes, from most to least vertically compact.
public enum StackMode: Int, Hashable, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// Buttons in a row, icon beside title.
    case rowIconBeside = 1
    /// Buttons in a row, icon above title, titles on one line.
    case rowIconAbove = 2
    /// Buttons in a column, icon beside title.
    case columnIconBeside = 3
    /// Buttons in a column, icon above title, titles may wrap.
    case columnIconAbove = 4

    /// True for the modes that put buttons side by side.
    public var isRow: Bool { self == .rowIconBeside || self == .rowIconAbove }
    /// True for the modes that put the icon beside the title.
    public var iconBeside: Bool { self == .rowIconBeside || self == .columnIconBeside }

    public var description: String {
        switch self {
        case .rowIconBeside: return "1 (row, icon beside title)"
        case .rowIconAbove: return "2 (row, icon above title)"
        case .columnIconBeside: return "3 (column, icon beside title)"
        case .columnIconAbove: return "4 (column, icon above title, titles wrap)"
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
