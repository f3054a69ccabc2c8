import Testing
@testable import ButtonStackScan

/// SwiftUI's ways of stating a group, read as a user would read the screen.
@Suite struct SwiftUIGroupTests {
    @Test func aRowOfButtonsInTheirFormsIsOneGroupWithKeysIconsRolesAndStyle() throws {
        let (report, _) = try scan(["Views/Actions.swift": """
        struct ActionsView: View {
            var body: some View {
                HStack {
                    Button("action.reply", systemImage: "arrowshape.turn.up.left") { reply() }
                    Button { archive() } label: { Label("action.archive", systemImage: "archivebox") }
                    Button(role: .destructive) { delete() } label: {
                        Label(String(localized: "action.delete", table: "Mail"), systemImage: "trash")
                    }
                    Text("not a button")
                    Spacer()
                }
                .buttonStyle(.borderedProminent)
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1)
        #expect(group.file == "Views/Actions.swift" && group.line == 3 && group.endLine == 11)
        #expect(group.container == "hstack" && group.modes == [1] && group.stack == "ActionsView-hstack-3")
        #expect(group.titles == ["action.reply", "action.archive", "Mail:action.delete"])
        #expect(group.icons == ["arrowshape.turn.up.left", "archivebox", "trash"])
        #expect(group.buttons.map(\.role) == [nil, nil, "destructive"])
        #expect(group.buttons.allSatisfy { $0.style == "filled" })
    }

    @Test func alertsPutCancelFirstAndDialogsLast() throws {
        let (report, _) = try scan(["A.swift": """
        struct A: View {
            @State var shown = false
            var body: some View {
                Text("x")
                    .alert("title", isPresented: $shown) {
                        Button("delete", role: .destructive) {}
                        Button("cancel", role: .cancel) {}
                    } message: { Text("message") }
                    .confirmationDialog("t", isPresented: $shown) {
                        Button("cancel", role: .cancel) {}
                        Button("save") {}
                        Button("discard", role: .destructive) {}
                    }
            }
        }
        """])
        let alert = try #require(report.groups.first { $0.container == "alert" })
        #expect(alert.titles == ["cancel", "delete"])
        // A row, a column when a title does not fit, and wrapped titles at the largest sizes.
        #expect(alert.modes == [1, 3, 4])
        let dialog = try #require(report.groups.first { $0.container == "confirmationDialog" })
        #expect(dialog.titles == ["save", "discard", "cancel"])
        #expect(dialog.modes == [3, 4])
    }

    @Test func eachBranchIsAVariantNeverMerged() throws {
        let (report, _) = try scan(["B.swift": """
        struct B: View {
            var isFollowing: Bool
            var body: some View {
                VStack {
                    if isFollowing {
                        Button("unfollow") {}
                    } else {
                        Button("follow") {}
                    }
                    Button(isFollowing ? "mute" : "unmute") {}
                }
            }
        }
        """])
        // The ternary is on the `if`'s condition: it takes the same branch (`SharedConditionsTests`).
        #expect(report.groups.map(\.titles) == [["unfollow", "mute"], ["follow", "unmute"]])
        #expect(report.groups.map(\.stack) == ["B-vstack-4", "B-vstack-4-2"])
        #expect(report.groups.map(\.source) == ["B.swift:4", "B.swift:4#2"])
    }

    @Test func enumsSwitchesHelpersAndSmallViewsAreFollowed() throws {
        let (report, _) = try scan(["C.swift": """
        enum Action: String, CaseIterable {
            case reply, share = "action.share.key"
            var title: LocalizedStringKey {
                switch self {
                case .reply: return "action.reply"
                case .share: return "action.share"
                }
            }
            var icon: String {
                switch self {
                case .reply: "arrowshape.turn.up.left"
                case .share: "square.and.arrow.up"
                }
            }
        }
        struct CloseButton: View {
            var title: LocalizedStringKey = "action.close"
            var body: some View { Button(title, systemImage: "xmark") {} }
        }
        struct C: View {
            var body: some View {
                VStack {
                    ForEach(Action.allCases, id: \\.self) { action in
                        Button(action.title, systemImage: action.icon) {}
                    }
                }
                HStack {
                    actionButton(.share)
                    CloseButton()
                    copyButton
                }
            }
            func actionButton(_ action: Action) -> some View {
                Button(action.rawValue) {}
            }
            var copyButton: some View {
                Button { } label: { Label("action.copy", systemSymbol: .docOnDoc) }
            }
        }
        """])
        let column = try #require(report.groups.first { $0.container == "vstack" })
        #expect(column.titles == ["action.reply", "action.share"])
        #expect(column.icons == ["arrowshape.turn.up.left", "square.and.arrow.up"])
        let row = try #require(report.groups.first { $0.container == "hstack" })
        // A `String` raw value is shown as it is; the view's and property's keys are keys.
        #expect(row.titles == ["\"action.share.key\"", "action.close", "action.copy"])
        #expect(row.icons == [nil, "xmark", "doc.on.doc"])
        #expect(row.buttons.map(\.line) == [28, 29, 30])
    }

    @Test func viewThatFitsIsOneGroupWithItsArrangementsAsPolicy() throws {
        let (report, _) = try scan(["D.swift": """
        struct D: View {
            var body: some View {
                ViewThatFits {
                    HStack { Button("one") {}; Button("two") {} }
                    VStack { Button("one") {}; Button("two") {} }
                }
            }
        }
        """])
        #expect(report.groups.count == 1)
        #expect(report.groups.first?.container == "viewThatFits")
        #expect(report.groups.first?.modes == [1, 3])
        #expect(report.groups.first?.titles == ["one", "two"])
    }

    @Test func runtimeDataIsSkippedWithItsReasonNeverInvented() throws {
        let (report, _) = try scan(["E.swift": """
        struct E: View {
            var model: Model
            var body: some View {
                HStack {
                    ForEach(model.actions) { action in Button(action.name) {} }
                }
                .contextMenu {
                    Button(model.title) {}
                    Button("delete") {}
                }
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.map(\.line) == [4, 7])
        #expect(report.skipped.first?.reason.contains("ForEach over `model.actions`") == true)
        #expect(report.skipped.last?.reason.contains("model.title") == true)
    }

    @Test func aPickersItemsAreButtonsOfTheMenuAroundIt() throws {
        let (report, _) = try scan(["P.swift": """
        enum Sort: CaseIterable {
            case name, date
            var title: LocalizedStringKey { switch self { case .name: "sort.name"; case .date: "sort.date" } }
        }
        struct P: View {
            @State var sort = Sort.name
            var body: some View {
                Menu("sort", systemImage: "arrow.up.arrow.down") {
                    Picker(selection: $sort) {
                        Label("sort.all", systemImage: "line.3.horizontal").tag(nil as Sort?)
                        ForEach(Sort.allCases, id: \\.self) { Text($0.title).tag($0) }
                    } label: { Text("sort") }
                }
                Picker("alone", selection: $sort) { Text("a"); Text("b") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["sort.all", "sort.name", "sort.date"]])
        #expect(report.groups.first?.icons == ["line.3.horizontal", nil, nil])
    }

    @Test func previewsTestsAndSingleButtonsAreNoGroups() throws {
        let (report, _) = try scan([
            "F.swift": """
            struct F: View {
                var body: some View { HStack { Button("only") {} } }
            }
            #Preview { HStack { Button("a") {}; Button("b") {} } }
            struct F_Previews: PreviewProvider {
                static var previews: some View { HStack { Button("a") {}; Button("b") {} } }
            }
            """,
            "AppTests/G.swift": "struct G: View { var body: some View { HStack { Button(\"a\") {}; Button(\"b\") {} } } }",
            ".build/H.swift": "struct H: View { var body: some View { HStack { Button(\"a\") {}; Button(\"b\") {} } } }",
        ])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.isEmpty)
    }

    /// SwiftUI's first confirmation dialog, `.actionSheet { ActionSheet(title:, buttons: […]) }`:
    /// its buttons, the cancel one last; a list made at run time is skipped with its reason.
    @Test func anActionSheetsButtonsAreAGroup() throws {
        let (report, _) = try scan(["Keys.swift": """
        import SwiftUI
        struct Keys: View {
            @State var asking = false
            @State var other = false
            let choices: [ActionSheet.Button] = []
            var body: some View {
                Button("Add") { asking = true }
                    .actionSheet(isPresented: $asking) {
                        ActionSheet(
                            title: Text("Add Certificate"),
                            buttons: [
                                .cancel(),
                                .default(Text("Import from clipboard")) { },
                                .destructive(Text("Remove all")) { }
                            ]
                        )
                    }
                    .actionSheet(isPresented: $other) {
                        ActionSheet(title: Text("Pick"), buttons: choices)
                    }
            }
        }
        """])
        let sheets = report.groups.filter { $0.container == "actionSheet" }
        #expect(sheets.map(\.line) == [9])
        #expect(sheets.map { $0.buttons.map(\.role) } == [[nil, "destructive", "cancel"]])
        #expect(sheets.first?.titles.dropLast() == ["Import from clipboard", "Remove all"])
        #expect(report.skipped.contains { $0.line == 19 && $0.reason.hasPrefix("actionSheet: buttons from `choices`") })
    }

    /// iOS 26's `Button(role: .cancel) { … }` and `Button(role: .confirm, action: save)`, with no
    /// label of their own: the labels iOS gives those roles (an × titled Cancel, a checkmark
    /// titled Done), not buttons showing nothing.
    @Test func rolesDefaultLabels() throws {
        let (report, _) = try scan(["Sheet.swift": """
        struct EditSheet: View {
            var body: some View {
                Form { Text("x") }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button(role: .cancel) { }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button(role: .confirm, action: {})
                        }
                    }
            }
        }
        """])
        #expect(report.skipped.isEmpty)
        #expect(report.groups.map(\.titles) == [["\"Cancel\"", "\"Done\""]])
        #expect(report.groups.map(\.icons) == [["xmark", "checkmark"]])
        #expect(report.groups.first?.buttons.map(\.role) == ["cancel", nil])
    }
}
