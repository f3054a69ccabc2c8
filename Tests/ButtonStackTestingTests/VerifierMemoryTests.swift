import ButtonStackSnapshots
import StackEngine
import ButtonStackKit
import Foundation
import PNGFiles
import Rasterizer
import Testing

/// `verify` and `record` keep the pictures of failures only: a failure still shows its
/// reference, its fresh render and their difference, while thousands of matched pictures are
/// not held in memory (1,640 references kept whole took 4 GB).
@Suite struct VerifierMemoryTests {
    @Test func onlyAFailureKeepsItsPictures() throws {
        let engine = try ButtonStackEngine.bundled()
        let entries = Array(try SnapshotPlan.entries(for: try SpecSources.load([readme])).prefix(12))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verifier-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let verifier = SnapshotVerifier(engine: engine, snapshotsFolder: folder, artifactsFolder: nil)
        _ = try verifier.run(entries, record: .all, isCI: false, threads: 2)
        // One reference replaced by another picture.
        let changed = entries[5]
        try FileManager.default.removeItem(atPath: folder + "/" + changed.shardKey)
        try FileManager.default.copyItem(atPath: folder + "/" + entries[0].shardKey, toPath: folder + "/" + changed.shardKey)

        let outcomes = try verifier.run(entries, record: .never, isCI: true, threads: 2)
        let failed = outcomes.filter { $0.failed }.map { $0.entry }
        #expect(failed == [changed])
        let matched = outcomes.filter { !$0.failed }
        #expect(matched.count == entries.count - 1)
        #expect(matched.allSatisfy { $0.actual == Canvas.placeholder && $0.reference == nil })
        let failure = try #require(outcomes.first { $0.failed })
        let reference = try #require(failure.reference)
        #expect(failure.actual.width > 100 && failure.actual.height > 20)
        #expect(reference == (try PNGCodec.read(path: folder + "/" + changed.shardKey)))
        let html = try HTMLReport.html(outcomes)
        #expect(html.components(separatedBy: "data:image/png").count - 1 >= 2, "the failure's pictures are in the report")
    }
}
