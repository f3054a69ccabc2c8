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
