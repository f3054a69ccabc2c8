import Testing
@testable import ButtonStackScan

/// Idioms of three apps read by hand and scanned once before these fixes (orbot-apple,
/// omnivore, Meshtastic-Apple): an element's undrawn property set after it is added, views
/// erased to `AnyView` (alone or in a ternary), and an accessibility label choosing between two
/// `Text`s.
@Suite struct TwentiethRoundTests {
    /// `elements.last?.accessibilityIdentifier = …` after each append changes nothing drawn: the
    /// menu is its actions, the one under an `if` a variant.
    @Test func anElementsIdentifierSetAfterItIsAddedLeavesTheMenuAsItWas() throws {
        let (report, _) = try scan(["MainViewController.swift": """
        import UIKit
        final class MainViewController: UIViewController {
            var settingsBt: UIButton?
            var hasTokens = false
            func updateMenu() {
                var elements = [UIMenuElement]()
                elements.append(UIAction(title: NSLocalizedString("Auth Cookies", comment: ""), image: UIImage(systemName: "key"), handler: { _ in }))
                elements.last?.accessibilityIdentifier = "auth_cookies"
                if hasTokens {
                    elements.append(UIAction(title: NSLocalizedString("API Access", comment: ""), image: UIImage(systemName: "lock.shield"), handler: { _ in }))
                    elements.last?.accessibilityIdentifier = "api_access"
                }
                elements.append(UIAction(title: NSLocalizedString("Settings", comment: ""), image: UIImage(systemName: "gearshape"), handler: { _ in }))
                elements[2].accessibilityIdentifier = "settings"
                settingsBt?.menu = UIMenu(children: elements)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Auth Cookies", "API Access", "Settings"], ["Auth Cookies", "Settings"]])
        #expect(report.skipped.isEmpty)
    }

    /// A title set on an element after it is added is drawn: the menu stays known only at run time.
    @Test func anElementsTitleSetAfterItIsAddedIsStillARunTimeChange() throws {
        let (report, _) = try scan(["Menu.swift": """
        import UIKit
        final class Menus {
            var name = ""
            func menu() -> UIMenu {
                var elements = [UIMenuElement]()
                elements.append(UIAction(title: NSLocalizedString("Open", comment: ""), image: nil, handler: { _ in }))
                elements.append(UIAction(title: NSLocalizedString("Close", comment: ""), image: nil, handler: { _ in }))
                elements.last?.title = name
                return UIMenu(children: elements)
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.map(\.reason).contains { $0.contains("changed at run time") })
    }

    /// A bar's trailing item that is a property returning `AnyView(ProgressView())` while busy and
    /// `AnyView(Button(…))` otherwise: the pair with the button, and the lone button while busy.
    @Test func aButtonErasedToAnyViewInABranchIsTheBarsItem() throws {
        let (report, _) = try scan(["ClubsView.swift": """
        import SwiftUI
        struct CreateClubView: View {
            @State var isCreating = false
            var nextButton: some View {
                if isCreating {
                    return AnyView(ProgressView())
                } else {
                    return AnyView(Button(action: {}, label: { Text("Next") }).disabled(false))
                }
            }
            var body: some View {
                NavigationView {
                    Text("Club")
                        .navigationBarItems(leading: Button(action: {}, label: { Text("Cancel") }), trailing: nextButton)
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Cancel", "Next"]])
    }

    /// A toolbar item that is `busy ? AnyView(ProgressView()) : AnyView(addButton)`: with the button,
    /// a group of two.
    @Test func aTernaryOfErasedViewsIsEachBranch() throws {
        let (report, _) = try scan(["AddLinkView.swift": """
        import SwiftUI
        struct AddLinkView: View {
            @State var loading = false
            var body: some View {
                Form { Text("Link") }
                    .toolbar {
                        ToolbarItem(placement: .navigationBarLeading) { dismissButton }
                        ToolbarItem(placement: .navigationBarTrailing) {
                            loading ? AnyView(ProgressView()) : AnyView(addButton)
                        }
                    }
            }
            var dismissButton: some View { Button(action: {}, label: { Text("Close") }) }
            var addButton: some View { Button(action: {}, label: { Text("Add") }) }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Close", "Add"]])
    }

    /// `.accessibilityLabel(showing ? Text("Hide legend") : Text("Show legend"))` on an icon-only
    /// button: each text is its title, a variant each, and the stack is a group.
    @Test func anAccessibilityLabelChoosingBetweenTwoTextsIsEachOne() throws {
        let (report, _) = try scan(["MapControls.swift": """
        import SwiftUI
        struct MapControls: View {
            @State var isShowingLegend = false
            var body: some View {
                HStack {
                    Button(action: { isShowingLegend.toggle() }) {
                        Image(systemName: isShowingLegend ? "map.fill" : "map")
                    }
                    .accessibilityLabel(isShowingLegend ? Text("Hide legend") : Text("Show legend"))
                    Button(action: {}) {
                        Image(systemName: "location")
                    }
                    .accessibilityLabel(Text("Center on me"))
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty)
        #expect(Set(report.groups.map(\.titles)) == [["Hide legend", "Center on me"], ["Show legend", "Center on me"]])
    }
}

/// Two views, each with its own `private enum Config` listing zoom levels of its own private
/// struct (GlucoseDirect's chart and its older twin): each view's `ForEach(Config.zoomLevels)`
/// reads its own `Config`, whichever file comes first.
@Suite struct SameNamedNestedConfigTests {
    @Test func eachViewsForEachReadsItsOwnNestedConfig() throws {
        let (report, _) = try scan([
            "ChartView.swift": """
            import SwiftUI
            struct ChartView: View {
                var body: some View {
                    HStack {
                        ForEach(Config.zoomLevels, id: \\.level) { zoom in
                            Button(action: {}, label: { Text(zoom.name) })
                        }
                    }
                }
                private enum Config {
                    static let zoomLevels: [ZoomLevel] = [
                        ZoomLevel(level: 3, name: "3h"),
                        ZoomLevel(level: 6, name: "6h"),
                    ]
                }
            }
            private struct ZoomLevel {
                let level: Int
                let name: String
            }
            """,
            "ChartViewCompatibility.swift": """
            import SwiftUI
            struct ChartViewCompatibility: View {
                var body: some View {
                    HStack {
                        ForEach(Config.zoomLevels, id: \\.level) { zoom in
                            Button(action: {}, label: { Text(zoom.title) })
                        }
                    }
                }
                private enum Config {
                    static let zoomLevels: [ZoomLevelCompatibility] = [
                        ZoomLevelCompatibility(level: 1, title: "1m"),
                        ZoomLevelCompatibility(level: 5, title: "5m"),
                    ]
                }
            }
            private struct ZoomLevelCompatibility {
                let level: Int
                let title: String
            }
            """,
        ])
        #expect(report.skipped.map(\.reason) == [])
        #expect(Set(report.groups.map(\.titles)) == [["\"3h\"", "\"6h\""], ["\"1m\"", "\"5m\""]])
    }
}

/// A committed SwiftGen file of a custom template that keys its lookup by an enum of the keys
/// (CovidCertificate's `UBLocalized.tr(Key.delete_button)`): each accessor is its case's name, a
/// key of `Localizable`.
@Suite struct KeyEnumSwiftGenTests {
    @Test func anAccessorLookingUpAKeyCaseIsThatKey() throws {
        let (report, _) = try scan([
            "Strings+Generated.swift": """
            enum UBLocalized {
                enum Key: String {
                    case delete_button
                    case cancel_button
                }
                static var delete_button: String { return UBLocalized.tr(Key.delete_button) }
                static var cancel_button: String { return UBLocalized.tr(Key.cancel_button) }
            }
            private extension UBLocalized {
                private static func tr(_ key: UBLocalized.Key, _ table: String = "Localizable", _ args: CVarArg...) -> String {
                    UBLocalizer.default.translate(key, table: table, args)
                }
            }
            """,
            "DetailViewController.swift": """
            import UIKit
            final class DetailViewController: UIViewController {
                func confirmDelete() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    alert.addAction(UIAlertAction(title: UBLocalized.delete_button, style: .destructive, handler: { _ in }))
                    alert.addAction(UIAlertAction(title: UBLocalized.cancel_button, style: .cancel, handler: nil))
                    present(alert, animated: true)
                }
            }
            """,
        ])
        #expect(report.skipped.map(\.reason) == [])
        #expect(report.groups.map(\.titles) == [["delete_button", "cancel_button"]])
    }
}

/// An app's own dialog whose button titles are optional `Text` properties, given through an
/// explicit initializer, each button shown `if titleNButton != nil` (linphone's `PopupView`):
/// each call stating two titles is a group of those two; a `nil` title shows no button.
@Suite struct TextPropertyDialogTests {
    @Test func eachCallStatingTwoTextTitlesIsAGroup() throws {
        let (report, _) = try scan([
            "PopupView.swift": """
            import SwiftUI
            struct PopupView<AdditionalContent: View>: View {
                @Binding var isShowPopup: Bool
                var title: Text
                private let additionalContent: AdditionalContent
                var titleFirstButton: Text?
                var actionFirstButton: () -> Void
                var titleSecondButton: Text?
                var actionSecondButton: () -> Void
                init(isShowPopup: Binding<Bool>, title: Text, @ViewBuilder additionalContent: () -> AdditionalContent = { EmptyView() },
                     titleFirstButton: Text? = nil, actionFirstButton: @escaping () -> Void = {},
                     titleSecondButton: Text? = nil, actionSecondButton: @escaping () -> Void = {}) {
                    self._isShowPopup = isShowPopup
                    self.title = title
                    self.additionalContent = additionalContent()
                    self.titleFirstButton = titleFirstButton
                    self.actionFirstButton = actionFirstButton
                    self.titleSecondButton = titleSecondButton
                    self.actionSecondButton = actionSecondButton
                }
                var body: some View {
                    VStack(alignment: .leading) {
                        title
                        additionalContent
                        HStack {
                            if titleFirstButton != nil {
                                Button(action: { actionFirstButton() }, label: {
                                    titleFirstButton
                                        .frame(height: 30)
                                })
                            }
                            if titleSecondButton != nil {
                                Button(action: { actionSecondButton() }, label: {
                                    titleSecondButton
                                        .frame(height: 30)
                                })
                            }
                        }
                    }
                }
            }
            """,
            "HelpFragment.swift": """
            import SwiftUI
            struct HelpFragment: View {
                @State var isShowPopup = false
                var body: some View {
                    ZStack {
                        Text("help")
                        if isShowPopup {
                            PopupView(isShowPopup: $isShowPopup, title: Text("help_dialog_title"),
                                      titleFirstButton: Text("dialog_cancel"), actionFirstButton: { isShowPopup = false },
                                      titleSecondButton: Text("dialog_install"), actionSecondButton: {})
                        }
                    }
                }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["dialog_cancel", "dialog_install"]])
        #expect(report.groups.map(\.file) == ["HelpFragment.swift"])
    }
}

/// An app's bottom sheets given their buttons as models in a literal list (unstoppable-wallet's
/// `BottomSheetModule.viewController(…, buttons: [.init(style:title:…) { … }, …])` and
/// `.buttonGroup(.init(buttons: […]))`): each list is a group of those buttons, in order.
@Suite struct ButtonModelListsTests {
    @Test func aListOfTitledButtonModelsIsAGroup() throws {
        let (report, _) = try scan([
            "ContactBookViewController.swift": """
            import UIKit
            final class ContactBookViewController: UIViewController {
                func confirmReplace() {
                    let viewController = BottomSheetModule.viewController(
                        image: .warning,
                        title: "alert.warning".localized,
                        items: [.highlightedDescription(text: "contacts.update_contact.already_has_address".localized)],
                        buttons: [
                            .init(style: .yellow, title: "contacts.update_contact.replace".localized, actionType: .afterClose) { },
                            .init(style: .transparent, title: "button.cancel".localized),
                        ]
                    )
                    present(viewController, animated: true)
                }
            }
            """,
            "CopyWarningView.swift": """
            import SwiftUI
            struct CopyWarningView: View {
                @Binding var isPresented: Bool
                var body: some View {
                    BottomSheetView(items: [
                        .title(icon: ThemeImage.warning, title: "copy_warning.title".localized),
                        .buttonGroup(.init(buttons: [
                            .init(style: .gray, title: "copy_warning.i_will_risk_it".localized, action: { isPresented = false }),
                            .init(style: .transparent, title: "copy_warning.dont_copy".localized) { isPresented = false },
                        ])),
                    ])
                }
            }
            """,
        ])
        let groups = report.groups.sorted { $0.file < $1.file }
        #expect(groups.map(\.titles) == [["contacts.update_contact.replace", "button.cancel"], ["copy_warning.i_will_risk_it", "copy_warning.dont_copy"]])
        #expect(groups.map(\.container) == ["buttonGroup", "buttonGroup"])
    }

    /// A list of one model, or of values not made in place, is no group.
    @Test func oneModelOrListedValuesAreNoGroup() throws {
        let (report, _) = try scan(["Sheet.swift": """
        import UIKit
        final class Sheet: UIViewController {
            let extra = ButtonModel(title: "more")
            func show(models: [ButtonModel]) {
                present(BottomSheetModule.viewController(buttons: [.init(style: .yellow, title: "ok".localized)]), animated: true)
                present(BottomSheetModule.viewController(buttons: [extra, models[0]]), animated: true)
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }
}

/// A small view's `var title = "Request Local Stats"` (a `String`, inferred from its literal)
/// shown with `Text(title)`: text as written, whether the call passes a literal or leaves the
/// default (Meshtastic's `RequestLocalStatsButton`).
@Suite struct InferredStringPropertyTests {
    @Test func aLiteralPassedToAnInferredStringPropertyIsText() throws {
        let (report, _) = try scan(["LocalStatsLog.swift": """
        import SwiftUI
        struct RequestButton: View {
            var title = "Request Local Stats"
            var systemImage = "chart.bar"
            var body: some View {
                Button(action: {}) {
                    Label { Text(title) } icon: { Image(systemName: systemImage) }
                }
            }
        }
        struct LocalStatsLog: View {
            var body: some View {
                HStack {
                    Button("Clear", role: .destructive) {}
                    RequestButton(title: "Request", systemImage: "arrow.clockwise")
                }
                VStack {
                    Button("Save") {}
                    RequestButton()
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Clear", "\"Request\""], ["Save", "\"Request Local Stats\""]])
    }
}

/// A table's builder (GOV.UK's `String.chat.localized("key")`: `static var chat:
/// LocalStringBuilder { .init(tableName: "Chat", bundle: .main) }`, whose `localized(_:)` calls
/// `NSLocalizedString(key, tableName: tableName, …)`): the key in that table.
@Suite struct TableBuilderTests {
    @Test func aBuildersLocalizedMethodIsAKeyOfItsTable() throws {
        let (report, _) = try scan([
            "String+Extensions.swift": """
            import Foundation
            extension String {
                public struct LocalStringBuilder {
                    let tableName: String
                    let bundle: Bundle
                    public init(tableName: String, bundle: Bundle) {
                        self.tableName = tableName
                        self.bundle = bundle
                    }
                    public func localized(_ key: String, comment: String = "") -> String {
                        NSLocalizedString(key, tableName: tableName, bundle: bundle, comment: comment)
                    }
                }
                static var chat: LocalStringBuilder {
                    .init(tableName: "Chat", bundle: .main)
                }
            }
            """,
            "ChatMenuView.swift": """
            import SwiftUI
            struct ChatMenuView: View {
                var body: some View {
                    Menu {
                        Button(String.chat.localized("aboutMenuTitle")) {}
                        Button(action: {}) {
                            Label(String.chat.localized("feedbackMenuTitle"), systemImage: "square.and.pencil")
                        }
                    } label: {
                        Image(systemName: "ellipsis")
                    }
                }
            }
            """,
        ])
        #expect(report.skipped.map(\.reason) == [])
        #expect(report.groups.map(\.titles) == [["Chat:aboutMenuTitle", "Chat:feedbackMenuTitle"]])
    }
}

/// A label's `Text` with an accessibility label of its own (GOV.UK's chat menu:
/// `Text("feedbackMenuTitle").accessibilityLabel("feedbackMenuAccessibilityTitle")`): the button
/// draws the text, so that is its title; an image's accessibility label still titles it.
@Suite struct DrawnTitleOverAccessibilityLabelTests {
    @Test func theTextDrawnIsTheTitle() throws {
        let (report, _) = try scan(["ChatMenuView.swift": """
        import SwiftUI
        struct ChatMenuView: View {
            var body: some View {
                Menu {
                    Button(action: {}, label: {
                        Text("feedbackMenuTitle")
                            .accessibilityLabel("feedbackMenuAccessibilityTitle")
                    })
                    Button(action: {}, label: {
                        Image(systemName: "info.circle")
                            .accessibilityLabel("aboutMenuAccessibilityTitle")
                    })
                } label: {
                    Image(systemName: "ellipsis")
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["feedbackMenuTitle", "aboutMenuAccessibilityTitle"]])
    }
}

/// `UIImage.init(named: "backarrow2")`, the initializer written out (green_ios's bar items): the
/// asset, as `UIImage(named:)` is.
@Suite struct WrittenOutImageInitializerTests {
    @Test func anImageInitializerWrittenOutIsTheAsset() throws {
        let (report, _) = try scan(["LoginViewController.swift": """
        import UIKit
        final class LoginViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItems = [
                    UIBarButtonItem(title: NSLocalizedString("id_back", comment: ""), image: UIImage.init(named: "backarrow2"), primaryAction: nil, menu: nil),
                    UIBarButtonItem(title: NSLocalizedString("id_wallets", comment: ""), style: .plain, target: self, action: nil),
                ]
            }
        }
        """])
        #expect(report.skipped.map(\.reason).allSatisfy { !$0.contains("backarrow2") })
        #expect(report.groups.first?.icons.contains("asset:backarrow2") == true)
    }
}

/// A view's state with a default (`@State private var typingMessage = ""`) changes at run time:
/// `if !typingMessage.isEmpty { Button(…) }` is a variant with the button, not never shown
/// (Meshtastic's compose row).
@Suite struct StateDefaultsChangeTests {
    @Test func aConditionOverStateIsNotDecidedByItsDefault() throws {
        let (report, _) = try scan(["TextMessageField.swift": """
        import SwiftUI
        struct TextMessageField: View {
            @State private var typingMessage = ""
            @State private var replyMessageId: Int64 = 0
            var body: some View {
                HStack(alignment: .top) {
                    if replyMessageId != 0 {
                        Button { replyMessageId = 0 } label: { Image(systemName: "x.circle.fill") }
                            .accessibilityLabel(String(localized: "Cancel reply"))
                    }
                    TextField("Message", text: $typingMessage, axis: .vertical)
                    if !typingMessage.isEmpty {
                        Button(action: {}) { Image(systemName: "arrow.up.circle.fill") }
                            .accessibilityLabel(String(localized: "Send message"))
                    }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Cancel reply", "Send message"]])
    }
}

/// A toolbar item holding its buttons in a stack (Vernissage's tab screens: `ToolbarItem {
/// HStack { AddToolbarButtonView { … }; SettingsLink() } }` beside the avatar button's item): the
/// stack's buttons are the bar's, one toolbar group, and the stack is no group of its own.
@Suite struct ToolbarItemStacksTests {
    @Test func aStackInAToolbarItemIsPartOfTheToolbar() throws {
        let (report, _) = try scan(["TimelineScreen.swift": """
        import SwiftUI
        struct AddToolbarButtonView: View {
            let onTap: () -> Void
            var body: some View {
                Button(action: onTap) { Image(systemName: "plus") }
                    .accessibilityLabel("Add status")
            }
        }
        struct TimelineScreen: View {
            @State var showAdd = false
            var body: some View {
                NavigationStack {
                    List { Text("x") }
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Button(action: {}) { Image(systemName: "person.fill") }
                                    .accessibilityLabel("Open profile")
                            }
                            ToolbarItem(placement: .topBarTrailing) {
                                HStack(spacing: 12) {
                                    AddToolbarButtonView { showAdd = true }
                                    NavigationLink("Settings") { Text("Settings") }
                                }
                            }
                        }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Open profile", "Add status"]])
        #expect(report.groups.map(\.container) == ["toolbar"])
    }
}

/// A keyboard bar's `ToolbarItem(placement: .keyboard) { HStack { Button …; Spacer(); Button … } }`
/// (Harbour's editor): a stack of two buttons stays a group of its own.
@Suite struct ToolbarItemStackOfTwoTests {
    @Test func aStackOfTwoInAToolbarItemIsItsOwnGroup() throws {
        let (report, _) = try scan(["TextEditorView.swift": """
        import SwiftUI
        struct TextEditorView: View {
            @State var text = ""
            var body: some View {
                TextEditor(text: $text)
                    .toolbar {
                        ToolbarItem(placement: .keyboard) {
                            HStack {
                                Button { } label: { Label("Tab", systemImage: "arrow.right.to.line") }
                                Spacer()
                                Button { } label: { Label("Dismiss", systemImage: "keyboard.chevron.compact.down") }
                            }
                        }
                    }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Tab", "Dismiss"]])
        #expect(report.groups.map(\.container) == ["hstack"])
    }
}

/// The Composable Architecture's dialogs (isowords): `AlertState { TextState(…) } actions: {
/// ButtonState(role:action:) { TextState(…) } … }`, in a reducer or as a static of an
/// `extension AlertState`, and `ConfirmationDialogState`: each is an alert or a dialog of its
/// `ButtonState`s, titled by their `TextState`s, with their roles.
@Suite struct ComposableArchitectureDialogsTests {
    @Test func alertAndDialogStatesAreGroups() throws {
        let (report, _) = try scan([
            "GameCore.swift": """
            import ComposableArchitecture
            struct GameCore: Reducer {
                func reduce(into state: inout State, action: Action) -> Effect<Action> {
                    state.alert = AlertState {
                        TextState("Are you sure?")
                    } actions: {
                        ButtonState(role: .cancel) {
                            TextState("Don't forfeit")
                        }
                        ButtonState(role: .destructive, action: .forfeitButtonTapped) {
                            TextState("Yes, forfeit")
                        }
                    } message: {
                        TextState("Forfeiting will end the game.")
                    }
                    state.dialog = ConfirmationDialogState {
                        TextState("Share")
                    } actions: {
                        ButtonState(action: .copy) { TextState("Copy link") }
                        ButtonState(action: .open) { TextState("Open in Safari") }
                        ButtonState(role: .cancel) { TextState("Cancel") }
                    }
                    return .none
                }
            }
            """,
            "Settings.swift": """
            import ComposableArchitecture
            extension AlertState where Action == Settings.Action.Alert {
                static let userNotificationAuthorizationDenied = Self {
                    TextState("Permission Denied")
                } actions: {
                    ButtonState { TextState("Ok") }
                    ButtonState(action: .openSettingButtonTapped) {
                        TextState("Open settings")
                    }
                } message: {
                    TextState("Turn on notifications in iOS settings.")
                }
            }
            """,
        ])
        let groups = report.groups.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        #expect(groups.map(\.container) == ["alert", "confirmationDialog", "alert"])
        #expect(Set(groups[0].titles) == ["Don't forfeit", "Yes, forfeit"])
        #expect(Set(groups[0].buttons.compactMap(\.role)) == ["cancel", "destructive"])
        #expect(Set(groups[1].titles) == ["Copy link", "Open in Safari", "Cancel"])
        #expect(Set(groups[2].titles) == ["Ok", "Open settings"])
    }
}

/// Bar items made empty and given their image and accessibility label later (wsdot's ferry
/// departures: `let favoriteBarButton = UIBarButtonItem()`, then `.image = UIImage(named:)` and
/// `.accessibilityLabel = …`): each item's icon and title.
@Suite struct BarItemImageSetLaterTests {
    @Test func aBarItemsImageSetLaterIsItsIcon() throws {
        let (report, _) = try scan(["RouteDeparturesViewController.swift": """
        import UIKit
        final class RouteDeparturesViewController: UIViewController {
            let favoriteBarButton = UIBarButtonItem()
            let alertBarButton = UIBarButtonItem()
            override func viewDidLoad() {
                super.viewDidLoad()
                self.favoriteBarButton.image = UIImage(named: "icStarSmall")
                self.favoriteBarButton.accessibilityLabel = "add to favorites"
                self.alertBarButton.image = UIImage(named: "icAlert")
                self.alertBarButton.accessibilityLabel = "Ferry Alert Bulletins"
                self.navigationItem.rightBarButtonItems = [self.favoriteBarButton, self.alertBarButton]
            }
        }
        """])
        #expect(report.groups.map(\.icons) == [["asset:icStarSmall", "asset:icAlert"]])
        #expect(report.groups.map(\.titles) == [["\"add to favorites\"", "\"Ferry Alert Bulletins\""]])
    }
}

/// `tableView(_:editActionsForRowAt:)` returning `UITableViewRowAction`s (wsdot's favourites):
/// each list of two or more it returns is a variant of one swipe group; `.default` is the
/// destructive look; a handler's own `return` is not a list.
@Suite struct TableRowActionsTests {
    @Test func rowActionListsAreVariantsOfASwipe() throws {
        let (report, _) = try scan(["FavoritesHomeViewController.swift": """
        import UIKit
        final class FavoritesHomeViewController: UITableViewController {
            var isRoute = true
            override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
                let renameRouteAction = UITableViewRowAction(style: .normal, title: "Rename") { action, index in
                    return
                }
                let renameLocationAction = UITableViewRowAction(style: .normal, title: "Edit") { _, _ in }
                let deleteAction = UITableViewRowAction(style: UITableViewRowAction.Style.default, title: "Remove", handler: { _, _ in })
                if isRoute {
                    return [deleteAction, renameRouteAction]
                } else if indexPath.section == 1 {
                    return [deleteAction, renameLocationAction]
                } else {
                    return [deleteAction]
                }
            }
        }
        """])
        #expect(report.groups.map(\.container) == ["swipeActions", "swipeActions"])
        #expect(report.groups.map(\.titles) == [["\"Remove\"", "\"Rename\""], ["\"Remove\"", "\"Edit\""]])
        #expect(report.groups.first?.buttons.map(\.role) == ["destructive", nil])
    }
}

/// A localizing property of `String` that falls back to another of `self`'s properties
/// (SwissCovid's `"key".ub_localized`, returning `ub_debugLocalized` when the key is missing):
/// the other property reads the same `self`, and `if localized == self` (the key missing) is
/// decided by the app's tables, so the title is the key of `Localizable`.
@Suite struct SameSelfPropertiesTests {
    /// SwissCovid's localizing properties of `String`.
    static let localizingExtension = """
        import Foundation
        extension String {
            var ub_localized: String {
                let localized = NSLocalizedString(self, comment: "")
                if localized == self {
                    return ub_debugLocalized
                }
                return localized
            }
            var ub_debugLocalized: String {
                NSLocalizedString(self, tableName: "DebugStrings", comment: "")
            }
        }
        """

    @Test func aFallbackPropertyReadsTheSameSelf() throws {
        let (report, _) = try scan([
            "String+NS.swift": SameSelfPropertiesTests.localizingExtension,
            "en.lproj/Localizable.strings": """
            "checkin_alert_text" = "Check out now?";
            "checkout_button_title" = "Check out";
            "cancel" = "Cancel";
            """,
            "CheckInViewController.swift": """
            import UIKit
            final class CheckInViewController: UIViewController {
                func confirm() {
                    let alert = UIAlertController(title: nil, message: "checkin_alert_text".ub_localized, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "checkout_button_title".ub_localized, style: .default))
                    alert.addAction(UIAlertAction(title: "cancel".ub_localized, style: .cancel))
                    present(alert, animated: true)
                }
            }
            """,
        ])
        #expect(report.skipped.map(\.reason) == [])
        // The key is in `Localizable`: the debug table's fallback is never taken.
        #expect(report.groups.map { Set($0.titles) } == [["checkout_button_title", "cancel"]])
    }
}

/// The same fallback with the app's tables outside the scanned folders: the key is taken to be
/// in its table, the look-up's fallback the exception.
@Suite struct KeyFallbackWithoutTablesTests {
    @Test func withoutTablesTheLookUpStands() throws {
        let (report, _) = try scan([
            "String+NS.swift": SameSelfPropertiesTests.localizingExtension,
            "CheckInViewController.swift": """
            import UIKit
            final class CheckInViewController: UIViewController {
                func confirm() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "checkout_button_title".ub_localized, style: .default))
                    alert.addAction(UIAlertAction(title: "cancel".ub_localized, style: .cancel))
                    present(alert, animated: true)
                }
            }
            """,
        ])
        #expect(report.groups.map { Set($0.titles) } == [["checkout_button_title", "cancel"]])
    }
}

/// `InfoButton(image: .init("Restore"), title: "Restore")` where the view's `image` is a
/// `String` shown with `Image(image)` (Flipper's archive info): `.init("Restore")` is that
/// string, the asset `Restore`.
@Suite struct ImplicitStringInitTests {
    @Test func anImplicitStringInitializerIsItsText() throws {
        let (report, _) = try scan(["DeletedInfoView.swift": """
        import SwiftUI
        struct InfoButton: View {
            let image: String
            let title: String
            let action: () -> Void
            init(image: String, title: String, action: @escaping () -> Void) {
                self.image = image
                self.title = title
                self.action = action
            }
            var body: some View {
                Button(action: action) {
                    HStack(spacing: 8) {
                        Image(image)
                        Text(title)
                    }
                }
            }
        }
        struct DeletedInfoView: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 20) {
                    InfoButton(image: .init("Restore"), title: "Restore") { }
                    InfoButton(image: .init("Delete"), title: "Delete Permanently") { }
                }
            }
        }
        """])
        #expect(report.groups.map(\.icons) == [["asset:Restore", "asset:Delete"]])
    }
}

/// `Alert(primaryButton: .default(.init("Continue")), secondaryButton: .default(.init("Stop")))`
/// (Flipper's update screen): `.init(…)` where `Alert.Button` takes a `Text` is that `Text`.
@Suite struct ImplicitTextInitTests {
    @Test func anImplicitTextInitializerIsTheButtonsTitle() throws {
        let (report, _) = try scan(["DeviceUpdateView.swift": """
        import SwiftUI
        struct DeviceUpdateView: View {
            @State var showCancelUpdate = false
            var body: some View {
                Text("Updating")
                    .alert(isPresented: $showCancelUpdate) {
                        Alert(
                            title: Text("Stop Update?"),
                            primaryButton: .default(.init("Continue")),
                            secondaryButton: .destructive(.init("Stop")) { })
                    }
            }
        }
        """])
        #expect(report.skipped.map(\.reason) == [])
        #expect(report.groups.map { Set($0.titles) } == [["Continue", "Stop"]])
    }
}

/// A type alias of SwiftGen's enum whose generated file is not committed (Anilibria's
/// `typealias DonateLocalization = Strings.ProfileModule.Donate`): `DonateLocalization.anilibria`
/// is the generated accessor `Strings.ProfileModule.Donate.anilibria`, its key in the app's table.
@Suite struct AliasOfUnseenSwiftGenTests {
    @Test func anAliasOfTheUncommittedEnumNamesItsKeys() throws {
        let (report, _) = try scan([
            "ru.lproj/Localizable.strings": """
            "ProfileModule.Donate.alertTitle" = "Кого хотите поддержать?";
            "ProfileModule.Donate.anilibria" = "Команду Анилибрии";
            "ProfileModule.Donate.developer" = "Разработчика приложения";
            "ProfileModule.Donate.cancel" = "Отмена";
            """,
            "ProfileController.swift": """
            import UIKit
            final class ProfileController: UIViewController {
                typealias DonateLocalization = Strings.ProfileModule.Donate
                func showDonate() {
                    let alertController = UIAlertController(title: DonateLocalization.alertTitle, message: nil, preferredStyle: .actionSheet)
                    alertController.addAction(UIAlertAction(title: DonateLocalization.anilibria, style: .default))
                    alertController.addAction(UIAlertAction(title: DonateLocalization.developer, style: .default))
                    alertController.addAction(UIAlertAction(title: DonateLocalization.cancel, style: .cancel))
                    present(alertController, animated: true)
                }
            }
            """,
        ])
        #expect(report.skipped.map(\.reason) == [])
        #expect(report.groups.map { Set($0.titles) } == [["ProfileModule.Donate.anilibria", "ProfileModule.Donate.developer", "ProfileModule.Donate.cancel"]])
    }
}
