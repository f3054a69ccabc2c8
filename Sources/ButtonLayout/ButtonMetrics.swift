import ButtonStackBase

/// The sizes of one button's parts, measured once per layout, and the sizes of its content in
/// each arrangement ("Sizes of one button" in docs/layout-rules.md).
struct ButtonMetrics<Measurer: TextMeasuring, Origin: Sendable> {
    typealias Text = MeasuredText<Measurer.SetLine>
    let button: StackButton<Origin>
    /// The icon's size, zero for a button without an icon.
    let icon: Size
    /// The title on one line, sizes rounded up to whole pixels as a label reports them.
    private(set) var title: Text
    private(set) var titleSize: Size
    let subtitle: Text?
    let subtitleSize: Size
    /// Icon–title gap: 2 × round(0.3 × point size), none without an icon.
    let gap: Double
    let insets: EdgeInsets
    let minimumTarget: Size
    private let measurer: Measurer
    let titleAttributes: TextAttributes
    let subtitleAttributes: TextAttributes
    private let grid: PixelGrid

    init(button: StackButton<Origin>, configuration: StackConfiguration<Origin>, measurer: Measurer) throws {
        self.button = button
        self.measurer = measurer
        grid = PixelGrid(scale: configuration.scale)
        let pointSize = configuration.pointSize * button.textScale
        titleAttributes = TextAttributes(pointSize: pointSize, bold: button.boldTitle)
        subtitleAttributes = TextAttributes(pointSize: pointSize * configuration.subtitleScale)
        insets = button.contentInsets ?? configuration.contentInsets
        minimumTarget = configuration.minimumTarget
        if let name = button.icon {
            let size = try measurer.iconSize(name, pointSize: pointSize)
            icon = Size(width: grid.ceil(size.width), height: grid.ceil(size.height))
            gap = 2 * (0.3 * pointSize).rounded(.toNearestOrAwayFromZero)
        } else {
            icon = .zero
            gap = 0
        }
        title = try measurer.measure(button.title, attributes: titleAttributes, maxWidth: nil)
        if let text = button.subtitle {
            let measured = try measurer.measure(text, attributes: subtitleAttributes, maxWidth: nil)
            subtitle = measured
        } else {
            subtitle = nil
        }
        let block = Self.blockSize(title: title, subtitle: subtitle, grid: grid)
        titleSize = block.title
        subtitleSize = block.subtitle
    }

    /// This button with its one-line title `width` points wide (its height and set line kept):
    /// what the arranger places for a title of that width, when budgets solve for it.
    func withTitle(width: Double) -> ButtonMetrics {
        var copy = self
        copy.title.lines = title.lines.prefix(1).map { MeasuredLine(text: $0.text, width: width, height: $0.height, set: $0.set) }
        copy.titleSize = Size(width: grid.ceil(width), height: titleSize.height)
        return copy
    }

    /// Title and subtitle sizes rounded up to whole pixels.
    static func blockSize(title: Text, subtitle: Text?, grid: PixelGrid) -> (title: Size, subtitle: Size) {
        let titleSize = Size(width: grid.ceil(title.width), height: grid.ceil(title.height))
        let subtitleSize = subtitle.map { Size(width: grid.ceil($0.width), height: grid.ceil($0.height)) } ?? .zero
        return (titleSize, subtitleSize)
    }

    /// The title block: title over subtitle.
    var textBlock: Size { Self.stack(titleSize, subtitleSize) }

    static func stack(_ title: Size, _ subtitle: Size) -> Size {
        Size(width: max(title.width, subtitle.width), height: title.height + subtitle.height)
    }

    /// Icon then text along the line: icon.w + gap + text.w by max(icon.h, text.h).
    var besideContent: Size {
        Size(width: icon.width + gap + textBlock.width, height: max(icon.height, textBlock.height))
    }

    /// Icon over text: max(icon.w, text.w) by icon.h + gap + text.h. (The original takes the
    /// title's height where it means its width in one branch; this is the width.)
    func aboveContent(text: Size) -> Size {
        Size(width: max(icon.width, text.width), height: icon.height + gap + text.height)
    }

    /// The title (and subtitle) wrapped to a button `buttonWidth` wide, and the block's size.
    func wrapped(inButtonWidth buttonWidth: Double) throws -> WrappedText<Measurer.SetLine> {
        let available = contentWidth(inButtonWidth: buttonWidth)
        let fitsOnOneLine = textBlock.width <= available
        let wrapWidth = max(available, 1)
        var wrappedTitle = title
        if !fitsOnOneLine {
            wrappedTitle = try measurer.measure(button.title, attributes: titleAttributes, maxWidth: wrapWidth)
        }
        var wrappedSubtitle = subtitle
        if let text = button.subtitle, !fitsOnOneLine {
            wrappedSubtitle = try measurer.measure(text, attributes: subtitleAttributes, maxWidth: wrapWidth)
        }
        let sizes = Self.blockSize(title: wrappedTitle, subtitle: wrappedSubtitle, grid: grid)
        return WrappedText(title: wrappedTitle, subtitle: wrappedSubtitle, block: Self.stack(sizes.title, sizes.subtitle))
    }

    /// The width for content inside a button `buttonWidth` wide.
    func contentWidth(inButtonWidth buttonWidth: Double) -> Double {
        buttonWidth - insets.horizontal
    }

    /// Content plus insets, and never below the minimum touch target in either axis.
    func buttonSize(forContent content: Size) -> Size {
        Size(
            width: max(minimumTarget.width, content.width + insets.horizontal),
            height: max(minimumTarget.height, content.height + insets.vertical)
        )
    }
}

/// A button's title (and subtitle) wrapped to its width in mode 4, and the block they make.
struct WrappedText<SetLine: Sendable> {
    var title: MeasuredText<SetLine>
    var subtitle: MeasuredText<SetLine>?
    var block: Size
}
