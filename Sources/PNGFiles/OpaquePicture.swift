#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Rasterizer

/// An opaque picture as RGB bytes, 3 a pixel: what a band's rows are made of, in three quarters
/// of the memory of its canvas.
public struct OpaquePicture: Sendable {
    /// Its size in pixels.
    public let width: Int, height: Int
    /// Where its RGB is, `width × 3` bytes a row: give it to a later picture once this one is
    /// not needed any more.
    public let memory: Memory
    /// For each row, whether it has the bytes of the row above it (row 0 never): what lets a page
    /// encoder know a row of the page repeats the row above without comparing it.
    public let repeatsRowAbove: [Bool]

    /// Bytes for pictures, kept to be used again by the next (``init(_:reusing:)``): pictures made
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
        self.init(canvas, reusing: nil)
    }

    /// The pixels of `canvas` in `memory` when it holds them (else in new memory), or nil when
    /// one is not opaque. The memory must not be another picture's that is still in use.
    public init?(_ canvas: Canvas, reusing memory: Memory?) {
        let count = canvas.width * canvas.height * 3
        let memory = memory.flatMap { $0.capacity >= count ? $0 : nil } ?? Memory(capacity: count)
        let rowBytes = canvas.width * 3
        var repeats = [Bool](repeating: false, count: canvas.height)
        // Row by row, each compared with the row above while both are fresh in the cache.
        let opaque = canvas.pixels.withUnsafeBytes { pixels in
            guard let pixels = pixels.baseAddress else { return true }
            var opaque = true
            for y in 0..<canvas.height {
                let row = memory.bytes + y * rowBytes
                opaque = PNGCodec.packRGB(from: pixels + y * canvas.width * 4, into: row, width: canvas.width) && opaque
                repeats[y] = y > 0 && memcmp(row - rowBytes, row, rowBytes) == 0
            }
            return opaque
        }
        guard opaque else { return nil }
        width = canvas.width
        height = canvas.height
        self.memory = memory
        repeatsRowAbove = repeats
    }
}
