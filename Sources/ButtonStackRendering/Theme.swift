import ButtonStackBase
import ButtonStackLint
import StackEngine
import ButtonSpec
import Rasterizer

/// Light or dark, as iOS's appearance.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
    case light, dark
}

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
    public static func standard(_ appearance: Appearance) -> Theme { appearance == .light ? .light : .dark }

    /// The standard theme for `appearance` with a stack's overrides (and its dark ones in dark).
    public static func standard(_ appearance: Appearance, stack: StackSpec) -> Theme {
        var theme = standard(appearance)
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
        }
        if disabled {
            colors = ButtonColors(fill: colors.fill.withOpacity(disabledOpacity), icon: colors.icon.withOpacity(disabledOpacity),
                                  title: colors.title.withOpacity(disabledOpacity), subtitle: colors.subtitle.withOpacity(disabledOpacity))
        }
        return colors
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
