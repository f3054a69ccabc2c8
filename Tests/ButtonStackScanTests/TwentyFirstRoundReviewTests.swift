import Testing
@testable import ButtonStackScan

/// Problems found reviewing the twenty-first round's changes (`a04a9b4..712b856`): groups it made
/// that no screen shows, and groups it lost.
@Suite struct TwentyFirstRoundReviewTests {
    /// An icon-only branch left out beside a titled one (`if editing { Button("Done") } else {
    /// pencil }`) and a later `if` on the same condition: Done is shown only while editing, so it
    /// is never beside the other branch's Share. The left-out branch has no partner to join.
    @Test func aLaterBranchOfALeftOutConditionIsNotJoinedWithTheKeptOne() throws {
        let (report, _) = try scan(["EditorBar.swift": """
        import SwiftUI
        struct EditorBar: View {
            @State var editing = false
            var body: some View {
                HStack {
                    if editing {
                        Button("Done") {}
                    } else {
                        Button {} label: { Image(systemName: "pencil") }
                    }
                    if editing {
                        Button("Cancel") {}
                    } else {
                        Button("Share") {}
                    }
                }
            }
        }
        """])
        let titles = report.groups.map(\.titles)
        #expect(titles == [["Done", "Cancel"]])
        #expect(report.skipped.contains { $0.reason.contains("a branch left out") })
    }

    /// The same with the left-out branch first and an `if !editing` after it: not editing shows
    /// Done, Cancel and Share; editing shows the pencil and Share, a group not known. Done beside
    /// Share alone is on no screen.
    @Test func aLeftOutBranchsStateGivesNoGroupWithTheOthersButtons() throws {
        let (report, _) = try scan(["EditorBar.swift": """
        import SwiftUI
        struct EditorBar: View {
            @State var editing = false
            var body: some View {
                HStack {
                    if editing {
                        Button {} label: { Image(systemName: "pencil") }
                    } else {
                        Button("Done") {}
                    }
                    if !editing {
                        Button("Cancel") {}
                    }
                    Button("Share") {}
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Done", "Cancel", "Share"]])
    }
}
