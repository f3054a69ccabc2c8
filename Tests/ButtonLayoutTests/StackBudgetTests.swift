import ButtonStackBase
import Testing
@testable import ButtonLayout

/// Budgets against trial layouts on the fake metrics: the widest title of repeated letters within
/// a figure keeps the mode (or stays whole), and one letter more does not.
@Suite struct StackBudgetTests {
    /// Letters 7.3 pt wide at 17 pt, so titles fall between pixels.
    let measurer = FakeMeasurer(characterWidth: 7.3)

    /// The trial titles' letter width for `button` in `configuration`.
    func letter(_ button: StackButton<Nothing>, _ configuration: StackConfiguration<Nothing>) -> Double {
        7.3 * configuration.pointSize * button.textScale / 17 * (button.boldTitle ? 1.1 : 1)
    }

    /// The most letters within `points`.
    func letters(within points: Double, _ letter: Double) -> Int {
        Int((points / letter + 1e-9).rounded(.down))
    }

    func replacing(_ index: Int, letters count: Int, in configuration: StackConfiguration<Nothing>) -> StackConfiguration<Nothing> {
        var copy = configuration
        copy.buttons[index].title = String(repeating: "a", count: count)
        return copy
    }

    /// Every figure of `configuration` checked against trial layouts.
    func check(_ configuration: StackConfiguration<Nothing>) throws {
        let resolver = StackResolver(measurer: measurer)
        let budgets = try resolver.budgets(configuration)
        let mode = try resolver.layout(configuration).mode
        // The modes the policy chooses among, in its order.
        let candidates: [StackMode]
        switch configuration.policy {
        case .dynamic: candidates = StackMode.allCases
        case .fit(let modes): candidates = modes
        case .sizeClass, .textSize: candidates = [mode]
        }
        let rank = { (mode: StackMode) in candidates.firstIndex(of: mode) ?? candidates.count }
        for budget in budgets {
            let index = budget.button
            #expect(budget.mode == mode)
            let letter = letter(configuration.buttons[index], configuration)
            if let keep = budget.keepMode {
                let count = letters(within: keep, letter)
                if count > 0 {
                    let kept = try resolver.layout(replacing(index, letters: count, in: configuration)).mode
                    #expect(rank(kept) <= rank(mode), "button \(index): \(count) letters (\(keep) pt) left mode \(mode) for \(kept) in \(configuration)")
                }
                let moved = try resolver.layout(replacing(index, letters: count + 1, in: configuration)).mode
                #expect(rank(moved) > rank(mode), "button \(index): \(count + 1) letters (over \(keep) pt) kept mode \(mode) in \(configuration)")
            } else {
                #expect(rank(mode) == min(candidates.count - 1, rank(.columnIconAbove)))
            }
            let count = letters(within: budget.whole, letter)
            if count > 0 {
                let placed = try resolver.layout(replacing(index, letters: count, in: configuration)).buttons[index]
                #expect(titleIsWhole(placed, configuration), "button \(index): \(count) letters (\(budget.whole) pt) not whole in \(configuration)")
            }
            let over = try resolver.layout(replacing(index, letters: count + 1, in: configuration)).buttons[index]
            #expect(!titleIsWhole(over, configuration), "button \(index): \(count + 1) letters (over \(budget.whole) pt) still whole in \(configuration)")
        }
    }

    /// The title (a single word) on one line, inside its button's frame and content width: what
    /// the placement's `clipped` and `brokeInsideWord` say of a button without a subtitle.
    func titleIsWhole(_ placed: ButtonPlacement<Nothing, Nothing>, _ configuration: StackConfiguration<Nothing>) -> Bool {
        let insets = placed.button.contentInsets ?? configuration.contentInsets
        return placed.titleLines.count == 1 && placed.frame.contains(placed.title, tolerance: 1e-6)
            && placed.title.width <= placed.frame.width - insets.horizontal + 1e-6
    }

    @Test func figuresAgreeWithTrialLayoutsOnManyStacks() throws {
        var random = SplitMix(seed: 39)
        for _ in 0..<400 {
            let count = 1 + random.next(4)
            let stackButtons = (0..<count).map { index in
                StackButton(
                    title: String(repeating: "a", count: 1 + random.next(14)),
                    icon: random.next(5) == 0 ? nil : "star",
                    subtitle: random.next(4) == 0 ? String(repeating: "b", count: 1 + random.next(10)) : nil,
                    boldTitle: index == 0 && random.next(2) == 0,
                    contentInsets: random.next(4) == 0 ? EdgeInsets(all: 3) : nil,
                    textScale: random.next(4) == 0 ? 15.0 / 17.0 : 1
                )
            }
            let sizes = ContentSizeCategory.allCases
            var configuration = StackConfiguration(
                buttons: stackButtons, width: Double(120 + random.next(400)) + (random.next(3) == 0 ? 0.25 : 0),
                scale: Double(1 + random.next(3)), spacing: Double(random.next(12)),
                pointSize: sizes[random.next(sizes.count)].bodyPointSize
            )
            switch random.next(6) {
            case 0: configuration.policy = .sizeClass(regularWidth: Double(200 + random.next(300)))
            case 1: configuration.policy = .textSize(columnAtPointSize: 28)
            case 2:
                // Some modes in their order, at least one.
                let modes = StackMode.allCases.filter { _ in random.next(2) == 0 }
                configuration.policy = .fit(candidates: modes.isEmpty ? [.rowIconAbove] : modes)
            default: break
            }
            try check(configuration)
        }
    }

    /// A fit policy's candidates, ending in mode 4: the choice is among them only.
    @Test func fitPolicyKeepsToItsCandidates() throws {
        for width in stride(from: 150.0, through: 450, by: 37) {
            var configuration = StackConfiguration(buttons: buttons(["aaaa", "aaaaaaaaa", "aa"]), width: width, scale: 2)
            configuration.policy = .fit(candidates: [.rowIconBeside, .columnIconBeside, .columnIconAbove])
            try check(configuration)
        }
    }

    /// In the last mode no title changes the mode; a title fits the full width less the insets.
    @Test func lastModeHasNoModeToKeep() throws {
        let configuration = StackConfiguration(buttons: buttons([String(repeating: "a", count: 30), "a"]), width: 200)
        let budgets = try StackResolver(measurer: measurer).budgets(configuration)
        #expect(budgets.map(\.mode) == [.columnIconAbove, .columnIconAbove])
        #expect(budgets.map(\.keepMode) == [nil, nil])
        #expect(budgets.map(\.whole) == [190, 190])
    }

    /// A mode a policy fixes: no mode to keep, and the title may spill into the insets until
    /// the arranger would place it past its button's edge.
    @Test func policyFixedModeReportsWhereTheTitleWouldBeClipped() throws {
        var configuration = StackConfiguration(buttons: buttons(["aa", "aa"]), width: 300)
        configuration.policy = .sizeClass(regularWidth: 200)
        let budgets = try StackResolver(measurer: measurer).budgets(configuration)
        // Two 146 pt slots; icon 20 and gap 10 then the title, centred in the 136 pt content:
        // (136 − 30 − t) / 2 + 5 + 30 + t ≤ 146 for t ≤ 116 (10 pt more than fits the content);
        // the first button's group starts at round(−0.5) = −1 for t = 117, which just fits.
        #expect(budgets.map(\.mode) == [.rowIconBeside, .rowIconBeside])
        #expect(budgets.map(\.keepMode) == [nil, nil])
        #expect(budgets.map(\.whole) == [117, 116])
        try check(configuration)
    }
}

/// A small deterministic generator (SplitMix64), so every run tries the same stacks.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
