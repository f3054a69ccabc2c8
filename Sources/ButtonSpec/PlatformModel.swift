import ButtonStackBase

/// The platform an app is built for: `platform: {iOS: "17.0"}` is its deployment target.
public struct Platform: Hashable, Sendable {
    /// The oldest iOS the app runs on.
    public var iOS: OSVersion

    /// The first iOS of Liquid Glass: from it bordered buttons are capsules and the theme is iOS 26's.
    public static let liquidGlass = OSVersion(major: 26)

    /// A deployment target of `iOS`.
    public init(iOS: OSVersion) { self.iOS = iOS }

    /// True when the app's oldest iOS already draws iOS 26's buttons.
    public var drawsLiquidGlass: Bool { iOS >= Self.liquidGlass }
}

/// The outline of a button's background, by SwiftUI's `ButtonBorderShape` names.
public enum ButtonShape: Hashable, Sendable {
    /// The system's choice: a capsule on iOS 26 and later, else the theme's rounded rectangle.
    case automatic
    /// Ends of half the height: the corner radius is height / 2.
    case capsule
    /// A circle where the button is square; a wider button is drawn as a capsule (its title would
    /// not fit in a circle of its height, and appearance never changes the layout).
    case circle
    /// Rounded corners of `radius` points, or the theme's radius when nil.
    case roundedRectangle(radius: Double?)

    /// The names a spec may write for a shape, in order.
    public static let names = ["automatic", "capsule", "circle", "roundedRectangle", "{roundedRectangle: RADIUS}"]
}

/// What is drawn behind a stack for its buttons' glass to show: one colour, a vertical gradient of
/// two to eight colours (top to bottom), or a PNG file (scaled to cover the picture).
public enum Backdrop: Hashable, Sendable {
    /// One colour, `0xRRGGBBAA`.
    case color(UInt32)
    /// Colours from top to bottom, `0xRRGGBBAA` each.
    case gradient([UInt32])
    /// A PNG file: `path` as the spec's folder makes it; `line` and `specPath` name it in messages.
    case image(path: String, line: Int?, specPath: String)
}
