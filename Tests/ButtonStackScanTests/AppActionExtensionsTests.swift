import Testing
@testable import ButtonStackScan

/// Actions an app states once in its own extension of the action type and uses by name. Fixtures
/// written for these tests, naming no app.
@Suite struct AppActionExtensionsTests {
    static let extensionFile = """
    extension UIAlertAction {
        static var cancel: UIAlertAction {
            UIAlertAction(title: NSLocalizedString("common.cancel", comment: ""), style: .cancel, handler: nil)
        }
    }
    """

    /// `let cancelAction = UIAlertAction.cancel` then `addAction(cancelAction)`, and
    /// `addAction(.cancel)`: the app's own `cancel` gives its key and role, where before it was
    /// "an action made elsewhere" (a library's stock `.cancel` is read only when the app declares none).
    @Test func aStaticActionOfTheAppsExtensionIsReadFromItsDeclaration() throws {
        let (report, _) = try scan(["UIAlertAction+App.swift": Self.extensionFile, "Block.swift": """
        final class Block: UIViewController {
            func confirmBlock() {
                let alertController = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                let blockAction = UIAlertAction(title: NSLocalizedString("user.block", comment: ""), style: .destructive) { _ in }
                alertController.addAction(blockAction)
                let cancelAction = UIAlertAction.cancel
                alertController.addAction(cancelAction)
                present(alertController, animated: true)
            }
            func confirmMute() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("user.mute", comment: ""), style: .destructive) { _ in })
                alert.addAction(.cancel)
                present(alert, animated: true)
            }
        }
        """])
        // Two actions side by side, as iOS lays them out: the cancel action first.
        #expect(report.groups.map(\.titles) == [["common.cancel", "user.block"], ["common.cancel", "user.mute"]])
        #expect(report.groups.map { $0.buttons.map(\.role) } == [["cancel", "destructive"], ["cancel", "destructive"]])
    }
}

/// Alerts an app describes to a model (its own, or a library's outside the sources) with a list
/// of titled actions.
@Suite struct AlertModelTests {
    /// `alert(title:message:actions:)` of a library the scan does not see, given `.init(title:style:)`
    /// actions: an alert; with `style: .actionSheet`, an action sheet; `type: .destructive` of an
    /// app's own model is the role.
    @Test func titledActionsHandedToAnAlertModelAreAGroup() throws {
        let (report, _) = try scan(["Feeds.swift": """
        final class FeedsViewModel {
            func remove() {
                alert(title: NSLocalizedString("feeds.remove.title", comment: ""), actions: [
                    .init(title: NSLocalizedString("common.cancel", comment: ""), style: .cancel),
                    .init(title: NSLocalizedString("common.delete", comment: ""), style: .destructive, action: { })
                ])
            }
            func removeTorrent() {
                alert(title: nil, style: .actionSheet, actions: [
                    .init(title: NSLocalizedString("remove.dropData", comment: ""), style: .destructive, action: { }),
                    .init(title: NSLocalizedString("common.cancel", comment: ""), style: .cancel)
                ])
            }
        }
        """, "Login.swift": """
        struct LoginView: View {
            private var removeAlert: AppAlert {
                AppAlert(messages: ["Remove the saved account?"], actions: [
                    .init(type: .destructive, title: "Remove", handler: { }),
                    .init(type: .secondary, title: "Cancel", handler: { })
                ])
            }
            var body: some View { Text("Login") }
        }
        """])
        #expect(report.groups.map(\.container) == ["alertController", "actionSheet", "alertController"])
        #expect(report.groups.map(\.titles) == [["common.cancel", "common.delete"], ["remove.dropData", "common.cancel"], ["\"Remove\"", "\"Cancel\""]])
        #expect(report.groups.last?.buttons.first?.role == "destructive")
    }

