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

    /// A small view with a state of its own: "Collapse" when expanded, else its title.
    private static let expandableItem = """
    import SwiftUI
    struct Item: View {
        let title: String
        @State private var expanded = false
        var body: some View {
            if expanded { Button("Collapse") { } } else { Button(title) { } }
        }
    }
    """

    /// A small view called twice has a state of its own at each call: the same condition in two
    /// calls is not one, nor is it a condition of the view around of the same text.
    @Test func eachCallOfASmallViewHasItsOwnConditions() throws {
        let (report, _) = try scan(["Topic.swift": """
        \(Self.expandableItem)
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

    /// The elements of an unrolled `ForEach` of a small view are instances of their own, as two
    /// calls written out are (found by a review: one call read for both tied their states).
    @Test func eachElementOfAForEachHasItsOwnConditions() throws {
        let (report, _) = try scan(["Topic.swift": """
        \(Self.expandableItem)
        struct Topic: View {
            var body: some View {
                Menu {
                    ForEach(["First", "Second"], id: \\.self) { name in
                        Item(title: name)
                    }
                    Button("Other") { }
                } label: { Text("More") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Collapse", "Collapse", "Other"], ["\"First\"", "Collapse", "Other"], ["Collapse", "\"Second\"", "Other"]])
    }

    /// A local that shadows a property of the same name is another condition: `let flag = !flag`
    /// between two `if flag`s unties them.
    @Test func aShadowingLocalIsAnotherCondition() throws {
        let found = try menus("""
                    if flag { Button("A") { } }
                    Button("Send") { }
                    let flag = !flag
                    if flag { Button("B") { } }
        """)
        #expect(found == [["A", "Send", "B"], ["Send", "B"], ["A", "Send"]])
    }

    /// At the variants' bound, the other branch of an `if` is not cut whole: a later `if` on the
    /// same condition still shows its other branch.
    @Test func theOtherBranchSurvivesTheBound() throws {
        let found = try menus("""
                    Button("Send") { }
                    if flag {
                        if count == 0 { Button("A0") { } }
                        if count == 1 { Button("A1") { } }
                        if count == 2 { Button("A2") { } }
                        if count == 3 { Button("A3") { } }
                        if count == 4 { Button("A4") { } }
                        if count == 5 { Button("A5") { } }
                        if count == 6 { Button("A6") { } }
                        if count == 7 { Button("A7") { } }
                        if count == 8 { Button("A8") { } }
                        if count == 9 { Button("A9") { } }
                    } else { Button("B") { } }
                    if flag { Button("X") { } } else { Button("Y") { } }
        """)
        #expect(found.contains { $0.contains("B") && $0.contains("Y") })
        #expect(!found.contains { $0.contains("B") && $0.contains("X") })
    }
}
