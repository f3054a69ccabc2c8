import Testing
@testable import ButtonStackScan

/// Problems a review of the twentieth round's fixes found, each with the fixture that showed it.
@Suite struct TwentiethRoundReviewTests {
    /// `tr(Self.table, "save_button")`: the literal is the key and `Self.table` the table, not a key case.
    @Test func aTableConstantBeforeTheKeyIsNoKeyCase() throws {
        let (report, _) = try scan(["L10n.swift": """
        import UIKit
        enum L10n {
            static let table = "Main"
            static var save: String { L10n.tr(Self.table, "save_button") }
            static var cancel: String { L10n.tr(Self.table, "cancel_button") }
            private static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, comment: "") }
        }
        final class Editor: UIViewController {
            func ask() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: L10n.save, style: .default))
                alert.addAction(UIAlertAction(title: L10n.cancel, style: .cancel))
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.flatMap(\.titles).allSatisfy { !$0.hasPrefix("save_button:") && $0 != "table" })
        #expect(!report.groups.flatMap(\.titles).contains("table"))
    }

    /// A key enum's case with a raw value: the raw value is the key.
    @Test func aKeyCasesRawValueIsTheKey() throws {
        let (report, _) = try scan(["Strings+Generated.swift": """
        import UIKit
        enum UBLocalized {
            enum Key: String {
                case deleteButton = "delete_button"
                case cancelButton = "cancel_button"
            }
            static var deleteButton: String { return UBLocalized.tr(Key.deleteButton) }
            static var cancelButton: String { return UBLocalized.tr(Key.cancelButton) }
            private static func tr(_ key: UBLocalized.Key, _ table: String = "Localizable") -> String { NSLocalizedString(key.rawValue, comment: "") }
        }
        final class Detail: UIViewController {
            func confirm() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: UBLocalized.deleteButton, style: .destructive))
                alert.addAction(UIAlertAction(title: UBLocalized.cancelButton, style: .cancel))
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.map { Set($0.titles) } == [["delete_button", "cancel_button"]])
    }

    /// `@State private var startTitle = "Start"` shown as a title stays its first value, as before;
    /// only conditions over state are left to run time.
    @Test func aStateTitleKeepsItsDefault() throws {
        let (report, _) = try scan(["TimerView.swift": """
        import SwiftUI
        struct TimerView: View {
            @State private var startTitle = "Start"
            var body: some View {
                HStack {
                    Button(startTitle) { startTitle = "Resume" }
                    Button("Reset") {}
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"Start\"", "Reset"]])
    }

    /// An accessibility-label ternary with one branch known only at run time keeps the known one.
    @Test func aLabelTernaryWithOneRunTimeBranchKeepsTheOther() throws {
        let (report, _) = try scan(["Profile.swift": """
        import SwiftUI
        struct Profile: View {
            let following: Bool
            let user: User
            var body: some View {
                HStack {
                    Button(action: {}) { Image(systemName: "person") }
                        .accessibilityLabel(following ? user.displayName : NSLocalizedString("Follow", comment: ""))
                    Button(action: {}) { Image(systemName: "xmark") }
                        .accessibilityLabel(NSLocalizedString("Close", comment: ""))
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Follow", "Close"]])
    }

    /// A chained ternary of texts: every branch, the first too.
    @Test func aChainedTernaryKeepsEveryBranch() throws {
        let (report, _) = try scan(["Map.swift": """
        import SwiftUI
        struct MapControls: View {
            let a: Bool
            let b: Bool
            var body: some View {
                HStack {
                    Button(action: {}) { Image(systemName: "map") }
                        .accessibilityLabel(a ? Text("Alpha") : b ? Text("Beta") : Text("Gamma"))
                    Button(action: {}) { Image(systemName: "location") }.accessibilityLabel(Text("Center"))
                }
            }
        }
        """])
        #expect(Set(report.groups.map(\.titles)) == [["Alpha", "Center"], ["Beta", "Center"], ["Gamma", "Center"]])
    }

    /// Two ternaries of views on one condition take the same branch together, as `if`s do.
    @Test func twoTernariesOnOneConditionAgree() throws {
        let (report, _) = try scan(["Editor.swift": """
        import SwiftUI
        struct Editor: View {
            @State var isEditing = false
            var body: some View {
                HStack {
                    isEditing ? AnyView(Button("Done") {}) : AnyView(Button("Edit") {})
                    isEditing ? AnyView(Button("Cancel") {}) : AnyView(Button("Share") {})
                }
            }
        }
        """])
        #expect(Set(report.groups.map(\.titles)) == [["Done", "Cancel"], ["Edit", "Share"]])
    }

    /// A toolbar item holding a stack of buttons from data is that stack's (dynamic) group: the
    /// toolbar's own buttons stay a group.
    @Test func aToolbarItemsStackOfDataLeavesTheToolbar() throws {
        let (report, _) = try scan(["Tags.swift": """
        import SwiftUI
        struct TagsView: View {
            let tags: [String]
            var body: some View {
                NavigationStack {
                    Text("x")
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Profile") {} }
                            ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                            ToolbarItem(placement: .topBarTrailing) { HStack { ForEach(tags, id: \\.self) { tag in Button(tag) {} } } }
                        }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Profile", "Compose"]])
    }

    /// An `Image` passed through two small views keeps its icon.
    @Test func anImagePassedThroughTwoSmallViewsKeepsItsIcon() throws {
        let (report, _) = try scan(["Tools.swift": """
        import SwiftUI
        struct IconButton: View {
            let icon: Image
            let title: LocalizedStringKey
            var body: some View { Button(action: {}) { Label { Text(title) } icon: { icon } } }
        }
        struct ToolButton: View {
            let icon: Image
            let title: LocalizedStringKey
            var body: some View { IconButton(icon: icon, title: title) }
        }
        struct Tools: View {
            var body: some View {
                HStack {
                    ToolButton(icon: Image(systemName: "trash"), title: "Delete")
                    ToolButton(icon: Image(systemName: "pencil"), title: "Edit")
                }
            }
        }
        """])
        #expect(report.groups.map(\.icons) == [["trash", "pencil"]])
    }

    /// A `Label` drawn icon-only takes its accessibility label as its title.
    @Test func anIconOnlyLabelsAccessibilityLabelIsItsTitle() throws {
        let (report, _) = try scan(["Row.swift": """
        import SwiftUI
        struct Row: View {
            var body: some View {
                HStack {
                    Button(action: {}) {
                        Label("Delete", systemImage: "trash").labelStyle(.iconOnly).accessibilityLabel("Remove item")
                    }
                    Button("Keep") {}
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Remove item", "Keep"]])
    }

    /// A table's builder whose initializer makes its table of the argument: not the argument.
    @Test func aBuilderMakingItsTableOfTheArgumentIsNotThatTable() throws {
        let (report, _) = try scan(["Chat.swift": """
        import SwiftUI
        struct LocalStringBuilder {
            let tableName: String
            init(feature: String) { self.tableName = feature + "Strings" }
            func localized(_ key: String) -> String { NSLocalizedString(key, tableName: tableName, comment: "") }
        }
        extension String { static var chat: LocalStringBuilder { .init(feature: "Chat") } }
        struct ChatMenu: View {
            var body: some View {
                HStack {
                    Button(String.chat.localized("about")) {}
                    Button(String.chat.localized("feedback")) {}
                }
            }
        }
        """])
        #expect(!report.groups.flatMap(\.titles).contains { $0.hasPrefix("Chat:") })
    }
}
