import Testing
@testable import ButtonStackScan

/// Fifteenth round: general forms the scan missed (fixtures written for these tests, each naming no app).
@Suite struct FifteenthRoundTests {
    /// A release build compiles the `#else` of `#if DEBUG` and `#if !DEBUG`, not `#if DEBUG`:
    /// a debug-only button is no button of the menu, and a stack only a debug build shows is no group.
    @Test func aReleaseBuildLeavesDebugClausesOut() throws {
        let (report, _) = try scan(["Settings.swift": """
        import SwiftUI
        struct Settings: View {
            var body: some View {
                Menu {
                    #if DEBUG
                    Button("debug.reset") { }
                    #else
                    Button("settings.rate") { }
                    #endif
                    Button("settings.share") { }
                    #if !DEBUG
                    Button("settings.help") { }
                    #endif
                } label: { Text("settings.more") }
                #if DEBUG
                HStack { Button("debug.a") { }; Button("debug.b") { } }
                #endif
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["settings.rate", "settings.share", "settings.help"]])
    }

    /// Xcode's generated asset symbols name a set of the app's catalogs by its rule (`icon-share`
    /// and `icon_trash` are `.iconShare` and `.iconTrash`; `Star Image` is `.star` too), in
    /// `Image(.x)`, `Image(ImageResource.x)`, `Label(_:image:)` and `UIImage(resource:)`; a
    /// symbol two sets would make, or none, names no icon.
    @Test func xcodeAssetSymbolsNameTheCatalogsSets() throws {
        var files = ["Actions.swift": """
        import SwiftUI
        import UIKit
        struct Actions: View {
            var body: some View {
                Menu {
                    Button { } label: { Label { Text("Share") } icon: { Image(.iconShare) } }
                    Button("Trash", image: .iconTrash) { }
                    Button { } label: { Label { Text("Star") } icon: { Image(ImageResource.star) } }
                } label: { Text("More") }
                Menu {
                    Button("Copy", image: .copyIcon) { }
                    Button("Paste", image: .absent) { }
                } label: { Text("Edit") }
            }
        }
        final class Controller: UIViewController {
            func menu() -> UIMenu {
                UIMenu(children: [
                    UIAction(title: "Share", image: UIImage(resource: .iconShare)) { _ in },
                    UIAction(title: "Trash", image: UIImage(resource: .iconTrash)) { _ in },
                ])
            }
        }
        """]
        for name in ["icon-share", "icon_trash", "Star Image", "copy-icon", "copy_icon"] {
            files.merge(GeneratedAccessorTests.imageSet(name)) { $1 }
        }
        let (report, _) = try scan(files)
        #expect(report.groups.map(\.icons) == [["asset:icon-share", "asset:icon_trash", "asset:Star Image"],
                                               ["asset:icon-share", "asset:icon_trash"]])
        #expect(XcodeAssetIdentifiers.names("URL-icon") == ["urlIcon"])
        #expect(XcodeAssetIdentifiers.names("Star Image") == ["starImage", "star"])
    }

    /// `.init(resource: .x)` where an image is expected (a `UIAction`'s `image:`) is
    /// `UIImage(resource: .x)`: the set Xcode's symbol names; `.init(systemName:)` beside it as before.
    @Test func anImplicitImageInitializerWithAResourceNamesTheSet() throws {
        var files = ["Menu.swift": """
        import UIKit
        final class Controller: UIViewController {
            func menu() -> UIMenu {
                UIMenu(children: [
                    UIAction(title: "Files", image: .init(systemName: "doc.fill.badge.plus")) { _ in },
                    UIAction(title: "Magnet", image: .init(resource: .icMagnet)) { _ in },
                ])
            }
        }
        """]
        files.merge(GeneratedAccessorTests.imageSet("ic_magnet")) { $1 }
        let (report, _) = try scan(files)
        #expect(report.groups.map(\.icons) == [["doc.fill.badge.plus", "asset:ic_magnet"]])
    }

    /// A `.pickerStyle(.menu)` picker in a context menu is a submenu, as in a `Menu`: one item
    /// of the context menu, its choices a menu of their own.
    @Test func aMenuPickerInAContextMenuIsASubmenu() throws {
        let (report, _) = try scan(["Row.swift": """
        import SwiftUI
        struct Row: View {
            @State var sort = 0
            var body: some View {
                Text("Row")
                    .contextMenu {
                        Button("Open") { }
                        Picker("Sort", selection: $sort) {
                            Text("Name").tag(0)
                            Text("Date").tag(1)
                        }
                        .pickerStyle(.menu)
                        Button("Delete", role: .destructive) { }
                    }
            }
        }
        """])
        #expect(report.groups.map(\.container) == ["contextMenu", "menu"])
        #expect(report.groups.map(\.titles) == [["Open", "Sort", "Delete"], ["Name", "Date"]])
    }

    /// A library's stock `UIAlertAction.cancel` (not declared in the scanned code) is iOS's
    /// "Cancel" with the cancel role, added as it is or copied by title and style; an app that
    /// declares its own `cancel` is read from its declaration, never taken for the stock one.
    @Test func aLibrarysStockCancelActionIsIOSsCancel() throws {
        let (report, _) = try scan(["Remover.swift": """
        import UIKit
        final class Remover: UIViewController {
            func confirm() {
                let alert = UIAlertController(title: "Remove?", message: nil, preferredStyle: .actionSheet)
                alert.addAction(.cancel)
                alert.addAction(UIAlertAction(title: "Remove", style: .destructive) { _ in })
                present(alert, animated: true)
            }
            func keep() {
                let alert = UIAlertController(title: "Keep?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: UIAlertAction.cancel.title, style: UIAlertAction.cancel.style))
                alert.addAction(UIAlertAction(title: "Keep", style: .default))
                alert.addAction(UIAlertAction.ok)
                present(alert, animated: true)
            }
        }
        """])
        // Laid out as iOS lays them out: the cancel action last in a sheet and in an alert of three.
        #expect(report.groups.map(\.titles) == [["\"Remove\"", "\"Cancel\""], ["\"Keep\"", "\"OK\"", "\"Cancel\""]])
        #expect(report.groups.map { $0.buttons.map(\.role) } == [["destructive", "cancel"], [nil, nil, "cancel"]])
    }

    /// A stack placing one button between spacers only centres it: the button is one of the
    /// stack around it (a vertical stack of two centred buttons is a group of two); a button
    /// only pushed to one side, or a row that shows text beside its button, stays apart.
    @Test func aButtonCentredBetweenSpacersIsOneOfTheStackAround() throws {
        let (report, _) = try scan(["Offer.swift": """
        import SwiftUI
        struct Offer: View {
            var body: some View {
                VStack {
                    HStack {
                        Spacer()
                        Button(action: { }) { Text("offer.subscribe") }
                        Spacer()
                    }
                    HStack {
                        Spacer()
                        Button("offer.learnMore") { }
                            .buttonStyle(.borderedProminent)
                        Spacer()
                    }
                }
                VStack {
                    HStack { Spacer(); Button("sheet.close") { } }
                    Text("sheet.offer")
                    Button("sheet.claim") { }
                }
                VStack {
                    HStack { Text("row.name"); Spacer(); Button("row.edit") { } }
                    HStack { Text("row.other"); Spacer(); Button("row.remove") { } }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["offer.subscribe", "offer.learnMore"]])
        #expect(report.groups.map(\.container) == ["vstack"])
    }

    /// A model made with several values, each given to a stored property of its label
    /// (`Sort(icon: "trophy", value: "best")`, returned by a `switch` of an enum), is read member
    /// by member: `opt.rawVal.value.capitalized` is "Best". A type made through an initializer of
    /// its own labels is read through what that initializer stores as it is (`title = first`:
    /// the second menu is the same; nineteenth round (b)).
    @Test func aModelsMembersAreTheValuesItWasMadeWith() throws {
        let (report, _) = try scan(["Feed.swift": """
        import SwiftUI
        struct Sort {
            var icon: String
            var value: String
        }
        struct Pair {
            let title: String
            let icon: String
            init(first: String, second: String) { title = first; icon = second }
        }
        enum SortOption: CaseIterable {
            case best, hot
            var rawVal: Sort {
                switch self {
                case .best: return Sort(icon: "trophy", value: "best")
                case .hot: return Sort(icon: "flame", value: "hot")
                }
            }
            var pair: Pair {
                switch self {
                case .best: return Pair(first: "Best", second: "trophy")
                case .hot: return Pair(first: "Hot", second: "flame")
                }
            }
        }
        struct Feed: View {
            var body: some View {
                Menu {
                    ForEach(SortOption.allCases, id: \\.self) { opt in
                        Button { } label: { Label(opt.rawVal.value.capitalized, systemImage: opt.rawVal.icon) }
                    }
                } label: { Text("Sort") }
                Menu {
                    ForEach(SortOption.allCases, id: \\.self) { opt in
                        Button { } label: { Label(opt.pair.title, systemImage: opt.pair.icon) }
                    }
                } label: { Text("Pairs") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"Best\"", "\"Hot\""], ["\"Best\"", "\"Hot\""]])
        #expect(report.groups.map(\.icons) == [["trophy", "flame"], ["trophy", "flame"]])
    }
}
