import Testing
@testable import ButtonStackScan

/// A helper of the app's `extension UIViewController` called from a `UITableViewController`
/// subclass: UIKit's classes, which the app never declares, lead on to their superclasses. A
/// fixture written for this test, naming no app.
@Suite struct UIKitClassChainTests {
    @Test func aTableControllersSubclassReachesTheViewControllerHelper() throws {
        let (report, _) = try scan([
            "Alert.swift": """
            extension UIViewController {
                func alert(with actions: [UIAlertAction], title: String) {
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                    actions.forEach { alert.addAction($0) }
                    present(alert, animated: true)
                }
            }
            """,
            "Base.swift": """
            class BaseTableViewController: UITableViewController {}
            """,
            "Preferences.swift": """
            final class Preferences: BaseTableViewController {
                func logOut() {
                    let actions = [
                        UIAlertAction(title: NSLocalizedString("logout.confirm", comment: ""), style: .destructive),
                        UIAlertAction(title: NSLocalizedString("global.cancel", comment: ""), style: .cancel)
                    ]
                    alert(with: actions, title: "Log out?")
                }
            }
            """,
        ])
        let atCall = report.groups.filter { $0.file == "Preferences.swift" }
        #expect(atCall.map(\.line) == [7])
        #expect(atCall.first.map { Set($0.titles) } == ["logout.confirm", "global.cancel"])
    }
}
