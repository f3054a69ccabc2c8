import ButtonStackSnapshots
import ButtonStackKit
import Foundation
import SnapshotTesting
import Synchronization
import Testing
@testable import ButtonStackTesting

/// A configuration that cannot be rendered fails through swift-snapshot-testing with the error the
/// CLI prints, and nothing is recorded for it (a placeholder used to be recorded, and pass ever after).
@Suite struct UnrenderableSnapshotTests {
    /// A spec whose only icon is unknown.
    func badSpec(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("bad.yaml").path
        try """
            stacks:
              - name: broken
                buttons:
                  - icon: no.such.icon
                    title: Send
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func verifyReturnsTheErrorAndRecordsNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = ButtonStackSnapshot(spec: try badSpec(in: folder))
        let references = folder.appendingPathComponent("refs").path
        for mode in [SnapshotTestingConfiguration.Record.missing, .all, .failed] {
            let message = verifySnapshot(of: snapshot, as: .buttonStack(), named: "bad", record: mode, snapshotDirectory: references)
            #expect(message?.hasPrefix(snapshot.spec + ":4: stacks[0].buttons[0].icon: unknown icon 'no.such.icon'") == true, "\(message ?? "nil")")
            #expect(message?.split(separator: "\n").count == 1)
        }
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: references)) ?? []
        #expect(recorded.isEmpty, "recorded \(recorded)")
    }

    @Test func assertSnapshotFailsTheTestWithTheError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = ButtonStackSnapshot(spec: try badSpec(in: folder))
        withKnownIssue {
            assertSnapshot(of: snapshot, as: .buttonStack(), named: "bad", record: .missing)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("unknown icon 'no.such.icon'") }
        }
        // Nothing was written beside this test file either.
        let beside = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/UnrenderableSnapshotTests").path
        #expect(!FileManager.default.fileExists(atPath: beside))
    }
}

/// Swift Testing runs the cases of a parameterized test at once: each case records its missing
/// reference into the same folder, and none may fail for another's staging (they shared one
/// folder, `.recording-<pid>`, and one case removed it while another wrote into it).
@Suite struct ParallelRecordingTests {
    static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("parallel-recording-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    static let locales = ["en", "de", "fr", "es", "it", "ja", "ko", "ru", "ar", "he", "zh-Hans", "zh-Hant"]

    @Test(arguments: locales)
    func eachCaseRecordsItsMissingReferenceThenMatches(locale: String) throws {
        let folder = Self.root.appendingPathComponent("__Snapshots__/Parallel").path
        let snapshot = ButtonStackSnapshot(spec: readme, stack: "actions", locale: locale, textSize: .large, width: 390)
        // `.all` records even under CI=true, where `.missing` never writes; the staging is the same.
        let first = verifyButtonStackSnapshot(snapshot, record: .all, snapshotDirectory: folder, artifactsDirectory: Self.root.path + "/artifacts")
        #expect(first?.contains("Recorded a new reference") == true, "\(first ?? "nil")")
        let second = verifyButtonStackSnapshot(snapshot, record: .never, snapshotDirectory: folder, artifactsDirectory: Self.root.path + "/artifacts")
        #expect(second == nil, "\(second ?? "")")
    }

    @Test func manyThreadsRecordIntoOneFolderAndKeepEveryLayout() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = folder.appendingPathComponent("__Snapshots__/Threads").path
        let messages = Mutex<[Int: String?]>([:])
        DispatchQueue.concurrentPerform(iterations: Self.locales.count * 2) { index in
            let locale = Self.locales[index % Self.locales.count]
            let snapshot = ButtonStackSnapshot(spec: readme, stack: "actions", locale: locale, textSize: index < Self.locales.count ? .large : .extraLarge)
            let message = verifyButtonStackSnapshot(snapshot, record: .all, snapshotDirectory: references,
                                                    artifactsDirectory: folder.path + "/artifacts")
            messages.withLock { $0[index] = message }
        }
        for (index, message) in messages.withLock({ $0 }) {
            #expect(message?.contains("Recorded a new reference") == true, "\(index): \(String(describing: message))")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: references)
        #expect(names.filter { $0.hasSuffix(".png") }.count == Self.locales.count * 2)
        #expect(!names.contains { $0.hasPrefix(".") }, "staging left behind: \(names)")
        let layouts = try JSONDecoder().decode(LayoutSummaries.self, from: Data(contentsOf: URL(fileURLWithPath: references + "/layouts.json")))
        #expect(layouts.layouts.count == Self.locales.count * 2)
    }
}
