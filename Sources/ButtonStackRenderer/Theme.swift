import ButtonStackBase
import StackEngine
import ButtonSpec
import Rasterizer

/// How buttons look: colours by appearance, corner radius, margins. Layout never sees any of it.
public struct Theme: Sendable, Hashable {
    /// Behind the stack.
    public var background: Color
    /// System tint: icons, filled and tinted buttons.
    public var tint: Color
    /// Titles.
    public var label: Color
    /// Subtitles.
    public var secondaryLabel: Color
    /// A gray button's fill.
    public var grayFill: Color
    /// Destructive buttons' tint.
    public var destructive: Color
    /// A filled button's title and icon.
    public var onFilled: Color
    /// Corner radius of a button, in points.
    public var cornerRadius: Double
    /// Space around the stack in the picture, in points.
    public var margin: Double
    /// Opacity of a disabled button.
    public var disabledOpacity: Double
    /// What is drawn behind the stack over the background, for glass to show (nil: nothing).
    public var backdrop: Backdrop? = nil
    /// How iOS 26's glass looks in this appearance.
    public var glass: GlassLook = .light
    /// True when an `automatic` shape is a capsule, as on iOS 26; else the rounded rectangle.
    public var capsulesByDefault = false
    /// The appearance it is for: an asset's dark variant is drawn in dark.
    public var appearance: Appearance = .light

    /// The look of the reference picture: rounded light-grey buttons, tinted icons, black titles.
    public static let light = Theme(
        background: Color(hex: 0xFFFFFF), tint: Color(hex: 0x007AFF), label: Color(hex: 0x000000),
        secondaryLabel: Color(hex: 0x3C3C43, opacity: 0.6), grayFill: Color(hex: 0xF2F2F7), destructive: Color(hex: 0xFF3B30),
        onFilled: Color(hex: 0xFFFFFF), cornerRadius: 10, margin: 16, disabledOpacity: 0.35
    )

    /// iOS's dark colours: black background, elevated grey buttons, brighter tints.
    public static let dark = Theme(
        background: Color(hex: 0x000000), tint: Color(hex: 0x0A84FF), label: Color(hex: 0xFFFFFF),
        secondaryLabel: Color(hex: 0xEBEBF5, opacity: 0.6), grayFill: Color(hex: 0x1C1C1E), destructive: Color(hex: 0xFF453A),
        onFilled: Color(hex: 0xFFFFFF), cornerRadius: 10, margin: 16, disabledOpacity: 0.35
    )

    /// The theme for `appearance`.
    public static func standard(_ appearance: Appearance) -> Theme {
        var theme: Theme = appearance == .light ? .light : .dark
        theme.appearance = appearance
        return theme
    }

    /// The standard theme for `appearance` with a stack's overrides (and its dark ones in dark);
    /// iOS 26's when the stack's deployment target is iOS 26 or later.
    public static func standard(_ appearance: Appearance, stack: StackSpec) -> Theme {
        var theme = standard(appearance)
        theme.glass = appearance == .light ? .light : .dark
        if stack.platform?.drawsLiquidGlass == true { theme.followIOS26(appearance) }
        if let overrides = stack.theme { theme.apply(overrides) }
        if appearance == .dark, let overrides = stack.darkTheme { theme.apply(overrides) }
        return theme
    }

    /// Replaces what `overrides` sets.
    public mutating func apply(_ overrides: ThemeOverrides) {
        func color(_ rgba: UInt32) -> Color {
            Color(red: UInt8(rgba >> 24), green: UInt8((rgba >> 16) & 0xFF), blue: UInt8((rgba >> 8) & 0xFF), alpha: UInt8(rgba & 0xFF))
        }
        if let value = overrides.background { background = color(value) }
        if let value = overrides.tint { tint = color(value) }
        if let value = overrides.label { label = color(value) }
        if let value = overrides.buttonFill { grayFill = color(value) }
        if let value = overrides.destructive { destructive = color(value) }
        if let value = overrides.cornerRadius { cornerRadius = value }
        if let value = overrides.margin { margin = value }
        if let value = overrides.backdrop { backdrop = value }
    }

