import ButtonStackBase
/// Everything the resolver needs to lay out one stack; each button carries the caller's `Origin`.
public struct StackConfiguration<Origin: Sendable>: Sendable {
    /// The buttons, in reading order.
    public var buttons: [StackButton<Origin>]
    /// The width the stack fills, in points.
    public var width: Double
    /// A bounded height (a viewport); nil places the stack at exactly its measured height.
    public var height: Double?
    /// Device pixels per point (1, 2 or 3): every edge is rounded to whole device pixels.
    public var scale: Double
    /// Left-to-right or right-to-left.
    public var direction: LayoutDirection
    /// Space between buttons: 8 pt, as the original.
    public var spacing: Double
    /// Space between a button's edge and its content: 5 pt on every side, as the original's demo.
    public var contentInsets: EdgeInsets
    /// The smallest a button may be in either axis: 44 × 44 pt (Apple HIG) by default.
    public var minimumTarget: Size
    /// The titles' point size (the body style at the chosen text size).
    public var pointSize: Double
    /// A subtitle's point size as a fraction of the title's.
    public var subtitleScale: Double
    /// Lay out in this mode whatever fits (to draw "each mode"); nil chooses.
    public var forcedMode: StackMode?
    /// How the mode is chosen when not forced.
    public var policy: StackPolicy
    /// What happens when ``height`` is larger than the stack needs.
    public var heightPolicy: HeightPolicy
    /// How the lines of a title that wraps line up (one-line titles are always centred).
    public var wrappedTitleAlignment: TitleAlignment

    /// A configuration with the original component's defaults.
    public init(
        buttons: [StackButton<Origin>], width: Double, height: Double? = nil, scale: Double = 1,
        direction: LayoutDirection = .leftToRight, spacing: Double = 8,
        contentInsets: EdgeInsets = EdgeInsets(all: 5), minimumTarget: Size = Size(width: 44, height: 44),
        pointSize: Double = ContentSizeCategory.large.bodyPointSize, subtitleScale: Double = 0.8,
        forcedMode: StackMode? = nil, policy: StackPolicy = .dynamic, heightPolicy: HeightPolicy = .fill,
        wrappedTitleAlignment: TitleAlignment = .leading
    ) {
        self.buttons = buttons
        self.width = width
        self.height = height
        self.scale = scale
        self.direction = direction
        self.spacing = spacing
        self.contentInsets = contentInsets
        self.minimumTarget = minimumTarget
        self.pointSize = pointSize
        self.subtitleScale = subtitleScale
        self.forcedMode = forcedMode
        self.policy = policy
        self.heightPolicy = heightPolicy
        self.wrappedTitleAlignment = wrappedTitleAlignment
    }
}

extension StackConfiguration: Equatable where Origin: Equatable {}
extension StackConfiguration: Hashable where Origin: Hashable {}

/// Why a configuration cannot be laid out.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    case noButtons
    case invalid(field: String, value: Double, requirement: String)

    public var description: String {
        switch self {
        case .noButtons:
            return "buttons: a stack needs at least one button"
        case .invalid(let field, let value, let requirement):
            return "\(field): \(value) is not valid (\(requirement))"
        }
    }
}

extension StackConfiguration {
    /// Throws when a number is out of range, so that no NaN or negative size reaches the layout.
    func validate() throws {
        guard !buttons.isEmpty else { throw LayoutError.noButtons }
        func check(_ field: String, _ value: Double, _ requirement: String, _ valid: (Double) -> Bool) throws {
            guard value.isFinite, valid(value) else { throw LayoutError.invalid(field: field, value: value, requirement: requirement) }
        }
        try check("width", width, "a finite number above 0", { $0 > 0 })
        if let height { try check("height", height, "a finite number above 0", { $0 > 0 }) }
        try check("scale", scale, "1, 2 or 3", { [1, 2, 3].contains($0) })
        try check("spacing", spacing, "a finite number, 0 or more", { $0 >= 0 })
        try check("pointSize", pointSize, "a finite number above 0", { $0 > 0 && $0 <= 1000 })
        for (index, button) in buttons.enumerated() {
            try check("buttons[\(index)].textScale", button.textScale, "a finite number above 0", { $0 > 0 && $0 <= 10 })
        }
        for (name, value) in [("contentInsets.top", contentInsets.top), ("contentInsets.leading", contentInsets.leading),
                              ("contentInsets.bottom", contentInsets.bottom), ("contentInsets.trailing", contentInsets.trailing),
                              ("minimumTarget.width", minimumTarget.width), ("minimumTarget.height", minimumTarget.height)] {
            try check(name, value, "a finite number, 0 or more", { $0 >= 0 })
        }
    }
}
