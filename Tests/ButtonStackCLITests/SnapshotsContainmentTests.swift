import Foundation
import Testing

/// `verify` and `record` write and remove only inside the snapshots folder: a link planted there
/// (as a pull request can) never sends a removal or a reference elsewhere.
@Suite(.serialized) struct SnapshotsContainmentTests {
    /// A small spec of two locales in `folder/tiny.yaml`.
    func tinySpec(in folder: URL) throws -> String {
        let spec = folder.appendingPathComponent("tiny.yaml").path
        try """
            stacks:
              - name: pair
                locales: [en, de]
                widths: [320]
                buttons:
                  - icon: plus
                    title: {en: Add, de: Hinzufügen}
                  - icon: trash
                    title: {en: Delete, de: Löschen}
            """.write(toFile: spec, atomically: true, encoding: .utf8)
        return spec
    }

    /// An outside folder holding `keep.png` and `private.txt`: what must survive.
    func victim(in folder: URL) throws -> URL {
        let victim = folder.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: victim.appendingPathComponent("keep.png"))
        try Data("secret".utf8).write(to: victim.appendingPathComponent("private.txt"))
        return victim
    }

    /// A tiny spec, an outside folder to protect and an empty snapshots folder, in `folder`.
    func planted(in folder: URL) throws -> (spec: String, victim: URL, snapshots: URL) {
        let snapshots = folder.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        return (try tinySpec(in: folder), try victim(in: folder), snapshots)
    }

    func contents(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func linksPlantedAtStagingNamesAreNeverFollowed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (spec, victim, snapshots) = try planted(in: folder)
        // Links at the names a staging folder could take: the old predictable one for the next
        // few process ids, and others. None may be emptied.
        let next = Int(ProcessInfo.processInfo.processIdentifier)
        for name in (next..<next + 200).map({ ".recording-\($0)" }) + [".recording-", ".recording-XXXXXX"] {
            try FileManager.default.createSymbolicLink(atPath: snapshots.appendingPathComponent(name).path, withDestinationPath: victim.path)
        }
        let recorded = try runCLI(["record", spec, "--snapshots", snapshots.path])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let verified = try runCLI(["verify", spec, "--snapshots", snapshots.path, "--quiet"])
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
        #expect(try contents(victim) == ["keep.png", "private.txt"])
        #expect(try contents(snapshots.appendingPathComponent("tiny")).filter { $0.hasSuffix(".png") }.count > 10)
        // No staging folder is left, and the planted links are left as they were.
        let hidden = try contents(snapshots).filter { $0.hasPrefix(".") && !$0.hasPrefix(".recording-") }
        #expect(hidden.isEmpty)
        #expect(try contents(snapshots).filter { $0.hasPrefix(".recording-") }.count == 202)
    }

    @Test func aLinkedSnapshotFolderIsNeitherWrittenNorCleanedThrough() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (spec, victim, snapshots) = try planted(in: folder)
        // Snapshots/tiny is a link to the outside folder, whose keep.png looks like a stale reference.
        try FileManager.default.createSymbolicLink(atPath: snapshots.appendingPathComponent("tiny").path, withDestinationPath: victim.path)
        let recorded = try runCLI(["record", spec, "--snapshots", snapshots.path])
        #expect(recorded.status == 2)
        #expect(recorded.stderr.contains("leads outside") && recorded.stderr.split(separator: "\n").count == 1, "\(recorded.stderr)")
        #expect(try contents(victim) == ["keep.png", "private.txt"])
        #expect(try contents(snapshots).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test func recordRemovesStaleReferencesOnlyInsideTheSnapshotsFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try tinySpec(in: folder)
        let victim = try victim(in: folder)
        let snapshots = folder.appendingPathComponent("Snapshots")
        #expect(try runCLI(["record", spec, "--snapshots", snapshots.path]).status == 0)
        let tiny = snapshots.appendingPathComponent("tiny")
        let references = try contents(tiny).filter { $0.hasSuffix(".png") }
        // A stale reference in the real folder goes; a link named like a reference is removed as
        // a link, and what it points to stays.
        try Data("old".utf8).write(to: tiny.appendingPathComponent("pair_fr_large_320pt_@2x_light_natural.png"))
        try FileManager.default.createSymbolicLink(atPath: tiny.appendingPathComponent("pair_it_large_320pt_@2x_light_natural.png").path,
                                                   withDestinationPath: victim.appendingPathComponent("keep.png").path)
        let recorded = try runCLI(["record", spec, "--snapshots", snapshots.path])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.contains("removed tiny/pair_fr_large_320pt_@2x_light_natural.png"))
        #expect(try contents(tiny).filter { $0.hasSuffix(".png") } == references)
        #expect(try contents(victim) == ["keep.png", "private.txt"])
        #expect(try Data(contentsOf: victim.appendingPathComponent("keep.png")) == Data("keep".utf8))
    }
}
