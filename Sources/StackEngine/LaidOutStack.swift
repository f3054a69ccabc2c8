import ButtonStackBase
import ButtonLayout
import ButtonSpec
import ButtonStrings
import Typesetter

/// The resolver's answer as the engine gets it: every button placed with its ``ButtonSource``,
/// every line with the typesetter's glyph runs.
public typealias TypesetLayout = StackLayout<TextLine, ButtonSource>

/// One combination laid out, the value that flows down the pipeline: for each button its spec
/// entry, its content as resolved for the locale, its lines as the typesetter set them, and its
/// frames. The renderer draws it, lint judges it, the manifest and the snapshot summary describe
/// it; none of them sets text again or pairs parallel arrays.
public struct LaidOutStack: Sendable {
    /// What was laid out.
    public let request: StackRequest
    /// What the resolver was given: each button with its ``ButtonSource``.
    public let configuration: StackConfiguration<ButtonSource>
    /// What the resolver answered: the mode, the size, the attempts, and every button placed with
    /// its source and its lines as the typesetter set them.
    public let layout: TypesetLayout

    /// A stack laid out for `request`.
    public init(request: StackRequest, configuration: StackConfiguration<ButtonSource>, layout: TypesetLayout) {
        self.request = request
        self.configuration = configuration
        self.layout = layout
    }

    /// Every button, in the stack's order, as the resolver placed it.
    public var buttons: [LaidOutButton] { layout.buttons.map(LaidOutButton.init) }
}

/// What the engine hands the resolver with each button, and gets back on the button's placement:
/// where it came from in the spec, the icon its name resolved to, and what looking its texts up noted.
public struct ButtonSource: Sendable {
    /// Its position in the stack, from 0.
    public let index: Int
    /// The spec entry (style, role, icon name, …).
    public let spec: ButtonSpec
    /// Its icon as the name resolved (the activity indicator's stand-in while loading), if any.
    public let icon: IconGlyph?
    /// What looking its texts up in the app's strings found: untranslated, or under review.
    public let notes: [StringNote]
}

/// One button of a ``LaidOutStack``: its placement, which carries its content, its source and its
/// set lines.
public struct LaidOutButton: Sendable {
    /// Its frames, and each title and subtitle line as set, in place.
    public let placement: ButtonPlacement<TextLine, ButtonSource>

    /// The button placed as `placement`.
    public init(placement: ButtonPlacement<TextLine, ButtonSource>) { self.placement = placement }

    /// Its content as the resolver saw it: title and subtitle for the locale, icon name, weight.
    public var content: StackButton<ButtonSource> { placement.button }
    /// Its position in the stack, from 0.
    public var index: Int { placement.button.origin.index }
    /// The spec entry (style, role, icon name, …).
    public var spec: ButtonSpec { placement.button.origin.spec }
    /// Its icon as the name resolved (the activity indicator's stand-in while loading), if any.
    public var icon: IconGlyph? { placement.button.origin.icon }
    /// What looking its texts up in the app's strings found.
    public var notes: [StringNote] { placement.button.origin.notes }
}
