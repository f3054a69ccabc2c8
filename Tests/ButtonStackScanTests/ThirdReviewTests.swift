import Testing
@testable import ButtonStackScan

/// Faults a review of the sixth session's scan changes found, each with the input that showed it.
@Suite struct ThirdReviewTests {
    /// A `static var current: Session? = nil` is set later: `!= nil` over it leaves both variants.
    @Test func aStaticVarThatStartsNilIsSetAtRunTime() throws {
        let (report, _) = try scan([
            "A.swift": """
            import UIKit
            final class Session { static var current: Session? = nil }
            final class VC: UIViewController {
                func showMenu() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    alert.addAction(UIAlertAction(title: "Settings", style: .default))
                    if Session.current != nil {
                        alert.addAction(UIAlertAction(title: "Log Out", style: .destructive))
                    }
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    present(alert, animated: true)
                }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["\"Settings\"", "\"Log Out\"", "\"Cancel\""], ["\"Settings\"", "\"Cancel\""]])
    }

    /// `ActionButton(title: nil)` with `if title != nil { … } else { Button("Skip") }`: the `else`.
    @Test func aSmallViewPassedNilTakesItsOtherBranch() throws {
        let (report, _) = try scan([
            "A.swift": """
            import SwiftUI
            struct ActionButton: View {
                var title: String?
                var body: some View {
                    if title != nil { Button(title!) {} } else { Button("Skip") {} }
                }
            }
            struct Screen: View {
                var body: some View {
                    HStack { ActionButton(title: nil); Button("Close") {} }
                }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["Skip", "Close"]])
    }

    /// `Button(title ?? "Done")` where `title` is a `LocalizedStringKey?`: "Done" is a key.
    @Test func aLiteralAfterAnOptionalKeyIsAKey() throws {
        let (report, _) = try scan([
            "A.swift": """
            import SwiftUI
            struct V: View {
                func actionButton(_ title: LocalizedStringKey? = nil) -> some View { Button(title ?? "Done") {} }
                var body: some View { HStack { actionButton(); actionButton("Later") } }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["Done", "Later"]])
    }

    /// A `private typealias Strings` of one file is not what another file's `Strings` means.
    @Test func aPrivateAliasIsNotSeenFromAnotherFile() throws {
        let (report, _) = try scan([
            "Login.swift": """
            import SwiftUI
            enum L10n {
                enum Login {
                    static let ok = NSLocalizedString("login.ok", comment: "")
                    static let cancel = NSLocalizedString("login.cancel", comment: "")
                }
            }
            private typealias Strings = L10n.Login
            struct LoginView: View {
                var body: some View { HStack { Button(Strings.ok) {}; Button(Strings.cancel) {} } }
            }
            """,
            "Other.swift": """
            import SwiftUI
            import DesignKit   // declares its own `Strings` (DesignKit.Strings.ok, .cancel)
            struct OtherView: View {
                var body: some View { HStack { Button(Strings.ok) {}; Button(Strings.cancel) {} } }
            }
            """,
        ])
        #expect(report.groups.map(\.file) == ["Login.swift"])
        #expect(report.skipped.map(\.file) == ["Other.swift"])
    }

    /// A view's `typealias Strings = L10n.Settings` is its `Strings`, not another view's `enum Strings`.
    @Test func aViewsAliasHidesATypeOfTheSameNameElsewhere() throws {
        let (report, _) = try scan([
            "Profile.swift": """
            import SwiftUI
            struct ProfileView: View {
                private enum Strings {
                    static let save = "Save profile"
                    static let cancel = "Discard profile"
                }
                var body: some View { Text("x") }
            }
            """,
            "Settings.swift": """
            import SwiftUI
            enum L10n {
                enum Settings {
                    static let save = NSLocalizedString("settings.save", comment: "")
                    static let cancel = NSLocalizedString("settings.cancel", comment: "")
                }
            }
            struct SettingsView: View {
                private typealias Strings = L10n.Settings
                var body: some View {
                    HStack { Button(Strings.save) {}; Button(Strings.cancel) {} }
                }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["settings.save", "settings.cancel"]])
    }

    /// `"login".localized()` of the app's `extension StringProtocol` is read from its body, never taken as a key by its name.
    @Test func aLocalizingMethodTheAppDeclaresIsNeverReadByItsName() throws {
        let (report, _) = try scan([
            "A.swift": """
            import SwiftUI
            extension StringProtocol {
                func localized() -> String { NSLocalizedString(String(self), tableName: "Auth", comment: "") }
            }
            struct V: View {
                var body: some View { HStack { Button("login".localized()) {}; Button("signup".localized()) {} } }
            }
            """,
        ])
        #expect(!report.groups.flatMap(\.titles).contains("login"))
    }

    /// `UIHostingController<Text>`, `UIKit.UINavigationController` and `UIImagePickerController` subclasses reach a helper of `extension UIViewController`.
    @Test func genericAndQualifiedUIKitClassesReachTheViewControllerHelper() throws {
        let (report, _) = try scan([
            "A.swift": """
            import UIKit
            import SwiftUI
            extension UIViewController {
                func confirm(_ title: String) {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: title, style: .destructive))
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    present(alert, animated: true)
                }
            }
            final class Host: UIHostingController<Text> {
                func go() { confirm("Remove") }
            }
            final class Nav: UIKit.UINavigationController {
                func go() { confirm("Pop") }
            }
            final class Picker: UIImagePickerController {
                func go() { confirm("Retake") }
            }
            """,
        ])
        #expect(report.groups.map(\.line) == [12, 15, 18])
    }

    /// A local function called in a loop over a stated list adds one action an element.
    @Test func aLocalFunctionCalledInALoopAddsEachAction() throws {
        let (report, _) = try scan([
            "A.swift": """
            import UIKit
            final class VC: UIViewController {
                func showMenu() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    func add(_ title: String) {
                        alert.addAction(UIAlertAction(title: title, style: .default))
                    }
                    for title in ["Camera", "Library"] { add(title) }
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    present(alert, animated: true)
                }
                func showOther() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    func add(_ title: String) {
                        alert.addAction(UIAlertAction(title: title, style: .default))
                    }
                    add("Share")
                    do { add("Copy") }
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    present(alert, animated: true)
                }
            }
            """,
        ])
        #expect(report.groups.first?.titles == ["\"Camera\"", "\"Library\"", "\"Cancel\""])
    }

    /// A local function that calls itself sixteen times is not inlined inside itself: the
    /// alert's actions are as many as the run decides, so it is skipped, at once.
    @Test func aLocalFunctionCallingItselfEnds() throws {
        let (report, _) = try scan([
            "A.swift": """
            import UIKit
            final class VC: UIViewController {
                func showMenu() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    func add(_ key: String) {
                        alert.addAction(UIAlertAction(title: key, style: .default))
                        add(key); add(key); add(key); add(key); add(key); add(key); add(key); add(key); add(key); add(key); add(key); add(key); add(key); add(key); add(key); add(key);
                    }
                    add("a")
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    present(alert, animated: true)
                }
            }
            """,
        ])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.map(\.reason) == ["actionSheet: line 7: `add` calls itself"])
    }

    /// A chain of 3,000 `??` is not followed (each term once deeper overflowed the stack).
    @Test func aLongNilCoalescingChainIsNotFollowed() throws {
        let chain = Array(repeating: "nil", count: 3_000).joined(separator: " ?? ") + " ?? \"x\""
        let (report, _) = try scan(["A.swift": "struct V: View { var body: some View { HStack { Button(\(chain)) {}; Button(\"b\") {} } } }"])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.first?.reason.contains("chain") == true)
    }

    /// The same through a method of the app's `extension UIAlertController` calling itself
    /// twelve times (a minute, before, in a debug build): skipped at once.
    @Test func anAlertMethodCallingItselfEnds() throws {
        let (report, _) = try scan([
            "A.swift": """
            extension UIAlertController {
                func addMany(_ t: String) {
                    addAction(UIAlertAction(title: t, style: .default))
                    addMany(t); addMany(t); addMany(t); addMany(t); addMany(t); addMany(t); addMany(t); addMany(t); addMany(t); addMany(t); addMany(t); addMany(t)
                }
            }
            final class VC: UIViewController {
                func showMenu() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    alert.addMany("a")
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    present(alert, animated: true)
                }
            }
            """,
        ])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.map(\.reason).contains("actionSheet: line 4: `addMany` calls itself"))
    }
}
