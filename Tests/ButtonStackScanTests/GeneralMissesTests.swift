import Testing
import ButtonSpec
@testable import ButtonStackScan

/// Seventh round: general causes of misses seen in apps already tuned on (fixtures written for
/// these tests, each naming no app).
@Suite struct GeneralMissesTests {
    /// An icon that is a static constant of a nested type (`Assets.Images.info`) is read from its
    /// initializer; an image initializer the app declares in an extension, delegating to
    /// `self.init(systemName:)`, names that symbol; a platform alias of `UIImage`
    /// (`AppImage(named:)`) names an asset.
    @Test func nestedTypeConstantsAndDelegatingImageInitializers() throws {
        let (report, _) = try scan(["Assets.swift": """
        struct Assets {
            struct Images {
                static let info = AppImage(symbol: "info.circle")!
                static var markAll: AppImage { AppImage(named: "markAllAsRead")! }
                static let trash = UIImage(systemName: "trash")!
            }
        }
        extension AppImage {
            convenience init?(symbol: String) {
                #if os(macOS)
                self.init(systemSymbolName: symbol, accessibilityDescription: nil)
                #else
                self.init(systemName: symbol)
                #endif
            }
        }
        """, "Menus.swift": """
        final class ListController: UIViewController {
            func makeMenu() -> UIMenu {
                UIMenu(title: "", children: [
                    UIAction(title: NSLocalizedString("Get Info", comment: ""), image: Assets.Images.info) { _ in },
                    UIAction(title: NSLocalizedString("Mark All", comment: ""), image: Assets.Images.markAll) { _ in },
                    UIAction(title: NSLocalizedString("Delete", comment: ""), image: Assets.Images.trash) { _ in },
                ])
            }
            func logMenu() -> UIMenu {
                UIMenu(title: "", children: [UIAction(title: Current.Log.exportTitle) { _ in }, UIAction(title: "B") { _ in }])
            }
        }
        struct Log { static let exportTitle = "Export" }
        """])
        let menus = report.groups.filter { $0.file.hasSuffix("Menus.swift") }
        #expect(menus.map(\.titles) == [["Get Info", "Mark All", "Delete"]])
        #expect(menus.first?.icons == ["info.circle", "asset:markAllAsRead", "trash"])
        // `Current` is no type: `Current.Log` is not the type `Log`.
        #expect(report.skipped.map(\.line) == [10])
    }

    /// The menu a `UIContextMenuConfiguration`'s action provider returns is reported at the
    /// configuration, where the context menu is made (its trailing closure or `actionProvider:`);
    /// a submenu held in a constant stays at its own line.
    @Test func contextMenusAreReportedWhereTheConfigurationIsMade() throws {
        let (report, _) = try scan(["Feeds.swift": """
        final class FeedsController: UIViewController {
            func makeFolderMenu(indexPath: IndexPath) -> UIContextMenuConfiguration {
                return UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: { [weak self] _ in
                    guard let self else { return nil }
                    var elements = [UIMenuElement]()
                    elements.append(UIMenu(title: "", options: .displayInline, children: [
                        UIAction(title: NSLocalizedString("Rename", comment: ""), image: UIImage(systemName: "pencil")) { _ in },
                        UIAction(title: NSLocalizedString("Delete", comment: ""), image: UIImage(systemName: "trash")) { _ in },
                    ]))
                    let share = UIMenu(title: NSLocalizedString("Share", comment: ""), children: [
                        UIAction(title: NSLocalizedString("Mail", comment: "")) { _ in },
                        UIAction(title: NSLocalizedString("Messages", comment: "")) { _ in },
                    ])
                    elements.append(share)
                    return UIMenu(title: "", children: elements)
                })
            }
            func headerMenu() -> UIContextMenuConfiguration {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(title: "", children: [
                        UIAction(title: NSLocalizedString("Copy", comment: "")) { _ in },
                        UIAction(title: NSLocalizedString("Paste", comment: "")) { _ in },
                    ])
                }
            }
        }
        """])
        #expect(report.groups.map(\.line) == [3, 10, 19])
        #expect(report.groups.map(\.titles) == [["Rename", "Delete", "Share"], ["Mail", "Messages"], ["Copy", "Paste"]])
        #expect(report.groups.first?.endLine == 16)
    }

