import ButtonStackFiles
import Foundation
import Testing

/// `FileContents.read` gives a file's bytes whole, whether its size is known beforehand (a
/// regular file, read in one go) or not (a file of the kernel's, a pipe: read in chunks), and
/// refuses what it cannot or should not read, in words.
@Suite struct FileContentsTests {
    func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("contents-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 300_001])
    func aRegularFileIsReadWhole(size: Int) throws {
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 9) }
        let path = try file(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try FileContents.read(path) == bytes)
    }

    @Test func aFileWithoutASizeIsReadInChunks() throws {
        // The kernel gives /proc files a size of 0; their text is still all read.
        let maps = try FileContents.read("/proc/self/maps")
        #expect(maps.count > 100)
        #expect(maps.last == UInt8(ascii: "\n"))
        // A pipe with more than one chunk's worth written into it, then closed.
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let written = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let readEnd = ends[0], writeEnd = ends[1]
        let writer = Thread {
            written.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let count = write(writeEnd, bytes.baseAddress! + offset, bytes.count - offset)
                    if count <= 0 { break }
                    offset += count
                }
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(readEnd) }
        #expect(try FileContents.read("/proc/self/fd/\(readEnd)") == written)
    }

    @Test func tooLargeMissingAndFoldersAreRefusedInWords() throws {
        let path = try file(Array(repeating: 7, count: 1000))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: FileSystemError.self) { try FileContents.read(path, limit: 999) }
        #expect(try FileContents.read(path, limit: 1000).count == 1000)
        #expect(throws: FileSystemError.self) { try FileContents.read(path + "-missing") }
        #expect(throws: FileSystemError.self) { try FileContents.read(FileManager.default.temporaryDirectory.path) }
        #expect(throws: FileSystemError.self) { try FileContents.read("/proc/self/maps", limit: 10) }
    }
}
