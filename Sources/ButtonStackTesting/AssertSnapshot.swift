import ButtonStackSnapshots
import StackEngine
import ButtonStackKit
import Foundation
import Rasterizer
import Testing
import XCTest

/// Checks `snapshot` against its reference PNG and returns the failure message, or nil when it
/// matches. References live in `snapshotDirectory`, by default `__Snapshots__/<test file name>/`
/// beside the test file, named `name` (default: the file name `button-stack render` would use).
///
/// Recording follows swift-snapshot-testing: `record` (else `SNAPSHOT_TESTING_RECORD`, else
/// `.missing`) says when the reference is written, and writing one is reported as a failure so
/// it is noticed. Under `CI=true` a missing reference is a failure and is never written.
/// On a failure, reference, actual and diff PNGs go to `artifactsDirectory` (default:
/// `SNAPSHOT_ARTIFACTS`, else `.artifacts/snapshots` in the working directory).
public func verifyButtonStackSnapshot(
    _ snapshot: ButtonStackSnapshot, named name: String? = nil, record: RecordMode? = nil, diffing: ImageDiffing = .exact,
    snapshotDirectory: String? = nil, artifactsDirectory: String? = nil, filePath: StaticString = #filePath
) -> String? {
    do {
        let engine = try SharedEngine.get()
        var named = try snapshot.plannedImage()
        let testFile = URL(fileURLWithPath: "\(filePath)")
        let directory = snapshotDirectory ?? testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(testFile.deletingPathExtension().lastPathComponent).path
        let environment = ProcessInfo.processInfo.environment
        let artifacts = artifactsDirectory ?? environment["SNAPSHOT_ARTIFACTS"] ?? ".artifacts/snapshots"
        if let name { named.fileName = FileNames.safe(name) + ".png" }
        let folder = URL(fileURLWithPath: directory)
        named.snapshotFolder = folder.lastPathComponent
        let verifier = SnapshotVerifier(engine: engine, snapshotsFolder: folder.deletingLastPathComponent().path,
                                        artifactsFolder: artifacts, diffing: diffing)
        let mode = record ?? RecordMode.fromEnvironment(environment) ?? .missing
        let outcome = try verifier.run([named], record: mode, isCI: RecordMode.isCI(environment), threads: 1)[0]
        guard outcome.failed || outcome.recorded else { return nil }
        var message = outcome.message
        if outcome.recorded {
            message += "\n    Recorded a new reference at \(directory)/\(named.fileName); run again to compare against it."
        } else if case .missing = outcome.kind, RecordMode.isCI(environment) {
            message += "\n    CI=true: references are never recorded here; record them with `button-stack record` or SNAPSHOT_TESTING_RECORD=missing locally."
        }
        return message
    } catch {
        return "\(snapshot.spec): \(error)"
    }
}

/// Asserts that `snapshot` matches its reference PNG: records an issue in Swift Testing, or an
/// XCTest failure, with the message of ``verifyButtonStackSnapshot(_:named:record:diffing:snapshotDirectory:artifactsDirectory:filePath:)``.
public func assertButtonStackSnapshot(
    _ snapshot: ButtonStackSnapshot, named name: String? = nil, record: RecordMode? = nil, diffing: ImageDiffing = .exact,
    snapshotDirectory: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    guard let message = verifyButtonStackSnapshot(
        snapshot, named: name, record: record, diffing: diffing, snapshotDirectory: snapshotDirectory, filePath: filePath
    ) else { return }
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        )
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
