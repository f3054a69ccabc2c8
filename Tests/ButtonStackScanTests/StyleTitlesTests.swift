import Testing
@testable import ButtonStackScan

/// Titles an app's button style draws from its argument beside an icon-only label.
@Suite struct StyleTitlesTests {
    static let style = """
    import SwiftUI
    struct FormActionButtonStyle: ButtonStyle {
        let title: String
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) {
                configuration.label
                Text(title)
            }
        }
    }
    struct TintedButtonStyle: ButtonStyle {
        let tint: String
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundStyle(Color(tint))
        }
    }
    """

    /// The style's title is the button's, before its accessibility label; its icon the label's.
    @Test func aStylesTitleNamesTheIconOnlyButton() throws {
        let (report, _) = try scan(["Style.swift": Self.style, "Footer.swift": """
        import SwiftUI
        struct MemberFooter: View {
            var body: some View {
                HStack(spacing: 8) {
                    Button { } label: { Image(systemName: "message") }
                        .buttonStyle(FormActionButtonStyle(title: NSLocalizedString("common_message", comment: "")))
                    Button { } label: { Image(systemName: "phone") }
                        .accessibilityLabel(NSLocalizedString("a11y_start_call", comment: ""))
                        .buttonStyle(FormActionButtonStyle(title: NSLocalizedString("action_call", comment: "")))
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.titles == ["common_message", "action_call"])
        #expect(group.icons == ["message", "phone"])
    }

    /// A style drawing no title of its own argument names nothing: the buttons stay icon-only.
    @Test func aStyleShowingNoTextNamesNothing() throws {
        let (report, _) = try scan(["Style.swift": Self.style, "Footer.swift": """
        import SwiftUI
        struct MemberFooter: View {
            var body: some View {
                HStack(spacing: 8) {
                    Button { } label: { Image(systemName: "message") }.buttonStyle(TintedButtonStyle(tint: "accent"))
                    Button { } label: { Image(systemName: "phone") }.buttonStyle(TintedButtonStyle(tint: "accent"))
                }
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }
}

/// An icon-only label read from a view property of an enum case (`role.icon`) keeps the
/// accessibility label applied to it (`.accessibilityLabel(role.title)`).
@Suite struct CaseIconLabelsTests {
    @Test func aCasesIconViewKeepsItsAccessibilityLabel() throws {
        let (report, _) = try scan(["Toolbar.swift": """
        import SwiftUI
        enum L10n {
            static let actionCancel = L10n.tr("Localizable", "action_cancel")
            static let actionDone = L10n.tr("Localizable", "action_done")
            static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, comment: "") }
        }
        struct ToolbarButton: View {
            enum Role {
                static let cancel = Role.cancel(title: L10n.actionCancel)
                static let done = Role.confirm(title: L10n.actionDone)
                case cancel(title: String)
                case confirm(title: String)
                var title: String {
                    switch self {
                    case .cancel(let title), .confirm(let title):
                        title
                    }
                }
                @ViewBuilder
                var icon: some View {
                    switch self {
                    case .cancel:
                        Image(systemName: "xmark")
                    case .confirm:
                        Image(systemName: "checkmark")
                    }
                }
            }
            let role: Role
            let action: () -> Void
            var body: some View {
                if #available(iOS 26, *) {
                    Button(action: action) {
                        role.icon
                            .accessibilityLabel(role.title)
                    }
                } else {
                    Button(role.title, action: action)
                }
            }
        }
        struct Picker2: View {
            var body: some View {
                List { Text("x") }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            ToolbarButton(role: .cancel) { }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            ToolbarButton(role: .done) { }
                        }
                    }
            }
        }
        """])
        let first = try #require(report.groups.first)
        #expect(first.titles == ["action_cancel", "action_done"])
        #expect(first.icons == ["xmark", "checkmark"])
    }
}

/// A text a style shows over the label (a badge) or only sometimes is no title (found by a review).
@Suite struct StyleBadgesTests {
    @Test func aBadgeOverTheLabelIsNoTitle() throws {
        let (report, _) = try scan(["Style.swift": """
        import SwiftUI
        struct HintStyle: ButtonStyle {
            let hint: String
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.overlay(alignment: .topTrailing) { Text(hint) }
            }
        }
        struct ShownStyle: ButtonStyle {
            let title: String
            let showsTitle: Bool
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    configuration.label
                    if showsTitle { Text(title) }
                }
            }
        }
        struct Bar: View {
            var body: some View {
                HStack {
                    Button {} label: { Image(systemName: "bell") }.accessibilityLabel("Notifications").buttonStyle(HintStyle(hint: "3"))
                    Button {} label: { Image(systemName: "star") }.accessibilityLabel("Favorite").buttonStyle(ShownStyle(title: "Star", showsTitle: false))
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Notifications", "Favorite"]])
    }
}
