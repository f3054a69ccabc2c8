import Testing
@testable import ButtonStackScan

/// An alert action kept in a property to enable it later (an alert with a text field): assigned,
/// then added through `if let`.
@Suite struct AssignedAlertActionsTests {
    @Test func anActionAssignedToAPropertyIsReadWhereItIsAdded() throws {
        let (report, _) = try scan(["Settings.swift": """
        import UIKit
        final class SettingsViewController: UIViewController {
            var setPhoneAction: UIAlertAction?
            func presentSetPhoneNumberDialog() {
                let dialog = UIAlertController(title: NSLocalizedString("Phone number", comment: ""), message: nil, preferredStyle: .alert)
                dialog.addTextField { textField in textField.keyboardType = .phonePad }
                setPhoneAction = UIAlertAction(title: NSLocalizedString("Set", comment: ""), style: .default, handler: { _ in })
                if let setPhoneAction = setPhoneAction {
                    setPhoneAction.isEnabled = false
                    dialog.addAction(setPhoneAction)
                }
                let cancelAction = UIAlertAction(title: NSLocalizedString("Skip", comment: ""), style: .default) { _ in }
                dialog.addAction(cancelAction)
                present(dialog, animated: true)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Set", "Skip"]])
    }
}
