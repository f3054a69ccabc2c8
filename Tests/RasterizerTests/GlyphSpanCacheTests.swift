import Foundation
import ButtonStackBase
import ButtonStackConcurrency
import Testing
@testable import Rasterizer

/// Glyphs drawn from the span cache are the same pixels as glyphs rasterized where they stand:
/// anywhere on the canvas, at any place inside a pixel, clipped or not, in any colour.
@Suite struct GlyphSpanCacheTests {
    static let fonts = GlyphTests.fonts

    /// A small deterministic generator (SplitMix64), so a failure can be replayed.
    struct Numbers {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        /// A position in pixels to 1/64: a few places inside a pixel recur, as they do in text.
        mutating func position(_ bound: Int) -> Double { Double(below(bound)) + Double(below(4) * 16 + below(2)) / 64 }
    }

    struct Stroke {
        var glyphs: [GlyphPlacement]
        var font: FontFile
        var size: Double
        var color: Color
        var clip: PixelRect?
    }

    /// Strokes of glyphs in Latin, Arabic, CJK and Devanagari faces at random places, sizes and
    /// colours, some running off the canvas or cut by a clip, each drawn twice (the second time
    /// moved by whole pixels, so from the cache where it fits).
    func strokes(seed: UInt64) -> [Stroke] {
        var numbers = Numbers(state: seed)
        let faces = ["NotoSans-Regular.ttf", "NotoSansArabic-Bold.ttf", "NotoSansDevanagari-Regular.ttf", "NotoSansCJK-Regular.ttc"]
        let colors = [Color.black, Color(hex: 0x007AFF), Color(hex: 0xFFFFFF), Color(hex: 0x34C759, opacity: 0.6)]
        var strokes: [Stroke] = []
        for _ in 0..<40 {
            let font = FontFile(path: Self.fonts + "/" + faces[numbers.below(faces.count)])
            let size = [17.0, 34, 51, 22.5][numbers.below(4)]
            let glyphs = (0..<8).map { _ in GlyphPlacement(id: UInt32(1 + numbers.below(300)), x: numbers.position(220) - 20, y: numbers.position(140)) }
            let clip = numbers.below(3) == 0 ? PixelRect(x: numbers.below(100), y: numbers.below(60), width: 60, height: 50) : nil
            let stroke = Stroke(glyphs: glyphs, font: font, size: size, color: colors[numbers.below(colors.count)], clip: clip)
            strokes.append(stroke)
            var moved = stroke
            let dx = Double(numbers.below(7) - 3), dy = Double(numbers.below(7) - 3)
            moved.glyphs = glyphs.map { GlyphPlacement(id: $0.id, x: $0.x + dx, y: $0.y + dy) }
            moved.color = colors[numbers.below(colors.count)]
            strokes.append(moved)
        }
        return strokes
    }

    func draw(_ strokes: [Stroke], cache: GlyphSpanCache?, painter given: Painter? = nil) throws -> Canvas {
        let painter = try given ?? Painter(glyphCache: cache)
        var canvas = try Canvas(width: 200, height: 130, background: Color(hex: 0xF2F2F7))
        for stroke in strokes {
            try painter.drawGlyphs(stroke.glyphs, font: stroke.font, pixelSize: stroke.size, color: stroke.color, clip: stroke.clip, on: &canvas)
        }
        return canvas
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func cachedGlyphsAreTheRasterizedPixels(seed: UInt64) throws {
        let strokes = strokes(seed: seed)
        let cache = GlyphSpanCache(capacity: 1_000_000)
        let rasterized = try draw(strokes, cache: nil)
        let cached = try draw(strokes, cache: cache)
        #expect(cached == rasterized)
        // The cache was used, not merely filled: drawn again by another painter, every glyph
        // kept is found there.
        let first = cache.statistics
        #expect(first.glyphs > 100, "\(first)")
        #expect(try draw(strokes, cache: cache) == rasterized)
        #expect(cache.statistics.hits >= first.hits + first.glyphs, "\(cache.statistics)")
    }

    /// A painter asks the shared cache (and its lock) once for a glyph: drawing the same strokes
    /// again, it draws from its own table, the same pixels, and the shared cache is not asked.
    @Test func aPainterAsksTheSharedCacheOnceAGlyph() throws {
        // Glyphs well inside the canvas and unclipped, so that every one is kept.
        let glyphs = (0..<60).map { (index: Int) -> GlyphPlacement in
            let column = Double(index % 10), row = Double(index / 10)
            return GlyphPlacement(id: UInt32(10 + index), x: column * 18 + 6.25, y: row * 20 + 18.5)
        }
        let strokes = [Stroke(glyphs: glyphs, font: FontFile(path: Self.fonts + "/NotoSans-Regular.ttf"), size: 15, color: .black, clip: nil)]
        let cache = GlyphSpanCache(capacity: 1_000_000)
        let painter = try Painter(glyphCache: cache)
        let first = try draw(strokes, cache: cache, painter: painter)
        let asked = cache.statistics
        #expect(asked.glyphs == 60, "\(asked)")
        #expect(try draw(strokes, cache: cache, painter: painter) == first)
        #expect(cache.statistics.lookups == asked.lookups, "\(cache.statistics)")
        #expect(first == (try draw(strokes, cache: nil)))
    }

    /// A glyph is kept in memory of its own size: one large glyph drawn first must not make every
    /// small one after it as large (an app's render held 160 MB of spans that took 20).
    @Test func keptGlyphsTakeTheirOwnSize() throws {
        let cache = GlyphSpanCache(capacity: 1_000_000)
        let painter = try Painter(glyphCache: cache)
        var canvas = try Canvas(width: 400, height: 400, background: Color(hex: 0xFFFFFF))
        let font = FontFile(path: Self.fonts + "/NotoSansCJK-Regular.ttc")
        try painter.drawGlyphs([GlyphPlacement(id: 5000, x: 10, y: 300)], font: font, pixelSize: 300, color: .black, clip: nil, on: &canvas)
        let large = cache.held
        let small = (1...200).map { (index: Int) -> GlyphPlacement in
            let column = Double(index % 20), row = Double(index / 20)
            return GlyphPlacement(id: UInt32(1000 + index), x: column * 18 + 5, y: row * 20 + 20)
        }
        try painter.drawGlyphs(small, font: font, pixelSize: 12, color: .black, clip: nil, on: &canvas)
        let held = cache.held
        #expect(cache.statistics.glyphs > 150 && large.spans > 1_000, "\(cache.statistics) \(large)")
        // Spans are 8 bytes; an array's capacity is its count rounded up a little, never to the large glyph's.
        #expect(held.bytes <= held.spans * 8 + cache.statistics.glyphs * 16, "\(held)")
    }

    @Test func aFullCacheKeepsNothingMoreAndDrawsTheSame() throws {
        let strokes = strokes(seed: 9)
        let empty = GlyphSpanCache(capacity: 0)
        #expect(try draw(strokes, cache: empty) == draw(strokes, cache: nil))
        #expect(empty.statistics.glyphs == 0)
    }

    @Test func oneCacheServesPaintersOnManyThreads() throws {
        let strokes = strokes(seed: 5)
        let expected = try draw(strokes, cache: nil)
        let cache = GlyphSpanCache(capacity: 1_000_000)
        let results = try ParallelWork.map(count: 8, threads: 4, makeWorker: {}) { _, _ in try draw(strokes, cache: cache) }
        #expect(results.allSatisfy { $0 == expected })
    }
}
