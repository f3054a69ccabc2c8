import Foundation
import Testing

/// An image's area is bounded, not only its sides: a spec cannot make a render take gigabytes
/// (a 30,096 × 29,882 image took 3.5 GB, 7.1 GB on four threads), and a reference PNG whose
/// header claims a huge size is refused before memory is taken for it.
@Suite(.serialized) struct ImageAreaTests {
    @Test func aStackImageOverTheAreaLimitIsOneLineAndNothingIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let buttons = (0..<12).map { "      - icon: plus\n        title: Button number \($0) with a long title" }.joined(separator: "\n")
        let spec = folder.appendingPathComponent("big.yaml")
        // 4,000 pt @3x is 12,000 px wide, under the limit a side; the area is not.
        try "stacks:\n  - name: big\n    widths: [4000]\n    textSizes: [accessibilityExtraExtraExtraLarge]\n    buttons:\n\(buttons)\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = try runCLI(["render", spec.path, "--out", out.path, "--scales", "3", "--jobs", "4"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the image would be 12096×") && result.stderr.contains("16 Mpx in all"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // @1x it is small enough, and renders.
        #expect(try runCLI(["render", spec.path, "--out", out.path, "--scales", "1", "--quiet"]).status == 0)
    }

    /// A PNG header of `width` × `height` pixels (8-bit RGBA) with an empty image stream.
    func claimedPNG(width: UInt32, height: UInt32) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return bigEndian(UInt32(body.count)) + typed + bigEndian(~crc)
        }
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
                    + chunk("IEND", []))
    }

    @Test func aReferenceClaimingAHugeSizeIsThatSnapshotsFailure() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("Snapshots")
        let spec = packageRoot.appendingPathComponent("Examples/readme.yaml").path
        #expect(try runCLI(["record", spec, "--snapshots", snapshots.path, "--locales", "en"]).status == 0)
        let references = try FileManager.default.contentsOfDirectory(atPath: snapshots.appendingPathComponent("readme").path).filter { $0.hasSuffix(".png") }.sorted()
        let hostile = snapshots.appendingPathComponent("readme").appendingPathComponent(references[0])
        try claimedPNG(width: 30_000, height: 30_000).write(to: hostile)
        let result = try runCLI(["verify", spec, "--snapshots", snapshots.path, "--locales", "en"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL readme/\(references[0]): the reference cannot be used (PNG of 30000×30000 pixels is out of range"), "\(result.stdout)")
        #expect(result.stdout.contains("\(references.count - 1) passed, 1 failed"))
    }
}
