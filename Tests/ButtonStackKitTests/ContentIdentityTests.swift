import Foundation
import Testing
@testable import ButtonStackRendering

/// A font's identity (what an image's digest takes of it) follows its table directories: a copy
/// is the same, a changed table (its checksum in the directory) is not, in a single font and in
/// any font of a collection; a font whose directory does not add up still has one, read the
/// slow way, and never crashes the run.
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

    func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }

    @Test(arguments: ["NotoSans-Regular.ttf", "NotoSansCJK-Regular.ttc"])
    func aCopyIsTheSameAndAChangedTableIsNot(_ font: String) throws {
        let original = ContentIdentity.of(packageRoot.appendingPathComponent("Fonts/" + font).path)
        #expect(original != nil)
        let same = try copy(font)
        defer { same.remove() }
        #expect(ContentIdentity.of(same.path) == original)
        // The last table's checksum in the last font's directory, as a font tool writes it when
        // that table changes.
        let changed = try copy(font) { bytes in
            let isCollection = bytes[0..<4] == ArraySlice("ttcf".utf8)
            let directory = isCollection ? bigEndian32(bytes, 12 + 4 * (bigEndian32(bytes, 8) - 1)) : 0
            let tables = Int(bytes[directory + 4]) << 8 | Int(bytes[directory + 5])
            bytes[directory + 12 + 16 * (tables - 1) + 4] ^= 0x01
        }
        defer { changed.remove() }
        #expect(ContentIdentity.of(changed.path) != original)
    }

    @Test func aFontWhoseDirectoryDoesNotAddUpStillHasAnIdentity() throws {
        // A directory of 1,000 tables in a file of a few hundred bytes, and a collection of a
        // million fonts: read the slow way, different from each other, no crash.
        let tables = try copy("NotoSans-Regular.ttf") { bytes in
            bytes = Array(bytes.prefix(300))
            bytes[4] = 0x03; bytes[5] = 0xE8
        }
        defer { tables.remove() }
        let fonts = try copy("NotoSansCJK-Regular.ttc") { bytes in
            bytes = Array(bytes.prefix(5000))
            bytes[8] = 0x00; bytes[9] = 0x0F; bytes[10] = 0x42; bytes[11] = 0x40
        }
        defer { fonts.remove() }
        let first = try #require(ContentIdentity.of(tables.path)), second = try #require(ContentIdentity.of(fonts.path))
        #expect(first != second)
    }
}
