import Foundation
import Testing

/// `button-stack budgets`: the rows, the XLIFF and CSV a translator gets, and bad input.
@Suite(.serialized) struct BudgetsCommandTests {
    let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/xliff/de.xliff").path
    /// The units of the fixture that the app example's stacks use, as `original::id`.
    static let spec = "Examples/app/app.yaml"
    static let annotatedUnits = ["action.archive", "action.delete", "action.forward", "action.move", "action.reply", "action.savePhotos",
                                 "action.savePhotos|==|substitutions.photos.plural.one", "action.savePhotos|==|substitutions.photos.plural.other",
                                 "action.share"].map { "App/Localizable.xcstrings::\($0)" }

    func rows(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try runCLI(["budgets"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(json["budgets"] as? [[String: Any]])
    }

    @Test func jsonHasARowPerButtonTextSizeAndWidth() throws {
        let rows = try rows([Self.spec, "--stack", "message-actions", "--text-sizes", "large,accessibilityLarge", "--widths", "320,390"])
        #expect(rows.count == 4 * 2 * 2)
        for row in rows {
            for key in ["stack", "button", "key", "textSize", "width", "mode", "keepMode", "whole"] { #expect(row.keys.contains(key), "row lacks \(key)") }
        }
        let first = rows[0]
        #expect(first["key"] as? String == "action.reply" && first["textSize"] as? String == "large" && first["width"] as? Double == 320)
        // At 390 pt the English row is in mode 2: a title fits its quarter of the row, 91.5 − 10 pt.
        let wide = try #require(rows.first { $0["width"] as? Double == 390 && $0["textSize"] as? String == "large" })
        #expect(wide["mode"] as? Int == 2 && wide["keepMode"] as? Double == 81.5 && wide["whole"] as? Double == 380)
        // Same input, same bytes.
        let again = try runCLI(["budgets", Self.spec, "--json"])
        let third = try runCLI(["budgets", Self.spec, "--json"])
        #expect(again.stdout == third.stdout)
    }

    @Test func aLiteralTitleHasNoKeyAndTheLastModeNoModeToKeep() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.yaml").path
        try "stacks: [{name: s, widths: [200], buttons: [{icon: gear, title: Notification Settings and Privacy}, {icon: lock, title: Lock}]}]\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let rows = try rows([path])
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0["key"] is NSNull && $0["mode"] as? Int == 4 && $0["keepMode"] is NSNull })
        #expect(rows.allSatisfy { $0["whole"] as? Double == 190 })
        let text = try runCLI(["budgets", path])
        #expect(text.stdout.hasPrefix("\(path): s [large, 200 pt, mode 4] button 0 'Notification Settings and Privacy': no mode to keep; whole up to 190 pt (≈ "))
    }

    /// What `budgets` writes to an XLIFF file, with every byte it added taken out, is the file it read.
    func withoutRooms(_ text: String) -> String {
        text.replacing(/\ maxwidth="\d+" size-unit="point"/, with: "")
            .replacing(/\n *<note from="button-stack">[^<]*<\/note>/, with: "")
    }

