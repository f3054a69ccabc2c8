import ButtonLayout

/// What `button-stack layout --json` prints: `{mode, size, scrolls, buttons: [{frame, icon, title,
/// lines}]}` with every rectangle as `{x, y, width, height}` in points, origin top-left, plus the
/// reasons and the details behind them.
public struct LayoutReport: Codable, Sendable {
    /// A rectangle as `{x, y, width, height}`.
    public struct Box: Codable, Sendable, Equatable {
        public var x: Double, y: Double, width: Double, height: Double
        init(_ rect: Rect) { x = rounded(rect.x); y = rounded(rect.y); width = rounded(rect.width); height = rounded(rect.height) }
    }

    /// A line of a title.
    public struct Line: Codable, Sendable {
        public var text: String
        public var frame: Box
    }

    /// One button.
    public struct Button: Codable, Sendable {
        public var frame: Box
        public var icon: Box?
        public var title: Box
        public var lines: [Line]
        public var text: String
        public var titleAlignment: String
        public var subtitle: Box?
        public var subtitleLines: [Line]?
        public var clipped: Bool
        public var missingGlyphs: Int
        public var brokeInsideWord: Bool
    }

    /// One mode tried while measuring.
    public struct Attempt: Codable, Sendable {
        public var mode: Int
        public var fits: Bool
        public var button: Int?
        public var overflow: Double?
    }

    public struct Dimensions: Codable, Sendable, Equatable {
        public var width: Double
        public var height: Double
    }

    public var stack: String
    public var locale: String
    public var direction: String
    public var textSize: String
    public var pointSize: Double
    public var scale: Double
    public var mode: Int
    public var measuredMode: Int
    public var size: Dimensions
    public var contentHeight: Double
    public var scrolls: Bool
    public var attempts: [Attempt]
    public var buttons: [Button]

    /// The report of `layout` for `request`.
    public init(request: StackRequest, configuration: StackConfiguration, layout: StackLayout) {
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
        buttons = zip(configuration.buttons, layout.buttons).map { button, placed in
            Button(
                frame: Box(placed.frame), icon: placed.icon.map(Box.init), title: Box(placed.title),
                lines: placed.titleLines.map { Line(text: $0.text, frame: Box($0.frame)) },
                text: button.title, titleAlignment: placed.titleAlignment.rawValue,
                subtitle: placed.subtitle.map(Box.init),
                subtitleLines: placed.subtitle == nil ? nil : placed.subtitleLines.map { Line(text: $0.text, frame: Box($0.frame)) },
                clipped: placed.clipped, missingGlyphs: placed.missingGlyphs, brokeInsideWord: placed.brokeInsideWord
            )
        }
    }

    /// A few lines for a person.
    public var humanReadable: String {
        var out = "\(stack) [\(locale), \(textSize) \(format(pointSize)) pt, \(direction), @\(Int(scale))x]: mode \(mode)"
        out += " in \(format(size.width)) × \(format(size.height)) pt\(scrolls ? " (scrolls; content \(format(contentHeight)) pt)" : "")\n"
        for attempt in attempts where !attempt.fits {
            out += "  mode \(attempt.mode) did not fit: button \(attempt.button ?? 0) is \(format(attempt.overflow ?? 0)) pt too wide\n"
        }
        for (index, button) in buttons.enumerated() {
            let frame = button.frame
            out += "  [\(index)] \(format(frame.x)),\(format(frame.y)) \(format(frame.width))×\(format(frame.height))  "
            out += button.lines.map(\.text).joined(separator: " ⏎ ")
            if button.clipped { out += "  (clipped)" }
            if button.missingGlyphs > 0 { out += "  (\(button.missingGlyphs) missing glyphs)" }
            out += "\n"
        }
        return out
    }
}
