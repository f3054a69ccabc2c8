import Testing
@testable import ButtonStackScan

/// An app's `addActions(_:)` on `UIAlertController`, adding each action of a list through another
/// of its methods, and actions its helpers return with a handler typed by an alias. A fixture
/// written for this test, naming no app.
@Suite struct UIKitAlertMethodListsTests {
    static let helpers = """
    typealias AlertActionBlock = (UIAlertAction) -> Void
    extension UIAlertController {
        func addActions(_ actions: [UIAlertAction?]) {
            for anAction in actions {
                self.add(action: anAction)
            }
        }
        func add(action: UIAlertAction?) {
            if let action = action {
                self.addAction(action)
            }
        }
    }
    struct AlertAction {
        static func goBack(_ handler: AlertActionBlock? = nil) -> UIAlertAction {
            return UIAlertAction(title: NSLocalizedString("Go back", comment: ""), style: .cancel, handler: handler)
        }
        static func discard(_ handler: AlertActionBlock? = nil) -> UIAlertAction {
            return UIAlertAction(title: NSLocalizedString("Discard", comment: ""), style: .destructive, handler: handler)
        }
    }
    """

    /// The list's actions are the alert's, one group at the alert (not a second at the call);
    /// `AlertAction.discard { _ in … }` passes its trailing closure as the aliased handler.
    @Test func actionsAddedThroughTheAppsListMethod() throws {
        let (report, _) = try scan([
            "Helpers.swift": Self.helpers,
            "Editor.swift": """
            final class EditorViewController: UIViewController {
                func cancel() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addActions([
                        AlertAction.goBack(),
                        AlertAction.discard { _ in self.dismiss(animated: true) }
                    ])
                    present(alert, animated: true)
                }
            }
            """,
        ])
        let groups = report.groups.filter { $0.file == "Editor.swift" }
        #expect(groups.map(\.line) == [3])
        #expect(groups.map(\.titles) == [["Go back", "Discard"]])
        #expect(groups.first?.buttons.map(\.role) == ["cancel", "destructive"])
    }
}
