import ButtonStackBase
import ButtonStackFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Rasterizer

/// Encodes picture after picture as PNG in the same memory: the scanlines, the compressor's
/// tokens and its output are allocated once and grow to the largest picture seen. An opaque
/// picture (every one a render draws) is converted to RGB and compressed a few rows at a time, so
/// its scanlines are never held whole: a tall picture 834 pt wide at @3x would hold 20 MB of them.
///
/// Why bother: a render process that made these anew for every picture got fresh memory each
/// time (freed between pictures, the large blocks were split by the small ones the glyph cache
/// and the manifest keep, so the heap kept growing), and the kernel zeroes each new page on its
/// first touch: about 40 page faults a picture, a sixth of a fresh `render` process's time. One
/// encoder per thread; the bytes are ``PNGCodec/encode(_:)``'s.
public final class PNGEncoder {
    /// The PNG scanlines of the picture being encoded, each a filter byte and the row.
    private var rows: UnsafeMutablePointer<UInt8>
    /// The bytes ``rows`` holds: grown only by a picture that is not opaque.
    private(set) var rowsCapacity: Int
    /// For each row, whether it repeats the row above (then it is copied, not converted).
    private var repeats: [Bool] = []
    private let compressor = FlatDeflate.Compressor()
    /// The compressor of opaque pictures, a few rows at a time.
    private let rowStream = FlatDeflate.RowStream(rowLength: 1, pixelLength: 3)
    /// Rows converted to RGB a time: enough that moving the rows a match can reach to the
    /// front of the stream's memory after each batch costs little.
    private static let rowsAtATime = 256

    /// An encoder with no memory yet.
    public init() {
        rowsCapacity = 1 << 16
        rows = .allocate(capacity: rowsCapacity)
    }

    deinit { rows.deallocate() }

    /// The PNG bytes of `canvas`: 8-bit RGB when every pixel is opaque, else RGBA, rows unfiltered
    /// and compressed by ``FlatDeflate``; no chunk but IHDR, IDAT and IEND, so the same canvas
    /// always gives the same bytes. Rows too long for DEFLATE's window to reach the row above
    /// (wider than 8,191 px) go through libpng instead.
    public func encode(_ canvas: Canvas) throws -> [UInt8] {
        // RGB, streamed, which also finds whether every pixel is opaque; RGBA, whole, if one is not.
        if fitsWindow(canvas, channels: 3), let stream = streamedRGB(canvas) {
            return Self.file(width: canvas.width, height: canvas.height, opaque: true, compressed: stream)
        }
        guard fitsWindow(canvas, channels: 4) && scanlinesRGBA(canvas) else { return try PNGCodec.encodeWithLibpng(canvas) }
        let rowLength = canvas.width * 4 + 1
        let stream = compressor.zlibStream(UnsafeBufferPointer(start: rows, count: rowLength * canvas.height), rowLength: rowLength,
                                           pixelLength: 4, repeatsRowAbove: repeats)
        return Self.file(width: canvas.width, height: canvas.height, opaque: false, compressed: stream)
    }

    /// Writes `canvas` to `path` through a temporary file in the same folder and a rename, so an
    /// interrupted run never leaves a broken PNG behind.
    public func write(_ canvas: Canvas, to path: String) throws {
        try AtomicFile.write(try encode(canvas), to: path)
    }

