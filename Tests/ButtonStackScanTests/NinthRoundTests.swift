import Testing
import ButtonSpec
@testable import ButtonStackScan

/// Ninth round: general causes of misses (fixtures written for these tests, each naming no app).
@Suite struct NinthRoundTests {
    /// A button hidden by `.opacity(0)`, or by `.opacity(flag ? 1 : 0)` where the call states
    /// `flag: false`, is not shown, so a header of one shown button is no group; a flag left to its
    /// default (`true`) or known only at run time leaves the button shown.
    @Test func buttonsHiddenByAKnownOpacityAreNotShown() throws {
        let (report, _) = try scan(["Header.swift": """
        struct SectionHeader: View {
            let title: LocalizedStringKey
            var showAll: Bool = true
            var body: some View {
                HStack {
                    Button { } label: { Text(title) }
                    Spacer()
                    Button("Show All") { }.opacity(showAll ? 1 : 0)
                }
            }
        }
        """, "Home.swift": """
        struct HomeScreen: View {
            var isOn: Bool
            var body: some View {
                VStack {
                    SectionHeader(title: "Recent", showAll: false)
                    SectionHeader(title: "Popular")
                    SectionHeader(title: "Live", showAll: isOn)
                    HStack {
                        Button("Keep") { }
                        Button("Gone") { }.opacity(0)
                    }
                }
            }
        }
        """])
        let titles = report.groups.map(\.titles)
        #expect(titles.contains(["Popular", "Show All"]))
        #expect(titles.contains(["Live", "Show All"]))
        #expect(!titles.contains { $0.contains("Recent") })
        #expect(!titles.contains { $0.contains("Keep") || $0.contains("Gone") })
    }
}

