import Testing
@testable import ButtonStackScan

/// Groups an app states through its own helpers and models: alert helpers that add actions in
/// their body, view modifiers wrapping `.alert`/`.confirmationDialog`, menus built with
/// `append`, bar items titled after they are made, titles computed by an enum, alert models with
/// extra buttons.
@Suite struct AppOwnHelpersTests {
    static let strings = """
    enum L10n {
        static var actionCancel: String { L10n.tr("Localizable", "action_cancel") }
        static var actionDone: String { L10n.tr("Localizable", "action_done") }
        static var actionClose: String { L10n.tr("Localizable", "action_close") }
        static var actionSave: String { L10n.tr("Localizable", "action_save") }
        static var actionDecline: String { L10n.tr("Localizable", "action_decline") }
        static var actionBlock: String { L10n.tr("Localizable", "action_block") }
        static func tr(_ table: String, _ key: String) -> String { key }
    }
    """

    /// An alert helper that makes its `UIAlertController` and adds its actions in its own body
    /// (one title a parameter, one written there) is read at each call with its arguments bound:
    /// a default argument counts, a `Bool` parameter picks the style's branch, actions passed as
    /// an array (or a ternary of arrays) are added where its loop adds them, and a call passing a
    /// run-time title is skipped with the reason.
    @Test func anAlertHelperIsReadAtEachCallWithItsArguments() throws {
        let (report, _) = try scan(["Base.swift": """
        class BaseController: UIViewController {}
        extension BaseController {
            func confirmAction(title: String? = nil, actions: [UIAlertAction] = [],
                               continueActionName: String = NSLocalizedString("CONTINUE", comment: ""),
                               destructive: Bool = true, proceed: @escaping () -> Void) {
                let alert = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
                for action in actions {
                    alert.addAction(action)
                }
                alert.addAction(UIAlertAction(title: continueActionName, style: destructive ? .destructive : .default) { _ in proceed() })
                alert.addAction(UIAlertAction(title: NSLocalizedString("CANCEL", comment: ""), style: .cancel))
                present(alert, animated: true)
            }
        }
        """, "Library.swift": """
        final class LibraryController: BaseController {
            func remove(inCategory: Bool) {
                confirmAction(title: "t", continueActionName: NSLocalizedString("REMOVE", comment: "")) { }
                confirmAction(destructive: false) { }
                confirmAction(
                    actions: inCategory ? [UIAlertAction(title: NSLocalizedString("REMOVE_FROM_CATEGORY", comment: ""), style: .destructive)] : [],
                    continueActionName: NSLocalizedString("REMOVE_FROM_LIBRARY", comment: "")
                ) { }
            }
            func rename(name: String) {
                confirmAction(continueActionName: name) { }
            }
        }
        """])
        let library = report.groups.filter { $0.file == "Library.swift" }
        try #require(library.map(\.line) == [3, 4, 5, 5])
        #expect(library.map(\.container) == ["actionSheet", "actionSheet", "actionSheet", "actionSheet"])
        #expect(library.map(\.titles) == [["REMOVE", "CANCEL"],
                                          ["CONTINUE", "CANCEL"],
                                          ["REMOVE_FROM_CATEGORY", "REMOVE_FROM_LIBRARY", "CANCEL"],
                                          ["REMOVE_FROM_LIBRARY", "CANCEL"]])
        #expect(library[0].buttons.map(\.role) == ["destructive", "cancel"])
        #expect(library[1].buttons.map(\.role) == [nil, "cancel"])
        #expect(library[0].buttons.map(\.line) == [3, 3])
        #expect(report.skipped.contains { $0.file == "Library.swift" && $0.line == 11 && $0.reason.contains("`name`") })
        // The helper's own body names no group of its own: its titles are its parameters.
        #expect(report.groups.allSatisfy { $0.file != "Base.swift" })
    }

    /// A label whose branches show a title in one and only an icon in the other is an icon-only
    /// button in that branch: the title is never paired with the other branch's icon.
    @Test func aLabelWithAnIconOnlyBranchIsNotGivenTheOtherBranchsTitle() throws {
        let (report, _) = try scan(["Bar.swift": """
        struct Bar: View {
            let selecting: Bool
            var body: some View {
                HStack {
                    Button {} label: {
                        if selecting { Text("common.cancel") } else { Image("more") }
                    }
                    Button("common.done") {}
                }
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.first?.reason.contains("only an icon") == true)
    }

    /// An action made with `.init(title:style:)` where `addAction` expects one is an alert action;
    /// `UIAlertController()`, given no style, is an action sheet as UIKit makes it.
    @Test func actionsMadeWithInitAndAPlainControllerAreRead() throws {
        let (report, _) = try scan(["Options.swift": """
        final class Options: UIViewController {
            func confirm() {
                let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
                alert.addAction(.init(title: NSLocalizedString("cancel", comment: ""), style: .cancel))
                alert.addAction(.init(title: NSLocalizedString("delete", comment: ""), style: .destructive, handler: { _ in }))
                present(alert, animated: true)
            }
            func options() {
                let controller = UIAlertController()
                controller.addAction(.init(title: NSLocalizedString("status", comment: ""), style: .default, handler: nil))
                controller.addAction(UIAlertAction.init(title: NSLocalizedString("export", comment: ""), style: .default, handler: nil))
            }
        }
        """])
        #expect(report.groups.map(\.container) == ["alertController", "actionSheet"])
        #expect(report.groups.map(\.titles) == [["cancel", "delete"], ["status", "export"]])
        #expect(report.skipped.isEmpty)
    }

    /// An app's modifier that wraps `.confirmationDialog` (or `.alert`), passing its `actions`
    /// closure on: the call site's closure is the group.
    @Test func anAppsModifierWrappingADialogMakesTheCallSiteTheGroup() throws {
        let (report, _) = try scan(["View+Dialog.swift": """
        extension View {
            @ViewBuilder
            func confirmationDialogOrAlert<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>,
                                                             @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
                if #available(iOS 26.0, *) {
                    self.alert(title, isPresented: isPresented, actions: actions, message: message)
                } else {
                    self.confirmationDialog(title, isPresented: isPresented, actions: actions, message: message)
                }
            }
            func deleteDialog<A: View>(isPresented: Binding<Bool>, @ViewBuilder buttons: () -> A) -> some View {
                confirmationDialog("delete.title", isPresented: isPresented) { buttons() }
            }
        }
        """, "History.swift": """
        struct HistoryView: View {
            @State var confirming = false
            var body: some View {
                List {}
                    .confirmationDialogOrAlert("history.clear", isPresented: $confirming) {
                        Button("history.clear_all", role: .destructive) {}
                        Button("common.cancel", role: .cancel) {}
                    } message: {
                        Text("history.clear_message")
                    }
                    .deleteDialog(isPresented: $confirming) {
                        Button("common.cancel", role: .cancel) {}
                        Button("delete.confirm", role: .destructive) {}
                    }
            }
        }
        """])
        #expect(report.groups.map(\.file) == ["History.swift", "History.swift"])
        #expect(report.groups.map(\.line) == [5, 11])
        #expect(report.groups.map(\.container) == ["alert", "confirmationDialog"])
        #expect(report.groups.map(\.titles) == [["common.cancel", "history.clear_all"], ["delete.confirm", "common.cancel"]])
    }

    /// A menu built by appending to a list (`append`, `+=`, `append(contentsOf:)`), some under an
    /// `if`: each branch a variant; a loop over run-time data leaves the menu skipped, said why.
    /// An action with `image: nil` has no icon.
    @Test func aMenuBuiltByAppendingIsReadInOrder() throws {
        let (report, _) = try scan(["Library.swift": """
        final class LibraryController: UIViewController {
            func contextMenu(pinned: Bool) -> UIContextMenuConfiguration {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    var actions: [UIMenuElement] = []
                    actions.append(UIAction(title: NSLocalizedString("OPEN", comment: ""), image: UIImage(systemName: "book")) { _ in })
                    if pinned {
                        actions.append(UIAction(title: NSLocalizedString("UNPIN", comment: ""), image: UIImage(systemName: "pin.slash")) { _ in })
                    }
                    let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }
                    actions += [share]
                    actions.append(contentsOf: [UIAction(title: NSLocalizedString("REMOVE", comment: ""), image: nil, attributes: .destructive) { _ in }])
                    return UIMenu(title: "", children: actions)
                }
            }
            func sources() -> UIMenu {
                var items = [UIAction]()
                items.append(UIAction(title: "All") { _ in })
                for source in model.sources {
                    items.append(UIAction(title: source.name) { _ in })
                }
                return UIMenu(children: items)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["OPEN", "UNPIN", "\"Share\"", "REMOVE"], ["OPEN", "\"Share\"", "REMOVE"]])
        #expect(report.groups.first?.icons == ["book", "pin.slash", "square.and.arrow.up", nil])
        #expect(report.groups.first?.buttons.map(\.role) == [nil, nil, nil, "destructive"])
        #expect(report.groups.map(\.line) == [3, 3])  // the configuration making the context menu
        #expect(report.skipped.map(\.line) == [21])
        #expect(report.skipped.first?.reason.contains("model.sources") == true)
    }

    /// A menu of one action per case of an enum (`Field.allCases.map { field in UIAction(title:
    /// field.title) { … } }`), directly or through a constant: each case's action, titled by the
    /// enum's property; a map over run-time data stays skipped.
    @Test func aMenuMappedFromAnEnumsCasesIsReadCaseByCase() throws {
        let (report, _) = try scan(["Sort.swift": """
        enum Field: CaseIterable {
            case title, date
            var title: String {
                switch self {
                case .title: NSLocalizedString("sort.title", comment: "")
                case .date: NSLocalizedString("sort.date", comment: "")
                }
            }
        }
        final class Toolbar {
            func sortMenu() -> UIMenu {
                let fieldActions = Field.allCases.map { field in
                    UIAction(title: field.title) { _ in }
                }
                return UIMenu(title: "", children: fieldActions)
            }
            func sourcesMenu() -> UIMenu {
                UIMenu(children: model.sources.map { source in UIAction(title: source.name) { _ in } })
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["sort.title", "sort.date"]])
        #expect(report.groups.map(\.line) == [15])
        #expect(report.skipped.map(\.line) == [18])
    }

    /// A bar item chosen by an `if` expression gives a variant a branch; `editButtonItem` is
    /// UIKit's Edit item; a spacer is no item; an item declared in the `if` that appends it is
    /// found there, with its label; an item the scan cannot read (a helper's result) leaves the
    /// group skipped rather than written without it.
    @Test func barItemsChosenByAnIfOrNotReadAreNeverDropped() throws {
        let (report, _) = try scan(["Source.swift": """
        final class SourceController: UIViewController {
            func setUpBar(full: Bool) {
                let rightmost = if full {
                    UIBarButtonItem(title: NSLocalizedString("MORE", comment: ""), image: UIImage(systemName: "ellipsis"), primaryAction: nil)
                } else {
                    UIBarButtonItem(title: NSLocalizedString("SETTINGS", comment: ""), image: UIImage(systemName: "gear"), primaryAction: nil)
                }
                var items: [UIBarButtonItem] = [rightmost, .fixedSpace(16)]
                items.append(editButtonItem)
                if full {
                    let add = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: nil, action: nil)
                    add.accessibilityLabel = NSLocalizedString("ADD", comment: "")
                    items.append(add)
                }
                navigationItem.rightBarButtonItems = items
            }
            func setUpLeft() {
                navigationItem.leftBarButtonItems = [makeCloseItem(), UIBarButtonItem(title: "Help", style: .plain, target: nil, action: nil)]
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["MORE", "\"Edit\"", "ADD"], ["SETTINGS", "\"Edit\"", "ADD"], ["MORE", "\"Edit\""]])
        #expect(report.groups.first?.icons == ["ellipsis", nil, "plus"])
        #expect(report.skipped.map(\.line) == [18])
        #expect(report.skipped.first?.reason.contains("makeCloseItem()") == true)
    }

    /// A bar item or a button made with an image alone and titled by a later statement
    /// (`item.title = …`, `button.accessibilityLabel = …`) takes that title.
    @Test func anItemTitledAfterItIsMadeTakesThatTitle() throws {
        let (report, _) = try scan(["Browse.swift": """
        final class BrowseController: UIViewController {
            lazy var filterItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease"), style: .plain, target: self, action: #selector(filter))
            func setUpBar() {
                let addItem = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: self, action: #selector(add))
                addItem.title = NSLocalizedString("ADD", comment: "")
                navigationItem.rightBarButtonItems = [addItem, filterItem]
            }
            override func viewDidLoad() {
                filterItem.accessibilityLabel = NSLocalizedString("FILTER", comment: "")
                let close = UIButton(type: .system)
                close.setImage(UIImage(systemName: "xmark"), for: .normal)
                close.accessibilityLabel = NSLocalizedString("CLOSE", comment: "")
                let next = UIButton(type: .system)
                next.setTitle("Next", for: .normal)
                let stack = UIStackView(arrangedSubviews: [close, next])
            }
        }
        """])
        let bar = try #require(report.groups.first { $0.container == "navigationBar" })
        #expect(bar.titles == ["ADD", "FILTER"])
        #expect(bar.icons == ["plus", "line.3.horizontal.decrease"])
        let stack = try #require(report.groups.first { $0.container == "stackView" })
        #expect(stack.titles == ["CLOSE", "\"Next\""])
        #expect(stack.icons == ["xmark", nil])
        #expect(report.skipped.isEmpty)
    }

    /// A button whose title is an enum's computed property: over a plain case, and over a case
    /// with an associated value reached through a static constant of the enum (`.close` for
    /// `static let close = Kind.dismiss(title: L10n.actionClose)`, `.confirm` for a static that
    /// shares its name with a case taking a value) or given in the call.
    @Test func aTitleComputedByAnEnumOverItsCaseIsRead() throws {
        let (report, _) = try scan(["Strings.swift": Self.strings, "ToolbarButton.swift": """
        struct ToolbarButton: View {
            enum Role {
                case cancel, done
                var title: String {
                    switch self {
                    case .cancel: L10n.actionCancel
                    case .done: L10n.actionDone
                    }
                }
            }
            let role: Role
            let action: () -> Void
            var body: some View {
                Button(role.title, action: action)
            }
        }
        """, "SheetButton.swift": """
        struct SheetButton: View {
            enum Kind {
                static let close = Kind.dismiss(title: L10n.actionClose)
                static let confirm = Kind.confirm(title: L10n.actionDone)
                case dismiss(title: String)
                case confirm(title: String)
                var title: String {
                    switch self {
                    case .dismiss(let title), .confirm(let title):
                        title
                    }
                }
            }
            let kind: Kind
            let action: () -> Void
            var body: some View {
                Button(action: action) { Text(kind.title) }
            }
        }
        """, "Editor.swift": """
        struct Editor: View {
            var body: some View {
                NavigationStack {}
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { ToolbarButton(role: .cancel) {} }
                        ToolbarItem(placement: .confirmationAction) { ToolbarButton(role: .done) {} }
                    }
                HStack {
                    SheetButton(kind: .close) {}
                    SheetButton(kind: .confirm) {}
                    SheetButton(kind: .confirm(title: L10n.actionSave)) {}
                }
            }
        }
        """])
        let toolbar = try #require(report.groups.first { $0.container == "toolbar" })
        #expect(toolbar.titles == ["action_cancel", "action_done"])
        let stack = try #require(report.groups.first { $0.container == "hstack" })
        #expect(stack.titles == ["action_close", "action_done", "action_save"])
        #expect(report.skipped.isEmpty)
    }

    /// An app's alert model with more buttons beside its two (`verticalButtons: [.init(title:…)]`),
    /// or beside its primary one alone, is one alert of them all: the extra buttons above, the
    /// cancel one last as iOS stacks three or more.
    @Test func anAlertModelsExtraButtonsArePartOfTheAlert() throws {
        let (report, _) = try scan(["Strings.swift": Self.strings, "Model.swift": """
        final class HomeModel {
            func decline() {
                alert = AlertInfo(id: UUID(), title: "t",
                                  primaryButton: .init(title: L10n.actionCancel, role: .cancel, action: nil),
                                  secondaryButton: .init(title: L10n.actionBlock, role: .destructive) { self.go() },
                                  verticalButtons: [.init(title: L10n.actionDecline) { }])
            }
            func demote() {
                alert = AlertInfo(id: .demote, title: "t",
                                  primaryButton: .init(title: L10n.actionCancel, role: .cancel) { },
                                  verticalButtons: [
                                      .init(title: L10n.actionClose, role: .destructive) { },
                                      .init(title: L10n.actionDone, role: .destructive) { },
                                  ])
            }
            func single() {
                alert = AlertInfo(id: .x, title: "t", primaryButton: .init(title: L10n.actionDone) { })
            }
            func runtime(names: [String]) {
                alert = AlertInfo(id: .x, title: "t", primaryButton: .init(title: L10n.actionCancel, role: .cancel) { },
                                  verticalButtons: names.map { name in .init(title: name) { } })
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["action_decline", "action_block", "action_cancel"], ["action_close", "action_done", "action_cancel"]])
        #expect(report.groups.map(\.modes) == [[3, 4], [3, 4]])
        #expect(report.skipped.map(\.line) == [20])
    }
}
