import ButtonStackKit
import Foundation
import Rasterizer
@_spi(Internals) import SnapshotTesting

// swift-snapshot-testing asks a strategy for a value and records whatever it gets: a strategy
// cannot fail. A button stack that cannot be rendered (an unknown icon, a bad spec) must fail the
// test with its error and record nothing, so these overloads — chosen over the generic ones for a
// `ButtonStackSnapshot` — lay it out first and report the error as the CLI prints it, through
// swift-snapshot-testing's own issue reporting (Swift Testing or XCTest, at the assertion).

/// swift-snapshot-testing's `verifySnapshot` for a button stack: the failure message, or nil when
/// it matches. A configuration that cannot be rendered returns its error (the line
/// `button-stack render` would print) and records nothing.
public func verifySnapshot(
    of value: @autoclosure () throws -> ButtonStackSnapshot,
    as snapshotting: Snapshotting<ButtonStackSnapshot, Canvas>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let snapshot: ButtonStackSnapshot
    do {
        snapshot = try value()
        try snapshot.checkRenderable()
    } catch {
        return "\(error)"
    }
    return SnapshotTesting.verifySnapshot(
        of: snapshot, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

/// swift-snapshot-testing's `assertSnapshot` for a button stack: a mismatch, a recording or a
/// configuration that cannot be rendered is an issue at the assertion; nothing is recorded for
/// the last.
public func assertSnapshot(
    of value: @autoclosure () throws -> ButtonStackSnapshot,
    as snapshotting: Snapshotting<ButtonStackSnapshot, Canvas>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    ) else { return }
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

extension ButtonStackSnapshot {
    /// Fails as rendering would, with the error the CLI prints: the spec is read and the stack
    /// laid out (drawing a laid-out stack does not fail on its input).
    func checkRenderable() throws {
        let engine = try SharedEngine.get()
        _ = try engine.layout(try plannedImage().request)
    }
}
