import Foundation
import Testing
import SwiftSyntax
@testable import ButtonStackScan

/// Sources are untrusted (a pull request's code): links out and loops, pipes, huge files, deep
/// nesting and bytes that are not UTF-8 each end the scan of that file with at most one line, and
/// nothing outside the folder is read.
@Suite struct HostileSourceTests {
    static let group = "struct V: View { var body: some View { HStack { Button(\"a\") {}; Button(\"b\") {} } } }"

    @Test func aLinkOutOfTheFolderIsNotReadAndALinkLoopEnds() throws {
        let outside = try SourceFolder(["Secret.swift": Self.group])
        let folder = try SourceFolder(["App/Main.swift": Self.group])
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Linked.swift", withDestinationPath: outside.path + "/Secret.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Outside", withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Loop", withDestinationPath: folder.path + "/App")
        let report = Scanner(symbols: testSymbols).scan([folder.path])
        #expect(report.groups.map(\.file) == ["App/Main.swift"])
        #expect(report.problems == ["App/Linked.swift: is a symbolic link out of the folder (or to nothing); not read"])
    }

    /// Menus held by properties that name each other (or themselves) end as a skipped group, not
    /// a crash: following them has a depth.
    @Test func menusNamingEachOtherEndWithoutACrash() throws {
        let folder = try SourceFolder([
            "Menus.swift": """
            import UIKit
            class C {
                lazy var a = UIMenu(title: "", children: [b])
                lazy var b = UIMenu(title: "", children: [a])
                lazy var own = UIMenu(title: "", children: [own])
                func f() {
                    _ = UIMenu(title: "M", children: [a, UIAction(title: "One") { _ in }])
                    _ = UIMenu(title: "N", children: [own, UIAction(title: "Two") { _ in }])
                }
            }
            """,
            "Main.swift": Self.group,
        ])
        let report = Scanner(symbols: testSymbols).scan([folder.path])
        #expect(report.groups.map(\.file) == ["Main.swift"])
        #expect(report.skipped.contains { $0.file == "Menus.swift" && $0.reason.contains("deeper than") }, "\(report.skipped)")
    }

    @Test func aNamedPipeCalledSwiftIsPassedOverWithoutBlocking() throws {
        let folder = try SourceFolder(["Main.swift": Self.group])
        #expect(mkfifo(folder.path + "/x.swift", 0o644) == 0)
        let report = Scanner(symbols: testSymbols).scan([folder.path])
        #expect(report.groups.count == 1)
        #expect(report.problems == ["x.swift: is not a regular file; not read"])
    }

    @Test func aTwentyMegabyteFileIsSkippedWithOneLine() throws {
        let folder = try SourceFolder(["Main.swift": Self.group])
        let big = String(repeating: "// padding padding padding padding padding padding padding\n", count: 350_000)
        try folder.write("Big.swift", big + Self.group)
        let report = Scanner(symbols: testSymbols).scan([folder.path])
        #expect(report.groups.map(\.file) == ["Main.swift"])
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.hasPrefix("Big.swift: is larger than") == true)
    }

    @Test func bracketsOpenedInARowAndGenericsNestedThousandsDeepAreNotParsed() throws {
        // swift-syntax's look-ahead doubles its time with each `[` opened right after another (26
        // deep took 12 s, 30 over a minute) and overflows its stack on generics nested thousands
        // deep. Such files are named and left, however the nesting is dressed (a comment opener
        // in a string before it, `&`, `?` or attributes between the levels); brackets in a
        // comment or a string's text, or a few in a row, are not.
        let squares = String(repeating: "[", count: 24) + String(repeating: "]", count: 24)
        func generics(_ level: String) -> String {
            "let z: A<" + String(repeating: level, count: 3_000) + "B" + String(repeating: ">", count: 3_001) + " = 1\n"
        }
        let folder = try SourceFolder([
            "Squares.swift": "let x = \(squares)\n",
            "Mixed.swift": "let y = " + String(repeating: "[ (\n", count: 12) + String(repeating: ")]", count: 12) + "\n",
            "AfterAString.swift": "let glob = \"/*\"\nlet x = \(squares)\n",
            "Generics.swift": generics("A<"),
            "Intersections.swift": generics("B & A<"),
            "Optionals.swift": generics("B?, A<"),
            "Attributes.swift": generics("@escaping B, A<"),
            "Fine.swift": "// " + String(repeating: "((", count: 40) + "\nlet s = \"" + String(repeating: "(", count: 20)
                + "\"\nlet m = [[[1, 2], [3]]]\nlet n: Dictionary<String, Array<Set<Int>>> = [:]\nlet r = 0..<n.count << 2\n",
            "Main.swift": Self.group,
        ])
        let report = Scanner(symbols: testSymbols).scan([folder.path])
        #expect(report.groups.contains { $0.file == "Main.swift" })
        #expect(report.problems.sorted() == [
            "AfterAString.swift: opens more than 16 brackets in a row; not read",
            "Attributes.swift: nests generic arguments more than 128 deep; not read",
            "Generics.swift: nests generic arguments more than 128 deep; not read",
            "Intersections.swift: nests generic arguments more than 128 deep; not read",
            "Mixed.swift: opens more than 16 brackets in a row; not read",
            "Optionals.swift: nests generic arguments more than 128 deep; not read",
            "Squares.swift: opens more than 16 brackets in a row; not read",
        ])
    }

    @Test func helpersBranchingIntoEachOtherAreReadWithinABudgetAFile() throws {
        // Four levels of string helpers in two types, each with sixteen branches calling the next:
        // a million bodies from one call (9 s) before the budget, which ends the file with one line.
        var source = "import SwiftUI\nvar flag = false\n"
        for type in ["String", "LocalizedStringKey"] {
            source += "extension \(type) {\n"
            for level in 0..<5 {
                let next = level < 4 ? ".t\(level + 1)(s)" : "NSLocalizedString(s, comment: \"\")"
                source += "    static func t\(level)(_ s: String) -> \(type) {\n"
                source += String(repeating: "        if flag { return \(next) }\n", count: 16) + "        return \(next)\n    }\n"
            }
            source += "}\n"
        }
        source += "struct V: View { var body: some View { HStack { Button(.t0(\"Get Info\")) {}; Button(.t0(\"Share\")) {} } } }\n"
        let folder = try SourceFolder(["Helpers.swift": source, "Main.swift": Self.group])
        let report = Scanner(symbols: testSymbols).scan([folder.path])
        #expect(report.groups.contains { $0.file == "Main.swift" })
        #expect(report.problems == ["Helpers.swift: more than \(ReadingBudget.valuesPerFile) values to work out; the rest not followed"])
    }

    @Test func labelHelpersBranchingIntoEachOtherAreReadWithinTheBudget() throws {
        // Four levels of label helpers, each showing the next sixteen times: 65,536 views a
        // label, read within the file's budget of values, which ends the file with one line.
        var source = "import SwiftUI\nstruct Labels: View {\n"
        source += "    var body: some View { HStack { Button { } label: { l0() }; Button { } label: { l0() } } }\n"
        for level in 0..<4 {
            let next = level < 3 ? "l\(level + 1)()" : "EmptyView()"
            source += "    func l\(level)() -> some View { HStack {\n" + String(repeating: "        \(next)\n", count: 16) + "    } }\n"
        }
        source += "}\n"
        let folder = try SourceFolder(["Labels.swift": source, "Main.swift": Self.group])
        let report = Scanner(symbols: testSymbols).scan([folder.path])
        #expect(report.groups.contains { $0.file == "Main.swift" })
        #expect(report.problems == ["Labels.swift: more than \(ReadingBudget.valuesPerFile) values to work out; the rest not followed"])
    }

    @Test func deepNestingAndInvalidUTF8EndWithoutACrash() throws {
        let depth = 20_000
        let brackets = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let stacks = String(repeating: "HStack { ", count: depth) + String(repeating: "} ", count: depth)
        let folder = try SourceFolder([
            "Deep.swift": "let x = \(brackets)\nstruct D: View { var body: some View { \(stacks) } }\n",
            "Main.swift": Self.group,
        ])
        var bytes = Array("struct W: View { var body: some View { VStack { Button(\"é\") {}; Button(\"".utf8)
        bytes += [0xFF, 0xFE, 0xC3]
        bytes += Array("\") {} } } }\n".utf8)
        try Data(bytes).write(to: folder.url.appendingPathComponent("Broken.swift"))
        let report = Scanner(symbols: testSymbols).scan([folder.path])
        #expect(report.groups.contains { $0.file == "Main.swift" })
        let broken = try #require(report.groups.first { $0.file == "Broken.swift" })
        #expect(broken.titles == ["é", "\u{FFFD}\u{FFFD}\u{FFFD}"])
    }

    @Test func longChainsThatNestWithoutBracketsAreSkippedWithOneLine() throws {
        // `x.a.a.a…`, `f()()()…` and `v.padding().padding()…` nest the tree without a bracket level.
        let chain = "let x = y" + String(repeating: ".a", count: 60_000) + "\n"
        let calls = "let z = f" + String(repeating: "()", count: 30_000) + "\n"
        let modifiers = "struct M: View { var body: some View { Text(\"x\")" + String(repeating: ".padding()", count: 30_000) + " } }\n"
        let folder = try SourceFolder(["Chain.swift": chain, "Calls.swift": calls, "Modifiers.swift": modifiers, "Main.swift": Self.group])
        let report = Scanner(symbols: testSymbols).scan([folder.path])
        #expect(report.groups.map(\.file) == ["Main.swift"])
        #expect(report.problems.sorted() == [
            "Calls.swift: nests deeper than 1000 levels; not read",
            "Chain.swift: nests deeper than 1000 levels; not read",
            "Modifiers.swift: nests deeper than 1000 levels; not read",
        ])
    }

    @Test func aScanOutOfTimeNamesTheFilesItDidNotRead() throws {
        var limits = ScanLimits()
        limits.maximumSeconds = 0
        let (report, _) = try scan(["Main.swift": Self.group], limits: limits)
        #expect(report.groups.isEmpty)
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.contains("ran out of its 0 s; the rest of the folder is not read") == true)
    }

    @Test func helpersThatCallThemselvesStopAtTheInliningDepth() throws {
        let (report, _) = try scan(["R.swift": """
        struct R: View {
            var body: some View { HStack { again; Button("b") {} } }
            var again: some View { HStack { again; Button("a") {} } }
            func loop(_ x: String) -> String { loop(x) }
            var titled: some View { VStack { Button(loop("k")) {}; Button("b") {} } }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.contains { $0.reason.contains("deeper than") })
    }

    /// A closure's `$N` far past any closure's parameters (`$9223372036854775807`, `$300000000`),
    /// called through a property holding it, ends quickly without a crash: the scan gives up on
    /// a closure using more than `$8`.
    @Test func aHugeShorthandParameterEndsQuicklyWithoutACrash() throws {
        let (report, _) = try scan(["Names.swift": """
        enum Names {
            static let largest: (Int) -> String = { _ = $9223372036854775807; return "a" }
            static let many: (Int) -> String = { _ = $300000000; return "b" }
        }
        struct V: View {
            var body: some View { HStack { Button(Names.largest(1)) {}; Button(Names.many(1)) {}; Button("c") {} } }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.count == 1)
    }

    /// Small views showing small views sixteen times a level, five levels (a hundred lines, a
    /// million buttons): the file's budget of values ends the reading, the file named and the
    /// group skipped, where it ran for minutes (the budget's reason is what says it stopped).
    @Test func smallViewsFanningOutEndWithinTheFilesBudget() throws {
        let fan = """
        struct Screen: View { var body: some View { Menu("more") { V1(); V1() } } }
        struct V1: View { var body: some View { Group { V2(); V2(); V2(); V2(); V2(); V2(); V2(); V2(); V2(); V2(); V2(); V2(); V2(); V2(); V2(); V2() } } }\nstruct V2: View { var body: some View { Group { V3(); V3(); V3(); V3(); V3(); V3(); V3(); V3(); V3(); V3(); V3(); V3(); V3(); V3(); V3(); V3() } } }\nstruct V3: View { var body: some View { Group { V4(); V4(); V4(); V4(); V4(); V4(); V4(); V4(); V4(); V4(); V4(); V4(); V4(); V4(); V4(); V4() } } }\nstruct V4: View { var body: some View { Group { V5(); V5(); V5(); V5(); V5(); V5(); V5(); V5(); V5(); V5(); V5(); V5(); V5(); V5(); V5(); V5() } } }\nstruct V5: View { var body: some View { Group { Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { }; Button("go") { } } } }
        """
        let (report, _) = try scan(["Fan.swift": fan])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.contains { $0.reason.contains("values in one file") }, "\(report.skipped)")
    }
}

