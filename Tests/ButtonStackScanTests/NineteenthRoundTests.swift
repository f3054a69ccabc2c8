import Foundation
import Testing
@testable import ButtonStackScan

/// Nineteenth round: generic fixes for leftover misses (fixtures written for these tests, each naming no app).
@Suite struct NineteenthRoundTests {
    /// A label kept in a local constant (`let label = Label(title, systemImage:)…`, then
    /// `Button(action:) { label }`) is the button's label: its title and icon are read through
    /// the local, in a helper's body, a view's body and the label closure itself.
    @Test func aLabelKeptInALocalIsTheButtonsLabel() throws {
        let (report, _) = try scan(["Footer.swift": """
        import SwiftUI
        struct Footer: View {
            var body: some View {
                HStack {
                    action(title: "footer.later", systemImage: "clock", prominent: false) { }
                    action(title: "footer.update", systemImage: "arrow.down", prominent: true) { }
                }
            }
            private func action(title: LocalizedStringKey, systemImage: String, prominent: Bool, perform: @escaping () -> Void) -> some View {
                let label = Label(title, systemImage: systemImage)
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                return Button(action: perform) { label }
            }
        }
        struct Pair: View {
            var body: some View {
                let first = Text("pair.first").bold()
                VStack {
                    Button(action: { }) { first }
                    Button(action: { }) {
                        let second = Text("pair.second")
                        second
                    }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["footer.later", "footer.update"], ["pair.first", "pair.second"]])
        #expect(report.groups.first?.icons == ["clock", "arrow.down"])
        #expect(report.skipped.isEmpty)
    }

    /// A name bound again between the local and the button (`if let label`, `guard let`, a
    /// `for`, a closure's or a local function's parameter, `case let`) is that binding, not the
    /// local: the button is not given the local's title; a button beside them reads the local.
    @Test func aNameBoundAgainAroundTheButtonIsNotTheLocal() throws {
        let (report, _) = try scan(["Shadow.swift": """
        import SwiftUI
        struct Shadow: View {
            let model: Model
            var body: some View {
                let label = Text("shadow.outer")
                HStack {
                    Button(action: { }) { label }
                    Button("shadow.plain") { }
                }
                HStack {
                    if let label = model.label {
                        Button(action: { }) { label }
                        Button("shadow.if") { }
                    }
                }
                VStack {
                    ForEach(model.labels) { label in
                        Button(action: { }) { label }
                    }
                    Button("shadow.closure") { }
                }
                switch model.kind {
                case .named(let label):
                    HStack {
                        Button(action: { }) { label }
                        Button("shadow.case") { }
                    }
                default:
                    EmptyView()
                }
            }
            func guarded() -> some View {
                let label = Text("shadow.outer")
                guard let label = model.label else { return AnyView(EmptyView()) }
                return AnyView(HStack {
                    Button(action: { }) { label }
                    Button("shadow.guard") { }
                })
            }
            func looped() {
                let label = Text("shadow.outer")
                for label in model.labels {
                    show(HStack {
                        Button(action: { }) { label }
                        Button("shadow.for") { }
                    })
                }
            }
            func parameter() -> some View {
                let label = Text("shadow.outer")
                func row(label: Text) -> some View {
                    HStack {
                        Button(action: { }) { label }
                        Button("shadow.parameter") { }
                    }
                }
                return row(label: label)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["shadow.outer", "shadow.plain"]])
        #expect(report.skipped.map(\.line) == [10, 16, 24, 35, 43, 52], "\(report.skipped)")
    }

    /// A local is never its own value: `let label = label` reads an outer `label` (here none, so
    /// the button is skipped, as before), a `var` is not followed (it may change), and a chain of
    /// locals each naming the one before ends at the inlining depth, quickly.
    @Test(.timeLimit(.minutes(15))) func localsNamingThemselvesOrEachOtherEndQuickly() throws {
        var chain = ["import SwiftUI", "struct Chain: View {", "    var body: some View {", "        let l0 = Text(\"chain.first\")"]
        chain += (1..<2_000).map { "        let l\($0) = l\($0 - 1)" }
        chain += ["        return HStack {", "            Button(action: { }) { l1999 }", "            Button(action: { }) { l2 }", "        }", "    }", "}"]
        let (report, _) = try scan(["Loop.swift": """
        import SwiftUI
        struct Loop: View {
            var body: some View {
                let label = label
                var changing = Text("loop.var")
                HStack {
                    Button(action: { }) { label }
                    Button("loop.other") { }
                }
                HStack {
                    Button(action: { }) { changing }
                    Button("loop.other") { }
                }
            }
        }
        """, "Chain.swift": chain.joined(separator: "\n")])
        #expect(report.groups.isEmpty)
        let reasons = report.skipped.map { "\($0.file):\($0.line)" }
        #expect(reasons.contains("Loop.swift:6"))
        #expect(reasons.contains("Loop.swift:10"))
        #expect(reasons.contains("Chain.swift:\(2_000 + 4)"))
    }

    /// `.alert(…, actions: …)` naming a method of the view rather than a closure: a `static` one
    /// (`Self.actions`), and one of two overloads picked by the labels written
    /// (`alertContent(for:)`), read as the actions as a plain `actions: dialogActions` already was.
    @Test func actionsNamedByAStaticMethodOrByLabelsAreRead() throws {
        let (report, _) = try scan(["Library.swift": """
        import SwiftUI
        enum Pending { case delete, rename }
        struct Library: View {
            @State var pending: Pending?
            @State var showing = false
            var body: some View {
                List { Text("x") }
                    .alert("library.title", isPresented: $showing, presenting: pending, actions: alertContent(for:))
                    .confirmationDialog("library.options", isPresented: $showing, actions: dialogActions)
                    .alert("library.static", isPresented: $showing, actions: Self.staticActions)
            }
        }
        """, "Library+Actions.swift": """
        import SwiftUI
        extension Library {
            @ViewBuilder func alertContent(for item: Pending) -> some View {
                switch item {
                case .delete: Button("library.delete", role: .destructive) { }
                case .rename: Button("library.rename") { }
                }
                Button("library.cancel", role: .cancel) { }
            }
            @ViewBuilder func alertContent() -> some View { Button("library.unused") { } }
            @ViewBuilder func dialogActions() -> some View {
                Button("library.share") { }
                Button("library.export") { }
            }
            @ViewBuilder static func staticActions() -> some View {
                Button("library.retry") { }
                Button("library.dismiss", role: .cancel) { }
            }
        }
        """])
        let groups = report.groups.map { "\($0.line) \($0.container): \($0.titles.joined(separator: ", "))" }
        #expect(groups == ["8 alert: library.cancel, library.delete", "8 alert: library.cancel, library.rename",
                           "9 confirmationDialog: library.share, library.export", "10 alert: library.dismiss, library.retry"])
    }

