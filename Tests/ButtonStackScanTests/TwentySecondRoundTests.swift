import Testing
@testable import ButtonStackScan

/// Idioms of apps read by hand in earlier rounds and still missed: a small view's label closure
/// that its initializer writes itself from its own (defaulted) parameters.
@Suite struct TwentySecondRoundTests {
    /// Harbour's `CopyButton(content:)`: a constrained extension's `init` stores
    /// `self.labelContent = { Label(title, systemImage: icon) }`, both parameters left at their
    /// defaults, and the body shows `labelContent()` as the button's label.
    @Test func aLabelClosureTheInitializerStoresIsReadWithItsParameters() throws {
        let (report, _) = try scan(["CopyButton.swift": """
        import SwiftUI
        struct CopyButton<LabelContent: View>: View {
            var content: String?
            @ViewBuilder var labelContent: () -> LabelContent
            init(content: String?, @ViewBuilder label labelContent: @escaping () -> LabelContent) {
                self.content = content
                self.labelContent = labelContent
            }
            var body: some View {
                Button {
                    UIPasteboard.general.string = content
                } label: {
                    labelContent()
                }
            }
        }
        extension CopyButton where LabelContent == Label<Text, Image> {
            init(_ title: LocalizedStringKey = "Generic.Copy", icon: String = "doc.on.doc", content: String?) {
                self.content = content
                self.labelContent = {
                    Label(title, systemImage: icon)
                }
            }
        }
        """, "LogsView.swift": """
        import SwiftUI
        struct LogsView: View {
            var logs: String?
            var body: some View {
                Menu {
                    Button("Generic.Refresh", systemImage: "arrow.clockwise") {}
                    CopyButton(content: logs)
                    CopyButton("Logs.CopyAll", icon: "doc.on.clipboard", content: logs)
                } label: {
                    Label("Generic.More", systemImage: "ellipsis.circle")
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.titles == ["Generic.Refresh", "Generic.Copy", "Logs.CopyAll"])
        #expect(group.icons == ["arrow.clockwise", "doc.on.doc", "doc.on.clipboard"])
    }
}

extension TwentySecondRoundTests {
    /// Pulse's share menu: `Menu(content: content) { Label(…) }` passes a method of the view as
    /// its items and labels itself with the trailing closure. The menu is a group of the
    /// method's buttons, and one titled button of the context menu around it.
    @Test func aMenuGivenAMethodAsItsContentIsLabelledByItsTrailingClosure() throws {
        let (report, _) = try scan(["ShareMenu.swift": """
        import SwiftUI
        struct TaskRow: View {
            var body: some View {
                Text("Task")
                    .contextMenu {
                        ShareMenu()
                        Button("Copy", systemImage: "doc.on.doc") {}
                    }
            }
        }
        struct ShareMenu: View {
            var body: some View {
                Menu(content: content) {
                    Label("Share...", systemImage: "square.and.arrow.up")
                }
            }
            @ViewBuilder
            private func content() -> some View {
                Button("Share as Text") {}
                Button(action: { print("curl") }) {
                    Label("Share as cURL", systemImage: "terminal")
                }
            }
        }
        """])
        let menu = try #require(report.groups.first { $0.container == "menu" })
        #expect(menu.titles == ["Share as Text", "Share as cURL"])
        let context = try #require(report.groups.first { $0.container == "contextMenu" })
        #expect(context.titles == ["Share...", "Copy"])
        #expect(context.icons == ["square.and.arrow.up", "doc.on.doc"])
        #expect(report.groups.count == 2)
    }
}

extension TwentySecondRoundTests {
    /// Meshtastic's `RateLimitedButton`: its body shows `content(nil)` as the button's label,
    /// and the call's label closure shows its countdown only when given one (`if let completion`).
    /// Given `nil`, the label is the `else` branch's: "Trace Route" with its icon.
    @Test func aLabelClosureCalledWithNilShowsItsElseBranch() throws {
        let (report, _) = try scan(["RateLimitedButton.swift": """
        import SwiftUI
        struct RateLimitedButton<Content: View>: View {
            typealias Builder = ((percentComplete: Double, secondsRemaining: Double)?) -> Content
            let key: String
            let content: Builder
            let action: () -> Void
            init(key: String, action: @escaping () -> Void, @ViewBuilder label: @escaping Builder) {
                self.key = key
                self.content = label
                self.action = action
            }
            var body: some View {
                if Storage.remaining(key) > 0 {
                    content((0.5, 10))
                } else {
                    Button { action() } label: { content(nil) }
                }
            }
        }
        """, "NodeList.swift": """
        import SwiftUI
        struct NodeList: View {
            var body: some View {
                Text("Node")
                    .contextMenu {
                        Button("Favorite", systemImage: "star") {}
                        RateLimitedButton(key: "traceroute") {
                            send()
                        } label: { completion in
                            if let completion, completion.percentComplete > 0.0 {
                                Label("Trace Route (in \\(completion.secondsRemaining)s)", systemImage: "progress.ring.dashed")
                            } else {
                                Label {
                                    Text("Trace Route")
                                } icon: {
                                    Image(systemName: "signpost.right.and.left")
                                }
                            }
                        }
                    }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.titles == ["Favorite", "Trace Route"])
        #expect(group.icons == ["star", "signpost.right.and.left"])
    }
}

extension TwentySecondRoundTests {
    /// Adamant's titles: `enum adamant {}` nested in `extension String`, its strings in
    /// `extension String.adamant { enum alert { static var cancel: String { … } } }`, and a title
    /// written `.adamant.alert.cancel` where a `String` is expected.
    @Test func anImplicitPathOfTypesNestedInAnExtensionIsReadAsThoseTypes() throws {
        let (report, _) = try scan(["Localized.swift": """
        import Foundation
        public extension String {
            enum adamant {}
            static func localized(_ key: String, comment: String = "") -> String { NSLocalizedString(key, comment: comment) }
        }
        extension String.adamant {
            enum alert {
                static var cancel: String { String.localized("Shared.Cancel", comment: "Cancel") }
                static var ok: String { String.localized("Shared.Ok", comment: "OK") }
            }
        }
        """, "ChatViewController.swift": """
        import UIKit
        final class ChatViewController: UIViewController {
            func confirm() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: .adamant.alert.ok, style: .destructive))
                alert.addAction(UIAlertAction(title: .adamant.alert.cancel, style: .cancel))
                present(alert, animated: true)
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.skipped.isEmpty)
        #expect(Set(group.titles) == ["Shared.Ok", "Shared.Cancel"])
    }
}

extension TwentySecondRoundTests {
    /// Vultisig's `PrimaryButton`: the caller localizes the title (`"paired".localized`) and the
    /// button's view looks it up again (`NSLocalizedString(title, …)`), which shows that key's text;
    /// a placeholder icon shown only `if reserveSpace, …` (left false) is not drawn, nor is an
    /// icon drawn in a colour the call passes as `.clear`.
    @Test func aTitleLocalizedTwiceKeepsItsKeyAndHiddenPlaceholdersAreNoIcons() throws {
        let (report, _) = try scan(["PrimaryButton.swift": """
        import SwiftUI
        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
        }
        struct Icon: View {
            let name: String
            let color: Color?
            init(_ name: String, color: Color? = .blue) {
                self.name = name
                self.color = color
            }
            var body: some View { Image(systemName: name).foregroundColor(color) }
        }
        struct PrimaryButton: View {
            let title: String
            let reserveSpace: Bool
            let action: () -> Void
            init(title: String, reserveSpace: Bool = false, action: @escaping () -> Void) {
                self.title = title
                self.reserveSpace = reserveSpace
                self.action = action
            }
            var body: some View {
                Button { action() } label: {
                    HStack {
                        Text(NSLocalizedString(title, comment: "Button Text"))
                        if reserveSpace, title.count > 0 {
                            Icon("checkmark")
                        }
                        Icon("circle", color: .clear)
                    }
                }
            }
        }
        """, "SigningButtons.swift": """
        import SwiftUI
        struct SigningButtons: View {
            var body: some View {
                HStack {
                    PrimaryButton(title: "paired".localized) {}
                    PrimaryButton(title: "fastSign") {}
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.titles == ["paired", "fastSign"])
        #expect(group.icons == [nil, nil])
    }
}

extension TwentySecondRoundTests {
    /// Olvid's `OlvidButton`: its label's icon is `systemIcon != nil ? Image(systemIcon:
    /// systemIcon!) : nil`, the app's own `Image` initializer over its icon enum. Where the call
    /// passes an icon, that branch is drawn; where it passes none, no icon.
    @Test func aLabelTernaryOverAPassedIconTakesItsBranch() throws {
        let (report, _) = try scan(["OlvidButton.swift": """
        import SwiftUI
        public enum SystemIcon {
            case magnifyingglass, trash
            public var name: String {
                switch self {
                case .magnifyingglass: return "magnifyingglass"
                case .trash: return "trash"
                }
            }
        }
        public extension Image {
            init(systemIcon: SystemIcon) { self.init(systemName: systemIcon.name) }
        }
        public struct OlvidButton: View {
            let title: Text
            let systemIcon: SystemIcon?
            let action: () -> Void
            public init(title: Text, systemIcon: SystemIcon? = nil, action: @escaping () -> Void) {
                self.title = title
                self.systemIcon = systemIcon
                self.action = action
            }
            public var body: some View {
                Button(action: action) {
                    Label(title: { title }, icon: { systemIcon != nil ? Image(systemIcon: systemIcon!) : nil })
                }
            }
        }
        """, "DevicesView.swift": """
        import SwiftUI
        struct DevicesView: View {
            var body: some View {
                VStack {
                    OlvidButton(title: Text("SEARCH_FOR_NEW_DEVICES"), systemIcon: .magnifyingglass, action: {})
                    OlvidButton(title: Text("CLEAR_ALL_DEVICES"), systemIcon: .trash, action: {})
                    OlvidButton(title: Text("DONE"), action: {})
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.titles == ["SEARCH_FOR_NEW_DEVICES", "CLEAR_ALL_DEVICES", "DONE"])
        #expect(group.icons == ["magnifyingglass", "trash", nil])
    }

    /// A `UIMenu`'s children written `[edit, rename, call].compactMap { $0 }`, `call` an optional
    /// set in an `if`: the list's actions, the optional one a variant.
    @Test func aMenuOfACompactMappedListIsThatList() throws {
        let (report, _) = try scan(["GroupViewController.swift": """
        import UIKit
        final class GroupViewController: UIViewController {
            var members: [String] = []
            func addMenu() {
                let edit = UIAction(title: NSLocalizedString("EDIT_PERSONAL_NOTE", comment: ""), image: UIImage(systemName: "pencil.circle")) { _ in }
                let rename = UIAction(title: NSLocalizedString("EDIT_GROUP", comment: ""), image: UIImage(systemName: "pencil")) { _ in }
                let call: UIAction?
                if !members.isEmpty {
                    call = UIAction(title: NSLocalizedString("CALL", comment: ""), image: UIImage(systemName: "phone.fill")) { _ in }
                } else {
                    call = nil
                }
                let menu = UIMenu(children: [edit, rename, call].compactMap { $0 })
                navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: menu)
            }
        }
        """])
        let menus = report.groups.filter { $0.container == "uiMenu" }
        #expect(menus.contains { $0.titles == ["EDIT_PERSONAL_NOTE", "EDIT_GROUP", "CALL"] })
        #expect(menus.allSatisfy { $0.titles.starts(with: ["EDIT_PERSONAL_NOTE", "EDIT_GROUP"]) })
        #expect(report.skipped.isEmpty)
    }
}

extension TwentySecondRoundTests {
    /// Olvid's modules each declare `extension String { init(localizedInThisBundle: LocalizationValue)
    /// { self.init(localized: localizedInThisBundle, bundle: …) } }`: a title written with it is
    /// the key it passes.
    @Test func aStringInitializerDelegatingToLocalizedIsItsKey() throws {
        let (report, _) = try scan(["String+Bundle.swift": """
        import Foundation
        extension String {
            init(localizedInThisBundle: LocalizationValue) {
                self.init(localized: localizedInThisBundle, bundle: ObvUIGroupV2Resources.bundle)
            }
        }
        """, "MemberView.swift": """
        import SwiftUI
        struct MemberView: View {
            @State var showing = false
            var body: some View {
                Text("Member")
                    .confirmationDialog("", isPresented: $showing) {
                        Button(String(localizedInThisBundle: "SHOW_PROFILE")) {}
                        Button(String(localizedInThisBundle: "REMOVE_MEMBER"), role: .destructive) {}
                        Button("Cancel", role: .cancel) {}
                    }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.skipped.isEmpty)
        #expect(Set(group.titles) == ["SHOW_PROFILE", "REMOVE_MEMBER", "Cancel"])
    }
}

extension TwentySecondRoundTests {
    /// CovPass's `showDialog(title:message:actions:style:)`, a router method that hands its
    /// `DialogAction`s to a scene made elsewhere: its actions are constants made just before
    /// (`let okAction = DialogAction(title: …)`), an action sheet when the call asks for one.
    @Test func anAlertHelperGivenConstantsOfActionsIsThatAlert() throws {
        let (report, _) = try scan(["ScanRouter.swift": """
        import UIKit
        struct ScanRouter: DialogRouterProtocol {
            func showPicker() {
                let photoAction = DialogAction(title: "certificate_add_popup_action_title_gallery".localized, completion: nil)
                let documentAction = DialogAction(title: "certificate_add_popup_action_title_file".localized, completion: nil)
                let cancelAction = DialogAction(title: "cancel".localized, style: .cancel, completion: nil)
                showDialog(
                    title: "certificate_add_popup_title".localized,
                    message: nil,
                    actions: [photoAction, documentAction, cancelAction],
                    style: .actionSheet
                )
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.container == "actionSheet")
        #expect(group.titles == ["certificate_add_popup_action_title_gallery", "certificate_add_popup_action_title_file", "cancel"])
        #expect(group.buttons.last?.role == "cancel")
    }

    /// Adamant's `dialogService.showAlert(title:message:style:actions:from:)`: its actions are the
    /// app's model, made in place (`.init(title: …, style: .destructive)`) or returned by a helper
    /// (`makeCancelAction()`, declared twice, returning a `UIAlertAction` or the app's model).
    @Test func anAlertHelperGivenHelpersReturningActionModelsIsThatAlert() throws {
        let (report, _) = try scan(["ChatDialogManager.swift": """
        import UIKit
        final class ChatDialogManager {
            let dialogService: DialogService
            init(dialogService: DialogService) { self.dialogService = dialogService }
            func showRemoveMessageAlert(id: String) {
                dialogService.showAlert(
                    title: NSLocalizedString("Chat.RemoveMessage", comment: ""),
                    message: nil,
                    style: .alert,
                    actions: [
                        .init(title: NSLocalizedString("Shared.Ok", comment: ""), style: .destructive, handler: nil),
                        makeCancelAction()
                    ],
                    from: nil
                )
            }
            func showMenu() {
                dialogService.showAlert(title: nil, message: nil, style: .actionSheet,
                                        actions: [makeRenameAction(), makeCancelAction()], from: nil)
            }
            func makeRenameAction() -> AdamantAlertAction {
                .init(title: NSLocalizedString("Chat.Rename", comment: ""), style: .default) { }
            }
            func makeCancelAction() -> UIAlertAction {
                .init(title: NSLocalizedString("Shared.Cancel", comment: ""), style: .cancel, handler: nil)
            }
            func makeCancelAction() -> AdamantAlertAction {
                .init(title: NSLocalizedString("Shared.Cancel", comment: ""), style: .cancel, handler: nil)
            }
        }
        """])
        #expect(report.groups.count == 2)
        let alert = try #require(report.groups.first { $0.container == "alertController" })
        #expect(Set(alert.titles) == ["Shared.Ok", "Shared.Cancel"])
        let sheet = try #require(report.groups.first { $0.container == "actionSheet" })
        #expect(sheet.titles == ["Chat.Rename", "Shared.Cancel"])
    }
}

extension TwentySecondRoundTests {
    /// 3dollars's modules each declare `typealias Strings = …Strings` in their own
    /// `Environment.swift`: a screen's `Strings.…` is its own module's, the alias declared in the
    /// folders nearest it.
    @Test func eachModulesTopLevelAliasIsItsOwn() throws {
        let (report, _) = try scan([
            "Write/Sources/Environment.swift": "typealias Strings = WriteStrings\n",
            "Store/Sources/Environment.swift": "typealias Strings = StoreStrings\n",
            "Write/Derived/WriteStrings.swift": """
            import Foundation
            public enum WriteStrings {
                public static let writeDetailTimeDelete = NSLocalizedString("write_detail.time.delete", tableName: "Localization", comment: "")
                public static let writeDetailTimeDone = NSLocalizedString("write_detail.time.done", tableName: "Localization", comment: "")
            }
            """,
            "Store/Derived/StoreStrings.swift": """
            import Foundation
            public enum StoreStrings {
                public static let writeDetailTimeDelete = NSLocalizedString("store.delete", tableName: "Localization", comment: "")
                public static let writeDetailTimeDone = NSLocalizedString("store.done", tableName: "Localization", comment: "")
            }
            """,
            "Write/Sources/Domains/TimeCell.swift": """
            import UIKit
            final class TimeCell: UITableViewCell {
                func makeToolbar() -> UIToolbar {
                    let toolbar = UIToolbar()
                    let delete = UIBarButtonItem(title: Strings.writeDetailTimeDelete, style: .plain, target: self, action: #selector(remove))
                    let done = UIBarButtonItem(title: Strings.writeDetailTimeDone, style: .done, target: self, action: #selector(finish))
                    toolbar.items = [delete, done]
                    return toolbar
                }
            }
            """,
        ])
        let group = try #require(report.groups.first)
        #expect(report.skipped.isEmpty)
        #expect(group.titles == ["Localization:write_detail.time.delete", "Localization:write_detail.time.done"])
    }
}

extension TwentySecondRoundTests {
    /// Tuist's generated strings (`WriteStrings.tr("Localization", "key")`, as SwiftGen writes
    /// them) named through the module's alias, `Strings.WriteDetailTime.delete`: the accessor's key.
    @Test func aGeneratedAccessorNamedThroughAnAliasIsItsKey() throws {
        let (report, _) = try scan([
            "Write/Sources/Environment.swift": "typealias Strings = WriteStrings\n",
            "Write/Derived/TuistStrings+Write.swift": """
            import Foundation
            public enum WriteStrings: Sendable {
              public enum WriteDetailTime: Sendable {
                public static let delete = WriteStrings.tr("Localization", "write_detail_time_delete")
                public static let done = WriteStrings.tr("Localization", "write_detail_time_done")
              }
            }
            extension WriteStrings {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                let format = Bundle.module.localizedString(forKey: key, value: nil, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            """,
            "Write/Sources/TimeCell.swift": """
            import UIKit
            final class TimeCell: UITableViewCell {
                func confirm(from controller: UIViewController) {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: Strings.WriteDetailTime.delete, style: .destructive))
                    alert.addAction(UIAlertAction(title: Strings.WriteDetailTime.done, style: .cancel))
                    controller.present(alert, animated: true)
                }
            }
            """,
        ])
        let group = try #require(report.groups.first)
        #expect(report.skipped.isEmpty)
        #expect(Set(group.titles) == ["Localization:write_detail_time_delete", "Localization:write_detail_time_done"])
    }
}

extension TwentySecondRoundTests {
    /// Radix's reducers set `state.destination = .deleteAlert(.init(title: { … }, actions: {
    /// ButtonState(…) … }))`: an `AlertState` made with `.init`, and a `ConfirmationDialogState`
    /// when it says how its title shows (`.init(titleVisibility: .hidden) { … } actions: { … }`).
    @Test func aStateDialogMadeWithInitIsRead() throws {
        let (report, _) = try scan(["AddressBook.swift": """
        import ComposableArchitecture
        struct AddressBook: Reducer {
            func reduce(into state: inout State, action: Action) -> Effect<Action> {
                switch action {
                case let .deleteTapped(entry):
                    state.destination = .deleteAlert(.init(
                        title: { TextState(L10n.deleteTitle) },
                        actions: {
                            ButtonState(role: .cancel, action: .cancelTapped) { TextState("Cancel") }
                            ButtonState(role: .destructive, action: .confirmTapped(entry)) { TextState("Delete") }
                        },
                        message: { TextState("Sure?") }
                    ))
                    return .none
                case .closeTapped:
                    state.destination = .closeConfirmationDialog(
                        .init(titleVisibility: .hidden) {
                            TextState("")
                        } actions: {
                            ButtonState(role: .destructive, action: .send(.discardChanges)) { TextState("Discard") }
                            ButtonState(role: .cancel, action: .send(.keepEditing)) { TextState("Keep editing") }
                        }
                    )
                    return .none
                }
            }
        }
        """])
        #expect(report.groups.count == 2)
        let alert = try #require(report.groups.first { $0.container == "alert" })
        #expect(Set(alert.titles) == ["Cancel", "Delete"])
        let dialog = try #require(report.groups.first { $0.container == "confirmationDialog" })
        #expect(Set(dialog.titles) == ["Discard", "Keep editing"])
    }
}

extension TwentySecondRoundTests {
    /// swiyu's `ButtonStackView { Button(…); Button(…) }`: a small view that lays out what its call
    /// passes in an `HStack`, or a `VStack` at accessibility sizes. Each call is that stack, of the
    /// buttons it passes; a call passing one button is no group.
    @Test func aStackOfTheContentACallPassesIsAGroupAtEachCall() throws {
        let (report, _) = try scan(["ButtonStackView.swift": """
        import SwiftUI
        public struct ButtonStackView<Content: View>: View {
            public init(@ViewBuilder _ content: @escaping () -> Content) {
                self.content = content
            }
            public var body: some View {
                Group {
                    if sizeCategory.isAccessibilityCategory {
                        VStack(spacing: 8) { content() }
                    } else {
                        HStack(spacing: 8) { content() }
                    }
                }
            }
            @Environment(\\.sizeCategory) var sizeCategory
            let content: () -> Content
        }
        """, "OfferView.swift": """
        import SwiftUI
        struct OfferView: View {
            var body: some View {
                VStack {
                    Text("Offer")
                    ButtonStackView {
                        Button { } label: { Label("Decline", systemImage: "xmark") }
                        Button { } label: { Label("Add", systemImage: "checkmark") }
                    }
                    ButtonStackView {
                        Button("Close") { }
                    }
                }
            }
        }
        """])
        #expect(report.groups.count == 2)
        #expect(Set(report.groups.map { $0.container }) == ["hstack", "vstack"])
        #expect(report.groups.allSatisfy { $0.titles == ["Decline", "Add"] && $0.file == "OfferView.swift" })
    }
}

extension TwentySecondRoundTests {
    /// Wakmusic's popup: a stack and buttons made with the `Then` library's set-up closures
    /// (`UIStackView().then { $0.axis = .horizontal }`, `UIButton().then { $0.setTitle("취소",
    /// for: .normal) }`), arranged with the app's variadic `addArrangedSubviews(a, b)`.
    @Test func aStackAndButtonsSetUpInThenClosuresAreRead() throws {
        let (report, _) = try scan(["PlayTypePopupViewController.swift": """
        import UIKit
        import Then
        final class PlayTypePopupViewController: UIViewController {
            private let hStackView = UIStackView().then {
                $0.axis = .horizontal
                $0.distribution = .fillEqually
            }
            private let cancelButton = UIButton().then {
                $0.setTitle("취소", for: .normal)
            }
            private let confirmButton = UIButton().then {
                $0.setTitle("확인", for: .normal)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(hStackView)
                hStackView.addArrangedSubviews(cancelButton, confirmButton)
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.container == "stackView")
        #expect(group.titles == ["\"취소\"", "\"확인\""])  // text, as written
    }

    /// Wakmusic's page: the app's button class made with its title and image
    /// (`MyInfoNavigationButton(title: "열매함", image: DesignSystemAsset.MyInfo.fruit.image)`),
    /// the image one of Tuist's accessors, generated at build time and not committed.
    @Test func anAppButtonClassMadeWithTitleAndTuistImageIsRead() throws {
        let set = #"{"images":[{"filename":"fruit.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        let (report, _) = try scan([
            "DesignSystem/Resources/MyInfo.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "DesignSystem/Resources/MyInfo.xcassets/fruit.imageset/Contents.json": set,
            "DesignSystem/Resources/MyInfo.xcassets/fruit.imageset/fruit.pdf": "%PDF-1.4\n",
            "DesignSystem/Resources/MyInfo.xcassets/qna.imageset/Contents.json": set.replacingOccurrences(of: "fruit", with: "qna"),
            "DesignSystem/Resources/MyInfo.xcassets/qna.imageset/qna.pdf": "%PDF-1.4\n",
            "MyInfo/VerticalAlignButton.swift": """
            import UIKit
            class VerticalAlignButton: UIButton {
                init(title: String, image: UIImage) {
                    super.init(frame: .zero)
                    var config = UIButton.Configuration.plain()
                    config.title = title
                    config.image = image
                    configuration = config
                }
            }
            final class MyInfoNavigationButton: VerticalAlignButton {
                init(title: String, image: UIImage, spacing: CGFloat = 8) {
                    super.init(title: title, image: image)
                }
            }
            """,
            "MyInfo/MyInfoView.swift": """
            import UIKit
            final class MyInfoView: UIView {
                let hStackView = UIStackView()
                let fruitButton = MyInfoNavigationButton(title: "열매함", image: DesignSystemAsset.MyInfo.fruit.image)
                let qnaButton = MyInfoNavigationButton(title: "자주 묻는 질문", image: DesignSystemAsset.MyInfo.qna.image)
                func setUp() {
                    hStackView.addArrangedSubviews([fruitButton, qnaButton])
                }
            }
            """,
        ])
        let group = try #require(report.groups.first)
        #expect(group.titles == ["\"열매함\"", "\"자주 묻는 질문\""])  // text, as written
        #expect(group.icons == ["asset:fruit", "asset:qna"])
    }

    /// 3dollars's menu step adds the one container of its button to its stack again after each
    /// refresh: the same view, arranged once (it moves to the end), is no row of three buttons.
    @Test func aViewArrangedAgainIsOneView() throws {
        let (report, _) = try scan(["MenuViewController.swift": """
        import UIKit
        final class MenuViewController: UIViewController {
            private let stackView: UIStackView = {
                let stackView = UIStackView()
                stackView.axis = .vertical
                return stackView
            }()
            private let addButton: UIButton = {
                let button = UIButton(type: .system)
                button.setTitle(NSLocalizedString("add_menu", comment: ""), for: .normal)
                return button
            }()
            private let skipButton: UIButton = {
                let button = UIButton(type: .system)
                button.setTitle(NSLocalizedString("skip", comment: ""), for: .normal)
                return button
            }()
            func setUp() {
                stackView.addArrangedSubview(addButton)
                stackView.addArrangedSubview(skipButton)
            }
            func refresh() {
                stackView.addArrangedSubview(addButton)
            }
            func addMenu() {
                stackView.addArrangedSubview(addButton)
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.titles == ["skip", "add_menu"])
    }
}

extension TwentySecondRoundTests {
    /// Radix's older and nested dialog states: `extension AlertState<…> { static var confirmHide:
    /// AlertState { AlertState(title:message:buttons: [.default(.init(…), action: …), .cancel(.init(…))]) } }`
    /// and `extension OverlayWindowClient.Item.AlertState { static var x: Self { Self(title:actions:) } }`.
    @Test func olderAndNestedDialogStatesAreRead() throws {
        let (report, _) = try scan(["PersonaDetails.swift": """
        import ComposableArchitecture
        extension AlertState<PersonaDetails.Action.ConfirmHideAlert> {
            static var confirmHide: AlertState {
                AlertState(
                    title: .init(L10n.hideThisPersona),
                    message: .init(L10n.hidePersonaConfirmation),
                    buttons: [
                        .default(.init(NSLocalizedString("Continue", comment: "")), action: .send(.confirmTapped)),
                        .cancel(.init(NSLocalizedString("Cancel", comment: "")), action: .send(.cancelTapped)),
                    ]
                )
            }
        }
        extension OverlayWindowClient.Item.AlertState {
            fileprivate static var nonTransferableAssets: Self {
                Self(
                    title: { TextState("Warning") },
                    actions: {
                        ButtonState(role: .cancel, action: .dismissed) { TextState("Cancel") }
                        ButtonState(role: .destructive, action: .primaryButtonTapped) { TextState("Continue") }
                    }
                )
            }
        }
        """])
        #expect(report.groups.count == 2)
        #expect(report.groups.allSatisfy { $0.container == "alert" && Set($0.titles) == ["Continue", "Cancel"] })
        #expect(report.groups.contains { $0.buttons.contains { $0.role == "cancel" } })
    }
}

extension TwentySecondRoundTests {
    /// Fearless's stacks come from the app's factory (`UIFactory.default.createVerticalStackView(
    /// spacing:)`), declared outside the folders scanned: only a stack view arranges subviews, so a
    /// constant the code calls `addArrangedSubview` on is one, its buttons a group.
    @Test func aStackMadeByTheAppsFactoryIsKnownByItsArrangedSubviews() throws {
        let (report, _) = try scan(["WalletsViewLayout.swift": """
        import UIKit
        final class WalletsViewLayout: UIView {
            let addNewWalletButton: UIButton = {
                let button = UIButton(type: .system)
                button.setTitle(NSLocalizedString("wallet.add.new", comment: ""), for: .normal)
                return button
            }()
            let importWalletButton: UIButton = {
                let button = UIButton(type: .system)
                button.setTitle(NSLocalizedString("wallet.import", comment: ""), for: .normal)
                return button
            }()
            let summary = UILabel()
            func setupLayout() {
                let buttonsVStackView = UIFactory.default.createVerticalStackView(spacing: 12)
                addSubview(buttonsVStackView)
                buttonsVStackView.addArrangedSubview(addNewWalletButton)
                buttonsVStackView.addArrangedSubview(importWalletButton)
                let labels = UIFactory.default.createHorizontalStackView(spacing: 4)
                labels.addArrangedSubview(summary)
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.container == "stackView")
        #expect(group.titles == ["wallet.add.new", "wallet.import"])
    }
}

extension TwentySecondRoundTests {
    /// LLMFarm's `TabButton(image: Image(systemName: "gear"), text: "Settings")` shows
    /// `if image != nil { image!.resizable() }` above its text: the icon the call passes.
    @Test func aForceUnwrappedImageACallPassesIsTheIcon() throws {
        let (report, _) = try scan(["Tabs.swift": """
        import SwiftUI
        struct TabButton: View {
            @Binding var index: Int
            @State var targetIndex: Int
            @State var image: Image?
            @State var text: String?
            var body: some View {
                Button(action: { index = targetIndex }) {
                    VStack {
                        if image != nil {
                            image!.resizable().frame(width: 22, height: 22)
                        }
                        if text != nil {
                            Text(text!).font(.footnote)
                        }
                    }
                }
            }
        }
        struct SettingsTabs: View {
            @Binding var index: Int
            var body: some View {
                VStack {
                    TabButton(index: $index, targetIndex: 0, image: Image(systemName: "gear"), text: "Settings")
                    TabButton(index: $index, targetIndex: 1, image: Image(systemName: "text.viewfinder"), text: "Prompt")
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.icons == ["gear", "text.viewfinder"])
        #expect(group.titles == ["\"Settings\"", "\"Prompt\""])
    }
}

extension TwentySecondRoundTests {
    /// Bitkit's `t("common__cancel")`: a global helper that passes its key to the app's look-up
    /// (which picks a language's bundle, then `NSLocalizedString(key, bundle:comment:)`) and
    /// replaces variables in a loop before it returns. Its call is that key.
    @Test func aHelperPassingItsKeyToALookUpIsThatKey() throws {
        let (report, _) = try scan(["LocalizeHelpers.swift": """
        import Foundation
        enum LocalizationHelper {
            static func getString(for key: String, comment: String = "") -> String {
                guard let bundle = bundle(for: currentLanguageCode) else { return key }
                return NSLocalizedString(key, bundle: bundle, comment: comment)
            }
            private static func bundle(for code: String) -> Bundle? { nil }
        }
        func t(_ key: String, comment: String = "", variables: [String: String] = [:]) -> String {
            var localizedString = LocalizationHelper.getString(for: key, comment: comment)
            for (name, value) in variables {
                localizedString = localizedString.replacingOccurrences(of: "{\\(name)}", with: value)
            }
            return localizedString
        }
        """, "ResetScreen.swift": """
        import SwiftUI
        struct ResetScreen: View {
            @State var showing = false
            var body: some View {
                Text("Reset")
                    .alert(t("security__reset_dialog_title"), isPresented: $showing) {
                        Button(t("common__cancel"), role: .cancel) {}
                        Button(t("security__reset_confirm"), role: .destructive) {}
                    }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.skipped.isEmpty)
        #expect(Set(group.titles) == ["common__cancel", "security__reset_confirm"])
    }
}
