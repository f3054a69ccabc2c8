import Testing
@testable import Rasterizer

/// Thumbnails by area averaging: exact on flat colour, linear light and premultiplied alpha
/// between, and sized as the sheet layouts expect.
@Suite struct DownscaleTests {
    func canvas(_ width: Int, _ height: Int, _ pixels: [Color]) throws -> Canvas {
        try Canvas(width: width, height: height, pixels: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
    }

    @Test(arguments: [2.0, 3, 1.5, 2.5, 4, 7.3])
    func aFlatColourStaysThatColour(ratio: Double) throws {
        for color in [Color(hex: 0x007AFF), Color(hex: 0x1C1C1E), .white, Color(hex: 0x34C759, opacity: 0.4), .clear] {
            let flat = try Canvas(width: 37, height: 23, background: color)
            let small = flat.downscaled(by: ratio)
            #expect(small.width == Canvas.downscaledLength(37, by: ratio) && small.height == Canvas.downscaledLength(23, by: ratio))
            let expected = color.alpha == 0 ? Color.clear : color
            #expect(small == (try Canvas(width: small.width, height: small.height, background: expected)), "\(color) by \(ratio)")
        }
    }

    @Test func twoByTwoBecomesTheirAverageInLinearLight() throws {
        // Black and white half and half: half the light, which sRGB writes as 188, not 128.
        let checker = try canvas(2, 2, [.black, .white, .white, .black])
        let one = checker.downscaled(by: 2)
        #expect(one.width == 1 && one.height == 1)
        #expect(one.pixel(x: 0, y: 0) == Color(red: 188, green: 188, blue: 188))
        #expect(LinearLight.toSRGB[2048] == 188)
        // Four shades: each channel the mean of the four in linear light.
        let shades = [Color(red: 10, green: 200, blue: 90), Color(red: 250, green: 30, blue: 90),
                      Color(red: 128, green: 128, blue: 90), Color(red: 0, green: 255, blue: 90)]
        let mixed = try canvas(2, 2, shades).downscaled(by: 2).pixel(x: 0, y: 0)
        func mean(_ channel: (Color) -> UInt8) -> UInt8 {
            let sum = shades.reduce(0) { $0 + Int(LinearLight.toLinear[Int(channel($1))]) }
            return LinearLight.toSRGB[(sum + 2) / 4]
        }
        #expect(mixed == Color(red: mean(\.red), green: mean(\.green), blue: mean(\.blue)))
    }

    @Test func aRatioThatIsNotWholeWeighsPixelsByHowMuchOfThemIsCovered() throws {
        // Black, white, black by 1.5: each pixel covers a whole black and half the white, a
        // third of the light (1,365 of 4,095).
        let small = try canvas(3, 1, [.black, .white, .black]).downscaled(by: 1.5)
        #expect(small.width == 2 && small.height == 1)
        let third = LinearLight.toSRGB[1365]
        #expect(small.pixel(x: 0, y: 0) == Color(red: third, green: third, blue: third) && small.pixel(x: 1, y: 0) == small.pixel(x: 0, y: 0))
    }

    @Test func transparentPixelsLendNoColour() throws {
        // Opaque red beside clear green: red at half opacity, not a muddy half-green.
        let pair = try canvas(2, 1, [Color(hex: 0xFF0000), Color(red: 0, green: 255, blue: 0, alpha: 0)])
        #expect(pair.downscaled(by: 2).pixel(x: 0, y: 0) == Color(red: 255, green: 0, blue: 0, alpha: 128))
        // The same by a ratio that is not whole (another path): 2 × 1 by 2.5.
        #expect(pair.downscaled(by: 2.5).pixel(x: 0, y: 0) == Color(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test func edgesThatCoverLessThanABoxAreAveragedOverWhatTheyCover() throws {
        // 5 × 3 by 2: 3 × 2, the last column and row averaging one source pixel across or down.
        var pixels = [Color](repeating: .white, count: 15)
        pixels[4] = .black  // top right
        let small = try canvas(5, 3, pixels).downscaled(by: 2)
        #expect(small.width == 3 && small.height == 2)
        #expect(small.pixel(x: 2, y: 0) == Color(red: 188, green: 188, blue: 188), "black over white, one above the other")
        #expect(small.pixel(x: 2, y: 1) == .white && small.pixel(x: 0, y: 0) == .white)
    }

    @Test(arguments: [2.0, 4])
    func wholeRatiosByBlocksGiveWhatTheGeneralFilterGives(ratio: Double) throws {
        // Runs of one colour (taken eight pixels at a time), noise, translucent and clear pixels,
        // rows repeating the rows above, and edges that cover less than a block.
        var picture = try Canvas(width: 203, height: 61, background: Color(hex: 0xF2F2F7))
        var state: UInt64 = 3
        for y in 0..<61 where y % 7 < 3 || y > 50 {
            for x in stride(from: y % 5, to: 203, by: 3) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let alpha = [255, 255, 128, 0, 7][Int(state >> 61) % 5]
                picture.setPixel(x: x, y: y, to: Color(red: UInt8(truncatingIfNeeded: state >> 40), green: UInt8(truncatingIfNeeded: state >> 48),
                                                       blue: 90, alpha: UInt8(alpha)))
            }
        }
        #expect(picture.downscaled(by: ratio) == picture.downscaled(by: ratio, wholeRatiosByBlocks: false))
    }

