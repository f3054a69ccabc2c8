import ButtonStackBase
import ButtonLayout
import ButtonSpec
import Typesetter

/// One combination to lay out or render: a stack of a spec in a locale, text size, width and scale.
public struct StackRequest: Hashable, Sendable {
    /// The spec file's name, for messages.
    public var file: String
    /// The stack.
    public var stack: StackSpec
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
        self.stack = stack
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
