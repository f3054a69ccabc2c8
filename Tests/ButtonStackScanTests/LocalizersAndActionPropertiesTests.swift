import Testing
@testable import ButtonStackScan

/// Eighth round: an app's own string-localizing helpers, recognised by their bodies, and UIKit
/// actions read from the type's own properties (fixtures written for these tests).
@Suite struct LocalizersAndActionPropertiesTests {
    static let localizers = """
    extension String {
        static public func translate(_ name: String) -> String {
            NSLocalizedString(name, comment: "")
        }
        static public func translate(_ name: String, arguments: CVarArg...) -> String {
            String(format: NSLocalizedString(name, comment: ""), arguments: arguments)
        }
        public func translated() -> String { String.translate(self) }
        var inSettings: String { NSLocalizedString(self, tableName: "Settings", comment: "") }
        static func shouted(_ name: String) -> String { name.uppercased() }
    }
    extension LocalizedStringKey {
        static public func translate(_ key: String) -> LocalizedStringKey { LocalizedStringKey(key) }
    }
    """

    /// `.translate("Get Info")` (a static helper of `String` and of `LocalizedStringKey` giving the
    /// same key), `String.translate(…)`, `"…".translated()` and a property naming its table are
    /// keys; a helper whose body is no lookup (`uppercased()`) stays run time.
    @Test func anAppsLocalizingHelperGivesTheKeyItLooksUp() throws {
        let (report, _) = try scan(["Localize.swift": Self.localizers, "Menus.swift": """
        struct CellView: View {
            var body: some View {
                Text("x").contextMenu {
                    Button(.translate("Get Info"), systemImage: "info.circle") { }
                    Button(String.translate("Copy"), systemImage: "doc.on.doc") { }
                    Button("Share".translated(), systemImage: "square.and.arrow.up") { }
                    Button("Reset".inSettings, role: .destructive) { }
                }
                .alert("t", isPresented: $shown) {
                    Button(.shouted("Go")) { }
                    Button(.translate("Cancel"), role: .cancel) { }
                }
                .contextMenu {
                    if let url = version.url {
                        Button(version.name) { }
                        Button(.translate("Copy URL")) { }
                    }
                }
            }
        }
        """])
        let menu = report.groups.filter { $0.line == 3 }
        #expect(menu.map(\.titles) == [["Get Info", "Copy", "Share", "Settings:Reset"]])
        #expect(menu.first?.icons == ["info.circle", "doc.on.doc", "square.and.arrow.up", nil])
        #expect(report.groups.allSatisfy { $0.line != 9 })
        #expect(report.skipped.contains { $0.line == 9 })
        // A branch left out whose two buttons are one known and one run time is said, not lost.
        #expect(report.skipped.contains { $0.line == 13 && $0.reason.contains("`version`") })
    }

    /// `UIMenu(children: [self.acceptAction, …])` of computed properties (one made then marked
    /// destructive, one titled by a ternary: two variants), a `lazy var` made by a closure called
    /// in place, and an alert's `addAction(self.cancelAction)` of a `lazy var`, are read as the
    /// actions they make; a property titled at run time leaves its menu skipped with the reason.
    @Test func actionsHeldByTheTypesPropertiesAreRead() throws {
        let (report, _) = try scan(["Provider.swift": """
        final class RoomMenuProvider {
            var menu: UIMenu {
                return UIMenu(children: [
                    self.acceptAction,
                    favouriteAction,
                    self.leaveAction,
                    self.shareAction
                ])
            }
            var other: UIMenu { UIMenu(children: [self.acceptAction, self.renameAction]) }
            func confirm() {
                let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
                alert.addAction(self.cancelAction)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Leave", comment: ""), style: .destructive))
            }
            private var acceptAction: UIAction {
                UIAction(title: NSLocalizedString("Accept", comment: "")) { _ in self.accept() }
            }
            private var favouriteAction: UIAction {
                return UIAction(title: isFavourite ? NSLocalizedString("Unfavourite", comment: "") : NSLocalizedString("Favourite", comment: ""),
                                image: UIImage(systemName: isFavourite ? "star.slash" : "star")) { _ in }
            }
            private var leaveAction: UIAction {
                let image = UIImage(systemName: "door.left.hand.open")
                let action = UIAction(title: NSLocalizedString("Leave", comment: ""), image: image) { _ in }
                action.attributes = .destructive
                return action
            }
            private lazy var shareAction: UIAction = {
                let action = UIAction(title: NSLocalizedString("Share", comment: ""), image: UIImage(systemName: "square.and.arrow.up")) { _ in }
                return action
            }()
            private lazy var cancelAction = UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel)
            private var renameAction: UIAction { UIAction(title: room.name) { _ in } }
        }
        """])
        let menu = report.groups.filter { $0.line == 3 }
        #expect(menu.map(\.titles) == [["Accept", "Unfavourite", "Leave", "Share"], ["Accept", "Favourite", "Leave", "Share"]])
        #expect(menu.first?.icons == [nil, "star.slash", "door.left.hand.open", "square.and.arrow.up"])
        #expect(menu.first?.buttons.map(\.role) == [nil, nil, "destructive", nil])
        #expect(menu.first?.buttons.map(\.line) == [4, 5, 6, 29])  // a `lazy var`, like a constant, where it is made
        #expect(report.groups.filter { $0.line == 12 }.map(\.titles) == [["Cancel", "Leave"]])
        #expect(report.groups.allSatisfy { $0.line != 10 })
        #expect(report.skipped.contains { $0.line == 10 && $0.reason.contains("`room`") })
    }

