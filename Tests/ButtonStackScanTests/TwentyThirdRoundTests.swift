import Testing
@testable import ButtonStackScan

/// Idioms of apps read by hand in earlier rounds and still missed (sixth session).
@Suite struct TwentyThirdRoundTests {
    /// MAGE's date field: its toolbar shows Cancel, a label (`UIBarButtonItem(customView:
    /// timeZoneLabel)`, a `UILabel` made by a closure called at once) and Done. The label is not a
    /// button: the group is Cancel and Done, not skipped as an icon-only button.
    @Test func aBarItemShowingALabelIsNoButton() throws {
        let (report, _) = try scan(["DateView.swift": """
        import UIKit
        class DateView: UIView {
            let datePicker = UIDatePicker()
            private lazy var timeZoneLabel: UILabel = {
                let label = UILabel()
                label.text = datePicker.timeZone?.identifier
                label.textAlignment = .center
                return label
            }()
            private lazy var dateAccessoryView: UIToolbar = {
                let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                let doneBarButton = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                let cancelBarButton = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                let flexSpace = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
                toolbar.items = [cancelBarButton, flexSpace, UIBarButtonItem(customView: timeZoneLabel), flexSpace, doneBarButton]
                return toolbar
            }()
            @objc func done() {}
            @objc func cancel() {}
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.titles == ["\"Cancel\"", "\"Done\""])
    }
}

extension TwentyThirdRoundTests {
    /// WXYC's debug panel: `DebugSection(header:footer:) { Button(…) … }`, a small view whose
    /// initializer stores the view its closure makes (`self.content = content()`, a `let content:
    /// Content`) and whose body shows it in a `VStack`. Each call is the group, as for a stored closure.
    @Test func aSectionStoringTheViewItsClosureMakesIsAStackAtEachCall() throws {
        let (report, _) = try scan(["DebugSection.swift": """
        import SwiftUI
        struct DebugSection<Content: View>: View {
            private let header: String?
            private let content: Content
            init(header: String? = nil, @ViewBuilder content: () -> Content) {
                self.header = header
                self.content = content()
            }
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    if let header { Text(header) }
                    VStack(alignment: .leading, spacing: 16) {
                        content
                    }
                }
            }
        }
        """, "VisualizerDebugView.swift": """
        import SwiftUI
        struct VisualizerDebugView: View {
            var body: some View {
                ScrollView {
                    DebugSection(header: "Tips") {
                        Button("Reset Siri Tip") {}
                        Button("Reset Theme Picker State") {}
                    }
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.file == "VisualizerDebugView.swift" && group.line == 5)
        #expect(group.titles == ["Reset Siri Tip", "Reset Theme Picker State"])
    }
}

extension TwentyThirdRoundTests {
    /// Nextcloud Notes' export sheet: `alert = UIAlertController(…)` assigns a property of the
    /// type (`var alert: UIAlertController!`), and the actions are added to it after.
    @Test func anAlertAssignedToAPropertyIsAGroup() throws {
        let (report, _) = try scan(["NoteExporter.swift": """
        import UIKit
        class NoteExporter: NSObject {
            var alert: UIAlertController!
            func showMenu() {
                alert = UIAlertController(title: NSLocalizedString("Share Note As", comment: ""), message: nil, preferredStyle: .actionSheet)
                let plainTextAction = UIAlertAction(title: NSLocalizedString("Plain Text", comment: ""), style: .default, handler: nil)
                let cancelAction = UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel, handler: nil)
                alert.addAction(plainTextAction)
                self.alert.addAction(cancelAction)
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.container == "actionSheet" && group.line == 5)
        #expect(group.titles == ["Plain Text", "Cancel"])
    }
}

extension TwentyThirdRoundTests {
    /// The EU Digital Identity wallet's keys: `Button(.inPerson)` through the app's own
    /// `extension Button { init(_ key: LocalizableStringKey, …) { self.init(key.toString, …) } }`,
    /// `toString` asking `LocalizableManager.shared` (declared as a protocol, made as the class),
    /// whose `switch` looks each case's key up in the bundle.
    @Test func aButtonTitledByACaseOfTheAppsKeysIsReadThroughItsExtensionInitializer() throws {
        let (report, _) = try scan(["Keys.swift": """
        import Foundation
        public enum LocalizableStringKey: Equatable, Sendable {
          case custom(String)
          case inPerson
          case online
          case cancelButton
        }
        public extension LocalizableStringKey {
          var toString: String {
            LocalizableManager.shared.get(with: self)
          }
        }
        """, "Manager.swift": """
        import Foundation
        public protocol LocalizableManagerType: Sendable {
          func get(with key: LocalizableStringKey) -> String
        }
        final class LocalizableManager: LocalizableManagerType {
          static let shared: LocalizableManagerType = LocalizableManager()
          private let bundle: Bundle
          private init() { self.bundle = .main }
          func get(with key: LocalizableStringKey) -> String {
            return switch key {
            case .custom(let literal):
              literal
            case .inPerson:
              bundle.localizedString(forKey: "in_person")
            case .online:
              bundle.localizedString(forKey: "online")
            case .cancelButton:
              bundle.localizedString(forKey: "cancel_button")
            }
          }
        }
        """, "Button+Keys.swift": """
        import SwiftUI
        public extension Button where Label == Text {
          init(_ key: LocalizableStringKey, action: @escaping @MainActor () -> Void) {
            self.init(key.toString, action: action)
          }
          init(_ key: LocalizableStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
            self.init(key.toString, role: role, action: action)
          }
        }
        """, "HomeTabView.swift": """
        import SwiftUI
        struct HomeTabView: View {
          @State var showing = false
          var body: some View {
            Text("Home")
              .confirmationDialog("Authenticate", isPresented: $showing) {
                Button(.inPerson) {}
                Button(.online) {}
                Button(.cancelButton, role: .destructive) {}
              }
          }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1, "\(report.skipped)")
        #expect(group.titles == ["in_person", "online", "cancel_button"])
        #expect(group.buttons.last?.role == "destructive")
    }

    /// `Strings.shared.text(for: "close")`: a method of a type's shared instance, inlined as the
    /// type's own method is.
    @Test func aMethodOfASharedInstanceIsInlined() throws {
        let (report, _) = try scan(["Strings.swift": """
        import Foundation
        final class Strings {
            static let shared = Strings()
            func text(for key: String) -> String { NSLocalizedString(key, comment: "") }
        }
        """, "Sheet.swift": """
        import UIKit
        final class Sheet: UIViewController {
            func show() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: Strings.shared.text(for: "close"), style: .cancel))
                alert.addAction(UIAlertAction(title: Strings.shared.text(for: "retry"), style: .default))
                present(alert, animated: true)
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.titles == ["close", "retry"], "\(report.skipped)")
    }
}

extension TwentyThirdRoundTests {
    /// Bubble's composer: `actionMenu("plus.square.dashed") { Button … Button … }`, a method of the
    /// view that shows the content its call passes in a `Menu`. Each call is a menu of its own
    /// buttons; the method's own `Menu` (its content unknown there) is none.
    @Test func aHelperMethodShowingItsClosureInAMenuIsAMenuAtEachCall() throws {
        let (report, _) = try scan(["PostingView.swift": """
        import SwiftUI
        struct PostingView: View {
            var body: some View {
                HStack(spacing: 18) {
                    actionMenu("plus.square.dashed") {
                        Button {
                        } label: {
                            Label("status.drafts.open", systemImage: "pencil.and.scribble")
                        }
                        Button {
                        } label: {
                            Label("status.drafts.add", systemImage: "plus.circle.dashed")
                        }
                    }
                    actionMenu("paperclip") {
                        Button("status.attach.photo", systemImage: "photo") {}
                        Button("status.attach.file", systemImage: "doc") {}
                        Button("status.attach.poll", systemImage: "chart.bar") {}
                    }
                }
            }

            @ViewBuilder
            func actionMenu(_ image: String, @ViewBuilder menu: () -> some View) -> some View {
                Menu {
                    menu()
                } label: {
                    Image(systemName: image)
                }
                .tint(Color.gray)
            }
        }
        """])
        // The row of the two menus shows only their icons: skipped as before.
        #expect(report.skipped.map(\.line) == [4], "\(report.skipped)")
        #expect(report.groups.map(\.line) == [5, 15])
        #expect(report.groups.map(\.container) == ["menu", "menu"])
        #expect(report.groups.first?.titles == ["status.drafts.open", "status.drafts.add"])
        #expect(report.groups.last?.icons == ["photo", "doc", "chart.bar"])
    }
}

extension TwentyThirdRoundTests {
    /// The EU wallet's `.dialogCompat(…, actions: { … })`: an `extension View` method that applies
    /// its own `ViewModifier` (`modifier(DialogCompatModifier(…, actions: actions))`), whose body
    /// shows the actions in an alert on iOS 26 and in a dialog before. Each call is an alert.
    @Test func aModifierPassingItsActionsToAViewModifiersAlertIsAnAlertAtEachCall() throws {
        let (report, _) = try scan(["DialogCompat.swift": """
        import SwiftUI
        public extension View {
          func dialogCompat<A: View, M: View>(
            _ title: String,
            isPresented: Binding<Bool>,
            @ViewBuilder actions: @escaping () -> A,
            @ViewBuilder message: @escaping () -> M
          ) -> some View {
            modifier(DialogCompatModifier(isPresented: isPresented, title: title, actions: actions, message: message))
          }
        }
        private struct DialogCompatModifier<A: View, M: View>: ViewModifier {
          @Binding var isPresented: Bool
          let title: String
          let actions: () -> A
          let message: () -> M
          func body(content: Content) -> some View {
            if #available(iOS 26, *) {
              content.alert(title, isPresented: $isPresented, actions: actions, message: message)
            } else {
              content.confirmationDialog(title, isPresented: $isPresented, actions: actions, message: message)
            }
          }
        }
        """, "QuickPinView.swift": """
        import SwiftUI
        struct QuickPinView: View {
          @State var showing = false
          var body: some View {
            Text("PIN")
              .dialogCompat(
                "quick_pin_cancel_title",
                isPresented: $showing,
                actions: {
                  Button("cancel_button", role: .destructive) {}
                  Button("quick_pin_continue", role: .cancel) {}
                },
                message: { Text("quick_pin_caption") }
              )
          }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1, "\(report.skipped)")
        #expect(group.container == "alert" && group.file == "QuickPinView.swift" && group.line == 6)
        #expect(Set(group.titles) == ["cancel_button", "quick_pin_continue"])
    }
}

extension TwentyThirdRoundTests {
    /// FlowCrypt's attachment sheet: `UIAlertController(…).popoverPresentation(style: …)`, a method
    /// of the app's `extension UIAlertController` returning the alert, called on it as it is made.
    @Test func anAlertMadeThroughTheAppsOwnAlertMethodIsAGroup() throws {
        let (report, _) = try scan(["UIAlertController+Popover.swift": """
        import UIKit
        extension UIAlertController {
            func popoverPresentation(style: Int) -> UIAlertController { self }
        }
        """, "Compose.swift": """
        import UIKit
        final class ComposeViewController: UIViewController {
            func openSources() {
                let alert = UIAlertController(title: "Select", message: nil, preferredStyle: .actionSheet).popoverPresentation(style: 0)
                alert.addAction(UIAlertAction(title: "Camera", style: .default))
                alert.addAction(UIAlertAction(title: "Files", style: .default))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(alert, animated: true)
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.container == "actionSheet" && group.line == 4)
        #expect(group.titles == ["\"Camera\"", "\"Files\"", "\"Cancel\""])
    }

    /// FlowCrypt's setup screen: its own `showRetryAlert(for:)` calls `showRetryAlert(message:
    /// cancelButtonTitle:…)`, the helper of `extension UIViewController` whose labels the call fits,
    /// not the class's own method of that name.
    @Test func aCallNotFittingTheClasssOwnMethodReachesTheInheritedOneItFits() throws {
        let (report, _) = try scan(["UIViewController+Alerts.swift": """
        import UIKit
        extension UIViewController {
            func showRetryAlert(message: String, cancelButtonTitle: String = "Cancel", onRetry: (() -> Void)?) {
                let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Retry", style: .default))
                alert.addAction(UIAlertAction(title: cancelButtonTitle, style: .cancel))
                present(alert, animated: true)
            }
        }
        """, "Setup.swift": """
        import UIKit
        final class SetupViewController: UIViewController {
            func showRetryAlert(for errorMessage: String) {
                showRetryAlert(message: errorMessage, cancelButtonTitle: "Log out", onRetry: nil)
            }
        }
        """])
        let group = try #require(report.groups.first { $0.file == "Setup.swift" })
        #expect(group.line == 4)
        #expect(Set(group.titles) == ["\"Retry\"", "\"Log out\""])
    }
}

extension TwentyThirdRoundTests {
    /// NHS COVID-19's `localize(.cancel)`: of the overloads `localize(_ key: StringLocalizableKey,
    /// applyCurrentLanguageDirection: Bool = true)` and `localize(_ localizable:
    /// ParameterisedStringLocalizable)`, the call is to the one whose enum has a case `cancel`,
    /// not to the one it fits with fewer defaults (whose title was shown before, an invented one).
    @Test func anOverloadIsChosenByTheEnumHoldingTheCaseTheCallNames() throws {
        let (report, _) = try scan(["Localize.swift": """
        import Foundation
        public enum StringLocalizableKey: String, CaseIterable {
            case cancel
            case delete_title
        }
        public enum ParameterisedStringLocalizable: Equatable {
            case numbered(count: Int)
        }
        public func localize(_ key: StringLocalizableKey, applyCurrentLanguageDirection: Bool = true) -> String {
            let string = NSLocalizedString(key.rawValue, comment: "")
            return applyCurrentLanguageDirection ? string.applyDirection() : string
        }
        public func localize(_ localizable: ParameterisedStringLocalizable) -> String {
            "numbered"
        }
        extension String { func applyDirection() -> String { self } }
        """, "Settings.swift": """
        import UIKit
        final class SettingsViewController: UIViewController {
            func confirmDelete() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: localize(.cancel), style: .cancel))
                alert.addAction(UIAlertAction(title: localize(.delete_title), style: .destructive))
                present(alert, animated: true)
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.titles == ["cancel", "delete_title"], "\(report.skipped)")
    }

    /// The same app's look-up through its `Localization` type: `localize(.cancel)` asks
    /// `Localization.current.localize(key, …)`, which two overloads fit alike (a `String` key and a
    /// `RawRepresentable` one), each passing the key (`key.rawValue`) to `_localize`, whose
    /// `NSLocalizedString(key, tableName: tableName, …)` takes a table that is nil unless given.
    @Test func aKeyOfTheAppsEnumPassedThroughOverloadsIsLookedUp() throws {
        let (report, _) = try scan(["Localization.swift": """
        import Foundation
        public enum StringLocalizableKey: String, CaseIterable {
            case cancel
            case mydata_delete_data_alert_button_title
        }
        public struct Localization {
            static var current = Localization()
            var bundle = Bundle.main
            private func _localize(_ key: String, tableName: String? = nil, value: String = "", comment: String) -> String {
                if let override = overrider?.localize(key) { return override }
                return NSLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: comment)
            }
            var overrider: Overrider?
            func localize(_ key: String, default value: String = "", applyCurrentLanguageDirection: Bool = true) -> String {
                let string = _localize(key, tableName: nil, value: value, comment: "")
                return string.isEmpty ? key : applyCurrentLanguageDirection ? string.applyCurrentLanguageDirection() : string
            }
            func localize<Key: RawRepresentable>(_ key: Key, default value: String = "", applyCurrentLanguageDirection: Bool = true) -> String where Key.RawValue == String {
                let string = _localize(key.rawValue, tableName: nil, value: value, comment: "")
                return string.isEmpty ? key.rawValue : applyCurrentLanguageDirection ? string.applyCurrentLanguageDirection() : string
            }
        }
        public func localize(_ key: StringLocalizableKey, applyCurrentLanguageDirection: Bool = true) -> String {
            Localization.current.localize(key, applyCurrentLanguageDirection: applyCurrentLanguageDirection)
        }
        """, "Settings.swift": """
        import UIKit
        final class SettingsViewController: UIViewController {
            func confirmDelete() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: localize(.cancel), style: .default))
                alert.addAction(UIAlertAction(title: localize(.mydata_delete_data_alert_button_title), style: .default))
                present(alert, animated: true)
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.titles == ["cancel", "mydata_delete_data_alert_button_title"], "\(report.skipped)")
    }
}

extension TwentyThirdRoundTests {
    /// Kimis' `L10n.text("Report")`: `static func text(_ key: Key, table: String? = nil, _ args:
    /// CVarArg...)`, its key a `struct Key: ExpressibleByStringLiteral`, looked up as
    /// `String(localized: .init(key.raw), table: tableName, …)` when a table is given and without
    /// one otherwise. A call leaving the variadic arguments out fits it, and the literal is the key.
    @Test func aStringLiteralKeyPassedToAVariadicLookUpIsItsKey() throws {
        let (report, _) = try scan(["Localization.swift": """
        import Foundation
        public enum L10n {
            public struct Key: ExpressibleByStringLiteral, Hashable, Sendable {
                public let raw: String
                public init(_ raw: String) { self.raw = raw }
                public init(stringLiteral value: String) { raw = value }
            }
            public static func text(_ key: Key, table: String? = nil, _ args: CVarArg...) -> String {
                let tableName = table
                let bundle = Bundle.main
                let format: String = if #available(iOS 15.0, *) {
                    if let tableName {
                        String(localized: .init(key.raw), table: tableName, bundle: bundle)
                    } else {
                        String(localized: .init(key.raw), bundle: bundle)
                    }
                } else {
                    bundle.localizedString(forKey: key.raw, value: nil, table: tableName)
                }
                guard args.isEmpty == false else { return format }
                return String(format: format, locale: .current, arguments: args)
            }
        }
        """, "Settings.swift": """
        import UIKit
        final class SettingController: UIViewController {
            func signOut() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: L10n.text("Sign Out"), style: .destructive))
                alert.addAction(UIAlertAction(title: L10n.text("Cancel"), style: .cancel))
                alert.addAction(UIAlertAction(title: L10n.text("Retry", table: "Errors"), style: .default))
                present(alert, animated: true)
            }
        }
        """])
        let group = try #require(report.groups.first)
        // With no table given, the look-up naming none; with one, that table.
        #expect(Set(group.titles) == ["Sign Out", "Cancel", "Errors:Retry"], "\(report.skipped)")
    }

    /// A SwiftGen-style helper with a variadic parameter (`func tr(_ key: String, _ args:
    /// CVarArg...) -> String`), called with the key alone: Swift passes no arguments, and the
    /// call is inlined as any other.
    @Test func aCallLeavingAVariadicParameterOutFitsTheFunction() throws {
        let (report, _) = try scan(["Strings.swift": """
        import Foundation
        func tr(_ key: String, _ args: CVarArg...) -> String {
            let format = NSLocalizedString(key, tableName: "Main", comment: "")
            return String(format: format, arguments: args)
        }
        """, "Sheet.swift": """
        import UIKit
        final class Sheet: UIViewController {
            func show() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: tr("share"), style: .default))
                sheet.addAction(UIAlertAction(title: tr("cancel"), style: .cancel))
                present(sheet, animated: true)
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.titles == ["Main:share", "Main:cancel"], "\(report.skipped)")
    }
}

extension TwentyThirdRoundTests {
    /// Unstoppable's strings: `extension String` declares `localized(comment: String = "")` and
    /// `localized(_ args: CVarArg...)`; `"COPY".localized()` calls the first, as Swift ranks an
    /// empty variadic list after a default (found when variadic parameters were first allowed
    /// empty: the app's menus were lost).
    @Test func anEmptyVariadicListRanksAfterADefault() throws {
        let (report, _) = try scan(["String+Localization.swift": """
        import Foundation
        extension String {
            func localized(comment: String = "") -> String { NSLocalizedString(self, comment: comment) }
            func localized(_ args: CVarArg...) -> String { String(format: NSLocalizedString(self, comment: ""), arguments: args) }
        }
        """, "Row.swift": """
        import SwiftUI
        struct Row: View {
            var body: some View {
                Text("message").contextMenu {
                    Button("COPY".localized()) {}
                    Button("REPLY".localized()) {}
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.titles == ["COPY", "REPLY"], "\(report.skipped)")
    }
}

extension TwentyThirdRoundTests {
    /// Kimis' bars: `navigationItem.rightBarButtonItems = [.init(title: …, style: .done, target:
    /// self, action: …), .init(customView: indicator)]`, bar items written as `.init(…)`, one
    /// showing `let indicator: UIActivityIndicatorView = .init(frame: .zero)`, which is no button.
    @Test func barItemsWrittenAsImplicitInitializersAreRead() throws {
        let (report, _) = try scan(["Picker.swift": """
        import UIKit
        final class AttachmentDrivePicker: UIViewController {
            let indicator: UIActivityIndicatorView = .init(frame: .zero)
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItems = [
                    .init(title: "Done", style: .done, target: self, action: #selector(done)),
                    .init(title: "Select All", style: .plain, target: self, action: #selector(selectAll)),
                    .init(customView: indicator),
                ]
            }
            @objc func done() {}
            @objc func selectAll() {}
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        let group = try #require(report.groups.first)
        #expect(group.container == "navigationBar")
        #expect(Set(group.titles) == ["\"Done\"", "\"Select All\""])
    }
}