    /// A title made from a format key the code fills in at run time (`String(format:
    /// NSLocalizedString("Delete %@", …), name)`, `NSString.localizedStringWithFormat(text as
    /// NSString, name) as String`, SwiftGen's `L10n.episodesSelected(count)`) is that key, with a
    /// sample for each argument (a number where the specifier or the accessor's parameter says
    /// so); the spec fills a key no table holds as iOS shows it.
    @Test func formatKeysAreTitlesWithSampleArguments() throws {
        let (report, _) = try scan(["Strings.swift": """
        internal enum L10n {
          internal static func episodesSelected(_ p1: Int) -> String {
            return L10n.tr("Localizable", "episodes_selected", p1, fallback: "%d selected")
          }
        }
        """, "Feeds.swift": """
        final class FeedsController: UIViewController {
            func sheet(feed: Feed, count: Int) {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: String(format: NSLocalizedString("Delete %@ (%d)", comment: ""), feed.name, feed.count), style: .destructive))
                alert.addAction(UIAlertAction(title: L10n.episodesSelected(count), style: .default))
                alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                present(alert, animated: true)
            }
            func menu(feed: Feed) -> UIMenu {
                let localizedMenuText = NSLocalizedString("Mark All as Read in “%@”", comment: "")
                let title = NSString.localizedStringWithFormat(localizedMenuText as NSString, feed.name) as String
                return UIMenu(title: "", children: [
                    UIAction(title: title, image: UIImage(systemName: "checkmark")) { _ in },
                    UIAction(title: NSLocalizedString("Rename", comment: "")) { _ in },
                ])
            }
        }
        """])
        let feeds = report.groups.filter { $0.file == "Feeds.swift" }
        #expect(feeds.map(\.titles) == [["Delete %@ (%d)(Name, 2)", "episodes_selected(2)", "Cancel"], ["Mark All as Read in “%@”(Name)", "Rename"]])
        #expect(report.skipped.isEmpty)
        #expect(ScanJSON.string(report).contains(#""key": "episodes_selected", "table": "Localizable", "arguments": ["2"]"#))
        let writer = SpecWriter(specPath: "buttons.yaml", tables: nil)
        #expect(writer.title(.format("Delete %@ (%d)", table: "Localizable", arguments: ["Name", "2"])) == .scalar("Delete Name (2)"))
    }

    /// A list given as `items.reversed()` is the list, last first; `items.insert(x, at: 0)` puts
    /// x first; an insert elsewhere stays known only at run time.
    @Test func reversedListsAndInsertsAtTheStart() throws {
        let (report, _) = try scan(["Add.swift": """
        final class AddController: UIViewController {
            func configureMenu() {
                var menuItems: [UIAction] = []
                let addFeed = UIAction(title: NSLocalizedString("Add Feed", comment: ""), image: UIImage(systemName: "plus")) { _ in }
                menuItems.append(addFeed)
                menuItems.append(UIAction(title: NSLocalizedString("Add Folder", comment: ""), image: UIImage(systemName: "folder.badge.plus")) { _ in })
                addButton.menu = UIMenu(title: "", children: menuItems.reversed())
            }
            func collectionMenu() -> UIMenu {
                var actions: [UIAction] = [UIAction(title: NSLocalizedString("Rename", comment: "")) { _ in }]
                actions.append(UIAction(title: NSLocalizedString("Delete", comment: ""), attributes: .destructive) { _ in })
                actions.insert(UIAction(title: NSLocalizedString("Create Subcollection", comment: "")) { _ in }, at: 0)
                return UIMenu(children: actions)
            }
            func later() -> UIMenu {
                var actions: [UIAction] = [UIAction(title: NSLocalizedString("Rename", comment: "")) { _ in }, UIAction(title: "B") { _ in }]
                actions.insert(UIAction(title: "Last") { _ in }, at: actions.count)
                return UIMenu(children: actions)
            }
        }
        """])
        #expect(report.groups.map(\.line) == [7, 13])
        #expect(report.groups.map(\.titles) == [["Add Folder", "Add Feed"], ["Create Subcollection", "Rename", "Delete"]])
        #expect(report.groups.first?.icons == ["folder.badge.plus", "plus"])
        #expect(report.skipped.map(\.line) == [18])
    }