    /// An app's alert helpers that pass their actions on: `showAlert(actions:)` makes `Self(…)` in
    /// `extension UIAlertController` and adds them with `forEach`; `showAlertWithCancel(actions:)`
    /// appends a Cancel action to the list it was given and passes it to `showAlert`. Each call
    /// is an alert of the actions it passes (constants of the caller) and the Cancel one; a
    /// helper calling them with fixed actions is one group in its own body, not one per call; a
    /// list known only at run time stays skipped.
    @Test func alertHelpersPassingTheirActionsOnAreFollowed() throws {
        let (report, _) = try scan(["Alerts.swift": """
        extension UIAlertController {
            static func showAlert(_ presenter: UIViewController? = nil, title: String?, message: String?,
                                  style: UIAlertController.Style = .alert, actions: [UIAlertAction]) {
                let alert = Self(title: title, message: message, preferredStyle: style)
                actions.forEach { alert.addAction($0) }
                presenter?.present(alert, animated: true)
            }
            static func showAlertWithCancel(title: String?, message: String?, style: UIAlertController.Style = .alert,
                                            actions: [UIAlertAction]) {
                var actions = actions
                actions.append(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
                showAlert(title: title, message: message, style: style, actions: actions)
            }
        }
        """, "Settings.swift": """
        struct SettingsView: View {
            func feedback() {
                let bug: UIAlertAction = .init(title: NSLocalizedString("Bug Report", comment: ""), style: .default) { _ in }
                let other = UIAlertAction(title: "Other", style: .default) { _ in }
                UIAlertController.showAlertWithCancel(title: "Feedback", message: nil, actions: [bug, other])
            }
            static func resetAlert(title: String) {
                let action = UIAlertAction(title: NSLocalizedString("Proceed", comment: ""), style: .destructive) { _ in }
                UIAlertController.showAlertWithCancel(title: title, message: nil, actions: [action])
            }
            func rows() {
                Self.resetAlert(title: NSLocalizedString("Reset Cache", comment: ""))
                Self.resetAlert(title: NSLocalizedString("Reset All", comment: ""))
            }
            func pick(_ certificates: [Certificate]) {
                let picks = certificates.map { c in UIAlertAction(title: c.name, style: .default) }
                UIAlertController.showAlertWithCancel(title: "Pick", message: nil, actions: picks)
            }
        }
        """])
        let settings = report.groups.filter { $0.file == "Settings.swift" }
        #expect(settings.filter { $0.line == 5 }.map(\.titles) == [["Bug Report", "\"Other\"", "Cancel"]])
        #expect(settings.filter { $0.line == 9 }.map(\.titles) == [["Cancel", "Proceed"]])
        #expect(settings.filter { $0.line == 9 }.first?.buttons.map(\.role) == ["cancel", "destructive"])
        #expect(settings.allSatisfy { [5, 9].contains($0.line) })
        #expect(report.skipped.contains { $0.file == "Settings.swift" && $0.line == 17 })
    }

