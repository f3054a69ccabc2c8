import Testing
import ButtonSpec
@testable import ButtonStackScan

/// Fourteenth round: general causes of misses (fixtures written for these tests, each naming no app).
@Suite struct FourteenthRoundTests {
    /// A `Toggle` is a switch, not a button, inside a `Menu` or a context menu too
    /// (docs/button-groups.md): a menu of one button and two toggles is no group, and a context
    /// menu of two buttons and a toggle is a group of the two buttons.
    @Test func togglesInMenusAreNotButtons() throws {
        let (report, _) = try scan(["Options.swift": """
        import SwiftUI
        struct Options: View {
            @State var wraps = false
            @State var stamps = false
            var body: some View {
                Menu {
                    Toggle("Wrap Lines", systemImage: "text.word.spacing", isOn: $wraps)
                    Toggle(isOn: $stamps) { Label("Timestamps", systemImage: "clock") }
                    Button("Settings") { }
                } label: { Image(systemName: "ellipsis") }
                Text("Log")
                    .contextMenu {
                        Button("Copy") { }
                        Toggle("Wrap Lines", isOn: $wraps)
                        Button("Share") { }
                    }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Copy", "Share"]])
    }

    /// `ForEach` over a `static let` array of literals (the type's own, through `Self.`, or
    /// another type's by its name) is one button an element, each titled through a `switch` over
    /// the string returning a literal `Label`. A `static var` list stays run time.
    @Test func forEachOverAStaticConstantList() throws {
        let (report, _) = try scan(["Editor.swift": """
        import SwiftUI
        struct Editor: View {
            var body: some View {
                Menu {
                    ForEach(Editor.kinds, id: \\.self) { name in
                        Button { add(name) } label: { label(for: name) }
                    }
                } label: { Text("Add") }
                Menu {
                    ForEach(Self.kinds, id: \\.self) { name in
                        Button { add(name) } label: { label(for: name) }
                    }
                } label: { Text("Add") }
                Menu {
                    ForEach(Editor.changing, id: \\.self) { name in
                        Button { add(name) } label: { label(for: name) }
                    }
                } label: { Text("Add") }
            }
            func label(for name: String) -> some View {
                switch name {
                case "limit": return Label("limit", systemImage: "number")
                case "mode": return Label("mode", systemImage: "doc.text")
                default: return Label { Text(verbatim: name) } icon: { Image(systemName: "ellipsis") }
                }
            }
        }
        extension Editor {
            static let kinds: [String] = ["mode", "limit"]
            static var changing: [String] = ["mode", "limit"]
        }
        """])
        #expect(report.groups.map(\.titles) == [["mode", "limit"], ["mode", "limit"]])
        #expect(report.groups.first?.icons == ["doc.text", "number"])
        #expect(report.skipped.count == 1)
    }

    /// `.contextMenu(menuItems: copyItems)` names a method of the view for its items: the
    /// method's buttons are the context menu's, as a closure's would be.
    @Test func contextMenuItemsNamedByAMethod() throws {
        let (report, _) = try scan(["Card.swift": """
        import SwiftUI
        struct Card: View {
            var body: some View {
                Text("Link")
                    .contextMenu(menuItems: copyItems)
            }
            @ViewBuilder func copyItems() -> some View {
                Button { } label: { Label("Copy Link", systemImage: "doc.on.doc") }
                Button(action: dismiss) { Label("Dismiss", systemImage: "xmark") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Copy Link", "Dismiss"]])
        #expect(report.groups.first?.container == "contextMenu")
    }

    /// A `Picker` with `.pickerStyle(.menu)` inside a menu is a submenu: one item of the menu,
    /// showing the picker's label, and its choices a menu of their own at the picker. A picker
    /// without that style stays inline: its choices are items of the menu around it.
    @Test func menuStylePickersInMenusAreSubmenus() throws {
        let (report, _) = try scan(["Layout.swift": """
        import SwiftUI
        struct LayoutMenu: View {
            @State var grid = true
            var body: some View {
                Menu {
                    Picker(selection: $grid) {
                        Label("Grid", systemImage: "square.grid.2x2").tag(true)
                        Label("List", systemImage: "list.bullet").tag(false)
                    } label: {
                        Label("Layout", systemImage: "rectangle.3.group")
                    }
                    .pickerStyle(.menu)
                    Button { } label: { Label("Settings", systemImage: "gear") }
                } label: { Text("More") }
                Menu {
                    Picker("Layout", selection: $grid) {
                        Text("Grid").tag(true)
                        Text("List").tag(false)
                    }
                } label: { Text("Inline") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Layout", "Settings"], ["Grid", "List"], ["Grid", "List"]])
        #expect(report.groups.map(\.line) == [5, 6, 15])
    }

    /// `String("⇥")` is that text as it is, never a key nor run time; `String(count)` of a number
    /// stays run time (its digits depend on the value).
    @Test func stringOfALiteralIsItsText() throws {
        let (report, _) = try scan(["Keys.swift": """
        import SwiftUI
        struct Keys: View {
            var count: Int
            var body: some View {
                HStack {
                    Button { } label: { Label(String("⇥"), systemImage: "arrow.right.to.line") }
                    Button { } label: { Label("Dismiss", systemImage: "keyboard.chevron.compact.down") }
                }
                HStack {
                    Button(String(count)) { }
                    Button("Dismiss") { }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"⇥\"", "Dismiss"]])
        #expect(report.skipped.count == 1)
    }
}
