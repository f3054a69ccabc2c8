import Foundation
import Testing
@testable import PNGFiles
import Rasterizer

/// The PNG writer's own DEFLATE: every picture decodes (through libpng and zlib) to exactly the
/// pixels drawn, whatever their shape, and the checksums and codes follow their standards.
@Suite struct FlatDeflateTests {
    /// A canvas of `width` × `height` with pixels from a fixed pseudo-random sequence: `levels`
    /// distinct values a channel (few levels make runs and repeats, many make noise).
    func noise(width: Int, height: Int, levels: Int, opaque: Bool, seed: UInt64) throws -> Canvas {
        var state = seed
        var pixels: [UInt8] = []
        for index in 0..<(width * height * 4) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = UInt8(Int(state >> 33) % levels * (255 / max(1, levels - 1)))
            pixels.append(opaque && index % 4 == 3 ? 255 : value)
        }
        return try Canvas(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: [(1, 1), (2, 1), (1, 7), (3, 3), (17, 5), (300, 2), (1000, 40)])
    func anyShapeRoundTrips(width: Int, height: Int) throws {
        for (levels, opaque) in [(2, true), (3, false), (256, true), (256, false)] {
            let canvas = try noise(width: width, height: height, levels: levels, opaque: opaque, seed: UInt64(width * 31 + height))
            #expect(try PNGCodec.decode(PNGCodec.encode(canvas)) == canvas, "\(width)×\(height), \(levels) levels")
        }
    }

    @Test func longRunsAndRepeatedRowsRoundTripAndShrink() throws {
        // A flat picture 2,000 px wide: runs longer than a match, rows repeating the row above.
        var canvas = try Canvas(width: 2000, height: 300, background: Color(hex: 0xF2F2F7))
        try Painter().fill(.roundedRect(x: 40, y: 30, width: 1900, height: 200, radius: 24), color: Color(hex: 0x007AFF), on: &canvas)
        let bytes = try PNGCodec.encode(canvas)
        #expect(try PNGCodec.decode(bytes) == canvas)
        #expect(bytes.count < 5_000, "\(bytes.count) bytes for 600,000 flat pixels")
        #expect(bytes.count <= (try PNGCodec.encodeWithLibpng(canvas)).count)
    }

    @Test func repeatedRowsAcrossBlocksRoundTrip() throws {
        // Noise rows, each repeated one to four times: the copied tokens of repeated rows meet
        // block ends (65,536 tokens) at every phase.
        let width = 700
        let noiseRows = try noise(width: width, height: 120, levels: 256, opaque: true, seed: 11)
        var pixels: [UInt8] = []
        for row in 0..<120 {
            let bytes = noiseRows.pixels[(row * width * 4)..<((row + 1) * width * 4)]
            for _ in 0..<(1 + row % 4) { pixels += bytes }
        }
        let canvas = try Canvas(width: width, height: pixels.count / (width * 4), pixels: pixels)
        let bytes = try PNGCodec.encode(canvas)
        #expect(try PNGCodec.decode(bytes) == canvas)
        // A repeated row costs a few bytes: the whole is hardly larger than its distinct rows.
        let distinct = try PNGCodec.encode(noiseRows).count
        #expect(Double(bytes.count) < Double(distinct) * 1.1, "\(bytes.count) bytes against \(distinct) for the distinct rows")
    }

    @Test func rowsBeyondTheWindowGoThroughLibpng() throws {
        // 8,192 RGBA pixels make a row of 32,769 bytes: too far back for DEFLATE.
        let canvas = try noise(width: 8192, height: 3, levels: 4, opaque: false, seed: 7)
        #expect(try PNGCodec.decode(PNGCodec.encode(canvas)) == canvas)
        let opaque = try noise(width: 10_922, height: 2, levels: 4, opaque: true, seed: 8)  // 32,767 bytes a row: still ours
        #expect(try PNGCodec.decode(PNGCodec.encode(opaque)) == opaque)
    }

    @Test func checksumsMatchTheirStandards() {
        // The check values of CRC-32 (ISO 3309) and the Adler-32 example of RFC 1950's Wikipedia page.
        #expect(Array("123456789".utf8).withUnsafeBufferPointer { Checksums.crc32($0) } == 0xCBF4_3926)
        #expect(Array("Wikipedia".utf8).withUnsafeBufferPointer { Checksums.adler32($0) } == 0x11E6_0398)
        // Long input exercises the vector lanes and the 5,552-byte folding against a plain loop.
        let long = (0..<100_003).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in long { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        #expect(long.withUnsafeBufferPointer { Checksums.adler32($0) } == b << 16 | a)
        let ones = [UInt8](repeating: 255, count: 70_000)
        a = 1; b = 0
        for byte in ones { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        #expect(ones.withUnsafeBufferPointer { Checksums.adler32($0) } == b << 16 | a)
    }

    @Test func huffmanCodesStayWithinTheirLimit() {
        // Fibonacci counts make the deepest optimal tree: 30 symbols would need 29 bits.
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let lengths = HuffmanCode.lengths(for: fibonacci, limit: 15)
        #expect(lengths.allSatisfy { $0 >= 1 && $0 <= 15 })
        // A complete code: the Kraft sum is exactly 1.
        #expect(lengths.reduce(0.0) { $0 + pow(2, -Double($1)) } == 1)
        // One used symbol still gets a second, as decoders expect.
        #expect(HuffmanCode.lengths(for: [0, 0, 5], limit: 7).filter { $0 > 0 }.count == 2)
    }
}