    /// An app's toolbar item wrapping a `Menu` of the content its call passes (`Menu { _content }`,
    /// `self._content = content()`: a property whose own name starts with `_`) is a menu at each
    /// call; `.toolbarTitleMenu { … }` is a menu; a case written `` `default` `` matches `.default`.
    @Test func menusOfAnAppsToolbarItemAndTheTitleMenuAreGroups() throws {
        let (report, _) = try scan(["ToolMenu.swift": """
        public struct ToolMenu<Content>: ToolbarContent where Content: View {
            private var _icon: String
            private var _content: Content
            public init(systemImage: String = "", @ViewBuilder content: () -> Content) {
                self._icon = systemImage
                self._content = content()
            }
            public var body: some ToolbarContent {
                ToolbarItem(placement: .automatic) {
                    Menu {
                        _content
                    } label: {
                        Image(systemName: _icon)
                    }
                }
            }
        }
        """, "List.swift": """
        enum Sort: String, CaseIterable {
            case `default` = "default"
            case name
            var title: LocalizedStringKey {
                switch self {
                case .default: "Default"
                case .name: "Name"
                }
            }
        }
        struct ListView: View {
            var body: some View {
                Text("x")
                    .toolbarTitleMenu {
                        Button("Visit Website", systemImage: "globe") { }
                        Button("Copy", systemImage: "doc.on.doc") { }
                    }
                    .toolbar {
                        ToolMenu(systemImage: "plus") {
                            Button("Import from Files", systemImage: "folder") { }
                            Button("Import from URL", systemImage: "globe") { }
                        }
                    }
                    .contextMenu {
                        ForEach(Sort.allCases, id: \\.self) { sort in
                            Button(sort.title) { }
                        }
                    }
            }
        }
        """])
        let list = report.groups.filter { $0.file == "List.swift" }
        #expect(list.filter { $0.line == 14 }.map(\.container) == ["menu"])
        #expect(list.filter { $0.line == 14 }.map(\.titles) == [["Visit Website", "Copy"]])
        #expect(list.filter { $0.line == 19 }.map(\.container) == ["menu"])
        #expect(list.filter { $0.line == 19 }.map(\.titles) == [["Import from Files", "Import from URL"]])
        #expect(list.filter { $0.line == 24 }.map(\.titles) == [["Default", "Name"]])
        #expect(report.groups.allSatisfy { $0.file == "List.swift" })
    }

    /// An inline menu no other menu holds (`button.menu = avatarMenu` of a property returning
    /// `UIMenu(options: .displayInline, children: actions)`) is a menu; one used as a section of
    /// another stays part of it. `UIImage(systemName:)?.withRenderingMode(…)` keeps its symbol.
    @Test func anInlineMenuNoMenuHoldsIsAMenuAndImageMethodsKeepTheirSymbol() throws {
        let (report, _) = try scan(["Coordinator.swift": """
        final class Coordinator {
            private var avatarMenu: UIMenu {
                var actions: [UIMenuElement] = []
                actions.append(UIAction(title: "Settings", image: UIImage(systemName: "gearshape")?.withRenderingMode(.alwaysTemplate)) { _ in })
                actions.append(UIAction(title: "Sign Out", image: UIImage(systemName: "door.left.hand.open")) { _ in })
                return UIMenu(options: .displayInline, children: actions)
            }
            private var section: UIMenu {
                UIMenu(options: .displayInline, children: [UIAction(title: "A") { _ in }, UIAction(title: "B") { _ in }])
            }
            func setUp(button: UIButton) {
                button.menu = avatarMenu
                button.showsMenuAsPrimaryAction = true
                other.menu = UIMenu(children: [section, UIAction(title: "C") { _ in }])
                let divider = UIMenu(title: "", options: .displayInline, children: [UIAction(title: "D") { _ in }, UIAction(title: "E") { _ in }])
                third.menu = UIMenu(children: [UIAction(title: "F") { _ in }, divider])
            }
        }
        """])
        #expect(report.groups.filter { $0.line == 6 }.map(\.titles) == [["\"Settings\"", "\"Sign Out\""]])
        #expect(report.groups.filter { $0.line == 6 }.first?.icons == ["gearshape", "door.left.hand.open"])
        #expect(report.groups.filter { $0.line == 14 }.map(\.titles) == [["\"A\"", "\"B\"", "\"C\""]])
        #expect(report.groups.filter { $0.line == 16 }.map(\.titles) == [["\"F\"", "\"D\"", "\"E\""]])
        #expect(report.groups.allSatisfy { [6, 14, 16].contains($0.line) })
    }

