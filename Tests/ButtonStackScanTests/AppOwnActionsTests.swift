import Testing
@testable import ButtonStackScan

/// Sixth round: UIKit groups whose actions come from local constants and the type's own helper
/// methods, swipe configurations, and small SwiftUI views taking their buttons' titles as
/// parameters (fixtures written for these tests).
@Suite struct AppOwnActionsTests {
    /// A title constant declared after the alert, before its use, is followed (a call's value:
    /// `NSLocalizedString`), as are constants of the closure and `if` bodies around; an action
    /// added under `if` is a variant; a `var` assigned again stays run time.
    @Test func localConstantsDeclaredAfterTheAlertAreFollowed() throws {
        let (report, _) = try scan(["Feeds.swift": """
        final class FeedsController: UIViewController {
            func rename() {
                let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
                let cancelTitle = NSLocalizedString("Cancel", comment: "")
                alert.addAction(UIAlertAction(title: cancelTitle, style: .cancel))
                let renameTitle = NSLocalizedString("Rename", comment: "")
                let renameAction = UIAlertAction(title: renameTitle, style: .default) { _ in }
                alert.addAction(renameAction)
                present(alert, animated: true)
            }
            func install(site: String?) {
                let cancelTitle = NSLocalizedString("Cancel", comment: "")
                run {
                    let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: cancelTitle, style: .cancel))
                    if let site {
                        let visitTitle = NSLocalizedString("Show Website", comment: "")
                        alert.addAction(UIAlertAction(title: visitTitle, style: .default))
                    }
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Install", comment: ""), style: .default))
                }
            }
            func changing(flag: Bool) {
                var title = NSLocalizedString("One", comment: "")
                if flag { title = userName }
                let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: title, style: .default))
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
            }
        }
        """])
        let rename = report.groups.filter { $0.line == 3 }
        #expect(rename.map(\.titles) == [["Cancel", "Rename"]])
        let install = report.groups.filter { $0.line == 14 }
        #expect(install.map(\.titles) == [["Show Website", "Install", "Cancel"], ["Cancel", "Install"]])
        #expect(report.groups.allSatisfy { $0.line != 26 })
        #expect(report.skipped.contains { $0.line == 26 && $0.reason.contains("`title`") })
    }

    static let helpers = """
    final class ListController: UIViewController {
        func getInfoAlertAction(indexPath: IndexPath) -> UIAlertAction? {
            guard let feed = item(indexPath) else { return nil }
            let title = NSLocalizedString("Get Info", comment: "")
            return UIAlertAction(title: title, style: .default) { _ in self.show(feed) }
        }
        func homePageAlertAction(indexPath: IndexPath) -> UIAlertAction? {
            guard let url = home(indexPath) else {
                return nil
            }
            let title = NSLocalizedString("Open Home Page", comment: "")
            let action = UIAlertAction(title: title, style: .default) { _ in open(url) }
            return action
        }
        func getInfoAction(indexPath: IndexPath) -> UIAction? {
            guard let feed = item(indexPath) else { return nil }
            let title = NSLocalizedString("Get Info", comment: "")
            let action = UIAction(title: title, image: UIImage(systemName: "info.circle")) { _ in }
            return action
        }
        func renameAction(indexPath: IndexPath) -> UIAction {
            let title = NSLocalizedString("Rename", comment: "")
            return UIAction(title: title, image: UIImage(systemName: "pencil")) { _ in }
        }
        func deleteAction(indexPath: IndexPath) -> UIAction {
            let action = UIAction(title: NSLocalizedString("Delete", comment: ""), image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
            return action
        }
        func runtimeAction(name: String) -> UIAction {
            UIAction(title: name) { _ in }
        }
    }
    """

