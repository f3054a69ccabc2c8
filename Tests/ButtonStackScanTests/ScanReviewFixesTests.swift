import Foundation
import SwiftSyntax
import Testing
@testable import ButtonStackScan

/// Fixes of the review of the nineteenth round (fixtures written for these tests, each naming no app).
@Suite struct ScanReviewFixesTests {
    /// Hostile: three thousand buttons showing one local label, and a body of ten thousand local
    /// functions before locals showing each other eight times: each body's declarations are
    /// indexed once a scan (looking each label up walked every statement of each body around it
    /// again: 29 s and 25 s in a debug build, 4 s and 3 s now), each lookup charged to the file's budget.
    @Test(.timeLimit(.minutes(15))) func localLabelsInHugeBodiesAreLookedUpQuickly() throws {
        let buttons = String(repeating: "            Button(action: { }) { lbl }\n", count: 3_000)
        let manyButtons = """
        import SwiftUI
        struct Many: View {
            var body: some View {
                let lbl = Text("many.label")
                VStack {
        \(buttons)        }
            }
        }
        """
        var filler = ["import SwiftUI", "struct Filler: View {", "    func make() -> some View {"]
        filler += (0..<10_000).map { "        func f\($0)() {}" }
        filler.append("        let l0 = Text(\"filler.label\")")
        filler += (1...6).map { "        let l\($0) = HStack { " + String(repeating: "l\($0 - 1); ", count: 8) + "}" }
        filler += ["        return HStack {", "            Button(action: { }) { l6 }", "            Button(action: { }) { l6 }", "        }", "    }", "}"]
        let (many, _) = try scan(["Many.swift": manyButtons])
        #expect(many.groups.map(\.buttons.count) == [3_000])
        #expect(many.groups.first?.titles.allSatisfy { $0 == "many.label" } == true)
        // The work, counted: every use of `lbl` looked up, each body's statements indexed once (the
        // getter's 2, the stack's 3,000 buttons, each label closure's 1), not once a use.
        let file = ParsedFile(relative: "Many.swift", path: "Many.swift", bytes: Array(manyButtons.utf8), maximumNestingLevel: 1_000)
        let locals = LocalDeclarations()
        let uses = file.tree.tokens(viewMode: .sourceAccurate).filter { $0.text == "lbl" }.compactMap { $0.parent?.as(DeclReferenceExprSyntax.self) }
        #expect(uses.count == 3_000)
        for use in uses {
            guard case .declared = locals.innermost("lbl", at: Syntax(use), LocalDeclarations.Rule(extent: .endedBefore)) else {
                Issue.record("a use of `lbl` found no declaration")
                break
            }
        }
        #expect(locals.statementsIndexed == 2 + 3_000 + 3_000)
        let (deep, _) = try scan(["Filler.swift": filler.joined(separator: "\n")])
        // Eight labels a level, six levels: the file's budget of values ends the reading.
        #expect(deep.groups.isEmpty)
        #expect(deep.problems == ["Filler.swift: more than \(ReadingBudget.valuesPerFile) values to work out; the rest not followed"])
    }

    /// UIKit: a parameter or local list named as the type's computed property of actions is that
    /// parameter or local, not the property: the alert is known only at run time (a parameter) or
    /// holds the local's actions; the property itself is still read where it is named.
    @Test func aParameterOrLocalListIsNotTheSameNamedProperty() throws {
        let (report, _) = try scan(["Lists.swift": """
        import UIKit
        extension UIAlertController {
            func addActions(_ actions: [UIAlertAction]) { for action in actions { addAction(action) } }
        }
        final class ListsViewController: UIViewController {
            var actions: [UIAlertAction] { [UIAlertAction(title: "prop.one", style: .default), UIAlertAction(title: "prop.two", style: .cancel)] }
            func show(actions: [UIAlertAction]) {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                for action in actions { alert.addAction(action) }
                present(alert, animated: true)
            }
            func pass(actions: [UIAlertAction]) {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addActions(actions)
                present(alert, animated: true)
            }
            func local() {
                let actions = [UIAlertAction(title: "local.one", style: .default)]
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                actions.forEach { sheet.addAction($0) }
                present(sheet, animated: true)
            }
            func own() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                for action in actions { alert.addAction(action) }
                present(alert, animated: true)
            }
            func given() {
                pass(actions: [UIAlertAction(title: "given.one", style: .default), UIAlertAction(title: "given.two", style: .cancel)])
            }
        }
        """])
        let groups = report.groups.map { "\($0.line) \($0.container): \($0.titles.joined(separator: ", "))" }
        #expect(groups == ["24 alertController: \"prop.two\", \"prop.one\"", "29 alertController: \"given.two\", \"given.one\""])
        #expect(Set(report.skipped.map(\.line)).isSuperset(of: [8, 13]), "\(report.skipped)")
    }

