import Testing
import ButtonSpec
@testable import ButtonStackScan

/// Twelfth round: general causes of misses (fixtures written for these tests, each naming no app).
@Suite struct TwelfthRoundTests {
    /// Overloads of an alert helper: a call fitting two is the one leaving fewest parameters to
    /// their defaults (Swift's rule), and an `if` over a parameter known at the call
    /// (`if showDelete` defaulting to `false`, `if actionTitle.isEmpty == false` of a passed
    /// title) adds only the branch it takes. A forwarding overload passing its own parameters on
    /// is no group of its own.
    @Test func alertHelperOverloadsAndKnownConditions() throws {
        let (report, _) = try scan(["AlertManager.swift": """
        final class AlertManager {
            static func showAlert(title: String? = nil, message: String = "", actionTitle: String = "", showDelete: Bool = false, deleteTitle: String = "Delete", okAction: (() -> Void)? = nil, onCancel: (() -> Void)? = nil) {
                let alertController = UIAlertController(title: title, message: message, preferredStyle: .alert)
                let cancelAction = UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel) { _ in onCancel?() }
                alertController.addAction(cancelAction)
                if actionTitle.isEmpty == false {
                    let openAction = UIAlertAction(title: actionTitle, style: .default) { _ in okAction?() }
                    alertController.addAction(openAction)
                }
                if showDelete {
                    let delete = UIAlertAction(title: deleteTitle, style: .destructive) { _ in }
                    alertController.addAction(delete)
                }
                UIApplication.shared.keyWindow?.rootViewController?.present(alertController, animated: true)
            }
            static func showAlert(title: String? = nil, message: String, actionTitle: String, okAction: (() -> Void)? = nil) {
                showAlert(title: title, message: message, actionTitle: actionTitle, okAction: okAction, onCancel: nil)
            }
        }
        """, "Screen.swift": """
        final class Screen: UIViewController {
            func failed() {
                AlertManager.showAlert(message: "Could not load.", actionTitle: "Retry")
            }
        }
        """])
        let groups = report.groups.filter { $0.file.hasSuffix("Screen.swift") }
        #expect(groups.map(\.titles) == [["Cancel", "\"Retry\""]])
        #expect(!report.groups.contains { $0.file.hasSuffix("AlertManager.swift") && $0.titles.contains("\"Delete\"") })
    }

    /// The truth of conditions over strings: `isEmpty` of a known text or key, and a comparison
    /// with a Boolean literal.
    @Test func knownEmptinessOfStrings() throws {
        let (report, _) = try scan(["Sheet.swift": """
        final class Sheet: UIViewController {
            func ask(extra: String = "") {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Close", comment: ""), style: .cancel))
                if !extra.isEmpty {
                    alert.addAction(UIAlertAction(title: extra, style: .default))
                }
                if extra.isEmpty == true {
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Done", comment: ""), style: .default))
                }
                present(alert, animated: true)
            }
            func open() { ask() }
            func more() { ask(extra: NSLocalizedString("More", comment: "")) }
        }
        """])
        // The helper as stated (its default) and its calls: an action sheet lists the cancel last.
        #expect(report.groups.map(\.titles) == [["Done", "Close"], ["Done", "Close"], ["More", "Close"]])
    }
}

