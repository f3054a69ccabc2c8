import ButtonStackSnapshots
import ButtonLayout
import ButtonStackKit
import Foundation
import PNGFiles
import Rasterizer
import SnapshotTesting
import Testing
@testable import ButtonStackTesting

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let readme = packageRoot.appendingPathComponent("Examples/readme.yaml").path

func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A copy of the readme spec with one title changed.
func changedSpec(in folder: URL) throws -> String {
    let text = try String(contentsOfFile: readme, encoding: .utf8).replacingOccurrences(of: "de: Organisieren", with: "de: Sortieren")
    let path = folder.appendingPathComponent("readme.yaml").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

@Suite(.serialized) struct AssertionTests {
    let snapshot = ButtonStackSnapshot(spec: readme, stack: "actions", locale: "de", textSize: .large, width: 390)

    @Test func theCommittedReferenceMatches() {
        assertButtonStackSnapshot(snapshot, snapshotDirectory: packageRoot.appendingPathComponent("Snapshots/readme").path)
    }

    @Test func aChangedTitleFailsWithADiffImageThenRecordingMakesItPass() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = folder.appendingPathComponent("refs/readme").path
        let artifacts = folder.appendingPathComponent("artifacts").path
        // Record the original.
        let recorded = verifyButtonStackSnapshot(snapshot, record: .all, snapshotDirectory: references, artifactsDirectory: artifacts)
        #expect(recorded?.contains("Recorded a new reference") == true)
        #expect(verifyButtonStackSnapshot(snapshot, record: .never, snapshotDirectory: references, artifactsDirectory: artifacts) == nil)
        // Change a title: the snapshot fails, says what moved, and leaves a diff image.
        var changed = snapshot
        changed.spec = try changedSpec(in: folder)
        let failure = try #require(verifyButtonStackSnapshot(changed, record: .never, snapshotDirectory: references, artifactsDirectory: artifacts))
        #expect(failure.contains("pixels differ"))
        #expect(failure.contains("button 1 title"))
        let diffPath = try #require(failure.split(separator: "\n").first { $0.contains("diff:") }?.split(separator: " ").last.map(String.init))
        let diff = try PNGCodec.read(path: diffPath)
        let red = stride(from: 0, to: diff.pixels.count, by: 4).filter { diff.pixels[$0] == 255 && diff.pixels[$0 + 1] == 0 }.count
        #expect(red > 100, "the diff shows the changed title in red")
        // Record again: it passes.
        _ = verifyButtonStackSnapshot(changed, record: .failed, snapshotDirectory: references, artifactsDirectory: artifacts)
        #expect(verifyButtonStackSnapshot(changed, record: .never, snapshotDirectory: references, artifactsDirectory: artifacts) == nil)
    }

    @Test func aMissingReferenceUnderCIFailsAndIsNotWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = folder.appendingPathComponent("refs/x").path
        let isCI = RecordMode.isCI()
        let message = try #require(verifyButtonStackSnapshot(snapshot, record: .missing, snapshotDirectory: references,
                                                             artifactsDirectory: folder.appendingPathComponent("a").path))
        #expect(message.contains("MISSING"))
        let written = FileManager.default.fileExists(atPath: references + "/actions_de_large_390pt_@2x_light_natural.png")
        #expect(written == !isCI, "written locally, never under CI=true")
    }

    @Test func ciEnvironmentIsRecognised() {
        #expect(RecordMode.isCI(["CI": "true"]))
        #expect(!RecordMode.isCI(["CI": "false"]))
        #expect(RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(RecordMode.fromEnvironment([:]) == nil)
    }

    @Test func swiftSnapshotTestingStrategyWorksOnLinux() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = verifySnapshot(of: snapshot, as: .buttonStack(), named: "de", record: .all, snapshotDirectory: folder.path)
        #expect(first != nil, "recording reports itself")
        #expect(verifySnapshot(of: snapshot, as: .buttonStack(), named: "de", record: .never, snapshotDirectory: folder.path) == nil)
        var changed = snapshot
        changed.spec = try changedSpec(in: folder)
        let failure = verifySnapshot(of: changed, as: .buttonStack(), named: "de", record: .never, snapshotDirectory: folder.path)
        #expect(failure?.contains("pixels differ") == true)
        // The same snapshot, compared perceptually, still fails: a title really changed.
        #expect(verifySnapshot(of: changed, as: .buttonStack(.perceptual), named: "de", record: .never, snapshotDirectory: folder.path) != nil)
    }
}
