import Testing
@testable import ButtonStackScan

/// UIKit menus built in a local list that later statements insert into (`actions.insert(…, at: 0)`
/// under an `if`, `actions.insert(x, at: 1)`): the inserted actions at their place.
@Suite struct BuiltListInsertsTests {
    /// An `if` inserting two actions first, in a `switch` case: the variant with them puts them
    /// before the others, and the variant without them is the list as it was.
    @Test func insertsAtTheFrontUnderAnIfComeFirst() throws {
        let (report, _) = try scan(["Menu.swift": """
        import UIKit
        final class CollectionsHandler {
            var editable = true
            func menu(empty: Bool) -> UIMenu? {
                var actions: [UIAction] = []
                let edit = UIAction(title: NSLocalizedString("edit", comment: ""), image: UIImage(systemName: "pencil")) { _ in }
                actions.append(edit)
                let bibliography = UIAction(title: NSLocalizedString("bibliography", comment: ""), image: UIImage(systemName: "doc.on.doc")) { _ in }
                actions.append(bibliography)
                if !empty {
                    actions.insert(contentsOf: [download(), removeDownloads()], at: 0)
                }
                return UIMenu(children: actions)

                func download() -> UIAction {
                    UIAction(title: NSLocalizedString("download", comment: ""), image: UIImage(systemName: "arrow.down")) { _ in }
                }
                func removeDownloads() -> UIAction {
                    UIAction(title: NSLocalizedString("remove_downloads", comment: ""), image: UIImage(systemName: "trash")) { _ in }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["download", "remove_downloads", "edit", "bibliography"], ["edit", "bibliography"]])
    }

    /// An insert at a stated place puts the action there.
    @Test func anInsertAtAPlaceGoesThere() throws {
        let (report, _) = try scan(["Swipe.swift": """
        import UIKit
        final class ItemsHandler {
            func menu() -> UIMenu {
                var actions = [UIAction(title: NSLocalizedString("trash", comment: ""), image: nil) { _ in },
                               UIAction(title: NSLocalizedString("add", comment: ""), image: nil) { _ in }]
                actions.insert(UIAction(title: NSLocalizedString("remove", comment: ""), image: nil) { _ in }, at: 1)
                return UIMenu(children: actions)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["trash", "remove", "add"]])
    }
}

/// Branches inserting before the elements in one and appending in the other (found by a
/// review): each branch changes the list as it was, no variant mixing the two.
@Suite struct MixedBranchInsertsTests {
    @Test func anInsertInOneBranchAndAnAppendInTheOtherInventNothing() throws {
        let (report, _) = try scan(["Menu.swift": """
        import UIKit
        final class PostMenu {
            var isOwner = false
            func menu() -> UIMenu {
                var actions: [UIAction] = [UIAction(title: NSLocalizedString("share", comment: "")) { _ in },
                                           UIAction(title: NSLocalizedString("edit", comment: "")) { _ in }]
                if isOwner {
                    actions.insert(UIAction(title: NSLocalizedString("delete", comment: "")) { _ in }, at: 0)
                } else {
                    actions.append(UIAction(title: NSLocalizedString("report", comment: "")) { _ in })
                }
                return UIMenu(children: actions)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["delete", "share", "edit"], ["share", "edit", "report"]])
    }
}
