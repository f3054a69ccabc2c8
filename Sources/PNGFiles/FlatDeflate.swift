/// A DEFLATE compressor (RFC 1951, in a zlib stream, RFC 1950) made for flat interface pictures.
///
/// A screenshot of buttons is mostly runs of one colour and rows that repeat the row above, with
/// anti-aliased text between. zlib hashes every position to find repeats anywhere in the last
/// 32 KB; here each position asks only the two places a repeat in such a picture comes from:
///
/// 1. the pixel to the left (a run of one colour), and
/// 2. the same pixel in the row above (a tall shape, or a whole repeated row),
///
/// comparing eight bytes at a time — and, where neither repeats, (3) the last place the same
/// four bytes were seen (text repeats its letters) — and codes the result with Huffman codes made
/// for each block.
/// The files come out smaller than zlib's fastest level with PNG's Sub filter (what we wrote
/// before) at a fraction of its time; `button-stack-bench png` measures both on every committed
/// reference. The output depends only on the input bytes.
enum FlatDeflate {
    /// Compresses picture after picture in the same memory (its tokens, tables and output), so a
    /// worker that encodes many pictures allocates it once. One per thread.
    final class Compressor {
        private let tokens = TokenBuffer()
        private let writer = BitWriter(capacity: 1 << 16)

        /// The zlib stream of `data`, a PNG's filtered rows of `rowLength` bytes each (the filter
        /// byte included), `pixelLength` bytes a pixel; `repeatsRowAbove[y]` tells that row `y` has
        /// the same bytes as row `y − 1` (see below). `rowLength` must be at most 32,768, the
        /// farthest DEFLATE can look back.
        ///
        /// Matches never run past the end of a row, so a row's tokens depend only on its bytes and
        /// the row's above — except the last-seen look-up (3), which a row equal to the row above
        /// never reaches. A row equal to the two rows above it therefore gets exactly the tokens of
        /// the row before, which are copied instead of found again, and its Adler-32 sums are the
        /// previous row's: the same bytes as without the shortcut, for a memcmp per row.
        ///
        /// The bytes are in the compressor's memory: valid until its next call.
        func zlibStream(_ data: UnsafeBufferPointer<UInt8>, rowLength: Int, pixelLength: Int, repeatsRowAbove: [Bool]) -> UnsafeBufferPointer<UInt8> {
            writer.removeAll()
            writer.appendByte(0x78)  // deflate, 32 KB window
            writer.appendByte(0x01)  // fastest-compression flag; (0x78 << 8 | 0x01) is a multiple of 31
            // Nothing of the picture before is kept: its last-seen places would find other repeats.
            tokens.start(rowLength: rowLength)
            let rowCount = data.count / rowLength
            var row = 0
            repeat {
                row = tokens.fill(from: data, firstRow: row, rowLength: rowLength, pixelLength: pixelLength, repeatsRowAbove: repeatsRowAbove)
                tokens.writeBlock(to: writer, final: row >= rowCount)
                tokens.removeAll()
            } while row < rowCount
            writer.flushToByte()
            let adler = tokens.adler.value
            for shift in [24, 16, 8, 0] { writer.appendByte(UInt8(truncatingIfNeeded: adler >> UInt32(shift))) }
            return writer.written
        }
    }

    /// The farthest back a match may point.
    static let window = 32_768
}

// MARK: - Finding repeats

/// A block's worth of literals and matches, as one `UInt32` each: a byte below 256, or
/// `1 << 31 | length << 16 | distance`. Its storage is allocated once a picture and used through
/// pointers: this loop runs once per byte that is not part of a repeat.
final class TokenBuffer {
    /// Tokens a block holds at most: enough for its code tables to pay off, few enough that they
    /// follow the picture's changes.
    static let blockTokens = 1 << 16

