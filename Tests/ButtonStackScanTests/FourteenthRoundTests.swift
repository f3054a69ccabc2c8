import Testing
import ButtonSpec
@testable import ButtonStackScan

/// Fourteenth round: general causes of misses (fixtures written for these tests, each naming no app).
@Suite struct FourteenthRoundTests {
    /// A `Toggle` is a switch, not a button, inside a `Menu` or a context menu too
    /// (docs/button-groups.md): a menu of one button and two toggles is no group, and a context
    /// menu of two buttons and a toggle is a group of the two buttons.
    @Test func togglesInMenusAreNotButtons() throws {
        let (report, _) = try scan(["Options.swift": """
        import SwiftUI
        struct Options: View {
            @State var wraps = false
            @State var stamps = false
            var body: some View {
                Menu {
                    Toggle("Wrap Lines", systemImage: "text.word.spacing", isOn: $wraps)
                    Toggle(isOn: $stamps) { Label("Timestamps", systemImage: "clock") }
                    Button("Settings") { }
                } label: { Image(systemName: "ellipsis") }
                Text("Log")
                    .contextMenu {
                        Button("Copy") { }
                        Toggle("Wrap Lines", isOn: $wraps)
                        Button("Share") { }
                    }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Copy", "Share"]])
    }
}
