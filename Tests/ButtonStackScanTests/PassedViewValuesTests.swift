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

    /// An image passed as a member (`icon: Asset.Icons.received.image`, SwiftGen's asset) to a
    /// helper, and to a small view's `let icon: Image` (either of a ternary's two): the icon.
    @Test func imagesPassedAsMembersAreTheIcon() throws {
        let (report, _) = try scan([
            "Assets.swift": """
            internal enum Asset {
                internal enum Icons {
                    internal static let received = ImageAsset(name: "received")
                    internal static let sent = ImageAsset(name: "sent")
                    internal static let flexa = ImageAsset(name: "flexa")
                    internal static let flexaOff = ImageAsset(name: "flexaOff")
                }
            }
            """,
            "Home.swift": """
            struct Home: View {
                var restoring: Bool
                var body: some View {
                    HStack {
                        button("Receive", icon: Asset.Icons.received.image) {}
                        button("Send", icon: Asset.Icons.sent.image) {}
                    }
                    VStack {
                        ActionRow(icon: restoring ? Asset.Icons.flexaOff.image : Asset.Icons.flexa.image, title: "Pay") {}
                        ActionRow(icon: Asset.Icons.sent.image, title: "Send") {}
                    }
                }
                private func button(_ title: String, icon: Image, action: @escaping () -> Void) -> some View {
                    Button { action() } label: {
                        VStack {
                            icon.resizable()
                            Text(title)
                        }
                    }
                }
            }
            struct ActionRow: View {
                let icon: Image
                let title: String
                let action: () -> Void
                var body: some View {
                    Button { action() } label: {
                        HStack {
                            icon
                            Text(title)
                        }
                    }
                }
            }
            """,
        ])
        // The ternary's two images are two variants of the column.
        #expect(report.groups.map(\.icons) == [["asset:received", "asset:sent"], ["asset:flexaOff", "asset:sent"], ["asset:flexa", "asset:sent"]])
    }
}
