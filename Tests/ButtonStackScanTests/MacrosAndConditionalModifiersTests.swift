import Testing
@testable import ButtonStackScan

/// Titles given by a localizing macro (`#localized("Share")`) and accessibility labels applied
/// by an app's conditional modifier (`.if(label) { view, label in view.accessibilityLabel(label) }`).
@Suite struct MacrosAndConditionalModifiersTests {
    /// A macro named as localizing, given a literal (and a bundle), gives that literal as a key.
    @Test func aLocalizingMacroGivesItsLiteralAsAKey() throws {
        let (report, _) = try scan(["Logs.swift": """
        import SwiftUI
        struct LogsView: View {
            var body: some View {
                HStack {
                    Button(#localized("Share")) { }
                    Button(#localized("Copy link", bundle: .module)) { }
                    Button(#localize("md_wizard_cancel")) { }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Share", "Copy link", "md_wizard_cancel"]])
    }

    /// Another macro (`#URL("…")`), or a localizing one given a value, is not read as a key.
    @Test func otherMacrosAreNotKeys() throws {
        let (report, _) = try scan(["Links.swift": """
        import SwiftUI
        struct LinksView: View {
            let name: String
            var body: some View {
                HStack {
                    Button(#stringify("Share")) { }
                    Button(#localized(name)) { }
                }
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.count == 1)
    }

    static let circleButton = """
    import SwiftUI
    struct CircleButton: View {
        let icon: Image
        let accessibilityLabel: LocalizedStringKey?
        let action: () -> Void
        init(icon: Image, accessibilityLabel: LocalizedStringKey? = nil, action: @escaping () -> Void) {
            self.icon = icon
            self.accessibilityLabel = accessibilityLabel
            self.action = action
        }
        var body: some View {
            Button(action: action) { realBody }
        }
        private var realBody: some View {
            ZStack { icon.resizable() }
                .frame(width: 40, height: 40)
                .if(accessibilityLabel) { view, label in
                    view.accessibilityLabel(label)
                }
        }
    }
    """

    /// The label the call gives is the icon-only button's title.
    @Test func aConditionalModifiersLabelNamesTheButton() throws {
        let (report, _) = try scan(["CircleButton.swift": Self.circleButton, "Bug.swift": """
        import SwiftUI
        struct BugReportView: View {
            var body: some View {
                List { Text("x") }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            CircleButton(icon: Image(systemName: "xmark"), accessibilityLabel: "Close") { }
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Send") { }
                        }
                    }
            }
        }
        """])
        let group = try #require(report.groups.first { $0.file == "Bug.swift" })
        #expect(group.titles == ["Close", "Send"])
        #expect(group.icons == ["xmark", nil])
    }

    /// A call leaving the label out makes an icon-only button, as before: no title invented.
    @Test func aConditionalModifierGivenNoLabelNamesNothing() throws {
        let (report, _) = try scan(["CircleButton.swift": Self.circleButton, "Bug.swift": """
        import SwiftUI
        struct BugReportView: View {
            var body: some View {
                HStack {
                    CircleButton(icon: Image(systemName: "xmark")) { }
                    Button("Send") { }
                }
            }
        }
        """])
        #expect(!report.groups.contains { $0.file == "Bug.swift" })
        #expect(report.skipped.contains { $0.file == "Bug.swift" && $0.reason.contains("only an icon") })
    }
}