extension TwelfthRoundTests {
    /// An `.accessibilityLabel(…)` on the call of a small view whose body is one icon-only
    /// `Button` titles that button.
    @Test func accessibilityLabelOnASmallViewsCall() throws {
        let (report, _) = try scan(["Stepper.swift": """
        struct StepperButtonView: View {
            let left: Bool
            var action: () -> Void
            var body: some View {
                Button(action: { self.action() }) {
                    Image(systemName: left ? "chevron.left" : "chevron.right")
                }
            }
        }
        struct DayStepper: View {
            var body: some View {
                HStack {
                    StepperButtonView(left: true) { }
                        .accessibilityLabel("previous day")
                    Spacer()
                    StepperButtonView(left: false) { }
                        .accessibilityLabel("next day")
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["previous day", "next day"]])
        #expect(report.groups.first?.icons == ["chevron.left", "chevron.right"])
        #expect(report.skipped.isEmpty)
    }

    /// `String(localized: "saving \\(done) of \\(total)")` looks up a format key: the one the
    /// app's strings hold, tried with the specifiers Swift writes, titles the button with samples.
    @Test func interpolatedLocalizedStringIsAFormatKey() throws {
        let (report, _) = try scan(["Resources/Localizable.xcstrings": EleventhRoundTests.catalog(["saving %lld of %lld": "Saving %lld of %lld", "save": "Save"]),
                                    "Views/Menu.swift": """
        struct SaveMenu: View {
            var done: Int
            var total: Int
            var busy: Bool
            var body: some View {
                Menu {
                    Button { } label: {
                        if busy {
                            Text(String(localized: "saving \\(done) of \\(total)"))
                        } else {
                            Text(String(localized: "save"))
                        }
                    }
                    Button(String(localized: "save")) { }
                } label: { Image(systemName: "ellipsis") }
            }
        }
        struct Unheld: View {
            var done: Int
            var body: some View {
                HStack {
                    Button(String(localized: "unheld \\(done)")) { }
                    Button(String(localized: "save")) { }
                }
            }
        }
        """])
        let titles = report.groups.map(\.titles)
        #expect(titles.contains(["saving %lld of %lld(2, 2)", "save"]))
        #expect(titles.contains(["save", "save"]))
        #expect(!titles.contains { $0.contains { $0.hasPrefix("unheld") } })
        #expect(report.skipped.contains { $0.reason.contains("unheld") })
    }
}

extension TwelfthRoundTests {
    /// A modifier applied under `#if` after the view (`Text(…)` then `#if !os(tvOS)
    /// .contextMenu { … } #endif`) is read as any modifier; one under `#if os(macOS)` is not.
    @Test func modifiersUnderPostfixIfConfig() throws {
        let (report, _) = try scan(["Rows.swift": """
        struct Rows: View {
            var items: [Int]
            var body: some View {
                ForEach(items, id: \\.self) { item in
                    Text("row")
                    #if !os(tvOS)
                    .contextMenu {
                        hideButton(for: item)
                        editButton
                    }
                    #endif
                    #if os(macOS)
                    .contextMenu {
                        Button("Mac one") { }
                        Button("Mac two") { }
                    }
                    #endif
                }
            }
            private func hideButton(for item: Int) -> some View {
                Button { } label: { Label(String(localized: "hide"), systemImage: "eye.slash") }
            }
            private var editButton: some View {
                Button { } label: { Label(String(localized: "edit"), systemImage: "gear") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["hide", "edit"]])
        #expect(report.groups.first?.container == "contextMenu")
    }
}

extension TwelfthRoundTests {
    /// `.contextMenu(ContextMenu(menuItems: { … }))`, SwiftUI's first form of the modifier.
    @Test func contextMenuGivenAContextMenu() throws {
        let (report, _) = try scan(["Row.swift": """
        struct Row: View {
            var body: some View {
                Text("row")
                    .contextMenu(
                        ContextMenu(menuItems: {
                            Button { } label: { Text("Edit"); Image(systemName: "square.and.pencil") }
                            Button { } label: { Text("Delete"); Image(systemName: "trash") }
                        })
                    )
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Edit", "Delete"]])
        #expect(report.groups.first?.container == "contextMenu")
    }
}

extension TwelfthRoundTests {
    /// A member of a run-time value declared an enum of the app (`settings.sortDirection.symbol`
    /// of a parameter `settings` whose type declares `var sortDirection: SortDirection`) is
    /// each case's, as a `switch` over a run-time value is each branch; with a ternary title
    /// over the same value, title and icon pair in order. An enum with a case carrying values
    /// stays run time.
    @Test func memberOfARunTimeEnumValueIsEachCases() throws {
        let (report, _) = try scan(["Settings.swift": """
        enum SortDirection {
            case ascending, descending
            var symbol: String {
                switch self {
                case .ascending: return "arrow.up"
                case .descending: return "arrow.down"
                }
            }
        }
        enum Phase {
            case idle, running(Int)
            var symbol: String { "circle" }
        }
        final class Settings {
            var sortDirection: SortDirection = .ascending
            var phase: Phase = .idle
        }
        """, "Views/SortMenu.swift": """
        struct SortMenu: View {
            @State var settings = Settings()
            var body: some View { menu(settings) }
            private func menu(_ settings: Settings) -> some View {
                Menu {
                    Button { } label: {
                        Label(settings.sortDirection == .ascending ? String(localized: "up") : String(localized: "down"),
                              systemImage: settings.sortDirection.symbol)
                    }
                    Button(String(localized: "reset")) { }
                } label: { Image(systemName: "ellipsis") }
            }
        }
        struct PhaseBar: View {
            var settings: Settings
            var body: some View {
                HStack {
                    Button { } label: { Label(String(localized: "go"), systemImage: settings.phase.symbol) }
                    Button(String(localized: "stop")) { }
                }
            }
        }
        """])
        let sorting = report.groups.filter { $0.file.hasSuffix("SortMenu.swift") && $0.container == "menu" }
        #expect(sorting.map(\.titles) == [["up", "reset"], ["down", "reset"]])
        #expect(sorting.map { $0.icons.first ?? nil } == ["arrow.up", "arrow.down"])
        #expect(!report.groups.contains { $0.titles.contains("go") })
    }
}
