import Foundation
import Testing

@Suite(.serialized) struct VerifyCommandTests {
    @Test func committedSnapshotsVerify() throws {
        // How long it takes is the benchmarks' business (README: about 7 s in release), never a
        // test's: a timed test fails on a loaded machine.
        let result = try runCLI(["verify", "--quiet"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix(" passed, 0 failed\n"))
    }

    @Test func aChangedTitleFailsWithADiffThenRecordPasses() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("readme.yaml")
        let original = try String(contentsOf: packageRoot.appendingPathComponent("Examples/readme.yaml"), encoding: .utf8)
        try original.write(to: spec, atomically: true, encoding: .utf8)
        let snapshots = folder.appendingPathComponent("Snapshots").path
        let recorded = try runCLI(["record", spec.path, "--snapshots", snapshots])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(try runCLI(["verify", spec.path, "--snapshots", snapshots, "--quiet"]).status == 0)

        try original.replacingOccurrences(of: "de: Organisieren", with: "de: Sortieren").write(to: spec, atomically: true, encoding: .utf8)
        let artifacts = folder.appendingPathComponent("artifacts").path
        let report = folder.appendingPathComponent("report.html").path
        let failed = try runCLI(["verify", spec.path, "--snapshots", snapshots, "--artifacts", artifacts, "--report", report])
        #expect(failed.status == 1)
        // A text change: the texts, then what moved.
        #expect(failed.stdout.contains("TEXT readme/actions_de_"))
        #expect(failed.stdout.contains("button 1 (de): 'Organisieren' → 'Sortieren'"))
        #expect(failed.stdout.contains("mode 3 → 4") || failed.stdout.contains("button 1 title"))
        #expect(failed.stdout.contains("diff: "))
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains("data:image/png;base64,") && html.contains("Difference"))
        let diffs = try FileManager.default.contentsOfDirectory(atPath: artifacts + "/readme").filter { $0.hasSuffix(".diff.png") }
        #expect(!diffs.isEmpty)

        #expect(try runCLI(["record", spec.path, "--snapshots", snapshots]).status == 0)
        #expect(try runCLI(["verify", spec.path, "--snapshots", snapshots, "--quiet"]).status == 0)
    }

    @Test func aMissingReferenceFailsAndVerifyNeverWritesOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("Snapshots").path
        try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
        let result = try runCLI(["verify", "Examples/readme.yaml", "--snapshots", snapshots, "--artifacts", folder.appendingPathComponent("a").path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("MISSING readme/"))
        #expect(!FileManager.default.fileExists(atPath: snapshots + "/readme"))
    }

    @Test func badInputIsStatusTwo() throws {
        let result = try runCLI(["verify", "/no/such.yaml"])
        #expect(result.status == 2 && result.stderr.contains("/no/such.yaml"))
        #expect(try runCLI(["verify", "--precision", "2"]).status == 2)
    }

    @Test func aMissingOrFileSnapshotsFolderIsAnInputError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try runCLI(["verify", "Examples/readme.yaml", "--snapshots", folder.appendingPathComponent("nope").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--snapshots ") && missing.stderr.contains("nope: no such folder"), "\(missing.stderr)")
        #expect(!missing.stdout.contains("MISSING"))
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let result = try runCLI(["verify", "Examples/readme.yaml", "--snapshots", file.path])
        #expect(result.status == 2 && result.stderr.contains("is a file, not a folder"), "\(result.stderr)")
        let artifacts = try runCLI(["verify", "Examples/readme.yaml", "--artifacts", file.path])
        #expect(artifacts.status == 2 && artifacts.stderr.contains("--artifacts \(file.path): is a file, not a folder"), "\(artifacts.stderr)")
    }

    /// A truncated, a non-PNG and a wrong-size reference each fail on their own, with the reason;
    /// every other snapshot is still compared and the report is still written.
    @Test func anUnusableReferenceFailsThatSnapshotAndVerifyGoesOn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("Snapshots").path
        #expect(try runCLI(["record", "Examples/readme.yaml", "--snapshots", snapshots]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: snapshots + "/readme").filter { $0.hasSuffix(".png") }.sorted()
        let truncated = snapshots + "/readme/" + names[0], garbage = snapshots + "/readme/" + names[1]
        let wrongSize = snapshots + "/readme/" + names[2]
        let bytes = try Data(contentsOf: URL(fileURLWithPath: truncated))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: garbage))
        try Data(contentsOf: URL(fileURLWithPath: snapshots + "/readme/" + names[3])).write(to: URL(fileURLWithPath: wrongSize))
        let report = folder.appendingPathComponent("report.html").path
        let result = try runCLI(["verify", "Examples/readme.yaml", "--snapshots", snapshots, "--report", report,
                                 "--artifacts", folder.appendingPathComponent("a").path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("FAIL readme/\(names[0]): the reference cannot be used (PNG cannot be decoded"), "\(result.stdout)")
        #expect(result.stdout.contains("FAIL readme/\(names[1]): the reference cannot be used (not a PNG"), "\(result.stdout)")
        #expect(result.stdout.contains("FAIL readme/\(names[2]): "))
        #expect(result.stdout.contains("\(names.count - 3) passed, 3 failed"), "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: report))
    }
}

