import Testing
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
        }
        """])
        let menus = report.groups.filter { $0.file.hasSuffix("Menus.swift") }
        #expect(menus.map(\.titles) == [["Get Info", "Mark All", "Delete"]])
        #expect(menus.first?.icons == ["info.circle", "asset:markAllAsRead", "trash"])
        #expect(report.skipped.isEmpty)
    }
}
