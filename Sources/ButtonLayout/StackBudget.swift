import ButtonStackBase
/// How wide one button's title may grow, on one line, before its stack changes mode or the title
/// stops being shown whole: the resolver's own conditions (slot widths, insets, icon, gap, the
/// shared column lines, pixel rounding) solved for the title's width, the other titles unchanged.
///
/// Widths are one-line advances in points, as the measurer sets the title (at this button's point
/// size and weight), before the resolver rounds them up to whole pixels.
public struct TitleBudget: Hashable, Sendable, Codable {
    /// The button, from 0.
    public var button: Int
    /// The stack's mode with the titles as given.
    public var mode: StackMode
    /// The widest title with which the stack stays in ``mode`` or an earlier (more expanded) one;
    /// nil when no title can move the stack on (the last mode, or a mode a policy fixes).
    public var keepMode: Double?
    /// The widest title still shown whole (on its line, not broken inside a word, not clipped) in
    /// whichever mode the stack then takes.
    public var whole: Double

    /// A budget of `button` in `mode`.
    public init(button: Int, mode: StackMode, keepMode: Double?, whole: Double) {
        self.button = button
        self.mode = mode
        self.keepMode = keepMode
        self.whole = whole
    }

    /// The room a translation has: ``keepMode``, or ``whole`` when there is no mode to keep.
    public var room: Double { keepMode ?? whole }
}

extension StackResolver {
    /// Every button's ``TitleBudget`` in `configuration` (measured without a viewport, as
    /// ``sizeThatFits(_:)`` measures). Worked out from the conditions, not by laying out trial titles.
    public func budgets<Origin>(_ configuration: StackConfiguration<Origin>) throws -> [TitleBudget] {
        try configuration.validate()
        let solver = try Solver(configuration: configuration, measurer: measurer)
        let measured = try solver.sizeThatFits()
        let mode = try configuration.forcedMode ?? solver.modeByPolicy(measured)
        let inverse = BudgetInverse(solver: solver)
        let candidates = inverse.candidates(chosen: mode)
        return solver.buttons.indices.map { inverse.budget(of: $0, mode: mode, candidates: candidates) }
    }
}

/// The resolver's fit conditions, each solved for one button's title width.
struct BudgetInverse<Measurer: TextMeasuring, Origin: Sendable> {
    let solver: Solver<Measurer, Origin>
    /// The tolerance ``Solver`` allows an overflow.
    private let tolerance = 1e-9

    /// The modes the stack chooses among, in the order tried: the four for the dynamic policy,
    /// a fit policy's candidates, or the one mode a policy (or a forced mode) fixes.
    func candidates(chosen: StackMode) -> [StackMode] {
        if solver.configuration.forcedMode != nil { return [chosen] }
        switch solver.configuration.policy {
        case .dynamic: return StackMode.allCases
        case .fit(let candidates): return candidates.isEmpty ? StackMode.allCases : candidates
        case .sizeClass, .textSize: return [chosen]
        }
    }

    func budget(of index: Int, mode: StackMode, candidates: [StackMode]) -> TitleBudget {
        // A mode that always fits (4) ends the choice: nothing after it is ever taken.
        let reachable = candidates.prefix { $0 != .columnIconAbove } + (candidates.contains(.columnIconAbove) ? [.columnIconAbove] : [])
        let open = reachable.filter { othersFit($0, except: index) }
        let chosenAt = reachable.firstIndex(of: mode) ?? reachable.count - 1
        var keepMode: Double?
        if chosenAt < reachable.count - 1 {
            keepMode = reachable.prefix(chosenAt + 1).filter(open.contains).compactMap { room($0, index) }.max()
        }
        // Shown whole: in any mode it fits (modes 1–3 set it on one line inside its button), in
        // mode 4 while it fits the button's width on one line, or, when nothing fits, in the mode
        // the stack falls back to while it is placed there without being clipped.
        var whole = open.filter { $0 != .columnIconAbove }.compactMap { room($0, index) }
        if reachable.contains(.columnIconAbove) {
            whole.append(room(.columnIconAbove, index) ?? 0)
        } else if let last = reachable.last {
            whole.append(placedRoom(last, index))
        }
        return TitleBudget(button: index, mode: mode, keepMode: keepMode, whole: max(0, whole.max() ?? 0))
    }

    /// True when every button but `index` fits `mode` with its title as given.
    func othersFit(_ mode: StackMode, except index: Int) -> Bool {
        solver.buttons.indices.allSatisfy { other in
            other == index || room(mode, other).map { solver.buttons[other].titleSize.width <= $0 } == true
        }
    }

