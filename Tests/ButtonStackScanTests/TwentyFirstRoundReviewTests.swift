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

    /// A design system's `Text("Sign In", style: .button)` (its own initializer, declared in the
    /// scan or in a package) shows its title: no date is formatted from written text.
    @Test func aDesignSystemsTextStyleInitializerKeepsItsTitle() throws {
        let (report, _) = try scan(["LoginView.swift": """
        import SwiftUI
        import DesignSystem
        struct LoginView: View {
            var body: some View {
                HStack {
                    Button {} label: { Text("Sign In", style: .button) }
                    Button {} label: { Text("Register", style: .button) }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Sign In", "Register"]])
    }

    /// The same initializer declared on `Text` by the scanned code, given a localized key: the
    /// app's own, so its first argument is the title.
    @Test func aTextInitializerTheAppDeclaresIsNoFormattedValue() throws {
        let (report, _) = try scan(["LoginView.swift": """
        import SwiftUI
        enum AppTextStyle { case body, button }
        enum Titles {
            static let signIn: LocalizedStringKey = "login.sign_in"
            static let register: LocalizedStringKey = "login.register"
        }
        extension Text {
            init(_ key: LocalizedStringKey, style: AppTextStyle) {
                self.init(key)
            }
        }
        struct LoginView: View {
            var body: some View {
                HStack {
                    Button {} label: { Text(Titles.signIn, style: .button) }
                    Button {} label: { Text(Titles.register, style: .button) }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["login.sign_in", "login.register"]])
    }
}