/// The folders of other platforms' targets in an app's tree.
@Suite struct OtherPlatformFoldersTests {
    static func row(_ name: String) -> String {
        "struct \(name): View { var body: some View { HStack { Button(\"\(name).a\") { }; Button(\"\(name).b\") { } } } }"
    }

    /// `macOS/`, `Meshtastic TV/` and `App Watch Extension/` are other targets: the spec is of the
    /// iOS screens. Named as the path to scan, such a folder is read.
    @Test func otherPlatformsFoldersAreLeftOutUnlessNamed() throws {
        let (report, folder) = try scan([
            "Platform/iOS/PhoneView.swift": Self.row("PhoneView"),
            "Platform/Shared/SharedView.swift": Self.row("SharedView"),
            "Platform/macOS/MacView.swift": Self.row("MacView"),
            "Platform/visionOS/VisionView.swift": Self.row("VisionView"),
            "Meshtastic TV/TVView.swift": Self.row("TVView"),
            "App Watch Extension/WatchView.swift": Self.row("WatchView"),
        ])
        #expect(Set(report.groups.map(\.stack).map { String($0.prefix { $0 != "-" }) }) == ["PhoneView", "SharedView"])
        let named = Scanner(symbols: testSymbols).scan([folder.path + "/Platform/macOS"])
        #expect(named.groups.map(\.titles) == [["MacView.a", "MacView.b"]])
    }

