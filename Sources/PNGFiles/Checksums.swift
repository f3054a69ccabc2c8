import CPNG

/// The two checksums a PNG carries: CRC-32 over each chunk (ISO 3309, as PNG and zlib define it)
/// and Adler-32 over the uncompressed image data (RFC 1950).
enum Checksums {
    /// CRC-32 of `bytes`, continuing from `crc` (0 to start): zlib's, which works through
    /// several bytes a step (a PNG's chunks are checked whole, the image data too).
    static func crc32(_ bytes: UnsafeBufferPointer<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
        var value = UInt(crc), done = 0
        // zlib takes a 32-bit count.
        while done < bytes.count {
            let part = min(bytes.count - done, 1 << 30)
            value = CPNG.crc32(value, base + done, UInt32(part))
            done += part
        }
        return UInt32(truncatingIfNeeded: value)
    }

    /// Adler-32 of `bytes`.
    static func adler32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let (a, b) = adlerSums(bytes, a: 1, b: 0)
        return b << 16 | a
    }

    /// The Adler-32 of two runs of bytes one after the other, from each run's own Adler-32 and
    /// the second's length: zlib's `adler32_combine`. A page's bands are compressed apart, each
    /// with its own checksum, and the file's is made of theirs.
    static func adler32Combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: CPNG.adler32_combine(UInt(first), UInt(second), off_t(secondLength)))
    }

    /// Adler-32 of PNG rows appended one by one, where a row may be the row before again: such
    /// a row adds its length × a and the sums of the row before (appending bytes x₀…x_{L−1} adds
    /// Σxᵢ to a and L·a + Σ(L − i)·xᵢ to b). The compressor appends each row just after reading
    /// it, while it is still in the cache.
    struct RowAdler {
        private var a: UInt64 = 1, b: UInt64 = 0
        private var last: (a: UInt32, b: UInt32) = (0, 0)

        /// Appends `row`; `repeatsPrevious` when it has the bytes of the row appended before.
        mutating func append(_ row: UnsafeBufferPointer<UInt8>, repeatsPrevious: Bool) {
            let modulus: UInt64 = 65521
            if !repeatsPrevious { last = adlerSums(row, a: 0, b: 0) }
            b = (b + UInt64(row.count) % modulus * a + UInt64(last.b)) % modulus
            a = (a + UInt64(last.a)) % modulus
        }

        /// Appends `row`, which has the bytes of the row appended before (at `above`) except in
        /// `changed` (sorted ranges of byte positions that do not overlap). The sums are linear in
        /// the bytes (a row of L bytes adds Σxᵢ to a and Σ(L − i)·xᵢ to b), so the row's sums are
        /// the row before's plus what each changed range adds and takes away: only those ranges
        /// are read.
        mutating func append(_ row: UnsafeBufferPointer<UInt8>, above: UnsafePointer<UInt8>, changed: [Range<Int>]) {
            let modulus: UInt32 = 65521
            guard let base = row.baseAddress else { return }
            var sumA = UInt64(last.a), sumB = UInt64(last.b)
            for range in changed {
                // Over x_s…x_{s+m−1}: Σ(L − i)·xᵢ = (L − s − m)·Σx + Σ(m − j)·x_{s+j}, the range's own b.
                let new = adlerSums(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), a: 0, b: 0)
                let old = adlerSums(UnsafeBufferPointer(start: above + range.lowerBound, count: range.count), a: 0, b: 0)
                let after = UInt64((row.count - range.upperBound) % Int(modulus))
                let m = UInt64(modulus)
                sumA = (sumA + UInt64(new.0) + m - UInt64(old.0)) % m
                sumB = (sumB + after * UInt64(new.0) % m + UInt64(new.1) + 2 * m - after * UInt64(old.0) % m - UInt64(old.1)) % m
            }
            last = (UInt32(sumA), UInt32(sumB))
            b = (b + UInt64(row.count) % UInt64(modulus) * a + sumB) % UInt64(modulus)
            a = (a + sumA) % UInt64(modulus)
        }

        /// The checksum of everything appended.
        var value: UInt32 { UInt32(b) << 16 | UInt32(a) }
    }

    /// Adler-32's two sums over `bytes`, starting from `a` and `b`, sixteen bytes a turn in vector
    /// lanes. Over a chunk x₀…x₁₅ the serial sums grow by a += Σxᵢ and b += 16·a + Σ(16 − i)·xᵢ;
    /// the lanes keep Σxᵢ per position (`lanes`) and the running total of those (`running`), and
    /// fold into a and b every 5,552 bytes at most, before 32 bits could overflow.
    fileprivate static func adlerSums(_ bytes: UnsafeBufferPointer<UInt8>, a startA: UInt32, b startB: UInt32) -> (UInt32, UInt32) {
        let modulus: UInt32 = 65521
        var a = startA, b = startB
        guard let start = bytes.baseAddress else { return (a, b) }
        let raw = UnsafeRawPointer(start)
        var offset = 0
        let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        while bytes.count - offset >= 16 {
            let chunks = min((bytes.count - offset) / 16, 5552 / 16)
            var lanes = SIMD16<UInt32>(repeating: 0), running = SIMD16<UInt32>(repeating: 0)
            var chunk = raw + offset
            var left = chunks
            while left > 0 {
                // Sixteen chunks at most in 16-bit lanes (half the vector work of 32-bit ones):
                // a lane's sum stays under 16 × 255 and its running total under 255 × 120.
                // Each chunk of the group also adds the groups before it, `lanes`, to `running`.
                let group = min(left, 16)
                var groupLanes = SIMD16<UInt16>(repeating: 0), groupRunning = SIMD16<UInt16>(repeating: 0)
                let end = chunk + group &* 16
                while chunk < end {
                    let x = SIMD16<UInt16>(truncatingIfNeeded: chunk.loadUnaligned(as: SIMD16<UInt8>.self))
                    groupRunning &+= groupLanes
                    groupLanes &+= x
                    chunk += 16
                }
                running &+= lanes &* UInt32(group) &+ SIMD16<UInt32>(truncatingIfNeeded: groupRunning)
                lanes &+= SIMD16<UInt32>(truncatingIfNeeded: groupLanes)
                left &-= group
            }
            // b gains 16·a per chunk, each earlier chunk's bytes 16 more per later chunk, and
            // each byte its weight within its chunk.
            b = (b &+ UInt32(chunks) &* 16 &* a % modulus) % modulus
            b = (b &+ running.wrappedSum() % modulus &* 16) % modulus
            b = (b &+ (lanes &* weights).wrappedSum() % modulus) % modulus
            a = (a &+ lanes.wrappedSum()) % modulus
            offset += chunks * 16
        }
        while offset < bytes.count {
            a = (a &+ UInt32(start[offset])) % modulus
            b = (b &+ a) % modulus
            offset += 1
        }
        return (a, b)
    }
}
