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

    /// A local is never its own value: `let label = label` reads an outer `label` (here none, so
    /// the button is skipped, as before), a `var` is not followed (it may change), and a chain of
    /// locals each naming the one before ends at the inlining depth, quickly.
    @Test func localsNamingThemselvesOrEachOtherEndQuickly() throws {
        var chain = ["import SwiftUI", "struct Chain: View {", "    var body: some View {", "        let l0 = Text(\"chain.first\")"]
        chain += (1..<2_000).map { "        let l\($0) = l\($0 - 1)" }
        chain += ["        return HStack {", "            Button(action: { }) { l1999 }", "            Button(action: { }) { l2 }", "        }", "    }", "}"]
        let started = ContinuousClock.now
        let (report, _) = try scan(["Loop.swift": """
        import SwiftUI
        struct Loop: View {
            var body: some View {
                let label = label
                var changing = Text("loop.var")
                HStack {
                    Button(action: { }) { label }
                    Button(action: { }) { changing }
                }
            }
        }
        """, "Chain.swift": chain.joined(separator: "\n")])
        #expect(ContinuousClock.now - started < .seconds(20))
        #expect(report.groups.isEmpty)
        let reasons = report.skipped.map { "\($0.file):\($0.line)" }
        #expect(reasons.contains("Loop.swift:6"))
        #expect(reasons.contains("Chain.swift:\(2_000 + 4)"))
    }
}
