import Testing
@testable import ButtonStackScan

/// UIKit's groups and SwiftGen's generated accessors.
@Suite struct UIKitGroupTests {
    static let strings = """
    // swiftlint:disable all
    // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
    internal enum L10n {
      internal enum Common {
        internal enum Controls {
          /// Save
          internal static let save = L10n.tr("Localizable", "Common.Controls.Actions.Save", fallback: "Save")
          internal static var cancel: String { return L10n.tr("Localizable", "common_cancel") }
        }
      }
      internal static var actionCopy: String { return L10n.tr("Actions", "action_copy") }
      internal static func delete(_ p1: Any) -> String { return L10n.tr("Localizable", "delete %@", String(describing: p1)) }
    }
    extension L10n {
      private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String = "") -> String { value }
    }
    """

    @Test func alertControllersReadSwiftGenKeysAndLayOutAsIOSDoes() throws {
        let (report, _) = try scan(["Generated/Strings.swift": Self.strings, "Controller.swift": """
        final class Controller: UIViewController {
            func confirm() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                let cancel = UIAlertAction(title: L10n.Common.Controls.cancel, style: .cancel)
                alert.addAction(UIAlertAction(title: L10n.Common.Controls.save, style: .default) { _ in })
                alert.addAction(cancel)
                present(alert, animated: true)
            }
            func more() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: NSLocalizedString("sheet.cancel", comment: ""), style: .cancel))
                sheet.addAction(UIAlertAction(title: L10n.actionCopy, style: .default))
                sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            }
        }
        """])
        let alert = try #require(report.groups.first { $0.container == "alertController" })
        #expect(alert.titles == ["common_cancel", "Common.Controls.Actions.Save"])
        #expect(alert.buttons.map(\.role) == ["cancel", nil])
        let sheet = try #require(report.groups.first { $0.container == "actionSheet" })
        #expect(sheet.titles == ["Actions:action_copy", "\"Delete\"", "sheet.cancel"])
    }

    @Test func menusStacksAndBarsAreRead() throws {
        let (report, _) = try scan(["Generated/Strings.swift": Self.strings, "Screen.swift": """
        final class Screen: UIViewController {
            private lazy var copyButton: UIButton = {
                let button = UIButton(configuration: .filled())
                button.setTitle(L10n.actionCopy, for: .normal)
                button.setImage(UIImage(systemSymbol: .docOnDoc), for: .normal)
                return button
            }()
            private let shareButton = UIButton(type: .system)
            private lazy var stack = UIStackView(arrangedSubviews: [copyButton, label])

            override func viewDidLoad() {
                shareButton.setTitle("Share", for: .normal)
                shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                stack.addArrangedSubview(shareButton)
                stack.axis = .vertical
                let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
                button.menu = UIMenu(title: "", children: [
                    UIAction(title: L10n.Common.Controls.save, image: UIImage(named: "save-icon")) { _ in },
                    delete,
                ])
                navigationItem.rightBarButtonItems = [
                    UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done)),
                    UIBarButtonItem(title: L10n.Common.Controls.cancel, style: .plain, target: nil, action: nil),
                ]
                let runtime = UIMenu(children: items.map { UIAction(title: $0.name) { _ in } })
            }
        }
        """])
        let stack = try #require(report.groups.first { $0.container == "stackView" })
        #expect(stack.titles == ["Actions:action_copy", "\"Share\""])
        #expect(stack.icons == ["doc.on.doc", "square.and.arrow.up"])
        #expect(stack.buttons.map(\.style) == ["filled", nil])
        #expect(stack.modes == [3])
        let menu = try #require(report.groups.first { $0.container == "uiMenu" })
        #expect(menu.titles == ["Common.Controls.Actions.Save", "\"Delete\""])
        #expect(menu.icons == ["asset:save-icon", "trash"])
        #expect(menu.buttons.map(\.role) == [nil, "destructive"])
        let bar = try #require(report.groups.first { $0.container == "navigationBar" })
        #expect(bar.titles == ["\"Done\"", "common_cancel"])
        #expect(report.skipped.contains { $0.reason.contains("items.map") })
    }

    @Test func anAppsButtonSubclassWrappedInAContainerIsTheButtonOfTheStack() throws {
        let (report, _) = try scan(["Generated/Strings.swift": Self.strings, "Nav.swift": """
        class PrimaryButton: RoundedButton {}
        class RoundedButton: UIButton {}
        final class NavigationView: UIView {
            let buttonContainer = UIStackView()
            let backShadow = ShadowContainer()
            let backButton: PrimaryButton = {
                let button = PrimaryButton()
                button.setTitle(L10n.Common.Controls.cancel, for: .normal)
                return button
            }()
            let nextButton = PrimaryButton()
            func setUp() {
                nextButton.setTitle(L10n.Common.Controls.save, for: .normal)
                buttonContainer.addArrangedSubview(backShadow)
                buttonContainer.addArrangedSubview(nextButton)
                backShadow.addSubview(backButton)
            }
        }
        """])
        let stack = try #require(report.groups.first { $0.container == "stackView" })
        #expect(stack.titles == ["common_cancel", "Common.Controls.Actions.Save"])
        #expect(stack.buttons.map(\.line) == [14, 15])
    }