    /// Actions returned by the type's own helpers (optional or not) are those buttons: in an alert
    /// added under `if let action = helper(…)`, in a context menu built by appending under
    /// `if let`, and as a menu's children; a helper whose title is a run-time value, or actions
    /// added in a loop over run-time data, leave the group skipped with the reason, never dropped.
    @Test func actionsReturnedByTheTypesHelpersAreFollowed() throws {
        let (report, _) = try scan(["Helpers.swift": Self.helpers, "Use.swift": """
        extension ListController {
            func more(indexPath: IndexPath) {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                if let action = self.getInfoAlertAction(indexPath: indexPath) {
                    alert.addAction(action)
                }
                if let action = self.homePageAlertAction(indexPath: indexPath) {
                    alert.addAction(action)
                }
                let cancelTitle = NSLocalizedString("Cancel", comment: "")
                alert.addAction(UIAlertAction(title: cancelTitle, style: .cancel))
                present(alert, animated: true)
            }
            func menu(indexPath: IndexPath) -> UIContextMenuConfiguration {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    var elements = [UIMenuElement]()
                    if let info = self.getInfoAction(indexPath: indexPath) {
                        elements.append(UIMenu(title: "", options: .displayInline, children: [info]))
                    }
                    elements.append(UIMenu(title: "", options: .displayInline, children: [
                        self.renameAction(indexPath: indexPath),
                        self.deleteAction(indexPath: indexPath)
                    ]))
                    return UIMenu(title: "", children: elements)
                }
            }
            func named(name: String) -> UIMenu {
                UIMenu(title: "", children: [renameAction(indexPath: path), runtimeAction(name: name)])
            }
            func accounts(list: [Account]) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                for account in list {
                    sheet.addAction(UIAlertAction(title: account.name, style: .default))
                }
                sheet.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
            }
        }
        """])
        let use = report.groups.filter { $0.file == "Use.swift" }
        let sheet = use.filter { $0.line == 3 }
        #expect(sheet.first?.container == "actionSheet")
        #expect(sheet.first?.titles == ["Get Info", "Open Home Page", "Cancel"])
        #expect(sheet.first?.buttons.map(\.line) == [5, 8, 11])
        let menu = use.filter { $0.line == 15 }  // the configuration making the context menu
        #expect(menu.first?.titles == ["Get Info", "Rename", "Delete"])
        #expect(menu.first?.icons == ["info.circle", "pencil", "trash"])
        #expect(menu.first?.buttons.map(\.role) == [nil, nil, "destructive"])
        #expect(use.allSatisfy { $0.line != 28 })
        #expect(report.skipped.contains { $0.file == "Use.swift" && $0.line == 28 && $0.reason.contains("`name`") })
        // Actions added in a loop over run-time data: skipped with the loop named, not dropped.
        #expect(use.allSatisfy { $0.line != 31 })
        #expect(report.skipped.contains { $0.file == "Use.swift" && $0.line == 31 && $0.reason.contains("loop over `list`") })
    }

    /// A function making an alert its callers cannot change (it takes no parameters) is one group
    /// in its body, not one more at each call, also when a branch of it is known only at run time.
    @Test func anAlertReadTheSameAtACallIsNotRepeatedThere() throws {
        let (report, _) = try scan(["View.swift": """
        final class ViewController: UIViewController {
            override func viewDidLoad() {
                configure()
            }
            func configure() {
                handler = { [weak self] in
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    if let action = self?.named() {
                        alert.addAction(action)
                    }
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Open", comment: ""), style: .default))
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                }
            }
            func named() -> UIAlertAction? {
                UIAlertAction(title: userName, style: .default)
            }
        }
        """])
        #expect(report.groups.map(\.line) == [7])
        #expect(report.groups.first?.titles == ["Open", "Cancel"])
        #expect(report.skipped.map(\.line) == [7])
    }

