import Testing
@testable import PNGFiles
import Rasterizer

/// A picture encoded band by band is the file the whole picture makes.
@Suite struct PNGBandEncoderTests {
    /// Runs, repeated rows and noise that repeats further back than a row: every kind of match,
    /// some reaching across the bands' edges.
    func picture(width: Int, height: Int) throws -> Canvas {
        var canvas = try Canvas(width: width, height: height, background: Color(hex: 0xD1D1D6))
        try Painter(glyphCache: nil).fill(.roundedRect(x: 6, y: 6, width: Double(width) - 12, height: Double(height) / 2, radius: 9),
                                          color: Color(hex: 0x007AFF), on: &canvas)
        var state: UInt64 = 7
        for y in stride(from: height / 3, to: height, by: 5) {
            for x in stride(from: 0, to: width, by: 2) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                canvas.setPixel(x: x, y: y, to: Color(red: UInt8(truncatingIfNeeded: state >> 40) & 0xF0, green: 40, blue: 90))
            }
        }
        return canvas
    }

    func band(_ canvas: Canvas, rows: Range<Int>) throws -> Canvas {
        let bytes = Array(canvas.pixels[(rows.lowerBound * canvas.width * 4)..<(rows.upperBound * canvas.width * 4)])
        return try Canvas(width: canvas.width, height: rows.count, pixels: bytes)
    }

    @Test(arguments: [[700], [1, 2, 3, 694], [50, 50, 200, 1, 399], [333, 367]])
    func bandsMakeTheBytesOfTheWhole(bands: [Int]) throws {
        // 900 px wide (2,701-byte rows): the window holds 13 rows, so the bands' edges fall
        // inside matches and inside full blocks of tokens.
        let whole = try picture(width: 900, height: bands.reduce(0, +))
        let encoder = try PNGBandEncoder(width: whole.width, height: whole.height)
        var top = 0
        for height in bands {
            try encoder.append(try band(whole, rows: top..<(top + height)))
            top += height
        }
        let bytes = try encoder.finish()
        #expect(bytes == (try PNGEncoder().encode(whole)))
        #expect(try PNGCodec.decode(bytes) == whole)
    }

    @Test func picturesLaidOverTheBackgroundAreTheCanvasTheyMake() throws {
        // Side by side, touching, at the left and right edges and past them, some rows missing
        // some pictures: the background with each picture's rows copied over it, as a canvas with
        // the pictures drawn onto it is encoded.
        let background = Color(hex: 0xD1D1D6)
        let patch = try picture(width: 40, height: 30)
        let pictures = [(x: 0, y: 2, canvas: patch), (x: 40, y: 0, canvas: patch), (x: 97, y: 5, canvas: patch),
                        (x: 150, y: -10, canvas: patch), (x: 175, y: 20, canvas: patch), (x: -20, y: 33, canvas: patch)]
        var whole = try Canvas(width: 200, height: 60, background: background)
        for picture in pictures { whole.draw(picture.canvas, atX: picture.x, y: picture.y) }
        let encoder = try PNGBandEncoder(width: 200, height: 60)
        try encoder.appendRows(25, background: background, pictures: pictures.map { (x: $0.x, y: $0.y, picture: OpaquePicture($0.canvas)!) })
        try encoder.appendRows(35, background: background, pictures: pictures.map { (x: $0.x, y: $0.y - 25, picture: OpaquePicture($0.canvas)!) })
        #expect(try PNGCodec.decode(try encoder.finish()) == whole)
    }

    @Test func onlyOpaquePicturesAreTaken() throws {
        var canvas = try Canvas(width: 3, height: 2, background: Color(hex: 0x007AFF))
        #expect(OpaquePicture(canvas).map { ($0.width, $0.height) } ?? (0, 0) == (3, 2))
        canvas.setPixel(x: 2, y: 1, to: Color(red: 1, green: 2, blue: 3, alpha: 254))
        #expect(OpaquePicture(canvas) == nil)
    }

    @Test func wrongBandsAreRefused() throws {
        let encoder = try PNGBandEncoder(width: 10, height: 4)
        #expect(throws: PNGBandEncoder.BandError.self) { try encoder.append(try Canvas(width: 11, height: 1, background: .white)) }
        #expect(throws: PNGBandEncoder.BandError.self) { try encoder.append(try Canvas(width: 10, height: 5, background: .white)) }
        #expect(throws: PNGBandEncoder.BandError.self) { try encoder.append(try Canvas(width: 10, height: 1, background: .clear)) }
        #expect(throws: PNGBandEncoder.BandError.self) { _ = try encoder.finish() }
        #expect(throws: PNGBandEncoder.BandError.self) { _ = try PNGBandEncoder(width: PNGBandEncoder.maximumWidth + 1, height: 1) }
    }
}

