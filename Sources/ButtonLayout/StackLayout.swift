import ButtonStackBase

/// Where everything goes: the resolver's answer.
public struct StackLayout: Hashable, Sendable {
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
    public var buttons: [ButtonPlacement]
    /// Each mode the resolver tried while measuring, in order, and why it did or did not fit.
    public var attempts: [ModeAttempt]
    /// The mode the measuring rules chose for this width (before placing in larger bounds or forcing).
    public var measuredMode: StackMode
}

/// One button's frames.
public struct ButtonPlacement: Hashable, Sendable {
    /// The button's frame in the stack.
    public var frame: Rect
    /// The icon's frame, nil for a button without an icon.
    public var icon: Rect?
    /// The title's frame (all its lines).
    public var title: Rect
    /// Each title line and its frame.
    public var titleLines: [PlacedLine]
    /// The subtitle's frame and lines, if the button has one.
    public var subtitle: Rect?
    /// Each subtitle line and its frame.
    public var subtitleLines: [PlacedLine]
    /// How the title's lines line up.
    public var titleAlignment: TitleAlignment
    /// True when the title or subtitle does not fit inside the button's content area (only in a
    /// forced mode, or when a single glyph is wider than the stack).
    public var clipped: Bool
    /// Characters no font could draw, in title and subtitle.
    public var missingGlyphs: Int
    /// True when a word of the title had to be broken inside to fit.
    public var brokeInsideWord: Bool
    /// The title's text, size and weight, and its lines as the measurer set them.
    public var titleText: SetText
    /// The subtitle's, if any.
    public var subtitleText: SetText?
}

/// Text as the measurer set it: what a renderer draws, without setting it again.
public struct SetText: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Size and weight.
    public var attributes: TextAttributes
    /// The lines as the measurer set them (nil from a measurer that sets nothing, such as a
    /// test's fake metrics).
    public var lines: SetLines?
}

/// One line of text and where it goes.
public struct PlacedLine: Hashable, Sendable {
    /// The line's text.
    public var text: String
    /// The line's frame (its advance width × its line height).
    public var frame: Rect
}

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