    /// A button's colours by its style and role.
    public func colors(style: ButtonStyle, role: ButtonRole, disabled: Bool) -> ButtonColors {
        let accent = role == .destructive ? destructive : tint
        var colors: ButtonColors
        switch style {
        case .filled:
            colors = ButtonColors(fill: accent, icon: onFilled, title: onFilled, subtitle: onFilled.withOpacity(0.8))
        case .tinted:
            colors = ButtonColors(fill: accent.withOpacity(0.15), icon: accent, title: accent, subtitle: accent.withOpacity(0.75))
        case .gray:
            let title = role == .destructive ? destructive : label
            colors = ButtonColors(fill: grayFill, icon: accent, title: title, subtitle: secondaryLabel)
        case .plain:
            colors = ButtonColors(fill: .clear, icon: accent, title: accent, subtitle: secondaryLabel)
        case .glass, .clearGlass:
            // Small glass turns monochrome: title and icon in the glass's label colour (a
            // destructive title keeps its red), on the glass's own fill.
            let label = style == .clearGlass ? glass.clearLabel : glass.label
            let title = role == .destructive ? destructive : label
            colors = ButtonColors(fill: style == .clearGlass ? glass.clearFill : glass.fill, icon: title, title: title, subtitle: label.withOpacity(0.7))
        case .glassProminent, .prominentClearGlass:
            let fill = style == .prominentClearGlass ? accent.withOpacity(glass.prominentClearOpacity) : accent
            colors = ButtonColors(fill: fill, icon: onFilled, title: onFilled, subtitle: onFilled.withOpacity(0.8))
        }
        if disabled {
            colors = ButtonColors(fill: colors.fill.withOpacity(disabledOpacity), icon: colors.icon.withOpacity(disabledOpacity),
                                  title: colors.title.withOpacity(disabledOpacity), subtitle: colors.subtitle.withOpacity(disabledOpacity))
        }
        return colors
    }
}

/// How iOS 26's Liquid Glass looks as a still picture, in one appearance: a translucent fill over
/// what is behind, a thin bright edge brighter at the top (the specular highlight) and a faint
/// dark one that keeps it apart from a light backdrop; clear glass is more transparent over a
/// dimming layer. Apple publishes no colour values for glass: these are this project's reading of
/// its screenshots and the HIG's description (June 2025).
public struct GlassLook: Sendable, Hashable {
    /// Regular glass's fill.
    public var fill: Color
    /// Title and icon on regular glass.
    public var label: Color
    /// Clear glass's fill.
    public var clearFill: Color
    /// Title and icon on clear glass (over its dimming layer).
    public var clearLabel: Color
    /// Beneath clear glass: black at 30 %, as the HIG asks for bright content.
    public var dimming: Color
    /// The whole edge.
    public var edge: Color
    /// The top half of the edge again: the highlight.
    public var highlight: Color
    /// A faint outer line that keeps light glass apart from a light backdrop.
    public var outline: Color
    /// Prominent clear glass's tint opacity.
    public var prominentClearOpacity: Double

    /// Glass in the light appearance.
    public static let light = GlassLook(
        fill: Color(hex: 0xFFFFFF, opacity: 0.55), label: Color(hex: 0x000000), clearFill: Color(hex: 0xFFFFFF, opacity: 0.12),
        clearLabel: Color(hex: 0xFFFFFF), dimming: Color(hex: 0x000000, opacity: 0.3), edge: Color(hex: 0xFFFFFF, opacity: 0.6),
        highlight: Color(hex: 0xFFFFFF, opacity: 0.8), outline: Color(hex: 0x000000, opacity: 0.08), prominentClearOpacity: 0.6
    )

    /// Glass in the dark appearance.
    public static let dark = GlassLook(
        fill: Color(hex: 0x3A3A3C, opacity: 0.5), label: Color(hex: 0xFFFFFF), clearFill: Color(hex: 0xFFFFFF, opacity: 0.08),
        clearLabel: Color(hex: 0xFFFFFF), dimming: Color(hex: 0x000000, opacity: 0.3), edge: Color(hex: 0xFFFFFF, opacity: 0.22),
        highlight: Color(hex: 0xFFFFFF, opacity: 0.45), outline: Color(hex: 0x000000, opacity: 0.25), prominentClearOpacity: 0.6
    )
}

extension Theme {
    /// iOS 26's look: bordered buttons are capsules, and the system colours are iOS 26's (Apple's
    /// HIG, "Color", iOS 26 values: systemBlue 0 136 255 light and 0 145 255 dark, systemRed
    /// 255 56 60 and 255 66 69). Sizes and insets do not change: the HIG keeps the 44 × 44 pt hit
    /// region and Dynamic Type's sizes are those of iOS 17 and 18.
    mutating func followIOS26(_ appearance: Appearance) {
        capsulesByDefault = true
        tint = appearance == .light ? Color(hex: 0x0088FF) : Color(hex: 0x0091FF)
        destructive = appearance == .light ? Color(hex: 0xFF383C) : Color(hex: 0xFF4245)
    }

    /// The corner radius in points of a button of `width` × `height` points drawn as `shape`: a
    /// capsule's (and a circle's) is half the shorter side, `automatic` is a capsule on iOS 26
    /// and the theme's radius before.
    public func cornerRadius(_ shape: ButtonShape, width: Double, height: Double) -> Double {
        switch shape {
        case .automatic: return capsulesByDefault ? min(width, height) / 2 : cornerRadius
        case .capsule, .circle: return min(width, height) / 2
        case .roundedRectangle(let radius): return radius ?? cornerRadius
        }
    }
}

/// The colours of one button.
public struct ButtonColors: Sendable, Hashable {
    /// Background.
    public var fill: Color
    /// Icon tint.
    public var icon: Color
    /// Title colour.
    public var title: Color
    /// Subtitle colour.
    public var subtitle: Color
}