    @Test(arguments: [2.0, 3, 2.5])
    func drawingShrunkIsDrawingTheThumbnail(ratio: Double) throws {
        // Opaque rows (copied) and rows with translucent and clear pixels (blended), partly off
        // the canvas on every side.
        var picture = try Canvas(width: 90, height: 40, background: Color(hex: 0x007AFF))
        for x in 0..<90 { picture.setPixel(x: x, y: 20 + x % 7, to: Color(red: UInt8(x), green: 200, blue: 10, alpha: UInt8(x * 2 % 256))) }
        for (x, y) in [(3, 2), (-10, 5), (20, -4), (30, 20)] {
            var expected = try Canvas(width: 48, height: 24, background: Color(hex: 0xD1D1D6))
            var drawn = expected
            expected.draw(picture.downscaled(by: ratio), atX: x, y: y)
            drawn.draw(picture, downscaledBy: ratio, atX: x, y: y)
            #expect(drawn == expected, "at (\(x), \(y)) by \(ratio)")
        }
    }

    @Test func aPictureIsNeverEnlarged() throws {
        let picture = try Canvas(width: 9, height: 4, background: Color(hex: 0x007AFF))
        #expect(picture.downscaled(by: 1) == picture && picture.downscaled(by: 0.5) == picture)
        #expect(Canvas.downscaledLength(844, by: 2) == 422 && Canvas.downscaledLength(845, by: 2) == 423)
        #expect(Canvas.downscaledLength(1266, by: 3) == 422 && Canvas.downscaledLength(1, by: 3) == 1)
    }

    @Test func rowsRepeatingTheRowAboveGiveWhatTheyWouldOtherwise() throws {
        // The filter reuses a row's result for a row of the same bytes (most rows of this
        // picture): each pixel is still the mean of its 3 × 3 box, worked out here by hand.
        var picture = try Canvas(width: 12, height: 9, background: .white)
        for y in 0..<9 { for x in 0..<4 { picture.setPixel(x: x, y: y, to: Color(red: UInt8(x * 60), green: UInt8(y < 5 ? 0 : 200), blue: 40)) } }
        let small = picture.downscaled(by: 3)
        for y in 0..<small.height {
            for x in 0..<small.width {
                var sum = (0, 0, 0)
                for dy in 0..<3 {
                    for dx in 0..<3 {
                        let pixel = picture.pixel(x: x * 3 + dx, y: y * 3 + dy)
                        sum.0 += Int(LinearLight.toLinear[Int(pixel.red)])
                        sum.1 += Int(LinearLight.toLinear[Int(pixel.green)])
                        sum.2 += Int(LinearLight.toLinear[Int(pixel.blue)])
                    }
                }
                let expected = Color(red: LinearLight.toSRGB[(sum.0 + 4) / 9], green: LinearLight.toSRGB[(sum.1 + 4) / 9], blue: LinearLight.toSRGB[(sum.2 + 4) / 9])
                #expect(small.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }
}
