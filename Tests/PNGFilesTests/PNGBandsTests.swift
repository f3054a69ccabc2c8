import Testing
@testable import PNGFiles
import Rasterizer

/// A picture encoded in independent bands: it decodes to its pixels, a band copied from an
/// earlier file makes the bytes encoding it again makes, and a file that does not hold
/// together is never copied from.
@Suite struct PNGBandsTests {
    let background = Color(hex: 0xD1D1D6)

    /// A band of `height` rows with a patch of noise (seeded by `seed`) and a flat shape.
    func band(width: Int, height: Int, seed: UInt64) throws -> Canvas {
        var canvas = try Canvas(width: width, height: height, background: background)
        canvas.fill(PixelRect(x: 10, y: 2, width: width / 2, height: height / 2), color: Color(hex: 0x007AFF))
        var state = seed
        for y in stride(from: height / 3, to: height, by: 3) {
            for x in stride(from: 0, to: width, by: 2) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                canvas.setPixel(x: x, y: y, to: Color(red: UInt8(truncatingIfNeeded: state >> 40) & 0xF0, green: 40, blue: 90))
            }
        }
        return canvas
    }

    /// The bands one above the other.
    func whole(_ bands: [Canvas]) throws -> Canvas {
        var canvas = try Canvas(width: bands[0].width, height: bands.reduce(0) { $0 + $1.height }, background: background)
        var top = 0
        for band in bands {
            canvas.draw(band, atX: 0, y: top)
            top += band.height
        }
        return canvas
    }

    /// The file of `bands` (keys `k0`, `k1`, …), each encoded, or copied from `earlier` where given.
    func encode(_ bands: [Canvas], copying earlier: [Int: PNGBand] = [:]) throws -> [UInt8] {
        let encoder = try PNGBandEncoder(width: bands[0].width, height: bands.reduce(0) { $0 + $1.height }, independentBands: true)
        for (index, band) in bands.enumerated() {
            if let copy = earlier[index] {
                try encoder.appendBand(copy)
            } else {
                try encoder.appendRows(band.height, background: background, pictures: [(x: 0, y: 0, picture: OpaquePicture(band)!)])
                try encoder.endBand(key: "k\(index)")
            }
        }
        return try encoder.finish()
    }

    @Test func bandsCompressedApartDecodeToThePicture() throws {
        // 900 px wide: the window holds 13 rows, so a band's matches would reach into the band above.
        let bands = try [40, 1, 70, 25].enumerated().map { try band(width: 900, height: $1, seed: UInt64($0 + 1)) }
        let file = try encode(bands)
        #expect(try PNGCodec.decode(file) == whole(bands))
        // The same rows as one stream decode to the same pixels.
        let single = try PNGBandEncoder(width: 900, height: 136)
        try single.append(try whole(bands))
        #expect(try PNGCodec.decode(try single.finish()) == PNGCodec.decode(file))
        let read = try #require(PNGBands.bands(of: file, width: 900))
        #expect(read.map(\.key) == ["k0", "k1", "k2", "k3"])
        #expect(read.map(\.rawLength) == [40, 1, 70, 25].map { $0 * 2_701 })
    }

    @Test func aBandCopiedFromAnEarlierFileMakesTheBytesOfEncodingItAgain() throws {
        let before = try [30, 50, 20].enumerated().map { try band(width: 300, height: $1, seed: UInt64($0 + 1)) }
        var after = before
        after[1] = try band(width: 300, height: 50, seed: 99)
        let earlier = try #require(PNGBands.bands(of: try encode(before), width: 300))
        let patched = try encode(after, copying: [0: earlier[0], 2: earlier[2]])
        #expect(patched == (try encode(after)))
        #expect(try PNGCodec.decode(patched) == whole(after))
    }

    @Test func adlerCombinedIsTheChecksumOfTheWhole() {
        var state: UInt64 = 5
        let bytes = (0..<70_000).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        for cut in [0, 1, 5_552, 65_521, 69_999, 70_000] {
            let first = bytes[..<cut].withUnsafeBufferPointer(Checksums.adler32), second = bytes[cut...].withUnsafeBufferPointer(Checksums.adler32)
            #expect(Checksums.adler32Combine(first, second, secondLength: bytes.count - cut) == bytes.withUnsafeBufferPointer(Checksums.adler32), "cut at \(cut)")
        }
    }

    /// `file` with the data of its `index`th chunk changed by `change` and its CRC made right
    /// again: damage only a reader of the structure can see.
    func rewritingChunk(_ file: [UInt8], _ index: Int, _ change: (inout [UInt8]) -> Void) -> [UInt8] {
        var reader = PNGChunkReader(file)
        _ = reader.readSignature()
        var writer = PNGChunkWriter()
        writer.append(PNGChunkWriter.signature)
        var position = 0
        while var chunk = reader.next() {
            if position == index { change(&chunk.data) }
            writer.appendChunk(chunk.type, chunk.data)
            position += 1
        }
        return writer.bytes
    }

    @Test func aFileThatDoesNotHoldTogetherIsNeverCopiedFrom() throws {
        let bands = try [30, 50, 20].enumerated().map { try band(width: 300, height: $1, seed: UInt64($0 + 1)) }
        let file = try encode(bands)
        #expect(PNGBands.bands(of: file, width: 300) != nil)
        // Chunks: IHDR, sbND, IDAT (header), IDAT × 3 bands, IDAT (end), IEND.
        var flipped = file
        flipped[file.count / 2] ^= 0x10
        let damaged: [(String, [UInt8])] = [
            ("a byte changed (its chunk's CRC)", flipped),
            ("truncated", Array(file.prefix(file.count - 20))),
            ("a byte more", file + [0]),
            ("another width", file),
            ("a band's checksum in the table", rewritingChunk(file, 1) { $0[4 + 8 + 3] ^= 1 }),
            ("a band's length in the table", rewritingChunk(file, 1) { $0[4 + 3] &+= 1 }),
            ("a band's rows in the table", rewritingChunk(file, 1) { $0[4 + 4 + 3] &+= 1 }),
            ("a band cut short", rewritingChunk(file, 4) { $0.removeLast() }),
            ("the stream's checksum", rewritingChunk(file, 6) { $0[5] ^= 1 }),
            ("the header's height", rewritingChunk(file, 0) { $0[7] &+= 1 }),
            ("a chunk missing", rewritingChunk(file, 2) { $0 = [] }),
            ("not a PNG", Array("not a PNG at all".utf8)),
            ("empty", []),
        ]
        for (what, bytes) in damaged {
            #expect(PNGBands.bands(of: bytes, width: what == "another width" ? 301 : 300) == nil, "\(what)")
        }
        // An ordinary PNG of the same picture has no band table.
        #expect(PNGBands.bands(of: try PNGEncoder().encode(try whole(bands)), width: 300) == nil)
    }

    @Test func bandsAreEndedAndCopiedOnlyWhereTheyFit() throws {
        let encoder = try PNGBandEncoder(width: 10, height: 4, independentBands: true)
        #expect(throws: PNGBandEncoder.BandError.self) { try encoder.endBand(key: "none open") }
        try encoder.appendRows(2, background: background, pictures: [])
        #expect(throws: PNGBandEncoder.BandError.self) { try encoder.endBand(key: String(repeating: "x", count: PNGBands.maximumKeyLength + 1)) }
        #expect(throws: PNGBandEncoder.BandError.self) { try encoder.appendBand(PNGBand(deflate: [0, 0, 0xFF, 0xFF], rawLength: 31, adler: 1, key: "")) }
        try encoder.endBand(key: "a")
        #expect(throws: PNGBandEncoder.BandError.self) { try encoder.appendBand(PNGBand(deflate: [0, 0, 0xFF, 0xFF], rawLength: 31 * 3, adler: 1, key: "")) }
        #expect(throws: PNGBandEncoder.BandError.self) { _ = try encoder.finish() }
        try encoder.appendRows(2, background: background, pictures: [])
        #expect(throws: PNGBandEncoder.BandError.self) { _ = try encoder.finish() }
        try encoder.endBand(key: "b")
        #expect(try PNGCodec.decode(try encoder.finish()) == Canvas(width: 10, height: 4, background: background))
    }
}