    /// A format accessor filled in at run time (`L10n.delete(name)`) is its key, with a sample
    /// for its argument (it used to leave the group skipped).
    @Test func aFormatAccessorIsItsKeyWithASample() throws {
        let (report, _) = try scan(["Generated/Strings.swift": Self.strings, "V.swift": """
        struct V: View {
            var name: String
            var body: some View {
                HStack { Button(L10n.delete(name)) {}; Button(L10n.actionCopy) {} }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["delete %@(Name)", "Actions:action_copy"]])
        #expect(report.skipped.isEmpty)
    }

    /// An app's alert helper given its actions as an array literal is an alert of those actions;
    /// an array of one action, or of values made elsewhere, is no group.
    @Test func anAlertHelperGivenAnArrayOfActionsIsAnAlert() throws {
        let (report, _) = try scan(["Categories.swift": """
        final class Categories: UIViewController {
            func presentAlert(title: String, message: String, actions: [UIAlertAction] = []) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                for action in actions { alert.addAction(action) }
                present(alert, animated: true)
            }
            func add() {
                presentAlert(title: "t", message: "m", actions: [
                    UIAlertAction(title: NSLocalizedString("CANCEL", comment: ""), style: .cancel),
                    UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in }
                ])
            }
            func one() {
                presentAlert(title: "t", message: "m", actions: [UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .cancel)])
            }
        }
        """])
        #expect(report.groups.count == 1)
        let group = try #require(report.groups.first)
        #expect(group.container == "alertController")
        #expect(group.line == 8)
        #expect(group.titles == ["CANCEL", "OK"])
        #expect(group.buttons.map(\.role) == ["cancel", nil])
    }

    /// A title and an icon chosen by ternaries over one condition pair up: the first title
    /// with the first icon, the second with the second (not the first icon for both).
    @Test func ternaryTitlesAndIconsPairUp() throws {
        let (report, _) = try scan(["Browse.swift": """
        final class Browse: UIViewController {
            func menu(pinned: Bool) -> UIMenu {
                UIMenu(title: "", children: [
                    UIAction(title: pinned ? NSLocalizedString("UNPIN", comment: "") : NSLocalizedString("PIN", comment: ""),
                             image: UIImage(systemName: pinned ? "pin.slash" : "pin")) { _ in },
                    UIAction(title: NSLocalizedString("UNINSTALL", comment: ""), image: UIImage(systemName: "trash")) { _ in },
                ])
            }
        }
        struct Row: View {
            let on: Bool
            var body: some View {
                HStack {
                    Button(on ? "row.off" : "row.on", systemImage: on ? "pause" : "play") {}
                    Button("row.delete", systemImage: "trash") {}
                }
            }
        }
        """])
        let menus = report.groups.filter { $0.container == "uiMenu" }
        #expect(menus.map(\.icons) == [["pin.slash", "trash"], ["pin", "trash"]])
        #expect(menus.map(\.titles) == [["UNPIN", "UNINSTALL"], ["PIN", "UNINSTALL"]])
        let rows = report.groups.filter { $0.container == "hstack" }
        #expect(rows.map(\.icons) == [["pause", "trash"], ["play", "trash"]])
    }

    /// An action sheet's icons as UIKit draws them: an image set on the action under the key
    /// "image" (`setValue(_:forKey:)`, in an `if let` or not, or an app's `image` property over
    /// that key), before the action is added; an action given none shows none.
    @Test func anActionsImageSetByKeyIsItsIcon() throws {
        let (report, _) = try scan(["Sheet.swift": """
        import UIKit
        extension UIImage {
            func resize(maxWidthHeight: Double) -> UIImage? {
                UIGraphicsBeginImageContextWithOptions(CGSize(width: maxWidthHeight, height: maxWidthHeight), false, 0)
                self.draw(in: CGRect(origin: .zero, size: CGSize(width: maxWidthHeight, height: maxWidthHeight)))
                return UIGraphicsGetImageFromCurrentImageContext()
            }
        }
        extension UIAlertAction {
            var image: UIImage? {
                get { value(forKey: "image") as? UIImage }
                set { setValue(newValue, forKey: "image") }
            }
        }
        final class ListViewController: UIViewController {
            func showActions() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                let remove = UIAlertAction(title: "Remove", style: .destructive) { _ in }
                if let image = UIImage(systemName: "trash")?.resize(maxWidthHeight: 23) {
                    remove.setValue(image, forKey: "image")
                }
                sheet.addAction(remove)
                let pin = UIAlertAction(title: "Pin", style: .default) { _ in }
                pin.setValue(UIImage(systemName: "pin"), forKey: "image")
                sheet.addAction(pin)
                let share = UIAlertAction(title: "Share", style: .default) { _ in }
                share.image = UIImage(systemName: "square.and.arrow.up")
                sheet.addAction(share)
                let plain = UIAlertAction(title: "Rename", style: .default) { _ in }
                plain.setValue(CATextLayerAlignmentMode.left, forKey: "titleTextAlignment")
                sheet.addAction(plain)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(sheet, animated: true)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"Remove\"", "\"Pin\"", "\"Share\"", "\"Rename\"", "\"Cancel\""]])
        #expect(report.groups.map(\.icons) == [["trash", "pin", "square.and.arrow.up", nil, nil]])
    }
}
