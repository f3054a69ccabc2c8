import ButtonStackFiles
import Foundation
import Testing

/// Removal never follows a link, a file is removed only inside its root, and temporary folders
/// have names of their own.
@Suite struct ContainedPathsTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("contained-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// An outside folder with one file, which must survive.
    func outside(in root: String) throws -> String {
        let path = root + "/outside"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: path + "/keep.txt"))
        return path
    }

    @Test func removingATreeRemovesLinksNotWhatTheyPointTo() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outside = try outside(in: root)
        let tree = root + "/tree"
        try FileManager.default.createDirectory(atPath: tree + "/a/b", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: tree + "/a/b/file.png"))
        try FileManager.default.createSymbolicLink(atPath: tree + "/a/link", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: tree + "/a/b/file-link", withDestinationPath: outside + "/keep.txt")
        Folder.removeTree(tree)
        #expect(!FileManager.default.fileExists(atPath: tree))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["keep.txt"])
        // A link at the top is removed itself.
        try FileManager.default.createSymbolicLink(atPath: root + "/top", withDestinationPath: outside)
        Folder.removeTree(root + "/top")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/top")) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["keep.txt"])
    }

    @Test func aFileIsRemovedOnlyThroughRealFolders() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outside = try outside(in: root)
        let snapshots = root + "/Snapshots"
        try FileManager.default.createDirectory(atPath: snapshots + "/real", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: snapshots + "/real/a.png"))
        try FileManager.default.createSymbolicLink(atPath: snapshots + "/linked", withDestinationPath: outside)
        try Folder.removeFile("real/a.png", inside: snapshots)
        #expect(!FileManager.default.fileExists(atPath: snapshots + "/real/a.png"))
        try Folder.removeFile("real/gone.png", inside: snapshots)  // already gone: fine
        #expect(throws: FileSystemError.self) { try Folder.removeFile("linked/keep.txt", inside: snapshots) }
        #expect(throws: FileSystemError.self) { try Folder.removeFile("../outside/keep.txt", inside: snapshots) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["keep.txt"])
    }

    @Test func insideMeansInsideAfterLinksAreResolved() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outside = try outside(in: root)
        let out = root + "/out"
        try FileManager.default.createDirectory(atPath: out + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out + "/away", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: out + "/back", withDestinationPath: out + "/sub")
        try Folder.requireInside(out + "/sub", root: out)
        try Folder.requireInside(out + "/back", root: out)
        #expect(throws: FileSystemError.self) { try Folder.requireInside(out + "/away", root: out) }
        #expect(throws: FileSystemError.self) { try Folder.requireInside(root + "/outside", root: out) }
        // A sibling whose name merely starts with the root's is outside.
        try FileManager.default.createDirectory(atPath: out + "-other", withIntermediateDirectories: true)
        #expect(throws: FileSystemError.self) { try Folder.requireInside(out + "-other", root: out) }
    }

    @Test func temporaryFoldersAreNewAndUnguessable() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let names = try (0..<20).map { _ in try Folder.makeTemporary(in: root, prefix: ".recording-") }
        #expect(Set(names).count == 20)
        #expect(names.allSatisfy { $0.hasPrefix(root + "/.recording-") && $0.count == root.count + 1 + 11 + 6 })
        #expect(AtomicFile.temporaryPath(for: root + "/a.png") != AtomicFile.temporaryPath(for: root + "/a.png"))
    }
}
