import AppIcons
import AssetRasterizer
import Rasterizer
import Testing

/// Each real app's file drawn by the asset rasterizer has the shape its own tool draws
/// (`pdftoppm`, `rsvg-convert`): the references in Tests/Fixtures/app-icons/references were made
/// by those tools (commands in SOURCE.md), and the ink masks must agree on all but a few edge pixels.
@Suite struct AssetShapeTests {
    func image(_ name: String, dark: Bool = false) throws -> AssetImage {
        try #require(try AssetCatalog.load([fixtureCatalog]).asset(named: name)?.image(dark: dark, scale: 2))
    }

    @Test func aPDFIsDrawnAsPdftoppmDrawsIt() throws {
        let ours = try AssetRasterizer.draw(AssetRaster(image: try image("compass"), width: 64, height: 64, tint: .original))
        let theirs = try reference("compass-pdftoppm.png")
        let mismatch = InkMask.alpha(ours).mismatch(InkMask.onWhite(theirs))
        #expect(InkMask.alpha(ours).count > 300)
        #expect(mismatch < 0.06, "\(InkMask.alpha(ours)) vs \(InkMask.onWhite(theirs)): \(mismatch)")
    }

    @Test func aColouredPDFKeepsItsColours() throws {
        let ours = try AssetRasterizer.draw(AssetRaster(image: try image("launchScreen-logo"), width: 64, height: 64, tint: .automatic(.black)))
        // Home Assistant's blue (#18BCF2 or near) is kept: the logo has a colour of its own.
        let blue = ours.pixels.indices.filter { $0 % 4 == 0 && ours.pixels[$0 + 3] == 255 && ours.pixels[$0 + 2] > 200 && ours.pixels[$0] < 100 }
        #expect(blue.count > 500)
        let theirs = try reference("logo-pdftoppm.png")
        #expect(InkMask(ours) { $0.alpha >= 128 && $0.red < 200 }.mismatch(InkMask(theirs) { $0.red < 200 }) < 0.06)
    }

    @Test func anSVGIsDrawnAsRsvgConvertDrawsIt() throws {
        let ours = try AssetRasterizer.draw(AssetRaster(image: try image("Tools/wrench"), width: 64, height: 64, tint: .original))
        let mismatch = InkMask.alpha(ours).mismatch(InkMask.alpha(try reference("wrench-rsvg.png")))
        #expect(mismatch < 0.04, "\(mismatch)")
        let wide = try AssetRasterizer.draw(AssetRaster(image: try image("ohf-inline"), width: 200, height: 20, tint: .original))
        #expect(InkMask.alpha(wide).mismatch(InkMask.alpha(try reference("ohf-inline-rsvg.png"))) < 0.08)
    }

    @Test func aSymbolGlyphIsDrawnAsRsvgConvertDrawsThatElement() throws {
        let ours = try AssetRasterizer.draw(AssetRaster(image: try image("message-processing-outline"), width: 64, height: 64,
                                                        placement: .symbolFit(glyph: "Regular-S"), tint: .template(.black)))
        let mismatch = InkMask.alpha(ours).mismatch(InkMask.alpha(try reference("assist-regular-s-rsvg.png")))
        #expect(mismatch < 0.05, "\(mismatch)")
        // Another glyph of the template (the whole template would be far wider) draws alone too.
        let black = try AssetRasterizer.draw(AssetRaster(image: try image("message-processing-outline"), width: 64, height: 64,
                                                         placement: .symbolFit(glyph: "Black-S"), tint: .template(.black)))
        #expect(InkMask.alpha(black).mismatch(InkMask.alpha(ours)) < 0.05)
    }

    @Test func aPNGOfTheScaleIsFittedAndKeepsItsColours() throws {
        let dot = try AssetRasterizer.draw(AssetRaster(image: try image("dot"), width: 48, height: 48, tint: .original))
        let centre = dot.pixel(x: 24, y: 24)
        #expect(centre.red == 0xFF && centre.green == 0x3B && centre.blue == 0x30 && centre.alpha == 255)
        let dark = try AssetRasterizer.draw(AssetRaster(image: try image("dot", dark: true), width: 30, height: 30, tint: .original))
        #expect(dark.pixel(x: 15, y: 15).green > 150 && dark.pixel(x: 15, y: 15).red < 100)
        #expect(dark.pixel(x: 1, y: 1).alpha == 0)
    }

    @Test func aTemplateTakesTheColourItIsGiven() throws {
        let tint = Color(hex: 0x007AFF)
        let wrench = try AssetRasterizer.draw(AssetRaster(image: try image("Tools/wrench"), width: 40, height: 40, tint: .template(tint)))
        let inked = (0..<(40 * 40)).map { wrench.pixel(x: $0 % 40, y: $0 / 40) }.filter { $0.alpha > 0 }
        #expect(inked.count > 200)
        #expect(inked.allSatisfy { $0.red == 0x00 && $0.green == 0x7A && $0.blue == 0xFF })
        // Grey drawings without a stated intent take it too; coloured ones do not (the logo test).
        let compass = try AssetRasterizer.draw(AssetRaster(image: try image("compass"), width: 40, height: 40, tint: .automatic(tint)))
        #expect(compass.pixels.indices.filter { $0 % 4 == 3 && compass.pixels[$0] > 0 }.allSatisfy { compass.pixels[$0 - 1] == 0xFF })
    }
}