    /// Room for a full block and one more row of literals.
    private var tokens: UnsafeMutablePointer<UInt32>
    private var tokenCapacity: Int
    private var count = 0
    /// The Adler-32 of the rows so far, summed as each is read.
    private(set) var adler = Checksums.RowAdler()
    private let literalCounts = UnsafeMutablePointer<Int>.allocate(capacity: 286)
    private let distanceCounts = UnsafeMutablePointer<Int>.allocate(capacity: 30)
    /// Where positions that found no near repeat were seen, by a hash of their next four bytes.
    private let seen = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << 12)
    // The tables, read once per picture rather than through a global's lazy check per token.
    private let lengthCode = DeflateTables.lengthCode
    private let distanceCode = DeflateTables.distanceCodes

    init() {
        tokenCapacity = Self.blockTokens + 4096
        tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: tokenCapacity)
        seen.initialize(repeating: -1, count: 1 << 12)
        literalCounts.initialize(repeating: 0, count: 286)
        distanceCounts.initialize(repeating: 0, count: 30)
    }

    /// Readies the buffer for a new picture of rows `rowLength` bytes long: no tokens, no places
    /// seen, a new checksum.
    func start(rowLength: Int) {
        if tokenCapacity < Self.blockTokens + rowLength {
            tokens.deallocate()
            tokenCapacity = Self.blockTokens + rowLength
            tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: tokenCapacity)
        }
        seen.update(repeating: -1, count: 1 << 12)
        adler = Checksums.RowAdler()
        removeAll()
    }

    deinit {
        tokens.deallocate()
        literalCounts.deallocate()
        distanceCounts.deallocate()
        seen.deallocate()
    }

    /// Whether the block holds as many tokens as a block should: it is written before any more.
    var isFull: Bool { count >= Self.blockTokens }
    /// Whether the block holds no token yet.
    var isEmpty: Bool { count == 0 }

    /// Moves every place seen `bytes` earlier, for rows that moved that far towards the start
    /// of their buffer; places before the start are forgotten (they were out of reach anyway).
    func rebaseSeen(by bytes: Int) {
        // A place before the start (below `bytes`) becomes -1, forgotten: one max, no branch.
        let shift = Int32(clamping: bytes)
        for slot in 0..<(1 << 12) { seen[slot] = max(seen[slot] &- shift, -1) }
    }

    func removeAll() {
        count = 0
        literalCounts.update(repeating: 0, count: 286)
        distanceCounts.update(repeating: 0, count: 30)
    }

    /// Adds the tokens of `data`'s rows from `firstRow` until the block is full or the rows end;
    /// returns the row it stopped before.
    func fill(from data: UnsafeBufferPointer<UInt8>, firstRow: Int, rowLength: Int, pixelLength: Int, repeatsRowAbove: [Bool]) -> Int {
        guard let base = data.baseAddress else { return firstRow }
        let rowCount = data.count / rowLength
        var row = firstRow
        var previousTokens: Range<Int>? = nil  // the row before's tokens, when in this block
        while row < rowCount && count < Self.blockTokens {
            let first = count
            if row >= 2 && repeatsRowAbove[row] && repeatsRowAbove[row - 1], let previousTokens {
                copyTokens(previousTokens)
            } else {
                tokenize(base, from: row * rowLength, to: (row + 1) * rowLength, rowLength: rowLength, pixelLength: pixelLength)
            }
            previousTokens = first..<count
            adler.append(UnsafeBufferPointer(start: base + row * rowLength, count: rowLength),
                         repeatsPrevious: row > 0 && repeatsRowAbove[row])
            row += 1
        }
        return row
    }

    /// Adds the tokens of up to `count` rows, each with the bytes of `data`'s row `row`, which
    /// repeats the row above it, until the block is full; returns how many rows it added. A row
    /// equal to the row above is matched against it (or the pixel to its left) to its end and
    /// never looks further back, so its tokens are those of `row` itself, copied after the first.
    func fillRepeats(_ count: Int, of data: UnsafeBufferPointer<UInt8>, row: Int, rowLength: Int, pixelLength: Int) -> Int {
        guard let base = data.baseAddress else { return 0 }
        let bytes = UnsafeBufferPointer(start: base + row * rowLength, count: rowLength)
        var added = 0
        var previousTokens: Range<Int>? = nil
        while added < count && self.count < Self.blockTokens {
            let first = self.count
            if let previousTokens {
                copyTokens(previousTokens)
            } else {
                tokenize(base, from: row * rowLength, to: (row + 1) * rowLength, rowLength: rowLength, pixelLength: pixelLength)
            }
            previousTokens = first..<self.count
            adler.append(bytes, repeatsPrevious: true)
            added += 1
        }
        return added
    }

    /// Adds the tokens of `data`'s row `row`, which has the bytes of the row above it except in
    /// `changed` (sorted byte ranges of the row that do not overlap; the row above must be in
    /// `data`). What did not change is the row above's again, as matches a row back found without
    /// comparing a byte; only the changed ranges are searched, each as far as its end.
    func fillRow(_ row: Int, of data: UnsafeBufferPointer<UInt8>, rowLength: Int, pixelLength: Int, changed: [Range<Int>]) {
        guard let base = data.baseAddress, row >= 1 else { return }
        let start = row * rowLength
        var position = 0
        func repeatAbove(until end: Int) {
            while end - position >= 3 {
                // Matches of 3 bytes at least: a piece of 1 or 2 left over is left to the one before.
                var length = min(258, end - position)
                if (1...2).contains(end - position - length) { length -= 3 }
                addMatch(length: length, distance: rowLength)
                position += length
            }
            while position < end {
                let byte = base[start + position]
                tokens[count] = UInt32(byte)
                count += 1
                literalCounts[Int(byte)] += 1
                position += 1
            }
        }
        for range in changed {
            repeatAbove(until: range.lowerBound)
            tokenize(base, from: start + range.lowerBound, to: start + range.upperBound, rowLength: rowLength, pixelLength: pixelLength)
            position = range.upperBound
        }
        repeatAbove(until: rowLength)
        adler.append(UnsafeBufferPointer(start: base + start, count: rowLength), above: base + start - rowLength, changed: changed)
    }

    /// Appends the tokens in `range` again.
    private func copyTokens(_ range: Range<Int>) {
        for index in range {
            let token = tokens[index]
            tokens[count] = token
            count += 1
            if token < 256 {
                literalCounts[Int(token)] += 1
            } else {
                literalCounts[257 + Int(lengthCode[Int(token >> 16 & 0x1FF)])] += 1
                distanceCounts[Int(distanceCode[Int(token & 0xFFFF)])] += 1
            }
        }
    }

    /// Finds the tokens of the bytes `start..<end` (one row).
    private func tokenize(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, rowLength: Int, pixelLength: Int) {
        var position = start
        while position < end {
            let limit = min(258, end - position)
            // (1) The pixel to the left, (2) the row above.
            let leftLength = position >= pixelLength ? matchLength(base + position, base + position - pixelLength, limit) : 0
            // Taking the left match on a tie, a full-length one needs no look above.
            let aboveLength = position >= rowLength && leftLength < limit
                ? matchLength(base + position, base + position - rowLength, limit) : 0
            // A far match costs more bits than a near one (a distance of a row takes 10–13 extra
            // bits, of a pixel none), so it must be longer to be taken.
            if leftLength >= 3 && leftLength >= aboveLength {
                addMatch(length: leftLength, distance: pixelLength)
                position += leftLength
            } else if aboveLength >= 5 {
                addMatch(length: aboveLength, distance: rowLength)
                position += aboveLength
            } else if leftLength >= 3 {
                addMatch(length: leftLength, distance: pixelLength)
                position += leftLength
            } else if let (length, distance) = earlierMatch(base, at: position, limit: limit), length > aboveLength {
                // (3) Neither: the last place these four bytes were seen (a letter drawn before).
                addMatch(length: length, distance: distance)
                position += length
            } else {
                // No repeat starts here: a pixel's worth of literals (a repeat rarely starts
                // inside a pixel that is new).
                let literalEnd = min(position + pixelLength, end)
                while position < literalEnd {
                    let byte = base[position]
                    tokens[count] = UInt32(byte)
                    count += 1
                    literalCounts[Int(byte)] += 1
                    position += 1
                }
            }
        }
    }

    /// A repeat of at least five bytes from the last position with the same four-byte hash, if
    /// it is within reach; records this position either way.
    private func earlierMatch(_ base: UnsafePointer<UInt8>, at position: Int, limit: Int) -> (Int, Int)? {
        guard limit >= 5 else { return nil }
        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt32.self)
        let slot = Int((word &* 2_654_435_761) >> 20)
        let earlier = Int(seen[slot])
        seen[slot] = Int32(position)
        guard earlier >= 0, position - earlier <= FlatDeflate.window else { return nil }
        let length = matchLength(base + position, base + earlier, limit)
        return length >= 5 ? (length, position - earlier) : nil
    }

    private func addMatch(length: Int, distance: Int) {
        tokens[count] = 1 << 31 | UInt32(length) << 16 | UInt32(distance)
        count += 1
        literalCounts[257 + Int(lengthCode[length])] += 1
        distanceCounts[Int(distanceCode[distance])] += 1
    }

    /// How many bytes at `a` equal those at `b`, up to `limit`, eight at a time.
    private func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
        // Wrapping arithmetic: `limit` is at most 258, nothing here can overflow.
        var length = 0
        while length &+ 8 <= limit {
            let x = UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self)
            if x != y { return length &+ (x ^ y).littleEndian.trailingZeroBitCount &>> 3 }
            length &+= 8
        }
        while length < limit && a[length] == b[length] { length &+= 1 }
        return length
    }

    // MARK: - Coding a block

    /// Writes the tokens as one block with its own Huffman codes (BTYPE 2).
    func writeBlock(to writer: BitWriter, final: Bool) {
        literalCounts[256] += 1  // end of block
        let literalLengths = HuffmanCode.lengths(for: Array(UnsafeBufferPointer(start: literalCounts, count: 286)), limit: 15)
        let distanceLengths = HuffmanCode.lengths(for: Array(UnsafeBufferPointer(start: distanceCounts, count: 30)), limit: 15)
        let literalCodes = HuffmanCode.codes(for: literalLengths)
        let distanceCodes = HuffmanCode.codes(for: distanceLengths)

        writer.write(final ? 1 : 0, bits: 1)
        writer.write(2, bits: 2)
        writeCodeLengths(literalLengths, distanceLengths, to: writer)
        // Each length's and distance code's Huffman code and extra bits as one write each.
        var lengthWrites = [(value: UInt32, bits: Int)](repeating: (0, 0), count: 259)
        for length in 3...258 {
            let code = Int(lengthCode[length]), symbol = 257 + code
            let codeBits = Int(literalLengths[symbol])
            lengthWrites[length] = (literalCodes[symbol] | UInt32(length - DeflateTables.lengthBase[code]) << UInt32(codeBits),
                                    codeBits + DeflateTables.lengthExtraBits[code])
        }
        let distanceBase = DeflateTables.distanceBase.map(UInt32.init), distanceExtra = DeflateTables.distanceExtraBits
        lengthWrites.withUnsafeBufferPointer { lengthWrites in
            literalCodes.withUnsafeBufferPointer { literalCodes in
                literalLengths.withUnsafeBufferPointer { literalLengths in
                    for token in UnsafeBufferPointer(start: tokens, count: count) {
                        if token < 256 {
                            writer.write(literalCodes[Int(token)], bits: Int(literalLengths[Int(token)]))
                            continue
                        }
                        let length = lengthWrites[Int(token >> 16 & 0x1FF)]
                        writer.write(length.value, bits: length.bits)
                        let distance = token & 0xFFFF
                        let code = Int(distanceCode[Int(distance)])
                        let codeBits = Int(distanceLengths[code])
                        writer.write(distanceCodes[code] | (distance - distanceBase[code]) << UInt32(codeBits),
                                     bits: codeBits + distanceExtra[code])
                    }
                }
            }
        }
        writer.write(literalCodes[256], bits: Int(literalLengths[256]))
    }

    /// The block header after BTYPE: both code tables as code lengths, run-length coded with
    /// symbols 16–18 and themselves Huffman coded (RFC 1951 §3.2.7).
    private func writeCodeLengths(_ literalLengths: [UInt8], _ distanceLengths: [UInt8], to writer: BitWriter) {
        let literalCount = max(257, (literalLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let lengths = Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount])

        // Run-length code the lengths: (symbol, extra value) pairs.
        var symbols: [(symbol: Int, extra: Int)] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var run = 1
            while index + run < lengths.count && lengths[index + run] == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 { let take = min(run, 138); symbols.append((18, take - 11)); run -= take }
                if run >= 3 { symbols.append((17, run - 3)); run = 0 }
            } else {
                symbols.append((Int(value), 0))
                run -= 1
                while run >= 3 { let take = min(run, 6); symbols.append((16, take - 3)); run -= take }
            }
            for _ in 0..<run { symbols.append((Int(value), 0)) }
        }
        var counts = [Int](repeating: 0, count: 19)
        for entry in symbols { counts[entry.symbol] += 1 }
        let codeLengthLengths = HuffmanCode.lengths(for: counts, limit: 7)
        let codeLengthCodes = HuffmanCode.codes(for: codeLengthLengths)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        let orderCount = max(4, (order.lastIndex { codeLengthLengths[$0] != 0 } ?? 0) + 1)

        writer.write(UInt32(literalCount - 257), bits: 5)
        writer.write(UInt32(distanceCount - 1), bits: 5)
        writer.write(UInt32(orderCount - 4), bits: 4)
        for symbol in order.prefix(orderCount) { writer.write(UInt32(codeLengthLengths[symbol]), bits: 3) }
        for entry in symbols {
            writer.write(codeLengthCodes[entry.symbol], bits: Int(codeLengthLengths[entry.symbol]))
            switch entry.symbol {
            case 16: writer.write(UInt32(entry.extra), bits: 2)
            case 17: writer.write(UInt32(entry.extra), bits: 3)
            case 18: writer.write(UInt32(entry.extra), bits: 7)
            default: break
            }
        }
    }
}

