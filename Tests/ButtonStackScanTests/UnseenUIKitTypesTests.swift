import Testing
@testable import ButtonStackScan

/// UIKit types of the app that the scanned folders do not declare (a shared module, a folder left
/// out of the scan): their names and the calls made on them say what they are.
@Suite struct UnseenUIKitTypesTests {
    /// A class named `…AlertController` declared nowhere in the scanned code, made with
    /// `preferredStyle:` (`UIAlertController`'s own initializer), is an alert controller: its
    /// actions are one group.
    @Test func anUnseenAlertControllerSubclassMadeWithAStyleIsAnAlert() throws {
        let (report, _) = try scan(["Compose.swift": """
        import UIKit
        final class ComposeViewController: UIViewController {
            func confirmDiscard() {
                let alertController = PortraitAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                let discard = UIAlertAction(title: NSLocalizedString("compose.discard", comment: ""), style: .destructive) { _ in }
                alertController.addAction(discard)
                alertController.addAction(UIAlertAction(title: NSLocalizedString("compose.cancel", comment: ""), style: .cancel))
                present(alertController, animated: true)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["compose.discard", "compose.cancel"]])
    }

    /// The name alone is not enough: a type declared in the scanned code that is no alert
    /// controller, and an unseen one made without a style, make no alert.
    @Test func anAlertControllerNameWithoutItsInitializerIsNoAlert() throws {
        let (report, _) = try scan(["Sheets.swift": """
        import UIKit
        final class SheetAlertController: NSObject {
            init(title: String?, message: String?, preferredStyle: Int) {}
            func addAction(_ action: UIAlertAction) {}
        }
        final class Sheets: UIViewController {
            func declared() {
                let sheet = SheetAlertController(title: nil, message: nil, preferredStyle: 0)
                sheet.addAction(UIAlertAction(title: "sheets.one", style: .default))
                sheet.addAction(UIAlertAction(title: "sheets.two", style: .cancel))
            }
            func unstyled() {
                let other = BannerAlertController(text: "sheets.banner")
                other.addAction(UIAlertAction(title: "sheets.three", style: .default))
                other.addAction(UIAlertAction(title: "sheets.four", style: .cancel))
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }

    /// A class named `…Button` declared nowhere in the scanned code and given a title with
    /// `setTitle(_:for:)` is a `UIButton`: two of them in one stack view are a group.
    @Test func unseenButtonSubclassesInAStackViewAreAGroup() throws {
        let (report, _) = try scan(["Empty.swift": """
        import UIKit
        final class EmptyStateViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let findButton: PrimaryActionButton = {
                    let button = PrimaryActionButton()
                    button.setTitle(NSLocalizedString("empty.find_people", comment: ""), for: .normal)
                    return button
                }()
                let searchButton: HighlightDimmableButton = {
                    let button = HighlightDimmableButton()
                    button.setTitle(NSLocalizedString("empty.search", comment: ""), for: .normal)
                    return button
                }()
                let stack = UIStackView()
                stack.axis = .vertical
                stack.addArrangedSubview(findButton)
                stack.addArrangedSubview(searchButton)
                view.addSubview(stack)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["empty.find_people", "empty.search"]])
    }

    /// A type of the scanned code named `…Button` that is no button (a view that only looks like
    /// one by name) stays what it is declared to be.
    @Test func aDeclaredTypeNamedButtonThatIsNoButtonIsNotOne() throws {
        let (report, _) = try scan(["Panel.swift": """
        import UIKit
        final class BadgeButton: UIView {
            func setTitle(_ title: String?, for state: UIControl.State) {}
        }
        final class PanelViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let first = BadgeButton()
                first.setTitle("panel.one", for: .normal)
                let second = BadgeButton()
                second.setTitle("panel.two", for: .normal)
                let stack = UIStackView(arrangedSubviews: [first, second])
                view.addSubview(stack)
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }

    /// Controls of other frameworks are named `…Button` too. Made with no title or image set as a
    /// `UIButton`'s, they are not taken for buttons: no group, and no skipped one said to show only
    /// an icon.
    @Test func unseenControlsNamedButtonWithNoTitleAreNoButtons() throws {
        let (report, _) = try scan(["SignIn.swift": """
        import UIKit
        import AuthenticationServices
        final class SignInViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let stack = UIStackView(arrangedSubviews: [ASAuthorizationAppleIDButton(type: .signIn, style: .black), GIDSignInButton()])
                view.addSubview(stack)
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.isEmpty)
    }
}

/// An unseen class named plainly `AlertController`, made with `preferredStyle:`, its actions
/// added by its own `addAction(_:accessibilityIdentifier:)`: an alert too.
@Suite struct PlainAlertControllerTests {
    @Test func aPlainAlertControllerMadeWithAStyleIsAnAlert() throws {
        let (report, _) = try scan(["DownloadToast.swift": """
        import UIKit
        final class DownloadToast: UIView {
            weak var viewController: UIViewController?
            @objc func buttonPressed() {
                let alert = AlertController(title: NSLocalizedString("t", comment: ""), message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Resume", comment: ""), style: .cancel, handler: nil), accessibilityIdentifier: "resume")
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .default, handler: nil), accessibilityIdentifier: "cancel")
                viewController?.present(alert, animated: true, completion: nil)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Resume", "Cancel"]])
    }

    /// A namespace of titles nested as `Strings.AlertController` is not the class an
    /// unqualified `AlertController(…)` makes.
    @Test func aNestedNamespaceOfTheSameNameHidesNothing() throws {
        let (report, _) = try scan(["Strings.swift": """
        import Foundation
        public struct Strings {}
        extension Strings {
            public struct AlertController {
                public static let Title = NSLocalizedString("AlertController.RestoreTabs.Title", comment: "")
            }
        }
        """, "DownloadToast.swift": """
        import UIKit
        final class DownloadToast: UIView {
            weak var viewController: UIViewController?
            @objc func buttonPressed() {
                let alert = AlertController(title: Strings.AlertController.Title, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Resume", comment: ""), style: .cancel, handler: nil), accessibilityIdentifier: "resume")
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .default, handler: nil), accessibilityIdentifier: "cancel")
                viewController?.present(alert, animated: true, completion: nil)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Resume", "Cancel"]])
    }
}

/// A shared module's image helper (`UIImage.templateImageNamed("forgetMode")`) names the asset.
@Suite struct UnseenImageHelpersTests {
    @Test func anUnseenImageNamedHelperNamesTheAsset() throws {
        let (report, _) = try scan(["Peek.swift": """
        import UIKit
        final class TabPeekViewController: UIViewController {
            func menu() -> UIMenu {
                let close = UIAction(title: NSLocalizedString("Close Tab", comment: ""), image: UIImage.templateImageNamed("menu-CloseTabs")) { _ in }
                let copy = UIAction(title: NSLocalizedString("Copy URL", comment: ""), image: UIImage.templateImageNamed("menu-Copy-Link")) { _ in }
                return UIMenu(children: [close, copy])
            }
        }
        """])
        #expect(report.groups.map(\.icons) == [["asset:menu-CloseTabs", "asset:menu-Copy-Link"]])
    }
}

/// Name rules bounded after a review.
@Suite struct UnseenNameLimitsTests {
    /// A type nesting its own `AlertController` (no `UIAlertController`) makes no alert.
    @Test func aNestedAlertControllerOfTheTypeAroundIsNoAlert() throws {
        let (report, _) = try scan(["Picker.swift": """
        import UIKit
        final class Picker: UIViewController {
            final class AlertController: UIViewController {
                init(title: String?, message: String?, preferredStyle: Int) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
                func addAction(_ action: UIAlertAction) {}
            }
            func show() {
                let sheet = AlertController(title: nil, message: nil, preferredStyle: 0)
                sheet.addAction(UIAlertAction(title: "one", style: .default))
                sheet.addAction(UIAlertAction(title: "two", style: .cancel))
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }

    /// `UIImage.systemImageNamed("…")` names an SF Symbol, not an asset; an image the app's
    /// scanned catalogs do not hold is not one of them.
    @Test func symbolHelpersAndUnknownAssetsAreNotAssets() throws {
        let (report, _) = try scan(["Peek.swift": """
        import UIKit
        final class TabPeekViewController: UIViewController {
            func menu() -> UIMenu {
                let close = UIAction(title: NSLocalizedString("Close Tab", comment: ""), image: UIImage.systemImageNamed("xmark")) { _ in }
                let copy = UIAction(title: NSLocalizedString("Copy URL", comment: ""), image: UIImage.templateImageNamed("menu-Copy-Link")) { _ in }
                return UIMenu(children: [close, copy])
            }
        }
        """, "Assets.xcassets/Contents.json": "{}", "Assets.xcassets/other.imageset/Contents.json": "{}"])
        #expect(report.groups.isEmpty)
    }

    /// A root that is not one of SwiftGen's usual names (`LocalizationManager.cancel`) is not read.
    @Test func aLocalizationManagerIsNotSwiftGen() throws {
        let (report, _) = try scan(["V.swift": """
        import SwiftUI
        struct V: View {
            var body: some View { HStack { Button(LocalizationManager.cancel) { }; Button(LocalizationManager.done) { } } }
        }
        """, "en.lproj/Localizable.strings": "\"cancel\" = \"Cancel\";\n\"done\" = \"Done\";\n"])
        #expect(report.groups.isEmpty)
    }
}
