import Dispatch
import Foundation
import Testing
@testable import Rasterizer

/// Painters on threads of their own, as a render's workers use them. Run under the thread
/// sanitizer by CI (`.ci/run` picks every suite named `…ConcurrencyTests`).
@Suite struct PainterConcurrencyTests {
    let latin = FontFile(path: GlyphTests.fonts + "/NotoSans-Regular.ttf")

    /// Blank glyphs (spaces) kept in a glyph cache by several threads at once: each kept glyph
    /// without spans once wrote into the standard library's one empty-array storage, a race the
    /// thread sanitizer reported from a contact sheet's captions.
    @Test func blankGlyphsKeptOnManyThreadsAtOnceDrawAsOnOne() throws {
        // Glyph 3 is the space in Noto Sans; 43 is "H", so that each picture has ink to compare.
        let glyphs = (0..<64).flatMap { step in
            [GlyphPlacement(id: 3, x: 2 + Double(step) / 64, y: 40), GlyphPlacement(id: 43, x: 20 + Double(step % 8) / 8, y: 40)]
        }
        let font = latin
        @Sendable func drawn() throws -> [UInt8] {
            let painter = try Painter(glyphCache: GlyphSpanCache(capacity: 1_000_000))
            var canvas = try Canvas(width: 60, height: 50, background: .white)
            try painter.drawGlyphs(glyphs, font: font, pixelSize: 30, color: .black, on: &canvas)
            return canvas.pixels
        }
        let serial = try drawn()
        let results = Results(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in results.set(index, try? drawn()) }
        #expect(results.values.allSatisfy { $0 == serial })
        #expect(serial.contains { $0 < 128 })
    }
}

/// Values set by index from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[UInt8]?]
    init(count: Int) { stored = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: [UInt8]?) { lock.withLock { stored[index] = value } }
    var values: [[UInt8]?] { lock.withLock { stored } }
}
