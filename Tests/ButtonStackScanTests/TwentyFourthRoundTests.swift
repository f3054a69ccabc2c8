import Testing
@testable import ButtonStackScan

/// Idioms of apps read by hand in earlier rounds and still missed (seventh session).
@Suite struct TwentyFourthRoundTests {
    /// Bitkit's buttons: `CustomButton(title:size:)`, whose label is a computed property switching
    /// over its style to `AnyView(PrimaryButtonView(title: title, …))`, which shows the title in
    /// the design system's text view (`CaptionBText(title)`). A view named `…Text` given its text
    /// first shows that text, whether its body says so in a way the scan follows or not, and
    /// whether the scanned folder declares it or not.
    static let customButton = """
    import SwiftUI
    struct CustomButton: View {
        enum Size { case small, large }
        enum Variant { case primary, secondary }
        let title: String
        let variant: Variant
        let size: Size
        let icon: AnyView?
        let action: () -> Void
        init(title: String, variant: Variant = .primary, size: Size = .large, icon: (any View)? = nil, action: @escaping () -> Void) {
            self.title = title
            self.variant = variant
            self.size = size
            self.icon = icon.map { AnyView($0) }
            self.action = action
        }
        private var buttonVariantView: some View {
            switch variant {
            case .primary:
                AnyView(PrimaryButtonView(title: title, size: size, icon: icon))
            case .secondary:
                AnyView(SecondaryButtonView(title: title, size: size, icon: icon))
            }
        }
        var body: some View {
            Button { action() } label: { buttonVariantView }
        }
    }
    struct PrimaryButtonView: View {
        let title: String
        let size: CustomButton.Size
        let icon: AnyView?
        var body: some View {
            HStack(spacing: 8) {
                if let icon { icon }
                if size == .small {
                    CaptionBText(title, textColor: .primary)
                } else {
                    BodySSBText(title, textColor: .primary)
                }
            }
        }
    }
    struct SecondaryButtonView: View {
        let title: String
        let size: CustomButton.Size
        let icon: AnyView?
        var body: some View {
            HStack { if let icon { icon }; BodySSBText(title) }
        }
    }
    struct PeerScreen: View {
        var body: some View {
            HStack(spacing: 8) {
                CustomButton(title: "Add Peer", size: .small) { }
                CustomButton(title: "Paste & Add", variant: .secondary, size: .small) { }
            }
        }
    }
    """

    @Test func aTextViewTheFolderDoesNotDeclareShowsTheTextItIsGiven() throws {
        let (report, _) = try scan(["CustomButton.swift": Self.customButton])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.titles == ["\"Add Peer\"", "\"Paste & Add\""])
    }

    @Test func aTextViewWhoseBodyTheScanCannotFollowShowsTheTextItIsGiven() throws {
        let (report, _) = try scan(["CustomButton.swift": Self.customButton, "TextStyle.swift": """
        import SwiftUI
        struct CaptionBText: View {
            let text: String
            var textColor: Color = .secondary
            init(_ text: String, textColor: Color = .secondary) {
                self.text = text
                self.textColor = textColor
            }
            var body: some View {
                AccentedText(text, fontColor: textColor).kerning(0.4)
            }
        }
        struct BodySSBText: View {
            let text: String
            var textColor: Color = .primary
            init(_ text: String, textColor: Color = .primary) {
                self.text = text
                self.textColor = textColor
            }
            var body: some View {
                AccentedText(text, fontColor: textColor)
            }
        }
        struct AccentedText: View {
            let text: String
            let fontColor: Color
            init(_ text: String, fontColor: Color) { self.text = text; self.fontColor = fontColor }
            var body: some View {
                let parts = text.split(separator: "<")
                return parts.reduce(Text("")) { result, part in result + Text(String(part)) }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.titles == ["\"Add Peer\"", "\"Paste & Add\""])
    }
}

extension TwentyFourthRoundTests {
    /// Daily Dozen's date sheet: its toolbar shows `CancelToolbarButton`, a Today button and
    /// `ConfirmToolbarButton`, each of the two a small view with `if #available(iOS 26.0, *)
    /// { Button(role: …) } else { Button("key") }`. The device is one: the group is iOS 26's two
    /// labels or the older two titles, never one of each.
    @Test func availabilityIsOneConditionAcrossTheSmallViewsOfAGroup() throws {
        let (report, _) = try scan(["DatePickerSheetView.swift": """
        import SwiftUI
        struct CancelToolbarButton: ToolbarContent {
            let action: () -> Void
            var body: some ToolbarContent {
                ToolbarItem(placement: .cancellationAction) {
                    if #available(iOS 26.0, *) {
                        Button(role: .cancel, action: action)
                    } else {
                        Button("history_data_alert_cancel", action: action)
                    }
                }
            }
        }
        struct ConfirmToolbarButton: ToolbarContent {
            let action: () -> Void
            var body: some ToolbarContent {
                ToolbarItem(placement: .confirmationAction) {
                    if #unavailable(iOS 26) {
                        Button("history_data_alert_ok", action: action)
                    } else {
                        Button(role: .confirm, action: action)
                    }
                }
            }
        }
        struct DatePickerSheetView: View {
            @Environment(\\.dismiss) var dismiss
            var body: some View {
                DatePicker("", selection: .constant(Date()))
                    .toolbar {
                        CancelToolbarButton { dismiss() }
                        ToolbarItem(placement: .principal) {
                            Button("dateButtonTitle.today") { dismiss() }
                        }
                        ConfirmToolbarButton { dismiss() }
                    }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["\"Cancel\"", "dateButtonTitle.today", "\"Done\""],
                                                ["history_data_alert_cancel", "dateButtonTitle.today", "history_data_alert_ok"]])
    }
}

