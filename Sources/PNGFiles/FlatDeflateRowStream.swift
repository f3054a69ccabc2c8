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
        private var rowLength: Int, pixelLength: Int
        private let tokens = TokenBuffer()
        private let writer = BitWriter(capacity: 1 << 16)
        /// Rows kept from earlier calls, then the rows of this call.
        private var rows: UnsafeMutablePointer<UInt8>
        private var capacity: Int
        private var keptRows = 0
        /// Rows kept between calls: enough that a match can reach nothing they do not hold.
        private var rowsToKeep: Int
        /// For each row in ``rows``, whether it repeats the row above.
        private var repeats: [Bool] = []
        private var finished = false

        /// A stream of rows `rowLength` bytes long; `zlibHeader` false for raw DEFLATE cut into
        /// bands (``endBand()``), whose file puts the header and checksum round them itself.
        init(rowLength: Int, pixelLength: Int, zlibHeader: Bool = true) {
            self.rowLength = rowLength
            self.pixelLength = pixelLength
            rowsToKeep = Self.rowsToKeep(rowLength)
            capacity = rowLength * (rowsToKeep + 64)
            rows = .allocate(capacity: capacity)
            start(zlibHeader: zlibHeader)
        }

        /// ``rowsToKeep`` for rows of `rowLength` bytes.
        private static func rowsToKeep(_ rowLength: Int) -> Int {
            (FlatDeflate.window + rowLength - 1) / rowLength
        }

        /// Starts afresh in the memory it has: no rows, no tokens, no places seen, nothing written
        /// but the zlib header when asked.
        private func start(zlibHeader: Bool) {
            keptRows = 0
            repeats.removeAll(keepingCapacity: true)
            tokens.start(rowLength: rowLength)
            writer.removeAll()
            if zlibHeader {
                writer.appendByte(0x78)  // as `zlibStream`: deflate, 32 KB window
                writer.appendByte(0x01)
            }
        }

        /// Ends the rows appended since the last band as a band of their own, and returns its
        /// DEFLATE bytes and the Adler-32 of its rows: its tokens in a block that is not final,
        /// then an empty stored block (a "full flush"), so that the bytes end on a byte's edge and
        /// the next band starts afresh — no match reaches back into this one, no place seen in it
        /// is looked up again. A band's bytes therefore depend on its own rows only, and a file's
        /// bands can be copied from one file into another.
        func endBand() -> (deflate: [UInt8], adler: UInt32) {
            precondition(!finished, "no band after finish()")
            if !tokens.isEmpty {
                tokens.writeBlock(to: writer, final: false)
                tokens.removeAll()
            }
            writer.write(0, bits: 3)  // BFINAL 0, BTYPE 00 (stored)
            writer.flushToByte()
            for byte: UInt8 in [0x00, 0x00, 0xFF, 0xFF] { writer.appendByte(byte) }  // LEN 0, NLEN its complement
            let band = (deflate: Array(writer.written), adler: tokens.adler.value)
            start(zlibHeader: false)
            return band
        }

        deinit { rows.deallocate() }

        /// Starts a new zlib stream (header and checksum included, whatever this one was made
        /// with) of rows `rowLength` bytes long in the same memory (its rows, tokens and output,
        /// grown only for wider rows), as a new stream would: a worker that encodes picture after
        /// picture allocates once.
        func restart(rowLength: Int, pixelLength: Int) {
            self.rowLength = rowLength
            self.pixelLength = pixelLength
            rowsToKeep = Self.rowsToKeep(rowLength)
            if rowLength * (rowsToKeep + 64) > capacity {
                rows.deallocate()
                capacity = rowLength * (rowsToKeep + 64)
                rows = .allocate(capacity: capacity)
            }
            finished = false
            start(zlibHeader: true)
        }

        /// Compresses `newRows` more rows after the rows before, which `write` puts at the pointer it
        /// is given (whole rows, one after another; two bytes past the last may be written too).
        func append(rows newRows: Int, _ write: (UnsafeMutableRawPointer) -> Void) {
            appendRows(newRows, knowingRepeats: { buffer in
                write(buffer)
                return nil
            })
        }

        /// ``append(rows:_:)``, where `write` may also say which of its rows repeat the row
        /// before (the first one the last row appended): an array of one flag a row, or nil to
        /// have the rows compared here. A caller that compared the rows before converting them
        /// spares the stream comparing them again.
        func appendRows(_ newRows: Int, knowingRepeats write: (UnsafeMutableRawPointer) -> [Bool]?) {
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
            if let known = write(UnsafeMutableRawPointer(rows + keptRows * rowLength)) {
                precondition(known.count == newRows, "one repeat flag a row appended")
                repeats += known
            } else {
                for row in keptRows..<total {
                    repeats.append(row > 0 && memcmp(rows + (row - 1) * rowLength, rows + row * rowLength, rowLength) == 0)
                }
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
            keptRows = total
            keepLastRows()
        }

        /// Appends one row, which `write` puts at the pointer it is given (two bytes past it may be
        /// written too), known to have the bytes of the last row appended (there must be one)
        /// except in `changed`: sorted byte ranges of the row that do not overlap. Only those
        /// ranges are searched for repeats and summed for the checksum; the rest of the row is the
        /// row above again. Not the stream ``append(rows:_:)`` would make of the same rows, but one
        /// that decodes to them.
        func appendRow(changed: [Range<Int>], _ write: (UnsafeMutableRawPointer) -> Void) {
            precondition(!finished && keptRows > 0, "a row that changes the row above needs a row before it")
            if (keptRows + 1) * rowLength + 2 > capacity { keepLastRows() }
            write(UnsafeMutableRawPointer(rows + keptRows * rowLength))
            repeats.append(false)
            if tokens.isFull {
                tokens.writeBlock(to: writer, final: false)
                tokens.removeAll()
            }
            tokens.fillRow(keptRows, of: UnsafeBufferPointer(start: rows, count: (keptRows + 1) * rowLength), rowLength: rowLength,
                           pixelLength: pixelLength, changed: changed)
            keptRows += 1
        }

        /// Moves the last rows a match can reach to the start of the buffer, and what was seen with them.
        private func keepLastRows() {
            let keep = min(keptRows, rowsToKeep), dropped = keptRows - keep
            guard dropped > 0 else { return }
            rows.update(from: rows + dropped * rowLength, count: keep * rowLength)
            repeats.removeFirst(dropped)
            tokens.rebaseSeen(by: dropped * rowLength)
            keptRows = keep
        }

        /// Appends `count` rows with the bytes of the last row appended (there must be one): the same
        /// stream as appending that many copies. The first copies are made, as many as a match can
        /// reach back over; after them every row a match can reach holds these bytes and no earlier
        /// place is in reach, so each further row is only counted: the tokens of the last row again
        /// (a row equal to the row above never looks further back) and its checksum sums again.
        /// A page's blank space between rows of cells costs a few tokens a row so, not its bytes.
        func appendRepeats(_ count: Int) {
            guard count > 0 else { return }
            precondition(!finished && keptRows > 0, "a repeated row needs a row before it")
            let copies = min(count, rowsToKeep), rowLength = self.rowLength
            append(rows: copies) { buffer in
                for copy in 0..<copies {
                    (buffer + copy * rowLength).copyMemory(from: buffer + (copy - 1) * rowLength, byteCount: rowLength)
                }
            }
            // Now every kept row is a copy (the rows before them were let go, their places seen with them).
            var left = count - copies
            while left > 0 {
                if tokens.isFull {
                    tokens.writeBlock(to: writer, final: false)
                    tokens.removeAll()
                }
                left -= tokens.fillRepeats(left, of: UnsafeBufferPointer(start: rows, count: keptRows * rowLength), row: keptRows - 1,
                                           rowLength: rowLength, pixelLength: pixelLength)
            }
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