    /// The zlib stream of `canvas`'s RGB scanlines, converted and compressed ``rowsAtATime`` rows
    /// at a time: the bytes ``FlatDeflate/Compressor`` makes of them all at once (the row stream
    /// keeps as many rows as a match can reach back over). Nil as soon as a pixel is not opaque.
    private func streamedRGB(_ canvas: Canvas) -> UnsafeBufferPointer<UInt8>? {
        let width = canvas.width, height = canvas.height, rowLength = width * 3 + 1
        rowStream.restart(rowLength: rowLength, pixelLength: 3)
        let opaque = canvas.pixels.withUnsafeBytes { pixels -> Bool in
            guard let source = pixels.baseAddress else { return false }
            var done = 0, opaque = true
            while done < height && opaque {
                let first = done, count = min(Self.rowsAtATime, height - done)
                rowStream.appendRows(count, knowingRepeats: { buffer in
                    var repeats = [Bool](repeating: false, count: count)
                    for y in 0..<count where opaque {
                        let row = buffer + y * rowLength, pixelRow = source + (first + y) * width * 4
                        if first + y > 0 && memcmp(pixelRow - width * 4, pixelRow, width * 4) == 0 {
                            // A row repeating the row above (the stream keeps the row above just before this one).
                            row.copyMemory(from: row - rowLength, byteCount: rowLength)
                            repeats[y] = true
                            continue
                        }
                        // The row's two spare bytes reach the next row's filter byte, written after.
                        opaque = PNGCodec.packRGB(from: pixelRow, into: row + 1, width: width)
                        row.storeBytes(of: 0, as: UInt8.self)  // the filter byte (None)
                        if !opaque {
                            // The picture goes as RGBA; the batch's rows left are zeros, never unwritten memory.
                            row.initializeMemory(as: UInt8.self, repeating: 0, count: (count - y) * rowLength)
                        }
                    }
                    return opaque ? repeats : nil
                })
                done += count
            }
            return opaque
        }
        return opaque ? rowStream.finish() : nil
    }

    /// Whether a row of `canvas` with `channels` bytes a pixel is within DEFLATE's reach of the row above.
    private func fitsWindow(_ canvas: Canvas, channels: Int) -> Bool {
        canvas.width * channels + 1 <= FlatDeflate.window
    }

    /// Fills ``rows`` with the PNG scanlines of `canvas` as RGBA (a picture not opaque), each a
    /// filter byte (0, None) and the row, and ``repeats``.
    private func scanlinesRGBA(_ canvas: Canvas) -> Bool {
        let width = canvas.width, height = canvas.height
        let rowLength = width * 4 + 1
        reserveRows(rowLength * height)
        repeats = [Bool](repeating: false, count: height)
        let target = rows
        return canvas.pixels.withUnsafeBytes { pixels in
            guard let source = pixels.baseAddress else { return false }
            for y in 0..<height {
                let row = target + y * rowLength
                row[0] = 0
                let pixelRow = source + y * width * 4
                if y > 0 && memcmp(pixelRow - width * 4, pixelRow, width * 4) == 0 {
                    repeats[y] = true
                    row.update(from: row - rowLength, count: rowLength)
                    continue
                }
                UnsafeMutableRawPointer(row + 1).copyMemory(from: pixelRow, byteCount: width * 4)
            }
            return true
        }
    }

    private func reserveRows(_ capacity: Int) {
        guard capacity > rowsCapacity else { return }
        rows.deallocate()
        rowsCapacity = capacity
        rows = .allocate(capacity: capacity)
    }

    /// A whole PNG file around `compressed`, the zlib stream of the scanlines, made in one block.
    static func file(width: Int, height: Int, opaque: Bool, compressed: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let signature = PNGChunkWriter.signature
        let header = PNGChunkWriter.header(width: width, height: height, opaque: opaque)
        let total = signature.count + 3 * 12 + header.count + compressed.count
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
            var writer = ChunkWriter(buffer: buffer)
            writer.append(signature)
            header.withUnsafeBufferPointer { writer.appendChunk("IHDR", $0) }
            writer.appendChunk("IDAT", compressed)
            writer.appendChunk("IEND", UnsafeBufferPointer(start: nil, count: 0))
            count = writer.count
        }
    }
}

/// Writes a PNG's bytes into a buffer made large enough for them (``PNGChunkWriter``'s chunks,
/// without growing an array: every image is written this way).
private struct ChunkWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, let target = buffer.baseAddress else { return }
        (target + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// A chunk: length, type, data, CRC of type and data.
    mutating func appendChunk(_ type: String, _ data: UnsafeBufferPointer<UInt8>) {
        append(PNGChunkWriter.bigEndian(UInt32(data.count)))
        let typeBytes = Array(type.utf8)
        append(typeBytes)
        append(data)
        append(PNGChunkWriter.bigEndian(PNGChunkWriter.crc(typeBytes, data)))
    }
}
