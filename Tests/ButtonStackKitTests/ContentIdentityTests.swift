import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import StackEngine

/// A font's identity (what an image's digest takes of it) follows its table directories and its
/// small tables: a copy is the same, a changed table checksum or `head` is not, in a single font
/// and in any font of a collection, and a byte changed deep in a large table alone is not looked
/// at (the directory path was taken, not the slow one). A font whose directories do not add up is
/// taken by its first 64 KB, without a crash and without reading more.
@Suite struct ContentIdentityTests {
    func copy(_ font: String, changing: (inout [UInt8]) -> Void = { _ in }) throws -> (path: String, remove: () -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        var bytes = [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent("Fonts/" + font)))
        changing(&bytes)
        let path = folder.appendingPathComponent(font).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, { try? FileManager.default.removeItem(at: folder) })
    }

    func identity(_ font: String, changing: @escaping (inout [UInt8]) -> Void = { _ in }) throws -> UInt64? {
        let file = try copy(font, changing: changing)
        defer { file.remove() }
        return ContentIdentity.of(file.path)
    }

    static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int = 4) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The table records of the directory at `directory`: tag, offset and length.
    static func tables(_ bytes: [UInt8], directory: Int) -> [(tag: String, record: Int, offset: Int, length: Int)] {
        (0..<bigEndian(bytes, directory + 4, 2)).map { index in
            let record = directory + 12 + 16 * index
            return (String(decoding: bytes[record..<(record + 4)], as: UTF8.self), record, bigEndian(bytes, record + 8), bigEndian(bytes, record + 12))
        }
    }

    /// Where the last font's directory of `bytes` is (0 for a single font).
    static func lastDirectory(_ bytes: [UInt8]) -> Int {
        bytes[0..<4] == ArraySlice("ttcf".utf8) ? bigEndian(bytes, 12 + 4 * (bigEndian(bytes, 8) - 1)) : 0
    }

    @Test(arguments: ["NotoSans-Regular.ttf", "NotoSansCJK-Regular.ttc"])
    func aCopyIsTheSameAndAChangedTableIsNot(_ font: String) throws {
        let original = try #require(ContentIdentity.of(packageRoot.appendingPathComponent("Fonts/" + font).path))
        #expect(try identity(font) == original)
        // The last table's checksum in the last font's directory, as a font tool writes it when that table changes.
        #expect(try identity(font) { bytes in
            let last = Self.tables(bytes, directory: Self.lastDirectory(bytes)).last!
            bytes[last.record + 4] ^= 0x01
        } != original)
        // The `head` table's modification time, which a font tool sets on every save.
        #expect(try identity(font) { bytes in
            let head = Self.tables(bytes, directory: Self.lastDirectory(bytes)).first { $0.tag == "head" }!
            bytes[head.offset + 35] ^= 0x01
        } != original)
        // A byte of the `name` table, a small table read whole (for the single font past the
        // directory, but within the first 64 KB only for the collection).
        #expect(try identity(font) { bytes in
            let name = Self.tables(bytes, directory: Self.lastDirectory(bytes)).first { $0.tag == "name" }!
            bytes[name.offset + name.length / 2] ^= 0x01
        } != original)
        // A byte inside the largest table (past its first 64 KB, so the slow way would not see it
        // either, and well inside a table not read whole): the directory path was taken.
        #expect(try identity(font) { bytes in
            let largest = Self.tables(bytes, directory: Self.lastDirectory(bytes)).max { $0.length < $1.length }!
            bytes[largest.offset + largest.length / 2] ^= 0x01
        } == original)
    }

    @Test func tablesOfNoLengthOrSharedPlacesAreReadWithoutACrash() throws {
        for font in ["NotoSans-Regular.ttf", "NotoSansCJK-Regular.ttc"] {
            // Every table of no length; then every table at the first one's place.
            let empty = try #require(try identity(font) { bytes in
                for table in Self.tables(bytes, directory: Self.lastDirectory(bytes)) { bytes.replaceSubrange((table.record + 12)..<(table.record + 16), with: [0, 0, 0, 0]) }
            })
            let shared = try #require(try identity(font) { bytes in
                let tables = Self.tables(bytes, directory: Self.lastDirectory(bytes))
                for table in tables { bytes.replaceSubrange((table.record + 8)..<(table.record + 12), with: bytes[(tables[0].record + 8)..<(tables[0].record + 12)]) }
            })
            #expect(empty != shared)
        }
    }

    /// A named pipe where a font file is expected is no font and does not stall the run.
    @Test func aNamedPipeHasNoIdentityAndIsNotWaitedFor() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("font.ttf").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(ContentIdentity.of(pipe) == nil)
    }

    /// Many tiny tables far apart: read the slow way, not a megabyte of gaps between them.
    @Test func tinyTablesFarApartAreNotReadAcrossTheirGaps() throws {
        let font = "NotoSansCJK-Regular.ttc"
        // 1,024 tables of two bytes, a kilobyte apart, in the last font's directory.
        let spread = { (bytes: inout [UInt8]) in
            let directory = Self.lastDirectory(bytes)
            bytes[directory + 4] = 0x04; bytes[directory + 5] = 0x00
            for index in 0..<1024 {
                let record = directory + 12 + 16 * index, offset = 100_000 + index * 1_000
                bytes.replaceSubrange((record + 8)..<(record + 16), with: [UInt8(offset >> 24), UInt8(offset >> 16 & 0xFF), UInt8(offset >> 8 & 0xFF), UInt8(offset & 0xFF), 0, 0, 0, 2])
            }
        }
        let first = try #require(try identity(font, changing: spread))
        // Taken by the first 64 KB: a byte there changes it.
        #expect(try identity(font) { bytes in spread(&bytes); bytes[60_000] ^= 0x01 } != first)
    }

    @Test func fontsWhoseDirectoriesDoNotAddUpAreTakenByTheirFirst64KB() throws {
        let hostile: [(String, (inout [UInt8]) -> Void)] = [
            // 1,025 tables (more than a font may list), and 1,024 in a file too short for them.
            ("NotoSans-Regular.ttf", { bytes in bytes[4] = 0x04; bytes[5] = 0x01 }),
            ("NotoSans-Regular.ttf", { bytes in bytes = Array(bytes.prefix(5_000)); bytes[4] = 0x04; bytes[5] = 0x00 }),
            // A collection's font past the file's end, at 0 (the collection's own header), and near 2^32.
            ("NotoSansCJK-Regular.ttc", { bytes in bytes.replaceSubrange(12..<16, with: [0x7F, 0xFF, 0xFF, 0x00]) }),
            ("NotoSansCJK-Regular.ttc", { bytes in bytes.replaceSubrange(12..<16, with: [0, 0, 0, 0]) }),
            ("NotoSansCJK-Regular.ttc", { bytes in bytes.replaceSubrange(12..<16, with: [0xFF, 0xFF, 0xFF, 0xF0]) }),
            // 256 fonts all pointing at one directory of 1,024 tables: 4 MB of directories.
            ("NotoSansCJK-Regular.ttc", { bytes in
                let directory = Self.lastDirectory(bytes), offset = Array(bytes[(12 + 4 * (Self.bigEndian(bytes, 8) - 1))...].prefix(4))
                #expect(directory > 12 + 4 * 256, "the list of 256 fonts would overwrite the directory")
                bytes[directory + 4] = 0x04; bytes[directory + 5] = 0x00
                bytes.replaceSubrange(8..<12, with: [0, 0, 1, 0])
                for index in 0..<256 { bytes.replaceSubrange((12 + 4 * index)..<(16 + 4 * index), with: offset) }
            }),
        ]
        for (index, (font, damage)) in hostile.enumerated() {
            let first = try #require(try identity(font, changing: damage), "\(font)")
            #expect(try identity(font, changing: damage) == first)
            // The slow way: a byte near the end of the first 64 KB (past any directory) changes it.
            #expect(try identity(font) { bytes in damage(&bytes); bytes[min(60_000, bytes.count - 1)] ^= 0x01 } != first, "\(font) \(index)")
        }
    }

    /// Any other file is its size and every byte: read a chunk at a time, its identity is the one
    /// the whole file's bytes give in one go (a tail of odd length, a size that is not a multiple
    /// of the chunk), and a byte changed at the very end changes it.
    @Test func aWholeFileReadInChunksIsTheWholeFilesBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 5, 8, ContentIdentity.chunk - 3, ContentIdentity.chunk, 3 * ContentIdentity.chunk + 13] {
            var bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 7) }
            // Not a font: its first bytes say so.
            if size >= 4 { bytes.replaceSubrange(0..<4, with: Array("text".utf8)) }
            let path = folder.appendingPathComponent("table-\(size).txt").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            var whole = DigestHasher()
            whole.add(size)
            whole.add(bytes: bytes[...])
            #expect(ContentIdentity.of(path) == whole.value, "\(size) bytes")
            guard size > 0 else { continue }
            bytes[size - 1] &+= 1
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(ContentIdentity.of(path) != whole.value, "the last of \(size) bytes changed")
        }
    }
}
