import Testing
@testable import ButtonStackScan

/// Two views each declaring their own `enum Sorting`: a view's code means its own. Fixtures
/// written for these tests, naming no app.
@Suite struct SameNamedTypesTests {
    /// `ForEach(Sorting.allCases)` in a view whose extension declares `Sorting` goes over that
    /// enum's cases only, and each title comes from that enum's `localizedName`; another
    /// controller's `Sorting`, with other cases, is not merged in.
    @Test func allCasesAreTheViewsOwnEnumsCases() throws {
        let (report, _) = try scan([
            "CheatsView.swift": """
            extension CheatsView {
                enum Sorting: String, CaseIterable {
                    case name
                    case dateAdded
                    var localizedName: String {
                        switch self {
                        case .name: return String(localized: "Name")
                        case .dateAdded: return String(localized: "Date Added")
                        }
                    }
                }
            }
            struct CheatsView: View {
                @State private var sorting: Sorting = .name
                var body: some View {
                    Menu {
                        ForEach(Sorting.allCases, id: \\.self) { option in
                            Button(option.localizedName) { sorting = option }
                        }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down")
                    }
                }
            }
            """,
            "SaveStates.swift": """
            final class SaveStatesViewController: UIViewController {
                enum Sorting: String, CaseIterable {
                    case name
                    case date
                    var localizedName: String {
                        switch self {
                        case .name: return NSLocalizedString("By Name", comment: "")
                        case .date: return NSLocalizedString("By Date", comment: "")
                        }
                    }
                }
            }
            """,
        ])
        #expect(report.skipped.isEmpty)
        let menus = report.groups.filter { $0.file == "CheatsView.swift" }
        #expect(menus.map(\.titles) == [["Name", "Date Added"]])
    }

    /// `Image(asset: .tag)` where the app nests its own `struct Image` in a list's constants:
    /// outside that type, `Image` is SwiftUI's, and the app's initializer of it names the asset.
    @Test func aNestedTypeDoesNotHideTheFrameworksOfItsName() throws {
        let (report, _) = try scan([
            "ImageAsset.swift": """
            public struct ImageAsset {
                let name: String
                init(_ name: String) { self.name = name }
                public static let tag = ImageAsset("tag")
                public static let delete = ImageAsset("delete")
            }
            public extension SwiftUI.Image {
                init(asset: ImageAsset) { self.init(asset.name, bundle: .module) }
            }
            """,
            "ListItem+Constants.swift": """
            extension ListItem {
                enum Constants {
                    struct Image {
                        let size: CGFloat
                        init(size: CGFloat) { self.size = size }
                    }
                }
            }
            """,
            "ListItem.swift": """
            struct ListItem: View {
                var body: some View {
                    Menu {
                        Button(action: {}) { Label { Text("Tags") } icon: { Image(asset: .tag) } }
                        Button(action: {}) { Label { Text("Delete") } icon: { Image(asset: .delete) } }
                    } label: { Text("More") }
                }
            }
            """,
        ])
        #expect(report.groups.map(\.icons) == [["asset:tag", "asset:delete"]])
    }
}
