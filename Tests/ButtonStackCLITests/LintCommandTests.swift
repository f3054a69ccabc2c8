import Foundation
import Testing

@Suite(.serialized) struct LintCommandTests {
    @Test func everyRuleIsFoundInTheStackMadeToBreakItAndNowhereElse() throws {
        let result = try runCLI(["lint", "Tests/Fixtures/lint-violations.yaml", "--json"])
        #expect(result.status == 1, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let pairs = Set(findings.map { "\($0["stack"] ?? "")=\($0["rule"] ?? "")" })
        let rules = ["title-truncated", "title-clipped", "missing-glyphs", "touch-target", "multiple-primary", "destructive-primary",
                     "directional-vertical", "primary-not-first", "long-title", "icon-placeholder", "ink-clipped"]
        #expect(pairs == Set(rules.map { "\($0)=\($0)" }), "\(pairs.sorted())")
        for finding in findings {
            for key in ["spec", "stack", "locale", "textSize", "width", "rule", "severity", "message"] { #expect(finding[key] != nil, "finding lacks \(key)") }
        }
    }

    /// No warning or error; the only notes say which translations are wider than the room their
    /// English titles leave (over-budget), as a translation update's summary would show them.
    @Test func theCleanExamplesHaveNoFindingsButTranslationNotes() throws {
        let result = try runCLI(["lint", "Examples"])
        #expect(result.status == 0, "\(result.stdout)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.dropLast().allSatisfy { $0.contains(": note: over-budget (button ") }, "\(result.stdout)")
        #expect(lines.last?.hasSuffix(" notes") == true)
        #expect(result.stdout.contains("message-actions [de, large, 390 pt, mode 3]: note: over-budget (button 1): 'Weiterleiten' (key action.forward) is 96.8 pt wide, over its room of 81.5 pt (en 'Forward'): the stack leaves mode 2"))
        let english = try runCLI(["lint", "Examples", "--locales", "en"])
        #expect(english.status == 0 && english.stdout == "no findings\n", "\(english.stdout)")
    }

    @Test func renderManifestCarriesTheSameFindings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runCLI(["render", "Tests/Fixtures/lint-violations.yaml", "--stack", "long-title", "--out", folder.path, "--quiet"])
        #expect(result.status == 0)
        let data = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent("manifest.json").path))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try #require(manifest["files"] as? [[String: Any]])
        let findings = try #require(files.first?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["long-title"])
    }

    /// Vietnamese spaces syllables, not words: a three-word title of five syllables is not long,
    /// one of nine syllables is; and a long title is said once, not once per width.
    @Test func longTitleCountsVietnameseWordsAndIsSaidOncePerTitle() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("vi.yaml")
        try """
            stacks:
              - name: settings
                locales: [vi, en]
                widths: [320, 390]
                buttons:
                  - icon: gear
                    title: {vi: Mở cài đặt ứng dụng, en: Open the settings of this app}
                  - icon: trash
                    title: {vi: Xoá tất cả tài liệu đã lưu trên máy này, en: Delete}
            """.write(to: spec, atomically: true, encoding: .utf8)
        let result = try runCLI(["lint", spec.path])
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("long-title") }
        #expect(lines.count == 2, "\(result.stdout)")
        #expect(!lines.contains { $0.contains("Mở cài đặt ứng dụng") }, "three Vietnamese words are not long")
        #expect(lines.contains { $0.contains("[vi, in 2 combinations]") && $0.contains("(button 1)") && $0.contains("about 5 words") })
        #expect(lines.contains { $0.contains("[en, in 2 combinations]") && $0.contains("Open the settings of this app") })
    }

    @Test func renderAndLintHelpSayWhatLocalesAllMeans() throws {
        for command in ["render", "lint", "verify", "record"] {
            let help = try runCLI([command, "--help"]).stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
            #expect(help.contains("or all"), "\(command) --help")
            #expect(help.contains("every locale the app has"), "\(command) --help")
        }
    }

    @Test func badInputIsStatusTwo() throws {
        let result = try runCLI(["lint", "Examples", "--widths", "wide"])
        #expect(result.status == 2 && result.stderr.contains("--widths: 'wide'"))
    }
}