    /// Thousands of locals in one body, each changed under an `if`, then an alert reading two:
    /// each local's changes are found in one walk of the body (asking each declaration to walk
    /// the whole body again took minutes on 3,000), and the alert holds each value a branch gives.
    @Test func thousandsOfLocalsChangedInBranchesAreReadInOneWalk() throws {
        let count = 2_000
        var lines = ["final class Many: UIViewController {", "    func show(cond: Bool) {"]
        lines += (0..<count).map { "        var v\($0) = \"a\"" }
        lines += (0..<count).map { "        if cond { v\($0) = \"b\($0)\" }" }
        lines += ["        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)",
                  "        alert.addAction(UIAlertAction(title: v1, style: .default))",
                  "        alert.addAction(UIAlertAction(title: v2, style: .cancel))",
                  "        present(alert, animated: true)", "    }", "}"]
        let (report, _) = try scan(["Many.swift": lines.joined(separator: "\n")])
        let titles = Set(report.groups.flatMap { $0.titles })
        #expect(titles == ["\"a\"", "\"b1\"", "\"b2\""])
    }
}

/// Many calls the scan cannot resolve in one body (found by a review): looking for a local
/// function of each name gathers each statement list once, not once a call (12,000 such calls
/// took minutes before). The work is counted: the method's body, once, whatever the
/// number of calls.
@Suite struct ManyUnresolvedCallsTests {
    @Test func eachStatementListIsGatheredOnce() throws {
        let body = (0..<2_000).map { _ in "        f(x: [g(), g()])" }.joined(separator: "\n")
        let source = "import UIKit\nfinal class A: UIViewController {\n    func run() {\n\(body)\n    }\n}\n"
        let (finder, sink) = CountedWork.uikitFinder(source, file: "Calls.swift")
        #expect(sink.groups.isEmpty)
        #expect(finder.statementListsGathered == 1)
    }
}

