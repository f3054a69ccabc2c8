import Testing
@testable import ButtonStackScan

/// Two `if`s (or an `if` and a ternary) of one group on the same condition take the same branch
/// together: only the combinations that can occur are variants (found reading ntfy's topic menu,
/// whose items sit under two `if`s on one condition). Fixtures written for these tests.
@Suite struct SharedConditionsTests {
    /// A menu whose view is `body` (with `editing` and `flag` state), as scanned.
    private func menus(_ body: String) throws -> [[String]] {
        let (report, _) = try scan(["Topic.swift": """
        import SwiftUI
        struct Topic: View {
            @State private var editing = false
            @State private var flag = false
            @State private var count = 0
            var body: some View {
                Menu {
        \(body)
                } label: { Text("More") }
            }
        }
        """])
        return report.groups.filter { $0.container == "menu" }.map(\.titles)
    }

    /// `if editing { A } … if editing { B }`: both or neither, two variants; before, the scan
    /// took each `if` apart and gave one with A only and one with B only.
    @Test func twoIfsOnOneConditionShowTheirButtonsTogether() throws {
        let found = try menus("""
                    if editing { Button("Select") { } }
                    Button("Send") { }
                    Button("Unsubscribe") { }
                    if editing { Button("Clear") { } }
        """)
        #expect(found == [["Select", "Send", "Unsubscribe", "Clear"], ["Send", "Unsubscribe"]])
    }

    /// The same condition written apart (`self.`, brackets, spaces, `!`, `!=`) is one condition.
    @Test func theSameConditionWrittenApartIsOne() throws {
        let found = try menus("""
                    if (self.count > 0) { Button("Select") { } }
                    Button("Send") { }
                    if count>0 { Button("Clear") { } }
                    if !(count > 0) { Button("Empty") { } }
                    Button("Unsubscribe") { }
        """)
        #expect(found == [["Select", "Send", "Clear", "Unsubscribe"], ["Send", "Empty", "Unsubscribe"]])
    }

    /// Different conditions stay independent, each branch covered as before.
    @Test func differentConditionsStayIndependent() throws {
        let found = try menus("""
                    if editing { Button("Select") { } }
                    Button("Send") { }
                    Button("Unsubscribe") { }
                    if flag { Button("Clear") { } }
        """)
        #expect(found == [["Select", "Send", "Unsubscribe", "Clear"], ["Send", "Unsubscribe", "Clear"], ["Select", "Send", "Unsubscribe"]])
    }

    /// `if c { A } else { B }` then `if c { C }`: A with C, or B alone; never B with C.
    @Test func anElseTakesTheOtherBranchOfALaterIf() throws {
        let found = try menus("""
                    if editing { Button("Done") { } } else { Button("Select") { } }
                    Button("Send") { }
                    if editing { Button("Clear") { } }
                    Button("Unsubscribe") { }
        """)
        #expect(found == [["Done", "Send", "Clear", "Unsubscribe"], ["Select", "Send", "Unsubscribe"]])
    }

    /// A ternary choosing a title on the condition of an `if`: the branch the `if` takes.
    @Test func aTernaryOnAnIfsConditionTakesItsBranch() throws {
        let found = try menus("""
                    Button(editing ? "Done" : "Select") { }
                    Button("Send") { }
                    if editing { Button("Clear") { } }
        """)
        #expect(found == [["Done", "Send", "Clear"], ["Select", "Send"]])
    }

    /// A menu in the `else` of `if editing` is shown when it does not hold: an `if editing`
    /// inside takes its `else`, and a ternary on it its second value.
    @Test func theBranchAGroupIsShownInSettlesItsConditions() throws {
        let (report, _) = try scan(["Topic.swift": """
        import SwiftUI
        struct Topic: View {
            @State private var editing = false
            var body: some View {
                if editing {
                    Text("Editing")
                } else {
                    Menu {
                        if editing { Button("Done") { } } else { Button("Select") { } }
                        Button(editing ? "Stop" : "Send") { }
                        Button("Unsubscribe") { }
                    } label: { Text("More") }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Select", "Send", "Unsubscribe"]])
    }

    /// A small view called twice has a state of its own at each call: the same condition in two
    /// calls is not one, nor is it a condition of the view around of the same text.
    @Test func eachCallOfASmallViewHasItsOwnConditions() throws {
        let (report, _) = try scan(["Topic.swift": """
        import SwiftUI
        struct Item: View {
            let title: String
            @State private var expanded = false
            var body: some View {
                if expanded { Button("Collapse") { } } else { Button(title) { } }
            }
        }
        struct Topic: View {
            @State private var expanded = false
            var body: some View {
                Menu {
                    Item(title: "First")
                    Item(title: "Second")
                    if expanded { Button("Less") { } }
                } label: { Text("More") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [
            ["Collapse", "Collapse", "Less"], ["\"First\"", "Collapse", "Less"], ["Collapse", "\"Second\"", "Less"], ["Collapse", "Collapse"],
        ])
    }
}
