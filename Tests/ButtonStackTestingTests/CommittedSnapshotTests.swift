import ButtonStackSnapshots
import StackEngine
import ButtonStackKit
import Foundation
import Testing

/// Every committed reference in `Snapshots/` against a fresh render of `Examples/`. Under CI
/// nothing is written; locally `SNAPSHOT_TESTING_RECORD` may say to record.
@Suite struct CommittedSnapshotTests {
    @Test func everyExampleMatchesItsReference() throws {
        let engine = try ButtonStackEngine.bundled()
        let specs = try SpecSources.load([packageRoot.appendingPathComponent("Examples").path])
        let entries = try SnapshotPlan.entries(for: specs)
        #expect(entries.count >= 300)
        let verifier = SnapshotVerifier(
            engine: engine, snapshotsFolder: packageRoot.appendingPathComponent("Snapshots").path,
            artifactsFolder: packageRoot.appendingPathComponent(".artifacts/snapshots").path
        )
        let outcomes = try verifier.run(entries, record: RecordMode.fromEnvironment() ?? .never, isCI: RecordMode.isCI(),
                                        threads: ProcessInfo.processInfo.activeProcessorCount)
        let failures = outcomes.filter(\.failed)
        for failure in failures.prefix(20) { Issue.record(Comment(rawValue: failure.message)) }
        #expect(failures.isEmpty, "\(failures.count) of \(outcomes.count) snapshots differ")
        #expect(verifier.staleReferences(entries).isEmpty)
    }
}
