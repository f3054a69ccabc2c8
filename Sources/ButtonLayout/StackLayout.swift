import ButtonStackBase

/// Where everything goes: the resolver's answer. Each placed button carries its content with the
/// caller's `Origin`, and each placed line what the measurer set for it (`SetLine`).
public struct StackLayout<SetLine: Sendable, Origin: Sendable>: Sendable {
    /// The mode used.
    public var mode: StackMode
    /// The stack's bounds (origin 0,0): the full width, and the bounded height or the content height.
    public var size: Size
    /// The height the buttons need at this width in this mode.
    public var contentHeight: Double
    /// True when a bounded height was smaller than the content, which is then laid out at full
    /// height to scroll.
    public var scrolls: Bool
    /// The buttons' places, in the order given.
    public var buttons: [ButtonPlacement<SetLine, Origin>]
    /// Each mode the resolver tried while measuring, in order, and why it did or did not fit.
    public var attempts: [ModeAttempt]
    /// The mode the measuring rules chose for this width (before placing in larger bounds or forcing).
    public var measuredMode: StackMode
}

/// One button placed: its content (with the caller's origin), its frames, and its lines as the
/// measurer set them.
public struct ButtonPlacement<SetLine: Sendable, Origin: Sendable>: Sendable {
    /// What was placed: title, subtitle, icon name, and the caller's origin for this button.
    public var button: StackButton<Origin>
    /// The button's frame in the stack.
    public var frame: Rect
    /// The icon's frame, nil for a button without an icon.
    public var icon: Rect?
    /// The title's frame (all its lines).
    public var title: Rect
    /// Each title line, as set, and its frame.
    public var titleLines: [PlacedLine<SetLine>]
    /// The subtitle's frame and lines, if the button has one.
    public var subtitle: Rect?
    /// Each subtitle line, as set, and its frame.
    public var subtitleLines: [PlacedLine<SetLine>]
    /// How the title's lines line up.
    public var titleAlignment: TitleAlignment
    /// True when the title or subtitle does not fit inside the button's content area (only in a
    /// forced mode, or when a single glyph is wider than the stack).
    public var clipped: Bool
    /// Characters no font could draw, in title and subtitle.
    public var missingGlyphs: Int
    /// True when a word of the title had to be broken inside to fit.
    public var brokeInsideWord: Bool
    /// The title's size and weight.
    public var titleAttributes: TextAttributes
    /// The subtitle's, if the button has one.
    public var subtitleAttributes: TextAttributes?
}

/// One line of text, as the measurer set it, and where it goes.
public struct PlacedLine<SetLine: Sendable>: Sendable {
    /// The line's text.
    public var text: String
    /// The line's frame (its advance width × its line height).
    public var frame: Rect
    /// The line as the measurer set it: what a renderer draws, without setting it again.
    public var set: SetLine
}

extension StackLayout: Equatable where SetLine: Equatable, Origin: Equatable {}
extension StackLayout: Hashable where SetLine: Hashable, Origin: Hashable {}
extension ButtonPlacement: Equatable where SetLine: Equatable, Origin: Equatable {}
extension ButtonPlacement: Hashable where SetLine: Hashable, Origin: Hashable {}
extension PlacedLine: Equatable where SetLine: Equatable {}
extension PlacedLine: Hashable where SetLine: Hashable {}

/// The result of trying one mode while measuring.
public struct ModeAttempt: Hashable, Sendable, CustomStringConvertible {
    /// The mode tried.
    public var mode: StackMode
    /// True when every button fit.
    public var fits: Bool
    /// The button that overflowed most, when it did not fit.
    public var button: Int?
    /// By how many points that button's content was too wide.
    public var overflow: Double?

    public var description: String {
        if fits { return "mode \(mode.rawValue): fits" }
        guard let button, let overflow else { return "mode \(mode.rawValue): does not fit" }
        return "mode \(mode.rawValue): button \(button) is \(short(overflow)) pt too wide"
    }
}
