import Foundation
import ButtonSpec
import Testing
@testable import ButtonStackScan

/// The spec `scan` writes: it reads back, keeps a user's edits across scans, and the drift check
/// names what changed in the code.
@Suite struct SpecWriterTests {
    static func source(extraButton: Bool = false, moved: Bool = false) -> [String: String] {
        ["Screen.swift": """
        struct Screen: View {
            var body: some View {\(moved ? "\n        // a comment moves the group down a line" : "")
                HStack {
                    Button("reply", systemImage: "arrowshape.turn.up.left") {}
                    Button("archive", systemImage: "archivebox") {}\(extraButton ? "\n                Button(\"delete\", systemImage: \"trash\", role: .destructive) {}" : "")
                }
                .contextMenu { Button("copy") {}; Button("share") {} }
            }
        }
        """]
    }

    func written(_ report: ScanReport, over existing: String? = nil) throws -> String {
        let tree = try existing.flatMap { try SpecDocument.tree($0, file: "spec.yaml") }
        return SpecWriter(specPath: "/tmp/spec.yaml", tables: nil).text(for: report, existing: tree).text
    }

    @Test func theSpecReadsBackWithOneStackPerGroup() throws {
        let (report, _) = try scan(Self.source())
        let text = try written(report)
        let spec = try SpecParser.parse(text, file: "spec.yaml")
        #expect(spec.stacks.map(\.name) == ["Screen-hstack-3", "Screen-contextMenu-7"])
        #expect(spec.stacks[0].buttons.map(\.icon) == ["arrowshape.turn.up.left", "archivebox"])
        #expect(spec.stacks[0].locales == ["all"])
        #expect(text.contains("source: \"Screen.swift:3\""))
        #expect(text.contains("policy: {fit: [1]}"))
    }

    @Test func aUsersEditsSurviveScanningAgain() throws {
        let (report, _) = try scan(Self.source())
        var text = try written(report)
        // The user renames the row, gives it widths, makes a button filled and deletes the menu's stack.
        text = text.replacingOccurrences(of: "name: Screen-hstack-3", with: "name: mail-row\n  widths: [320, 390]")
        text = text.replacingOccurrences(of: "    icon: archivebox\n", with: "    icon: archivebox\n    style: filled\n")
        let menuStart = try #require(text.range(of: "- name: Screen-contextMenu-7"))
        text = String(text[..<menuStart.lowerBound])
        text += "- name: my-own\n  buttons:\n  - title: Hello\n"
        let (again, _) = try scan(Self.source(extraButton: true))
        let rewritten = try written(again, over: text)
        let spec = try SpecParser.parse(rewritten, file: "spec.yaml")
        #expect(spec.stacks.map(\.name) == ["mail-row", "my-own"])
        #expect(spec.stacks[0].widths == [320, 390])
        #expect(spec.stacks[0].buttons.map(\.style) == [.gray, .filled, .gray])
        #expect(spec.stacks[0].buttons.count == 3)
    }

    /// The user's settings of the whole spec (a rule turned off, the deployment target) survive
    /// scanning again, where before only the stacks' edits did.
    @Test func theSpecsOwnSettingsSurviveScanningAgain() throws {
        let (report, _) = try scan(Self.source())
        let text = "lint: {over-budget: off}\nplatform: {iOS: \"26.0\"}\n" + (try written(report))
        let (again, _) = try scan(Self.source(extraButton: true))
        let rewritten = try written(again, over: text)
        #expect(rewritten.contains("lint: {over-budget: \"off\"}"), "\(rewritten)")
        let spec = try SpecParser.parse(rewritten, file: "spec.yaml")
        #expect(spec.stacks.first?.lint?.levels[.overBudget] == .some(nil))
        #expect(spec.stacks.first?.platform != nil)
    }

    @Test func scanningTwiceGivesTheSameBytes() throws {
        let (report, folder) = try scan(Self.source(extraButton: true))
        let again = Scanner(symbols: testSymbols).scan([folder.path])
        #expect(report == again)
        let first = try written(report)
        #expect(try written(again, over: first) == first)
        #expect(ScanJSON.string(report) == ScanJSON.string(again))
    }

