import ButtonStackConcurrency
import ButtonStackFiles
import Foundation
import Testing

/// A file written by `AtomicFile` is whole or absent: never half-written, never a temporary file
/// left beside it, and an older file under the name is replaced, not written into.
@Suite struct AtomicFileTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    func names(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func aNewFileHasItsBytesAndNothingElseAppears() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try AtomicFile.write(bytes, to: folder + "/a.png")
        #expect(try FileContents.read(folder + "/a.png") == bytes)
        #expect(try names(folder) == ["a.png"])
        let mode = try #require(FileManager.default.attributesOfItem(atPath: folder + "/a.png")[.posixPermissions] as? Int)
        #expect(mode & 0o600 == 0o600 && mode & 0o111 == 0, "mode \(String(mode, radix: 8))")
        try AtomicFile.write([], to: folder + "/empty")
        #expect(try FileContents.read(folder + "/empty").isEmpty)
    }

    /// A file handed over in pieces, small and larger than the 64 KB buffer, is those pieces in
    /// order, replaces an older file whole, and leaves nothing else.
    @Test func aFileWrittenInPiecesIsThePiecesInOrder() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(Array("old".utf8), to: folder + "/m.json")
        try FileManager.default.linkItem(atPath: folder + "/m.json", toPath: folder + "/keep.json")
        let pieces = (0..<3_000).map { index in String(repeating: "é\(index % 10)", count: index % 97) + (index % 500 == 0 ? String(repeating: "x", count: 70_000) : "") }
        try AtomicFile.write(to: folder + "/m.json") { chunks in pieces.forEach(chunks.write) }
        #expect(try FileContents.read(folder + "/m.json") == Array(pieces.joined().utf8))
        #expect(try FileContents.read(folder + "/keep.json") == Array("old".utf8))
        #expect(try names(folder) == ["keep.json", "m.json"])
    }

    /// A producer that gives its file up (a piece it could not make) leaves the older file as it
    /// was and nothing beside it, and the write throws.
    @Test func aFileGivenUpIsNotWritten() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(Array("old".utf8), to: folder + "/m.json")
        #expect(throws: FileSystemError.self) {
            try AtomicFile.write(to: folder + "/m.json") { chunks in
                chunks.write(String(repeating: "x", count: 100_000))
                chunks.fail()
                chunks.write("more")
            }
        }
        #expect(try FileContents.read(folder + "/m.json") == Array("old".utf8))
        #expect(try names(folder) == ["m.json"])
    }

    @Test func anOlderFileIsReplacedNotWrittenInto() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(Array("old and longer".utf8), to: folder + "/a.json")
        // A second name for the old file: a write into the file would change it too.
        try FileManager.default.linkItem(atPath: folder + "/a.json", toPath: folder + "/keep.json")
        try AtomicFile.write(Array("new".utf8), to: folder + "/a.json")
        #expect(try FileContents.read(folder + "/a.json") == Array("new".utf8))
        #expect(try FileContents.read(folder + "/keep.json") == Array("old and longer".utf8))
        #expect(try names(folder) == ["a.json", "keep.json"])
    }

    @Test func failuresSayWhyAndLeaveNothing() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/taken", withIntermediateDirectories: false)
        #expect(throws: FileSystemError(path: folder + "/taken", reason: "is a folder, not a file")) {
            try AtomicFile.write([1, 2, 3], to: folder + "/taken")
        }
        #expect(throws: FileSystemError(path: folder + "/missing/a.png", reason: "its folder does not exist")) {
            try AtomicFile.write([1, 2, 3], to: folder + "/missing/a.png")
        }
        #expect(try names(folder) == ["taken"])
        #expect(try names(folder + "/taken").isEmpty)
    }

    @Test func threadsWritingIntoOneFolderEachGetTheirOwnWholeFile() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = 200
        @Sendable func bytes(_ index: Int) -> [UInt8] { [UInt8](repeating: UInt8(index % 251), count: 1000 + index * 37) }
        // Every name twice: half the writes replace a file another thread just wrote.
        _ = try ParallelWork.map(count: count * 2, threads: 4, makeWorker: {}) { _, index in
            try AtomicFile.write(bytes(index % count), to: folder + "/\(index % count).png")
        }
        #expect(try names(folder).count == count)
        for index in 0..<count {
            #expect(try FileContents.read(folder + "/\(index).png") == bytes(index))
        }
    }
}
