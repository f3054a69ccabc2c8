import Testing
@testable import ButtonStackScan

/// The app's own button views as apps write them: the button layered in a `ZStack` with what
/// is drawn over it, optional accessories the call leaves out, and views only previews show.
@Suite struct AppButtonViewsTests {
    static let bigButton = """
    import SwiftUI
    struct BigButton: View {
        enum Accessory {
            case icon(Image)
            case button(ImageResource, () -> Void)
        }
        var text: LocalizedStringKey
        var style: Int
        var leadingAccessory: Accessory?
        var action: () -> Void
        var body: some View {
            ZStack {
                Button(action: action, label: { HStack { Spacer(); Text(text); Spacer() } })
                HStack {
                    if let leadingAccessory {
                        accessory(leadingAccessory)
                    }
                    Spacer()
                }
            }
        }
        @ViewBuilder
        func accessory(_ accessory: Accessory) -> some View {
            switch accessory {
            case .icon(let image): image
            case .button(let image, let action): Button(action: action, label: { Image(image) })
            }
        }
    }
    """

    /// A small view whose body layers its one button in a `ZStack` with an accessory the
    /// memberwise initializer leaves nil: each call is that button.
    @Test func buttonLayeredWithAnAccessoryLeftOut() throws {
        let (report, _) = try scan(["BigButton.swift": Self.bigButton, "Login.swift": """
        import SwiftUI
        struct Login: View {
            var body: some View {
                VStack(spacing: 20) {
                    BigButton(text: "Log in", style: 1, action: login)
                    BigButton(text: "Create new account", style: 2, action: { create() })
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Log in", "Create new account"]])
    }

    /// A `ZStack` of one button over a background is that button, beside the stack's others.
    @Test func oneButtonOverABackgroundIsThatButton() throws {
        let (report, _) = try scan(["Bar.swift": """
        import SwiftUI
        struct Bar: View {
            var body: some View {
                HStack {
                    ZStack {
                        Color.clear
                        Button("Play") { play() }
                    }
                    Button("Close") { close() }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Play", "Close"]])
    }

    /// A `ZStack` of two buttons is layers, not a row: no group, and nothing invented for it.
    @Test func layersOfSeveralButtonsAreNoButton() throws {
        let (report, _) = try scan(["Overlay.swift": """
        import SwiftUI
        struct Overlay: View {
            var body: some View {
                VStack {
                    ZStack {
                        Button("Play") { play() }
                        Button("Skip") { skip() }
                    }
                    Button("Close") { close() }
                }
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }

    /// A private view only `#Preview` shows states no group of the app; one the app shows does.
    @Test func viewsOnlyPreviewsShow() throws {
        let (report, _) = try scan(["BigButton.swift": Self.bigButton + """

        private struct BigButtonGallery: View {
            var body: some View {
                VStack {
                    BigButton(text: "Continue", style: 1) {}
                    BigButton(text: "Cancel", style: 2) {}
                }
            }
        }

        private struct Footer: View {
            var body: some View {
                HStack {
                    BigButton(text: "Terms", style: 2) {}
                    BigButton(text: "Privacy", style: 2) {}
                }
            }
        }

        struct Shown: View {
            var body: some View { Footer() }
        }

        #Preview {
            BigButtonGallery()
        }
        """])
        #expect(report.groups.map(\.titles) == [["Terms", "Privacy"]])
    }

    /// Buttons drawn in `.clear` at a one-point font, there only for their keyboard shortcuts,
    /// show no group; the same stack drawn in a colour does.
    @Test func buttonsDrawnInClearShowNoGroup() throws {
        let (report, _) = try scan(["Editor.swift": """
        import SwiftUI
        struct Editor: View {
            var body: some View {
                ZStack {
                    VStack {
                        Button("New File") { newFile() }.keyboardShortcut("n", modifiers: [.command])
                        Button("Save") { save() }.keyboardShortcut("s", modifiers: [.command])
                    }.foregroundColor(.clear).font(.system(size: 1))
                    HStack {
                        Button("Undo") { undo() }
                        Button("Redo") { redo() }
                    }.foregroundStyle(.tint)
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Undo", "Redo"]])
    }
}

/// A button view of the app that stores the view its initializer makes (`self.titleText =
/// Text(titleKey)`) and shows it in its body.
@Suite struct StoredLabelViewsTests {
    @Test func aTitleTheInitializerStoresAsTextIsTheButtonsTitle() throws {
        let (report, _) = try scan(["Components/ActionButton.swift": """
        struct ActionButton: View {
            let titleText: Text
            let image: Image?
            let action: () -> Void

            init(_ titleKey: LocalizedStringKey, image: Image? = nil, action: @escaping () -> Void) {
                self.titleText = Text(titleKey)
                self.image = image
                self.action = action
            }

            var body: some View {
                Button(action: action) {
                    HStack {
                        image
                        titleText
                            .font(.body)
                    }
                }
            }
        }
        """, "EditView.swift": """
        struct EditView: View {
            var body: some View {
                Form { }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("cancel") { } }
                        ToolbarItem(placement: .primaryAction) { ActionButton("save", action: { }) }
                    }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["cancel", "save"]])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
    }
}
