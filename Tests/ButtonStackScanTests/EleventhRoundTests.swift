import Testing
import ButtonSpec
@testable import ButtonStackScan

/// Eleventh round: general causes of misses (fixtures written for these tests, each naming no app).
@Suite struct EleventhRoundTests {
    /// A String Catalog of `sourceLanguage` en holding `keys` (each with its English text).
    static func catalog(_ keys: [String: String]) -> String {
        let entries = keys.sorted { $0.key < $1.key }.map { key, value in
            "\"\(key)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}}}"
        }
        return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(entries.joined(separator: ", "))}}"
    }

    /// xcstrings-tool's accessors (generated at build time, never in the sources): `.table(.key)`
    /// is key `key` of the catalog the function is named after, in `Text`, `Button`,
    /// `String(localized:)` and `LocalizedStringResource.table(…)`; a key with values is a format.
    /// Only a table and key the app's catalogs hold count.
    @Test func xcstringsToolAccessorsAreKeysOfTheirCatalogs() throws {
        let (report, _) = try scan(["Resources/Shared.xcstrings": Self.catalog(["cancel": "Cancel", "delete_all": "Delete all", "Save changes": "Save", "removeN": "Remove %lld"]),
                                    "Resources/URLStrings.xcstrings": Self.catalog(["open": "Open"]),
                                    "Views/Sheet.swift": """
        struct Sheet: View {
            var count: Int
            var body: some View {
                HStack {
                    Button(.shared(.cancel)) { }
                    Button { } label: { Text(.shared(.deleteAll)) }
                    Button(String(localized: .shared(.saveChanges))) { }
                    Button(String(localized: LocalizedStringResource.urlStrings(.open))) { }
                    Button(.shared(.removeN(count))) { }
                }
                VStack {
                    Button(.shared(.missing)) { }
                    Button(.other(.cancel)) { }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Shared:cancel", "Shared:delete_all", "Shared:Save changes", "URLStrings:open", "Shared:removeN(2)"]])
        #expect(report.skipped.count == 1)
    }

    /// The identifiers xcstrings-tool makes of table names and keys.
    @Test func xcstringsToolIdentifiers() {
        #expect(CatalogIdentifiers.variable("Localizable") == "localizable")
        #expect(CatalogIdentifiers.variable("URLStrings") == "urlStrings")
        #expect(CatalogIdentifiers.variable("OK") == "ok")
        #expect(CatalogIdentifiers.variable("Hello, world!") == "helloWorld")
        #expect(CatalogIdentifiers.variable("acknowledgeN") == "acknowledgeN")
        #expect(CatalogIdentifiers.variable("2fa.title") == "_2faTitle")
        #expect(CatalogIdentifiers.variable("snake_case") == "snake_case")
        #expect(CatalogIdentifiers.camelFromSnake("snake_case_key") == "snakeCaseKey")
    }
}

extension EleventhRoundTests {
    /// An icon-only button whose image names its label with a `Text`
    /// (`Image(systemName: "xmark").accessibilityLabel(Text("Back"))`) is titled by it.
    @Test func accessibilityLabelGivenAsText() throws {
        let (report, _) = try scan(["Bar.swift": """
        struct CloseButton: View {
            var body: some View {
                Button { } label: {
                    Image(systemName: "xmark").accessibilityLabel(Text("Back"))
                }
            }
        }
        struct Bar: View {
            var body: some View {
                HStack {
                    CloseButton()
                    Button { } label: { Image(systemName: "trash") }.accessibilityLabel(Text(verbatim: "Bin"))
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Back", "\"Bin\""]])
        #expect(report.groups.first?.icons == ["xmark", "trash"])
    }

    /// A localizing function the scanned folders do not declare (an SDK's), named so, with a
    /// literal and a `nil` comment: the literal is a key where the app's strings hold it; one
    /// filling in values, one not named so, a method of a value, or a literal the strings do not
    /// hold give nothing.
    @Test func localizingFunctionDeclaredOutsideTheScan() throws {
        let (report, _) = try scan(["Resources/Localizable.xcstrings": EleventhRoundTests.catalog(["Cancel": "Cancel", "Delete": "Delete", "Copy {{n}}": "Copy {{n}}"]),
                                    "Screen.swift": """
        final class Screen: UIViewController {
            func ask() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: SDKLocalizedString("Delete", nil), style: .destructive))
                alert.addAction(UIAlertAction(title: SDKLocalizedString("Cancel", nil), style: .cancel))
                present(alert, animated: true)
            }
            func other() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: SDKLocalizedFormat("Copy {{n}}", ["n": "2"]), style: .default))
                alert.addAction(UIAlertAction(title: SDKLocalizedString("Not a key", nil), style: .cancel))
                alert.addAction(UIAlertAction(title: SDKString("Cancel", nil), style: .cancel))
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Cancel", "Delete"]])
    }

    /// An app's `UIAlertController` subclass is made like UIKit's, and a convenience `init` of
    /// the app's adds its actions to `self` (a parameter left out takes its default): read at
    /// each call, before the actions the caller adds.
    @Test func alertControllerSubclassAndConvenienceInit() throws {
        let (report, _) = try scan(["Shared/Alerts.swift": """
        public class ThemedAlert: UIAlertController {}
        public extension UIAlertController {
            convenience init(with title: String, message: String, cancelLabel: String = NSLocalizedString("Cancel", comment: ""), destructiveLabel: String, preferredStyle: UIAlertController.Style, destructiveAction action: @escaping () -> Void) {
                self.init(title: title, message: message, preferredStyle: preferredStyle)
                let cancelAction = UIAlertAction(title: cancelLabel, style: .cancel, handler: nil)
                let destructiveAction = UIAlertAction(title: destructiveLabel, style: .destructive) { _ in action() }
                self.addAction(destructiveAction)
                self.addAction(cancelAction)
            }
        }
        """, "App/Actions.swift": """
        final class Actions {
            func copy(_ controller: UIViewController) {
                let alert = ThemedAlert(title: NSLocalizedString("Copy", comment: ""), message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Copy link", comment: ""), style: .default))
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                controller.present(alert, animated: true)
            }
            func delete(_ controller: UIViewController, name: String) {
                let alert = ThemedAlert(with: name, message: "", destructiveLabel: NSLocalizedString("Delete", comment: ""), preferredStyle: .actionSheet, destructiveAction: { })
                controller.present(alert, animated: true)
            }
        }
        """])
        let groups = report.groups.filter { $0.file == "App/Actions.swift" }
        // An alert of two lists its cancel action first (as iOS lays it out).
        #expect(groups.map(\.titles) == [["Cancel", "Copy link"], ["Delete", "Cancel"]])
        #expect(groups.map(\.container) == ["alertController", "actionSheet"])
    }
}

extension EleventhRoundTests {
    /// `ForEach(modes)` where `modes` is a computed property returning `Mode.allCases`: the cases;
    /// a title interpolating `self` of an enum case (`"\(self)://"`) is the case's name in the text.
    @Test func forEachOverAComputedListAndInterpolatedCaseNames() throws {
        let (report, _) = try scan(["Picker.swift": """
        enum Scheme: String {
            case https, http
            var label: String { "\\(self)://" }
        }
        enum Mode: CaseIterable {
            case password, token
            var title: String {
                switch self {
                case .password: return NSLocalizedString("Password", comment: "")
                case .token: return NSLocalizedString("Token", comment: "")
                }
            }
        }
        struct Chooser: View {
            private var modes: [Mode] { Mode.allCases }
            var body: some View {
                Menu {
                    ForEach(modes, id: \\.self) { mode in
                        Button(mode.title) { }
                    }
                } label: { Text("Mode") }
                Menu {
                    ForEach([Scheme.https, Scheme.http], id: \\.self) { value in
                        Button(value.label) { }
                    }
                } label: { Text("Scheme") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Password", "Token"], ["\"https://\"", "\"http://\""]])
    }
}

extension EleventhRoundTests {
    /// A label that differs by `switch` case (a checkmark on the selected one) has its cases'
    /// titles; a small view's `if !compact, let badge { Text(badge) }` after a known title is
    /// left out when the badge is known only at run time, and not shown when the call passes `nil`.
    @Test func labelSwitchesAndOptionalBadges() throws {
        let (report, _) = try scan(["Menu.swift": """
        struct BarButton: View {
            let label: LocalizedStringKey
            let image: String
            let badge: String?
            var compact: Bool { size == .compact }
            init(label: LocalizedStringKey, image: String, badge: String? = nil) {
                self.label = label
                self.image = image
                self.badge = badge
            }
            var body: some View {
                Button { } label: {
                    Label(label, systemImage: image)
                    if !compact, let badge {
                        Text(badge)
                    }
                }
            }
        }
        struct Owner: View {
            var body: some View {
                Menu {
                    Button { } label: {
                        let text = NSLocalizedString("Mine", comment: "")
                        switch owner {
                        case .mine: Label(text, systemImage: "checkmark")
                        default: Text(text)
                        }
                    }
                    Button("Anyone") { }
                } label: { Text("Owner") }
                HStack {
                    BarButton(label: "Info", image: "info.circle", badge: nil)
                    BarButton(label: "Notes", image: "note.text", badge: count > 0 ? "\\(count)" : nil)
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Mine", "Anyone"], ["Info", "Notes"]])
        #expect(report.groups.first?.icons == ["checkmark", nil])
    }
}

extension EleventhRoundTests {
    /// An app's image method that draws `self` again (`tinted(with:)`) keeps the symbol.
    @Test func imageRedrawnByTheAppKeepsItsSymbol() throws {
        let (report, _) = try scan(["Bar.swift": """
        extension UIImage {
            func tinted(with color: UIColor) -> UIImage? {
                return UIImage.render(size: size) { rect in
                    self.draw(at: .zero, blendMode: .normal, alpha: 1)
                    color.setFill()
                }
            }
        }
        final class Bar: UIView {
            let back = UIButton()
            let next = UIButton()
            let stack = UIStackView()
            func setUp() {
                back.setImage(UIImage(systemName: "chevron.left")?.tinted(with: .white), for: .normal)
                back.accessibilityLabel = "Back"
                next.setImage(UIImage(systemName: "chevron.right")?.tinted(with: .gray), for: .normal)
                next.accessibilityLabel = "Next"
                stack.addArrangedSubview(back)
                stack.addArrangedSubview(next)
            }
        }
        """])
        #expect(report.groups.map(\.icons) == [["chevron.left", "chevron.right"]])
    }

    /// `Label(…).overlay { Menu { … } label: { } }`: the label is the button that opens the menu.
    @Test func labelUnderAnInvisibleMenu() throws {
        let (report, _) = try scan(["Toolbar.swift": """
        struct Activity: View {
            var body: some View {
                Group {
                    Label("Tasks", systemImage: "checklist")
                }
                .overlay {
                    Menu {
                        Button("All tasks") { }
                    } label: {
                    }
                }
            }
        }
        struct Screen: View {
            var body: some View {
                List { }
                .toolbar {
                    ToolbarItem { Button("Add", systemImage: "plus") { } }
                    ToolbarItem { Activity() }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Add", "Tasks"]])
        #expect(report.groups.first?.icons == ["plus", "checklist"])
    }
}
