import Testing
@testable import ButtonStackScan

/// `ForEach` over lists the code states in forms the scan first read as run-time data (ntfy-ios):
/// a computed property returning a literal list of `.init(…)` elements of its declared type.
@Suite struct ForEachListTests {
    /// `private var options: [Option] { [.init(value: …, title: "Never"), …] }`: each `.init` makes
    /// the property's element type, so the dialog's buttons are the options' titles.
    @Test func aComputedListOfImplicitInitsIsTheLoopsElements() throws {
        let (report, _) = try scan(["DownloadView.swift": """
        import SwiftUI
        private struct Option: Identifiable {
            let value: Int64
            let title: String
            var id: Int64 { value }
        }
        struct DownloadView: View {
            @State private var showing = false
            var body: some View {
                Text("Download")
                    .confirmationDialog("Download", isPresented: $showing) {
                        ForEach(options) { option in
                            Button { save(option.value) } label: { Text(option.title) }
                        }
                        Button("Cancel", role: .cancel) {}
                    }
            }
            private var options: [Option] {
                [
                    .init(value: Store.never, title: "Never"),
                    .init(value: Store.always, title: "Always")
                ]
            }
            private func save(_ value: Int64) {}
        }
        """])
        // `Text(option.title)` of a `String`: verbatim text (quoted), the cancel button a key.
        #expect(report.groups.map(\.titles) == [["\"Never\"", "\"Always\"", "Cancel"]])
        #expect(report.skipped.isEmpty)
    }

    /// `static let choices: Array<Choice> = [.init(title: …, icon: …)]`: a constant list of the
    /// same form gives each button its title and icon; a list whose element's title is known only
    /// at run time stays skipped.
    @Test func aConstantListOfImplicitInitsGivesTitlesAndIcons() throws {
        let (report, _) = try scan(["ShareMenu.swift": """
        import SwiftUI
        struct Choice: Hashable {
            let title: LocalizedStringKey
            let icon: String
        }
        struct ShareMenu: View {
            static let choices: Array<Choice> = [
                .init(title: "share.copy", icon: "doc.on.doc"),
                .init(title: "share.mail", icon: "envelope")
            ]
            var name: String
            var named: [Choice] { [.init(title: LocalizedStringKey(name), icon: "person"), .init(title: "share.all", icon: "person.2")] }
            var body: some View {
                Menu {
                    ForEach(Self.choices, id: \\.self) { choice in
                        Button { } label: { Label(choice.title, systemImage: choice.icon) }
                    }
                } label: { Text("Share") }
                Menu {
                    ForEach(named, id: \\.self) { choice in
                        Button { } label: { Label(choice.title, systemImage: choice.icon) }
                    }
                } label: { Text("Named") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["share.copy", "share.mail"]])
        #expect(report.groups.first?.icons == ["doc.on.doc", "envelope"])
        #expect(report.skipped.map(\.reason) == ["menu: line 21: title `choice.title`: `Choice.title` is not a value the code states"])
    }
}