extension TwentyFourthRoundTests {
    /// Antidote's titles: `String(localized: "key")` is the app's own initializer, `init(localized:
    /// String, _ arguments: CVarArg...)`, which looks the key up and delegates to `self.init(format:
    /// format, arguments: arguments)`. Given no value, it is the key; given one, the format filled.
    @Test func anInitializerOfStringDelegatingToAFormatIsItsKey() throws {
        let (report, _) = try scan(["StringExtension.swift": """
        import Foundation
        extension String {
            init(localized: String, _ arguments: CVarArg...) {
                let format = NSLocalizedString(localized, tableName: nil, bundle: Bundle.main, value: "", comment: "")
                self.init(format: format, arguments: arguments)
            }
        }
        """, "FriendListController.swift": """
        import UIKit
        class FriendListController: UIViewController {
            func remove(name: String) {
                let alert = UIAlertController(title: String(localized: "delete_contact_title"), message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: String(localized: "alert_cancel"), style: .default, handler: nil))
                alert.addAction(UIAlertAction(title: String(localized: "alert_delete_named", name), style: .destructive) { _ in })
                present(alert, animated: true)
            }
        }
        """, "en.lproj/Localizable.strings": """
        "alert_cancel" = "Cancel";
        "alert_delete_named" = "Delete %@";
        "delete_contact_title" = "Delete?";
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        let group = try #require(report.groups.first)
        #expect(group.titles == ["alert_cancel", "alert_delete_named"])
    }
}

extension TwentyFourthRoundTests {
    /// Bitkit's `CustomButton` has three initializers: one storing a destination (a navigation
    /// link), one an action, one neither; each sets the other to nil. Its body shows `if let
    /// destination { NavigationLink … } else if let action { Button … } else { label }`. A call
    /// giving an action is the button: the initializer it fits sets `destination` to nil.
    @Test func aPropertyTheFittingInitializerSetsToNilIsAbsent() throws {
        let (report, _) = try scan(["CustomButton.swift": """
        import SwiftUI
        struct CustomButton: View {
            let title: String
            let action: (() -> Void)?
            let destination: AnyView?
            init(title: String, action: @escaping () -> Void) {
                self.title = title
                self.action = action
                destination = nil
            }
            init(title: String, destination: some View) {
                self.title = title
                action = nil
                self.destination = AnyView(destination)
            }
            var body: some View {
                Group {
                    if let destination {
                        NavigationLink(destination: destination) { Text(title) }
                    } else if let action {
                        Button { action() } label: { Text(title) }
                    } else {
                        Text(title).opacity(0.5)
                    }
                }
            }
        }
        struct PeerScreen: View {
            var body: some View {
                HStack(spacing: 8) {
                    CustomButton(title: "Add Peer") { }
                    CustomButton(title: "Paste & Add") { }
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["\"Add Peer\"", "\"Paste & Add\""]])
    }
}

extension TwentyFourthRoundTests {
    /// Two calls of a small view showing its title as text in one branch and as a button in the
    /// other, each call's condition its own: the row of two buttons is one of the group's
    /// variants, not lost because each call's first branch shows no button.
    @Test func twoCallsOfAViewThatMayBeAButtonAreARowOfTwoInSomeVariant() throws {
        let (report, _) = try scan(["CustomButton.swift": """
        import SwiftUI
        struct CustomButton: View {
            let title: String
            @State private var linked = false
            var body: some View {
                if linked {
                    Text(title)
                } else {
                    Button { } label: { Text(title) }
                }
            }
        }
        struct PeerScreen: View {
            var body: some View {
                HStack(spacing: 8) {
                    CustomButton(title: "Add Peer")
                    CustomButton(title: "Paste & Add")
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["\"Add Peer\"", "\"Paste & Add\""]])
    }
}

extension TwentyFourthRoundTests {
    /// Money Manager Ex's filter menu: a `ForEach` over `JournalType.allCases`, each button
    /// titled `type.name`, which is `Self.names[self.rawValue]` of an enum of integers (the first
    /// written `= 0`, the rest counted on) and a list of names. Each case's name is its element.
    @Test func anElementOfAStatedListIndexedByAnIntegerRawValue() throws {
        let (report, _) = try scan(["JournalView.swift": """
        import SwiftUI
        enum JournalType: Int, CaseIterable {
            case withdrawal = 0
            case deposit
            case transfer
            static let names = [
                "Withdrawal",
                "Deposit",
                "Transfer"
            ]
            var name: String { Self.names[self.rawValue] }
        }
        enum Priority: Int, CaseIterable {
            case low = 1, high = 3
            static let names = ["none", "Low", "Medium", "High"]
            var name: String { Self.names[rawValue] }
        }
        struct JournalView: View {
            @State var typeFilter: JournalType?
            var body: some View {
                Menu {
                    Button("All") { typeFilter = nil }
                    ForEach(JournalType.allCases, id: \\.self) { type in
                        Button(type.name) { typeFilter = type }
                    }
                } label: {
                    Image(systemName: "line.3.horizontal.decrease.circle")
                }
                Menu {
                    ForEach(Priority.allCases, id: \\.self) { priority in
                        Button(priority.name) { }
                    }
                } label: {
                    Image(systemName: "flag")
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["All", "\"Withdrawal\"", "\"Deposit\"", "\"Transfer\""], ["\"Low\"", "\"High\""]])
    }
}

extension TwentyFourthRoundTests {
    /// Lockdown's paywall: `let linkButtons = [createLinkButton(title: Copy.terms, url: …),
    /// createLinkButton(title: Copy.privacy, url: …)]`, then `UIStackView(arrangedSubviews:
    /// linkButtons)`. The helper makes a `UIButton`, sets the title it is given and returns it:
    /// each call is a button titled by its argument.
    @Test func aStackOfButtonsAHelperMakesFromAListInAConstant() throws {
        let (report, _) = try scan(["PaywallViewController.swift": """
        import UIKit
        class PaywallViewController: UIViewController {
            private lazy var linksContainer: UIView = {
                let linkButtons = [
                    createLinkButton(title: Copy.terms, url: URL(string: "https://example.com/terms")!),
                    createLinkButton(title: Copy.privacy, url: URL(string: "https://example.com/privacy")!)
                ]
                let stackView = UIStackView(arrangedSubviews: linkButtons)
                stackView.distribution = .fillEqually
                return stackView
            }()
            private func createLinkButton(title: String, url: URL) -> UIButton {
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.tintColor = .gray
                button.addAction(UIAction { _ in UIApplication.shared.open(url) }, for: .touchUpInside)
                return button
            }
        }
        enum Copy {
            static var terms: String = NSLocalizedString("Terms", comment: "")
            static var privacy: String = NSLocalizedString("Privacy", comment: "")
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["Terms", "Privacy"]])
    }
}

extension TwentyFourthRoundTests {
    /// Money Manager Ex's date chips: `ForEach(DateRangePreset.allCases) { preset in if preset !=
    /// .custom && preset != .all { Button(preset.rawValue) … } }`. Each side of `&&` is decided
    /// for each case, so the custom and all-time presets are no chips.
    @Test func aConditionJoinedByAndIsDecidedForEachElement() throws {
        let (report, _) = try scan(["OverviewHeader.swift": """
        import SwiftUI
        enum DateRangePreset: String, CaseIterable {
            case today = "Today"
            case thisWeek = "This Week"
            case custom = "Custom"
            case all = "All Time"
        }
        struct OverviewHeader: View {
            @State var preset: DateRangePreset = .today
            var body: some View {
                HStack(spacing: 8) {
                    ForEach(DateRangePreset.allCases, id: \\.self) { preset in
                        if preset != .custom && preset != .all {
                            Button(preset.rawValue) { self.preset = preset }
                        }
                    }
                }
                VStack {
                    ForEach(DateRangePreset.allCases, id: \\.self) { preset in
                        if preset == .today || preset == .all {
                            Button(preset.rawValue) { self.preset = preset }
                        }
                    }
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["\"Today\"", "\"This Week\""], ["\"Today\"", "\"All Time\""]])
    }
}

extension TwentyFourthRoundTests {
    /// Antidote's deletion sheet: `let deleteButtonText = count > 1 ? String(localized: "delete_multiple")
    /// + " (\(count))" : String(localized: "delete_single")`, then `UIAlertAction(title:
    /// deleteButtonText, …)`. As for the ternary written in place, the known branch is the title.
    @Test func aConstantHoldingATernaryWithOneKnownBranchTitlesTheAction() throws {
        let (report, _) = try scan(["ChatController.swift": """
        import UIKit
        class ChatController: UIViewController {
            func confirmDeletion(count: Int) {
                let deleteButtonText = count > 1 ?
                    NSLocalizedString("delete_multiple_messages", comment: "") + " (\\(count))" :
                    NSLocalizedString("delete_single_message", comment: "")
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: deleteButtonText, style: .destructive) { _ in })
                alert.addAction(UIAlertAction(title: NSLocalizedString("alert_cancel", comment: ""), style: .cancel, handler: nil))
                present(alert, animated: true, completion: nil)
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["delete_single_message", "alert_cancel"]])
    }
}

extension TwentyFourthRoundTests {
    /// Daily Dozen's `reusableConfirmDialog(title:confirmTitle:action:)`: an `extension View`
    /// method applying `modifier(ConfirmDialog(…))`, whose `body(content:)` states the dialog's
    /// actions, titled by its properties. Each application is a dialog of its own titles; so is
    /// `.modifier(ConfirmDialog(…))` written out.
    @Test func anAppModifierStatingItsOwnActionsIsAGroupAtEachApplication() throws {
        let (report, _) = try scan(["ConfirmDialogView.swift": """
        import SwiftUI
        struct ConfirmDialog: ViewModifier {
            @Binding var isPresented: Bool
            let title: String
            let confirmTitle: String
            let confirmRole: ButtonRole
            let onConfirm: () -> Void
            func body(content: Content) -> some View {
                content
                    .confirmationDialog(title, isPresented: $isPresented, titleVisibility: .visible) {
                        Button(confirmTitle, role: confirmRole) { onConfirm() }
                        Button("Cancel", role: .cancel) { }
                    }
            }
        }
        extension View {
            func reusableConfirmDialog(isPresented: Binding<Bool>, title: String, confirmTitle: String = "Yes",
                                       confirmRole: ButtonRole = .destructive, action: @escaping () -> Void) -> some View {
                modifier(ConfirmDialog(isPresented: isPresented, title: title, confirmTitle: confirmTitle,
                                       confirmRole: confirmRole, onConfirm: action))
            }
        }
        """, "AdvancedUtilities.swift": """
        import SwiftUI
        struct AdvancedUtilities: View {
            @State private var showClear = false
            @State private var showReset = false
            var body: some View {
                VStack {
                    Text("Database")
                        .reusableConfirmDialog(isPresented: $showClear, title: "Clear DB?", confirmTitle: "Clear DB") { }
                    Text("Settings")
                        .reusableConfirmDialog(isPresented: $showReset, title: "Reset?") { }
                    Text("Log")
                        .modifier(ConfirmDialog(isPresented: $showReset, title: "Empty?", confirmTitle: "Empty Log",
                                                confirmRole: .destructive, onConfirm: { }))
                }
            }
        }
        """])
        let applied = report.groups.filter { $0.file == "AdvancedUtilities.swift" }
        #expect(applied.map(\.titles) == [["\"Clear DB\"", "Cancel"], ["\"Yes\"", "Cancel"], ["\"Empty Log\"", "Cancel"]])
        #expect(applied.map(\.buttons.first?.role) == ["destructive", "destructive", "destructive"])
    }
}

extension TwentyFourthRoundTests {
    /// Swiftfin's `.navigationBarMenuButton { … }`: an `extension View` method applying
    /// `modifier(NavigationBarMenuButtonModifier(menuContent: items))`, whose body shows the
    /// stored content in `Menu(L10n.options, systemImage: "ellipsis") { menuContent }` in the
    /// toolbar. Each call's closure is that menu's items.
    @Test func aModifierShowingItsContentInAMenuIsAMenuAtEachCall() throws {
        let (report, _) = try scan(["NavigationBarMenuButton.swift": """
        import SwiftUI
        struct NavigationBarMenuButtonModifier<MenuContent: View>: ViewModifier {
            private let menuContent: MenuContent
            private let isLoading: Bool
            @State private var collectedMenuGroups: [MenuContentGroup] = []
            init(isLoading: Bool = false, @ViewBuilder menuContent: () -> MenuContent) {
                self.isLoading = isLoading
                self.menuContent = menuContent()
            }
            func body(content: Self.Content) -> some View {
                content
                    .toolbar {
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            if isLoading { ProgressView() }
                            Menu("Options", systemImage: "ellipsis.circle") {
                                menuContent
                                ForEach(collectedMenuGroups) { group in group.content }
                            }
                        }
                    }
            }
        }
        extension View {
            func navigationBarMenuButton(isLoading: Bool = false, @ViewBuilder _ items: @escaping () -> some View) -> some View {
                modifier(NavigationBarMenuButtonModifier(isLoading: isLoading, menuContent: items))
            }
        }
        """, "ServerUsersView.swift": """
        import SwiftUI
        struct ServerUsersView: View {
            @State private var isEditing = false
            var body: some View {
                List { Text("Users") }
                    .navigationBarMenuButton(isLoading: false) {
                        Button("Add User", systemImage: "plus") { }
                        Button("Edit Users", systemImage: "checkmark.circle") { isEditing = true }
                    }
            }
        }
        """])
        let menus = report.groups.filter { $0.file == "ServerUsersView.swift" }
        #expect(menus.map(\.titles) == [["Add User", "Edit Users"]])
        #expect(menus.first?.container == "menu")
    }
}

extension TwentyFourthRoundTests {
    /// Yattee's `.tappableVideo(video)` applies a modifier whose alert states its own titles
    /// (`Button("common.cancel", role: .cancel)`, `Button("common.connect")`): one group, where
    /// the modifier declares it, not one more at each of the rows it is applied to.
    @Test func aModifierWhoseActionsAreKnownAloneIsOneGroupWhereItIsDeclared() throws {
        let (report, _) = try scan(["TappableVideoModifier.swift": """
        import SwiftUI
        struct TappableVideoModifier: ViewModifier {
            let video: String
            @State private var showConnect = false
            func body(content: Content) -> some View {
                content
                    .alert("connect.title", isPresented: $showConnect) {
                        Button("common.cancel", role: .cancel) { }
                        Button("common.connect") { print(video) }
                    }
            }
        }
        extension View {
            func tappableVideo(_ video: String) -> some View {
                modifier(TappableVideoModifier(video: video))
            }
        }
        """, "ChannelView.swift": """
        import SwiftUI
        struct ChannelView: View {
            var body: some View {
                VStack {
                    Text("One").tappableVideo("a")
                    Text("Two").tappableVideo("b")
                    Text("Three").modifier(TappableVideoModifier(video: "c"))
                }
            }
        }
        """])
        #expect(report.groups.map(\.file) == ["TappableVideoModifier.swift"])
        #expect(report.groups.map(\.titles) == [["common.cancel", "common.connect"]])
    }
}

extension TwentyFourthRoundTests {
    /// eduVPN's alerts: `#if os(macOS) … NSAlert … #elseif os(iOS) let alert = UIAlertController()
    /// … #endif` in a function's `if`. The iOS clause's alert is one group (it was reported twice,
    /// once from the clause read on its own), and an alert in a clause iOS leaves out is none.
    @Test func anAlertInAnIfConfigClauseIsOneGroupAndOnlyIOSs() throws {
        let (report, _) = try scan(["ConnectionViewController.swift": """
        import UIKit
        class ConnectionViewController: UIViewController {
            private func showAlert(isProfileError: Bool) {
                if isProfileError {
                    #if os(macOS)
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    sheet.addAction(UIAlertAction(title: "Mac A", style: .default))
                    sheet.addAction(UIAlertAction(title: "Mac B", style: .cancel))
                    #elseif os(iOS)
                    let alert = UIAlertController()
                    let refreshAction = UIAlertAction(title: NSLocalizedString("Refresh Profiles", comment: ""), style: .default, handler: nil)
                    let cancelAction = UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel)
                    alert.addAction(refreshAction)
                    alert.addAction(cancelAction)
                    present(alert, animated: true, completion: nil)
                    #endif
                    return
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["Refresh Profiles", "Cancel"]])
        #expect(report.groups.map(\.container) == ["actionSheet"])
    }
}

extension TwentyFourthRoundTests {
    /// Canvas's alerts add `AlertAction(String(localized: "Edit", bundle: .core), style: .default)
    /// { … }`, the app's `class AlertAction: UIAlertAction` (declared in a folder the scan may not
    /// be given) made with its title first and a `style:`: an alert action, titled by that.
    @Test func anAppsAlertActionSubclassMadeWithItsTitleFirstIsAnAction() throws {
        let (report, _) = try scan(["PageDetailsViewController.swift": """
        import UIKit
        class PageDetailsViewController: UIViewController {
            var canDelete = true
            @objc private func showOptions(_ sender: UIBarButtonItem) {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                alert.addAction(AlertAction(String(localized: "Edit"), style: .default) { _ in })
                alert.addAction(AlertAction(String(localized: "Delete"), style: .destructive) { _ in })
                alert.addAction(AlertAction(String(localized: "Cancel"), style: .cancel))
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["Edit", "Delete", "Cancel"]])
        #expect(report.groups.first?.buttons.map(\.role) == [nil, "destructive", "cancel"])
    }
}

extension TwentyFourthRoundTests {
    /// Dash Wallet's `DashButton`: `var isLoading: Bool = false` (no wrapper) and a label showing
    /// `if isLoading { ProgressView() } else if let text { Text(text) }`. A plain `var` of a view
    /// is set only by its call (a `@State` one the view changes itself), so a call leaving it out
    /// shows the title, not a progress view the scan took for an icon-only button.
    @Test func aPlainVarTheCallLeavesOutKeepsItsDefault() throws {
        let (report, _) = try scan(["DashButton.swift": """
        import SwiftUI
        struct DashButton: View {
            var text: String? = nil
            var isLoading: Bool = false
            @State private var isPressed = false
            var action: () -> Void
            var body: some View {
                Button(action: { action() }) {
                    HStack {
                        if isLoading {
                            ProgressView()
                        } else if let text = text {
                            Text(text)
                        }
                    }
                }
            }
        }
        struct Dialog: View {
            var body: some View {
                VStack {
                    DashButton(text: NSLocalizedString("Mix coins", comment: ""), action: { })
                    DashButton(text: NSLocalizedString("Skip", comment: ""), action: { })
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["Mix coins", "Skip"]])
    }
}

extension TwentyFourthRoundTests {
    /// Dash Wallet's `ButtonsGroup(positiveButtonText:negativeButtonText:)`: its body's `HStack`
    /// shows two computed buttons, each `if let text = positiveButtonText { return DashButton(text:
    /// text, …) }; return nil`. Read in place its titles are unknown; each call that states them is
    /// the group, `text` holding what the call passed.
    @Test func aComponentsStackOfComputedButtonsIsAGroupAtEachCallThatTitlesThem() throws {
        let (report, _) = try scan(["ButtonsGroup.swift": """
        import SwiftUI
        struct DashButton: View {
            var text: String? = nil
            var isLoading: Bool = false
            var action: () -> Void
            var body: some View {
                Button(action: { action() }) {
                    if isLoading { ProgressView() } else if let text = text { Text(text) }
                }
            }
        }
        struct ButtonsGroup: View {
            var positiveButtonText: String? = nil
            var negativeButtonText: String? = nil
            var positiveButton: DashButton? {
                if let text = positiveButtonText {
                    return DashButton(text: text, action: { })
                }
                return nil
            }
            var negativeButton: DashButton? {
                if let text = negativeButtonText {
                    return DashButton(text: text, action: { })
                }
                return nil
            }
            var body: some View {
                HStack(spacing: 6) {
                    negativeButton
                    positiveButton
                }
            }
        }
        """, "MixDashDialog.swift": """
        import SwiftUI
        struct MixDashDialog: View {
            var body: some View {
                VStack {
                    Text("Mix")
                    ButtonsGroup(positiveButtonText: NSLocalizedString("Mix coins", comment: ""),
                                 negativeButtonText: NSLocalizedString("Skip", comment: ""))
                }
            }
        }
        """])
        let called = report.groups.filter { $0.file == "MixDashDialog.swift" }
        #expect(called.map(\.titles) == [["Skip", "Mix coins"]])
    }
}