    /// A property set after the button is made to a ternary (`action.image = starred ? a : b`,
    /// which the parser leaves as one unfolded sequence) is read: each branch an alternative,
    /// paired with a ternary title over the same condition.
    @Test func propertiesSetLaterToATernaryAreRead() throws {
        let (report, _) = try scan(["Timeline.swift": """
        final class TimelineController: UIViewController {
            func trailingActions(starred: Bool) -> UISwipeActionsConfiguration {
                var actions = [UIContextualAction]()
                let starTitle = starred ? NSLocalizedString("Unstar", comment: "") : NSLocalizedString("Star", comment: "")
                let starAction = UIContextualAction(style: .normal, title: starTitle) { _, _, done in done(true) }
                starAction.image = starred ? UIImage(systemName: "star") : UIImage(systemName: "star.fill")
                let moreAction = UIContextualAction(style: .normal, title: NSLocalizedString("More", comment: "")) { _, _, done in done(true) }
                moreAction.image = UIImage(systemName: "ellipsis.circle")
                actions.append(starAction)
                actions.append(moreAction)
                return UISwipeActionsConfiguration(actions: actions)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Unstar", "More"], ["Star", "More"]])
        #expect(report.groups.map(\.icons) == [["star", "ellipsis.circle"], ["star.fill", "ellipsis.circle"]])
    }

    /// A class that is itself a `UIStackView` (directly or through the app's own subclass)
    /// arranging its buttons with `addArrangedSubview` in its extensions is a stack view group at
    /// the class; views that are no buttons are left out.
    @Test func aStackViewSubclassArrangingItsButtons() throws {
        let (report, _) = try scan(["SearchBar.swift": """
        class BaseStack: UIStackView {}
        final class SearchBar: BaseStack {
            var nextButton: UIButton!
            var searchField: UISearchTextField!
        }
        private extension SearchBar {
            func commonInit() {
                let doneButton = UIButton()
                doneButton.setTitle(NSLocalizedString("Done", comment: ""), for: .normal)
                addArrangedSubview(doneButton)
                searchField = UISearchTextField()
                addArrangedSubview(searchField)
                nextButton = UIButton(type: .system)
                nextButton.setImage(UIImage(systemName: "chevron.down"), for: .normal)
                nextButton.accessibilityLabel = "Next Result"
                self.addArrangedSubview(nextButton)
            }
        }
        final class Plain: UIView {
            func setUp() { addArrangedSubview(UIButton()) }
        }
        """])
        #expect(report.groups.map(\.line) == [2])
        #expect(report.groups.first?.container == "stackView")
        #expect(report.groups.map(\.titles) == [["Done", "\"Next Result\""]])
        #expect(report.groups.first?.icons == [nil, "chevron.down"])
    }

    /// An enum case declared with backticks (`` case `default` ``) is the case `.default` names:
    /// a `switch` over it matches (it used to match no case, leaving the group skipped).
    @Test func backtickedEnumCasesMatchTheirSwitch() throws {
        let (report, _) = try scan(["Actions.swift": """
        enum ItemAction: CaseIterable {
            case `default`
            case navigate
            var name: String {
                switch self {
                case .default: return NSLocalizedString("Default", comment: "")
                case .navigate: return NSLocalizedString("Navigate", comment: "")
                }
            }
        }
        struct ActionPicker: View {
            var body: some View {
                Menu {
                    ForEach(ItemAction.allCases, id: \\.self) { action in
                        Button { choose(action) } label: { Text(action.name) }
                    }
                } label: { Text("On Tap") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Default", "Navigate"]])
        #expect(report.skipped.isEmpty)
    }

    /// In a `[weak self]` closure, `self?.helper()` (and `self!.helper()`) is the type's helper as
    /// `helper()` is: its action is followed into alerts and menus.
    @Test func weakSelfHelpersAreFollowed() throws {
        let (report, _) = try scan(["List.swift": """
        final class ListController: UIViewController {
            func deleteAlertAction() -> UIAlertAction? {
                UIAlertAction(title: NSLocalizedString("Delete", comment: ""), style: .destructive) { _ in }
            }
            func renameAction() -> UIAction {
                UIAction(title: NSLocalizedString("Rename", comment: ""), image: UIImage(systemName: "pencil")) { _ in }
            }
            func shareAction() -> UIAction {
                UIAction(title: NSLocalizedString("Share", comment: ""), image: UIImage(systemName: "square.and.arrow.up")) { _ in }
            }
            func confirm() {
                run { [weak self] in
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    if let action = self?.deleteAlertAction() { alert.addAction(action) }
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                    self?.present(alert, animated: true)
                }
            }
            func menu() -> UIContextMenuConfiguration {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                    UIMenu(title: "", children: [self!.renameAction(), self!.shareAction()])
                }
            }
        }
        """])
        #expect(report.groups.filter { $0.line == 13 }.first?.titles == ["Cancel", "Delete"])
        #expect(report.groups.filter { $0.line == 20 }.map(\.titles) == [["Rename", "Share"]])
        #expect(report.groups.filter { $0.line == 20 }.first?.icons == ["pencil", "square.and.arrow.up"])
    }

    /// A list of actions a helper of the type returns (`-> [UIAction]`, `-> [UIMenuElement]`), as
    /// a literal or built by appending, is read where a menu takes it (`UIMenu(children:
    /// createSpeedActions())`), as is a computed property's; a helper returning a list of
    /// run-time data stays skipped.
    @Test func listsOfActionsReturnedByHelpers() throws {
        let (report, _) = try scan(["Player.swift": """
        final class PlayerController: UIViewController {
            func createSpeedActions() -> [UIAction] {
                var actions = [UIAction]()
                actions.append(UIAction(title: NSLocalizedString("Slower", comment: ""), image: UIImage(systemName: "tortoise")) { _ in })
                actions.append(UIAction(title: NSLocalizedString("Faster", comment: ""), image: UIImage(systemName: "hare")) { _ in })
                return actions
            }
            func sortElements() -> [UIMenuElement] {
                [UIAction(title: NSLocalizedString("By Date", comment: "")) { _ in }, UIAction(title: NSLocalizedString("By Name", comment: "")) { _ in }]
            }
            func episodes() -> [UIAction] {
                model.episodes.map { episode in UIAction(title: episode.title) { _ in } }
            }
            func setUp() {
                speedButton.menu = UIMenu(title: "", children: createSpeedActions())
                sortButton.menu = UIMenu(title: "", children: self.sortElements())
                listButton.menu = UIMenu(title: "", children: episodes())
                viewButton.menu = UIMenu(title: "", children: viewActions)
            }
            var viewActions: [UIMenuElement] {
                [UIAction(title: NSLocalizedString("Grid", comment: "")) { _ in }, UIAction(title: NSLocalizedString("List", comment: "")) { _ in }]
            }
        }
        """])
        #expect(report.groups.map(\.line) == [15, 16, 18])
        #expect(report.groups.map(\.titles) == [["Slower", "Faster"], ["By Date", "By Name"], ["Grid", "List"]])
        #expect(report.groups.first?.icons == ["tortoise", "hare"])
        #expect(report.skipped.map(\.line) == [17])
    }

    /// A constant made by a closure called at once is its body's value; `if #available(…)` takes
    /// its first branch (the iOS the renderer draws), any other `if` gives each branch as an
    /// alternative (the statements after an `if` without `else` being the other).
    @Test func closuresCalledAtOnceAndIfBranchesAreRead() throws {
        let (report, _) = try scan(["Images.swift": """
        enum Images {
            static let readerOn: UIImage = {
                if #available(iOS 18, *) {
                    return UIImage(systemName: "text.page.fill")!
                } else {
                    return UIImage(systemName: "doc.plaintext.fill")!
                }
            }()
            static let readerOff: UIImage = {
                if #available(iOS 18, *) {
                    return UIImage(systemName: "text.page")!
                }
                return UIImage(systemName: "doc.plaintext")!
            }()
        }
        """, "Article.swift": """
        final class ArticleController: UIViewController {
            var pro = false
            var shareTitle: String {
                if pro { return NSLocalizedString("Share Link", comment: "") }
                return NSLocalizedString("Share", comment: "")
            }
            func extractorAction() -> UIAction {
                let extracted = state == .on
                let title = extracted ? NSLocalizedString("Show Feed Article", comment: "") : NSLocalizedString("Show Reader View", comment: "")
                let image = extracted ? Images.readerOff : Images.readerOn
                return UIAction(title: title, image: image) { _ in }
            }
            func menu() -> UIMenu {
                UIMenu(title: "", children: [extractorAction(), UIAction(title: shareTitle) { _ in }])
            }
        }
        """])
        let menus = report.groups.filter { $0.file == "Article.swift" }
        #expect(menus.map(\.titles) == [["Show Feed Article", "Share Link"], ["Show Reader View", "Share Link"], ["Show Feed Article", "Share"]])
        #expect(menus.map { $0.icons.first ?? nil } == ["text.page", "text.page.fill", "text.page"])
        #expect(report.skipped.isEmpty)
    }

    /// A getter of thousands of `if`s one after another is followed 16 `if`s deep, then left
    /// known only at run time: no recursion without bound.
    @Test func aLongChainOfIfsIsBounded() throws {
        let chain = (0..<3_000).map { "        if n == \($0) { return \"t\($0)\" }" }.joined(separator: "\n")
        let (report, _) = try scan(["Chain.swift": """
        final class ChainController: UIViewController {
            var n = 0
            var title: String {
        \(chain)
                return "last"
            }
            func menu() -> UIMenu { UIMenu(title: "", children: [UIAction(title: title) { _ in }, UIAction(title: "B") { _ in }]) }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.first?.reason.contains("16 deep") == true)
    }

    /// An icon drawn from a type of a package the scan does not read (`Image(uiImage:
    /// IconFont.boxIcon.image(ofSize:color:))`) is an icon it cannot name: the button is written
    /// without it, with a note, as for an app's icon view from a package; an image made from a
    /// run-time value (`UIImage(named: name)`) still leaves the group skipped.
    @Test func iconsOfAPackageNotScannedAreUnnamed() throws {
        let (report, _) = try scan(["AddMenu.swift": """
        struct AddItemMenu: View {
            var body: some View {
                Menu {
                    Button { add(.entity) } label: {
                        Label { Text(L10n.entity) } icon: { Image(systemName: "lightbulb") }
                    }
                    Button { add(.area) } label: {
                        Label { Text(L10n.area) } icon: { Image(uiImage: IconFont.boxIcon.image(ofSize: .init(width: 18, height: 18), color: .label)) }
                    }
                } label: { Image(systemName: "plus") }
            }
        }
        struct Other: View {
            var name: String
            var body: some View {
                Menu {
                    Button { } label: { Label { Text(L10n.entity) } icon: { Image(uiImage: UIImage(named: name)!) } }
                    Button { } label: { Label { Text(L10n.area) } icon: { Image(systemName: "square") } }
                } label: { Text("x") }
            }
        }
        """, "Strings.swift": """
        internal enum L10n {
          internal static let entity = L10n.tr("Localizable", "entity")
          internal static let area = L10n.tr("Localizable", "area")
        }
        """])
        #expect(report.groups.map(\.line) == [3])
        #expect(report.groups.first?.titles == ["entity", "area"])
        #expect(report.groups.first?.icons == ["lightbulb", nil])
        #expect(report.groups.first?.buttons.last?.unnamedIconReason == "`IconFont` is not declared in the scanned code")
        #expect(report.skipped.map(\.line) == [16])
    }

    /// A format key of more specifiers than any title holds (thousands of `%@`, or `%9999$@`) is
    /// given no samples: the group stays skipped, the scan's output no larger than its input.
    @Test func aHostileFormatKeyGetsNoSamples() throws {
        let many = String(repeating: "%@", count: 5_000)
        let (report, _) = try scan(["Hostile.swift": """
        final class HostileController: UIViewController {
            func menu(name: String) -> UIMenu {
                UIMenu(title: "", children: [
                    UIAction(title: String(format: NSLocalizedString("\(many)", comment: ""), name)) { _ in },
                    UIAction(title: String(format: NSLocalizedString("%9999$@ %2$d", comment: ""), name, 1)) { _ in },
                ])
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.first?.reason.contains("more than 16 values") == true)
        #expect(FormatSamples.numericArguments(in: "%2$d of %1$@, 100%%") == [false, true])
        #expect(FormatSamples.numericArguments(in: "%@ has %ld %#@files@") == [false, true, true])
    }

    /// A function declared with a backticked name (SwiftGen's `` static func `open`(_ p1: Any) ``)
    /// is the function the code calls as `open(…)`: its key is found.
    @Test func backtickedFunctionNamesAreFound() throws {
        let (report, _) = try scan(["Strings.swift": """
        public enum L10n {
          public enum Updater {
            public static func `open`(_ p1: Any) -> String {
              return L10n.tr("Localizable", "updater.open", String(describing: p1))
            }
            public static var later: String { return L10n.tr("Localizable", "updater.later") }
          }
        }
        """, "App.swift": """
        final class AppController: UIViewController {
            func offer(update: Update) {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: L10n.Updater.open(update.name), style: .default))
                alert.addAction(UIAlertAction(title: L10n.Updater.later, style: .cancel))
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["updater.later", "updater.open(Name)"]])
        #expect(report.skipped.isEmpty)
    }

    /// `ForEach(authMethods)` over a computed list of the app's structs, each made with labels of
    /// its stored properties whose values are a key and two cases (no name among them): each
    /// element is that instance, and the button reads its members.
    @Test func aListOfStructsHoldingKeysAndCases() throws {
        let (report, _) = try scan(["Intro.swift": """
        private enum Route: Hashable { case create, restore }
        private struct Method: Identifiable, Hashable {
            var id: Route
            var name: String
            var icon: ImageResource
        }
        struct IntroView: View {
            private var methods: [Method] {
                [
                    Method(id: .create, name: String(localized: "Create new identity"), icon: .addFill),
                    Method(id: .restore, name: String(localized: "Restore profile"), icon: .shareLine),
                ]
            }
            var body: some View {
                VStack {
                    ForEach(methods) { method in
                        Button(action: {}) {
                            HStack { Image(method.icon); Text(method.name) }
                        }
                    }
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty)
        #expect(report.groups.map(\.titles) == [["Create new identity", "Restore profile"]])
        #expect(report.groups.map(\.icons) == [["asset:addFill", "asset:shareLine"]])
    }

    /// A label the app shares as a static property of its extension of `Label` (`Label.delete`,
    /// a getter or a `static let`): its title and icon, read where they are declared.
    @Test func labelsSharedAsStaticProperties() throws {
        let (report, _) = try scan(["Labels.swift": """
        extension Label where Title == Text, Icon == Image {
            static var pin: Label { Label("Pin", systemImage: "bookmark") }
            static let delete = Label("Delete", systemImage: "trash")
        }
        """, "Row.swift": """
        struct Row: View {
            var body: some View {
                Text("x").contextMenu {
                    Button(action: {}) { Label.pin }
                    Button(role: .destructive, action: {}) { Label.delete }
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty)
        #expect(report.groups.map(\.titles) == [["Pin", "Delete"]])
        #expect(report.groups.map(\.icons) == [["bookmark", "trash"]])
    }

    /// A picker's choices in a menu, each `filter.label` of a `ForEach` over an enum's
    /// `allCases`, where `label` is a view property switching over `self`: each case's title and icon.
    @Test func anEnumCasesOwnLabelView() throws {
        let (report, _) = try scan(["Toolbar.swift": """
        struct MovieSort {
            var filter: Filter = .all
            enum Filter: String, CaseIterable, Identifiable {
                var id: Self { self }
                case all, monitored
                var label: some View {
                    switch self {
                    case .all: Label(String(localized: "All Movies"), systemImage: "rectangle.stack")
                    case .monitored: Label(String(localized: "Monitored"), systemImage: "bookmark.fill")
                    }
                }
            }
        }
        struct MoviesToolbar: View {
            @State var sort = MovieSort()
            var body: some View {
                Menu {
                    Picker("Filter", selection: $sort.filter) {
                        ForEach(MovieSort.Filter.allCases) { filter in
                            filter.label
                        }
                    }
                    .pickerStyle(.inline)
                } label: {
                    Image(systemName: "line.3.horizontal.decrease")
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty)
        #expect(report.groups.map(\.titles) == [["All Movies", "Monitored"]])
        #expect(report.groups.map(\.icons) == [["rectangle.stack", "bookmark.fill"]])
    }

    /// `let label: LocalizedStringKey = phone ? "Trailer" : "Watch Trailer"` passed to a small
    /// view whose initializers take a `String` or a key: keys, localized as SwiftUI localizes a
    /// key, not shown as written.
    @Test func aLocalDeclaredAsAKeyHoldsKeys() throws {
        let (report, _) = try scan(["Details.swift": """
        struct ButtonLabel: View {
            private var label: Text?
            private var icon: String?
            init(text: String, icon: String? = nil) {
                self.icon = icon
                self.label = Text(text)
            }
            init(text: LocalizedStringKey, icon: String? = nil) {
                self.icon = icon
                self.label = Text(text)
            }
            var body: some View {
                HStack {
                    if let icon { Image(systemName: icon) }
                    if let label { label }
                }
            }
        }
        struct Details: View {
            var phone = true
            var body: some View {
                HStack {
                    Button { } label: {
                        let label: LocalizedStringKey = phone ? "Trailer" : "Watch Trailer"
                        ButtonLabel(text: label, icon: "play.fill")
                    }
                    Button { } label: {
                        let name: String = "Plex"
                        ButtonLabel(text: LocalizedStringKey(name), icon: "play.tv")
                    }
                }
            }
        }
        """])
        let titles = report.groups.map { $0.buttons.first?.title }
        #expect(titles.contains(.key("Trailer", table: "Localizable")))
        #expect(titles.contains(.key("Watch Trailer", table: "Localizable")))
        #expect(!titles.contains(.text("Trailer")))
    }

    /// A symbol's name interpolating a choice the code states (`"arrowshape.\(ascending ? "up" :
    /// "down")"`, `"star\(on ? ".fill" : "")"`): each name it can make, a variant each; one
    /// interpolating a value known only at run time stays so.
    @Test func interpolatedChoicesInASymbolsName() throws {
        let (report, _) = try scan(["Sort.swift": """
        struct SortSelector: View {
            @Binding var ascending: Bool
            var count: Int
            var body: some View {
                HStack {
                    Button { ascending.toggle() } label: {
                        Label("Order", systemImage: "arrowshape.\\(ascending ? "up" : "down")")
                    }
                    Button { } label: { Label("Favorite", systemImage: "star") }
                }
                HStack {
                    Button("One") { }
                    Button { } label: { Label("Count", systemImage: "\\(count).circle") }
                }
            }
        }
        """])
        let icons = Set(report.groups.map(\.icons))
        #expect(icons == [["arrowshape.up", "star"], ["arrowshape.down", "star"]])
        #expect(report.skipped.count == 1)
    }
}
