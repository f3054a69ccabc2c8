import Foundation
import Testing

/// Severities, lint settings in the spec, `--stack`, one line per real problem, and the rule
/// `ink-clipped`: what a third real app's strings showed.
@Suite(.serialized) struct LintSettingsTests {
    /// `text` written to `folder/name`.
    func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func json(_ result: CLIResult) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(object["findings"] as? [[String: Any]])
    }

    @Test func lintTakesStackAndEachFindingHasItsSeverity() throws {
        let result = try runCLI(["lint", "Tests/Fixtures/lint-violations.yaml", "--stack", "touch-target", "--json"])
        #expect(result.status == 1)
        let findings = try json(result)
        #expect(!findings.isEmpty && findings.allSatisfy { $0["stack"] as? String == "touch-target" && $0["severity"] as? String == "warning" })
        let missing = try runCLI(["lint", "Tests/Fixtures/lint-violations.yaml", "--stack", "nope"])
        #expect(missing.status == 2 && missing.stderr.contains("no stack named 'nope'"), "\(missing.stderr)")
        // A fonts folder named in the environment that is none is named with its variable.
        let fonts = try runCLI(["render", "Examples/readme.yaml", "--out", "/nonexistent/never-made"], environment: ["BUTTON_STACK_FONTS": "/nonexistent/fonts"])
        #expect(fonts.status == 2 && fonts.stderr.contains("BUTTON_STACK_FONTS=/nonexistent/fonts: is not a folder of fonts"), "\(fonts.stderr)")
        // A typo is answered with the name it was meant to be, not a list of every stack.
        let typo = try runCLI(["render", "Examples/readme.yaml", "--stack", "actoins", "--out", "/nonexistent/never-made"])
        #expect(typo.status == 2 && typo.stderr.contains("no stack named 'actoins' (did you mean 'actions'?)"), "\(typo.stderr)")
        let errors = try json(try runCLI(["lint", "Tests/Fixtures/lint-violations.yaml", "--stack", "title-clipped", "--json"]))
        #expect(errors.contains { $0["rule"] as? String == "title-clipped" && $0["severity"] as? String == "error" })
    }

    @Test func settingsTurnRulesOffOrDownOrUpAndNotesAloneExitZero() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try write("""
            lint: {long-title: off, touch-target: note}
            stacks:
              - name: small
                minimumTarget: 24
                insets: 2
                buttons:
                  - {title: OK}
                  - {icon: plus, title: Add this article to my reading list}
              - name: strict
                minimumTarget: 24
                insets: 2
                lint: {touch-target: error, long-title: warning}
                buttons:
                  - {title: OK}
                  - {icon: plus, title: Add this article to my reading list}
            """, "settings.yaml", in: folder)
        let small = try runCLI(["lint", spec, "--stack", "small"])
        #expect(small.status == 0, "notes alone: \(small.stdout)")
        #expect(small.stdout.contains(": note: touch-target (button 0)") && !small.stdout.contains("long-title"), "\(small.stdout)")
        #expect(small.stdout.hasSuffix("2 notes\n"), "both buttons are small: \(small.stdout)")
        let strict = try runCLI(["lint", spec, "--stack", "strict", "--json"])
        #expect(strict.status == 1)
        let rules = Dictionary(try json(strict).map { ($0["rule"] as? String ?? "", $0["severity"] as? String ?? "") }) { first, _ in first }
        #expect(rules == ["touch-target": "error", "long-title": "warning"])
        // The same settings reach the manifest (and so the gallery).
        let out = folder.appendingPathComponent("out")
        #expect(try runCLI(["render", spec, "--stack", "small", "--out", out.path, "--quiet"]).status == 0)
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
        let findings = (manifest["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]] ?? []
        #expect(findings.map { "\($0["rule"] ?? "")=\($0["severity"] ?? "")" } == ["touch-target=note", "touch-target=note"])
    }

    @Test func anUnknownRuleOrLevelIsOneLineNamingItsLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try write("stacks:\n  - name: a\n    lint: {long-titel: off}\n    buttons: [{title: A}]\n", "bad.yaml", in: folder)
        let result = try runCLI(["lint", spec])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("button-stack: \(spec):3: stacks[0].lint: unknown key 'long-titel' (did you mean 'long-title'?)"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        let level = try write("lint: {touch-target: loud}\nstacks:\n  - name: a\n    buttons: [{title: A}]\n", "level.yaml", in: folder)
        let levelResult = try runCLI(["lint", level])
        #expect(levelResult.status == 2 && levelResult.stderr.contains("lint.touch-target: 'loud' is not one of off, note, warning, error"), "\(levelResult.stderr)")
    }

    @Test func aRegionalFallbackIsANoteAnotherLanguageAWarningEachSaidOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try write("""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"share": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Share"}},
              "pt": {"stringUnit": {"state": "translated", "value": "Partilhar"}},
              "de": {"stringUnit": {"state": "translated", "value": "Teilen"}}}}}}
            """, "Localizable.xcstrings", in: folder)
        let spec = try write("""
            strings: Localizable.xcstrings
            stacks:
              - name: share
                locales: [pt-BR, fr, de, en-GB]
                buttons:
                  - {icon: square.and.arrow.up, title: {key: share}}
            """, "app.yaml", in: folder)
        let arguments = ["lint", spec, "--text-sizes", "large,extraLarge,accessibilityLarge,accessibilityExtraExtraExtraLarge", "--widths", "320,390,430"]
        let text = try runCLI(arguments)
        #expect(text.status == 1, "fr shows English: a warning")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "\(spec): share [pt-BR, in 12 combinations]: note: untranslated (button 0): 'share' has no pt-BR translation; its language's pt is shown",
            "\(spec): share [fr, in 12 combinations]: warning: untranslated (button 0): 'share' has no fr translation; en is shown",
            "\(spec): share [en-GB, in 12 combinations]: note: untranslated (button 0): 'share' has no en-GB translation; its language's en is shown",
            "1 warning, 2 notes",
        ], "\(text.stdout)")
        // JSON keeps one entry per combination, with the locale shown.
        let findings = try json(try runCLI(arguments + ["--json"]))
        #expect(findings.count == 36)
        #expect(Set(findings.map { "\($0["locale"] ?? "")→\($0["fallback"] ?? "")" }) == ["pt-BR→pt", "fr→en", "en-GB→en"])
        // Without fr: notes alone, exit 0.
        let notes = try runCLI(["lint", spec, "--locales", "pt-BR,en-GB,de"])
        #expect(notes.status == 0 && notes.stdout.hasSuffix("2 notes\n"), "\(notes.stdout)")
    }

    @Test func inkThatLeavesItsButtonIsFoundWithItsEdge() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Nastaliq at the largest size fits by its advances; its ink does not.
        let urdu = try json(try runCLI(["lint", "Tests/Fixtures/lint-violations.yaml", "--stack", "ink-clipped", "--json"]))
        let finding = try #require(urdu.first { $0["rule"] as? String == "ink-clipped" })
        #expect(finding["button"] as? Int == 0 && (finding["message"] as? String)?.contains("pt past the button's right edge") == true)
        // An app font's italic J reaching left of its advance.
        let italic = packageRoot.appendingPathComponent("Tests/Fixtures/fonts/DejaVuSerif-Italic.ttf").path
        let spec = try write("""
            font: {regular: \(italic)}
            stacks:
              - name: italic
                lineBreakStrategy: none     # Jiff staff | jiff, the J at the button's edge
                widths: [200]
                textSizes: [accessibilityExtraExtraLarge]
                buttons:
                  - {icon: link, title: Jiff staff jiff}
            """, "italic.yaml", in: folder)
        let found = try runCLI(["lint", spec])
        #expect(found.stdout.contains("warning: ink-clipped (button 0): 'Jiff staff jiff' is drawn 1.6 pt past the button's left edge"), "\(found.stdout)")
    }

    @Test func ordinaryTitlesAtEveryTextSizeKeepTheirInkInside() throws {
        // Latin, CJK and Arabic (and every other locale of these examples), every size, two widths.
        let result = try runCLI(["lint", "Examples/readme.yaml", "Examples/screens.yaml", "Examples/styles.yaml", "Examples/app",
                                 "--locales", "all", "--text-sizes", "all", "--widths", "320,390", "--json"])
        let findings = try json(result)
        #expect(findings.count > 0 || result.status == 0)
        let ink = findings.filter { $0["rule"] as? String == "ink-clipped" }
        #expect(ink.isEmpty, "\(ink.prefix(3))")
    }

    @Test func recordAndVerifyTakeStack() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("Snapshots")
        let recorded = try runCLI(["record", "Examples/readme.yaml", "--snapshots", snapshots.path, "--stack", "tools", "--locales", "en"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: snapshots.appendingPathComponent("readme").path).filter { $0.hasSuffix(".png") }
        #expect(!names.isEmpty && names.allSatisfy { $0.hasPrefix("tools_en_") }, "\(names)")
        // Another stack recorded after it leaves the first one's references alone (none is stale).
        #expect(try runCLI(["record", "Examples/readme.yaml", "--snapshots", snapshots.path, "--stack", "actions", "--locales", "en"]).status == 0)
        let both = try FileManager.default.contentsOfDirectory(atPath: snapshots.appendingPathComponent("readme").path).filter { $0.hasSuffix(".png") }
        #expect(both.count > names.count && Set(names).isSubset(of: both))
        let verified = try runCLI(["verify", "Examples/readme.yaml", "--snapshots", snapshots.path, "--stack", "tools", "--locales", "en", "--quiet"])
        #expect(verified.status == 0 && !verified.stdout.contains("stale"), "\(verified.stdout)")
    }

    /// `.lproj` folders named as a real chat app names them (zh_TW, zh_CN, pt_BR, nb), many of them.
    func appFolders(in folder: URL) throws -> URL {
        let translations = folder.appendingPathComponent("translations")
        let texts = ["en": "Reply", "de": "Antworten", "zh_TW": "回覆", "zh_CN": "回复", "pt_BR": "Responder", "nb": "Svar",
                     "fr": "Répondre", "it": "Rispondi", "es": "Responder", "ja": "返信", "ko": "답장", "ar": "رد"]
        for (locale, text) in texts {
            let lproj = translations.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try "\"REPLY\" = \"\(text)\";\n".write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        return translations
    }

    @Test func aRealAppsFolderNamesFindTheirLocalesAsIOSDoes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try appFolders(in: folder)
        let spec = try write("""
            strings: translations
            lint: {untranslated: error}
            stacks:
              - name: reply
                locales: [zh-Hant-TW, zh-Hant, zh-HK, zh-Hans, zh, pt, pt-BR, no, en-GB, sv]
                buttons:
                  - {icon: arrowshape.turn.up.left, title: {key: REPLY}}
            """, "app.yaml", in: folder)
        let result = try runCLI(["lint", spec])
        // zh_TW.lproj serves zh-Hant-TW, zh-Hant and zh-HK, zh_CN.lproj zh-Hans and zh, nb no: as iOS
        // picks them, nothing to say. pt shows pt-BR and en-GB en: notes, kept notes under
        // `untranslated: error`; Swedish has none at all: an error.
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "\(spec): reply [pt, in 1 combination]: note: untranslated (button 0): 'REPLY' has no pt translation; its language's pt-BR is shown",
            "\(spec): reply [en-GB, in 1 combination]: note: untranslated (button 0): 'REPLY' has no en-GB translation; its language's en is shown",
            "\(spec): reply [sv, in 1 combination]: error: untranslated (button 0): 'REPLY' has no sv translation; en is shown",
            "1 error, 2 notes",
        ], "\(result.stdout)")
        #expect(result.status == 1)
        // `all` among other locales is every locale and those; locales are spelled with `-`.
        let all = try json(try runCLI(["lint", spec, "--locales", "sv,all", "--json"]))
        #expect(Set(all.map { $0["locale"] as? String ?? "" }) == ["sv"], "only sv lacks a translation")
        let rendered = folder.appendingPathComponent("out")
        #expect(try runCLI(["render", spec, "--locales", "all", "--out", rendered.path, "--quiet"]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: rendered.path)
        #expect(names.contains { $0.hasPrefix("reply_zh-TW_") } && names.contains { $0.hasPrefix("reply_pt-BR_") } && !names.contains { $0.contains("_") && $0.contains("pt_BR") })
    }

    @Test func aLocaleThatIsNotATagOrAKeyInAFolderOfManyIsOneShortLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try appFolders(in: folder)
        for (locales, shown) in [("[en, \"@@\"]", "'@@' is not a locale tag"), ("[en, \"de DE\"]", "'de DE' is not a locale tag")] {
            let spec = try write("stacks:\n  - name: a\n    locales: \(locales)\n    buttons: [{title: A}]\n", "tags.yaml", in: folder)
            let result = try runCLI(["lint", spec])
            #expect(result.status == 2 && result.stderr.contains(":3: stacks[0].locales[1]: \(shown)"), "\(result.stderr)")
        }
        let option = try runCLI(["lint", "Examples/readme.yaml", "--locales", "en,@@"])
        #expect(option.status == 2 && option.stderr.contains("--locales: '@@' is not a locale tag"), "\(option.stderr)")
        // A language's name is not its code: one line, exit 2, nothing drawn as `…_german_…`.
        let word = try runCLI(["render", "Examples/readme.yaml", "--locales", "german", "--out", folder.appendingPathComponent("word").path])
        #expect(word.status == 2 && word.stderr.contains("--locales: 'german' is not a locale tag"), "\(word.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("word").path))
        // Typed in capitals, a locale is drawn under the name iOS gives it.
        let capitals = folder.appendingPathComponent("capitals")
        #expect(try runCLI(["render", "Examples/readme.yaml", "--stack", "actions", "--locales", "HE", "--out", capitals.path, "--quiet"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: capitals.path).contains { $0.hasPrefix("actions_he_") })
        let sizes = try write("stacks:\n  - name: a\n    textSizes: [large, all]\n    buttons: [{title: A}]\n", "sizes.yaml", in: folder)
        let sizesResult = try runCLI(["lint", sizes])
        #expect(sizesResult.status == 2 && sizesResult.stderr.contains("'all' stands alone (textSizes: all)"), "\(sizesResult.stderr)")
        // A key missing from a table read from twelve folders names the first file and how many others.
        let spec = try write("strings: translations\nstacks:\n  - name: a\n    buttons: [{title: {key: REPPLY}}]\n", "key.yaml", in: folder)
        let missing = try runCLI(["lint", spec])
        #expect(missing.status == 2 && missing.stderr.contains("Localizable.strings and 11 other files of table Localizable: no key 'REPPLY'"), "\(missing.stderr)")
        #expect(missing.stderr.utf8.count < 400 && missing.stderr.contains("did you mean 'REPLY'"))
    }
}
