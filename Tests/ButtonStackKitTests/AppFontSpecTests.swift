import ButtonStackBase
import ButtonStackOutput
import StackEngine
import ButtonSpec
import Foundation
import PNGFiles
import Rasterizer
import Testing
import Typesetter
@testable import ButtonStackKit

/// A spec's `font:` lays out and renders with the app's font, falls back for scripts it lacks,
/// keeps bold titles bold, and reports a font that cannot be used by its line.
@Suite struct AppFontSpecTests {
    let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/fonts/app-font.yaml").path

    func laidOut(_ stack: String, _ locale: String) throws -> LaidOutStack {
        let spec = try SpecParser.load(path: fixture)
        return try sharedEngine.layout(StackRequest(file: spec.file, stack: try #require(spec.stack(named: stack)), locale: locale))
    }

    func fonts(_ button: LaidOutButton) -> [String] {
        button.placement.titleLines.flatMap(\.set.runs).map { URL(fileURLWithPath: $0.face.path).lastPathComponent }
    }

    @Test func titlesAreSetInTheAppsFontAndFallBackForOtherScripts() throws {
        let english = try laidOut("actions", "en")
        #expect(fonts(english.buttons[0]) == ["Inter-Bold.otf"], "the primary button's bold title takes the bold file")
        #expect(fonts(english.buttons[1]) == ["Inter-Regular.otf"])
        let arabic = try laidOut("actions", "ar")
        #expect(fonts(arabic.buttons[0]) == ["NotoSansArabic-Bold.ttf"])
        #expect(fonts(arabic.buttons[1]) == ["NotoSansArabic-Regular.ttf"])
        #expect(try laidOut("actions", "ja").buttons.allSatisfy { fonts($0) == ["NotoSansCJK-Regular.ttc"] })
    }

    @Test func aStacksOwnFontAndTrackingWinOverTheSpecs() throws {
        let tracked = try laidOut("tracked", "en")
        #expect(fonts(tracked.buttons[0]) == ["Inter-Regular.otf"])
        let plain = try sharedEngine.typesetter.layout("Add", style: TextStyle(size: 17, font: ButtonStackEngine.appFont(try SpecParser.load(path: fixture).stacks[0].font)))
        #expect(tracked.buttons[0].placement.title.width < plain.width.rounded(.up), "tracking −26 at 17 pt tightens the title")
    }

    @Test func itRendersAndTheSameBytesComeOutTwice() throws {
        let plan = try RenderPlan.images(specs: [SpecParser.load(path: fixture)], options: RenderOptions())
        let first = try RenderRunner(engine: sharedEngine).render(plan, threads: 2).map { try PNGCodec.encode($0.canvas) }
        let second = try RenderRunner(engine: sharedEngine).render(plan, threads: 1).map { try PNGCodec.encode($0.canvas) }
        #expect(first == second && first.count == 4)
    }

    @Test func aFontThatCannotBeUsedIsNamedByItsLine() throws {
        let spec = try SpecParser.parse("""
        font:
          regular: missing.otf
          bold: {file: /etc/hostname}
        stacks: [{name: s, buttons: [{title: A}]}]
        """, file: "dir/app.yaml")
        do {
            try sharedEngine.check([spec])
            Issue.record("accepted")
        } catch let error as SpecErrors {
            let lines = error.errors.map(\.description)
            #expect(lines.count == 2)
            #expect(lines[0].hasPrefix("dir/app.yaml:2: font.regular: dir/missing.otf: "), "\(lines[0])")
            #expect(lines[1].hasPrefix("dir/app.yaml:3: font.bold: /etc/hostname: "), "\(lines[1])")
        }
    }

    @Test func aPipeOrADeviceIsRefusedNotWaitedOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-pipe-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("app.otf").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let spec = try SpecParser.parse("font: {regular: \(pipe), bold: /dev/zero}\nstacks: [{name: s, buttons: [{title: A}]}]", file: "app.yaml")
        do {
            try sharedEngine.check([spec])
            Issue.record("accepted")
        } catch let error as SpecErrors {
            #expect(error.errors.map(\.problem) == ["\(pipe): is not a regular file (a pipe, a device or a looping link)",
                                                    "/dev/zero: is not a regular file (a pipe, a device or a looping link)"])
        }
    }

    @Test func badFontKeysAreRefusedWithTheirPath() throws {
        #expect(throws: SpecError.self) { try SpecParser.parse("font: {bold: b.otf}\nstacks: [{name: s, buttons: [{title: A}]}]", file: "x.yaml") }
        #expect(throws: SpecError.self) { try SpecParser.parse("font: {regular: r.otf, tracking: {big: 3}}\nstacks: [{name: s, buttons: [{title: A}]}]", file: "x.yaml") }
        #expect(throws: SpecError.self) { try SpecParser.parse("font: {regular: {file: r.otf, axes: {weight: 3}}}\nstacks: [{name: s, buttons: [{title: A}]}]", file: "x.yaml") }
    }
}
