import Testing
@testable import ButtonStackScan

/// Alerts an app states through its own alert models, which its alert service turns into a
/// `UIAlertController` elsewhere.
@Suite struct AlertModelTypesTests {
    /// An alert model made with its actions (`Alert(title:message:alertActions: […])`).
    @Test func anAlertModelMadeWithAlertActionsIsAnAlert() throws {
        let (report, _) = try scan(["Alert+Settings.swift": """
        import UIKit
        public class Alert {
            var alertActions: [AlertAction] = []
            let title: String?
            init(title: String?, message: String?, alertActions: [AlertAction] = []) {
                self.title = title
                self.alertActions = alertActions
            }
        }
        public class AlertAction {
            let title: String
            let style: UIAlertAction.Style
            init(title: String, style: UIAlertAction.Style, handler: ((AlertAction) -> Void)? = nil) {
                self.title = title
                self.style = style
            }
        }
        extension Alert {
            static func confirmDeleteFolder(action: @escaping () -> Void) -> Alert {
                Alert(
                    title: NSLocalizedString("DoYouReallyWantToDelete", comment: ""),
                    message: nil,
                    alertActions: [
                        AlertAction(title: NSLocalizedString("Yes", comment: ""), style: .default) { _ in action() },
                        AlertAction(title: NSLocalizedString("No", comment: ""), style: .cancel),
                    ]
                )
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["No", "Yes"]])
    }

    /// A type named as an alert whose initializer appends its actions is an alert, read there;
    /// a type not named so, appending the same, is not.
    @Test func anAlertTypesInitializerAppendingActionsIsAnAlert() throws {
        let (report, _) = try scan(["AlertService.swift": """
        import UIKit
        public struct AlertAction {
            public let title: String
            public let style: PrimaryActionType
            public let handler: (() -> Void)?
        }
        public enum PrimaryActionType { case confirmative, destructive, cancel }
        public protocol SystemAlert: AnyObject {
            var actions: [AlertAction] { get set }
        }
        public class AccountDeletionWarningAlert: SystemAlert {
            public var title: String? = NSLocalizedString("vpn_connection_active", comment: "")
            public var actions = [AlertAction]()
            public init(confirmHandler: @escaping () -> Void, cancelHandler: @escaping () -> Void) {
                actions.append(AlertAction(title: NSLocalizedString("continue", comment: ""), style: .confirmative, handler: confirmHandler))
                actions.append(AlertAction(title: NSLocalizedString("cancel", comment: ""), style: .cancel, handler: cancelHandler))
            }
        }
        public class ShortcutList {
            public var actions = [AlertAction]()
            public init() {
                actions.append(AlertAction(title: NSLocalizedString("one", comment: ""), style: .confirmative, handler: nil))
                actions.append(AlertAction(title: NSLocalizedString("two", comment: ""), style: .confirmative, handler: nil))
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["cancel", "continue"]])
        #expect(report.groups.first?.file == "AlertService.swift")
    }
}

/// What is not an alert model's list of actions (found by a review).
@Suite struct NotAlertModelsTests {
    /// Another label ending in `Actions` holds no alert's actions.
    @Test func otherActionsLabelsAreNoAlert() throws {
        let (report, _) = try scan(["Empty.swift": """
        import UIKit
        struct EmptyAction { let title: String; let handler: () -> Void }
        final class ListViewController: UIViewController {
            func empty() {
                show(EmptyState(title: "Nothing", primaryActions: [EmptyAction(title: "Retry") {}, EmptyAction(title: "Go back") {}]))
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }

    /// A type named as an alert whose actions have no style or role (a price alert's
    /// notification actions) is no alert; nor is one also setting `self.actions`.
    @Test func aDomainTypeNamedAlertIsNoAlert() throws {
        let (report, _) = try scan(["PriceAlert.swift": """
        import Foundation
        struct NotificationAction { let title: String; let identifier: String }
        final class PriceAlert {
            var actions: [NotificationAction] = []
            init(symbol: String) {
                actions.append(NotificationAction(title: "Snooze", identifier: "snooze"))
                actions.append(NotificationAction(title: "View chart", identifier: "chart"))
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }
}
