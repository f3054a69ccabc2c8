import Foundation
import Testing

/// `button-stack scan` through the built binary: JSON, the spec it writes rendering, the drift
/// check's exit status, and hostile sources ending with one line.
@Suite(.serialized) struct ScanCommandTests {
    static let view = """
    struct MailView: View {
        var body: some View {
            HStack {
                Button("reply", systemImage: "arrowshape.turn.up.left") {}
                Button("archive", systemImage: "archivebox") {}
            }
        }
    }
    """

    static let catalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "reply": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Reply"}},
                                  "de": {"stringUnit": {"state": "translated", "value": "Antworten"}}}},
      "archive": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Archive"}},
                                    "de": {"stringUnit": {"state": "translated", "value": "Archivieren"}}}},
      "delete": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Delete"}},
                                   "de": {"stringUnit": {"state": "translated", "value": "Löschen"}}}}
    }}
    """

    func app() throws -> URL {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Resources"), withIntermediateDirectories: true)
        try Self.view.write(to: folder.appendingPathComponent("App/MailView.swift"), atomically: true, encoding: .utf8)
        try Self.catalog.write(to: folder.appendingPathComponent("App/Resources/Localizable.xcstrings"), atomically: true, encoding: .utf8)
        return folder
    }

    /// A button drawn with the app's own asset (`Label("…", image: "compass")`): the spec names
    /// it `asset:compass` with the catalog under `assets:`, and it renders.
    @Test func anAssetIconIsWrittenWithItsCatalogAndRenders() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            struct MapView: View {
                var body: some View {
                    HStack {
                        Button { } label: { Label("reply", image: "compass") }
                        Button("archive", systemImage: "archivebox") {}
                    }
                }
            }
            """.write(to: folder.appendingPathComponent("App/MailView.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/Fixtures/app-icons/Assets.xcassets"),
                                         to: folder.appendingPathComponent("App/Resources/Assets.xcassets"))
        let spec = folder.appendingPathComponent("buttons.yaml").path
        let scan = try runCLI(["scan", folder.appendingPathComponent("App").path, "--out", spec])
        #expect(scan.status == 0, "\(scan.stderr)")
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        #expect(text.contains("assets: [App/Resources/Assets.xcassets]"), "\(text)")
        #expect(text.contains("asset:compass"), "\(text)")
        let render = try runCLI(["render", spec, "--out", folder.appendingPathComponent("out").path, "--quiet"])
        #expect(render.status == 0, "\(render.stderr)")
    }

    @Test func jsonNamesEachGroupRelativeToThePath() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runCLI(["scan", folder.appendingPathComponent("App").path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        struct Output: Decodable {
            struct Group: Decodable {
                struct Button: Decodable {
                    struct Title: Decodable { var key: String?; var table: String?; var text: String? }
                    var line: Int; var title: Title; var icon: String?; var role: String?; var style: String?
                }
                var file: String; var line: Int; var endLine: Int; var container: String; var stack: String; var buttons: [Button]
            }
            struct Skipped: Decodable { var file: String; var line: Int; var reason: String }
            var groups: [Group]
            var skipped: [Skipped]
        }
        let output = try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
        #expect(output.groups.count == 1)
        #expect(output.groups.first?.file == "MailView.swift")
        #expect(output.groups.first?.buttons.map(\.title.key) == ["reply", "archive"])
        #expect(output.groups.first?.buttons.map(\.icon) == ["arrowshape.turn.up.left", "archivebox"])
        // Keys in the order the contract gives them.
        #expect(result.stdout.contains("{\"file\": \"MailView.swift\", \"line\": 3, \"endLine\": 6, \"container\": \"hstack\", \"stack\": \"MailView-hstack-3\", \"buttons\": ["))
    }

    @Test func theSpecItWritesRendersEveryLocaleAndCheckCatchesAButtonAdded() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("buttons.yaml").path
        let scan = try runCLI(["scan", folder.appendingPathComponent("App").path, "--out", spec])
        #expect(scan.status == 0, "\(scan.stderr)")
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        #expect(text.contains("strings: [App/Resources/Localizable.xcstrings]"))
        #expect(text.contains("source: MailView.swift:3") || text.contains("source: \"MailView.swift:3\""))
        let out = folder.appendingPathComponent("out").path
        let render = try runCLI(["render", spec, "--out", out, "--quiet"])
        #expect(render.status == 0, "\(render.stderr)")
        struct Manifest: Decodable {
            struct Entry: Decodable { var locale: String; var findings: [Finding] }
            struct Finding: Decodable { var rule: String }
            var files: [Entry]
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json")))
        // `locales: all`: every locale the catalog translates, and no title without its glyphs.
        #expect(Set(manifest.files.map(\.locale)) == ["en", "de"])
        #expect(!manifest.files.contains { $0.findings.contains { $0.rule == "missing-glyphs" } })

        let same = try runCLI(["scan", folder.appendingPathComponent("App").path, "--check", spec])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        let added = Self.view.replacingOccurrences(of: "Button(\"archive\", systemImage: \"archivebox\") {}",
                                                   with: "Button(\"archive\", systemImage: \"archivebox\") {}\n            Button(\"delete\", systemImage: \"trash\", role: .destructive) {}")
        try added.write(to: folder.appendingPathComponent("App/MailView.swift"), atomically: true, encoding: .utf8)
        let drift = try runCLI(["scan", folder.appendingPathComponent("App").path, "--check", spec])
        #expect(drift.status == 1)
        #expect(drift.stdout.contains("MailView-hstack-3 (MailView.swift:3): button 'delete' added in the code (line 6)"), "\(drift.stdout)")
    }

    /// An app that ships one translation broken (a stray `=` after a line, as a real app's French
    /// table has): the spec is still written, the scan names the file and line, and `render` then
    /// refuses the spec with one line naming them, exit 2.
    @Test func aBrokenStringFileIsNamedAndTheSpecIsStillWritten() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let french = folder.appendingPathComponent("App/Resources/fr.lproj")
        try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
        try "\"reply\" = \"Répondre\";\n\"archive\" = \"Archiver\";=\n".write(to: french.appendingPathComponent("Localizable.strings"),
                                                                            atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("buttons.yaml").path
        let scan = try runCLI(["scan", folder.appendingPathComponent("App").path, "--out", spec])
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(scan.stderr.contains("fr.lproj/Localizable.strings:2"), "\(scan.stderr)")
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        #expect(text.contains("key: reply") || text.contains("title: reply"), "\(text)")
        let render = try runCLI(["render", spec, "--out", folder.appendingPathComponent("out").path, "--quiet"])
        #expect(render.status == 2)
        #expect(render.stderr.split(separator: "\n").count == 1, "\(render.stderr)")
        #expect(render.stderr.contains("fr.lproj/Localizable.strings:2"), "\(render.stderr)")
    }

    /// A menu's long title at the largest text size wraps, as iOS wraps it, where the spec the
    /// scan wrote used to keep every item on one line and report each title cut.
    @Test func aMenusLongTitleWrapsAtTheLargestSizes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try """
        struct MessageView: View {
            var body: some View {
                Text("Hello")
                    .contextMenu {
                        Button("Show the details of this message", systemImage: "info.circle") {}
                        Button("Delete", systemImage: "trash", role: .destructive) {}
                    }
            }
        }
        """.write(to: folder.appendingPathComponent("App/MessageView.swift"), atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("buttons.yaml").path
        #expect(try runCLI(["scan", folder.appendingPathComponent("App").path, "--out", spec]).status == 0)
        let out = folder.appendingPathComponent("out").path
        let render = try runCLI(["render", spec, "--out", out, "--text-sizes", "accessibilityExtraExtraExtraLarge", "--widths", "320", "--quiet"])
        #expect(render.status == 0, "\(render.stderr)")
        let manifest = try String(contentsOfFile: out + "/manifest.json", encoding: .utf8)
        #expect(!manifest.contains("title-clipped"), "\(manifest)")
        #expect(manifest.contains("\"measuredMode\" : 4"), "\(manifest)")
    }

    @Test func hostileSourcesEndWithOneLineEach() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        try Self.view.write(to: outside.appendingPathComponent("Secret.swift"), atomically: true, encoding: .utf8)
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("Out.swift").path, withDestinationPath: outside.appendingPathComponent("Secret.swift").path)
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("Loop").path, withDestinationPath: app.path)
        #expect(mkfifo(app.appendingPathComponent("x.swift").path, 0o644) == 0)
        let big = String(repeating: "// 20 MB of comment, far beyond any source file a person writes\n", count: 330_000)
        try big.write(to: app.appendingPathComponent("Big.swift"), atomically: true, encoding: .utf8)
        let result = try runCLI(["scan", app.path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 3, "\(result.stderr)")
        #expect(lines.contains { $0.hasSuffix("Big.swift: is larger than 2097152 bytes") })
        #expect(lines.contains { $0.contains("Out.swift: is a symbolic link out of the folder") })
        #expect(lines.contains { $0.contains("x.swift: is not a regular file; not read") })
        #expect(result.stdout.contains("\"file\": \"MailView.swift\""))
        #expect(!result.stdout.contains("Secret") && !result.stdout.contains("Out.swift"))
    }

    @Test func badInputIsOneLineAndExitTwo() throws {
        let missing = try runCLI(["scan", "/nonexistent/folder"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "button-stack: /nonexistent/folder: no such folder or .swift file\n")
        let both = try runCLI(["scan", ".", "--out", "a.yaml", "--check", "b.yaml"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--check reads a spec and --out writes one"))
    }
}
