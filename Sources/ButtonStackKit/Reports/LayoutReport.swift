import StackEngine
import ButtonStackBase
import ButtonLayout

/// What `button-stack layout --json` prints: `{mode, size, scrolls, buttons: [{frame, icon, title,
/// lines}]}` with every rectangle as `{x, y, width, height}` in points, origin top-left, plus the
/// reasons and the details behind them.
public struct LayoutReport: Codable, Sendable {
    /// A rectangle as `{x, y, width, height}`.
    public struct Box: Codable, Sendable, Equatable {
        /// Origin and size in points, origin top-left.
        public var x: Double, y: Double, width: Double, height: Double
        init(_ rect: Rect) { x = rounded(rect.x); y = rounded(rect.y); width = rounded(rect.width); height = rounded(rect.height) }
    }

    /// A line of a title.
    public struct Line: Codable, Sendable {
        /// The text.
        public var text: String
        /// The frame in points.
        public var frame: Box
    }

    /// One button.
    public struct Button: Codable, Sendable {
        /// The frame in points.
        public var frame: Box
        /// The icon's frame, if the button has an icon.
        public var icon: Box?
        /// The title's frame.
        public var title: Box
        /// Lines, top to bottom.
        public var lines: [Line]
        /// The text.
        public var text: String
        /// `center` or `leading`.
        public var titleAlignment: String
        /// The subtitle's frame, if any.
        public var subtitle: Box?
        /// The subtitle's lines, if any.
        public var subtitleLines: [Line]?
        /// Content does not fit inside the button.
        public var clipped: Bool
        /// Characters no font covers.
        public var missingGlyphs: Int
        /// A word was broken inside to fit.
        public var brokeInsideWord: Bool
    }

    /// One mode tried while measuring.
    public struct Attempt: Codable, Sendable {
        /// The mode, 1–4.
        public var mode: Int
        /// Every button fit.
        public var fits: Bool
        /// The button it concerns.
        public var button: Int?
        /// Points the content was too wide.
        public var overflow: Double?
    }

    /// A size as `{width, height}`.
    public struct Dimensions: Codable, Sendable, Equatable {
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double
    }

    /// The stack's name.
    public var stack: String
    /// Locale tag.
    public var locale: String
    /// `ltr` or `rtl`.
    public var direction: String
    /// Text size category.
    public var textSize: String
    /// Title point size.
    public var pointSize: Double
    /// Display scale.
    public var scale: Double
    /// The mode, 1–4.
    public var mode: Int
    /// The mode measuring chose for the width.
    public var measuredMode: Int
    /// Point size.
    public var size: Dimensions
    /// Height the buttons need, in points.
    public var contentHeight: Double
    /// The bounded height is smaller than the content.
    public var scrolls: Bool
    /// Each mode tried while measuring.
    public var attempts: [Attempt]
    /// The buttons, in order.
    public var buttons: [Button]

    /// The report of a laid-out stack.
    public init(_ laidOut: LaidOutStack) {
        let request = laidOut.request, configuration = laidOut.configuration, layout = laidOut.layout
        stack = request.stack.name
        locale = request.locale
        direction = configuration.direction.rawValue
        textSize = request.textSize.rawValue
        pointSize = configuration.pointSize
        scale = configuration.scale
        mode = layout.mode.rawValue
        measuredMode = layout.measuredMode.rawValue
        size = Dimensions(width: rounded(layout.size.width), height: rounded(layout.size.height))
        contentHeight = rounded(layout.contentHeight)
        scrolls = layout.scrolls
        attempts = layout.attempts.map { Attempt(mode: $0.mode.rawValue, fits: $0.fits, button: $0.button, overflow: $0.overflow.map(rounded)) }
        buttons = laidOut.buttons.map { button in
            let placed = button.placement
            return Button(
                frame: Box(placed.frame), icon: placed.icon.map(Box.init), title: Box(placed.title),
                lines: placed.titleLines.map { Line(text: $0.text, frame: Box($0.frame)) },
                text: button.content.title, titleAlignment: placed.titleAlignment.rawValue,
                subtitle: placed.subtitle.map(Box.init),
                subtitleLines: placed.subtitle == nil ? nil : placed.subtitleLines.map { Line(text: $0.text, frame: Box($0.frame)) },
                clipped: placed.clipped, missingGlyphs: placed.missingGlyphs, brokeInsideWord: placed.brokeInsideWord
            )
        }
    }

    /// A few lines for a person.
    public var humanReadable: String {
        var out = "\(stack) [\(locale), \(textSize) \(fixed(pointSize, places: 2)) pt, \(direction), @\(Int(scale))x]: mode \(mode)"
        out += " in \(fixed(size.width, places: 2)) × \(fixed(size.height, places: 2)) pt\(scrolls ? " (scrolls; content \(fixed(contentHeight, places: 2)) pt)" : "")\n"
        for attempt in attempts where !attempt.fits {
            out += "  mode \(attempt.mode) did not fit: button \(attempt.button ?? 0) is \(fixed(attempt.overflow ?? 0, places: 2)) pt too wide\n"
        }
        for (index, button) in buttons.enumerated() {
            let frame = button.frame
            out += "  [\(index)] \(fixed(frame.x, places: 2)),\(fixed(frame.y, places: 2)) \(fixed(frame.width, places: 2))×\(fixed(frame.height, places: 2))  "
            out += button.lines.map(\.text).joined(separator: " ⏎ ")
            if button.clipped { out += "  (clipped)" }
            if button.missingGlyphs > 0 { out += "  (\(button.missingGlyphs) missing glyphs)" }
            out += "\n"
        }
        return out
    }
}