/// `tableView(_:editActionsForRowAt:)` with hundreds of `return [a, b]` (a crafted file: each list
/// read the function's statements again, and 3,000 took minutes): no more lists are read than a
/// group keeps variants. The work is counted: 8 lists of 400.
@Suite struct ManyRowActionReturnsTests {
    @Test func rowActionListsAreReadNoMoreThanAGroupKeeps() throws {
        let returns = (0..<400).map { "        if s == \($0) { return [a, b] }" }.joined(separator: "\n")
        let source = """
        import UIKit
        final class T: UITableViewController {
            override func tableView(_ t: UITableView, editActionsForRowAt i: IndexPath) -> [UITableViewRowAction]? {
                let a = UITableViewRowAction(style: .default, title: "A") { _, _ in }
                let b = UITableViewRowAction(style: .normal, title: "B") { _, _ in }
                let s = i.section
        \(returns)
                return nil
            }
        }
        """
        let (finder, sink) = CountedWork.uikitFinder(source, file: "Rows.swift")
        #expect(finder.rowActionListsRead == ScanLimits().maximumVariants)
        #expect(sink.groups.map(\.container) == ["swipeActions"])
    }
}

/// A body making thousands of alerts, each given its actions by calls on it (`alert.addAction(…)`,
/// a crafted file: 1,000 took 12 s, 4,000 minutes; 400 here): a call on a value that is no group modifier
/// works out no locals. The work is counted: only the group modifiers' environments.
@Suite struct ManyAlertCallsTests {
    @Test func callsOnValuesWorkOutNoLocals() throws {
        let body = (0..<400).map { i in
            "        let a\(i) = UIAlertController(title: \"t\", message: nil, preferredStyle: .alert)\n"
                + "        a\(i).addAction(UIAlertAction(title: \"OK\", style: .default))\n"
                + "        a\(i).addAction(UIAlertAction(title: \"Cancel\", style: .cancel))"
        }.joined(separator: "\n")
        let source = "import UIKit\nfinal class A: UIViewController {\n    func run() {\n\(body)\n        Text(\"x\").alert(\"Sure\", isPresented: .constant(true)) {\n            Button(\"Yes\") {}\n            Button(\"No\", role: .cancel) {}\n        }\n    }\n}\n"
        let (finder, sink) = CountedWork.swiftUIFinder(source, file: "Alerts.swift")
        #expect(finder.environmentsWorkedOut <= 2)
        #expect(sink.groups.map(\.container) == ["alert"])
    }
}