extension NinthRoundTests {
    /// `let kinds = Kind.allCases; ForEach(kinds) { … }`: the local constant's cases, titles and
    /// icons through the enum's properties.
    @Test func forEachOverALocalConstantOfAllCases() throws {
        let (report, _) = try scan(["Grid.swift": """
        enum Shortcut: CaseIterable, Identifiable {
            case popular, recent
            var id: Self { self }
            var title: String {
                switch self {
                case .popular: return NSLocalizedString("shortcut.popular", comment: "")
                case .recent: return NSLocalizedString("shortcut.recent", comment: "")
                }
            }
            var symbol: String {
                switch self {
                case .popular: return "flame"
                case .recent: return "clock"
                }
            }
        }
        struct ShortcutRow: View {
            var body: some View {
                HStack {
                    let kinds = Shortcut.allCases
                    ForEach(kinds) { kind in
                        Button { } label: { Label(kind.title, systemImage: kind.symbol) }
                    }
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.titles == ["shortcut.popular", "shortcut.recent"])
        #expect(group.icons == ["flame", "clock"])
    }
}

extension NinthRoundTests {
    /// A label made by a small view whose `if let subtitle = subtitle { Text(subtitle) }` is over
    /// an optional the call leaves to its `nil` default shows only the title the call passes.
    @Test func aLabelsSmallViewSkipsAnOptionalLeftNil() throws {
        let (report, _) = try scan(["Row.swift": """
        enum Kind: CaseIterable, Identifiable {
            case popular, recent
            var id: Self { self }
            var title: String {
                switch self {
                case .popular: return NSLocalizedString("kind.popular", comment: "")
                case .recent: return NSLocalizedString("kind.recent", comment: "")
                }
            }
        }
        private struct Tile: View {
            private let title: String
            private let subtitle: String?
            init(title: String, subtitle: String? = nil) {
                self.title = title
                self.subtitle = subtitle
            }
            var body: some View {
                VStack {
                    Text(title)
                    if let subtitle = subtitle { Text(subtitle) }
                }
            }
        }
        struct TileRow: View {
            var body: some View {
                HStack {
                    ForEach(Kind.allCases) { kind in
                        Button { } label: { Tile(title: kind.title) }
                    }
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.titles == ["kind.popular", "kind.recent"])
    }
}

extension NinthRoundTests {
    /// `for range in [Span.hour, .day] { items.append(UIAction(title: range.title) { … }) }`
    /// adds one action an element, its title through the enum's switch; a loop over `allCases`
    /// too. A loop over a run-time list stays run time.
    @Test func loopsOverALiteralListAddOneItemAnElement() throws {
        let (report, _) = try scan(["Span.swift": """
        enum Span: CaseIterable {
            case hour, day, week
            var title: String {
                switch self {
                case .hour: return NSLocalizedString("span.hour", comment: "")
                case .day: return NSLocalizedString("span.day", comment: "")
                case .week: return NSLocalizedString("span.week", comment: "")
                }
            }
        }
        """, "Controller.swift": """
        final class ListController: UIViewController {
            var names: [String] = []
            func clearMenu() -> UIMenu {
                var items = [UIMenuElement]()
                for range in [Span.hour, .day] {
                    let action = UIAction(title: range.title) { _ in }
                    items.append(action)
                }
                return UIMenu(title: "", children: items)
            }
            func allMenu() -> UIMenu {
                var items = [UIMenuElement]()
                for span in Span.allCases {
                    items.append(UIAction(title: span.title) { _ in })
                }
                return UIMenu(title: "", children: items)
            }
            func namesMenu() -> UIMenu {
                var items = [UIMenuElement]()
                for name in names {
                    items.append(UIAction(title: name) { _ in })
                }
                return UIMenu(title: "", children: items)
            }
        }
        """])
        let titles = report.groups.map(\.titles)
        #expect(titles.contains(["span.hour", "span.day"]))
        #expect(titles.contains(["span.hour", "span.day", "span.week"]))
        #expect(report.groups.count == 2)
        #expect(report.skipped.contains { $0.reason.contains("in a loop over `names`") })
    }
}

extension NinthRoundTests {
    /// An app's method that sets the navigation bar's items to its parameter
    /// (`rightBarButtonItems = items` in `extension UINavigationItem`): each call is the
    /// navigation bar of the items it passes, a list built before the call too.
    @Test func anAppsBarItemHelperIsTheNavigationBarAtEachCall() throws {
        let (report, _) = try scan(["UINavigationItem+Bar.swift": """
        enum BarSide { case left, right }
        extension UINavigationItem {
            func setItems(items: [UIBarButtonItem], side: BarSide) {
                if side == .left {
                    self.leftBarButtonItems = items
                } else {
                    self.rightBarButtonItems = items
                }
            }
        }
        """, "Controller.swift": """
        final class InboxController: UIViewController {
            var showsGroups = false
            override func viewDidLoad() {
                navigationItem.setItems(items: [
                    UIBarButtonItem(title: NSLocalizedString("compose", comment: ""), style: .plain, target: nil, action: nil),
                    UIBarButtonItem(title: NSLocalizedString("servers", comment: ""), style: .plain, target: nil, action: nil)
                ], side: .right)
            }
            func refresh() {
                var items = [UIBarButtonItem(title: NSLocalizedString("clear", comment: ""), style: .plain, target: nil, action: nil)]
                if showsGroups {
                    items.append(UIBarButtonItem(title: NSLocalizedString("groups", comment: ""), style: .plain, target: nil, action: nil))
                }
                navigationItem.setItems(items: items, side: .right)
            }
        }
        """])
        let bars = report.groups.filter { $0.container == "navigationBar" }
        #expect(bars.map(\.titles).contains(["compose", "servers"]))
        #expect(bars.map(\.titles).contains(["clear", "groups"]))
        #expect(bars.allSatisfy { $0.source.hasPrefix("Controller.swift") })
        // The helper's own `rightBarButtonItems = items` is no group and no skipped entry: its calls are.
        #expect(!report.skipped.contains { $0.file.hasPrefix("UINavigationItem") })
    }
}

extension NinthRoundTests {
    /// Bar items showing a custom button (`UIBarButtonItem(customView: addButton)` of a button
    /// made by a closure with `setImage` and an accessibility label), and items made by a
    /// closure called at once (`lazy var clearItem: UIBarButtonItem = { if #available(…) { let
    /// item = UIBarButtonItem(image:menu:); item.accessibilityLabel = …; return item } … }()`,
    /// one returning `UIBarButtonItem(customView: button)` of a local button).
    @Test func barItemsOfCustomButtonsAndBuildingClosures() throws {
        let (report, _) = try scan(["Controller.swift": """
        final class InboxController: UIViewController {
            let addButton: UIButton = {
                let button = UIButton()
                button.setImage(UIImage(systemName: "plus"), for: .normal)
                button.accessibilityLabel = NSLocalizedString("add", comment: "")
                return button
            }()
            let groupItem: UIBarButtonItem = {
                let button = UIButton()
                button.setImage(UIImage(systemName: "square.stack"), for: .normal)
                button.accessibilityLabel = NSLocalizedString("group", comment: "")
                return UIBarButtonItem(customView: button)
            }()
            lazy var clearItem: UIBarButtonItem = {
                if #available(iOS 14.0, *) {
                    let item = UIBarButtonItem(image: UIImage(systemName: "trash"), menu: UIMenu(children: []))
                    item.accessibilityLabel = NSLocalizedString("clear", comment: "")
                    return item
                } else {
                    return UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
                }
            }()
            override func viewDidLoad() {
                navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: addButton), groupItem, clearItem]
            }
        }
        """])
        let bar = try #require(report.groups.first { $0.container == "navigationBar" })
        #expect(bar.titles == ["add", "group", "clear"])
        #expect(bar.icons == ["plus", "square.stack", "trash"])
    }
}

extension NinthRoundTests {
    /// A UIKit button whose icon is a package's (`Icon.add` of a type the scanned code neither
    /// declares nor extends) is reported with its title and the icon left unnamed, said why;
    /// an icon of the app's own type the scan cannot read stays run time.
    @Test func uiKitIconsOfAPackageAreLeftUnnamed() throws {
        let (report, _) = try scan(["Controller.swift": """
        enum Theme { static var mode: String { UserDefaults.standard.string(forKey: "m") ?? "" } }
        final class InboxController: UIViewController {
            func addMenu() -> UIMenu {
                UIMenu(title: "", children: [
                    UIAction(title: NSLocalizedString("add", comment: ""), image: Icon.add) { _ in },
                    UIAction(title: NSLocalizedString("edit", comment: ""), image: UIImage(systemName: "pencil")) { _ in },
                ])
            }
            func themeMenu() -> UIMenu {
                UIMenu(title: "", children: [
                    UIAction(title: NSLocalizedString("light", comment: ""), image: UIImage(named: Theme.mode)) { _ in },
                    UIAction(title: NSLocalizedString("dark", comment: ""), image: UIImage(systemName: "moon")) { _ in },
                ])
            }
        }
        """])
        let menu = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(menu.titles == ["add", "edit"])
        #expect(menu.icons == [nil, "pencil"])
        #expect(menu.buttons.first?.unnamedIcon == "Icon.add")
        #expect(menu.buttons.first?.unnamedIconReason?.contains("`Icon` is not declared") == true)
    }
}

extension NinthRoundTests {
    /// A title `count > 0 ? withCount : base` whose one branch joins run-time text to the key
    /// and whose other is the key: the key, a variant; a ternary of two run-time branches stays
    /// run time.
    @Test func aTernaryTitleWithOneKnownBranchGivesThatBranch() throws {
        let (report, _) = try scan(["Menu.swift": """
        struct MoreMenu: View {
            var count: Int
            var name: String
            var body: some View {
                Menu {
                    Button { } label: { Label("archives", systemImage: "doc") }
                    Button { } label: {
                        let base = String(localized: "torrents")
                        let withCount = [base, "(\\(count))"].joined(separator: " ")
                        Label(count > 0 ? withCount : base, systemImage: "leaf")
                    }
                } label: { Image(systemName: "ellipsis") }
                HStack {
                    Button(count > 0 ? name : name.uppercased()) { }
                    Button("close") { }
                }
            }
        }
        """])
        let menu = try #require(report.groups.first { $0.container == "menu" })
        #expect(menu.titles == ["archives", "torrents"])
        #expect(!report.groups.contains { $0.container == "hstack" })
    }
}

extension NinthRoundTests {
    /// `for choice in [Choice.keep, .discard] { alert.addAction(UIAlertAction(title: choice.title, …)) }`:
    /// one action an element, with the alert's other actions.
    @Test func alertActionsAddedInALoopOverALiteralList() throws {
        let (report, _) = try scan(["Controller.swift": """
        enum Choice {
            case keep, discard
            var title: String {
                switch self {
                case .keep: return NSLocalizedString("choice.keep", comment: "")
                case .discard: return NSLocalizedString("choice.discard", comment: "")
                }
            }
        }
        final class DraftController: UIViewController {
            func ask() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                for choice in [Choice.keep, .discard] {
                    alert.addAction(UIAlertAction(title: choice.title, style: .default) { _ in })
                }
                alert.addAction(UIAlertAction(title: NSLocalizedString("cancel", comment: ""), style: .cancel))
                present(alert, animated: true)
            }
        }
        """])
        let sheet = try #require(report.groups.first)
        #expect(Set(sheet.titles) == ["choice.keep", "choice.discard", "cancel"])
    }
}

extension NinthRoundTests {
    /// A loop is unrolled over at most 16 elements: a literal list of 17 stays run time.
    @Test func loopsAreUnrolledOverAtMostSixteenElements() throws {
        let seventeen = (1...17).map { "\"t\($0)\"" }.joined(separator: ", ")
        let sixteen = (1...16).map { "\"t\($0)\"" }.joined(separator: ", ")
        let (report, _) = try scan(["Controller.swift": """
        final class ListController: UIViewController {
            func longMenu() -> UIMenu {
                var items = [UIMenuElement]()
                for title in [\(seventeen)] {
                    items.append(UIAction(title: title) { _ in })
                }
                return UIMenu(title: "", children: items)
            }
            func fullMenu() -> UIMenu {
                var items = [UIMenuElement]()
                for title in [\(sixteen)] {
                    items.append(UIAction(title: title) { _ in })
                }
                return UIMenu(title: "", children: items)
            }
        }
        """])
        #expect(report.groups.count == 1)
        #expect(report.groups.first?.buttons.count == 16)
        #expect(report.skipped.contains { $0.reason.contains("in a loop over") })
    }
}