/// `record` is all or nothing: on an error or a signal the references are exactly as they were.
@Suite(.serialized) struct RecordAllOrNothingTests {
    func references(_ folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder + "/readme") where name.hasSuffix(".png") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/readme/" + name, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            result[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/readme/" + name))
        }
        return result
    }

    /// References recorded from a copy of `Examples/readme.yaml` in `folder`, then every German
    /// title of the copy changed, so that the next record rewrites them.
    func recordedThenChanged(in folder: URL) throws -> (spec: String, snapshots: String) {
        let spec = folder.appendingPathComponent("readme.yaml").path
        let original = try String(contentsOf: packageRoot.appendingPathComponent("Examples/readme.yaml"), encoding: .utf8)
        try original.write(toFile: spec, atomically: true, encoding: .utf8)
        let snapshots = folder.appendingPathComponent("Snapshots").path
        #expect(try runCLI(["record", spec, "--snapshots", snapshots]).status == 0)
        try original.replacingOccurrences(of: "de: Organisieren", with: "de: Sortieren").write(toFile: spec, atomically: true, encoding: .utf8)
        return (spec, snapshots)
    }

    @Test func aFailedRecordLeavesEveryReferenceAsItWas() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (spec, snapshots) = try recordedThenChanged(in: folder)
        // A folder where the last reference goes.
        let names = try references(snapshots).keys.sorted()
        let blocked = snapshots + "/readme/" + names.last!
        try FileManager.default.removeItem(atPath: blocked)
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: false)
        let before = try references(snapshots)
        let result = try runCLI(["record", spec, "--snapshots", snapshots])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is a folder, where a reference PNG goes") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try references(snapshots) == before)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: snapshots).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty, "staging left behind: \(hidden)")
    }

    @Test func anInterruptedRecordLeavesEveryReferenceAsItWas() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (spec, snapshots) = try recordedThenChanged(in: folder)
        let before = try references(snapshots)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cliPath)
        process.arguments = ["record", spec, "--snapshots", snapshots, "--jobs", "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // Held from its third check until the signal: the record cannot finish first.
        process.environment = ProcessInfo.processInfo.environment.merging(["BUTTON_STACK_TEST_HOLD_AT_CHECK": "3"]) { $1 }
        try process.run()
        // Wait until references are being staged, then interrupt.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning,
              !((try? FileManager.default.contentsOfDirectory(atPath: snapshots)) ?? []).contains(where: { $0.hasPrefix(".recording-") }) {
            usleep(5_000)
        }
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        let after = try references(snapshots)
        #expect(process.terminationStatus == 128 + SIGTERM)
        #expect(after == before)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: snapshots).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty, "staging left behind: \(hidden)")
    }
}

/// The verify report stays one small page however many snapshots fail.
@Suite(.serialized) struct VerifyReportTests {
    @Test func failuresComeFirstAndOnlyTheFirstCarryTheirImages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("snapshots")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let report = folder.appendingPathComponent("report.html")
        let result = try runCLI(["verify", "Examples/readme.yaml", "--snapshots", empty.path, "--artifacts", folder.appendingPathComponent("artifacts").path,
                                 "--report", report.path, "--quiet"])
        #expect(result.status == 1)
        let html = try String(contentsOf: report, encoding: .utf8)
        let failed = Int(result.stdout.split(separator: "\n").last?.split(separator: " ")[2] ?? "") ?? 0
        #expect(failed > 100)
        #expect(html.components(separatedBy: "data:image/png").count - 1 == 20, "only the first failures are inline")
        #expect(html.contains("<td>readme/actions</td>"), "a line per stack")
        #expect(html.utf8.count < 2_000_000)
    }
}

/// The report's links are relative and percent-encoded, and no path can add an attribute: a
/// working folder whose name holds a quote once ran a script in the browser.
@Suite(.serialized) struct VerifyReportLinkTests {
    @Test func linksSurviveAHostileFolderNameAndAMove() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let hostile = root.appendingPathComponent("w\" autofocus onfocus=\"document.title='pwned'\" x=' #?% é")
        try FileManager.default.createDirectory(at: hostile.appendingPathComponent("snapshots"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: hostile.appendingPathComponent("out"), withIntermediateDirectories: true)
        let spec = packageRoot.appendingPathComponent("Examples/readme.yaml").path
        let result = try runCLI(["verify", spec, "--snapshots", "snapshots", "--artifacts", "artifacts", "--report", "out/report.html", "--quiet"],
                                in: hostile)
        #expect(result.status == 1, "\(result.stderr)")
        let html = try String(contentsOf: hostile.appendingPathComponent("out/report.html"), encoding: .utf8)
        #expect(!html.contains("onfocus=\""), "an attribute was injected")
        #expect(!html.contains("file://"))
        let links = html.matches(of: /href="([^"]*)"/).map { String($0.output.1) }
        #expect(links.count > 100)
        // Every link is relative and encoded, and leads to its artifact from the report's folder,
        // also after the folder holding the report and the artifacts is moved.
        let moved = root.appendingPathComponent("moved")
        try FileManager.default.moveItem(at: hostile, to: moved)
        for link in links {
            #expect(!link.hasPrefix("/") && !link.contains(" ") && !link.contains("#") && !link.contains("?") && !link.contains("'"), "\(link)")
            let decoded = try #require(link.removingPercentEncoding)
            let target = moved.appendingPathComponent("out").appendingPathComponent(decoded).standardizedFileURL.path
            #expect(FileManager.default.fileExists(atPath: target), "\(link) leads nowhere")
        }
    }
}