/// A view's helper showing its closure in a stack, which calls itself (a crafted file: 2,000 calls
/// of `row(t) { … }` whose `HStack` shows `content()` and `row(t) { content() }` took 23 s in a debug
/// build, each call inlining its own content level after level). A helper calling itself is read
/// at no call: the work is counted, the stacks' environments worked out.
@Suite struct SelfCallingHelperTests {
    @Test func aHelperCallingItselfIsReadAtNoCall() throws {
        let calls = (0..<2_000).map { "            row(\"t\($0)\") { Button(\"a\($0)\") {}; Button(\"b\($0)\") {} }" }.joined(separator: "\n")
        let source = "import SwiftUI\nstruct Big: View {\n    var body: some View {\n        VStack {\n\(calls)\n        }\n    }\n"
            + "    func row(_ t: String, @ViewBuilder content: () -> some View) -> some View {\n        HStack {\n            content()\n            row(t) { content() }\n        }\n    }\n}\n"
        let (finder, _) = CountedWork.swiftUIFinder(source, file: "Big.swift")
        #expect(finder.environmentsWorkedOut <= 3)
    }

    @Test func aHelperNotCallingItselfIsReadAtEachCall() throws {
        let source = """
        import SwiftUI
        struct Small: View {
            var body: some View {
                VStack {
                    row { Button("a") {}; Button("b") {} }
                    row { Button("c") {}; Button("d") {} }
                }
            }
            func row(@ViewBuilder content: () -> some View) -> some View {
                HStack { content() }
            }
        }
        """
        let (finder, sink) = CountedWork.swiftUIFinder(source, file: "Small.swift")
        #expect(sink.groups.map(\.line) == [5, 6])
        #expect(finder.environmentsWorkedOut <= 5)
    }
}

/// Thousands of constants made by calls (found measuring this round's factory-made stacks): each
/// was looked for in its whole file, 2 minutes for 3,000 one-line functions. Only a name the file
/// arranges views on is looked for, in its own function: the work is counted.
@Suite struct ManyMadeConstantsTests {
    @Test func onlyNamesArrangingViewsAreLookedFor() throws {
        let functions = (0..<3_000).map { "func f\($0)(_ k: String) -> String { var s = g(k); s += \"\"; return s }" }.joined(separator: "\n")
        let stack = """
        func makeButtons() {
            let buttons = UIFactory.default.createHorizontalStackView(spacing: 8)
            buttons.addArrangedSubview(UIButton(primaryAction: UIAction(title: "Save") { _ in }))
            buttons.addArrangedSubview(UIButton(primaryAction: UIAction(title: "Cancel") { _ in }))
        }
        """
        let source = "import UIKit\n\(functions)\n\(stack)\n"
        let (finder, sink) = CountedWork.uikitFinder(source, file: "Many.swift")
        #expect(finder.factoryScopesRead == 1)
        #expect(sink.groups.count == 1)
    }
}

