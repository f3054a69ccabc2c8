#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An opaque picture encoded as PNG a band of rows at a time, top to bottom, so that a picture far
/// larger than memory should hold (a contact sheet page of 40 Mpx is 160 MB of RGBA) needs only
/// its band in memory and the compressed bytes so far.
///
/// The file is byte for byte what ``PNGEncoder/encode(_:)`` makes of the whole picture: the same
/// RGB scanlines go through the same compressor, which keeps the last 32 KB of rows (as far as
/// DEFLATE looks back) between bands, so no repeat is found differently. Every pixel must be
/// opaque (alpha is not written); rows are at most 10,922 px wide (an RGB row within DEFLATE's
/// window).
public final class PNGBandEncoder {
    /// The picture's size in pixels.
    public let width: Int, height: Int
    /// Rows appended so far.
    public private(set) var rowsAppended = 0
    private let stream: FlatDeflate.RowStream
    /// One band's RGB scanlines, reused band after band.
    private var scanlines: [UInt8] = []

    /// The widest picture this encoder takes: its RGB rows reach DEFLATE's window and no further.
    public static let maximumWidth = (FlatDeflate.window - 1) / 3

    /// Why a band could not be appended.
    public struct BandError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// An encoder for a picture of `width` × `height` pixels.
    /// - Throws: ``BandError`` when `width` exceeds ``maximumWidth`` or a side is below 1.
    public init(width: Int, height: Int) throws(BandError) {
        guard width >= 1, height >= 1, width <= Self.maximumWidth else {
            throw BandError(description: "a picture of \(width)×\(height) px cannot be encoded in bands (1 to \(Self.maximumWidth) px wide)")
        }
        self.width = width
        self.height = height
        stream = FlatDeflate.RowStream(rowLength: width * 3 + 1, pixelLength: 3)
    }

    /// Appends `band`'s rows below those appended before.
    /// - Throws: ``BandError`` when the band is not the picture's width, would run past its
    ///   height, or has a pixel that is not opaque.
    public func append(_ band: Canvas) throws(BandError) {
        guard band.width == width, rowsAppended + band.height <= height else {
            throw BandError(description: "a band of \(band.width)×\(band.height) px does not fit rows \(rowsAppended)… of a \(width)×\(height) picture")
        }
        let rowLength = width * 3 + 1
        // Two spare bytes for the wide stores of `packRGB`.
        let needed = rowLength * band.height + 2
        if scanlines.count < needed { scanlines = [UInt8](repeating: 0, count: needed) }
        let opaque = band.pixels.withUnsafeBytes { pixels in
            scanlines.withUnsafeMutableBytes { rows in
                guard let source = pixels.baseAddress, let target = rows.baseAddress else { return true }
                var opaque = true
                for y in 0..<band.height {
                    let row = target + y * rowLength
                    row.storeBytes(of: 0, as: UInt8.self)  // filter: None
                    opaque = PNGCodec.packRGB(from: source + y * width * 4, into: row + 1, width: width) && opaque
                }
                return opaque
            }
        }
        guard opaque else { throw BandError(description: "a band of a picture encoded in bands has a pixel that is not opaque") }
        scanlines.withUnsafeBytes { rows in
            stream.append(UnsafeRawBufferPointer(rebasing: rows[..<(rowLength * band.height)]))
        }
        rowsAppended += band.height
    }

    /// The PNG file, once every row is appended.
    /// - Throws: ``BandError`` when rows are missing.
    public func finish() throws(BandError) -> [UInt8] {
        guard rowsAppended == height else {
            throw BandError(description: "\(rowsAppended) of \(height) rows were appended")
        }
        return PNGEncoder.file(width: width, height: height, opaque: true, compressed: stream.finish())
    }
}

extension FlatDeflate {
    /// A zlib stream made rows at a time: the tokens, blocks and checksum of
    /// ``Compressor/zlibStream(_:rowLength:pixelLength:repeatsRowAbove:)`` over all the rows,
    /// keeping only as many rows between calls as a match can reach back to.
    final class RowStream {
        private let rowLength: Int, pixelLength: Int
        private let tokens = TokenBuffer()
        private let writer = BitWriter(capacity: 1 << 16)
        /// Rows kept from earlier calls, then the rows of this call.
        private var rows: UnsafeMutablePointer<UInt8>
        private var capacity: Int
        private var keptRows = 0
        /// Rows kept between calls: enough that a match can reach nothing they do not hold.
        private let rowsToKeep: Int
        /// For each row in ``rows``, whether it repeats the row above.
        private var repeats: [Bool] = []
        private var finished = false

        init(rowLength: Int, pixelLength: Int) {
            self.rowLength = rowLength
            self.pixelLength = pixelLength
            rowsToKeep = (FlatDeflate.window + rowLength - 1) / rowLength
            capacity = rowLength * (rowsToKeep + 16)
            rows = .allocate(capacity: capacity)
            tokens.start(rowLength: rowLength)
            writer.appendByte(0x78)  // as `zlibStream`: deflate, 32 KB window
            writer.appendByte(0x01)
        }

        deinit { rows.deallocate() }

        /// Compresses `scanlines`, whole rows, after the rows before.
        func append(_ scanlines: UnsafeRawBufferPointer) {
            precondition(!finished && scanlines.count % rowLength == 0, "whole rows, before finish()")
            let newRows = scanlines.count / rowLength
            guard newRows > 0, let source = scanlines.baseAddress else { return }
            let total = keptRows + newRows
            if total * rowLength > capacity {
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: total * rowLength)
                larger.update(from: rows, count: keptRows * rowLength)
                rows.deallocate()
                rows = larger
                capacity = total * rowLength
            }
            UnsafeMutableRawPointer(rows + keptRows * rowLength).copyMemory(from: source, byteCount: scanlines.count)
            for row in keptRows..<total {
                repeats.append(row > 0 && memcmp(rows + (row - 1) * rowLength, rows + row * rowLength, rowLength) == 0)
            }
            // As `zlibStream`: a block is written when full, final only when no row follows it,
            // so a full block at the end of these rows waits for the next call or finish().
            var row = keptRows
            while row < total {
                if tokens.isFull {
                    tokens.writeBlock(to: writer, final: false)
                    tokens.removeAll()
                }
                row = tokens.fill(from: UnsafeBufferPointer(start: rows, count: total * rowLength), firstRow: row,
                                  rowLength: rowLength, pixelLength: pixelLength, repeatsRowAbove: repeats)
            }
            // Keep the last rows at the start of the buffer, and move what was seen with them.
            let keep = min(total, rowsToKeep), dropped = total - keep
            if dropped > 0 {
                rows.update(from: rows + dropped * rowLength, count: keep * rowLength)
                repeats.removeFirst(dropped)
                tokens.rebaseSeen(by: dropped * rowLength)
            }
            keptRows = keep
        }

        /// The whole zlib stream; nothing may be appended after it. In the stream's memory.
        func finish() -> UnsafeBufferPointer<UInt8> {
            if !finished {
                finished = true
                tokens.writeBlock(to: writer, final: true)
                writer.flushToByte()
                let adler = tokens.adler.value
                for shift in [24, 16, 8, 0] { writer.appendByte(UInt8(truncatingIfNeeded: adler >> UInt32(shift))) }
            }
            return writer.written
        }
    }
}
