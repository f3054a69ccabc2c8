import Foundation
import Testing

/// An app's strings through the command: titles by key in every locale, findings for what is not
/// translated, pseudo-locales, and one-line errors naming the spec, the strings file and the key.
@Suite(.serialized) struct StringsContractTests {
    let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/strings").path

    func spec(_ body: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("spec.yaml").path
        try body.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func titlesByKeyRenderInEveryLocaleWithFindingsForWhatIsNotTranslated() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try spec("""
        strings: \(fixtures)/catalog
        stacks:
          - name: mail
            locales: [all]
            buttons:
              - title: {key: reply}
              - title: {key: archive}
              - title: {key: files.count, arguments: [21]}
        """, in: folder)
        let out = folder.appendingPathComponent("out")
        let result = try runCLI(["render", path, "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        struct Manifest: Decodable {
            struct Entry: Decodable {
                struct Finding: Decodable { var rule: String; var button: Int?; var message: String }
                var locale: String
                var findings: [Finding]
            }
            var files: [Entry]
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        // Every locale the catalog translates (at least one of the keys), the source first in the plan.
        #expect(Set(manifest.files.map(\.locale)) == ["en", "ar", "de", "es", "fr", "he", "ja", "pl", "pt", "ru", "zh-Hans"])
        let japanese = try #require(manifest.files.first { $0.locale == "ja" })
        #expect(japanese.findings.map(\.rule) == ["untranslated"])
        #expect(japanese.findings.first?.button == 0)
        #expect(japanese.findings.first?.message == "'reply' has no ja translation; en is shown")
        let german = try #require(manifest.files.first { $0.locale == "de" })
        #expect(german.findings.map(\.message) == ["'archive' in de is marked needs review"])
        let lint = try runCLI(["lint", path, "--locales", "ja"])
        #expect(lint.status == 1 && lint.stdout.contains("untranslated (button 0): 'reply' has no ja translation; en is shown"), "\(lint.stdout)")
        let russian = try runCLI(["layout", path, "--width", "390", "--locale", "ru", "--json"])
        #expect(russian.stdout.contains("\"text\" : \"21 файл\""), "\(russian.stdout)")
    }

    @Test func pseudoLocalesRenderAndDoubleLengthIsTwiceAsWide() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try spec("""
        strings: \(fixtures)/catalog/Localizable.xcstrings
        stacks:
          - name: one
            buttons:
              - title: {key: delete}
        """, in: folder)
        struct Layout: Decodable {
            struct Frame: Decodable { var width: Double }
            struct Button: Decodable { struct Line: Decodable { var text: String; var frame: Frame }; var lines: [Line] }
            var buttons: [Button]
            var direction: String
        }
        func layout(_ locale: String) throws -> Layout {
            let result = try runCLI(["layout", path, "--width", "1000", "--locale", locale, "--json"])
            #expect(result.status == 0, "\(result.stderr)")
            return try JSONDecoder().decode(Layout.self, from: Data(result.stdout.utf8))
        }
        let source = try layout("en").buttons[0].lines[0]
        let double = try layout("double-length").buttons[0].lines[0]
        #expect(double.text == "Delete Delete")
        let ratio = double.frame.width / source.frame.width
        #expect(ratio > 1.9 && ratio < 2.3, "\(ratio)")
        #expect(try layout("en-XA").buttons[0].lines[0].text.hasPrefix("[Đéļéţé "))
        #expect(try layout("bounded").buttons[0].lines[0].text == "[# Delete #]")
        #expect(try layout("ar-XB").direction == "rtl")
        #expect(try layout("right-to-left").direction == "rtl")
        let render = try runCLI(["render", path, "--out", folder.appendingPathComponent("out").path, "--quiet",
                                 "--locales", "en-XA,ar-XB,double-length,accented,bounded,right-to-left"])
        #expect(render.status == 0, "\(render.stderr)")
    }

    @Test(arguments: [
        ("strings: nope.xcstrings\nstacks: [{name: a, buttons: [{title: {key: share}}]}]\n", "spec.yaml:1: strings: ", "nope.xcstrings: no such file or folder"),
        ("strings: STRINGS\nstacks:\n  - name: a\n    buttons:\n      - title: {key: delet}\n",
         "spec.yaml:5: stacks[0].buttons[0].title: ", "Localizable.xcstrings: no key 'delet' in table Localizable (did you mean 'delete'"),
        ("strings: STRINGS\nstacks:\n  - name: a\n    buttons:\n      - title: {key: share, table: Other}\n",
         "spec.yaml:5: stacks[0].buttons[0].title: no table 'Other'", "(tables: Localizable)"),
        ("strings: STRINGS\nstacks:\n  - name: a\n    buttons:\n      - title: {key: moved, arguments: [x]}\n",
         "spec.yaml:5: stacks[0].buttons[0].title: ", "'moved' in ar: needs at least 2 arguments; 1 given"),
        ("strings: STRINGS\nstacks:\n  - name: a\n    buttons:\n      - title: {key: files.count, arguments: [many]}\n",
         "spec.yaml:5: stacks[0].buttons[0].title: ", "argument 1 ('many') is written with %lld, so it must be a number"),
        ("stacks:\n  - name: a\n    buttons:\n      - title: {key: share}\n",
         "spec.yaml:4: stacks[0].buttons[0].title: ", "a text given by key needs `strings:`"),
    ])
    func badStringsInputIsOneLine(body: String, prefix: String, problem: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try spec(body.replacingOccurrences(of: "STRINGS", with: fixtures + "/catalog/Localizable.xcstrings"), in: folder)
        let out = folder.appendingPathComponent("out")
        let result = try runCLI(["render", path, "--out", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("button-stack: " + folder.path + "/" + prefix), "\(result.stderr)")
        #expect(result.stderr.contains(problem) && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aStringsFileWithASyntaxErrorIsNamedWithItsLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        let strings = folder.appendingPathComponent("de.lproj/Localizable.strings").path
        try "\"a\" = \"b\";\n\"c\" \"d\";\n".write(toFile: strings, atomically: true, encoding: .utf8)
        let path = try spec("strings: .\nstacks: [{name: a, buttons: [{title: {key: a}}]}]\n", in: folder)
        let result = try runCLI(["render", path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(strings):2: expected '=' after the key \"c\""), "\(result.stderr)")
        let listed = try runCLI(["strings", strings])
        #expect(listed.status == 2 && listed.stderr.contains(":2: expected '='"))
    }

    @Test func theStringsCommandListsKeysAndWhatIsMissing() throws {
        let result = try runCLI(["strings", fixtures + "/catalog", "--locale", "ja", "--missing"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  reply  \"Reply\"  missing: he, ja, pl, pt\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("  share  "))
        let json = try runCLI(["strings", fixtures + "/lproj", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let tables = try #require(object["tables"] as? [[String: Any]])
        #expect(tables.first?["locales"] as? [String] == ["en", "de", "ru"])
    }
}
