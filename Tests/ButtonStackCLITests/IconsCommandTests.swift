import Foundation
import Testing

/// `button-stack icons` and how the other commands treat icon names, as a user meets them.
@Suite(.serialized) struct IconsCommandTests {
    @Test func aQueryListsWhatEachNameDraws() throws {
        let result = try runCLI(["icons", "heart", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let icons = try #require(json["icons"] as? [[String: Any]])
        #expect(json["count"] as? Int == icons.count && json["query"] as? String == "heart")
        let byName = Dictionary(uniqueKeysWithValues: icons.map { ($0["name"] as? String ?? "", $0) })
        #expect(icons.first?["name"] as? String == "heart", "the exact name first")
        #expect(byName["heart.fill"]?["kind"] as? String == "sf")
        #expect(byName["heart.fill"]?["glyph"] as? String == "favorite")
        #expect(byName["heart.fill"]?["filled"] as? Bool == true)
        #expect(byName["suit.heart"]?["kind"] as? String == "placeholder")
        #expect(byName["heart_broken"]?["kind"] as? String == "material")
        #expect((byName["heart_broken"]?["codepoint"] as? String)?.hasPrefix("U+") == true)
    }

    @Test func aSheetIsAPNGOfTheMatches() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = folder.appendingPathComponent("trash.png").path
        let result = try runCLI(["icons", "trash", "--sheet", sheet, "--bold"])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: sheet))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(result.stdout.contains("drew "))
        #expect(try runCLI(["icons", "trash", "--sheet", folder.appendingPathComponent("x.jpg").path]).status == 2)
    }

    @Test func noMatchSuggestsAndExitsOne() throws {
        let result = try runCLI(["icons", "persn"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no icon name contains 'persn' (did you mean 'person'"))
    }

    @Test func everyUnknownIconOfASpecIsALineAndNothingIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("app.yaml")
        try """
        stacks:
          - name: actions
            buttons:
              - {icon: persn, title: Profile}
              - {icon: at, title: Mention}
              - {icon: hand.raised, title: Block}
              - {icon: trash.fil, title: Delete}
        """.write(to: spec, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = try runCLI(["render", spec.path, "--out", out.path])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines[0].hasPrefix("button-stack: \(spec.path):4: stacks[0].buttons[0].icon: unknown icon 'persn' (did you mean 'person'"))
        #expect(lines[1].hasPrefix("button-stack: \(spec.path):7: stacks[0].buttons[3].icon: unknown icon 'trash.fil' (did you mean 'trash.fill'"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let lint = try runCLI(["lint", spec.path])
        #expect(lint.status == 2 && lint.stderr.split(separator: "\n").count == 2)
    }

    @Test func aPlaceholderIsInTheManifestFindings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runCLI(["render", "Tests/Fixtures/lint-violations.yaml", "--stack", "icon-placeholder", "--out", folder.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent("manifest.json").path))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try #require(manifest["files"] as? [[String: Any]])
        let findings = try #require(files.first?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["icon-placeholder"])
        #expect((findings.first?["message"] as? String)?.contains("'logo.xbox'") == true)
    }
}

@Suite struct IconVersionsCommandTests {
    @Test func iconsTellsEachNamesVersionIOSAndRenames() throws {
        for (name, since, iOS, from, to) in [("document.on.document", "6.0", "18.0", "doc.on.doc", nil), ("doc.on.doc", "1.0", "13.0", nil, "document.on.document"),
                                               ("calendar.badge.lock", "7.0", "26.0", nil, nil)] as [(String, String, String, String?, String?)] {
            let result = try runCLI(["icons", name, "--json"])
            #expect(result.status == 0, "\(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let icon = try #require((json["icons"] as? [[String: Any]])?.first)
            #expect(icon["name"] as? String == name)
            #expect(icon["since"] as? String == since && icon["iOS"] as? String == iOS, "\(icon)")
            #expect(icon["renamedFrom"] as? String == from && icon["renamedTo"] as? String == to, "\(icon)")
            #expect(icon["kind"] as? String == "sf")
        }
    }

    @Test func aSpecOfSFSymbols6And7NamesRendersAndLintsAgainstItsTarget() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("new.yaml")
        try Data("""
        platform: {iOS: "17.0"}
        stacks:
          - name: a
            buttons:
              - {icon: arrow.trianglehead.clockwise, title: Redo}
              - {icon: text.page, title: Notes}
        """.utf8).write(to: spec)
        let render = try runCLI(["render", spec.path, "--out", folder.appendingPathComponent("out").path, "--quiet"])
        #expect(render.status == 0, "\(render.stderr)")
        let lint = try runCLI(["lint", spec.path, "--json"])
        #expect(lint.status == 1 && lint.stdout.contains("icon-unavailable") && lint.stdout.contains("goforward"), "\(lint.stdout)")
    }
}