// MARK: - Huffman codes

/// Length-limited canonical Huffman codes.
enum HuffmanCode {
    /// A code length (0 = unused) for each symbol of `counts`, none above `limit`. Ties are
    /// broken by symbol, so equal counts give equal codes. At least two symbols get a code, as
    /// every decoder accepts. When the optimal code is too deep, the counts are flattened (halved,
    /// rounding up) until it fits.
    static func lengths(for counts: [Int], limit: Int) -> [UInt8] {
        var weights = counts
        var used = weights.indices.filter { weights[$0] > 0 }
        for symbol in weights.indices where used.count < 2 && weights[symbol] == 0 {
            weights[symbol] = 1
            used = weights.indices.filter { weights[$0] > 0 }
        }
        while true {
            let lengths = optimalLengths(weights, used: used)
            if lengths.max() ?? 0 <= UInt8(limit) { return lengths }
            for symbol in used { weights[symbol] = (weights[symbol] + 1) / 2 }
        }
    }

    /// Huffman's construction with two queues over the leaves sorted by (weight, symbol).
    private static func optimalLengths(_ weights: [Int], used: [Int]) -> [UInt8] {
        let leaves = used.sorted { (weights[$0], $0) < (weights[$1], $1) }
        // Nodes 0..<leaves.count are leaves; merged nodes follow.
        var weight = leaves.map { weights[$0] }
        var parent = [Int](repeating: -1, count: leaves.count * 2)
        var leafIndex = 0, mergedIndex = leaves.count
        func takeSmallest() -> Int {
            if leafIndex < leaves.count && (mergedIndex >= weight.count || weight[leafIndex] <= weight[mergedIndex]) {
                leafIndex += 1
                return leafIndex - 1
            }
            mergedIndex += 1
            return mergedIndex - 1
        }
        while (leaves.count - leafIndex) + (weight.count - mergedIndex) > 1 {
            let a = takeSmallest(), b = takeSmallest()
            parent[a] = weight.count
            parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        // Depths from the root (the last node) down: a node's parent always comes after it.
        var depth = [Int](repeating: 0, count: weight.count)
        for node in stride(from: weight.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var lengths = [UInt8](repeating: 0, count: weights.count)
        for (leaf, symbol) in leaves.enumerated() { lengths[symbol] = UInt8(depth[leaf]) }
        return lengths
    }

    /// The canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed for an LSB-first writer.
    static func codes(for lengths: [UInt8]) -> [UInt32] {
        var lengthCounts = [UInt32](repeating: 0, count: 16)
        for length in lengths where length > 0 { lengthCounts[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for bits in 1..<16 {
            code = (code + lengthCounts[bits - 1]) << 1
            next[bits] = code
        }
        next[0] = 0
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = next[Int(length)]
            next[Int(length)] += 1
            var reversed: UInt32 = 0
            for bit in 0..<Int(length) where value >> UInt32(bit) & 1 == 1 { reversed |= 1 << UInt32(Int(length) - 1 - bit) }
            return reversed
        }
    }
}

// MARK: - Tables and bits

/// DEFLATE's length and distance codes (RFC 1951 §3.2.5).
enum DeflateTables {
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
                               3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The length code (0–28, symbol 257 + code) of each match length 3…258.
    static let lengthCode: [UInt8] = (0...258).map { length in
        guard length >= 3 else { return 0 }
        return UInt8(lengthBase.lastIndex { $0 <= length } ?? 0)
    }

    /// The distance code (0–29) of each distance 1…32,768 (index 0 unused).
    static let distanceCodes: [UInt8] = {
        var codes = [UInt8](repeating: 0, count: 32_769)
        for code in distanceBase.indices {
            let end = code + 1 < distanceBase.count ? distanceBase[code + 1] : 32_769
            for distance in distanceBase[code]..<end { codes[distance] = UInt8(code) }
        }
        return codes
    }()
}

/// Bits written least significant first, as DEFLATE packs them, into a buffer that grows.
final class BitWriter {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var length = 0
    private var buffer: UInt64 = 0
    private var count = 0

    init(capacity: Int) {
        self.capacity = max(64, capacity)
        storage = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// The bytes written so far (whole bytes only; see ``flushToByte()``), in the writer's memory:
    /// valid until it next writes.
    var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: length) }

    /// Forgets everything written, keeping the memory.
    func removeAll() {
        length = 0
        buffer = 0
        count = 0
    }

    /// Appends the low `bits` bits of `value` (at most 32).
    @inline(__always)
    func write(_ value: UInt32, bits: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += bits
        if count >= 32 {
            if length + 8 > capacity { grow() }
            // Eight bytes stored, four kept: the rest are written again by the next store.
            UnsafeMutableRawPointer(storage + length).storeBytes(of: buffer.littleEndian, as: UInt64.self)
            length += 4
            buffer >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to a whole byte and writes what is pending.
    func flushToByte() {
        while count > 0 {
            appendRaw(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count = max(0, count - 8)
        }
        buffer = 0
    }

    /// Appends a whole byte; only between blocks, when no bits are pending.
    func appendByte(_ byte: UInt8) {
        flushToByte()
        appendRaw(byte)
    }

    private func appendRaw(_ byte: UInt8) {
        if length + 8 > capacity { grow() }
        storage[length] = byte
        length += 1
    }

    private func grow() {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        larger.update(from: storage, count: length)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }
}
