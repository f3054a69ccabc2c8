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
}
