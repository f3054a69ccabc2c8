import Testing
@testable import ButtonStackScan

/// Eighteenth round: general forms the scan missed (fixtures written for these tests, each naming no app).
@Suite struct EighteenthRoundTests {
    /// A helper function declared `-> String` returns text, whatever literal it returns: SwiftUI's
    /// `accessibilityLabel(_:)` then takes its `StringProtocol` overload and shows the string as it
    /// is, as it does for a computed `var title: String`. A `switch` over the argument picks the case.
    @Test func aHelperFunctionReturningStringGivesText() throws {
        let (report, _) = try scan(["Controls.swift": """
        import SwiftUI
        struct Controls: View {
            var body: some View {
                HStack {
                    control("chevron.backward") { }
                    control("safari") { }
                }
            }
            private func control(_ symbol: String, action: @escaping () -> Void) -> some View {
                Button(action: action) { Image(systemName: symbol) }
                    .accessibilityLabel(label(for: symbol))
            }
            private func label(for symbol: String) -> String {
                switch symbol {
                case "chevron.backward": return "controls.back"
                default: return "controls.open"
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"controls.back\"", "\"controls.open\""]])
        #expect(report.groups.first?.icons == ["chevron.backward", "safari"])
    }

    /// An optional `String` is text too; a helper declared `-> LocalizedStringKey` keeps its key, and
    /// one with no `String` in its return type (a key passed through) is left as it was read.
    @Test func onlyAStringReturnTypeMakesText() throws {
        let (report, _) = try scan(["Menus.swift": """
        import SwiftUI
        struct Menus: View {
            var body: some View {
                Menu {
                    Button(optionalTitle(1) ?? "menus.none") { }
                    Button(keyTitle(2)) { }
                    Button(resourceTitle(3)) { }
                } label: { Text("menus.label") }
            }
            func optionalTitle(_ index: Int) -> String? { "menus.optional" }
            func keyTitle(_ index: Int) -> LocalizedStringKey { "menus.key" }
            func resourceTitle(_ index: Int) -> LocalizedStringResource { "menus.resource" }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"menus.optional\"", "menus.key", "menus.resource"]])
    }
}
