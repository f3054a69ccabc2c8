import ButtonStackBase
import ButtonLayout
import ButtonSpec
import Typesetter

/// One combination to lay out or render: a stack of a spec in a locale, text size, width and scale.
public struct StackRequest: Hashable, Sendable {
    /// The spec file's name, for messages.
    public var file: String
    /// The stack. Held once for every request copied from this one (a plan makes a request for
    /// every image, and a spec is some hundreds of bytes), and hashed once.
    public var stack: StackSpec {
        get { held.value }
        set { held = HeldStack(newValue) }
    }
    private var held: HeldStack
    /// The locale whose titles are used and in which they are set.
    public var locale: String
    /// The Dynamic Type size.
    public var textSize: ContentSizeCategory
    /// The width the stack fills, in points.
    public var width: Double
    /// A bounded height, or nil for the measured height.
    public var height: Double?
    /// Device pixels per point.
    public var scale: Double
    /// The layout direction; nil takes it from the locale.
    public var direction: LayoutDirection?
    /// A forced mode, or nil for the natural one.
    public var mode: StackMode?

    /// A request with the defaults: large text, 390 pt wide, @2x, natural mode.
    public init(
        file: String, stack: StackSpec, locale: String = "en", textSize: ContentSizeCategory = .large, width: Double = 390,
        height: Double? = nil, scale: Double = 2, direction: LayoutDirection? = nil, mode: StackMode? = nil
    ) {
        self.file = file
        held = HeldStack(stack)
        self.locale = locale
        self.textSize = textSize
        self.width = width
        self.height = height
        self.scale = scale
        self.direction = direction
        self.mode = mode
    }

    /// The direction used: the given one, else right-to-left for right-to-left locales.
    public var resolvedDirection: LayoutDirection {
        direction ?? (LanguageTag(locale).isRightToLeft ? .rightToLeft : .leftToRight)
    }
}

/// A stack spec held by reference, with its hash taken once: requests copied from one another
/// share it, and compare equal at once when they do (else by the specs' values).
private final class HeldStack: Hashable, Sendable {
    let value: StackSpec
    private let hash: Int

    init(_ value: StackSpec) {
        self.value = value
        hash = value.hashValue
    }

    static func == (a: HeldStack, b: HeldStack) -> Bool { a === b || (a.hash == b.hash && a.value == b.value) }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
