#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Rasterizer

/// An opaque picture as RGB bytes, 3 a pixel: what a band's rows are made of. Each run of rows
/// with the same bytes is held once (a thumbnail of an interface picture repeats about half of its
/// rows: its margins, a button's flat inside), so a band waiting for its last cells holds less
/// than half the memory of its canvases.
public struct OpaquePicture: Sendable {
    /// Its size in pixels.
    public let width: Int, height: Int
    /// Where its distinct rows are, `width × 3` bytes each: give it to a later picture once this
    /// one is not needed any more.
    public let memory: Memory
    /// For each row, whether it has the bytes of the row above it (row 0 never): what lets a page
    /// encoder know a row of the page repeats the row above without comparing it.
    public let repeatsRowAbove: [Bool]
    /// For each row, which of the rows held in ``memory`` has its bytes.
    private let heldRow: [Int32]

    /// Bytes for pictures, kept to be used again by the next (``init(_:memory:)``): pictures made
    /// and let go one after another in memory of their own each spread the heap with holes.
    public final class Memory: @unchecked Sendable {
        // @unchecked Sendable: the bytes are written once, while a picture is made in them (by
        // the one thread that holds the memory), and only read after.
        let bytes: UnsafeMutableRawPointer
        /// How many bytes it holds.
        public let capacity: Int

        /// Memory of `capacity` bytes.
        public init(capacity: Int) {
            self.capacity = max(capacity, 1)
            bytes = .allocate(byteCount: self.capacity + 2, alignment: 16)  // `packRGB`'s spare bytes
        }

        deinit { bytes.deallocate() }
    }

    /// The pixels of `canvas`, or nil when one is not opaque.
    public init?(_ canvas: Canvas) {
        self.init(canvas, memory: { _ in nil })
    }

    /// The pixels of `canvas` in the memory `memory` gives for the bytes its distinct rows need
    /// (new memory when it gives none, or too little), or nil when a pixel is not opaque. The
    /// memory must not be another picture's that is still in use.
    public init?(_ canvas: Canvas, memory: (_ bytes: Int) -> Memory?) {
        let width = canvas.width, height = canvas.height, rowBytes = width * 3
        // Rows equal to the row above, found on the canvas's own bytes (for opaque pixels, equal
        // RGBA is equal RGB), before any memory is taken: only the others are held.
        var repeats = [Bool](repeating: false, count: height)
        canvas.pixels.withUnsafeBytes { pixels in
            guard let pixels = pixels.baseAddress, height > 1 else { return }
            for y in 1..<height { repeats[y] = memcmp(pixels + (y - 1) * width * 4, pixels + y * width * 4, width * 4) == 0 }
        }
        let held = height - repeats.count { $0 }
        let count = held * rowBytes
        let memory = memory(count).flatMap { $0.capacity >= count ? $0 : nil } ?? Memory(capacity: count)
        var heldRow = [Int32](repeating: 0, count: height)
        let opaque = canvas.pixels.withUnsafeBytes { pixels in
            guard let pixels = pixels.baseAddress else { return true }
            var opaque = true, next = -1
            for y in 0..<height {
                if !repeats[y] {
                    next += 1
                    opaque = PNGCodec.packRGB(from: pixels + y * width * 4, into: memory.bytes + next * rowBytes, width: width) && opaque
                }
                heldRow[y] = Int32(max(next, 0))
            }
            return opaque
        }
        guard opaque else { return nil }
        self.width = width
        self.height = height
        self.memory = memory
        self.heldRow = heldRow
        repeatsRowAbove = repeats
    }

    /// The RGB bytes of row `y` (`width × 3` of them), valid while the picture is.
    public func row(_ y: Int) -> UnsafeRawPointer {
        UnsafeRawPointer(memory.bytes + Int(heldRow[y]) * width * 3)
    }
}
