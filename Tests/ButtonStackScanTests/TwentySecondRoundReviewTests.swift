import Testing
@testable import ButtonStackScan

/// Faults found reviewing the twenty-second round: an overload read by the wrong return type, a
/// colour the view sets at run time read as its `.clear` default, a label closure written in one
/// branch of an initializer taken for every call, an optional set later taken for `nil`, a `static
/// var`'s first value taken as the branch every run shows, and a title drawn in a gradient lost.
@Suite struct TwentySecondRoundReviewTests {
    /// `makeCancelAction()` declared twice, returning a `UIAlertAction` and the app's model, in a
    /// list whose other helper returns the model: Swift calls the model's overload, titled
    /// "Shared.Close" here, never the `UIAlertAction` one's "Shared.Cancel".
    @Test func anOverloadInAListOfModelsIsTheModels() throws {
        let (report, _) = try scan(["ChatDialogManager.swift": """
        import UIKit
        final class ChatDialogManager {
            let dialogService: DialogService
            init(dialogService: DialogService) { self.dialogService = dialogService }
            func showMenu() {
                dialogService.showAlert(title: nil, message: nil, style: .actionSheet,
                                        actions: [makeRenameAction(), makeCancelAction()], from: nil)
            }
            func makeRenameAction() -> AdamantAlertAction {
                .init(title: NSLocalizedString("Chat.Rename", comment: ""), style: .default) { }
            }
            func makeCancelAction() -> UIAlertAction {
                .init(title: NSLocalizedString("Shared.Cancel", comment: ""), style: .cancel, handler: nil)
            }
            func makeCancelAction() -> AdamantAlertAction {
                .init(title: NSLocalizedString("Shared.Close", comment: ""), style: .cancel, handler: nil)
            }
        }
        """])
        let sheet = try #require(report.groups.first { $0.container == "actionSheet" })
        #expect(report.groups.count == 1)
        #expect(sheet.titles == ["Chat.Rename", "Shared.Close"])
    }

    /// A small view's `@State private var tint: Color = .clear`, turned green once copied: the
    /// checkmark drawn in it is shown at run time, not hidden for certain by its first value.
    @Test func aStateColourStartingClearHidesNothing() throws {
        let (report, _) = try scan(["Check.swift": """
        import SwiftUI
        struct CopyButton: View {
            let title: String
            @State private var tint: Color = .clear
            var body: some View {
                Button { tint = .green } label: {
                    HStack {
                        Text(title)
                        Image(systemName: "checkmark").foregroundColor(tint)
                    }
                }
            }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    CopyButton(title: "Copy Address")
                    CopyButton(title: "Copy Key")
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.titles == ["\"Copy Address\"", "\"Copy Key\""])
        #expect(group.icons == ["checkmark", "checkmark"])
    }

    /// An initializer that writes its label closure in one branch or the other (`if style ==
    /// .compact { self.labelContent = { … } } else { … }`): the `else` branch's label is not the
    /// compact call's. Known only by running the `if`, it is never the other branch's title.
    @Test func aLabelClosureWrittenInABranchOfTheInitializerIsNotEveryCalls() throws {
        let (report, _) = try scan(["AddButton.swift": """
        import SwiftUI
        enum AddStyle { case compact, full }
        struct AddButton<L: View>: View {
            let labelContent: () -> L
            let action: () -> Void
            var body: some View {
                Button(action: action) { labelContent() }
            }
        }
        extension AddButton where L == Label<Text, Image> {
            init(style: AddStyle, action: @escaping () -> Void) {
                self.action = action
                if style == .compact {
                    self.labelContent = { Label("Add", systemImage: "plus") }
                } else {
                    self.labelContent = { Label("Add item", systemImage: "plus.circle") }
                }
            }
        }
        struct Screen: View {
            var body: some View {
                HStack {
                    AddButton(style: .compact) {}
                    Button("Done") {}
                }
            }
        }
        """])
        #expect(!report.groups.contains { $0.titles.contains("\"Add item\"") })
        #expect(report.skipped.count == 1)
    }

    /// `var call: UIAction? = nil`, set in an `if` without `else`, then `[edit, rename,
    /// call].compactMap { $0 }`: the `nil` it starts as is no choice of the list, which holds
    /// "CALL" whenever the `if` runs; the menu is not only the two others.
    @Test func anOptionalStartingNilAndSetLaterIsNotLeftOut() throws {
        let (report, _) = try scan(["GroupViewController.swift": """
        import UIKit
        final class GroupViewController: UIViewController {
            var members: [String] = []
            func addMenu() {
                let edit = UIAction(title: "EDIT", image: UIImage(systemName: "pencil.circle")) { _ in }
                let rename = UIAction(title: "RENAME", image: UIImage(systemName: "pencil")) { _ in }
                var call: UIAction? = nil
                if !members.isEmpty {
                    call = UIAction(title: "CALL", image: UIImage(systemName: "phone.fill")) { _ in }
                }
                let menu = UIMenu(children: [edit, rename, call].compactMap { $0 })
                navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: menu)
            }
        }
        """])
        let menus = report.groups.filter { $0.container == "uiMenu" }
        #expect(!menus.contains { $0.titles == ["\"EDIT\"", "\"RENAME\""] })
        #expect(report.skipped.count == 1)
    }

    /// A `static var` starting `false` (`Settings.showsDelete`, `Settings.isPro`), which the app
    /// sets at run time: one condition of several over it does not settle the `else`, nor does it
    /// settle a label's `if`; the delete button and the "Pro" title stay variants.
    @Test func aStaticVarsFirstValueSettlesNoBranch() throws {
        let (report, _) = try scan(["RowActions.swift": """
        import SwiftUI
        final class Settings {
            static var showsDelete = false
            static var isPro = false
        }
        struct RowActions: View {
            var items: [String]
            var body: some View {
                HStack {
                    Button("Edit") {}
                    if Settings.showsDelete, !items.isEmpty {
                        Button("Delete") {}
                    }
                    Button {} label: {
                        if Settings.isPro { Label("Pro", systemImage: "star") } else { Label("Upgrade", systemImage: "cart") }
                    }
                }
            }
        }
        """])
        #expect(report.groups.contains { $0.titles.contains("Delete") })
        #expect(report.groups.contains { $0.titles.contains("Pro") })
        #expect(report.groups.contains { $0.titles.contains("Upgrade") })
    }

    /// A title drawn in a gradient: `Text("Upgrade").foregroundColor(.clear)` under an `.overlay`
    /// of the gradient masked by the same text. The overlay draws the title; the button is
    /// "Upgrade", not one showing only an icon.
    @Test func aClearTitleUnderAnOverlayIsStillTheTitle() throws {
        let (report, _) = try scan(["Promo.swift": """
        import SwiftUI
        struct Promo: View {
            var body: some View {
                HStack {
                    Button {} label: {
                        Text("Upgrade")
                            .foregroundColor(.clear)
                            .overlay(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).mask(Text("Upgrade")))
                    }
                    Button("Later") {}
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.skipped.isEmpty)
        #expect(group.titles == ["Upgrade", "Later"])
    }
}
