import Testing
@testable import ButtonStackScan

/// A helper of the app's `extension UIViewController` called from a `UITableViewController`
/// subclass: UIKit's classes, which the app never declares, lead on to their superclasses. A
/// fixture written for this test, naming no app.
@Suite struct UIKitClassChainTests {
    /// The app's `confirm(title:okTitle:)` of `extension UIViewController`.
    static let confirmHelper = """
    extension UIViewController {
        func confirm(title: String?, okTitle: String = NSLocalizedString("OK", comment: "")) {
            let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: okTitle, style: .destructive))
            alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
            present(alert, animated: true)
        }
    }
    """

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

    /// A subclass of a library's view controller (`FormViewController`, declared outside the
    /// scanned folders) reaches the helper too: a class named `…ViewController` is one.
    @Test func aLibraryViewControllersSubclassReachesTheHelper() throws {
        let (report, _) = try scan([
            "Confirm.swift": Self.confirmHelper,
            "Settings.swift": """
            final class BrowserSettings: FormViewController {
                func clear() {
                    confirm(title: nil, okTitle: NSLocalizedString("Delete", comment: ""))
                }
            }
            final class Session: NSObject {
                func end() {
                    confirm(title: nil)
                }
            }
            """,
        ])
        // The `NSObject` is no view controller: its `confirm` is not the helper.
        #expect(report.groups.filter { $0.file == "Settings.swift" }.map(\.line) == [3])
    }

    /// `controller.confirm(…)` in a coordinator, where `controller` is a parameter declared a
    /// view controller of the app: the helper of that class's chain, read with the call's arguments.
    @Test func aHelperCalledOnAParameterOfAViewControllerType() throws {
        let (report, _) = try scan([
            "Confirm.swift": Self.confirmHelper,
            "Coordinator.swift": """
            final class VerifyViewController: UIViewController {}
            final class Coordinator: NSObject {
                func didSkip(in controller: VerifyViewController) {
                    controller.confirm(title: nil, okTitle: NSLocalizedString("Skip", comment: ""))
                }
            }
            """,
        ])
        let atCall = report.groups.filter { $0.file == "Coordinator.swift" }
        #expect(atCall.map(\.line) == [4])
        #expect(atCall.first.map { Set($0.titles) } == ["Skip", "Cancel"])
    }

    /// Through an optional chain: `controller?.confirm(…)` on a `weak var` the coordinator declares
    /// a view controller of the app, or on an optional parameter; `presenter?.confirm` on a
    /// property of a type that is no view controller stays unread.
    @Test func aHelperCalledThroughAnOptionalChain() throws {
        let (report, _) = try scan([
            "Confirm.swift": Self.confirmHelper,
            "Coordinator.swift": """
            final class VerifyViewController: UIViewController {}
            final class Presenter {}
            final class Coordinator: NSObject {
                weak var controller: VerifyViewController?
                var presenter: Presenter?
                func didSkip() {
                    controller?.confirm(title: nil, okTitle: NSLocalizedString("Skip", comment: ""))
                }
                func didLeave(from screen: VerifyViewController?) {
                    screen?.confirm(title: nil, okTitle: NSLocalizedString("Leave", comment: ""))
                }
                func didStay() {
                    presenter?.confirm(title: nil, okTitle: NSLocalizedString("Stay", comment: ""))
                }
            }
            """,
        ])
        let atCall = report.groups.filter { $0.file == "Coordinator.swift" }
        #expect(atCall.map(\.line) == [7, 10])
        #expect(atCall.map { Set($0.titles) } == [["Skip", "Cancel"], ["Leave", "Cancel"]])
    }
}
