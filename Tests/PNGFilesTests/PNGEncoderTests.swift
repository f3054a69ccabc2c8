import Testing
@testable import PNGFiles
import Rasterizer

/// A worker encodes and draws picture after picture in the same memory: what it writes must be
/// exactly what a fresh encoder and a fresh painter write, in whatever order the pictures come.
@Suite struct PNGEncoderTests {
    /// A flat picture with a shape and some text-like noise, so every kind of repeat is found:
    /// runs, rows repeating the row above, and earlier places (the last-seen table).
    func picture(width: Int, height: Int, seed: UInt64, opaque: Bool = true) throws -> Canvas {
        var canvas = try Canvas(width: width, height: height, background: opaque ? Color(hex: 0xF2F2F7) : .clear)
        try Painter(glyphCache: nil).fill(.roundedRect(x: 4, y: 4, width: Double(width) - 8, height: Double(height) - 8, radius: 6),
                                          color: Color(hex: 0x007AFF), on: &canvas)
        var state = seed
        for y in stride(from: height / 3, to: height * 2 / 3, by: 1) {
            for x in stride(from: width / 4, to: width * 3 / 4, by: 3) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let offset = (y * width + x) * 4
                canvas.pixels[offset] = UInt8(truncatingIfNeeded: state >> 40) & 0xF0
            }
        }
        return canvas
    }

    @Test func oneEncoderGivesTheBytesOfFreshOnes() throws {
        // Large, small, wide, opaque and not, then the first again: nothing of one picture (its
        // size, its last-seen places, its checksum, a longer output) leaks into the next.
        let pictures = [
            try picture(width: 844, height: 600, seed: 1), try picture(width: 60, height: 20, seed: 2),
            try picture(width: 3000, height: 40, seed: 3), try picture(width: 300, height: 200, seed: 4, opaque: false),
            try picture(width: 844, height: 152, seed: 5), try picture(width: 844, height: 600, seed: 1),
        ]
        let encoder = PNGEncoder()
        for (index, canvas) in pictures.enumerated() {
            let reused = try encoder.encode(canvas)
            #expect(reused == (try PNGEncoder().encode(canvas)), "picture \(index)")
            #expect(try PNGCodec.decode(reused) == canvas, "picture \(index)")
        }
    }

    @Test func aRecycledCanvasIsPaintedAsANewOne() throws {
        // A painter that got back a larger canvas, then a smaller one, paints what a new painter does.
        let painter = try Painter(glyphCache: nil)
        func list(width: Int, height: Int, background: Color) -> DrawList {
            DrawList(width: width, height: height, background: background,
                     commands: [.fill(.roundedRect(x: 2, y: 2, width: Double(width) / 2, height: Double(height) / 2, radius: 3), Color(hex: 0xFF3B30), clip: nil)])
        }
        let lists = [list(width: 400, height: 300, background: .white), list(width: 120, height: 40, background: .black),
                     list(width: 500, height: 90, background: .clear), list(width: 400, height: 300, background: .white)]
        for (index, drawing) in lists.enumerated() {
            let canvas = try painter.paint(drawing)
            #expect(canvas == (try Painter(glyphCache: nil).paint(drawing)), "drawing \(index)")
            painter.recycle(canvas)
        }
    }

    @Test func aCanvasStillInUseIsNotDrawnOver() throws {
        // Handing back a canvas that is still held elsewhere must not change the one held.
        let painter = try Painter(glyphCache: nil)
        let first = try painter.paint(DrawList(width: 50, height: 50, background: .white, commands: []))
        painter.recycle(first)
        let second = try painter.paint(DrawList(width: 50, height: 50, background: .black, commands: []))
        #expect(first.pixels.allSatisfy { $0 == 255 })
        #expect(second.pixels[0] == 0 && second.pixels[3] == 255)
    }
}
