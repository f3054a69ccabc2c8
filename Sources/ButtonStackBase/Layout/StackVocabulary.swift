// The words a spec and the resolver share for a stack's choices: where an icon sits, how wrapped
// lines align, how the mode is chosen and what a taller bound is for.

/// Where the icon sits beside a title. Above a title it is always on top.
public enum IconPlacement: String, Hashable, Sendable, Codable, CaseIterable {
    case leading, trailing
}

/// How a wrapped title's lines line up.
public enum TitleAlignment: String, Hashable, Sendable, Codable {
    case center, leading
}

/// What to do with a bounded height that is more than the stack needs.
public enum HeightPolicy: String, Hashable, Sendable, Codable {
    /// Fill it with a more expanded layout, as the original places a stack in larger bounds.
    case fill
    /// Keep the measured layout and centre it, with equal space above and below (a screen's content).
    case center
}

/// How the mode of a stack is chosen.
public enum StackPolicy: Hashable, Sendable, Codable {
    /// DynamicButtonStack's rule: the most compact of the four modes that fits.
    case dynamic
    /// A row on a regular-width screen (width at least `regularWidth` points), a column on a compact one.
    case sizeClass(regularWidth: Double)
    /// The first candidate whose content fits without clipping, else the last (SwiftUI's ViewThatFits).
    case fit(candidates: [StackMode])
    /// A column at accessibility text sizes (at or above `columnAtPointSize`), a row below.
    case textSize(columnAtPointSize: Double)
}
