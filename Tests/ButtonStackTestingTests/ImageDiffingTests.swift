import ButtonStackSnapshots
import Rasterizer
import Testing
@testable import ButtonStackKit

@Suite struct ImageDiffingTests {
    func canvas(_ edit: (inout Canvas) -> Void = { _ in }) throws -> Canvas {
        var canvas = try Canvas(width: 40, height: 30, background: .white)
        try Painter().fill(.roundedRect(x: 5, y: 5, width: 30, height: 20, radius: 6), color: Color(hex: 0x007AFF), on: &canvas)
        edit(&canvas)
        return canvas
    }

    @Test func identicalImagesMatchExactly() throws {
        #expect(ImageDiffing.exact.compare(try canvas(), try canvas()) == nil)
    }

    @Test func onePixelIsFoundWithItsBoundingBox() throws {
        let changed = try canvas { $0.setPixel(x: 20, y: 15, to: .black) }
        let difference = try #require(ImageDiffing.exact.compare(try canvas(), changed))
        #expect(difference.differingPixels == 1)
        #expect(difference.boundingBox == PixelRect(x: 20, y: 15, width: 1, height: 1))
        #expect(difference.diffImage.pixel(x: 20, y: 15) == Color(red: 255, green: 0, blue: 0))
        #expect(difference.diffImage.pixel(x: 0, y: 0) != Color(red: 255, green: 0, blue: 0))
        // Precision: 1 pixel of 1200 may differ at 99.9 %.
        #expect(ImageDiffing(precision: 0.999).compare(try canvas(), changed) == nil)
    }

    @Test func perceptualThresholdForgivesTinyColourChanges() throws {
        let slightly = try canvas { $0.setPixel(x: 20, y: 15, to: Color(red: 2, green: 124, blue: 255)) }
        #expect(ImageDiffing.exact.compare(try canvas(), slightly) != nil)
        #expect(ImageDiffing(perceptualThreshold: 0.1).compare(try canvas(), slightly) == nil)
        let black = try canvas { $0.setPixel(x: 20, y: 15, to: .black) }
        #expect(ImageDiffing(perceptualThreshold: 0.1).compare(try canvas(), black) != nil)
    }

    @Test func antiAliasedEdgesCanBeIgnored() throws {
        // The same rectangle moved by a fraction of a pixel changes only edge pixels.
        var moved = try Canvas(width: 40, height: 30, background: .white)
        try Painter().fill(.roundedRect(x: 5.3, y: 5, width: 30, height: 20, radius: 6), color: Color(hex: 0x007AFF), on: &moved)
        #expect(ImageDiffing.exact.compare(try canvas(), moved) != nil)
        let lenient = ImageDiffing(perceptualThreshold: 0.05, ignoresAntiAliasing: true).compare(try canvas(), moved)
        let strict = ImageDiffing(perceptualThreshold: 0.05).compare(try canvas(), moved)
        #expect((lenient?.differingPixels ?? 0) < (strict?.differingPixels ?? 0))
    }

    @Test func sizeChangesAlwaysFail() throws {
        let small = try Canvas(width: 10, height: 10, background: .white)
        let difference = try #require(ImageDiffing(precision: 0).compare(try canvas(), small))
        #expect(difference.summary.contains("40×30 → 10×10"))
    }
}