    @Test func theDriftCheckNamesAButtonAddedInTheCode() throws {
        let (report, _) = try scan(Self.source())
        let tree = try #require(try SpecDocument.tree(try written(report), file: "spec.yaml"))
        #expect(DriftCheck.differences(spec: tree, report: report).isEmpty)
        // Moved lines alone are no drift.
        let (moved, _) = try scan(Self.source(moved: true))
        #expect(DriftCheck.differences(spec: tree, report: moved).isEmpty)
        let (added, _) = try scan(Self.source(extraButton: true))
        #expect(DriftCheck.differences(spec: tree, report: added) == [
            "Screen-hstack-3 (Screen.swift:3): button 'delete' added in the code (line 6)",
        ])
    }

    /// An icon the spec leaves out (one this build does not draw) is no drift: the check right
    /// after `--out` finds none; an icon it draws, changed in the code, is still one.
    @Test func iconsTheSpecLeavesOutAreNoDrift() throws {
        let (report, _) = try scan(Self.source())
        let drawsIcon: @Sendable (String) -> Bool = { $0 != "archivebox" }
        let text = SpecWriter(specPath: "/tmp/spec.yaml", tables: nil, drawsIcon: drawsIcon).text(for: report, existing: nil).text
        let tree = try #require(try SpecDocument.tree(text, file: "spec.yaml"))
        #expect(!text.contains("archivebox"))
        #expect(DriftCheck.differences(spec: tree, report: report, drawsIcon: drawsIcon).isEmpty)
        #expect(DriftCheck.differences(spec: tree, report: report) == [
            "Screen-hstack-3 (Screen.swift:3): button 2 ('archive') has icon archivebox in the code, none in the spec",
        ])
    }
}

/// What a skipped group says when its reason is in another file than the group.
@Suite struct SkippedReasonTests {
    /// A view declared in another file that shows only an icon: the reason names the view and
    /// its file, so its line is not taken for one of the group's file.
    @Test func aReasonFromAViewOfAnotherFileNamesIt() throws {
        let (report, _) = try scan([
            "Components/CloseButton.swift": """
            struct CloseButton: View {
                var body: some View {
                    Button { } label: { Image(systemName: "xmark") }
                }
            }
            """,
            "Screen.swift": """
            struct Screen: View {
                var body: some View {
                    HStack {
                        CloseButton()
                        Button("Save") { }
                    }
                }
            }
            """,
        ])
        let reason = try #require(report.skipped.first { $0.file == "Screen.swift" }?.reason)
        #expect(reason.contains("in `CloseButton` (Components/CloseButton.swift): line 3:"), "\(reason)")
    }
}

/// A button's shape and size as SwiftUI sets them, written to the spec.
@Suite struct ButtonLookTests {
    @Test func borderShapeAndControlSizeReachTheSpec() throws {
        let (report, _) = try scan(["Player.swift": """
        struct Player: View {
            var body: some View {
                HStack {
                    Button("player.play", systemImage: "play") { }
                    Button("player.stop", systemImage: "stop") { }
                        .controlSize(.large)
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .controlSize(.small)
            }
        }
        """])
        let buttons = try #require(report.groups.first?.buttons)
        #expect(buttons.map(\.shape) == ["capsule", "capsule"])
        #expect(buttons.map(\.size) == ["small", "large"])
        let text = SpecWriter(specPath: "/tmp/spec.yaml", tables: nil).text(for: report, existing: nil).text
        let spec = try SpecParser.parse(text, file: "spec.yaml")
        #expect(spec.stacks.first?.buttons.map(\.size) == [.small, .large])
        #expect(spec.stacks.first?.buttons.map(\.shape) == [.capsule, .capsule])
        #expect(ScanJSON.string(report).contains("\"style\": \"filled\", \"shape\": \"capsule\", \"size\": \"small\"}"))
    }
}
