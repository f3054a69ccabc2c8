import ButtonStackBase
import ButtonLayout
import ButtonSpec
import ButtonStrings
import Typesetter

/// One combination laid out, the value that flows down the pipeline: for each button its spec
/// entry, its content as resolved for the locale, its lines as the typesetter set them, and its
/// frames. The renderer draws it, lint judges it, the manifest and the snapshot summary describe
/// it; none of them sets text again or pairs parallel arrays.
public struct LaidOutStack: Sendable {
    /// What was laid out.
    public let request: StackRequest
    /// What the resolver was given.
    public let configuration: StackConfiguration
    /// What the resolver answered: the mode, the size, the attempts.
    public let layout: StackLayout
    /// Every button, in the stack's order.
    public let buttons: [LaidOutButton]

    /// Brings the spec's buttons, the resolver's buttons and its placements together — the only
    /// place they meet, since the resolver places buttons in the order it is given them.
    /// - Throws: ``SpecError`` if the resolver placed a different number of buttons, or a title
    ///   was not set by the typesetter (neither happens with ``ButtonStackEngine``).
    init(request: StackRequest, configuration: StackConfiguration, layout: StackLayout, notes: [[StringNote]], icons: [IconGlyph?]) throws {
        let specs = request.stack.buttons
        guard specs.count == configuration.buttons.count, specs.count == layout.buttons.count, specs.count == notes.count,
              specs.count == icons.count else {
            throw SpecError(file: request.file, path: request.stack.path,
                            problem: "the resolver placed \(layout.buttons.count) of \(specs.count) buttons")
        }
        var buttons: [LaidOutButton] = []
        buttons.reserveCapacity(specs.count)
        for index in specs.indices {
            let placement = layout.buttons[index]
            guard let title = placement.titleText.lines?.value as? TextLayout else {
                throw SpecError(file: request.file, path: specs[index].path + ".title", problem: "was not set by the typesetter")
            }
            let subtitle = placement.subtitleText?.lines?.value as? TextLayout
            buttons.append(LaidOutButton(
                index: index, spec: specs[index], content: configuration.buttons[index], placement: placement,
                icon: icons[index], title: title, subtitle: subtitle, notes: notes[index]
            ))
        }
        self.request = request
        self.configuration = configuration
        self.layout = layout
        self.buttons = buttons
    }
}

/// One button of a ``LaidOutStack``.
public struct LaidOutButton: Sendable {
    /// Its position in the stack, from 0.
    public let index: Int
    /// The spec entry (style, role, icon name, …).
    public let spec: ButtonSpec
    /// Its content as the resolver saw it: title and subtitle for the locale, icon, weight.
    public let content: StackButton
    /// Its frames.
    public let placement: ButtonPlacement
    /// Its icon as the name resolved (the activity indicator's stand-in while loading), if any.
    public let icon: IconGlyph?
    /// The title's lines as the typesetter set them, glyph runs included.
    public let title: TextLayout
    /// The subtitle's, if any.
    public let subtitle: TextLayout?
    /// What looking its texts up in the app's strings found: untranslated, or under review.
    public let notes: [StringNote]
}
