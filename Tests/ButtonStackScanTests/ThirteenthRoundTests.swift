import Testing
import ButtonSpec
@testable import ButtonStackScan

/// Thirteenth round: general causes of misses (fixtures written for these tests, each naming no app).
@Suite struct ThirteenthRoundTests {
    /// An initializer the app declares in an extension of a standard type (`String(localizationKey:)`)
    /// is inlined like any helper: its default argument (an app enum's case, whose `tableName`
    /// is `nil` for it), both branches of its `if let … else …` giving the same key through
    /// `self = NSLocalizedString(…)`, and a passed case naming another table.
    @Test func initializerInAnExtensionOfString() throws {
        let (report, _) = try scan(["Localizing.swift": """
        enum StringKind {
            case general, error
            var tableName: String? {
                switch self {
                case .general: return nil
                case .error: return "Errors"
                }
            }
        }
        extension String {
            init(localizationKey: String, kind: StringKind = .general) {
                if let bundle = Localizer.shared.bundle {
                    self = NSLocalizedString(localizationKey, tableName: kind.tableName, bundle: bundle, comment: "")
                } else {
                    self = NSLocalizedString(localizationKey, tableName: kind.tableName, comment: "")
                }
            }
        }
        """, "Screen.swift": """
        final class Screen: UIViewController {
            func ask() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: String(localizationKey: "Cancel"), style: .cancel))
                alert.addAction(UIAlertAction(title: String.init(localizationKey: "Retry", kind: .error), style: .default))
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Cancel", "Errors:Retry"]])
    }

    /// An app's own `enum SFSymbol { static let settings = "gear" }` is the app's constant, not
    /// SFSafeSymbols' case of that name: `systemImage: SFSymbol.settings` is `gear`.
    @Test func appDeclaredSFSymbolConstants() throws {
        let (report, _) = try scan(["Symbols.swift": """
        enum SFSymbol {
            static let settings = "gear"
            static let remove = "trash"
        }
        """, "Menu.swift": """
        import SwiftUI
        struct MoreMenu: View {
            var body: some View {
                Menu {
                    Button { } label: { Label("Settings", systemImage: SFSymbol.settings) }
                    Button(role: .destructive) { } label: { Label("Clear", systemImage: SFSymbol.remove) }
                } label: { Text("More") }
            }
        }
        """])
        #expect(report.groups.map(\.icons) == [["gear", "trash"]])
    }

    /// A case of an enum of a package outside the scan, which the app extends with a property
    /// switching over `self`: `Job.State.stopped.icon` is the branch of that case (the app
    /// extends `Job` too, so `Job.State` is a path of types it knows).
    @Test func caseOfAnExtendedOutsideEnum() throws {
        let (report, _) = try scan(["Job.State+UI.swift": """
        import JobKit
        extension Job {
            var isRunning: Bool { state == .running }
        }
        extension Job.State {
            var icon: String {
                switch self {
                case .running: "play"
                case .stopped: "stop"
                }
            }
        }
        """, "Menu.swift": """
        import SwiftUI
        struct JobMenu: View {
            var body: some View {
                Menu {
                    Button { } label: { Label("Stop", systemImage: Job.State.stopped.icon) }
                    Button { } label: { Label("Start", systemImage: Job.State.running.icon) }
                } label: { Text("Job") }
            }
        }
        """])
        #expect(report.groups.map(\.icons) == [["stop", "play"]])
    }

    /// A list of an extended outside enum's cases (`[Visibility.public, .local]`): the later
    /// `.local` is a case of the first one's enum, and each title and icon that case's branch.
    @Test func listOfAnExtendedOutsideEnumsCases() throws {
        let (report, _) = try scan(["Visibility+UI.swift": """
        import Models
        extension Visibility {
            var title: LocalizedStringKey {
                switch self {
                case .public: return "visibility.public"
                case .local: return "visibility.local"
                }
            }
            var iconName: String {
                switch self {
                case .public: return "globe"
                case .local: return "house"
                }
            }
        }
        """, "Picker.swift": """
        import SwiftUI
        struct VisibilityPicker: View {
            @Binding var visibility: Visibility
            var body: some View {
                Menu {
                    ForEach([Visibility.public, .local], id: \\.self) { choice in
                        Button { visibility = choice } label: { Label(choice.title, systemImage: choice.iconName) }
                    }
                } label: { Text("Visibility") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["visibility.public", "visibility.local"]])
        #expect(report.groups.map(\.icons) == [["globe", "house"]])
    }
}

extension ThirteenthRoundTests {
    /// An image initializer of the app's `extension UIImage` whose `self.init(systemName:)` is
    /// inside `if #available(iOS 13.0, *) { … } else { return nil }` names that symbol.
    @Test func imageInitializerUnderAvailability() throws {
        let (report, _) = try scan(["Images.swift": """
        extension UIImage {
            public convenience init?(symbolOrNil name: String) {
                if #available(iOS 13.0, *) {
                    self.init(systemName: name)
                } else {
                    return nil
                }
            }
        }
        """, "List.swift": """
        final class List: UITableViewController {
            override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let remove = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) }
                remove.image = UIImage(symbolOrNil: "trash")
                let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
                pin.image = UIImage(symbolOrNil: "pin")
                return UISwipeActionsConfiguration(actions: [remove, pin])
            }
        }
        """])
        #expect(report.groups.map(\.icons) == [["trash", "pin"]])
    }
}
