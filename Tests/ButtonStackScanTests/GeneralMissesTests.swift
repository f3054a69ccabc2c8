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
}
