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
