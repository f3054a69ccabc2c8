import Foundation
import Testing
import ButtonStackFiles

/// A font compares by its bytes, not by which read made it: a draw list of one engine equals the
/// same draw list of another (the key for reusing a PNG), and two different fonts differ.
@Suite struct FontDataTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts")

    @Test func theSameFileReadTwiceOrMappedIsEqual() throws {
        let path = Self.fonts.appendingPathComponent("NotoSans-Regular.ttf").path
        let read = try FontData(contentsOf: path), again = try FontData(contentsOf: path), mapped = try FontData(mapping: path)
        #expect(read !== again)
        #expect(read == again && read == mapped)
        #expect(read.hashValue == again.hashValue && read.hashValue == mapped.hashValue)
        #expect(Set([read, again, mapped]).count == 1)
    }

    @Test func differentFilesDiffer() throws {
        let regular = try FontData(contentsOf: Self.fonts.appendingPathComponent("NotoSans-Regular.ttf").path)
        let bold = try FontData(contentsOf: Self.fonts.appendingPathComponent("NotoSans-Bold.ttf").path)
        #expect(regular != bold)
        // A copy with one byte changed near its middle: same size, same first and last bytes.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = try Data(contentsOf: Self.fonts.appendingPathComponent("NotoSans-Regular.ttf"))
        bytes[bytes.count / 2] ^= 0xFF
        let changed = folder.appendingPathComponent("changed.ttf")
        try bytes.write(to: changed)
        let other = try FontData(contentsOf: changed.path)
        #expect(other.hashValue == regular.hashValue, "the hash reads the ends only")
        #expect(other != regular)
    }
}
