import Testing
@testable import ButtonStackScan

/// Faults found reviewing the twenty-fourth round.
@Suite struct TwentyFourthRoundReviewTests {
    /// `case low = 0x1, high = 0x3`: a raw value written in hexadecimal is that number, not one
    /// counted on from the case before (which named "None" and "Low").
    @Test func aRawValueWrittenInHexadecimalIndexesItsElement() throws {
        let (report, _) = try scan(["V.swift": """
        import SwiftUI
        enum Level: Int, CaseIterable {
            case low = 0x1, high = 0x3
            static let names = ["None", "Low", "Medium", "High"]
            var name: String { Self.names[rawValue] }
        }
        struct V: View {
            var body: some View {
                Menu {
                    ForEach(Level.allCases, id: \\.self) { level in
                        Button(level.name) { }
                    }
                } label: { Image(systemName: "flag") }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["\"Low\"", "\"High\""]])
    }

    /// `let ok = makeButton(); ok.setTitle(NSLocalizedString("OK", …), for: .normal)`: the title
    /// the caller sets replaces the helper's placeholder ("Button", reported for both before).
    @Test func aTitleTheCallerSetsOnAHelpersButtonReplacesTheHelpers() throws {
        let (report, _) = try scan(["VC.swift": """
        import UIKit
        class VC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let ok = makeButton()
                ok.setTitle(NSLocalizedString("OK", comment: ""), for: .normal)
                let cancel = makeButton()
                cancel.setTitle(NSLocalizedString("Cancel", comment: ""), for: .normal)
                let stack = UIStackView(arrangedSubviews: [cancel, ok])
                view.addSubview(stack)
            }
            private func makeButton() -> UIButton {
                let button = UIButton(type: .system)
                button.setTitle("Button", for: .normal)
                button.tintColor = .gray
                return button
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["Cancel", "OK"]])
    }

