import ButtonStackBase
import ButtonStackConcurrency
import PNGFiles
import StackEngine
import Rasterizer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one render thread draws and encodes with: a painter (its FreeType faces, the canvas it
/// takes back) and a PNG encoder (its buffers).
///
/// Workers are kept by the engine between the runs of one process — a render service's requests,
/// a test's renders — and a run's threads take warm ones: a new painter opens each font again for
/// FreeType (Noto Sans CJK's face takes 0.9–1.5 ms to open, its first glyph 0.4 ms), and a new
/// encoder allocates again. A worker is used by one thread at a time, handed over under a lock.
public final class RenderWorker: @unchecked Sendable {
    // @unchecked Sendable: a worker is only used by the thread that took it from the pool, and
    // the pool's lock orders one thread's use before the next one's.

    /// Draws the pictures.
    public let painter: Painter
    /// Encodes them as PNG.
    public let encoder: PNGEncoder
    /// Memory a contact sheet's cell is drawn in, kept for the next cell (each is most of a
    /// megabyte, and fresh memory for every one spread the heap).
    var sheetMemory: [UInt8] = []

    private init(glyphCache: GlyphSpanCache) throws {
        painter = try Painter(glyphCache: glyphCache)
        encoder = PNGEncoder()
    }

    /// A worker from `engine`'s pool, or a new one when none is idle.
    public static func take(from engine: ButtonStackEngine) throws -> RenderWorker {
        try engine.keeps.value(Pool.init).take()
    }

    /// Puts `worker` back in `engine`'s pool for the next run; beyond one per core it is let go.
    public static func keep(_ worker: RenderWorker, in engine: ButtonStackEngine) {
        engine.keeps.value(Pool.init).keep(worker)
    }

    /// The idle workers an engine keeps between the runs of one process, and the glyph cache
    /// their painters share (each glyph rasterized once, whichever thread meets it first).
    final class Pool: Sendable {
        private let idle = Locked<[RenderWorker]>([])
        private let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        private let glyphCache = GlyphSpanCache(capacity: GlyphSpanCache.defaultCapacity)

        func take() throws -> RenderWorker {
            try idle.withLock { $0.popLast() } ?? RenderWorker(glyphCache: glyphCache)
        }

        func keep(_ worker: RenderWorker) {
            idle.withLock { idle in
                if idle.count < cores { idle.append(worker) }
            }
        }
    }
}
