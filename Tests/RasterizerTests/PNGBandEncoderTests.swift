import Testing
@testable import Rasterizer

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
        #expect(try encoder.finish() == (try PNGEncoder().encode(whole)))
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