    /// A declared view named `…Text` whose body the scan follows and which shows an icon
    /// (`SymbolText("trash")`, `Image(systemName: name)`) is that icon: its argument is no title
    /// ("trash" was reported, over the accessibility label).
    @Test func aTextViewWhoseBodyShowsAnIconIsThatIcon() throws {
        let (report, _) = try scan(["V.swift": """
        import SwiftUI
        struct SymbolText: View {
            let name: String
            init(_ name: String) { self.name = name }
            var body: some View { Image(systemName: name).font(.title) }
        }
        struct V: View {
            var body: some View {
                HStack {
                    Button { } label: { SymbolText("trash") }.accessibilityLabel("Delete")
                    Button { } label: { Label("Reset", systemImage: "arrow.counterclockwise") }
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["Delete", "Reset"]])
        #expect(report.groups.map(\.icons) == [["trash", "arrow.counterclockwise"]])
    }

    /// `BadgeText(nil)`, a declared text view showing `if let text { Text(text) }`: it shows
    /// nothing, and the label's own `Text("Alerts")` titles the button (the group was skipped,
    /// "a title that is not text").
    @Test func aTextViewGivenNilShowsNothing() throws {
        let (report, _) = try scan(["V.swift": """
        import SwiftUI
        struct BadgeText: View {
            let text: String?
            init(_ text: String?) { self.text = text }
            var body: some View { if let text { Text(text).padding(4) } }
        }
        struct V: View {
            var body: some View {
                HStack {
                    Button { } label: { HStack { Image(systemName: "bell"); Text("Alerts"); BadgeText(nil) } }
                    Button { } label: { Label("Reset", systemImage: "arrow.counterclockwise") }
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["Alerts", "Reset"]])
    }

    /// `self.action = nil` then `if enabled { self.action = { onTap() } }`: the property may be
    /// set after all, so `if let action` is not decided absent (the row of two buttons, found
    /// before the round, was lost).
    @Test func aPropertySetToNilAndThenInABranchMayBeSet() throws {
        let (report, _) = try scan(["V.swift": """
        import SwiftUI
        struct RowButton: View {
            let title: String
            let action: (() -> Void)?
            init(title: String, enabled: Bool, onTap: @escaping () -> Void) {
                self.title = title
                self.action = nil
                if enabled { self.action = { onTap() } }
            }
            var body: some View {
                if let action { Button(title) { action() } } else { Text(title) }
            }
        }
        struct V: View {
            var body: some View {
                HStack {
                    RowButton(title: "A", enabled: true) { }
                    RowButton(title: "B", enabled: true) { }
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["\"A\"", "\"B\""]])
    }

    /// `var buttons = [cancelButton, editButton]`, then `if canDelete { buttons.append(deleteButton) }`
    /// and `UIStackView(arrangedSubviews: buttons)`: the list is not the one written (the stack
    /// was reported as Cancel and Edit alone).
    @Test func aStackOfAListVariableIsNotItsFirstValue() throws {
        let (report, _) = try scan(["VC.swift": """
        import UIKit
        class VC: UIViewController {
            var canDelete = false
            let cancelButton = UIButton(type: .system)
            let deleteButton = UIButton(type: .system)
            let editButton = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                cancelButton.setTitle(NSLocalizedString("Cancel", comment: ""), for: .normal)
                deleteButton.setTitle(NSLocalizedString("Delete", comment: ""), for: .normal)
                editButton.setTitle(NSLocalizedString("Edit", comment: ""), for: .normal)
                var buttons: [UIView] = [cancelButton, editButton]
                if canDelete { buttons.append(deleteButton) }
                let stack = UIStackView(arrangedSubviews: buttons)
                view.addSubview(stack)
            }
        }
        """])
        #expect(!report.groups.contains { $0.titles == ["Cancel", "Edit"] })
    }

    /// A `ViewModifier` whose alert states fixed titles (`Button("Delete", role: .destructive)`,
    /// `Button("Cancel", role: .cancel)`) is one group, where it is declared: its applications
    /// (`.modifier(DeleteConfirm(…))`, `.deleteConfirm(…)`) show the same alert, not groups of
    /// their own (it was reported three times).
    @Test func aModifierStatingFixedActionsIsOneGroup() throws {
        let (report, _) = try scan(["M.swift": """
        import SwiftUI
        struct DeleteConfirm: ViewModifier {
            @Binding var shown: Bool
            let onDelete: () -> Void
            func body(content: Content) -> some View {
                content.alert("Delete?", isPresented: $shown) {
                    Button("Delete", role: .destructive) { onDelete() }
                    Button("Cancel", role: .cancel) { }
                }
            }
        }
        extension View {
            func deleteConfirm(shown: Binding<Bool>, onDelete: @escaping () -> Void) -> some View {
                modifier(DeleteConfirm(shown: shown, onDelete: onDelete))
            }
        }
        """, "A.swift": """
        import SwiftUI
        struct A: View {
            @State var a = false
            @State var b = false
            var body: some View {
                VStack {
                    Text("x").deleteConfirm(shown: $a) { }
                    Text("y").modifier(DeleteConfirm(shown: $b, onDelete: { }))
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.file) == ["M.swift"])
        #expect(report.groups.map(\.titles) == [["Cancel", "Delete"]])
    }

    /// Two views each nesting `enum Row: Int` with `static let names` and `Self.names[rawValue]`:
    /// each view's menu shows its own enum's names (the second showed the first's, "A1", "A2").
    @Test func aListOfAnEnumNestedInAViewIsThatViewsOwn() throws {
        let (report, _) = try scan(["A.swift": """
        import SwiftUI
        struct AView: View {
            enum Row: Int, CaseIterable {
                case first, second
                static let names = ["A1", "A2"]
                var name: String { Self.names[rawValue] }
            }
            var body: some View {
                Menu {
                    ForEach(Row.allCases, id: \\.self) { row in Button(row.name) { } }
                } label: { Image(systemName: "flag") }
            }
        }
        """, "B.swift": """
        import SwiftUI
        struct BView: View {
            enum Row: Int, CaseIterable {
                case third, fourth
                static let names = ["B1", "B2"]
                var name: String { Self.names[rawValue] }
            }
            var body: some View {
                Menu {
                    ForEach(Row.allCases, id: \\.self) { row in Button(row.name) { } }
                } label: { Image(systemName: "star") }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["\"A1\"", "\"A2\""], ["\"B1\"", "\"B2\""]])
    }

    /// `badgeText("trash")`, a helper function of the view returning `Image(systemName:)`: a
    /// function, not a text view named `…Text`, read from its body (its argument was the
    /// title, a key "trash", and the icon lost).
    @Test func aHelperFunctionNamedForTextIsReadFromItsBody() throws {
        let (report, _) = try scan(["A.swift": """
        import SwiftUI
        struct V: View {
            func badgeText(_ symbol: String) -> some View { Image(systemName: symbol) }
            var body: some View {
                HStack {
                    Button { } label: { badgeText("trash") }.accessibilityLabel("Delete")
                    Button("Reset") { }
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["Delete", "Reset"]])
        #expect(report.groups.map(\.icons) == [["trash", nil]])
    }

    /// `let row: Row = .third` in a view whose `enum Row: Int { case third, fourth }` shares its
    /// name with another view's `enum Row: Int { case only }`: the raw value is not counted over
    /// both enums' cases (`.third` was 1, titled "B2").
    @Test func aRawValueIsNotCountedOverAnotherEnumOfTheSameName() throws {
        let (report, _) = try scan(["A.swift": """
        import SwiftUI
        struct AView: View {
            enum Row: Int { case only }
            var body: some View { Text("a") }
        }
        """, "B.swift": """
        import SwiftUI
        struct BView: View {
            enum Row: Int {
                case third, fourth
                static let names = ["B1", "B2", "B3"]
                var name: String { Self.names[rawValue] }
            }
            let row: Row = .third
            var body: some View {
                HStack {
                    Button(row.name) { }
                    Button("Other") { }
                }
            }
        }
        """])
        #expect(!report.groups.contains { $0.titles.contains("\"B2\"") })
    }

    /// `.modifier(ConfirmDialog(…))` in another file than the modifier: its buttons are on the
    /// line of the call, as a helper's are (they were on the modifier's body lines, 7 and 8, of
    /// the other file).
    @Test func aStatedModifiersButtonsAreOnTheLineOfItsApplication() throws {
        let (report, _) = try scan(["M.swift": """
        import SwiftUI
        struct ConfirmDialog: ViewModifier {
            @Binding var shown: Bool
            let confirmTitle: String
            func body(content: Content) -> some View {
                content.confirmationDialog("Sure?", isPresented: $shown) {
                    Button(confirmTitle, role: .destructive) { }
                    Button("Cancel", role: .cancel) { }
                }
            }
        }
        """, "A.swift": """
        import SwiftUI
        struct A: View {
            @State var a = false
            var body: some View {
                Text("y").modifier(ConfirmDialog(shown: $a, confirmTitle: "Remove"))
            }
        }
        """])
        let group = try #require(report.groups.first { $0.file == "A.swift" })
        #expect(group.titles == ["\"Remove\"", "Cancel"])
        #expect(group.buttons.map(\.line) == [5, 5])
    }
}
