import ButtonStackBase
import ButtonStackConcurrency

/// The coverage spans FreeType's rasterizer gave for glyphs, kept so that a glyph drawn again is
/// blended from its spans instead of being loaded, decomposed and rasterized again.
///
/// A glyph is kept by font, size, glyph index and where its origin falls inside a pixel (to 1/64
/// pixel, as the painter positions it), with its spans relative to the origin's whole pixel.
/// The rasterizer works in whole cells plus fractions, so the same outline moved by whole pixels
/// gives the same spans moved by those pixels: a glyph from the cache is the same pixels as one
/// rasterized where it stands. That holds while nothing is clipped, so only glyphs drawn whole
/// are kept and a kept glyph is used only where it lies wholly inside the clip.
///
/// A cache belongs to whoever makes it: a painter made without one keeps its own, and an owner
/// that wants painters to share glyphs (light and dark pictures of one layout draw the same
/// glyphs, often on different threads) gives them the same cache. What a painter draws never
/// depends on what the cache holds. It stops taking glyphs once it holds `capacity` spans.
public final class GlyphSpanCache: Sendable {
    /// The capacity of a painter's own cache: 4 million spans (32 MB).
    public static let defaultCapacity = 4_000_000

    /// A span of equal coverage on one row, relative to the glyph origin's pixel (y up, as
    /// FreeType's raster coordinates run).
    struct Span: Sendable {
        var x: Int16
        var y: Int16
        var length: UInt16
        var coverage: UInt8
    }

    /// One glyph's spans and the whole-pixel box they lie in (relative to the origin's pixel,
    /// y up; minimum inclusive, maximum exclusive).
    struct Glyph: Sendable {
        var minX: Int32, minY: Int32, maxX: Int32, maxY: Int32
        var spans: ContiguousArray<Span>
    }

    /// A glyph of a font at a size, with its origin's place inside a pixel.
    struct Key: Hashable, Sendable {
        var face: Int32
        var glyph: UInt32
        var fraction: UInt16
    }

    struct FaceAtSize: Hashable {
        var font: FontFile
        var size: Int
    }

    private struct Contents {
        var faces: [FaceAtSize: Int32] = [:]
        var glyphs: [Key: Glyph] = [:]
        var spans = 0
        /// The memory the kept glyphs' spans take, capacity and all.
        var bytes = 0
        var lookups = 0
        var hits = 0
    }

    private let contents = Locked(Contents())
    private let capacity: Int

    /// An empty cache that keeps glyphs until it holds `capacity` spans.
    public init(capacity: Int = GlyphSpanCache.defaultCapacity) {
        self.capacity = capacity
    }

    /// How many glyphs the cache holds, how often a painter looked for one, and how often it
    /// was there (whether it could be used depends on the clip).
    public var statistics: (glyphs: Int, lookups: Int, hits: Int) {
        contents.withLock { ($0.glyphs.count, $0.lookups, $0.hits) }
    }

    /// How many spans the cache holds, and how many bytes of memory they take (more only by
    /// what an array rounds its capacity up to).
    public var held: (spans: Int, bytes: Int) {
        contents.withLock { ($0.spans, $0.bytes) }
    }

    /// A number for `font` at `size` (26.6 pixels an em), the same for the same pair.
    func faceNumber(_ font: FontFile, size: Int) -> Int32 {
        contents.withLock { contents in
            let key = FaceAtSize(font: font, size: size)
            if let number = contents.faces[key] { return number }
            let number = Int32(truncatingIfNeeded: contents.faces.count)
            contents.faces[key] = number
            return number
        }
    }

    /// The glyph kept for `key`, if any.
    func glyph(_ key: Key) -> Glyph? {
        contents.withLock { contents in
            contents.lookups += 1
            let glyph = contents.glyphs[key]
            if glyph != nil { contents.hits += 1 }
            return glyph
        }
    }

    /// Whether the cache still takes glyphs (a painter then records a glyph's spans for it).
    var takesMore: Bool {
        contents.withLock { $0.spans < capacity }
    }

    /// Keeps `glyph` for `key`, unless the cache is full; true when the cache holds it for `key`.
    @discardableResult
    func keep(_ glyph: Glyph, for key: Key) -> Bool {
        contents.withLock { contents in
            guard contents.spans < capacity, contents.spans + glyph.spans.count <= capacity, contents.glyphs[key] == nil else {
                // Kept already (by another painter: the same spans) counts as kept.
                return contents.glyphs[key] != nil
            }
            contents.glyphs[key] = glyph
            contents.spans += glyph.spans.count
            contents.bytes += glyph.spans.capacity * MemoryLayout<Span>.stride
            return true
        }
    }
}
