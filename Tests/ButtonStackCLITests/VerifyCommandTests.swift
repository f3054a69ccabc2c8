import Foundation
import Testing

@Suite(.serialized) struct VerifyCommandTests {
    @Test func committedSnapshotsVerifyQuickly() throws {
        let start = Date()
        let result = try runCLI(["verify", "--quiet"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix(" passed, 0 failed\n"))
        // Debug build here; the release build verifies the whole set in about a second.
        #expect(Date().timeIntervalSince(start) < 120)
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
        #expect(failed.stdout.contains("FAIL readme/actions_de_"))
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
}