    /// A list that starts as a ternary of two lists (`var children = unread ? [markAsRead] : []`)
    /// gives a variant each; an action whose title and icon are constants declared first and set
    /// in each branch of an `if` gives a variant a branch, its title and icon together.
    @Test func aListStartingWithATernaryAndConstantsSetInBranchesAreRead() throws {
        let (report, _) = try scan(["Room.swift": """
        final class RoomMenu {
            var menu: UIMenu {
                var children = hasUnread ? [self.markAsReadAction] : []
                children.append(contentsOf: [self.notificationsAction, self.leaveAction])
                return UIMenu(children: children)
            }
            private var markAsReadAction: UIAction {
                UIAction(title: NSLocalizedString("Mark as Read", comment: ""), image: UIImage(systemName: "envelope.open")) { _ in }
            }
            private var notificationsAction: UIAction {
                let image: UIImage?
                let title: String
                if Settings.newNotifications {
                    title = NSLocalizedString("Notifications", comment: "")
                    image = UIImage(systemName: "bell")
                } else {
                    title = muted ? NSLocalizedString("Unmute", comment: "") : NSLocalizedString("Mute", comment: "")
                    image = UIImage(systemName: muted ? "bell.slash" : "bell")
                }
                return UIAction(title: title, image: image) { _ in }
            }
            private var leaveAction: UIAction { UIAction(title: NSLocalizedString("Leave", comment: "")) { _ in } }
        }
        """])
        let menu = report.groups.filter { $0.line == 5 }
        #expect(menu.map(\.titles) == [["Mark as Read", "Notifications", "Leave"], ["Notifications", "Leave"],
                                        ["Mark as Read", "Unmute", "Leave"], ["Mark as Read", "Mute", "Leave"]])
        #expect(menu.map { $0.icons[$0.icons.count - 2] } == ["bell", "bell", "bell.slash", "bell"])
        #expect(report.skipped.isEmpty)
    }

    /// Hostile: alert helpers that each make an alert and call every other one (and themselves)
    /// end, each call following at most a few helpers; the outside call is still its alert.
    @Test func alertHelpersCallingEachOtherEnd() throws {
        let count = 10
        var source = "extension UIAlertController {\n"
        for index in 0..<count {
            source += "    static func h\(index)(actions: [UIAlertAction]) {\n"
            source += "        let alert = Self(title: nil, message: nil, preferredStyle: .alert)\n"
            source += "        actions.forEach { alert.addAction($0) }\n"
            for other in 0..<count { source += "        h\(other)(actions: actions)\n" }
            source += "    }\n"
        }
        source += "}\n"
        source += """
        final class C: UIViewController {
            func go() {
                UIAlertController.h0(actions: [UIAlertAction(title: "A", style: .default), UIAlertAction(title: "B", style: .cancel)])
            }
        }
        """
        let (report, _) = try scan(["Loop.swift": source])
        let line = 1 + count * (4 + count) + 1 + 3
        #expect(report.groups.filter { $0.line == line }.first?.titles == ["\"B\"", "\"A\""])
        #expect(report.groups.allSatisfy { $0.line == line })
    }

    /// Hostile: static helpers reached as `.name(…)` that call each other end at the inlining
    /// depth; more than two types declaring the name are not read at all.
    @Test func staticHelpersCallingEachOtherEnd() throws {
        let (report, _) = try scan(["Loop.swift": """
        extension String { static func loc(_ s: String) -> String { .loc(s) } }
        extension LocalizedStringKey { static func loc(_ s: String) -> LocalizedStringKey { .loc(s) } }
        extension A { static func many(_ s: String) -> String { NSLocalizedString(s, comment: "") } }
        extension B { static func many(_ s: String) -> String { NSLocalizedString(s, comment: "") } }
        extension C { static func many(_ s: String) -> String { NSLocalizedString(s, comment: "") } }
        struct V: View {
            var body: some View {
                HStack { Button(.loc("a")) { }; Button(.loc("b")) { } }
                VStack { Button(.many("a")) { }; Button(.many("b")) { } }
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.contains { $0.line == 8 && $0.reason.contains("deeper than") })
        #expect(report.skipped.contains { $0.line == 9 && $0.reason.contains("declared by 3 types") })
    }
    /// A `localized` property whose body looks the key up in a bundle gives the key and its
    /// table; one the scan cannot read at all still gives the key, as the name says (review).
    @Test func aBundleLookupOrAnUnreadableLocalizedPropertyGivesTheKey() throws {
        let (report, _) = try scan(["Menus.swift": """
        extension String {
            var localized: String { Bundle.main.localizedString(forKey: self, value: nil, table: "Main") }
            var localizedString: String { Catalog.shared.text(for: self) }
        }
        struct V: View {
            var body: some View {
                HStack { Button("Get Info".localized) {}; Button("Cancel".localized) {} }
                VStack { Button("Open".localizedString) {}; Button("Close".localizedString) {} }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Main:Get Info", "Main:Cancel"], ["Open", "Close"]])
    }
    /// An inline section a method makes (`sortSection()`), listed in a menu, is part of that
    /// menu, as one a property holds is; not a menu of its own (review).
    @Test func anInlineSectionAMethodMakesIsPartOfTheMenuListingIt() throws {
        let (report, _) = try scan(["Menus.swift": """
        final class VC: UIViewController {
            func sortSection() -> UIMenu {
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Newest", image: UIImage(systemName: "arrow.up")) { _ in },
                    UIAction(title: "Oldest", image: UIImage(systemName: "arrow.down")) { _ in },
                ])
            }
            func setup(button: UIButton) {
                button.menu = UIMenu(title: "", children: [
                    sortSection(),
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                ])
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"Newest\"", "\"Oldest\"", "\"Share\""]])
        #expect(report.groups.map(\.line) == [9])
    }
}
