import Testing
import ButtonSpec
@testable import ButtonStackScan

/// Tenth round: general causes of misses (fixtures written for these tests, each naming no app).
@Suite struct TenthRoundTests {
    /// An app's methods in an extension of `UIAlertController` that add an action to the alert
    /// they are called on (`alert.addCancelActionWithTitle(title)`, itself calling
    /// `addActionWithTitle(_:style:)`, which makes the action and calls `addAction`): each call adds
    /// that action, with the title the call passes and the style the helper gives.
    @Test func alertActionsAddedThroughTheAppsAlertControllerMethods() throws {
        let (report, _) = try scan(["UIAlertController+Helpers.swift": """
        extension UIAlertController {
            @discardableResult
            func addCancelActionWithTitle(_ title: String?, handler: ((UIAlertAction) -> Void)? = nil) -> UIAlertAction {
                return addActionWithTitle(title, style: .cancel, handler: handler)
            }
            @discardableResult
            func addDestructiveActionWithTitle(_ title: String?, handler: ((UIAlertAction) -> Void)? = nil) -> UIAlertAction {
                return addActionWithTitle(title, style: .destructive, handler: handler)
            }
            @discardableResult
            func addActionWithTitle(_ title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) -> UIAlertAction {
                let action = UIAlertAction(title: title, style: style, handler: handler)
                addAction(action)
                return action
            }
        }
        """, "Screen.swift": """
        enum Strings {
            static let cancel = NSLocalizedString("alert.cancel", comment: "")
            static let delete = NSLocalizedString("alert.delete", comment: "")
        }
        final class Screen: UIViewController {
            func confirmDelete() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                alert.addDestructiveActionWithTitle(Strings.delete) { _ in self.delete() }
                alert.addCancelActionWithTitle(Strings.cancel)
                present(alert, animated: true)
            }
            func delete() {}
        }
        """])
        let group = try #require(report.groups.first { $0.file.hasSuffix("Screen.swift") })
        #expect(group.titles == ["alert.delete", "alert.cancel"])
        #expect(group.buttons.map(\.role) == ["destructive", "cancel"])
        #expect(report.groups.count == 1)
    }
}

extension TenthRoundTests {
    /// Icons drawn through an app's theme: a property holding a function whose initial value is
    /// a static property returning a closure that `switch`es over the app's enum
    /// (`theme.systemImageName(name)`), and a dictionary literal from the enum to names
    /// (`symbols[name] ?? "questionmark"`): each button's SF Symbol is the mapping's for its case.
    @Test func iconsThroughTheAppsStatedMapping() throws {
        let (report, _) = try scan(["Theme.swift": """
        final class Theme: ObservableObject {
            enum ImageName { case add, edit, remove, share }
            var systemImageName: (ImageName) -> String = Theme.ImageName.defaultSystemName
            let symbols: [ImageName: String] = [.add: "plus", .remove: "trash"]
        }
        extension Theme.ImageName {
            static var defaultSystemName: (Self) -> String {
                {
                    switch $0 {
                    case .add: return "plus"
                    case .edit: return "square.and.pencil"
                    case .remove: return "trash"
                    case .share: return "square.and.arrow.up"
                    }
                }
            }
        }
        struct ThemeImage: View {
            @EnvironmentObject private var theme: Theme
            private let name: Theme.ImageName
            init(_ name: Theme.ImageName) { self.name = name }
            var body: some View { Image(systemName: theme.systemImageName(name)) }
        }
        struct ThemeLabel: View {
            @EnvironmentObject private var theme: Theme
            let title: String
            let name: Theme.ImageName
            var body: some View { Label(title, systemImage: theme.symbols[name] ?? "questionmark") }
        }
        """, "Menus.swift": """
        struct AddMenu: View {
            var body: some View {
                Menu {
                    Button { } label: { Label { Text("New") } icon: { ThemeImage(.add) } }
                    Button { } label: { Label { Text("Edit") } icon: { ThemeImage(.edit) } }
                } label: { Text("More") }
                HStack {
                    Button { } label: { ThemeLabel(title: "Remove", name: .remove) }
                    Button { } label: { ThemeLabel(title: "Share", name: .share) }
                }
            }
        }
        """])
        let menu = try #require(report.groups.first { $0.container == "menu" })
        #expect(menu.titles == ["New", "Edit"])
        #expect(menu.icons == ["plus", "square.and.pencil"])
        let stack = try #require(report.groups.first { $0.container == "hstack" })
        #expect(stack.icons == ["trash", "questionmark"])
    }
}

