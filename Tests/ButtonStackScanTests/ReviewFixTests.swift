import Testing
import ButtonSpec
@testable import ButtonStackScan

/// Findings of a review of `scan` (fixtures written for these tests, each naming no app).
@Suite struct ReviewFixTests {
    /// A closure's `$N` are its own: a nested closure's `$1` (`sorted { $0 < $1 }`) does not make
    /// it take two values.
    @Test func shorthandParametersOfANestedClosureAreNotCounted() throws {
        let (report, _) = try scan(["Names.swift": """
        enum Names {
            static let title: (Int) -> String = { $0 > [2, 1].sorted { $0 < $1 }.count ? "Many" : "Few" }
        }
        struct V: View {
            var body: some View { HStack { Button(Names.title(1)) {}; Button("Done") {} } }
        }
        """])
        #expect(report.skipped.isEmpty)
        #expect(Set(report.groups.flatMap(\.titles)) == ["\"Many\"", "\"Few\"", "Done"])
    }

    /// A small view's `@State var isExpanded = false` may change: `if isExpanded { … } else { … }`
    /// keeps both branches; a `let` constant still decides.
    @Test func aStateDefaultDoesNotDecideABranch() throws {
        let (report, _) = try scan(["Bar.swift": """
        struct Disclosure: View {
            @State private var isExpanded = false
            let isCompact = true
            var body: some View {
                if isExpanded { Button("Collapse") {} } else { Button("Expand") {} }
                if isCompact { Button("Small") {} } else { Button("Large") {} }
            }
        }
        struct Screen: View {
            var body: some View { HStack { Button("Share") {}; Disclosure() } }
        }
        """])
        #expect(report.groups.map(\.titles).sorted { $0.joined() < $1.joined() } == [["Share", "Collapse", "Small"], ["Share", "Expand", "Small"]])
    }

    /// A method the scanned code declares in any type or extension (`extension NSObject { func
    /// localized(…) }`) is never read by its name; `Unlocalized` says no localizing; a literal
    /// `tableName:` names the table.
    @Test func unseenLocalizersAreWholeWordsAndNeverTheAppsOwn() throws {
        let (report, _) = try scan(["Resources/Localizable.xcstrings": EleventhRoundTests.catalog(["Open": "Open", "Close": "Close", "Keep": "Keep"]),
                                    "Resources/Extra.xcstrings": EleventhRoundTests.catalog(["Close": "Close"]),
                                    "Panel.swift": """
        extension NSObject {
            func localized(_ key: String, _ comment: String) -> String { "PREFIX " + key }
        }
        final class Panel: UIViewController {
            func setUp() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: localized("Open", ""), style: .default))
                alert.addAction(UIAlertAction(title: localized("Close", ""), style: .cancel))
                present(alert, animated: true)
            }
        }
        struct Sheet: View {
            var body: some View {
                HStack {
                    Button(Unlocalized("Open")) {}
                    Button(OCLocalizedString("Close", tableName: "Extra")) {}
                    Button(OCLocalizedString("Keep", nil)) {}
                }
            }
        }
        """])
        #expect(!report.groups.contains { $0.titles.contains("Open") })
        #expect(!report.groups.contains { $0.titles.contains("Close") })
        #expect(ValueResolver.saysLocalized("OCLocalizedString"))
        #expect(ValueResolver.saysLocalized("localizedTitle"))
        #expect(!ValueResolver.saysLocalized("Unlocalized"))
        #expect(!ValueResolver.saysLocalized("NotLocalizedTitle"))
        #expect(!ValueResolver.saysLocalized("unLocalized"))
    }

    /// A small view's function-holding property the call sets (a closure, or a function named)
    /// is not its default; a closure returning `String` gives text.
    @Test func aFunctionPropertyTheCallSetsIsNotItsDefault() throws {
        let (report, _) = try scan(["Row.swift": """
        func shout(_ n: Int) -> String { "LOUD" }
        struct Row: View {
            var label: (Int) -> String = { _ in "Default" }
            var body: some View { Button(label(1)) { } }
        }
        struct Screen: View {
            var body: some View {
                HStack { Row(label: { _ in "Custom" }); Button("One") {} }
                HStack { Row(label: shout); Button("Two") {} }
                HStack { Row(); Button("Three") {} }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"Default\"", "Three"]])
    }

    /// A small view's `self.init(…)` hop keeps the style and menu around the call.
    @Test func aDelegatingInitKeepsTheStyleAround() throws {
        let (report, _) = try scan(["Action.swift": """
        struct ActionButton: View {
            let title: LocalizedStringKey
            let icon: String?
            init(_ title: LocalizedStringKey) { self.init(title, icon: nil) }
            init(_ title: LocalizedStringKey, icon: String?) {
                self.title = title
                self.icon = icon
            }
            var body: some View { Button(title) { } }
        }
        struct Screen: View {
            var body: some View {
                HStack { ActionButton("Alpha"); Button("Beta") {} }
                    .buttonStyle(.borderedProminent)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Alpha", "Beta"]])
        #expect(report.groups.first?.buttons.map(\.style) == ["filled", "filled"])
    }

    /// Every format key of a catalog gets samples from its own source text, however many the
    /// scan meets (40 here).
    @Test func fortyFormatKeysAllGetTheirSamples() throws {
        var keys: [String: String] = [:]
        var rows: [String] = []
        for index in 0..<40 {
            keys["k\(index)"] = "Count %lld"
            rows.append("HStack { Button(.app(.k\(index)(count))) { }; Button(\"x\(index)\") { } }")
        }
        let (report, _) = try scan(["App.xcstrings": EleventhRoundTests.catalog(keys), "Many.swift": """
        struct Many: View {
            var count: Int
            var body: some View {
                VStack {
                    \(rows.joined(separator: "\n"))
                }
            }
        }
        """])
        #expect(report.groups.count == 40)
        #expect(report.groups.allSatisfy { $0.titles.first?.hasSuffix("(2)") == true })
    }

    /// A catalog that cannot be read is named in one line, not dropped silently.
    @Test func aCatalogThatCannotBeReadIsNamed() throws {
        let (report, _) = try scan(["Resources/Localizable.xcstrings": EleventhRoundTests.catalog(["Keep": "Keep"]),
                                    "Resources/Broken.xcstrings": "{ not a catalog",
                                    "Sheet.swift": """
        struct Sheet: View {
            var body: some View { HStack { Button(OCLocalizedString("Keep", nil)) {}; Button("Other") {} } }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Keep", "Other"]])
        #expect(report.problems.filter { $0.contains("Broken.xcstrings: ") }.count == 1)
    }

    /// `icons[kind] ?? "questionmark"` where `kind` may be a case without an entry: the entries
    /// found and the fallback.
    @Test func aFallbackJoinsTheEntriesFound() throws {
        let (report, _) = try scan(["Bar.swift": """
        enum Kind { case add, remove, other }
        struct KindButton: View {
            let icons: [Kind: String] = [.add: "plus", .remove: "minus"]
            let kind: Kind
            var body: some View { Button { } label: { Label("Kind", systemImage: icons[kind] ?? "questionmark") } }
        }
        struct Screen: View {
            @State private var isOn = false
            var body: some View { HStack { KindButton(kind: isOn ? .add : .other); Button("Done") {} } }
        }
        """])
        #expect(Set(report.groups.compactMap { $0.icons.first ?? nil }) == ["plus", "questionmark"])
    }
}
