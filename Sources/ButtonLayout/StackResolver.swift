import ButtonStackBase

/// DynamicButtonStack's layout, without UIKit: choose one of four modes from the content and the
/// space, then place every button, icon and title line.
///
/// Measuring tries the modes from the most compact, (1) to (4), and takes the first where every
/// button fits. Placing in bounds larger than measured prefers the expanded modes, because a
/// compact layout stretched over extra space looks worse than an expanded one filling it.
public struct StackResolver<Measurer: TextMeasuring>: Sendable {
    /// Where sizes come from.
    public let measurer: Measurer

    /// A resolver that measures with `measurer`.
    public init(measurer: Measurer) {
        self.measurer = measurer
    }

    /// The mode and size the stack needs at `configuration.width`, with the reason each more compact
    /// mode was passed over.
    public func sizeThatFits<Origin>(_ configuration: StackConfiguration<Origin>) throws -> StackMeasurement {
        try configuration.validate()
        return try Solver(configuration: configuration, measurer: measurer).sizeThatFits()
    }

    /// Measures and places the stack: each placed button carries its own content and origin, and
    /// each placed line what the measurer set for it.
    public func layout<Origin>(_ configuration: StackConfiguration<Origin>) throws -> StackLayout<Measurer.SetLine, Origin> {
        try configuration.validate()
        return try Solver(configuration: configuration, measurer: measurer).layout()
    }
}

/// The measuring step's answer.
public struct StackMeasurement: Hashable, Sendable {
    /// The most compact mode that fits.
    public var mode: StackMode
    /// The size the stack needs in that mode.
    public var size: Size
    /// Each mode tried, in order.
    public var attempts: [ModeAttempt]
}

/// One layout pass: the configuration, every button measured once, and the steps in order.
struct Solver<Measurer: TextMeasuring, Origin: Sendable> {
    typealias Placement = ButtonPlacement<Measurer.SetLine, Origin>
    let configuration: StackConfiguration<Origin>
    let buttons: [ButtonMetrics<Measurer, Origin>]
    let grid: PixelGrid
    let slots: StackSlots
    var width: Double { configuration.width }
    var spacing: Double { configuration.spacing }
    var count: Int { buttons.count }

    init(configuration: StackConfiguration<Origin>, measurer: Measurer) throws {
        self.configuration = configuration
        buttons = try configuration.buttons.map {
            try ButtonMetrics(button: $0, configuration: configuration, measurer: measurer)
        }
        grid = PixelGrid(scale: configuration.scale)
        slots = StackSlots(count: configuration.buttons.count, spacing: configuration.spacing, grid: grid)
    }

    // MARK: - Measuring: the smallest height for the width

    func sizeThatFits() throws -> StackMeasurement {
        var attempts: [ModeAttempt] = []
        // (1) Buttons in a row, icon beside title.
        let rowBeside = tryRowIconBeside()
        attempts.append(rowBeside)
        if rowBeside.fits { return try measurement(.rowIconBeside, attempts) }
        // (2) Buttons in a row, icon above title, every title still on one line.
        let rowAbove = tryRowIconAbove()
        attempts.append(rowAbove)
        if rowAbove.fits { return try measurement(.rowIconAbove, attempts) }
        // (3) Buttons in a column, icon beside title, each button the full width.
        let columnBeside = tryColumnIconBeside()
        attempts.append(columnBeside)
        if columnBeside.fits { return try measurement(.columnIconBeside, attempts) }
        // (4) Buttons in a column, icon above title: always fits, because only here titles wrap.
        attempts.append(ModeAttempt(mode: .columnIconAbove, fits: true))
        return try measurement(.columnIconAbove, attempts)
    }

    private func measurement(_ mode: StackMode, _ attempts: [ModeAttempt]) throws -> StackMeasurement {
        StackMeasurement(mode: mode, size: try contentSize(for: mode), attempts: attempts)
    }

    /// Every button's icon and title side by side must fit its row slot. Fit is judged against the
    /// smallest slot (the last one takes up to n − 1 pixels more), so that a wider stack never
    /// chooses a less compact mode.
    func tryRowIconBeside() -> ModeAttempt {
        let available = buttons.map { $0.contentWidth(inButtonWidth: slots.usualLength(in: width)) }
        return attempt(.rowIconBeside, needed: buttons.map(\.besideContent.width), available: available)
    }

    /// Every title (and subtitle) must fit its row slot on one line, with its icon above it.
    func tryRowIconAbove() -> ModeAttempt {
        let available = buttons.map { $0.contentWidth(inButtonWidth: slots.usualLength(in: width)) }
        let needed = buttons.map { $0.aboveContent(text: $0.textBlock).width }
        return attempt(.rowIconAbove, needed: needed, available: available)
    }

