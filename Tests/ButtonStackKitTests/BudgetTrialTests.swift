import ButtonStackBase
import StackEngine
import ButtonLayout
import ButtonSpec
import Foundation
import Testing
@testable import ButtonStackKit

/// `budgets`' figures on real fonts and the examples' real stacks, against trial layouts: the
/// widest title of repeated letters within a figure keeps the mode (or stays whole), and with one
/// letter more it does not.
@Suite struct BudgetTrialTests {
    /// Every example spec: `Examples/*.yaml` and the app-like `Examples/app/app.yaml`, the spec
    /// made to break every lint rule (odd insets, targets, policies); and the
    /// specs `BUTTON_STACK_BUDGET_SPECS` names (paths separated by `:`), to try a real app's stacks.
    func examples() throws -> [Spec] {
        let folder = packageRoot.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        let more = ProcessInfo.processInfo.environment["BUTTON_STACK_BUDGET_SPECS"]?.split(separator: ":").map(String.init) ?? []
        let fixtures = [packageRoot.appendingPathComponent("Tests/Fixtures/lint-violations.yaml").path]
        return try (names + ["app/app.yaml"]).map { try example($0) } + (fixtures + more).map { try SpecParser.load(path: $0) }
    }

    /// `request` with button `index` titled `title` (its loading title too), in the budget's locale.
    func trial(_ request: StackRequest, button index: Int, title: String) throws -> LaidOutStack {
        var request = request
        var stack = request.stack
        stack.buttons[index].title = LocalizedText(title)
        if stack.buttons[index].loadingTitle != nil { stack.buttons[index].loadingTitle = LocalizedText(title) }
        request.stack = stack
        return try sharedEngine.layout(request)
    }

    /// The letters trial titles repeat: of several widths, so that some title ends close to each
    /// figure and a figure a pixel off shows.
    static let letters = ["a", "i", "m", "W", "l", "e"]

    /// The most `letter`s whose one-line width, as the button sets it, is at most `points`.
    func count(of letter: String, within points: Double, _ budget: ButtonTitleBudget) throws -> Int {
        let measurer = sharedEngine.measurer(locale: budget.request.locale, font: ButtonStackEngine.appFont(budget.request.stack.font))
        func width(_ count: Int) throws -> Double {
            try measurer.measure(String(repeating: letter, count: count), attributes: budget.attributes, maxWidth: nil).width
        }
        var low = 0, high = 1
        while try width(high) <= points { (low, high) = (high, high * 2) }
        while high - low > 1 {
            let middle = (low + high) / 2
            if try width(middle) <= points { low = middle } else { high = middle }
        }
        #expect(try width(low + 1) > points)
        return low
    }

    /// The title on one line, inside its button's frame and content width.
    func titleIsWhole(_ stack: LaidOutStack, _ index: Int) -> Bool {
        let placed = stack.layout.buttons[index]
        let insets = stack.configuration.buttons[index].contentInsets ?? stack.configuration.contentInsets
        return placed.titleLines.count == 1 && placed.frame.contains(placed.title, tolerance: 1e-6)
            && placed.title.width <= placed.frame.width - insets.horizontal + 1e-6
    }

    @Test func everyFigureAgreesWithTrialLayoutsOnTheExamples() throws {
        var checked = 0
        for spec in try examples() {
            for stack in spec.stacks {
                let sizes = Set((stack.textSizes ?? []) + [.small, .large, .extraExtraExtraLarge, .accessibilityExtraLarge])
                let widths = Set((stack.widths ?? []) + [320, 375, 390, 430])
                for textSize in ContentSizeCategory.allCases where sizes.contains(textSize) {
                    for width in widths.sorted() {
                        let request = StackRequest(file: spec.file, stack: stack, textSize: textSize, width: width)
                        let budgets = try sharedEngine.titleBudgets(request)
                        let source = try sharedEngine.layout(budgets[0].request)
                        for budget in budgets {
                            try check(budget, source: source)
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 200)
    }

    func check(_ budget: ButtonTitleBudget, source: LaidOutStack) throws {
        for letter in Self.letters { try check(budget, source: source, letter: letter) }
    }

    func check(_ budget: ButtonTitleBudget, source: LaidOutStack, letter: String) throws {
        let index = budget.button
        let figures = budget.budget
        let place = "\(source.request.stack.name) button \(index) at \(source.request.textSize.rawValue), \(source.request.width) pt"
        #expect(figures.mode == source.layout.mode, "\(place)")
        // The modes the stack's policy chooses among, in its order.
        let candidates: [StackMode]
        switch source.configuration.policy {
        case .dynamic: candidates = StackMode.allCases
        case .fit(let modes): candidates = modes
        case .sizeClass, .textSize: candidates = [figures.mode]
        }
        let rank = { (mode: StackMode) in candidates.firstIndex(of: mode) ?? candidates.count }
        if let keep = figures.keepMode {
            let count = try count(of: letter, within: keep, budget)
            if count > 0 {
                let kept = try trial(budget.request, button: index, title: String(repeating: letter, count: count)).layout.mode
                #expect(rank(kept) <= rank(figures.mode), "\(place): \(count) × \(letter) letters within \(keep) pt took mode \(kept)")
            }
            let moved = try trial(budget.request, button: index, title: String(repeating: letter, count: count + 1)).layout.mode
            #expect(rank(moved) > rank(figures.mode), "\(place): \(count + 1) × \(letter) letters past \(keep) pt kept mode \(moved)")
        } else {
            #expect(rank(figures.mode) == min(candidates.count - 1, rank(.columnIconAbove)), "\(place)")
        }
        let count = try count(of: letter, within: figures.whole, budget)
        if count > 0 {
            let whole = try trial(budget.request, button: index, title: String(repeating: letter, count: count))
            #expect(titleIsWhole(whole, index), "\(place): \(count) × \(letter) letters within \(figures.whole) pt not whole")
        }
        let over = try trial(budget.request, button: index, title: String(repeating: letter, count: count + 1))
        #expect(!titleIsWhole(over, index), "\(place): \(count + 1) × \(letter) letters past \(figures.whole) pt still whole")
    }

    /// The room is worked out with the source language's titles, whatever locale is asked.
    @Test func budgetsUseTheSourceLanguage() throws {
        let spec = try example("app/app.yaml")
        let stack = try #require(spec.stack(named: "message-actions"))
        let german = try sharedEngine.titleBudgets(StackRequest(file: spec.file, stack: stack, locale: "de"))
        let english = try sharedEngine.titleBudgets(StackRequest(file: spec.file, stack: stack, locale: "en"))
        #expect(german.map(\.budget) == english.map(\.budget))
        #expect(german.map(\.source) == ["Reply", "Forward", "Archive", "Delete"])
        #expect(german.map(\.reference?.key) == ["action.reply", "action.forward", "action.archive", "action.delete"])
    }
}
