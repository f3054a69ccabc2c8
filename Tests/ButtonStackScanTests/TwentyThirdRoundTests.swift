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
