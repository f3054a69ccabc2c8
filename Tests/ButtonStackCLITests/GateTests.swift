import Foundation
import Testing

/// The CI gate: `verify --allow-text-changes` and baselines fail on broken buttons, not on every
/// translation update; `same-as-source`; the app's own locales. Each test copies
/// `Tests/Fixtures/gate` (a small app of `.strings` tables) and changes it as a translation
/// update or a code change would.
@Suite(.serialized) struct GateTests {
    /// A copy of the gate fixture in a fresh folder: (folder, spec path, snapshots path).
    func app() throws -> (folder: URL, spec: String, snapshots: String) {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/Fixtures/gate"), to: folder.appendingPathComponent("app"))
        return (folder, folder.appendingPathComponent("app/app.yaml").path, folder.appendingPathComponent("Snapshots").path)
    }

    /// Replaces `old` by `new` in the app's `locale` strings, as a translation update does.
    func translate(_ folder: URL, _ locale: String, _ old: String, _ new: String) throws {
        let file = folder.appendingPathComponent("app/Resources/\(locale).lproj/Localizable.strings")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"\(old)\""))
        try text.replacingOccurrences(of: "\"\(old)\"", with: "\"\(new)\"").write(to: file, atomically: true, encoding: .utf8)
    }

    func findings(_ result: CLIResult) throws -> [[String: Any]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        return try #require(json["findings"] as? [[String: Any]])
    }

    @Test func sameAsSourceFindsTitlesLeftInTheSourceLanguageAndNoOther() throws {
        let (folder, spec, _) = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let on = try findings(runCLI(["lint", spec, "--locales", "all", "--json"])).filter { $0["rule"] as? String == "same-as-source" }
        // de keeps "Delete" in English; en-GB's identical texts are the source language's own
        // region, fr and ja are translated.
        #expect(on.map { "\($0["locale"] ?? "")/\($0["button"] ?? "")" } == ["de/2"])
        // Off unless the spec turns it on.
        let specText = try String(contentsOfFile: spec, encoding: .utf8)
        try specText.replacingOccurrences(of: "lint: {same-as-source: warning}\n", with: "").write(toFile: spec, atomically: true, encoding: .utf8)
        let off = try findings(runCLI(["lint", spec, "--locales", "all", "--json"])).filter { $0["rule"] as? String == "same-as-source" }
        #expect(off.isEmpty)
    }

    @Test func referencesAreRecordedOnlyForTheLocalesTheAppHas() throws {
        let (folder, spec, snapshots) = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        func locales() throws -> Set<String> {
            Set(try FileManager.default.contentsOfDirectory(atPath: snapshots + "/app").filter { $0.hasSuffix(".png") }
                .map { String($0.split(separator: "_")[1]) })
        }
        let recorded = try runCLI(["record", spec, "--snapshots", snapshots, "--quiet"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(!recorded.stdout.contains("MISSING"), "--quiet prints the summary alone")
        #expect(try locales() == ["en", "de", "fr", "en-GB", "ja"])
        // The app drops Japanese: recording every locale again removes its references.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("app/Resources/ja.lproj"))
        let again = try runCLI(["record", spec, "--snapshots", snapshots, "--locales", "all"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("removed app/reader-actions_ja_"))
        #expect(try locales() == ["en", "de", "fr", "en-GB"])
    }

    /// A stack without the app's strings keeps the default plan's locales: recording every
    /// locale again removes none of them, and verify still finds every reference.
    @Test func recordingEveryLocaleKeepsTheDefaultPlansReferences() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("readme.yaml").path
        try FileManager.default.copyItem(atPath: packageRoot.appendingPathComponent("Examples/readme.yaml").path, toPath: spec)
        let snapshots = folder.appendingPathComponent("Snapshots").path
        #expect(try runCLI(["record", spec, "--snapshots", snapshots, "--quiet"]).status == 0)
        let again = try runCLI(["record", spec, "--snapshots", snapshots, "--locales", "all"])
        #expect(again.status == 0 && !again.stdout.contains("removed"), "\(again.stdout)")
        let verified = try runCLI(["verify", spec, "--snapshots", snapshots, "--artifacts", folder.appendingPathComponent("a").path, "--quiet"])
        #expect(verified.status == 0, "\(verified.stdout)")
    }

    @Test func aTranslationUpdateFailsOnlyWhenItBreaksAButton() throws {
        let (folder, spec, snapshots) = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = folder.appendingPathComponent("artifacts").path
        let summary = folder.appendingPathComponent("summary.md").path
        #expect(try runCLI(["record", spec, "--snapshots", snapshots, "--quiet"]).status == 0)
        let verify = ["verify", spec, "--snapshots", snapshots, "--artifacts", artifacts, "--summary", summary]

        // A new German text that fits: a text change. It fails a plain verify, passes one that
        // allows text changes, and the summary names the key, the locale, the texts and the mode.
        try translate(folder, "de", "Sichern", "Speichern")
        let strict = try runCLI(verify)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("TEXT app/reader-actions_de_large_320pt_@2x_light_natural.png: de, large, 320 pt, light: button 1 'action.save' (de): 'Sichern' → 'Speichern'; mode 1 → 2"))
        let allowed = try runCLI(verify + ["--allow-text-changes"])
        #expect(allowed.status == 0, "\(allowed.stdout)")
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(markdown.contains("| app/reader-actions_de_large_320pt_@2x_light_natural.png | `action.save` | de | Sichern → Speichern | mode 1 → 2 |"))
        #expect(!markdown.contains("broke a button") && !markdown.contains("Regressions"))

        // A French text too long for its button: the update now breaks one, and fails.
        try translate(folder, "fr", "Effacer", "Supprimerdéfinitivementtouslesdocuments")
        let broken = try runCLI(verify + ["--allow-text-changes"])
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("'Effacer' → 'Supprimerdéfinitivementtouslesdocuments'; new warning title-truncated (button 2); mode 2 → 4"))
        let brokenSummary = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(brokenSummary.contains("### Text changes that broke a button"))
        #expect(brokenSummary.contains("Sichern → Speichern"), "every changed text is named")

        // Accepted in a baseline, the same update passes.
        let baseline = folder.appendingPathComponent("baseline.json").path
        // Written over the pictures verify checks, as the docs say.
        _ = try runCLI(["lint", spec, "--snapshot-plan", "--write-baseline", baseline])
        #expect(try runCLI(verify + ["--allow-text-changes", "--baseline", baseline]).status == 0)
    }

    /// A subtitle's translation changed is a text change too; a button added to the spec is not
    /// (the same texts and one more: a regression, whatever its text).
    @Test func aSubtitleUpdateIsATextChangeAndAnAddedButtonIsNot() throws {
        let (folder, spec, snapshots) = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (locale, text) in [("en", "Keep it"), ("de", "Behalten"), ("fr", "Garder"), ("en-GB", "Keep it"), ("ja", "保存")] {
            let file = folder.appendingPathComponent("app/Resources/\(locale).lproj/Localizable.strings")
            let handle = try FileHandle(forWritingTo: file)
            handle.seekToEndOfFile()
            handle.write(Data("\"action.hint\" = \"\(text)\";\n".utf8))
            try handle.close()
        }
        let original = try String(contentsOfFile: spec, encoding: .utf8)
        try original.replacingOccurrences(of: "        title: {key: action.save}\n", with: "        title: {key: action.save}\n        subtitle: {key: action.hint}\n")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        #expect(try runCLI(["record", spec, "--snapshots", snapshots, "--quiet"]).status == 0)
        let verify = ["verify", spec, "--snapshots", snapshots, "--artifacts", folder.appendingPathComponent("a").path, "--allow-text-changes"]
        try translate(folder, "de", "Behalten", "Aufbewahren")
        let subtitle = try runCLI(verify)
        #expect(subtitle.status == 0, "\(subtitle.stdout)")
        #expect(subtitle.stdout.contains("button 1 subtitle 'action.hint' (de): 'Behalten' → 'Aufbewahren'"), "\(subtitle.stdout)")
        let withSubtitle = try String(contentsOfFile: spec, encoding: .utf8)
        try withSubtitle.replacingOccurrences(of: "      - icon: trash\n", with: "      - icon: star\n        title: {key: action.share}\n      - icon: trash\n")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let added = try runCLI(verify)
        #expect(added.status == 1)
        #expect(added.stdout.contains("FAIL app/reader-actions_en_large_320pt"), "\(added.stdout.prefix(400))")
    }

    @Test func aChangedSpecWithTheSameTextsFailsAsARegression() throws {
        let (folder, spec, snapshots) = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try runCLI(["record", spec, "--snapshots", snapshots, "--quiet"]).status == 0)
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "    widths: [320]\n", with: "    widths: [320]\n    spacing: 12\n").write(toFile: spec, atomically: true, encoding: .utf8)
        let result = try runCLI(["verify", spec, "--snapshots", snapshots, "--artifacts", folder.appendingPathComponent("a").path, "--allow-text-changes"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL app/reader-actions_en_large_320pt_@2x_light_natural.png"))
        #expect(!result.stdout.contains("TEXT "))
    }

    @Test func aLintBaselineHoldsTodaysFindingsAndNotNewOnes() throws {
        let (folder, spec, _) = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let lint = ["lint", spec, "--locales", "all", "--text-sizes", "all", "--widths", "320,390"]
        let written = try runCLI(lint + ["--write-baseline", baseline])
        #expect(written.status == 1, "today's findings are still reported when the baseline is written")
        let file = try String(contentsOfFile: baseline, encoding: .utf8)
        let lines = file.split(separator: "\n").filter { $0.hasPrefix("    {") }
        #expect(!lines.isEmpty)
        #expect(file.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n"), "one finding a line, for a reviewable diff")
        #expect(lines.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ,")) }.allSatisfy { $0.hasPrefix("{\"appearance\":") })
        // The same run again: nothing new, exit 0, and the file written again is the same bytes.
        let held = try runCLI(lint + ["--baseline", baseline])
        #expect(held.status == 0, "\(held.stdout)")
        #expect(held.stdout.contains("no findings (\(lines.count) more in the baseline)"))
        let again = folder.appendingPathComponent("again.json").path
        _ = try runCLI(lint + ["--write-baseline", again])
        #expect(try String(contentsOfFile: again, encoding: .utf8) == file)
        // Lines added above the stacks move every line number: the findings still match.
        let specText = try String(contentsOfFile: spec, encoding: .utf8)
        try ("# moved\n# down\n" + specText).write(toFile: spec, atomically: true, encoding: .utf8)
        #expect(try runCLI(lint + ["--baseline", baseline]).status == 0)
        // A new broken title is reported, alone.
        try translate(folder, "fr", "Effacer", "Supprimerdéfinitivementtouslesdocuments")
        let new = try runCLI(lint + ["--baseline", baseline, "--json"])
        #expect(new.status == 1)
        let reported = try findings(new)
        #expect(!reported.isEmpty && reported.allSatisfy { $0["locale"] as? String == "fr" }, "\(reported)")
    }

    @Test(arguments: ["not json", "{\"version\": 1, \"findings\": [{\"stack\": 1}]}", "{\"version\": 7, \"findings\": []}"])
    func aBadBaselineIsOneLineBeforeAnythingIsLaidOut(content: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        try content.write(toFile: baseline, atomically: true, encoding: .utf8)
        for command in [["lint", "Examples/readme.yaml"], ["verify", "Examples/readme.yaml"]] {
            let result = try runCLI(command + ["--baseline", baseline])
            #expect(result.status == 2)
            #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains(baseline), "\(result.stderr)")
        }
    }

    /// A baseline is read as a regular file only: a link out of the folder, or a named pipe
    /// (which would make the read wait for ever), is refused with one line.
    @Test func aBaselineThatIsALinkOrAPipeIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The link leads to a valid baseline in another folder: only refusing links refuses it.
        let elsewhere = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let valid = elsewhere.appendingPathComponent("baseline.json").path
        try "{\"version\": 1, \"findings\": []}".write(toFile: valid, atomically: true, encoding: .utf8)
        #expect(try runCLI(["lint", "Examples/readme.yaml", "--baseline", valid]).status == 0)
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: valid)
        let pipe = folder.appendingPathComponent("pipe.json").path
        #expect(mkfifo(pipe, 0o600) == 0)
        for path in [link, pipe] {
            let result = try runCLI(["lint", "Examples/readme.yaml", "--baseline", path])
            #expect(result.status == 2, "\(path): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    /// `layouts.json` comes with a pull request: a link in its place, or a file a merge left
    /// conflict markers in, is one line and exit 2 (never every picture called a regression, nor
    /// the file rewritten with only what was recorded).
    @Test(arguments: ["link", "conflict"])
    func aLayoutsFileThatIsALinkOrDamagedIsOneLine(kind: String) throws {
        let (folder, spec, snapshots) = try app()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try runCLI(["record", spec, "--snapshots", snapshots, "--quiet"]).status == 0)
        let layouts = snapshots + "/app/layouts.json"
        let outside = folder.appendingPathComponent("outside.json").path
        if kind == "link" {
            try FileManager.default.moveItem(atPath: layouts, toPath: outside)
            try FileManager.default.createSymbolicLink(atPath: layouts, withDestinationPath: outside)
        } else {
            let text = try String(contentsOfFile: layouts, encoding: .utf8)
            try ("<<<<<<< HEAD\n" + text + "=======\n>>>>>>> bot\n").write(toFile: layouts, atomically: true, encoding: .utf8)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: layouts))
        for command in [["verify", "--artifacts", folder.appendingPathComponent("a").path], ["record"]] {
            let result = try runCLI(command + [spec, "--snapshots", snapshots, "--locales", "de"])
            #expect(result.status == 2, "\(command): \(result.stdout)")
            #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("layouts.json"), "\(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: layouts)) == before)
    }

    /// Where the report and the summary go is checked before seconds of rendering.
    @Test func aMissingReportFolderIsOneLineAtOnce() throws {
        let result = try runCLI(["verify", "Examples/readme.yaml", "--summary", "/nonexistent-folder/summary.md"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--summary") && result.stderr.contains("/nonexistent-folder"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