    /// Every button's icon and title side by side must fit the whole width, with icons and
    /// titles aligned across buttons: the widest icon, the gap, then the title.
    func tryColumnIconBeside() -> ModeAttempt {
        let available = buttons.map { $0.contentWidth(inButtonWidth: width) }
        let lines = columnLines
        let needed = buttons.map { lines.icon + lines.gap + $0.textBlock.width }
        return attempt(.columnIconBeside, needed: needed, available: available)
    }

    /// Mode 3's shared vertical lines: the widest icon, the widest gap, the widest title.
    var columnLines: AlignmentLines {
        AlignmentLines(icon: buttons.map(\.icon.width).max() ?? 0, gap: buttons.map(\.gap).max() ?? 0,
                       text: buttons.map(\.textBlock.width).max() ?? 0)
    }

    /// Mode 2's shared horizontal lines: the tallest icon, the widest gap, the tallest title.
    var rowLines: AlignmentLines {
        AlignmentLines(icon: buttons.map(\.icon.height).max() ?? 0, gap: buttons.map(\.gap).max() ?? 0,
                       text: buttons.map(\.textBlock.height).max() ?? 0)
    }


    private func attempt(_ mode: StackMode, needed: [Double], available: [Double]) -> ModeAttempt {
        let overflows = zip(needed, available).map { $0 - $1 }
        guard let worst = overflows.indices.max(by: { overflows[$0] < overflows[$1] }), overflows[worst] > 1e-9 else {
            return ModeAttempt(mode: mode, fits: true)
        }
        return ModeAttempt(mode: mode, fits: false, button: worst, overflow: overflows[worst])
    }

    /// The size the stack needs in `mode`: a row is n times its widest button; a column is as wide
    /// as its widest button and, in mode 3, n times its tallest.
    func contentSize(for mode: StackMode) throws -> Size {
        let sizes = try buttonSizes(for: mode)
        let widest = sizes.map(\.width).max() ?? 0
        let tallest = sizes.map(\.height).max() ?? 0
        let spacings = spacing * Double(count - 1)
        switch mode {
        case .rowIconBeside, .rowIconAbove:
            return Size(width: widest * Double(count) + spacings, height: tallest)
        case .columnIconBeside:
            return Size(width: widest, height: tallest * Double(count) + spacings)
        case .columnIconAbove:
            return Size(width: widest, height: sizes.reduce(0) { $0 + $1.height } + spacings)
        }
    }

    private func buttonSizes(for mode: StackMode) throws -> [Size] {
        switch mode {
        case .rowIconBeside:
            return buttons.map { $0.buttonSize(forContent: $0.besideContent) }
        case .columnIconBeside:
            let lines = columnLines
            return buttons.map {
                $0.buttonSize(forContent: Size(width: lines.icon + lines.gap + lines.text, height: $0.besideContent.height))
            }
        case .rowIconAbove:
            let lines = rowLines
            return buttons.map {
                $0.buttonSize(forContent: Size(width: $0.aboveContent(text: $0.textBlock).width, height: lines.icon + lines.gap + lines.text))
            }
        case .columnIconAbove:
            return try buttons.map { $0.buttonSize(forContent: $0.aboveContent(text: try $0.wrapped(inButtonWidth: width).block)) }
        }
    }

    // MARK: - Placing

    func layout() throws -> StackLayout<Measurer.SetLine, Origin> {
        let measured = try sizeThatFits()
        let mode = try configuration.forcedMode ?? modeByPolicy(measured)
        let needed = mode == measured.mode ? measured.size.height : try contentSize(for: mode).height
        let viewport = configuration.height
        let scrolls = viewport.map { $0 < needed - 1e-9 } ?? false

        // The bounds: the viewport when the content fits in it, else the content's full height.
        let boundsHeight = scrolls ? needed : (viewport ?? needed)
        let placed: (mode: StackMode, buttons: [Placement])
        var offsetY = 0.0
        if viewport != nil, !scrolls, configuration.heightPolicy == .fill {
            // Given more room than measured: fill it with the most expanded layout that fits.
            placed = configuration.forcedMode == nil && configuration.policy == .dynamic
                ? try placeExpanded(height: boundsHeight) : (mode, try place(mode, height: boundsHeight))
        } else {
            // The measured height, centred in a taller viewport (zero offset otherwise).
            offsetY = grid.round((boundsHeight - needed) / 2)
            placed = (mode, try place(mode, height: needed))
        }
        var placements = placed.buttons.map { $0.offset(dy: offsetY) }
        if configuration.direction == .rightToLeft {
            placements = placements.map { $0.mirrored(inWidth: width) }
        }
        return StackLayout(
            mode: placed.mode, size: Size(width: width, height: boundsHeight),
            contentHeight: placed.mode == mode ? needed : try contentSize(for: placed.mode).height,
            scrolls: scrolls, buttons: placements, attempts: measured.attempts, measuredMode: measured.mode
        )
    }