/// A page's rows go to the compressor as what changed from the row above (nothing, for a row
/// that repeats it): the file decodes to the page, the same bytes every time.
@Suite struct PNGBandEncoderRepeatTests {
    /// Tall flat pictures with a few rows of noise, and long blank stretches between them: runs of
    /// repeated rows longer than the window (and across full blocks of tokens), runs shorter than
    /// it, pictures starting and ending inside runs.
    @Test(arguments: [12, 900])
    func repeatedRowsMakeTheBytesOfTheWhole(width: Int) throws {
        let background = Color(hex: 0xD1D1D6)
        var patch = try Canvas(width: min(width, 40), height: 600, background: Color(hex: 0x007AFF))
        var state: UInt64 = 11
        for y in [0, 1, 2, 300, 301, 598, 599] {
            for x in 0..<patch.width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                patch.setPixel(x: x, y: y, to: Color(red: UInt8(truncatingIfNeeded: state >> 40), green: 40, blue: 90))
            }
        }
        // 900 px wide: a blank row is 11 tokens, so the rows fill blocks of tokens; 12 px: the window holds 885 rows.
        let height = width == 12 ? 30_000 : 7_000
        let placed = [(x: 0, y: 5, canvas: patch), (x: width - 7, y: 2_000, canvas: patch), (x: 3, y: height - 700, canvas: patch)]
        var whole = try Canvas(width: width, height: height, background: background)
        for picture in placed { whole.draw(picture.canvas, atX: picture.x, y: picture.y) }
        let encoder = try PNGBandEncoder(width: width, height: height)
        let bands = [0, 1_000, 2_300, height]
        for (top, bottom) in zip(bands, bands.dropFirst()) {
            try encoder.appendRows(bottom - top, background: background,
                                   pictures: placed.map { (x: $0.x, y: $0.y - top, picture: OpaquePicture($0.canvas)!) })
        }
        let bytes = try encoder.finish()
        #expect(try PNGCodec.decode(bytes) == whole)
        // About the size of the whole canvas searched row by row.
        let searched = try PNGEncoder().encode(whole).count
        #expect(Double(bytes.count) <= Double(searched) * 1.1, "\(bytes.count) bytes, searched \(searched)")
    }

    @Test func aPictureKnowsWhichOfItsRowsRepeat() throws {
        var canvas = try Canvas(width: 5, height: 4, background: .white)
        canvas.setPixel(x: 4, y: 2, to: .black)
        #expect(OpaquePicture(canvas)?.repeatsRowAbove == [false, true, false, false])
    }

    /// A sheet's cell waits in memory for the rest of its band: each run of equal rows is held
    /// once, and every row still reads back as the canvas has it.
    @Test func aPictureHoldsEachRunOfEqualRowsOnce() throws {
        var canvas = try Canvas(width: 7, height: 9, background: .white)
        for x in 0..<7 { canvas.setPixel(x: x, y: 3, to: .black) }
        canvas.setPixel(x: 2, y: 7, to: Color(hex: 0x336699))
        var asked: [Int] = []
        let picture = try #require(OpaquePicture(canvas, memory: { bytes in
            asked.append(bytes)
            return nil
        }))
        // Rows 0–2 white, 3 black, 4–6 white, 7 with a blue pixel, 8 white: five runs.
        #expect(asked == [5 * 7 * 3])
        #expect(picture.memory.capacity == 5 * 7 * 3)
        #expect(picture.repeatsRowAbove == [false, true, true, false, false, true, true, false, false])
        for y in 0..<9 {
            let row = Array(UnsafeRawBufferPointer(start: picture.row(y), count: 7 * 3))
            let expected = (0..<7).flatMap { x -> [UInt8] in
                let pixel = canvas.pixels[(y * 7 + x) * 4..<(y * 7 + x) * 4 + 3]
                return Array(pixel)
            }
            #expect(row == expected, "row \(y)")
        }
        // Memory given that is large enough is the memory used.
        let given = OpaquePicture.Memory(capacity: 1_000)
        #expect(OpaquePicture(canvas, memory: { _ in given })?.memory.capacity == 1_000)
    }
}