    /// `UISwipeActionsConfiguration(actions:)` is a swipe group: its `UIContextualAction`s (titled
    /// by `title:`, or by `accessibilityLabel` set after with `title: nil`; the icon set after),
    /// built by appending, some under `if`, or returned by a helper.
    @Test func swipeConfigurationsAreSwipeGroups() throws {
        let (report, _) = try scan(["Swipe.swift": """
        final class ListController: UIViewController {
            func configure() {
                config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                    var actions = [UIContextualAction]()
                    let deleteTitle = NSLocalizedString("Delete", comment: "")
                    let deleteAction = UIContextualAction(style: .destructive, title: nil) { _, _, done in done(true) }
                    deleteAction.image = UIImage(systemName: "trash")
                    deleteAction.accessibilityLabel = deleteTitle
                    actions.append(deleteAction)
                    if let feed = self?.feed(indexPath) {
                        let moreTitle = NSLocalizedString("More", comment: "")
                        let moreAction = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
                        moreAction.image = UIImage(systemName: "ellipsis")
                        moreAction.accessibilityLabel = moreTitle
                        actions.append(moreAction)
                    }
                    let config = UISwipeActionsConfiguration(actions: actions)
                    return config
                }
            }
            func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                UISwipeActionsConfiguration(actions: [starAction(indexPath), UIContextualAction(style: .normal, title: NSLocalizedString("Share", comment: "")) { _, _, _ in }])
            }
            func starAction(_ indexPath: IndexPath) -> UIContextualAction {
                let action = UIContextualAction(style: .normal, title: NSLocalizedString("Star", comment: "")) { _, _, _ in }
                action.image = UIImage(systemName: "star")
                return action
            }
        }
        """])
        let first = report.groups.filter { $0.line == 17 }
        #expect(first.map(\.container) == ["swipeActions"])
        #expect(first.first?.titles == ["Delete", "More"])
        #expect(first.first?.icons == ["trash", "ellipsis"])
        #expect(first.first?.buttons.map(\.role) == ["destructive", nil])
        let second = report.groups.filter { $0.line == 22 }
        #expect(second.first?.titles == ["Star", "Share"])
        #expect(second.first?.icons == ["star", nil])
    }

    /// A small view taking its buttons' titles as `String` parameters (generic, with a trailing
    /// closure parameter, the stack in a computed property, the second button under `if let` on
    /// an optional) is a group at each call with the titles bound; an optional left to its `nil`
    /// default shows no button, so that call makes no group and no skipped entry.
    @Test func aSmallViewTakingItsTitlesIsAGroupAtEachCall() throws {
        let (report, _) = try scan(["Scaffold.swift": """
        public struct Scaffold<Illustration: View>: View {
            private let illustration: () -> Illustration
            private let title: String
            private let primaryActionTitle: String
            private let primaryAction: () -> Void
            private let secondaryActionTitle: String?
            private let secondaryAction: (() -> Void)?
            public init(@ViewBuilder illustration: @escaping () -> Illustration, title: String,
                        primaryActionTitle: String, primaryAction: @escaping () -> Void,
                        secondaryActionTitle: String? = nil, secondaryAction: (() -> Void)? = nil) {
                self.illustration = illustration
                self.title = title
                self.primaryActionTitle = primaryActionTitle
                self.primaryAction = primaryAction
                self.secondaryActionTitle = secondaryActionTitle
                self.secondaryAction = secondaryAction
            }
            public var body: some View {
                ScrollView { Text(title) }
                    .safeAreaInset(edge: .bottom) { bottomActions }
            }
            @ViewBuilder private var bottomActions: some View {
                VStack {
                    Button(action: primaryAction) { Text(primaryActionTitle) }
                    if let secondaryActionTitle, let secondaryAction {
                        Button(action: secondaryAction) { Text(secondaryActionTitle) }
                    }
                }
            }
        }
        """, "Steps.swift": """
        struct LocationStep: View {
            var body: some View {
                Scaffold(illustration: { Image("world") }, title: L10n.title,
                         primaryActionTitle: L10n.share, primaryAction: {},
                         secondaryActionTitle: L10n.later, secondaryAction: {})
            }
        }
        struct NameStep: View {
            var body: some View {
                Scaffold(illustration: { Image("world") }, title: L10n.title, primaryActionTitle: L10n.save, primaryAction: {})
            }
        }
        """, "L10n.swift": """
        enum L10n {
            static var title: String { L10n.tr("Localizable", "title") }
            static var share: String { L10n.tr("Localizable", "share") }
            static var later: String { L10n.tr("Localizable", "later") }
            static var save: String { L10n.tr("Localizable", "save") }
            static func tr(_ table: String, _ key: String) -> String { key }
        }
        """])
        let steps = report.groups.filter { $0.file == "Steps.swift" }
        #expect(steps.map(\.line) == [3])
        #expect(steps.first?.container == "vstack")
        #expect(steps.first?.titles == ["share", "later"])
        #expect(steps.first?.buttons.map(\.line) == [3, 3])
        #expect(report.skipped.allSatisfy { $0.file != "Steps.swift" })
        // In place, its titles are the view's properties: not a group there.
        #expect(report.groups.allSatisfy { $0.file != "Scaffold.swift" })
    }
}
