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

    /// The zlib stream the compressor makes of all of `canvas`'s RGB scanlines at once: what an
    /// opaque picture converted and compressed a few rows at a time must come to.
    func wholeStream(_ canvas: Canvas) -> [UInt8] {
        let rowLength = canvas.width * 3 + 1
        var scanlines = [UInt8](repeating: 0, count: rowLength * canvas.height)
        var repeats = [Bool](repeating: false, count: canvas.height)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                for channel in 0..<3 { scanlines[y * rowLength + 1 + x * 3 + channel] = canvas.pixels[(y * canvas.width + x) * 4 + channel] }
            }
            repeats[y] = y > 0 && scanlines[(y - 1) * rowLength..<y * rowLength] == scanlines[y * rowLength..<(y + 1) * rowLength]
        }
        // The stream is in the compressor's memory: copied out while the compressor lives.
        let compressor = FlatDeflate.Compressor()
        return withExtendedLifetime(compressor) {
            scanlines.withUnsafeBufferPointer { buffer in
                Array(compressor.zlibStream(buffer, rowLength: rowLength, pixelLength: 3, repeatsRowAbove: repeats))
            }
        }
    }

    @Test(arguments: [1, 255, 256, 257, 700])
    func anOpaquePictureStreamedIsTheFileOfItsScanlinesCompressedWhole(height: Int) throws {
        // Heights round the rows converted a time (256), a band of equal rows across each edge:
        // matches reaching back over an edge, rows repeating a row of the batch before.
        var canvas = try picture(width: 430, height: height, seed: UInt64(height))
        if height > 270 {
            for y in 250..<262 { canvas.pixels.replaceSubrange((y * 430 * 4)..<((y + 1) * 430 * 4), with: canvas.pixels[(249 * 430 * 4)..<(250 * 430 * 4)]) }
        }
        let expected = wholeStream(canvas).withUnsafeBufferPointer { PNGEncoder.file(width: 430, height: height, opaque: true, compressed: $0) }
        let streamed = try PNGEncoder().encode(canvas)
        #expect(try PNGCodec.decode(streamed) == canvas)
        let difference = zip(streamed, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(streamed.count == expected.count && difference == nil, "\(streamed.count) bytes, whole \(expected.count); first difference at byte \(difference ?? -1)")
    }

    @Test func aTallOpaquePictureIsNeverHeldAsWholeScanlines() throws {
        // 1,668 × 2,400 px, an accessibility size 834 pt wide at @2x: 12 MB of RGB scanlines.
        let encoder = PNGEncoder()
        let canvas = try picture(width: 1_668, height: 2_400, seed: 3)
        let bytes = try encoder.encode(canvas)
        #expect(try PNGCodec.decode(bytes) == canvas)
        #expect(encoder.rowsCapacity <= 1 << 16, "\(encoder.rowsCapacity) bytes of scanlines kept")
    }

    @Test func aPictureFoundNotOpaqueBelowItsFirstRowsIsWrittenWithAlphaAndTheNextOneStreamsAgain() throws {
        // Transparent only from row 400, after more than one batch of rows went to the stream.
        var canvas = try picture(width: 300, height: 600, seed: 9)
        for x in 0..<300 { canvas.pixels[(400 * 300 + x) * 4 + 3] = 128 }
        let after = try picture(width: 300, height: 600, seed: 10)
        let encoder = PNGEncoder()
        let translucent = try encoder.encode(canvas)
        #expect(try PNGCodec.decode(translucent) == canvas)
        #expect(translucent[25] == 6, "written as RGBA")  // IHDR's colour type
        let next = try encoder.encode(after)
        #expect(next == (try PNGEncoder().encode(after)))
        #expect(try PNGCodec.decode(next) == after)
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
