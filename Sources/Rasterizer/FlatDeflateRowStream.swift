#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

        /// Compresses `newRows` more rows after the rows before, which `write` puts at the pointer it
        /// is given (whole rows, one after another; two bytes past the last may be written too).
        func append(rows newRows: Int, _ write: (UnsafeMutableRawPointer) -> Void) {
            precondition(!finished, "no rows after finish()")
            guard newRows > 0 else { return }
            let total = keptRows + newRows
            if total * rowLength + 2 > capacity {
                capacity = total * rowLength + 2
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
                larger.update(from: rows, count: keptRows * rowLength)
                rows.deallocate()
                rows = larger
            }
            write(UnsafeMutableRawPointer(rows + keptRows * rowLength))
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
