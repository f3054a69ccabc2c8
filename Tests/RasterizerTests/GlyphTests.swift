import Foundation
import Testing
@testable import Rasterizer

@Suite struct GlyphTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts").path
    let latin = FontFile(path: fonts + "/NotoSans-Regular.ttf")

    func draw(_ glyphs: [GlyphPlacement], size: Double = 40) throws -> Canvas {
        let painter = try Painter()
        var canvas = try Canvas(width: 80, height: 60, background: .white)
        try painter.drawGlyphs(glyphs, font: latin, pixelSize: size, color: .black, on: &canvas)
        return canvas
    }

    @Test func glyphsLeaveInk() throws {
        // Glyph 43 is "H" in Noto Sans.
        let canvas = try draw([GlyphPlacement(id: 43, x: 10, y: 45)])
        let dark = stride(from: 0, to: canvas.pixels.count, by: 4).filter { canvas.pixels[$0] < 128 }.count
        #expect(dark > 100)
        #expect(canvas.pixel(x: 5, y: 5) == .white)
    }

    @Test func subpixelPositionsChangeTheCoverage() throws {
        let whole = try draw([GlyphPlacement(id: 43, x: 10, y: 45)])
        let half = try draw([GlyphPlacement(id: 43, x: 10.5, y: 45)])
        let same = try draw([GlyphPlacement(id: 43, x: 10, y: 45)])
        #expect(whole != half)
        #expect(whole == same)
    }

    @Test func missingFontIsAnError() throws {
        let painter = try Painter()
        var canvas = try Canvas(width: 10, height: 10)
        #expect(throws: PainterError.self) {
            try painter.drawGlyphs([GlyphPlacement(id: 1, x: 0, y: 5)], font: FontFile(path: "/nope.ttf"), pixelSize: 10, color: .black, on: &canvas)
        }
    }
}
