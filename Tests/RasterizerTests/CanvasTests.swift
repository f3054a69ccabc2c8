import Foundation
import Testing
@testable import Rasterizer

@Suite struct CanvasTests {
    @Test func blendingHappensInLinearLight() throws {
        // Half-covered black over white is 188 in sRGB when blended in linear light (128 in gamma space).
        var canvas = try Canvas(width: 1, height: 1, background: .white)
        canvas.blendSpan(x: 0, y: 0, count: 1, coverage: 128, color: .black)
        let value = Int(canvas.pixel(x: 0, y: 0).red)
        #expect((186...190).contains(value), "got \(value)")
    }

    @Test func linearLightTablesArePinned() {
        // Any change to these tables (a libm that rounds differently, an edit) changes every
        // anti-aliased pixel; this makes such a change loud.
        #expect(LinearLight.toLinear[0] == 0 && LinearLight.toLinear[255] == 4095)
        #expect(LinearLight.toSRGB[0] == 0 && LinearLight.toSRGB[4095] == 255)
        #expect(LinearLight.checksum == -5_577_428_193_993_653_011)
        for value in 0..<256 { #expect(Int(LinearLight.toSRGB[Int(LinearLight.toLinear[value])]) == value) }
        // The sRGB table is written out in the source: it is the formula's, entry for entry.
        let formula: [UInt8] = (0..<4096).map { value in
            let l = Double(value) / 4095
            let c = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
            return UInt8(max(0, min(255, (c * 255).rounded())))
        }
        #expect(LinearLight.toSRGB == formula)
    }

    @Test func roundedRectanglesAreAntiAliasedAndClipped() throws {
        let painter = try Painter()
        var canvas = try Canvas(width: 40, height: 40, background: .white)
        painter.fill(.roundedRect(x: 4, y: 4, width: 32, height: 32, radius: 10), color: .black, on: &canvas)
        #expect(canvas.pixel(x: 20, y: 20) == .black)
        #expect(canvas.pixel(x: 4, y: 4) == .white, "the corner is cut")
        #expect(canvas.pixel(x: 0, y: 20) == .white)
        let edge = (0..<40).map { canvas.pixel(x: $0, y: 7).red }
        #expect(edge.contains { $0 > 0 && $0 < 255 }, "the curve has partly covered pixels")

        var clipped = try Canvas(width: 40, height: 40, background: .white)
        painter.fill(.rect(x: 0, y: 0, width: 40, height: 40), color: .black, clip: PixelRect(x: 10, y: 10, width: 5, height: 5), on: &clipped)
        #expect(clipped.pixel(x: 12, y: 12) == .black)
        #expect(clipped.pixel(x: 9, y: 12) == .white && clipped.pixel(x: 15, y: 15) == .white)
    }

    @Test func halfPixelEdgesAreHalfCovered() throws {
        let painter = try Painter()
        var canvas = try Canvas(width: 10, height: 10, background: .white)
        painter.fill(.rect(x: 2.5, y: 0, width: 5, height: 10), color: .black, on: &canvas)
        #expect(canvas.pixel(x: 2, y: 5).red > 150 && canvas.pixel(x: 2, y: 5).red < 200)
        #expect(canvas.pixel(x: 3, y: 5) == .black)
    }
}

/// Sizes come from input (a tall stack, a huge contact sheet): out of range is an error, never a trap.
@Suite struct CanvasSizeTests {
    @Test func sizesOutOfRangeThrow() {
        // 20,000 × 20,000 has sides in range, but 1.6 GB of pixels.
        for (width, height) in [(0, 10), (10, -1), (Canvas.maximumSide + 1, 10), (10, 40_000), (20_000, 20_000)] {
            #expect(throws: Canvas.SizeError.self) { try Canvas(width: width, height: height) }
        }
        #expect(throws: Canvas.SizeError.self) { try Canvas(width: 2, height: 2, pixels: [0, 0, 0]) }
        #expect("\(Canvas.SizeError(width: 40_000, height: 2))" == "an image of 40000×2 px is out of range (1 to 32768 px a side, 256 Mpx in all)")
        #expect(Canvas.isValidSize(width: 16_384, height: 16_384))
    }

    @Test func drawingAPictureBlendsEachPixelAsBlendingOneByOneDoes() throws {
        // Opaque, translucent and clear pixels drawn at an offset, partly off the canvas: what
        // blending pixel by pixel gives.
        var picture = try Canvas(width: 5, height: 4, background: Color(hex: 0x007AFF))
        picture.setPixel(x: 1, y: 1, to: Color(red: 255, green: 0, blue: 0, alpha: 90))
        picture.setPixel(x: 2, y: 1, to: .clear)
        picture.setPixel(x: 3, y: 2, to: Color(red: 10, green: 200, blue: 30, alpha: 254))
        var drawn = try Canvas(width: 6, height: 5, background: Color(hex: 0xF2F2F7, opacity: 0.5))
        var expected = drawn
        drawn.draw(picture, atX: 2, y: -1)
        for y in 0..<4 where y - 1 >= 0 {
            for x in 0..<5 where x + 2 < 6 {
                expected.blendSpan(x: x + 2, y: y - 1, count: 1, coverage: 255, color: picture.pixel(x: x, y: y))
            }
        }
        #expect(drawn == expected)
    }
}

@Suite struct CanvasHashTests {
    @Test func equalCanvasesHashAlikeAndOnePixelMakesThemDiffer() throws {
        let a = try Canvas(width: 300, height: 200, background: Color(hex: 0x336699))
        var b = try Canvas(width: 300, height: 200, background: Color(hex: 0x336699))
        b.pixels[0] = b.pixels[0]  // storage of its own
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        // A pixel no hash sample reads still makes the canvases unequal: equality reads every byte.
        b.pixels[(137 * 300 + 211) * 4] ^= 1
        #expect(a != b)
        #expect(Set([a, b]).count == 2)
        // Another size with the same bytes is another canvas.
        let c = try Canvas(width: 200, height: 300, background: Color(hex: 0x336699))
        #expect(a != c)
    }
}
