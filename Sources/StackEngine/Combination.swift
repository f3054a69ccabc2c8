import ButtonStackBase
import ButtonLayout

/// One picture of a plan: which stack of which spec file, in which locale, at which text size,
/// width, scale and appearance, in the natural mode or a forced one.
///
/// Its one Codable form is a set of members the manifest, the lint report, the verify report and
/// the gallery's data all share — `spec`, `stack`, `locale`, `textSize`, `width`, `scale`,
/// `appearance`, `requestedMode` (`"natural"` or the forced mode's number) — embedded in their
/// own objects (``encode(to:)`` writes into the encoder it is given, beside the owner's members).
public struct Combination: Hashable, Sendable, Codable {
    /// The spec file, as given.
    public var spec: String
    /// The stack's name.
    public var stack: String
    /// The locale tag.
    public var locale: String
    /// The Dynamic Type size.
    public var textSize: ContentSizeCategory
    /// The width in points.
    public var width: Double
    /// Device pixels per point.
    public var scale: Double
    /// Light or dark.
    public var appearance: Appearance
    /// A forced mode, or nil for the natural one.
    public var mode: StackMode?

    /// The combination of `request` drawn in `appearance`.
    public init(request: StackRequest, appearance: Appearance) {
        spec = request.file
        stack = request.stack.name
        locale = request.locale
        textSize = request.textSize
        width = request.width
        scale = request.scale
        self.appearance = appearance
        mode = request.mode
    }

    /// The combination named by each of its members.
    public init(spec: String, stack: String, locale: String, textSize: ContentSizeCategory, width: Double, scale: Double,
                appearance: Appearance, mode: StackMode?) {
        self.spec = spec
        self.stack = stack
        self.locale = locale
        self.textSize = textSize
        self.width = width
        self.scale = scale
        self.appearance = appearance
        self.mode = mode
    }

    /// `natural`, or the forced mode's number: the `requestedMode` member.
    public var modeLabel: String { mode.map { String($0.rawValue) } ?? "natural" }

    /// What a ``modeLabel`` names: `.some(nil)` for `natural`, a forced mode for its number, nil
    /// for a label that is neither.
    public static func mode(labelled label: String) -> StackMode?? {
        if label == "natural" { return .some(nil) }
        guard let number = Int(label), let forced = StackMode(rawValue: number) else { return nil }
        return .some(forced)
    }

    /// `de, accessibilityLarge, 390 pt, mode 3 forced, dark`: the combination in a message.
    public var description: String {
        "\(locale), \(textSize.rawValue), \(short(width)) pt\(mode.map { ", mode \($0.rawValue) forced" } ?? ""), \(appearance.rawValue)"
    }

    private enum CodingKeys: String, CodingKey {
        case spec, stack, locale, textSize, width, scale, appearance, requestedMode
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        spec = try container.decode(String.self, forKey: .spec)
        stack = try container.decode(String.self, forKey: .stack)
        locale = try container.decode(String.self, forKey: .locale)
        textSize = try container.decode(ContentSizeCategory.self, forKey: .textSize)
        width = try container.decode(Double.self, forKey: .width)
        scale = try container.decodeIfPresent(Double.self, forKey: .scale) ?? 2
        appearance = try container.decodeIfPresent(Appearance.self, forKey: .appearance) ?? .light
        let label = try container.decodeIfPresent(String.self, forKey: .requestedMode) ?? "natural"
        guard let mode = Self.mode(labelled: label) else {
            throw DecodingError.dataCorruptedError(forKey: .requestedMode, in: container,
                                                   debugDescription: "'\(label)' is neither natural nor a mode 1–4")
        }
        self.mode = mode
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(spec, forKey: .spec)
        try container.encode(stack, forKey: .stack)
        try container.encode(locale, forKey: .locale)
        try container.encode(textSize, forKey: .textSize)
        try container.encode(width, forKey: .width)
        try container.encode(scale, forKey: .scale)
        try container.encode(appearance, forKey: .appearance)
        try container.encode(modeLabel, forKey: .requestedMode)
    }
}