    /// A list labelled otherwise, or of values that are not made with a title, is no alert.
    @Test func otherListsAreNoAlert() throws {
        let (report, _) = try scan(["Chart.swift": """
        final class Chart {
            func draw() {
                plot(series: [.init(title: "Income", values: income), .init(title: "Spending", values: spending)])
                configure(actions: [.refresh, .share])
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }
}

/// An app's own alert view: a class taking `addAction(title:style:)` and its own shorthand methods.
@Suite struct AppAlertViewTests {
    @Test func anAppsAlertViewAddingTitledActionsIsAnAlert() throws {
        let (report, _) = try scan(["Views/AppAlertController.swift": """
        class AppAlertController: UIViewController {
            private let buttons = UIStackView()
            init(title: String?, message: String? = nil) { super.init(nibName: nil, bundle: nil) }
            func addAction(title: String, style: UIAlertAction.Style = .default, isMainAction: Bool = false, handler: ((UIButton) -> Void)? = nil) {
                let button = UIButton()
                button.setTitle(title, for: .normal)
                buttons.addArrangedSubview(button)
            }
            func addCancelAction(handler: ((UIButton) -> Void)? = nil) {
                addAction(title: NSLocalizedString("common.cancel", comment: ""), style: .cancel, handler: handler)
            }
            func show() { }
        }
        """, "Party.swift": """
        final class PartyViewController: UIViewController {
            func confirmLeave() {
                let alert = AppAlertController(title: NSLocalizedString("party.leave.title", comment: ""))
                alert.addAction(title: NSLocalizedString("party.leave", comment: ""), style: .destructive, isMainAction: true) { _ in }
                alert.addCancelAction()
                alert.show()
            }
        }
        """])
        let party = try #require(report.groups.first { $0.file == "Party.swift" })
        #expect(party.container == "alertController")
        #expect(party.titles == ["common.cancel", "party.leave"])
        #expect(party.buttons.map(\.role) == ["cancel", "destructive"])
        // The alert view's own class is no group of its own.
        #expect(!report.groups.contains { $0.file.hasPrefix("Views/") })
    }
}

/// Actions a property of the controller makes, held in a local first.
@Suite struct PropertyActionLocalsTests {
    @Test func aLocalHoldingThePropertysActionIsThatAction() throws {
        let (report, _) = try scan(["Delete.swift": """
        final class DeleteController: UIViewController {
            var cancelAction: UIAlertAction { UIAlertAction(title: "Cancel", style: .cancel) }
            var deleteAction: UIAlertAction { UIAlertAction(title: "Delete", style: .destructive) }
            func confirm() {
                let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                let cancelAction = self.cancelAction
                let delete = self.deleteAction
                alert.addAction(delete)
                alert.addAction(cancelAction)
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"Cancel\"", "\"Delete\""]])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
    }
}

/// A list of actions built before its alert is made.
@Suite struct BuiltActionListTests {
    /// `additional.append(contentsOf: [a, b])` in one branch, the alert made after with an OK:
    /// the appended pair is no alert of its own (it used to be reported, two of the alert's three).
    @Test func actionsAppendedToAListAreNoAlertOfTheirOwn() throws {
        let (report, _) = try scan(["Scanner.swift": """
        final class ScannerCoordinator {
            func showError(tooMany: Bool) {
                var additional: [UIAlertAction] = []
                if tooMany {
                    additional.append(contentsOf: [
                        UIAlertAction(title: NSLocalizedString("scanner.check", comment: ""), style: .default, handler: nil),
                        UIAlertAction(title: NSLocalizedString("scanner.faq", comment: ""), style: .default, handler: nil)
                    ])
                }
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                additional.forEach { alert.addAction($0) }
                alert.addAction(UIAlertAction(title: NSLocalizedString("common.ok", comment: ""), style: .default))
                present(alert, animated: true)
            }
        }
        """])
        #expect(!report.groups.contains { $0.titles == ["scanner.check", "scanner.faq"] }, "\(report.groups.map(\.titles))")
    }
}

/// Actions an app's helper returns, handed to its alert helper in a list.
@Suite struct HelperActionListTests {
    /// `AlertHelper.present(…, actions: [AlertHelper.cancelAction(), …])`, the list handed on to
    /// `build(actions:)` and added there in a loop over `actions ?? []`.
    @Test func actionsTheAppsHelpersReturnAreTheAlertsButtons() throws {
        let (report, _) = try scan(["Helpers/AlertHelper.swift": """
        public class AlertHelper {
            public class func present(_ controller: UIViewController, message: String?, title: String?, actions: [UIAlertAction]? = [defaultAction()]) {
                controller.present(build(message: message, title: title, actions: actions), animated: true)
            }
            public class func build(message: String?, title: String?, actions: [UIAlertAction]? = [defaultAction()]) -> UIAlertController {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                for action in actions ?? [] {
                    alert.addAction(action)
                }
                return alert
            }
            public class func defaultAction(_ title: String? = NSLocalizedString("OK", comment: ""), handler: ((UIAlertAction) -> Void)? = nil) -> UIAlertAction {
                return UIAlertAction(title: title, style: .default, handler: handler)
            }
            public class func cancelAction(_ title: String? = NSLocalizedString("Cancel", comment: ""), handler: ((UIAlertAction) -> Void)? = nil) -> UIAlertAction {
                return UIAlertAction(title: title, style: .cancel, handler: handler)
            }
        }
        """, "Sync.swift": """
        final class SyncViewController: UIViewController {
            func failed() {
                AlertHelper.present(self, message: nil, title: NSLocalizedString("Sync failed", comment: ""), actions: [
                    AlertHelper.cancelAction(),
                    AlertHelper.defaultAction(NSLocalizedString("Try Again", comment: ""), handler: { _ in })
                ])
            }
        }
        """])
        let sync = try #require(report.groups.first { $0.file == "Sync.swift" })
        #expect(sync.titles == ["Cancel", "Try Again"])
        #expect(sync.buttons.map(\.role) == ["cancel", nil])
        // The call's line, as every alert an app's helper makes.
        #expect(sync.buttons.map(\.line) == [3, 3])
    }
}
