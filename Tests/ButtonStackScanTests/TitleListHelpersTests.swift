import Testing
@testable import ButtonStackScan

/// An app's action-sheet helper taking its titles as a list of strings, adding one action a
/// title in `for (index, title) in titles.enumerated()`, then a cancel action whose local
/// constant hides the parameter it is titled with. A fixture written for this test, naming no app.
@Suite struct TitleListHelpersTests {
    static let helper = """
    extension UIViewController {
        func showActionSheet(title message: String = "", actions: [String] = [], cancelAction: String = "Cancel",
                             completion: @escaping (_ index: Int) -> Void) {
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .actionSheet)
            for (index, value) in actions.enumerated() {
                let alertAction = UIAlertAction(title: value, style: .default) { _ in completion(index) }
                alert.addAction(alertAction)
            }
            let cancelAction = UIAlertAction(title: cancelAction, style: .cancel) { _ in completion(-1) }
            alert.addAction(cancelAction)
            present(alert, animated: true)
        }
    }
    """

    /// Each call: the titles it passes, in order, then the cancel title it passes or the default.
    @Test func aListOfTitlesPassedToTheHelperIsItsActions() throws {
        let (report, _) = try scan([
            "Alerts.swift": Self.helper,
            "Settings.swift": """
            final class Settings: UIViewController {
                func reconnect() {
                    showActionSheet(title: "Reconnect?", actions: ["Reconnect", "Reconnect always"]) { _ in }
                }
                func turnOff() {
                    showActionSheet(actions: ["Turn off"], cancelAction: "Keep") { _ in }
                }
            }
            """,
        ])
        let calls = report.groups.filter { $0.file == "Settings.swift" }
        #expect(calls.map(\.line) == [3, 6])
        #expect(calls.map { Set($0.titles) } == [["\"Reconnect\"", "\"Reconnect always\"", "\"Cancel\""], ["\"Turn off\"", "\"Keep\""]])
    }
}