    /// A method whose actions call the method itself ends at the inlining depth, quickly: such a
    /// view shows itself without end, so the alert is skipped (each level read to the bound
    /// repeated its two buttons, a twelve-button alert).
    @Test(.timeLimit(.minutes(15))) func actionsNamingAMethodThatCallsItselfEndQuickly() throws {
        let (report, _) = try scan(["Again.swift": """
        import SwiftUI
        struct Again: View {
            @State var showing = false
            var body: some View {
                Text("x").alert("again.title", isPresented: $showing, actions: Self.again)
            }
            @ViewBuilder static func again() -> some View {
                again()
                Button("again.one") { }
                Button("again.two") { }
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.map { "\($0.line): \($0.reason)" } == ["5: alert: views nest deeper than 6"])
    }

    /// Two `.swipeActions` of one edge on a row are one swipe (SwiftUI shows them together), in
    /// the order written, reported at the first; the other edge's are a group of their own, and
    /// one modifier alone on an edge stays a single action (no group).
    @Test func swipeActionsOfOneEdgeAreOneGroup() throws {
        let (report, _) = try scan(["Row.swift": """
        import SwiftUI
        struct Row: View {
            var body: some View {
                Text("row")
                    .swipeActions(edge: .leading) {
                        Button("row.next") { }
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: false) {
                        Button("row.last") { }
                    }
                    .swipeActions {
                        Button("row.delete", role: .destructive) { }
                    }
                    .swipeActions(edge: HorizontalEdge.trailing) {
                        Button("row.favorite") { }
                    }
            }
        }
        struct Single: View {
            var body: some View {
                Text("single")
                    .swipeActions(edge: .leading) { Button("single.pin") { } }
                    .swipeActions(edge: .trailing) { Button("single.delete") { } }
            }
        }
        """])
        let groups = report.groups.map { "\($0.line)-\($0.endLine) \($0.container): \($0.titles.joined(separator: ", "))" }
        #expect(groups == ["5-10 swipeActions: row.next, row.last", "11-16 swipeActions: row.delete, row.favorite"])
    }

    /// UIKit: alert actions a helper of the file returns as a list, literal or built by appending
    /// (an `if` adding one a variant each way), added in a loop, by `forEach` or passed on to the
    /// app's `addActions(_:)`, are the alert's actions, as a menu's helper-made children are.
    @Test func alertActionsAHelperReturnsAreRead() throws {
        let (report, _) = try scan(["Sheet.swift": """
        import UIKit
        extension UIAlertController {
            func addActions(_ actions: [UIAlertAction]) { for action in actions { addAction(action) } }
        }
        final class SheetViewController: UIViewController {
            var canDelete = false
            func confirmActions() -> [UIAlertAction] {
                [UIAlertAction(title: "sheet.ok", style: .default), UIAlertAction(title: "sheet.cancel", style: .cancel)]
            }
            func builtActions() -> [UIAlertAction] {
                var list: [UIAlertAction] = []
                list.append(UIAlertAction(title: "sheet.keep", style: .default))
                if canDelete {
                    list.append(UIAlertAction(title: "sheet.delete", style: .destructive))
                }
                list.append(UIAlertAction(title: "sheet.close", style: .cancel))
                return list
            }
            func confirm() {
                let alert = UIAlertController(title: "sheet.title", message: nil, preferredStyle: .alert)
                for action in confirmActions() { alert.addAction(action) }
                present(alert, animated: true)
            }
            func choose() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                builtActions().forEach { sheet.addAction($0) }
                present(sheet, animated: true)
            }
            func passOn() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addActions(confirmActions())
                present(alert, animated: true)
            }
        }
        """])
        let groups = report.groups.map { "\($0.line) \($0.container): \($0.titles.joined(separator: ", "))" }
        #expect(groups == ["20 alertController: \"sheet.cancel\", \"sheet.ok\"",
                           "25 actionSheet: \"sheet.keep\", \"sheet.delete\", \"sheet.close\"", "25 actionSheet: \"sheet.keep\", \"sheet.close\"",
                           "30 alertController: \"sheet.cancel\", \"sheet.ok\""])
        #expect(report.skipped.isEmpty)
    }

    /// A helper returning its own call as its list of alert actions ends at the bound of lists
    /// inside lists, quickly, the alert skipped.
    @Test(.timeLimit(.minutes(15))) func aHelperReturningItsOwnActionsEndsQuickly() throws {
        let (report, _) = try scan(["Loop.swift": """
        import UIKit
        final class LoopViewController: UIViewController {
            func again() -> [UIAlertAction] { again() }
            func show() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                for action in again() { alert.addAction(action) }
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.map(\.line) == [5])
    }

    /// UIKit: an app's method of `UIAlertController` adding each action of a list with `self` left
    /// out (`for action in actions { addAction(action) }`), called straight in the body that makes
    /// the alert, gives the alert those actions (it was read only when called in a closure).
    @Test func anAlertMethodAddingWithSelfLeftOutIsRead() throws {
        let (report, _) = try scan(["Ask.swift": """
        import UIKit
        extension UIAlertController {
            func addActions(_ actions: [UIAlertAction]) { for action in actions { addAction(action) } }
        }
        final class AskViewController: UIViewController {
            func ask() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addActions([UIAlertAction(title: "ask.yes", style: .default), UIAlertAction(title: "ask.no", style: .cancel)])
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.map { "\($0.line) \($0.container): \($0.titles.joined(separator: ", "))" } == ["7 alertController: \"ask.no\", \"ask.yes\""])
    }
}