    /// The original's placing order in larger bounds: try (3) first, as it looks more balanced
    /// than (4) when there is room; if it is too narrow, (4); if it is too short, (2), then (1).
    func placeExpanded(height: Double) throws -> (StackMode, [Placement]) {
        guard tryColumnIconBeside().fits else {
            return (.columnIconAbove, try place(.columnIconAbove, height: height))
        }
        let columnHeight = try buttonSizes(for: .columnIconBeside).map(\.height).reduce(0, +)
            + spacing * Double(count - 1)
        if columnHeight <= height + 1e-9 {
            return (.columnIconBeside, try place(.columnIconBeside, height: height))
        }
        let aboveHeights = try buttonSizes(for: .rowIconAbove).map(\.height)
        if tryRowIconAbove().fits && aboveHeights.allSatisfy({ $0 <= height + 1e-9 }) {
            return (.rowIconAbove, try place(.rowIconAbove, height: height))
        }
        return (.rowIconBeside, try place(.rowIconBeside, height: height))
    }

    /// The mode a non-default policy picks; the dynamic policy takes the measured mode.
    func modeByPolicy(_ measured: StackMeasurement) throws -> StackMode {
        switch configuration.policy {
        case .dynamic:
            return measured.mode
        case .sizeClass(let regularWidth):
            return width >= regularWidth ? .rowIconBeside : .columnIconBeside
        case .textSize(let threshold):
            return configuration.pointSize >= threshold ? .columnIconBeside : .rowIconBeside
        case .fit(let candidates):
            for mode in candidates where try fits(mode) { return mode }
            return candidates.last ?? measured.mode
        }
    }

    private func fits(_ mode: StackMode) throws -> Bool {
        switch mode {
        case .rowIconBeside: return tryRowIconBeside().fits
        case .rowIconAbove: return tryRowIconAbove().fits
        case .columnIconBeside: return tryColumnIconBeside().fits
        case .columnIconAbove: return true
        }
    }

    /// Frames for every button in `mode`, in left-to-right coordinates, within `width` × `height`.
    func place(_ mode: StackMode, height: Double) throws -> [Placement] {
        let arranger = ButtonArranger(grid: grid, wrappedAlignment: configuration.wrappedTitleAlignment)
        switch mode {
        case .rowIconBeside:
            return buttons.indices.map { index in
                arranger.beside(buttons[index], in: rowFrame(index, height: height), alignTo: nil)
            }
        case .rowIconAbove:
            // Icons share one horizontal line and titles one top edge: align to the tallest of each.
            let line = rowLines
            return buttons.indices.map { index in
                arranger.above(buttons[index], text: nil, in: rowFrame(index, height: height), alignTo: line)
            }
        case .columnIconBeside:
            // Icons centred on one vertical line and titles on one leading edge: align to the widest.
            let line = columnLines
            return buttons.indices.map { index in
                let frame = Rect(x: 0, y: slots.origin(of: index, in: height), width: width,
                                 height: slots.length(of: index, in: height))
                return arranger.beside(buttons[index], in: frame, alignTo: line)
            }
        case .columnIconAbove:
            return try placeColumnIconAbove(height: height, arranger: arranger)
        }
    }

    private func rowFrame(_ index: Int, height: Double) -> Rect {
        Rect(x: slots.origin(of: index, in: width), y: 0, width: slots.length(of: index, in: width), height: height)
    }

    /// Mode 4: each button as tall as its wrapped content needs, scaled in proportion so the
    /// column fills the height; the last button ends exactly at the bottom edge.
    private func placeColumnIconAbove(height: Double, arranger: ButtonArranger) throws -> [Placement] {
        // Each button with its wrapped text and the height that text needs.
        let wrapped = try buttons.map { button in
            let text = try button.wrapped(inButtonWidth: width)
            return (button: button, text: text, fitting: button.buttonSize(forContent: button.aboveContent(text: text.block)).height)
        }
        let available = height - spacing * Double(count - 1)
        let heightScale = available / wrapped.reduce(0) { $0 + $1.fitting }
        var unroundedY = 0.0
        var result: [Placement] = []
        for (position, item) in wrapped.enumerated() {
            let y = grid.round(unroundedY)
            let unroundedHeight = item.fitting * heightScale
            let buttonHeight = position == count - 1 ? height - y : grid.round(unroundedHeight)
            let frame = Rect(x: 0, y: y, width: width, height: buttonHeight)
            result.append(arranger.above(item.button, text: item.text, in: frame, alignTo: nil))
            unroundedY += unroundedHeight + spacing
        }
        return result
    }
}