    /// The widest title button `index` may have in `mode` on its own account (its icon, gap,
    /// subtitle and insets; mode 3's shared icon and gap lines), or nil when nothing else of the
    /// button leaves room for any title.
    func room(_ mode: StackMode, _ index: Int) -> Double? {
        let button = solver.buttons[index]
        let rowContent = button.contentWidth(inButtonWidth: solver.slots.usualLength(in: solver.width))
        let columnContent = button.contentWidth(inButtonWidth: solver.width)
        switch mode {
        case .rowIconBeside:
            // icon + gap + max(title, subtitle) ≤ the row slot's content width.
            return titleRoom(rowContent - button.icon.width - button.gap, button)
        case .rowIconAbove:
            // max(icon, title, subtitle) ≤ the row slot's content width.
            guard button.icon.width <= rowContent + tolerance else { return nil }
            return titleRoom(rowContent, button)
        case .columnIconBeside:
            // widest icon + widest gap + max(title, subtitle) ≤ the full width's content width.
            let lines = solver.columnLines
            return titleRoom(columnContent - lines.icon - lines.gap, button)
        case .columnIconAbove:
            // The title is set on one line while its pixel-rounded width fits the content width,
            // else wrapped to it, where a wider word is broken inside.
            return columnContent < 0 ? nil : wholePixels(columnContent + tolerance)
        }
    }

    /// The widest title button `index` has in `mode` when the mode is taken whether it fits or
    /// not (a policy's): the widest on whole pixels that the arranger places inside the button,
    /// no wider than its content width (``ButtonArranger``'s `clipped`, for the title).
    func placedRoom(_ mode: StackMode, _ index: Int) -> Double {
        if mode == .columnIconAbove { return room(mode, index) ?? 0 }
        let scale = solver.grid.scale
        let contentWidth = solver.buttons[index].contentWidth(
            inButtonWidth: mode.isRow ? solver.slots.length(of: index, in: solver.width) : solver.width)
        guard contentWidth >= 0 else { return 0 }
        // Wider titles reach further past the button's edge: the widest that does not is found by
        // halving the pixels between none and the content width.
        var low = -1, high = Int((contentWidth + 1e-6) * scale + 1e-9) + 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if placedInside(mode, index, titleWidth: Double(middle) / scale) { low = middle } else { high = middle }
        }
        return max(0, Double(low) / scale)
    }

    /// True when a one-line title `titleWidth` wide (whole pixels) is placed inside button
    /// `index`'s frame and content width in `mode` (1, 2 or 3).
    private func placedInside(_ mode: StackMode, _ index: Int, titleWidth: Double) -> Bool {
        let button = solver.buttons[index].withTitle(width: titleWidth)
        let arranger = ButtonArranger(grid: solver.grid, wrappedAlignment: solver.configuration.wrappedTitleAlignment)
        // A frame taller than any content: only the title's horizontal place is in question.
        let height = 1_000_000.0
        let placed: ButtonPlacement<Measurer.SetLine, Origin>
        switch mode {
        case .rowIconBeside, .rowIconAbove:
            let frame = Rect(x: solver.slots.origin(of: index, in: solver.width), y: 0,
                             width: solver.slots.length(of: index, in: solver.width), height: height)
            placed = mode == .rowIconBeside ? arranger.beside(button, in: frame, alignTo: nil)
                : arranger.above(button, text: nil, in: frame, alignTo: solver.rowLines)
        case .columnIconBeside, .columnIconAbove:
            var lines = solver.columnLines
            lines.text = solver.buttons.indices.map { $0 == index ? button.textBlock.width : solver.buttons[$0].textBlock.width }.max() ?? 0
            placed = arranger.beside(button, in: Rect(x: 0, y: 0, width: solver.width, height: height), alignTo: lines)
        }
        return placed.frame.contains(placed.title, tolerance: 1e-6)
            && placed.title.width <= button.contentWidth(inButtonWidth: placed.frame.width) + 1e-6
    }

    /// The widest raw title width whose pixel-rounded width (``PixelGrid/ceil(_:)``) is at most
    /// `limit`, given the subtitle fits it too.
    private func titleRoom(_ limit: Double, _ button: ButtonMetrics<Measurer, Origin>) -> Double? {
        let allowed = limit + tolerance
        guard allowed >= 0, button.subtitleSize.width <= allowed else { return nil }
        return wholePixels(allowed)
    }

    /// `value` rounded down to whole device pixels.
    private func wholePixels(_ value: Double) -> Double {
        let scale = solver.grid.scale
        return (value * scale).rounded(.down) / scale
    }
}
