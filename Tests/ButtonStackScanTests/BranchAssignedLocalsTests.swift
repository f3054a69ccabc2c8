import Testing
@testable import ButtonStackScan

/// A local given its value in branches before it is read. Fixtures written for these tests,
/// naming no app.
@Suite struct BranchAssignedLocalsTests {
    /// `let actionTitle: String`, given a title in each case of a `switch`: the action's title is
    /// each of them, one variant a title.
    @Test func aLetGivenInEachCaseIsEachValue() throws {
        let (report, _) = try scan([
            "Versions.swift": """
            final class VersionsViewController: UIViewController {
                enum Mode { case restore, resolve }
                var mode: Mode = .restore
                func restore() {
                    let message: String
                    let actionTitle: String
                    switch mode {
                    case .restore:
                        message = NSLocalizedString("Restoring loses changes.", comment: "")
                        actionTitle = NSLocalizedString("Restore Version", comment: "")
                    case .resolve:
                        message = NSLocalizedString("Resolving loses changes.", comment: "")
                        actionTitle = NSLocalizedString("Resolve Conflict", comment: "")
                    }
                    let sheet = UIAlertController(title: nil, message: message, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                    sheet.addAction(UIAlertAction(title: actionTitle, style: .destructive) { _ in })
                    present(sheet, animated: true)
                }
            }
            """,
        ])
        #expect(report.skipped.isEmpty)
        #expect(Set(report.groups.map { Set($0.titles) }) == [["Cancel", "Restore Version"], ["Cancel", "Resolve Conflict"]])
    }

    /// `var image = UIImage(named: "pin")`, then `if #available(iOS 16, *) { image = UIImage(systemName:
    /// "pin") }`: the newer branch, the iOS the renderer draws; a `var` changed in a loop stays
    /// known only at run time.
    @Test func aVarReplacedUnderAvailabilityIsTheNewerValue() throws {
        let (report, _) = try scan([
            "Pins.swift": """
            final class PinsViewController: UIViewController {
                func pinMenu() -> UIMenu {
                    var image = UIImage(named: "pin")
                    if #available(iOS 16, *) {
                        image = UIImage(systemName: "pin.fill")
                    }
                    return UIMenu(children: [
                        UIAction(title: NSLocalizedString("Pin", comment: ""), image: image) { _ in },
                        UIAction(title: NSLocalizedString("Copy", comment: ""), image: UIImage(systemName: "doc.on.doc")) { _ in },
                    ])
                }
                func counted(items: [String]) -> UIMenu {
                    var title = NSLocalizedString("None", comment: "")
                    for item in items { title = item }
                    return UIMenu(children: [
                        UIAction(title: title) { _ in },
                        UIAction(title: NSLocalizedString("Copy", comment: "")) { _ in },
                    ])
                }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["Pin", "Copy"]])
        #expect(report.groups.first?.buttons.map(\.icon) == ["pin.fill", "doc.on.doc"])
        #expect(report.skipped.map(\.line) == [15])
    }

    /// `let alert: UIAlertController`, then `alert = UIAlertController(…)` in each branch of an
    /// `if` (a title for each case): one action sheet, at the first branch's alert, with the
    /// actions added after.
    @Test func anAlertMadeInEachBranch() throws {
        let (report, _) = try scan([
            "Home.swift": """
            final class HomeViewController: UIViewController {
                var isGroup = false
                private func deleteChat() {
                    let alert: UIAlertController
                    if isGroup {
                        alert = UIAlertController(title: NSLocalizedString("Delete group?", comment: ""), message: nil, preferredStyle: .actionSheet)
                    } else {
                        alert = UIAlertController(title: NSLocalizedString("Delete chat?", comment: ""), message: nil, preferredStyle: .actionSheet)
                    }
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel, handler: nil))
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Delete Chat", comment: ""), style: .destructive, handler: nil))
                    present(alert, animated: true, completion: nil)
                }
            }
            """,
        ])
        #expect(report.groups.map(\.line) == [6])
        #expect(report.groups.map(\.container) == ["actionSheet"])
        #expect(report.groups.map { Set($0.titles) } == [["Cancel", "Delete Chat"]])
    }
}
