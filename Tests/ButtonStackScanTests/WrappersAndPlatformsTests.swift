import Foundation
import Testing
@testable import ButtonStackScan

/// An app's own button wrappers (a label passed as a closure, a property's default) and code an
/// iOS build compiles or leaves out (`#if os(…)`): the causes of the misses measured on an app
/// shared between iOS and macOS.
@Suite struct WrappersAndPlatformsTests {
    /// `AsyncButton { … } label: { Label(…) }`: the wrapper stores the closure's view and shows it
    /// as its `Button`'s label; the title and icon are the call's.
    @Test func aLabelPassedAsAViewBuilderClosureIsFollowed() throws {
        let (report, _) = try scan(["AsyncButton.swift": """
        struct AsyncButton<Label: View>: View {
            private let action: () async -> Void
            private let label: Label
            init(action: @escaping () async -> Void, @ViewBuilder label: () -> Label) {
                self.action = action
                self.label = label()
            }
            var body: some View {
                Button { Task { await action() } } label: { label }
            }
        }
        struct Memberwise<Content: View>: View {
            var role: ButtonRole? = nil
            @ViewBuilder let content: Content
            var body: some View { Button(role: role) {} label: { content } }
        }
        """, "Menu.swift": """
        struct FileMenu: View {
            var body: some View {
                Text("file")
                    .contextMenu {
                        AsyncButton { await open() } label: { Label("file.open", systemImage: "doc") }
                        AsyncButton(action: { await remove() }) { Label("file.delete", systemImage: "trash") }
                        Memberwise { Text("file.share") }
                    }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1 && report.skipped.isEmpty)
        #expect(group.container == "contextMenu" && group.line == 4)
        #expect(group.titles == ["file.open", "file.delete", "file.share"])
        #expect(group.icons == ["doc", "trash", nil])
        #expect(group.buttons.map(\.line) == [5, 6, 7])
    }

    /// `var buttonLabel: String = Strings.share`, not passed at the call: the button shows the default.
    @Test func aPropertyTheCallLeavesAloneShowsItsDefault() throws {
        let (report, _) = try scan(["Export.swift": """
        enum Strings {
            static let share = String(localized: "common.share")
        }
        struct ExportButton: View {
            let title: String
            var buttonLabel: String = Strings.share
            var icon = "square.and.arrow.up"
            var body: some View {
                Button(buttonLabel, systemImage: icon) {}
            }
        }
        struct More: View {
            var body: some View {
                ControlGroup {
                    ExportButton(title: "page")
                    ExportButton(title: "page", buttonLabel: "Print", icon: "printer")
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1 && report.skipped.isEmpty)
        #expect(group.titles == ["common.share", "\"Print\""])
        #expect(group.icons == ["square.and.arrow.up", "printer"])
    }

    /// Local constants under `#if os(macOS) … #else …` take the iOS clause; the legacy `Alert`
    /// finds its buttons through them.
    @Test func localConstantsTakeTheIOSClause() throws {
        let (report, _) = try scan(["Hotspot.swift": """
        struct Hotspot: View {
            @State var failed = false
            var body: some View {
                Text("x").alert(isPresented: $failed) {
                    let settings = Alert.Button.default(Text("settings.title"), action: {})
                    let ok = Alert.Button.default(Text("common.ok"), action: {})
                    #if os(macOS)
                    let primary = ok
                    let secondary = settings
                    #else
                    let primary = settings
                    let secondary = ok
                    #endif
                    return Alert(title: Text("failed"), primaryButton: primary, secondaryButton: secondary)
                }
            }
        }
        struct Labels: View {
            var body: some View {
                #if os(iOS)
                let done: LocalizedStringKey = "common.done"
                #else
                let done: LocalizedStringKey = "common.close"
                #endif
                HStack {
                    Button(done) {}
                    Button("common.next") {}
                }
            }
        }
        """])
        #expect(report.groups.map(\.container) == ["alert", "hstack"])
        #expect(report.groups.first?.titles == ["settings.title", "common.ok"])
        #expect(report.groups.first?.line == 14)
        #expect(report.groups.last?.titles == ["common.done", "common.next"])
    }

    /// Groups under `#if os(macOS)`, `#if !os(iOS)`, the `#else` of `#if os(iOS)` or
    /// `canImport(AppKit)` are not an iOS app's, nor `#if DEBUG` ones (not in a release build).
    @Test func groupsAnIOSBuildLeavesOutAreNotReported() throws {
        let (report, _) = try scan(["Platforms.swift": """
        struct Platforms: View {
            var body: some View {
                VStack {
                    #if os(macOS)
                    HStack { Button("mac.a") {}; Button("mac.b") {} }
                    #elseif os(iOS)
                    HStack { Button("ios.a") {}; Button("ios.b") {} }
                    #endif
                    #if !os(iOS)
                    HStack { Button("notios.a") {}; Button("notios.b") {} }
                    #endif
                    #if os(iOS) || targetEnvironment(macCatalyst)
                    HStack { Button("either.a") {}; Button("either.b") {} }
                    #else
                    HStack { Button("else.a") {}; Button("else.b") {} }
                    #endif
                    #if canImport(AppKit) && !targetEnvironment(macCatalyst)
                    HStack { Button("appkit.a") {}; Button("appkit.b") {} }
                    #endif
                    #if DEBUG
                    HStack { Button("debug.a") {}; Button("debug.b") {} }
                    #endif
                }
            }
        }
        #if os(macOS)
        struct MacOnly: View {
            var body: some View { HStack { Button("only.a") {}; Button("only.b") {} } }
        }
        #endif
        """])
        #expect(report.groups.map { $0.titles.first ?? "" } == ["ios.a", "either.a"])
    }

    /// Two declarations of one view, one per system: the iOS one is the one inlined.
    @Test func theIOSDeclarationOfAViewIsTheOneFollowed() throws {
        let (report, _) = try scan(["Twin.swift": """
        #if os(macOS)
        struct Pair: View {
            var body: some View { HStack { Button("mac.a") {}; Button("mac.b") {} } }
        }
        #else
        struct Pair: View {
            var body: some View { HStack { Button("ios.a") {}; Button("ios.b") {} } }
        }
        #endif
        """])
        #expect(report.groups.map(\.titles) == [["ios.a", "ios.b"]])
    }

    /// A `qqq.lproj` of translators' notes does not make a folder of the app's strings, nor do the
    /// Info.plist's catalog, Xcode's `Preview Content`, or a localization export (`en-US.xcloc`,
    /// whose catalog holds the source language only).
    @Test func aFolderOfTranslatorsNotesIsNotAStringsFolder() throws {
        let (report, folder) = try scan(["App/A.swift": "struct A {}", "Notes/qqq.lproj/Localizable.strings": "\"a\" = \"note\";\n",
                                         "Strings/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                                         "App/Localizable.xcstrings": "{}", "App/InfoPlist.xcstrings": "{}",
                                         "App/Preview Content/Preview.xcstrings": "{}",
                                         "App/en-US.xcloc/Source Contents/App/Resources/Localizable.xcstrings": "{}",
                                         "App/en-US.xcloc/Localized Contents/en-US.xliff": "<xliff/>"])
        #expect(report.stringFiles.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == ["App/Localizable.xcstrings", "Strings"])
    }

    /// A `ShareLink` with its own label shows that label, not iOS's "Share"; a `Toggle` in a menu
    /// is a switch, not an item (docs/button-groups.md); a helper taking its label as a trailing
    /// closure is followed.
    @Test func shareLinksLabelsMenuTogglesAndHelpersTakingAClosure() throws {
        let (report, _) = try scan(["Space.swift": """
        struct Space: View {
            @State var nsfw = false
            var body: some View {
                Menu {
                    Toggle("post.nsfw", systemImage: "eye.slash", isOn: $nsfw)
                    ShareLink(item: URL(string: "https://example.com")!) {
                        Label("action.share", systemImage: "square.and.arrow.up.circle")
                    }
                    ShareLink(item: URL(string: "https://example.com")!)
                    sortItem(.new) { Label("sort.new", systemImage: "sparkles") }
                    sortToggle(.old) { Label("sort.old", systemImage: "clock") }
                } label: { Text("more") }
            }
            func sortToggle(_ sort: Sort, @ViewBuilder _ label: @escaping () -> some View) -> some View {
                Toggle(isOn: .constant(true), label: label)
            }
            func sortItem(_ sort: Sort, @ViewBuilder _ label: @escaping () -> some View) -> some View {
                Button { select(sort) } label: { label() }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.groups.count == 1 && report.skipped.isEmpty)
        #expect(group.titles == ["action.share", "\"Share\"", "sort.new"])
        #expect(group.icons == ["square.and.arrow.up.circle", "square.and.arrow.up", "sparkles"])
    }

    /// An app's alert model shaped like SwiftUI's `Alert` (`primaryButton:`/`secondaryButton:` of
    /// `.init(title:role:)`) is an alert of two; with more buttons beside them, an alert of them
    /// all (the extra ones above, the cancel one last).
    @Test func anAppsAlertModelWithTwoButtonsIsAnAlert() throws {
        let (report, _) = try scan(["Model.swift": """
        enum L10n {
            static var actionCancel: String { L10n.tr("Localizable", "action_cancel") }
            static var actionDecline: String { L10n.tr("Localizable", "action_decline") }
            static func tr(_ table: String, _ key: String) -> String { key }
        }
        final class HomeModel {
            func decline() {
                alert = .init(id: UUID(), title: "t",
                              primaryButton: .init(title: L10n.actionCancel, role: .cancel, action: nil),
                              secondaryButton: .init(title: L10n.actionDecline, role: .destructive) { self.go() })
            }
            func declineMore() {
                alert = AlertInfo(id: UUID(), title: "t",
                                  primaryButton: .init(title: L10n.actionCancel, role: .cancel, action: nil),
                                  secondaryButton: .init(title: L10n.actionDecline, role: .destructive) { self.go() },
                                  verticalButtons: [.init(title: "Block") { }])
            }
        }
        """])
        #expect(report.groups.count == 2)
        #expect(report.groups.first?.titles == ["action_cancel", "action_decline"])
        #expect(report.groups.first?.buttons.map(\.role) == ["cancel", "destructive"])
        #expect(report.groups.last?.titles == ["\"Block\"", "action_decline", "action_cancel"])
        #expect(report.skipped.isEmpty)
    }

    /// An icon given through the app's own icon type (`icon: .lemmy.send`, `CompoundIcon(\.plus)`,
    /// `Image(icon:)`) is not guessed: the button has no icon, and writing the spec says so.
    @Test func anIconTheScanCannotNameIsNotedNotGuessed() throws {
        let (report, _) = try scan(["Editor.swift": """
        struct Editor: View {
            var body: some View {
                HStack {
                    Button("editor.send", icon: .lemmy.send) {}
                    Button {} label: { Label { Text("editor.add") } icon: { CompoundIcon(\\.plus) } }
                    Button {} label: { HStack { Image(icon: .general.close); Text("editor.close") } }
                    Button("editor.save", systemImage: "tray") {}
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.skipped.isEmpty)
        #expect(group.titles == ["editor.send", "editor.add", "editor.close", "editor.save"])
        #expect(group.icons == [nil, nil, nil, "tray"])
        #expect(group.buttons.map(\.unnamedIcon) == ["icon: .lemmy.send", "CompoundIcon(\\.plus)", "Image(icon: .general.close)", nil])
        let notes = SpecWriter(specPath: "/tmp/spec.yaml", tables: nil).text(for: report, existing: nil).notes
        #expect(notes.count == 3 && notes.allSatisfy { $0.contains("the scan cannot name it") })
        #expect(notes.first?.contains("button 1: icon `icon: .lemmy.send`") == true)
    }

    /// A title chosen by a `switch` over a value known only at run time (a stored `state`): each
    /// branch's title is a variant, as a ternary's two are; a branch known only at run time
    /// leaves the group skipped.
    @Test func aSwitchOverARunTimeValueGivesEachBranchAsAVariant() throws {
        let (report, _) = try scan(["Banner.swift": """
        enum BannerState { case setUp, outOfSync, failed(String) }
        struct Banner: View {
            let state: BannerState
            var actionTitle: String {
                switch state {
                case .setUp: String(localized: "banner.set_up")
                case .outOfSync: String(localized: "banner.confirm")
                case .failed: String(localized: "banner.retry")
                }
            }
            var detail: String {
                switch state {
                case .failed(let reason): reason
                default: "none"
                }
            }
            var body: some View {
                VStack {
                    Button(actionTitle) {}
                    Button("banner.later") {}
                }
                HStack {
                    Button(detail) {}
                    Button("banner.later") {}
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["banner.set_up", "banner.later"], ["banner.confirm", "banner.later"], ["banner.retry", "banner.later"]])
        #expect(report.skipped.map(\.line) == [22])
    }

    /// A branch known only at run time leaves the other branches' variants standing (each a real
    /// screen), and is listed under `skipped` with its reason; with no known variant of two
    /// buttons the group is skipped as before.
    @Test func aBranchKnownOnlyAtRunTimeIsLeftOutNotTheWholeGroup() throws {
        let (report, _) = try scan(["Leave.swift": """
        struct Leave: View {
            let mode: Mode
            let model: Model
            var body: some View {
                VStack {
                    switch mode {
                    case .needsOwner:
                        if model.canEdit {
                            Button("leave.choose_owner") {}
                        } else {
                            Button("leave.roles", systemImage: "gear") {}
                        }
                    default:
                        Button(model.confirmationTitle, role: .destructive) {}
                    }
                    Button("common.cancel") {}
                }
                HStack {
                    if model.isLoaded { ForEach(model.items) { Button($0.name) {} } }
                    Button("common.reload") {}
                }
                HStack {
                    if model.hasOutline { Button {} label: { Image(systemName: "list.bullet") } }
                    Button("common.back") {}
                    Button("common.forward") {}
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["leave.choose_owner", "common.cancel"], ["leave.roles", "common.cancel"]])
        // An icon with no title is stated by the code, not known at run time: the screen shows it,
        // so its group is skipped whole rather than written without it.
        #expect(report.skipped.map(\.line) == [5, 18, 22])
        #expect(report.skipped.last?.reason.contains("only an icon") == true && report.skipped.last?.reason.contains("branch") == false)
        #expect(report.skipped.first?.reason.contains("a branch left out") == true && report.skipped.first?.reason.contains("model.confirmationTitle") == true)
        #expect(report.skipped[1].reason.contains("ForEach over `model.items`") == true)
    }

    /// `#if os(iOS) .pickerStyle(.menu) #else .pickerStyle(.inline) #endif` after a picker in a
    /// menu: an iOS build's modifier, so the picker is a submenu (one item of the menu, its
    /// choices a menu of their own), as it is with `.pickerStyle(.menu)` written plainly.
    @Test func modifiersUnderAPostfixIfConfig() throws {
        let (report, _) = try scan(["Sort.swift": """
        struct SortMenu: View {
            @State private var grouping = 0
            @State private var ascending = true
            var body: some View {
                Menu {
                    Picker("Group by", systemImage: "square.grid.2x2", selection: $grouping) {
                        Label("None", systemImage: "tag").tag(0)
                        Label("Product group", systemImage: "number.circle").tag(1)
                    }
                    #if os(iOS)
                        .pickerStyle(.menu)
                    #else
                        .pickerStyle(.inline)
                    #endif
                    Button("Reverse") { ascending.toggle() }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
        }
        """])
        let menus = report.groups.sorted { $0.line < $1.line }
        #expect(menus.map(\.titles) == [["Group by", "Reverse"], ["None", "Product group"]])
    }
}
