import Testing
@testable import ButtonStackScan

/// Faults found reviewing the twenty-third round: an inherited helper taken for a call the
/// class's own overloads fit, the actions a chained alert method adds lost, a table a call passes
/// read as the default one, an alert made before its variable is assigned another lost, and a
/// static property holding another type's value taken for the type's shared instance.
@Suite struct TwentyThirdRoundReviewTests {
    /// The class's own `showError(_:retryTitle:)` overloads (a `NetworkError`, any `Error`) both fit
    /// `showError(result, retryTitle: "Reload")`: the call is to one of them (which, the scan cannot
    /// tell), never to `extension UIViewController`'s `showError(_ message: String, …)`, whose
    /// "Dismiss" was reported at the call before.
    @Test func aCallTheClasssOwnOverloadsFitIsNotTheInheritedOnes() throws {
        let (report, _) = try scan(["UIViewController+Error.swift": """
        import UIKit
        extension UIViewController {
            func showError(_ message: String, retryTitle: String) {
                let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Dismiss", style: .cancel))
                alert.addAction(UIAlertAction(title: retryTitle, style: .default))
                present(alert, animated: true)
            }
        }
        """, "Feed.swift": """
        import UIKit
        enum NetworkError: Error { case offline }
        final class FeedViewController: UIViewController {
            func showError(_ error: NetworkError, retryTitle: String) {
                let alert = UIAlertController(title: "Offline", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Settings", style: .default))
                alert.addAction(UIAlertAction(title: retryTitle, style: .default))
                present(alert, animated: true)
            }
            func showError(_ error: Error, retryTitle: String) {
                let alert = UIAlertController(title: "Failed", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .cancel))
                alert.addAction(UIAlertAction(title: retryTitle, style: .default))
                present(alert, animated: true)
            }
            func load(result: Error) {
                showError(result, retryTitle: "Reload")
            }
        }
        """])
        #expect(!report.groups.contains { $0.titles.contains("\"Dismiss\"") && $0.file == "Feed.swift" }, "\(report.groups)")
    }
}

extension TwentyThirdRoundReviewTests {
    /// `UIAlertController(…).addingCancel()`, a method of the app's extension that adds Cancel and
    /// returns the alert: the alert is not reported without its Cancel (Delete and Archive alone).
    @Test func anAlertMadeThroughAMethodAddingAnActionKeepsIt() throws {
        let (report, _) = try scan(["UIAlertController+Cancel.swift": """
        import UIKit
        extension UIAlertController {
            @discardableResult
            func addingCancel() -> UIAlertController {
                addAction(UIAlertAction(title: "Cancel", style: .cancel))
                return self
            }
        }
        """, "Note.swift": """
        import UIKit
        final class NoteViewController: UIViewController {
            func confirm() {
                let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert).addingCancel()
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                alert.addAction(UIAlertAction(title: "Archive", style: .default))
                present(alert, animated: true)
            }
        }
        """])
        #expect(!report.groups.contains { Set($0.titles) == ["\"Delete\"", "\"Archive\""] }, "\(report.groups)")
        for group in report.groups where group.titles.contains("\"Delete\"") {
            #expect(group.titles.contains("\"Cancel\""), "\(group.titles)")
        }
    }
}

extension TwentyThirdRoundReviewTests {
    /// `text(_ key:, tableName: String? = nil)` looks its key up with `NSLocalizedString(key,
    /// tableName: tableName, …)`: a call passing `tableName: "Errors"`, directly or through
    /// `errorText(_:)`, looks it up in Errors, not in Localizable.
    @Test func aTablePassedToAHelpersNilDefaultedParameterIsTheOneLookedIn() throws {
        let (report, _) = try scan(["Localization.swift": """
        import Foundation
        protocol Overrider { func localize(_ key: String) -> String? }
        struct Localization {
            static var current = Localization()
            var overrider: Overrider?
            func text(_ key: String, tableName: String? = nil) -> String {
                if let override = overrider?.localize(key) { return override }
                return NSLocalizedString(key, tableName: tableName, comment: "")
            }
            func errorText(_ key: String) -> String {
                text(key, tableName: "Errors")
            }
        }
        """, "Retry.swift": """
        import UIKit
        final class RetryViewController: UIViewController {
            func show() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: Localization.current.text("retry", tableName: "Errors"), style: .default))
                alert.addAction(UIAlertAction(title: Localization.current.errorText("dismiss"), style: .cancel))
                alert.addAction(UIAlertAction(title: Localization.current.text("help"), style: .default))
                present(alert, animated: true)
            }
        }
        """])
        let group = try #require(report.groups.first, "\(report.skipped)")
        #expect(Set(group.titles) == ["Errors:retry", "Errors:dismiss", "help"])
    }
}

extension TwentyThirdRoundReviewTests {
    /// `sheet = UIAlertController(…)` again after the first sheet was shown: two alerts, the first
    /// (Copy, Paste) kept rather than lost when the variable is given the second (Yes, No).
    @Test func anAlertBeforeItsVariableIsAssignedAnotherIsKept() throws {
        let (report, _) = try scan(["Paste.swift": """
        import UIKit
        final class PasteViewController: UIViewController {
            func show() {
                var sheet = UIAlertController(title: "One", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Copy", style: .default))
                sheet.addAction(UIAlertAction(title: "Paste", style: .default))
                present(sheet, animated: true)
                sheet = UIAlertController(title: "Two", message: nil, preferredStyle: .alert)
                sheet.addAction(UIAlertAction(title: "Yes", style: .default))
                sheet.addAction(UIAlertAction(title: "No", style: .cancel))
                present(sheet, animated: true)
            }
        }
        """])
        #expect(report.groups.map(\.line) == [4, 8], "\(report.groups)")
        #expect(report.groups.first?.titles == ["\"Copy\"", "\"Paste\""])
        #expect(report.groups.last.map { Set($0.titles) } == ["\"Yes\"", "\"No\""])
    }
}

extension TwentyThirdRoundReviewTests {
    /// `Labels.formatter.string(from: 60)`, `formatter` a `static let` holding Foundation's
    /// `DateComponentsFormatter`: not a method of `Labels` (whose own `string(from:)` says "Seconds"),
    /// so its title is not known, rather than invented.
    @Test func aStaticPropertyOfAnotherTypeIsNotTheTypesSharedInstance() throws {
        let (report, _) = try scan(["Labels.swift": """
        import UIKit
        final class Labels {
            static let formatter = DateComponentsFormatter()
            func string(from interval: Double) -> String { "Seconds" }
        }
        final class WaitViewController: UIViewController {
            func show() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: Labels.formatter.string(from: 60), style: .cancel))
                alert.addAction(UIAlertAction(title: "Wait", style: .default))
                present(alert, animated: true)
            }
        }
        """])
        #expect(!report.groups.contains { $0.titles.contains("\"Seconds\"") }, "\(report.groups)")
    }
}