/// One file of crafted source walked by one finder, whose counters say how much work it took.
enum CountedWork {
    private static func parts(_ source: String, file name: String) -> (ParsedFile, ViewReader) {
        let file = ParsedFile(relative: name, path: name, bytes: Array(source.utf8), maximumNestingLevel: 1_000)
        let index = DeclarationIndex()
        index.add(file)
        let deadline = Deadline(seconds: 60)
        let resolver = ValueResolver(index: index, symbols: testSymbols, limits: ScanLimits(),
                                     appStrings: AppStringKeys(files: [], deadline: deadline), appAssets: AppAssetNames(catalogs: [], deadline: deadline))
        return (file, ViewReader(resolver: resolver))
    }

    static func uikitFinder(_ source: String, file name: String) -> (UIKitGroupFinder, GroupSink) {
        walked(source, file: name) { UIKitGroupFinder(reader: $0, sink: $1) }
    }

    static func swiftUIFinder(_ source: String, file name: String) -> (SwiftUIGroupFinder, GroupSink) {
        walked(source, file: name) { SwiftUIGroupFinder(reader: $0, sink: $1) }
    }

    /// The finder `make` makes, walked over the file, with the groups it found.
    private static func walked<Finder: SyntaxVisitor>(_ source: String, file name: String, _ make: (ViewReader, GroupSink) -> Finder) -> (Finder, GroupSink) {
        let (file, reader) = parts(source, file: name)
        let sink = GroupSink(file: file)
        let finder = make(reader, sink)
        finder.walk(file.tree)
        return (finder, sink)
    }
}

/// An enum of 500 `Int` cases whose names are a stated list (`Self.names[self.rawValue]`), every
/// case a button of one menu (a crafted file: 20,000 took 70 s in a debug build, each case listing
/// the 20,000 names again and counting the raw values from the first case). The list is listed once.
@Suite struct LargeStatedListTests {
    @Test func aStatedListIsListedOnceForEveryCase() throws {
        let count = ScanLimits().maximumUnrolledElements
        let cases = (1..<count).map { "    case c\($0)" }.joined(separator: "\n")
        let names = (0..<count).map { "        \"Name \($0)\"" }.joined(separator: ",\n")
        let source = "import SwiftUI\nenum Big: Int, CaseIterable {\n    case c0 = 0\n\(cases)\n    static let names = [\n\(names)\n    ]\n"
            + "    var name: String { Self.names[self.rawValue] }\n}\n"
            + "struct V: View {\n    var body: some View {\n        Menu {\n            ForEach(Big.allCases, id: \\.self) { item in\n                Button(item.name) { }\n            }\n        } label: { Text(\"x\") }\n    }\n}\n"
        let (finder, sink) = CountedWork.swiftUIFinder(source, file: "Big.swift")
        #expect(finder.reader.resolver.index.statedArraysListed == 1)
        #expect(sink.groups.count + sink.skipped.count == 1)
    }
}

/// A menu of a `ForEach` over an enum of 2,000 cases (a crafted file: 20,000 took 8 s, each button
/// more copying the menu's buttons again): no group holds more buttons than a screen shows, so
/// the menu is skipped, saying why, and none of its buttons is read.
@Suite struct HugeForEachTests {
    @Test func aForEachOverThousandsOfStatedElementsIsNotUnrolled() throws {
        let cases = (0..<2_000).map { "    case c\($0)" }.joined(separator: "\n")
        let (report, _) = try scan(["Huge.swift": "import SwiftUI\nenum Big: String, CaseIterable {\n\(cases)\n}\n"
            + "struct V: View {\n    var body: some View {\n        Menu {\n            ForEach(Big.allCases, id: \\.self) { item in\n"
            + "                Button(item.rawValue) { }\n            }\n        } label: { Text(\"x\") }\n    }\n}\n"])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.map(\.reason) == ["menu: line 2007: a ForEach over 2000 stated elements, more than 500 buttons of one group; not followed"])
    }
}