    /// `.swipeActions` of one edge merged into one swipe: one the scan cannot read (a closure
    /// property of a generic view) makes the swipe known only at run time, not a group of the rest.
    @Test func aSwipeActionsModifierNotReadSkipsTheEdgesGroup() throws {
        let (report, _) = try scan(["Row.swift": """
        import SwiftUI
        struct Row<Extra: View>: View {
            let extra: () -> Extra
            var body: some View {
                Text("row")
                    .swipeActions(edge: .leading) {
                        Button("row.next") { }
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: false) {
                        Button("row.last") { }
                    }
                    .swipeActions(edge: .leading, content: extra)
                    .swipeActions {
                        Button("row.delete", role: .destructive) { }
                        Button("row.favorite") { }
                    }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["row.delete", "row.favorite"]])
        #expect(report.skipped.map { "\($0.line): \($0.reason)" } == ["6: swipeActions: line 12: swipe actions from `extra`, known only at run time"])
    }

    /// A local label is followed only from a plain `let name = …`: a tuple declaring the name
    /// between is the name's value (not the outer local's), and a local read where a closure,
    /// `for` or `if let` binds a name its value uses again is not followed (its value would be
    /// read with the names of where the button is, not of where the local is).
    @Test func aLocalLabelIsNotFollowedPastATupleOrANameBoundAgain() throws {
        let (report, _) = try scan(["Labels.swift": """
        import SwiftUI
        struct Tuple: View {
            let model: Model
            var body: some View {
                let label = Text("tuple.outer")
                HStack {
                    let (label, _) = model.pair
                    Button(action: { }) { label }
                    Button("tuple.other") { }
                }
            }
        }
        struct Rebound: View {
            let model: Model
            func make(title: String) -> some View {
                let label = Text(title)
                return HStack {
                    ForEach(["s.a", "s.b"], id: \\.self) { title in
                        Button(action: { }) { label }
                    }
                }
            }
            func conditional(title: String) -> some View {
                let label = Text(title)
                return HStack {
                    if let title = model.title {
                        Button(action: { }) { label }
                        Button(title) { }
                    }
                }
            }
        }
        """])
        let titles = report.groups.flatMap(\.titles)
        #expect(!titles.contains("tuple.outer"))
        #expect(!titles.contains("s.a") && !titles.contains("s.b"))
        #expect(Set(report.skipped.map(\.line)).isSuperset(of: [6, 17, 25]), "\(report.skipped)")
    }

    /// A bare name (`actions: shared`) is an instance method of the view, never a `static` one
    /// (Swift asks for `Self.shared`): a view naming only a static method of that name is not read as it.
    @Test func aBareNameIsNotAStaticMethod() throws {
        let (report, _) = try scan(["Share.swift": """
        import SwiftUI
        struct Share: View {
            @State var showing = false
            var body: some View {
                Text("x")
                    .confirmationDialog("share.title", isPresented: $showing, actions: shared)
                    .confirmationDialog("share.other", isPresented: $showing, actions: Self.shared)
            }
            @ViewBuilder static func shared() -> some View {
                Button("share.copy") { }
                Button("share.send") { }
            }
        }
        """])
        #expect(report.groups.map { "\($0.line) \($0.container): \($0.titles.joined(separator: ", "))" }
                == ["7 confirmationDialog: share.copy, share.send"])
    }

    /// A `.swipeActions` of the edge under `#if os(iOS)` in the chain is part of the edge's swipe,
    /// seen from before and from inside the `#if` (the other platform's clause is not).
    @Test func swipeActionsUnderAnIfOfTheChainAreMerged() throws {
        let (report, _) = try scan(["Row.swift": """
        import SwiftUI
        struct Row: View {
            var body: some View {
                Text("row")
                    .swipeActions(edge: .leading) { Button("row.next") { } }
                    #if os(iOS)
                    .swipeActions(edge: .leading) { Button("row.ios") { } }
                    #else
                    .swipeActions(edge: .leading) { Button("row.mac") { } }
                    #endif
                    .swipeActions(edge: .leading) { Button("row.last") { } }
            }
        }
        struct Inner: View {
            var body: some View {
                Text("inner")
                    #if os(iOS)
                    .swipeActions { Button("inner.ios") { } }
                    #endif
                    .swipeActions { Button("inner.last") { } }
            }
        }
        """])
        let groups = report.groups.map { "\($0.line)-\($0.endLine) \($0.container): \($0.titles.joined(separator: ", "))" }
        #expect(groups == ["5-11 swipeActions: row.next, row.ios, row.last", "18-20 swipeActions: inner.ios, inner.last"])
    }
}
