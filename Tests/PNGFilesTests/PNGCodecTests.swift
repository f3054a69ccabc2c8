import ButtonStackBase
import ButtonStackFiles
import Foundation
import Testing
@testable import PNGFiles
import Rasterizer

@Suite struct PNGCodecTests {
    func sample() throws -> Canvas {
        var canvas = try Canvas(width: 30, height: 20, background: Color(hex: 0xF2F2F7))
        try Painter().fill(.roundedRect(x: 2, y: 2, width: 26, height: 16, radius: 5), color: Color(hex: 0x007AFF, opacity: 0.5), on: &canvas)
        return canvas
    }

    @Test func roundTripsExactly() throws {
        let canvas = try sample()
        let decoded = try PNGCodec.decode(PNGCodec.encode(canvas))
        #expect(decoded == canvas)
    }

    @Test func sameCanvasSameBytesAndNoTimeStamp() throws {
        let first = try PNGCodec.encode(sample())
        let second = try PNGCodec.encode(sample())
        #expect(first == second)
        // Walk the chunks: only image data, never tIME, tEXt or other varying chunks.
        var offset = 8
        var types: [String] = []
        while offset + 8 <= first.count {
            let length = first[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: first[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(!types.contains("tIME") && !types.contains("tEXt") && !types.contains("iTXt") && !types.contains("zTXt"))
    }

    @Test func garbageIsAnErrorNotACrash() {
        #expect(throws: PNGCodec.Failure.self) { try PNGCodec.decode(Array("not a png".utf8)) }
        #expect(throws: PNGCodec.Failure.self) { try PNGCodec.decode([]) }
    }

    @Test func atomicWriteLeavesNoTemporaryFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try PNGCodec.write(sample(), to: folder.appendingPathComponent("a.png").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.png"])
        #expect(throws: FileSystemError.self) { try PNGCodec.write(sample(), to: folder.appendingPathComponent("missing/a.png").path) }
    }
}
