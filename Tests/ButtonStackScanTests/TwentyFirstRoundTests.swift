import Testing
@testable import ButtonStackScan

/// Idioms of apps read by hand and scanned once before these fixes (Aidoku, Enchanted): an app's
/// own dialog modifier declared outside the folders scanned, a `ContextMenu` kept in a local
/// constant, and a stack view built in a closure whose constant has the property's name.
@Suite struct TwentyFirstRoundTests {
    /// `.confirmationDialogOrAlert(…, actions: { … })`, declared in a folder the scan was not
    /// given: named for a dialog and passing SwiftUI's `actions:` closure, it is that dialog.
    @Test func aDialogModifierDeclaredOutsideTheScanIsReadByItsActionsLabel() throws {
        let (report, _) = try scan(["MangaView.swift": """
        import SwiftUI
        struct MangaView: View {
            @State var confirming = false
            var body: some View {
                List { Text("x") }
                    .confirmationDialogOrAlert(
                        NSLocalizedString("REMOVE_ALL_DOWNLOADS"),
                        isPresented: $confirming,
                        actions: {
                            Button(NSLocalizedString("CANCEL"), role: .cancel) {}
                            Button(NSLocalizedString("REMOVE"), role: .destructive) {}
                        },
                        message: { Text(NSLocalizedString("REMOVE_ALL_DOWNLOADS_CONFIRM")) }
                    )
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.container == "confirmationDialog")
        #expect(group.titles == ["REMOVE", "CANCEL"] || group.titles == ["CANCEL", "REMOVE"])
        #expect(group.buttons.map(\.role).contains("destructive"))
    }

    /// The same modifier written with trailing closures, `{ … } message: { … }`, as SwiftUI's alert is.
    @Test func aDialogModifierWithTrailingActionsBeforeItsMessageIsRead() throws {
        let (report, _) = try scan(["SettingView.swift": """
        import SwiftUI
        struct SettingView: View {
            @State var confirming = false
            var body: some View {
                Button("Reset") { confirming = true }
                    .confirmationDialogOrAlert("", isPresented: $confirming) {
                        Button(NSLocalizedString("OK"), role: .destructive) {}
                        Button(NSLocalizedString("CANCEL"), role: .cancel) {}
                    } message: {
                        Text("Sure?")
                    }
                    .fancyAlert(isPresented: $confirming) {
                        Button("One") {}
                        Button("Two") {}
                    }
            }
        }
        """])
        #expect(report.groups.count == 1)
        #expect(report.groups.first.map { Set($0.titles) } == ["OK", "CANCEL"])
    }

    /// A modifier not named for an alert or a dialog is not guessed at, and neither is one the
    /// scanned code declares without passing its closure on to SwiftUI's alert.
    @Test func otherUnseenModifiersAndDeclaredOnesAreNotGuessedAt() throws {
        let (report, _) = try scan(["Views.swift": """
        import SwiftUI
        extension View {
            func alertBanner<A: View>(isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
                overlay { if isPresented.wrappedValue { HStack { actions() } } }
            }
        }
        struct A: View {
            @State var shown = false
            var body: some View {
                Text("a")
                    .toastActions(isPresented: $shown, actions: {
                        Button("Undo") {}
                        Button("Dismiss") {}
                    })
                    .alertBanner(isPresented: $shown, actions: {
                        Button("Retry") {}
                        Button("Close") {}
                    })
            }
        }
        """])
        #expect(!report.groups.contains { $0.container == "alert" || $0.container == "confirmationDialog" })
        #expect(!report.groups.contains { $0.titles == ["Undo", "Dismiss"] })
    }

    /// `let contextMenu = ContextMenu(menuItems: { … })` in a row, then `.contextMenu(contextMenu)`:
    /// the menu's items are the group, at the modifier.
    @Test func aContextMenuKeptInALocalConstantIsTheMenu() throws {
        let (report, _) = try scan(["MessageListView.swift": """
        import SwiftUI
        struct MessageListView: View {
            var messages: [String]
            var body: some View {
                ScrollView {
                    ForEach(messages, id: \\.self) { message in
                        let contextMenu = ContextMenu(menuItems: {
                            Button(action: {}) { Label("Copy", systemImage: "doc.on.doc") }
                            Button(action: {}) { Label("Read Aloud", systemImage: "speaker.wave.3.fill") }
                        })
                        Text(message)
                            .contextMenu(contextMenu)
                    }
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.container == "contextMenu")
        #expect(group.titles == ["Copy", "Read Aloud"])
        #expect(group.buttons.map(\.icon) == ["doc.on.doc", "speaker.wave.3.fill"])
    }

    /// `lazy var stackView: UIStackView = { let stackView = UIStackView(); … }()`: the constant and
    /// the property share a name, and the button arranged once is one button, not two.
    @Test func aButtonArrangedOnceInAStackBuiltInAClosureIsOneButton() throws {
        let (report, _) = try scan(["SourceErrorView.swift": """
        import UIKit
        class SourceErrorView: UIView {
            private lazy var stackView: UIStackView = {
                let stackView = UIStackView()
                stackView.axis = .vertical
                return stackView
            }()
            private lazy var retry: UIButton = {
                var configuration = UIButton.Configuration.borderless()
                configuration.title = NSLocalizedString("RETRY", comment: "")
                return UIButton(configuration: configuration)
            }()
            private lazy var close: UIButton = {
                var configuration = UIButton.Configuration.borderless()
                configuration.title = NSLocalizedString("CLOSE", comment: "")
                return UIButton(configuration: configuration)
            }()
            func configure() {
                stackView.addArrangedSubview(retry)
                stackView.addArrangedSubview(close)
                addSubview(stackView)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["RETRY", "CLOSE"]])
    }

    /// A statistics button: its count formatted above its title (`Text(count, format: .number)`,
    /// then `Text(title)`). The count is data; the title names the button. A button showing only a
    /// formatted value is still known only at run time.
    @Test func aCountShownAboveATitleLeavesTheTitleAsTheButtonsName() throws {
        let (report, _) = try scan(["AccountStatsView.swift": """
        import SwiftUI
        struct AccountStatsView: View {
            let posts: Int
            let followers: Int
            let joined: Date
            var body: some View {
                HStack {
                    Button {} label: { makeLabel(title: "account.posts", count: posts) }
                    Button {} label: { makeLabel(title: "account.followers", count: followers) }
                }
                HStack {
                    Button {} label: { Text(posts, format: .number) }
                    Button {} label: { Text(joined, style: .relative) }
                }
            }
            private func makeLabel(title: LocalizedStringKey, count: Int) -> some View {
                VStack {
                    Text(count, format: .number.notation(.compactName))
                    Text(title)
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["account.posts", "account.followers"]])
        #expect(report.skipped.contains { $0.reason.contains("shows a value known only at run time") })
    }

    /// A bar item that is a titled button in one branch and an icon-only menu in the other: the
    /// titled branch's bar is a group, and the other branch is said to be left out.
    @Test func aTitledBranchBesideAnIconOnlyAlternativeIsStillAGroup() throws {
        let (report, _) = try scan(["UserEditorView.swift": """
        import SwiftUI
        struct UserEditorView: View {
            var isNewUser: Bool
            var body: some View {
                Form { Text("user") }
                    .toolbar {
                        ToolbarItem(placement: .navigationBarLeading) {
                            if isNewUser {
                                Button("Cancel") {}
                            } else {
                                Menu {
                                    Button("Cancel") {}
                                    Button("Delete", role: .destructive) {}
                                } label: {
                                    Image(systemName: "ellipsis.circle")
                                }
                            }
                        }
                        ToolbarItem(placement: .navigationBarTrailing) {
                            Button("Save") {}
                        }
                    }
            }
        }
        """])
        #expect(report.groups.map(\.titles).contains(["Cancel", "Save"]))
        #expect(report.groups.map(\.titles).contains(["Cancel", "Delete"]))
        #expect(report.skipped.contains { $0.reason.contains("a branch left out") && $0.reason.contains("only an icon") })
    }

    /// RxSwift Action's `UIAlertAction.Action("OK", style: .default)`, a library's factory taking
    /// the title and style as UIKit's initializer does: the alert's actions.
    @Test func aLibrarysAlertActionFactoryIsAnAction() throws {
        let (report, _) = try scan(["BidderDetailsRetrieval.swift": """
        import UIKit
        final class Retrieval {
            func emailPrompt() -> UIAlertController {
                let alertController = UIAlertController(title: "Send Bidder Details", message: nil, preferredStyle: .alert)
                var ok = UIAlertAction.Action("OK", style: .default)
                ok.rx.action = makeAction()
                let cancel = UIAlertAction.Action("Cancel", style: .cancel)
                alertController.addAction(ok)
                alertController.addAction(cancel)
                return alertController
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(Set(group.titles) == ["\"OK\"", "\"Cancel\""] || Set(group.titles) == ["OK", "Cancel"])
        #expect(group.buttons.map(\.role).contains("cancel"))
    }

    /// `[report, cancel].forEach { sheet.addAction($0) }` over actions made just before: the
    /// sheet's actions, in the list's order (the cancel one last, as iOS shows it).
    @Test func aLiteralListOfLocalActionsAddedOneByOneIsTheSheetsActions() throws {
        let (report, _) = try scan(["HeaderCell.swift": """
        import UIKit
        final class HeaderCell: UITableViewCell {
            func reportMenu() {
                let actionSheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                let reportNude = UIAlertAction(title: NSLocalizedString("reportNude", comment: ""), style: .default) { _ in }
                let reportScam = UIAlertAction(title: NSLocalizedString("reportScam", comment: ""), style: .default) { _ in }
                let cancelAction = UIAlertAction(title: "取消", style: .cancel, handler: nil)
                [reportNude, reportScam, cancelAction].forEach { (action) -> () in
                    actionSheet.addAction(action)
                }
                for action in [reportScam, cancelAction] {
                    actionSheet.addAction(action)
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["reportNude", "reportScam", "reportScam", "\"取消\"", "\"取消\""]])
    }

    /// The alerts before `UIAlertController`: `UIActionSheet(…, cancelButtonTitle:,
    /// destructiveButtonTitle:, otherButtonTitles: "a", "b")` and `UIAlertView(…)`, laid out as
    /// iOS lays out a sheet's and an alert's actions; one given more buttons later is skipped.
    @Test func legacyActionSheetsAndAlertViewsAreGroups() throws {
        let (report, _) = try scan(["TopicViewController.swift": """
        import UIKit
        final class TopicViewController: UIViewController {
            func showActions() {
                let actionSheet = UIActionSheet(title: nil, delegate: self, cancelButtonTitle: "取消", destructiveButtonTitle: nil, otherButtonTitles: "回复", "感谢", "查看对话")
                actionSheet.show(in: self.view)
            }
            func confirmLogout() {
                let alertView = UIAlertView(title: "确定注销当前账号吗？", message: nil, delegate: self, cancelButtonTitle: "取消", otherButtonTitles: "注销")
                alertView.show()
            }
            func dynamicSheet(names: [String]) {
                let sheet = UIActionSheet(title: nil, delegate: self, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete")
                for name in names { sheet.addButton(withTitle: name) }
                sheet.show(in: self.view)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"回复\"", "\"感谢\"", "\"查看对话\"", "\"取消\""], ["\"取消\"", "\"注销\""]])
        #expect(report.groups.map(\.container) == ["actionSheet", "alertController"])
        #expect(report.skipped.contains { $0.reason.contains("addButton") })
    }

    static let labelMenu = """
    import SwiftUI
    struct LabelMenu: View {
        let label: String
        let count: Int
        var body: some View {
            Menu("Labels") {
                Button("Show Label '\\(label)'") {}
                Button("Hide Label '\\(label)'") {}
            }
            HStack {
                Button {} label: { Text("saving \\(count)") }
                Button("Stop") {}
            }
        }
    }
    """

    /// An app with no strings tables at all shows a SwiftUI key interpolating a value as the
    /// literal filled in: the title is Swift's key, a format with a sample for the value.
    @Test func anInterpolatedKeyWithNoTablesIsSwiftsFormat() throws {
        let (report, _) = try scan(["LabelMenu.swift": Self.labelMenu])
        #expect(report.groups.map(\.titles).contains(["Show Label '%@'(Name)", "Hide Label '%@'(Name)"]))
        #expect(report.groups.map(\.titles).contains(["saving %@(Name)", "Stop"]))
    }

    /// With tables, the key is the one they hold (`saving %lld`, a number's sample), as
    /// `String(localized:)` reads it; a key they do not hold stays known only at run time.
    @Test func anInterpolatedKeyWithTablesIsTheOneTheyHold() throws {
        let (report, _) = try scan(["LabelMenu.swift": Self.labelMenu, "en.lproj/Localizable.strings": "\"saving %lld\" = \"Saving %lld\";\n\"Stop\" = \"Stop\";\n"])
        #expect(report.groups.map(\.titles) == [["saving %lld(2)", "Stop"]])
        #expect(report.skipped.contains { $0.reason.contains("Show Label") })
    }
}
