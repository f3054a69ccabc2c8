import Testing
@testable import ButtonStackScan

/// A review of the twenty-first round's reading of UIKit's legacy alerts, of literal lists of
/// actions added one by one, and of SwiftUI keys interpolating run-time values: each case here
/// was a wrong group or title before its fix.
@Suite struct TwentyFirstRoundLaterReviewTests {
    /// A sheet made in a property and filled in `viewDidLoad`, one made in each branch of an `if`
    /// and filled after it, and an alert a helper adds to: their title arguments are not all their
    /// buttons, so none is a group of them.
    @Test func legacyAlertsGivenButtonsOutsideTheirBlockAreLeftToTheRun() throws {
        let (report, _) = try scan(["PickerViewController.swift": """
        import UIKit
        final class PickerViewController: UIViewController {
            lazy var sheet = UIActionSheet(title: nil, delegate: self, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Sign Out")
            override func viewDidLoad() {
                super.viewDidLoad()
                sheet.addButton(withTitle: "Photo")
            }
            func pick(iPad: Bool) {
                let source: UIActionSheet
                if iPad {
                    source = UIActionSheet(title: nil, delegate: self, cancelButtonTitle: "Close", destructiveButtonTitle: "Remove")
                } else {
                    source = UIActionSheet(title: "Source", delegate: self, cancelButtonTitle: "Close", destructiveButtonTitle: "Remove")
                }
                source.addButton(withTitle: "Camera")
                source.show(in: view)
            }
            func confirm() {
                let alert = UIAlertView(title: "Save?", message: nil, delegate: self, cancelButtonTitle: "Cancel", otherButtonTitles: "OK")
                configure(alert)
                alert.show()
            }
            func configure(_ alert: UIAlertView) { alert.addButton(withTitle: "Later") }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.contains { $0.reason.contains("addButton") })
    }

    /// A loop over a literal list whose body adds only some of its elements (a `where`, an `if`,
    /// a `guard … return`, a `break`): which ones, the run decides, so no group states them all.
    @Test func aListAddedOnlyInPartIsNotTheAlertsActions() throws {
        let (report, _) = try scan(["PostMenu.swift": """
        import UIKit
        final class PostMenu: UIViewController {
            func whereClause(isOwner: Bool) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                let edit = UIAlertAction(title: "Edit", style: .default) { _ in }
                let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
                for action in [edit, delete] where isOwner || action.style != .destructive {
                    sheet.addAction(action)
                }
                present(sheet, animated: true)
            }
            func condition(isOwner: Bool) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                let edit = UIAlertAction(title: "Edit", style: .default) { _ in }
                let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
                [edit, delete].forEach { action in
                    if action !== delete || isOwner { sheet.addAction(action) }
                }
                present(sheet, animated: true)
            }
            func guarded(isOwner: Bool) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                let edit = UIAlertAction(title: "Edit", style: .default) { _ in }
                let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
                [edit, delete].forEach {
                    guard $0 !== delete || isOwner else { return }
                    sheet.addAction($0)
                }
                present(sheet, animated: true)
            }
            func broken(isOwner: Bool) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                let edit = UIAlertAction(title: "Edit", style: .default) { _ in }
                let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
                for action in [edit, delete] {
                    sheet.addAction(action)
                    if !isOwner { break }
                }
                present(sheet, animated: true)
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }

    /// `Text("\(count)")`, `"#\(tag)"`, `"\(done) / \(total)"`: a literal of values alone shows
    /// data, not a title, with or without strings tables (a catalog holding `%lld` included).
    @Test func anInterpolationOfValuesAloneIsNoTitle() throws {
        let source = """
        import SwiftUI
        struct StatsView: View {
            let count: Int
            let tag: String
            let done: Int
            let total: Int
            var body: some View {
                HStack {
                    Button {} label: { Text("\\(count)") }
                    Button {} label: { Text("#\\(tag)") }
                }
                HStack {
                    Button {} label: { Text("\\(done) / \\(total)") }
                    Button {} label: { Text("\\(count)") }
                }
            }
        }
        """
        let (untranslated, _) = try scan(["StatsView.swift": source])
        #expect(untranslated.groups.isEmpty)
        let (translated, _) = try scan(["StatsView.swift": source, "en.lproj/Localizable.strings": "\"%lld\" = \"%lld\";\n\"#%@\" = \"#%@\";\n"])
        #expect(translated.groups.isEmpty)
    }
}