extension TenthRoundTests {
    /// A context menu's buttons in a small view reached through `Optional.map` (`items.first.map {
    /// ItemMenu(style: .header, item: $0) }`), chosen by `if style == …` with the style the call
    /// states: each call site is a group of its own style's buttons. The labels are a small view
    /// whose convenience `init(_ title:, _ name:)` calls `self.init(name) { Text(title) }`, shown
    /// by `Label(title: title) { … }`.
    @Test func contextMenuThroughOptionalMapWithAStyleKnownAtTheCall() throws {
        let (report, _) = try scan(["ItemMenu.swift": """
        struct IconLabel<Title: View>: View {
            private let name: String
            private let title: () -> Title
            init(_ name: String, @ViewBuilder title: @escaping () -> Title) {
                self.name = name
                self.title = title
            }
            var body: some View {
                Label(title: title) { Image(systemName: name) }
            }
        }
        extension IconLabel where Title == Text {
            init(_ title: String, _ name: String) {
                self.init(name) { Text(title) }
            }
        }
        struct ItemMenu: View {
            enum Style { case header, row }
            let style: Style
            let item: Item
            var body: some View {
                Button { } label: { IconLabel(NSLocalizedString("menu.edit", comment: ""), "pencil") }
                if style == .header {
                    Button { } label: { IconLabel(NSLocalizedString("menu.hide", comment: ""), "eye.slash") }
                }
                if style != .header {
                    Button(role: .destructive) { } label: { IconLabel(NSLocalizedString("menu.remove", comment: ""), "trash") }
                }
            }
        }
        struct Item { let name: String }
        """, "List.swift": """
        struct ItemList: View {
            let items: [Item]
            var body: some View {
                List {
                    Text("Header")
                        .contextMenu {
                            items.first.map {
                                ItemMenu(style: .header, item: $0)
                            }
                        }
                    ForEach(items, id: \\.name) { item in
                        Text(item.name)
                            .contextMenu {
                                ItemMenu(style: .row, item: item)
                            }
                    }
                }
            }
        }
        """])
        let menus = report.groups.filter { $0.container == "contextMenu" }
        #expect(menus.map(\.titles).contains(["menu.edit", "menu.hide"]))
        #expect(menus.map(\.titles).contains(["menu.edit", "menu.remove"]))
        #expect(menus.flatMap(\.icons).contains("eye.slash"))
        #expect(!menus.map(\.titles).contains(["menu.edit", "menu.hide", "menu.remove"]))
    }
}

extension TenthRoundTests {
    /// `.toolbar(content: toolbarContent)` and `.alert(…, actions: actions, message: message)`
    /// naming methods of the type: their bodies' buttons (a save button a small view of the app).
    @Test func toolbarAndAlertContentNamedByAMethod() throws {
        let (report, _) = try scan(["Editor.swift": """
        struct SaveButton: View {
            let title: String
            let action: () -> Void
            var body: some View { Button(title, action: action) }
        }
        struct Editor: View {
            @State private var isAsking = false
            @State private var secret = ""
            var body: some View {
                Form { Text("x") }
                    .toolbar(content: toolbarContent)
                    .alert("Passphrase", isPresented: $isAsking, presenting: URL(string: "x"), actions: actions, message: message)
            }
            @ToolbarContentBuilder
            func toolbarContent() -> some ToolbarContent {
                ToolbarItem(placement: .confirmationAction) {
                    SaveButton(title: NSLocalizedString("editor.save", comment: "")) { }
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button(NSLocalizedString("editor.cancel", comment: ""), role: .cancel) { }
                }
            }
            @ViewBuilder
            func actions(for url: URL) -> some View {
                SecureField("Secret", text: $secret)
                Button(NSLocalizedString("editor.decrypt", comment: "")) { }
                Button(NSLocalizedString("editor.cancel", comment: ""), role: .cancel) { }
            }
            func message(for url: URL) -> some View { Text(url.absoluteString) }
        }
        """])
        let toolbar = try #require(report.groups.first { $0.container == "toolbar" })
        #expect(toolbar.titles == ["editor.save", "editor.cancel"])
        let alert = try #require(report.groups.first { $0.container == "alert" })
        #expect(alert.titles == ["editor.cancel", "editor.decrypt"])  // two side by side: the cancel one leads
    }
}

extension TenthRoundTests {
    /// `UIContextualAction(style:title:image:backgroundColor:handler:)`, an app's convenience
    /// initializer taking the icon: the swipe action's icon is that image.
    @Test func swipeActionIconGivenToTheAppsInitializer() throws {
        let (report, _) = try scan(["Swipe.swift": """
        extension UIContextualAction {
            convenience init(style: UIContextualAction.Style, title: String? = nil, image: UIImage? = nil, backgroundColor: UIColor, handler: @escaping UIContextualAction.Handler) {
                self.init(style: style, title: title, handler: handler)
                self.image = image
                self.backgroundColor = backgroundColor
            }
        }
        final class Notes: UITableViewController {
            override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let trash = UIContextualAction(style: .destructive, title: nil, image: UIImage(named: "icon_trash"), backgroundColor: .red) { _, _, done in done(true) }
                trash.accessibilityLabel = NSLocalizedString("swipe.trash", comment: "")
                let share = UIContextualAction(style: .normal, image: UIImage(named: "icon_share"), backgroundColor: .blue) { _, _, done in done(true) }
                share.accessibilityLabel = NSLocalizedString("swipe.share", comment: "")
                return UISwipeActionsConfiguration(actions: [trash, share])
            }
        }
        """])
        let group = try #require(report.groups.first { $0.container == "swipeActions" })
        #expect(group.titles == ["swipe.trash", "swipe.share"])
        #expect(group.icons == ["asset:icon_trash", "asset:icon_share"])
    }
}
