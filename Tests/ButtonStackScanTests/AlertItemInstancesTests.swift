import Testing
@testable import ButtonStackScan

/// An alert whose actions a method builds from the item it presents, the item an instance of an
/// app's type (`leaveRoomAlertActions(_ item: LeaveRoomAlertItem)`): the type's constants are
/// the titles whichever instance is shown.
@Suite struct AlertItemInstancesTests {
    static let models = """
    import SwiftUI
    struct LeaveRoomAlertItem {
        let roomID: String
        let confirmationTitle = L10n.actionLeave
        let cancelTitle = L10n.actionCancel
        var title: String { "t" }
    }
    struct RenameAlertItem {
        let roomID: String
        var confirmationTitle: String
        var cancelTitle = L10n.actionCancel
    }
    enum L10n {
        static let actionLeave = L10n.tr("Localizable", "action_leave")
        static let actionCancel = L10n.tr("Localizable", "action_cancel")
        static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, comment: "") }
    }
    """

    /// `let` members with their values are read from the type.
    @Test func constantsOfThePresentedItemAreTheTitles() throws {
        let (report, _) = try scan(["Models.swift": Self.models, "HomeScreen.swift": """
        import SwiftUI
        struct HomeScreen: View {
            @State var leaveRoomAlertItem: LeaveRoomAlertItem?
            var body: some View {
                List { Text("x") }
                    .alert("Leave", isPresented: .constant(true), presenting: leaveRoomAlertItem, actions: leaveRoomAlertActions)
            }
            @ViewBuilder
            private func leaveRoomAlertActions(_ item: LeaveRoomAlertItem) -> some View {
                Button(item.cancelTitle, role: .cancel) { }
                Button(item.confirmationTitle, role: .destructive) { print(item.roomID) }
            }
        }
        """])
        let group = try #require(report.groups.first { $0.file == "HomeScreen.swift" })
        #expect(group.titles == ["action_cancel", "action_leave"])
    }

    /// A member an instance sets (a `let` without a value, a `var`) is not known: the group is
    /// skipped, never given a title the code does not state.
    @Test func membersAnInstanceSetsStayUnknown() throws {
        let (report, _) = try scan(["Models.swift": Self.models, "Rename.swift": """
        import SwiftUI
        struct RenameScreen: View {
            @State var item: RenameAlertItem?
            var body: some View {
                List { Text("x") }
                    .alert("Rename", isPresented: .constant(true), presenting: item, actions: renameActions)
            }
            @ViewBuilder
            private func renameActions(_ item: RenameAlertItem) -> some View {
                Button(item.cancelTitle, role: .cancel) { }
                Button(item.confirmationTitle) { }
            }
        }
        """])
        #expect(!report.groups.contains { $0.file == "Rename.swift" })
        #expect(report.skipped.contains { $0.file == "Rename.swift" })
    }
}

/// Two screens each nesting an item type of the same name: the path the parameter writes says
/// whose constants are read; a bare name shared by both says nothing.
@Suite struct SameNamedAlertItemsTests {
    static let models = """
    import SwiftUI
    struct RoomBindings {
        struct IgnoreUserAlertItem {
            let cancelTitle = NSLocalizedString("room_cancel", comment: "")
            let confirmationTitle = NSLocalizedString("room_block", comment: "")
        }
    }
    struct MemberBindings {
        struct IgnoreUserAlertItem {
            let cancelTitle = NSLocalizedString("member_cancel", comment: "")
            let confirmationTitle = NSLocalizedString("member_block", comment: "")
        }
    }
    """

    static func screen(_ type: String) -> String {
        """
        import SwiftUI
        struct MemberScreen: View {
            @State var item: MemberBindings.IgnoreUserAlertItem?
            var body: some View {
                List { Text("x") }
                    .alert("Block", isPresented: .constant(true), presenting: item, actions: blockActions)
            }
            @ViewBuilder
            private func blockActions(_ item: \(type)) -> some View {
                Button(item.cancelTitle, role: .cancel) { }
                Button(item.confirmationTitle, role: .destructive) { }
            }
        }
        """
    }

