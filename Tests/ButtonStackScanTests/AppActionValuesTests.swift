import Testing
@testable import ButtonStackScan

/// An app's own action values (`VLCAlertButton(title:style:action:)`) handed in a list to the
/// app's alert helper, which adds a `UIAlertAction` for each: the values keep their title and
/// style though they also keep a handler closure.
@Suite struct AppActionValuesTests {
    static let helper = """
    import UIKit
    typealias AlertAction = (UIAlertAction) -> Void
    class AppAlertButton: NSObject {
        let title: String
        let style: UIAlertAction.Style
        let action: AlertAction?
        init(title: String, style: UIAlertAction.Style = .default, action: AlertAction? = nil) {
            self.title = title
            self.style = style
            self.action = action
        }
    }
    class AppAlertViewController: UIAlertController {
        static func alertViewManager(title: String, viewController: UIViewController, buttonsAction: [AppAlertButton]?) {
            let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
            if let buttonsAction = buttonsAction {
                for buttonAction in buttonsAction {
                    let action = UIAlertAction(title: buttonAction.title, style: buttonAction.style, handler: buttonAction.action)
                    alert.addAction(action)
                }
            }
            viewController.present(alert, animated: true, completion: nil)
        }
    }
    """

    /// A value given a handler closure (`action: { … }`) still holds its title and its style:
    /// the alert is read, its cancel action leading as iOS puts it in a row of two.
    @Test func actionValuesWithHandlerClosuresMakeTheHelpersAlert() throws {
        let (report, _) = try scan(["Alert.swift": Self.helper, "Edit.swift": """
        import UIKit
        final class EditActions {
            func delete(_ root: UIViewController) {
                let cancelButton = AppAlertButton(title: NSLocalizedString("BUTTON_CANCEL", comment: ""), style: .cancel)
                let deleteButton = AppAlertButton(title: NSLocalizedString("BUTTON_DELETE", comment: ""), style: .destructive,
                                                  action: { [unowned self] action in
                    self.remove(completion: { print(action) })
                })
                AppAlertViewController.alertViewManager(title: "t", viewController: root, buttonsAction: [cancelButton, deleteButton])
            }
            func remove(completion: () -> Void) {}
        }
        """])
        let group = try #require(report.groups.first { $0.file == "Edit.swift" })
        #expect(group.titles == ["BUTTON_CANCEL", "BUTTON_DELETE"])
        #expect(group.buttons.map(\.role) == ["cancel", "destructive"])
    }

    /// A closure that is not kept as a stored property still makes the value unknown: the
    /// instance computes something at run time, and no title is invented from it.
    @Test func aClosureGivenToNoStoredPropertyIsStillUnknown() throws {
        let (report, _) = try scan(["Alert.swift": Self.helper.replacingOccurrences(of: "self.action = action", with: "action?(UIAlertAction())"), "Edit.swift": """
        import UIKit
        final class EditActions {
            func delete(_ root: UIViewController) {
                let one = AppAlertButton(title: NSLocalizedString("ONE", comment: ""), style: .default, action: { _ in })
                let two = AppAlertButton(title: NSLocalizedString("TWO", comment: ""), style: .cancel)
                AppAlertViewController.alertViewManager(title: "t", viewController: root, buttonsAction: [one, two])
            }
        }
        """])
        #expect(!report.groups.contains { $0.file == "Edit.swift" })
    }
}