    @Test func theXLIFFGainsRoomsOnTheSpecsKeysAndNothingElse() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("de.xliff").path
        let csv = folder.appendingPathComponent("rooms.csv").path
        let result = try runCLI(["budgets", Self.spec, "--xliff", fixture, "--out", out, "--csv", csv])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(out): maxwidth on 9 units of 7 keys\n\(csv): the room of 7 keys\n")
        let original = try String(contentsOfFile: fixture, encoding: .utf8)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(withoutRooms(written) == original)
        // maxwidth is the smallest room at the large size: a quarter of the 390 pt row, less insets.
        #expect(written.contains(#"<trans-unit id="action.forward" xml:space="preserve" maxwidth="81" size-unit="point">"#))
        #expect(written.contains(#"<trans-unit id="action.share" xml:space="preserve" maxwidth="350" size-unit="point">"#))
        #expect(written.contains("≈ characters of de"))
        let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
        #expect(rows.first == "key,source,points,characters,table")
        #expect(rows.contains { $0.hasPrefix("action.forward,Forward,81,") })
        // Run again on its own output: the same file.
        let twice = try runCLI(["budgets", Self.spec, "--xliff", out, "--out", out])
        let rewritten = try String(contentsOfFile: out, encoding: .utf8)
        #expect(twice.status == 0 && rewritten == written)
        try checkWithTranslateToolkit(original: fixture, annotated: out)
    }

    /// The same units, sources and targets, and maxwidth on exactly the spec's keys, as PyPI's
    /// translate-toolkit reads the files; skipped where python3 has no translate-toolkit.
    func checkWithTranslateToolkit(original: String, annotated: String) throws {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import translate.storage.xliff"]
        guard (try? runToEnd(probe))?.status == 0 else { return }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", packageRoot.appendingPathComponent("Scripts/check-xliff-rooms.py").path, original, annotated] + Self.annotatedUnits
        let result = try runToEnd(check)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        // And the check sees a unit that should not have a room.
        let wrong = Process()
        wrong.executableURL = check.executableURL
        wrong.arguments = Array(check.arguments!.dropLast())
        #expect(try runToEnd(wrong).status == 1)
    }

    @Test func badInputIsOneLineAndStatusTwoAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.xliff").path
        let noOut = try runCLI(["budgets", Self.spec, "--xliff", fixture])
        #expect(noOut.status == 2 && noOut.stderr.hasPrefix("button-stack: --xliff: give --out") && noOut.stderr.split(separator: "\n").count == 1, "\(noOut.stderr)")
        let broken = folder.appendingPathComponent("broken.xliff").path
        try "<xliff version=\"1.2\">\n  <file original=\"Localizable.xcstrings\">\n    <body>\n  </file>\n</xliff>\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let unreadable = try runCLI(["budgets", Self.spec, "--xliff", broken, "--out", out])
        #expect(unreadable.status == 2 && unreadable.stderr == "button-stack: \(broken):4: xliff: </file> closes <body>\n", "\(unreadable.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let missing = try runCLI(["budgets", Self.spec, "--xliff", folder.appendingPathComponent("none.xliff").path, "--out", out])
        #expect(missing.status == 2 && missing.stderr.contains("--xliff ") && missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")
        let noFolder = try runCLI(["budgets", Self.spec, "--xliff", fixture, "--out", folder.appendingPathComponent("no/such/out.xliff").path])
        #expect(noFolder.status == 2 && noFolder.stderr.hasPrefix("button-stack: --out "), "\(noFolder.stderr)")
    }

    /// A named pipe is refused without waiting for a writer, a link is not followed.
    @Test func onlyARegularFileIsRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.xliff").path
        let pipe = folder.appendingPathComponent("pipe.xliff").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let fromPipe = try runCLI(["budgets", Self.spec, "--xliff", pipe, "--out", out])
        #expect(fromPipe.status == 2 && fromPipe.stderr.contains("is not a regular file"), "\(fromPipe.stderr)")
        let link = folder.appendingPathComponent("link.xliff").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fixture)
        let fromLink = try runCLI(["budgets", Self.spec, "--xliff", link, "--out", out])
        #expect(fromLink.status == 2 && fromLink.stderr.contains("is a symbolic link"), "\(fromLink.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// `over-budget` is a note by default; a spec can raise it or turn it off.
    @Test func overBudgetIsANoteASpecCanRaiseOrTurnOff() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func lint(_ setting: String) throws -> CLIResult {
            let path = folder.appendingPathComponent("s.yaml").path
            try """
            \(setting)
            stacks:
              - name: mail
                locales: [en, de]
                widths: [390]
                buttons:
                  - {icon: arrowshape.turn.up.left, title: {en: Reply, de: Antworten}}
                  - {icon: arrowshape.turn.up.right, title: {en: Forward, de: Weiterleiten}}
                  - {icon: archivebox, title: {en: Archive, de: Archivieren}}
                  - {icon: trash, title: {en: Delete, de: Löschen}}
            """.write(toFile: path, atomically: true, encoding: .utf8)
            return try runCLI(["lint", path])
        }
        let note = try lint("")
        #expect(note.status == 0 && note.stdout.hasSuffix("3 notes\n"), "\(note.stdout)")
        #expect(note.stdout.contains("[de, large, 390 pt, mode 3]: note: over-budget (button 1): 'Weiterleiten' is 96.8 pt wide, over its room of 81.5 pt (en 'Forward'): the stack leaves mode 2"), "\(note.stdout)")
        let warning = try lint("lint: {over-budget: warning}")
        #expect(warning.status == 1 && warning.stdout.hasSuffix("3 warnings\n"), "\(warning.stdout)")
        let off = try lint("lint: {over-budget: off}")
        #expect(off.status == 0 && off.stdout == "no findings\n", "\(off.stdout)")
    }
}
