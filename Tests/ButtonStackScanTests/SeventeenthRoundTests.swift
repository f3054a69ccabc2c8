import Testing
@testable import ButtonStackScan

/// Seventeenth round: general forms the scan missed (fixtures written for these tests, each naming no app).
@Suite struct SeventeenthRoundTests {
    /// An enum's computed property reading `rawValue` with `self` left out (`var assetName:
    /// String { rawValue }`) is the case's raw value, as `self.rawValue` is: an app's `Image`
    /// initializer passing it on to `self.init(name, bundle:)` names the asset, not an SF Symbol.
    @Test func aBareRawValueInAnEnumsPropertyIsTheCasesRawValue() throws {
        let (report, _) = try scan(["Glyph.swift": """
        import SwiftUI
        enum Glyph: String {
            case download = "download"
            case shareNodes = "share-nodes"
            var assetName: String { rawValue }
            var label: String { "\\(rawValue).title" }
        }
        extension Image {
            init(glyph: Glyph) {
                self.init(glyph.assetName, bundle: .main)
            }
        }
        """, "Media.swift": """
        import SwiftUI
        struct Media: View {
            var body: some View {
                Text("x").contextMenu {
                    Button(action: {}) { Label { Text("media.download") } icon: { Image(glyph: .download) } }
                    Button(action: {}) { Label { Text("media.share") } icon: { Image(glyph: .shareNodes) } }
                    Button(Glyph.download.label) { }
                }
            }
        }
        """])
        #expect(report.groups.count == 1)
        #expect(report.groups.first?.icons == ["asset:download", "asset:share-nodes", nil])
        #expect(report.groups.first?.titles == ["media.download", "media.share", "\"download.title\""])
    }

    /// A property of the app's own named `rawValue` is its own, not the case's raw value.
    @Test func anEnumsOwnRawValuePropertyStaysItsOwn() throws {
        let (report, _) = try scan(["Pick.swift": """
        import SwiftUI
        enum Pick {
            case first, second
            var rawValue: String { "pick.any" }
            var title: String { rawValue }
        }
        struct Picks: View {
            var body: some View {
                Menu {
                    Button(Pick.first.title) { }
                    Button(Pick.second.title) { }
                } label: { Text("pick.menu") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"pick.any\"", "\"pick.any\""]])
    }

    /// Xcode names a watch app's extension after its target with ` Extension` added: a target
    /// `ShopWatch` gives `ShopWatch Extension/`, a watchOS target the iOS spec leaves out as it
    /// leaves out `Shop Watch Extension/`; a folder merely about watching stays in, and so does an
    /// iOS extension whose name ends in the letters (`Stopwatch Extension`, found by a review).
    @Test func aWatchExtensionGluedToTheAppsNameIsNotRead() throws {
        let dialog = """
        import SwiftUI
        struct Confirm: View {
            @State var shown = false
            var body: some View {
                Text("x").alert("confirm", isPresented: $shown) {
                    Button("confirm.once") { }
                    Button("confirm.always") { }
                }
            }
        }
        """
        let (report, _) = try scan(["ShopWatch Extension/Views/Confirm.swift": dialog,
                                    "ShopWatchKit Extension/Confirm.swift": dialog,
                                    "Shop/Watching/Confirm.swift": dialog, "Stopwatch Extension/Confirm.swift": dialog])
        #expect(report.groups.map(\.file).sorted() == ["Shop/Watching/Confirm.swift", "Stopwatch Extension/Confirm.swift"])
    }
}
