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

/// Actions added in a `forEach` over a list the code states, one for each element.
@Suite struct ForEachAlertActionsTests {
    @Test func aForEachOverAStatedListAddsAnActionEach() throws {
        let (report, _) = try scan(["Palette.swift": """
        import UIKit
        enum PaletteType: String { case system, light, dark }
        final class DemoViewController: UIViewController {
            let paletteTypes: [PaletteType] = [.system, .light, .dark]
            @objc func selectPalette() {
                let controller = UIAlertController(title: "Palette", message: nil, preferredStyle: .actionSheet)
                paletteTypes.forEach { option in
                    controller.addAction(UIAlertAction(title: "\\(option.rawValue)", style: .default) { _ in })
                }
                controller.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(controller, animated: true)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"system\"", "\"light\"", "\"dark\"", "\"Cancel\""]])
    }

    /// Over a list known only at run time, the alert is skipped with its reason, not shrunk to
    /// the one action the code states.
    @Test func aForEachOverDataIsKnownOnlyAtRunTime() throws {
        let (report, _) = try scan(["Accounts.swift": """
        import UIKit
        final class AccountsViewController: UIViewController {
            var accounts: [String] = []
            func pick() {
                let controller = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                accounts.forEach { account in
                    controller.addAction(UIAlertAction(title: account, style: .default) { _ in })
                }
                controller.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(controller, animated: true)
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.contains { $0.reason.contains("for each of `accounts`") })
    }
}

/// A `forEach` whose closure returns early for some elements (found by a review).
@Suite struct ForEachEarlyReturnTests {
    @Test func aForEachSkippingSomeElementsIsKnownOnlyAtRunTime() throws {
        let (report, _) = try scan(["Sizes.swift": """
        import UIKit
        final class SizesViewController: UIViewController {
            var current = "Small"
            func pick() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                ["Small", "Large", "Huge"].forEach { size in
                    guard size != current else { return }
                    alert.addAction(UIAlertAction(title: size, style: .default))
                }
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(!report.skipped.isEmpty)
    }
}
