import Testing
@testable import ButtonStackScan

/// An alert an app's helper makes and returns, which the caller finishes: `let alert =
/// Alerts.build(title:actions:)`, then `alert.addAction(…)`. A fixture written for this test,
/// naming no app.
@Suite struct UIKitReturnedAlertsTests {
    /// The app's factory: an alert of the actions it is given, and the actions it makes.
    static let factory = """
    enum Alerts {
        static func build(title: String?, actions: [UIAlertAction] = []) -> UIAlertController {
            let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
            for action in actions { alert.addAction(action) }
            return alert
        }
        static func sheet(title: String?) -> UIAlertController {
            let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
            sheet.addAction(UIAlertAction(title: NSLocalizedString("Report", comment: ""), style: .destructive))
            return sheet
        }
        static func cancel(_ handler: ((UIAlertAction) -> Void)? = nil) -> UIAlertAction {
            UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel, handler: handler)
        }
        static func action(_ title: String?, handler: ((UIAlertAction) -> Void)? = nil) -> UIAlertAction {
            UIAlertAction(title: title, style: .default, handler: handler)
        }
    }
    """

    /// The helper's actions (at the call) and the caller's make one group at the call; an
    /// action sheet the helper makes stays a sheet; a helper's alert the caller adds nothing to
    /// is the helper's own group, not one more at each call.
    @Test func theCallerFinishesTheAlertTheHelperReturns() throws {
        let (report, _) = try scan([
            "Alerts.swift": Self.factory,
            "Browser.swift": """
            final class Browser: UIViewController {
                func signIn() {
                    let alert = Alerts.build(title: NSLocalizedString("Sign in", comment: ""),
                                             actions: [Alerts.cancel { _ in }])
                    alert.addAction(Alerts.action(NSLocalizedString("Log In", comment: "")) { _ in })
                    present(alert, animated: true)
                }
                func share() {
                    let sheet = Alerts.sheet(title: nil)
                    sheet.addAction(UIAlertAction(title: NSLocalizedString("Copy Link", comment: ""), style: .default))
                    sheet.addAction(UIAlertAction(title: NSLocalizedString("Open", comment: ""), style: .default))
                    present(sheet, animated: true)
                }
                func plain() {
                    let sheet = Alerts.sheet(title: "x")
                    present(sheet, animated: true)
                }
            }
            """,
        ])
        let atCalls = report.groups.filter { $0.file == "Browser.swift" }
        #expect(atCalls.map(\.line) == [3, 9])
        #expect(atCalls.map(\.container) == ["alertController", "actionSheet"])
        #expect(atCalls.first?.buttons.map(\.line) == [3, 5])
        #expect(atCalls.map { Set($0.titles) } == [["Cancel", "Log In"], ["Cancel", "Report", "Copy Link", "Open"]])
        #expect(report.groups.filter { $0.file == "Alerts.swift" }.map(\.line) == [8])
    }
}