    @Test func theWrittenPathPicksTheNestedType() throws {
        let (report, _) = try scan(["Models.swift": Self.models, "MemberScreen.swift": Self.screen("MemberBindings.IgnoreUserAlertItem")])
        #expect(report.groups.map(\.titles) == [["member_cancel", "member_block"]])
    }

    @Test func aBareNameSharedByTwoTypesIsNotRead() throws {
        let (report, _) = try scan(["Models.swift": Self.models, "MemberScreen.swift": Self.screen("IgnoreUserAlertItem")])
        #expect(report.groups.isEmpty)
    }
}

/// A view model the view holds (`@ObservedObject var viewModel: WebViewModel`): its `let`
/// constants are known whichever instance the view is given.
@Suite struct ViewModelConstantsTests {
    static let model = """
    import SwiftUI
    final class WebViewModel: ObservableObject {
        let cancelButtonTitle = NSLocalizedString("cancel", comment: "")
        let saveButtonTitle = NSLocalizedString("save", comment: "")
        var shareTitle = NSLocalizedString("share", comment: "")
        @Published var enabled = false
    }
    """

    @Test func constantsOfTheDeclaredTypeAreTheTitles() throws {
        let (report, _) = try scan(["Model.swift": Self.model, "WebSettings.swift": """
        import SwiftUI
        struct WebSettingsView: View {
            @ObservedObject var viewModel: WebViewModel
            @State var showing = false
            var body: some View {
                List { Text("x") }
                    .alert("Save?", isPresented: $showing) {
                        Button(viewModel.cancelButtonTitle, role: .cancel) { }
                        Button(viewModel.saveButtonTitle) { }
                    }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["cancel", "save"]])
    }

    /// A `var` the instance may change is not known.
    @Test func aVarOfTheDeclaredTypeIsNotKnown() throws {
        let (report, _) = try scan(["Model.swift": Self.model, "WebSettings.swift": """
        import SwiftUI
        struct WebSettingsView: View {
            @ObservedObject var viewModel: WebViewModel
            var body: some View {
                HStack {
                    Button(viewModel.cancelButtonTitle) { }
                    Button(viewModel.shareTitle) { }
                }
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }
}

/// Members some instance may set or a subclass may override are not read as the type's
/// constants (found by a review).
@Suite struct InstanceConstantLimitsTests {
    /// A `var` with a default the call may replace (`ConfirmItem(id: 1, confirmTitle: "Delete")`).
    @Test func aVarDefaultOfAPresentedItemIsNotItsTitle() throws {
        let (report, _) = try scan(["Confirm.swift": """
        import SwiftUI
        struct ConfirmItem { let id: Int; var confirmTitle = "OK" }
        struct ConfirmScreen: View {
            @State var item: ConfirmItem?
            var body: some View {
                List { Text("x") }
                    .alert("Sure?", isPresented: .constant(true), presenting: item, actions: confirmActions)
            }
            @ViewBuilder
            private func confirmActions(_ item: ConfirmItem) -> some View {
                Button("Cancel", role: .cancel) { }
                Button(item.confirmTitle, role: .destructive) { }
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }

    /// A computed member of a class a scanned subclass overrides.
    @Test func aGetterASubclassOverridesIsNotAConstant() throws {
        let (report, _) = try scan(["Editor.swift": """
        import SwiftUI
        class EditorModel: ObservableObject { var saveTitle: String { "Save" } }
        final class NewContactModel: EditorModel { override var saveTitle: String { "Create" } }
        struct Editor: View {
            let viewModel: EditorModel
            var body: some View { HStack { Button("Cancel") {}; Button(viewModel.saveTitle) {} } }
        }
        """])
        #expect(report.groups.isEmpty)
    }
}
