import Testing
@testable import ButtonStackScan

/// Views a helper's call passes as values, not closures. A fixture written for this test,
/// naming no app.
@Suite struct PassedViewValuesTests {
    /// `button(image: Image(systemName: "pin"), text: Text("Pin"))` whose body shows `image`
    /// and `text` in its label: each button's title and icon, read in the caller's names.
    @Test func viewsPassedAsValuesAreTheLabel() throws {
        let (report, _) = try scan([
            "Actions.swift": """
            struct Actions: View {
                var body: some View {
                    HStack {
                        button(action: {}, image: Image(systemName: "pin"), text: Text("Pin"))
                        button(action: {}, image: Image(systemName: "trash"), text: Text("Delete"))
                    }
                }
                private func button(action: @escaping () -> Void, image: Image, text: Text) -> some View {
                    Button(action: action) {
                        VStack {
                            image
                            text
                        }
                    }
                }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["Pin", "Delete"]])
        #expect(report.groups.map(\.icons) == [["pin", "trash"]])
    }
}
