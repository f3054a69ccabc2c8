import Foundation
import Testing

/// An app's own icons through the commands: listed by `icons --spec`, drawn by `render`, and a
/// file that cannot be drawn is one line.
@Suite(.serialized) struct AppIconsCommandTests {
    /// A spec beside the real apps' icon files, as a team writes one.
    func writeSpec(in folder: URL, buttons: String) throws -> String {
        let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/app-icons").path
        let spec = folder.appendingPathComponent("app.yaml")
        try """
        assets: \(fixtures)/Assets.xcassets
        iconFonts: [{prefix: mdi, font: \(fixtures)/fonts/mdi-subset.ttf, names: \(fixtures)/fonts/meta.json}]
        stacks:
          - name: app
            buttons:
        \(buttons)
        """.write(to: spec, atomically: true, encoding: .utf8)
        return spec.path
    }

    @Test func iconsListsTheAppsAssetsAndFontIcons() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try writeSpec(in: folder, buttons: "      - {icon: asset:compass, title: Compass}")
        let result = try runCLI(["icons", "--spec", spec, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let icons = try #require(json["icons"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: icons.map { ($0["name"] as? String ?? "", $0) })
        #expect(byName["asset:compass"]?["kind"] as? String == "asset")
        #expect(byName["asset:compass"]?["rendering"] as? String == "automatic")
        #expect(byName["asset:Tools/wrench"]?["rendering"] as? String == "template")
        #expect(byName["asset:message-processing-outline"]?["kind"] as? String == "symbol")
        #expect(byName["mdi:cog"]?["codepoint"] as? String == "U+F0493")
        #expect(byName["mdi:settings"]?["kind"] as? String == "font", "an alias of meta.json")
        // A query finds the app's names first, then the catalogue's.
        let query = try runCLI(["icons", "--spec", spec, "cog"])
        #expect(query.stdout.hasPrefix("mdi:cog"), "\(query.stdout)")
        #expect(query.stdout.contains("icon font U+F0493"))
    }

    @Test func renderDrawsTheAppsIconsInBothAppearances() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try writeSpec(in: folder, buttons: """
              - {icon: asset:compass, title: Compass}
              - {icon: "mdi:content-copy", title: Copy}
              - {icon: asset:message-processing-outline, title: Assist, role: primary}
              - {icon: asset:dot, title: Status}
        """)
        let out = folder.appendingPathComponent("out")
        let result = try runCLI(["render", spec, "--out", out.path, "--appearances", "light,dark"])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        #expect(files.count == 2)
    }

    /// `lint` (its `over-budget` rule) and `budgets` measure a title's room in the source
    /// language with the app's icons too: a translated locale no longer fails with "unknown
    /// icon 'asset:…'" (exit 2) where `render` drew the same spec.
    @Test func lintAndBudgetsMeasureTheAppsIconsInATranslatedLocale() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "compass": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Compass"}},
                                        "de": {"stringUnit": {"state": "translated", "value": "Kompass"}}}}
        }}
        """.write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let spec = try writeSpec(in: folder, buttons: """
              - {icon: asset:compass, title: {key: compass}}
              - {icon: archivebox, title: Archive}
        """)
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        try ("strings: [Localizable.xcstrings]\n" + text).write(toFile: spec, atomically: true, encoding: .utf8)
        for command in [["lint", spec, "--locales", "de"], ["budgets", spec]] {
            let result = try runCLI(command)
            #expect(result.status != 2, "\(command[0]): \(result.stderr)")
            #expect(!result.stderr.contains("unknown icon"), "\(command[0]): \(result.stderr)")
        }
    }

    @Test func anAssetThatCannotBeDrawnIsOneLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("App.xcassets/broken.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try "%PDF-1.4 not really".write(to: set.appendingPathComponent("broken.pdf"), atomically: true, encoding: .utf8)
        try #"{"images": [{"filename": "broken.pdf", "idiom": "universal"}]}"#.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("app.yaml")
        try "assets: App.xcassets\nstacks:\n  - name: app\n    buttons:\n      - {icon: asset:broken, title: Broken}\n".write(to: spec, atomically: true, encoding: .utf8)
        let result = try runCLI(["render", spec.path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains("stacks[0].buttons[0].icon: icon 'asset:broken': \(set.path)/broken.pdf: cannot be drawn as PDF (") == true, "\(result.stderr)")
        // A spec naming a folder without catalogs is one line too, before anything is drawn.
        try "assets: nowhere\nstacks:\n  - name: app\n    buttons:\n      - {icon: asset:x, title: X}\n".write(to: spec, atomically: true, encoding: .utf8)
        let missing = try runCLI(["render", spec.path, "--out", folder.appendingPathComponent("out2").path])
        #expect(missing.status == 2)
        #expect(missing.stderr == "button-stack: \(spec.path):1: assets: \(folder.path)/nowhere: no such folder\n", "\(missing.stderr)")
    }

    @Test func aChangedAssetRedrawsOnlyTheImagesThatDrawIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("App.xcassets")
        try FileManager.default.copyItem(atPath: packageRoot.appendingPathComponent("Tests/Fixtures/app-icons/Assets.xcassets").path, toPath: catalog.path)
        let spec = folder.appendingPathComponent("app.yaml")
        try """
        assets: App.xcassets
        stacks:
          - name: repair
            buttons: [{icon: "asset:Tools/wrench", title: Repair}]
          - name: compass
            buttons: [{icon: asset:compass, title: Compass}]
        """.write(to: spec, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out").path
        #expect(try runCLI(["render", spec.path, "--out", out]).status == 0)
        let wrench = catalog.appendingPathComponent("Tools/wrench.imageset/wrench.svg")
        let changed = try String(contentsOf: wrench, encoding: .utf8).replacingOccurrences(of: "<path ", with: "<circle cx=\"4\" cy=\"4\" r=\"3\"/><path ")
        try changed.write(to: wrench, atomically: true, encoding: .utf8)
        let second = try runCLI(["render", spec.path, "--out", out])
        #expect(second.stdout.contains("redrew 1 of 2 images, removed 0, kept 1"), "\(second.stdout)")
    }
}
