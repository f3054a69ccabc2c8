import Testing
@testable import ButtonStackScan

/// Faults a fourth reading of the scan found in its new readers (locals given values in
/// branches, alerts helpers return, iOS 26's default labels). Fixtures written for these
/// tests, naming no app.
@Suite struct FourthReviewTests {
    /// A helper that makes an alert and calls itself on its way (`let again = make()`): read to the
    /// inlining depth and ended, its alert its group, never a crash.
    @Test func aHelperReturningTheAlertItMakesByCallingItselfEnds() throws {
        let (report, _) = try scan(["A.swift": """
        import UIKit
        final class LoopViewController: UIViewController {
            func make() -> UIAlertController {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                let again = make()
                alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default))
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                return alert
            }
        }
        """])
        #expect(report.groups.map(\.line) == [4])
        #expect(report.groups.map { Set($0.titles) } == [["OK", "Cancel"]])
    }

    /// A `var` read, then given another value, then read again: no one value holds for both reads,
    /// so both groups are skipped, never shown with the later value twice.
    @Test func aLocalChangedBetweenTwoReadsIsKnownOnlyAtRunTime() throws {
        let (report, _) = try scan(["A.swift": """
        import UIKit
        final class SaveViewController: UIViewController {
            func confirm() {
                var title = NSLocalizedString("Save", comment: "")
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: title, style: .default))
                title = NSLocalizedString("Discard", comment: "")
                alert.addAction(UIAlertAction(title: title, style: .destructive))
                present(alert, animated: true)
            }
            func menu() -> UIMenu {
                var title = NSLocalizedString("Copy", comment: "")
                let first = UIAction(title: title) { _ in }
                title = NSLocalizedString("Share", comment: "")
                let second = UIAction(title: title) { _ in }
                return UIMenu(children: [first, second])
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.count == 2)
    }

    /// A `case` that falls through into the next: the scan does not follow it, and the alert is skipped.
    @Test func aCaseThatFallsThroughLeavesTheLocalToRunTime() throws {
        let (report, _) = try scan(["A.swift": """
        import UIKit
        final class ModeViewController: UIViewController {
            enum Mode { case a, b, c }
            var mode: Mode = .a
            func confirm() {
                var title = NSLocalizedString("Keep", comment: "")
                switch mode {
                case .a:
                    title = NSLocalizedString("Archive", comment: "")
                    fallthrough
                case .b:
                    title = NSLocalizedString("Remove", comment: "")
                default:
                    break
                }
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                alert.addAction(UIAlertAction(title: title, style: .default))
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.count == 1)
    }

    /// `case .custom(let name): title = name` where an outer `name` is declared: the case's own
    /// name, known only at run time, never the outer one's value.
    @Test func aNameACaseBindsIsNotTheOuterOne() throws {
        let (report, _) = try scan(["A.swift": """
        import UIKit
        final class KindViewController: UIViewController {
            enum Kind { case custom(String), none }
            var kind: Kind = .none
            func confirm() {
                let name = NSLocalizedString("Default", comment: "")
                let title: String
                switch kind {
                case .custom(let name): title = name
                case .none: title = NSLocalizedString("None", comment: "")
                }
                let alert = UIAlertController(title: name, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                alert.addAction(UIAlertAction(title: title, style: .default))
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.count == 1)
    }

    /// `default: return` in a switch giving a title: the first value never reaches the alert.
    @Test func aBranchThatReturnsNeverReachesTheRead() throws {
        let (report, _) = try scan(["A.swift": """
        import UIKit
        final class DoorViewController: UIViewController {
            enum State { case open, closed, broken }
            var state: State = .open
            func confirm() {
                var title = NSLocalizedString("Unknown", comment: "")
                switch state {
                case .open: title = NSLocalizedString("Close", comment: "")
                case .closed: title = NSLocalizedString("Open", comment: "")
                default: return
                }
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                alert.addAction(UIAlertAction(title: title, style: .default))
                present(alert, animated: true)
            }
        }
        """])
        #expect(Set(report.groups.map { Set($0.titles) }) == [["Cancel", "Close"], ["Cancel", "Open"]])
    }

    /// `if #unavailable(iOS 16) { image = … }`: never taken on the iOS the renderer draws.
    @Test func unavailableTakesItsElse() throws {
        let (report, _) = try scan(["A.swift": """
        import UIKit
        final class PinViewController: UIViewController {
            func pinMenu() -> UIMenu {
                var image = UIImage(systemName: "pin.fill")
                if #unavailable(iOS 16) {
                    image = UIImage(named: "pin-legacy")
                }
                return UIMenu(children: [
                    UIAction(title: NSLocalizedString("Pin", comment: ""), image: image) { _ in },
                    UIAction(title: NSLocalizedString("Copy", comment: ""), image: UIImage(systemName: "doc.on.doc")) { _ in },
                ])
            }
        }
        """])
        #expect(report.groups.map(\.icons) == [["pin.fill", "doc.on.doc"]])
    }

    /// `cell.imageView?.image = nil` between a local `image` and its `#available` branch: a member,
    /// not a read of the local; the icon is the newer branch's.
    @Test func aMemberOfTheSameNameIsNoReadOfTheLocal() throws {
        let (report, _) = try scan(["A.swift": """
        import UIKit
        final class ReadViewController: UIViewController {
            let cell = UITableViewCell()
            func menu() -> UIMenu {
                var image = UIImage(named: "star-legacy")
                cell.imageView?.image = nil
                if #available(iOS 16, *) { image = UIImage(systemName: "star.fill") }
                return UIMenu(children: [
                    UIAction(title: NSLocalizedString("Star", comment: ""), image: image) { _ in },
                    UIAction(title: NSLocalizedString("Copy", comment: ""), image: UIImage(systemName: "doc.on.doc")) { _ in },
                ])
            }
            func alert() {
                var image = UIImage(named: "star-legacy")
                cell.imageView?.image = nil
                if #available(iOS 16, *) { image = UIImage(systemName: "star.fill") }
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                let star = UIAlertAction(title: NSLocalizedString("Star", comment: ""), style: .default)
                star.setValue(image, forKey: "image")
                alert.addAction(star)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.map(\.icons) == [["star.fill", "doc.on.doc"], ["star.fill", nil]])
    }

    /// `Button(role:titleKey:)` of the app's extension, and a role chosen at run time: no default
    /// label is given (each is skipped with its reason), only SwiftUI's `Button(role:action:)` has one.
    @Test func defaultLabelsOnlyForSwiftUIsOwnInitializer() throws {
        let (report, _) = try scan(["A.swift": """
        import SwiftUI
        extension Button where Label == Text {
            init(role: ButtonRole, titleKey: String, action: @escaping () -> Void) {
                self.init(LocalizedStringKey(titleKey), role: role, action: action)
            }
        }
        struct RemoveView: View {
            @State var shown = false
            var isEditing: Bool
            var body: some View {
                Text("x")
                    .alert("Remove?", isPresented: $shown) {
                        Button(role: .destructive, titleKey: "Remove") {}
                        Button(role: .cancel, titleKey: "Keep") {}
                    }
                    .toolbar {
                        Button(role: isEditing ? .confirm : .cancel) {}
                        Button("Share", systemImage: "square.and.arrow.up") {}
                    }
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.count == 2)
    }

    /// A helper's alert held by a `lazy var`, and a helper making one of two alerts: each still a
    /// group at its call, as before alerts returned to a body were read there.
    @Test func aReturnedAlertKeptInAPropertyOrMadeByBranchesIsStillItsGroup() throws {
        let (report, _) = try scan(["A.swift": """
        import UIKit
        enum AlertHelper {
            static func confirm(action: String) -> UIAlertController {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: action, style: .destructive))
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                return alert
            }
            static func pick(action: String, sheet: Bool) -> UIAlertController {
                if sheet {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    alert.addAction(UIAlertAction(title: action, style: .default))
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                    return alert
                }
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: action, style: .default))
                alert.addAction(UIAlertAction(title: NSLocalizedString("Close", comment: ""), style: .cancel))
                return alert
            }
        }
        final class ListViewController: UIViewController {
            lazy var removeAlert = AlertHelper.confirm(action: NSLocalizedString("Remove", comment: ""))
            func delete() {
                let alert = AlertHelper.confirm(action: NSLocalizedString("Delete", comment: ""))
                present(alert, animated: true)
            }
            func choose() {
                let alert = AlertHelper.pick(action: NSLocalizedString("Choose", comment: ""), sheet: true)
                present(alert, animated: true)
            }
        }
        """])
        #expect(Set(report.groups.map(\.line)).isSuperset(of: [23, 25, 29]))
    }

    /// `alert.addActions([…])` inside `DispatchQueue.main.async { }`: the statements of the body do
    /// not read the closure, so the call is the group.
    @Test func anAlertMethodCalledInAClosureIsItsOwnGroup() throws {
        let (report, _) = try scan(["A.swift": """
        import UIKit
        extension UIAlertController {
            func addActions(_ actions: [UIAlertAction]) { for action in actions { addAction(action) } }
        }
        final class AskViewController: UIViewController {
            func ask() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                DispatchQueue.main.async {
                    alert.addActions([UIAlertAction(title: NSLocalizedString("Yes", comment: ""), style: .default),
                                      UIAlertAction(title: NSLocalizedString("No", comment: ""), style: .cancel)])
                    self.present(alert, animated: true)
                }
            }
        }
        """])
        #expect(report.groups.map { Set($0.titles) } == [["Yes", "No"]])
    }
}
