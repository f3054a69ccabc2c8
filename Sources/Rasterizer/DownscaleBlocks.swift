#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shrinking by a whole ratio `n` (an @2x or @3x image to 1 px a point): each destination pixel is
/// the plain mean of an n × n block (fewer at the right and bottom edges), rounded once. A block of
/// one colour is that colour without any arithmetic, and a band of n rows equal to the n above
/// gives the row below it again: most of an interface picture is one or the other. A block whose
/// pixels are all opaque is averaged without alpha (the premultiplied mean gives the same bytes
/// there: its sums only scale by 255).
struct WholeBoxFilter {
    let source: UnsafeRawPointer
    let width: Int, height: Int
    let ratio: Int

    /// Each destination row into `output`, handed to `emit` with its number and whether every
    /// pixel of it is opaque.
    func run(width destinationWidth: Int, height destinationHeight: Int, row output: UnsafeMutableRawPointer, _ emit: (Int, UnsafeRawPointer, Bool) -> Void) {
        let rowBytes = width * 4
        LinearLight.toLinear.withUnsafeBufferPointer { toLinear in
            LinearLight.toSRGB.withUnsafeBufferPointer { toSRGB in
                var opaqueRow = true
                for row in 0..<destinationHeight {
                    let top = row * ratio, rows = min(ratio, height - top)
                    if row > 0 && rows == ratio && memcmp(source + (top - ratio) * rowBytes, source + top * rowBytes, ratio * rowBytes) == 0 {
                        // `output` still holds the row before, which this one repeats.
                        emit(row, output, opaqueRow)
                        continue
                    }
                    opaqueRow = true
                    // Blocks 2 × 2 that have whole neighbours: four at a time while they are one colour.
                    let quads = ratio == 2 && rows == 2 ? width / 8 : 0
                    var column = 0
                    while column < destinationWidth {
                        if column / 4 < quads, column % 4 == 0,
                           let flat = Self.flatRun(source + top * rowBytes + column * 8, rowBytes: rowBytes) {
                            opaqueRow = opaqueRow && UInt32(littleEndian: flat) >> 24 == 255
                            let word = UInt64(UInt32(littleEndian: flat) >> 24 == 0 ? 0 : flat)
                            (output + column * 4).storeBytes(of: word | word << 32, as: UInt64.self)
                            (output + column * 4).storeBytes(of: word | word << 32, toByteOffset: 8, as: UInt64.self)
                            column += 4
                            continue
                        }
                        defer { column += 1 }
                        let left = column * ratio, columns = min(ratio, width - left)
                        let corner = source + top * rowBytes + left * 4
                        let pixel = output + column * 4
                        if let flat = Self.flatColor(corner, rowBytes: rowBytes, rows: rows, columns: columns) {
                            // The mean of one colour is that colour (sRGB → linear → sRGB is exact); clear is clear.
                            opaqueRow = opaqueRow && UInt32(littleEndian: flat) >> 24 == 255
                            pixel.storeBytes(of: UInt32(littleEndian: flat) >> 24 == 0 ? 0 : flat, as: UInt32.self)
                        } else if rows == 2 && columns == 2 && Self.averageOpaqueQuad(corner, rowBytes: rowBytes, into: pixel, toLinear: toLinear, toSRGB: toSRGB) {
                            // The usual block of an @2x picture (text's edges, a shape's), in straight-line code.
                        } else {
                            let opaque = Self.average(corner, rowBytes: rowBytes, rows: rows, columns: columns, into: pixel.assumingMemoryBound(to: UInt8.self),
                                                      toLinear: toLinear, toSRGB: toSRGB)
                            opaqueRow = opaqueRow && opaque
                        }
                    }
                    emit(row, output, opaqueRow)
                }
            }
        }
    }

    /// The one colour of the 8 × 2 pixels at `corner` (four 2 × 2 blocks), or nil. Two pixels a
    /// word: plain 64-bit compares (Swift's SIMD masks compiled to a slow element loop here).
    @inline(__always)
    private static func flatRun(_ corner: UnsafeRawPointer, rowBytes: Int) -> UInt32? {
        let pair = corner.loadUnaligned(as: UInt64.self)
        let first = UInt32(truncatingIfNeeded: pair)
        guard UInt32(truncatingIfNeeded: pair >> 32) == first else { return nil }
        let lower = corner + rowBytes
        var same = lower.loadUnaligned(as: UInt64.self) ^ pair
        for offset in stride(from: 8, to: 32, by: 8) {
            same |= corner.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ pair
            same |= lower.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ pair
        }
        return same == 0 ? first : nil
    }

    /// The block's one colour (its RGBA word), or nil when it has more than one.
    @inline(__always)
    private static func flatColor(_ corner: UnsafeRawPointer, rowBytes: Int, rows: Int, columns: Int) -> UInt32? {
        if rows == 2 && columns == 2 {
            // Two pixels of each row as one word: the same above and below, and the same across.
            let upper = corner.loadUnaligned(as: UInt64.self), lower = (corner + rowBytes).loadUnaligned(as: UInt64.self)
            let first = UInt32(truncatingIfNeeded: upper)
            return upper == lower && first == UInt32(truncatingIfNeeded: upper >> 32) ? first : nil
        }
        let first = corner.loadUnaligned(as: UInt32.self)
        for y in 0..<rows {
            for x in 0..<columns where (corner + y * rowBytes + x * 4).loadUnaligned(as: UInt32.self) != first { return nil }
        }
        return first
    }

    /// The mean of a 2 × 2 block whose four pixels are opaque, written to `pixel` as ``average``
    /// writes it (the same sums, the same rounding); false, and nothing written, when one is not
    /// opaque. Each row's two pixels are one load; no loop, no division.
    @inline(__always)
    private static func averageOpaqueQuad(_ corner: UnsafeRawPointer, rowBytes: Int, into pixel: UnsafeMutableRawPointer,
                                          toLinear: UnsafeBufferPointer<Int32>, toSRGB: UnsafeBufferPointer<UInt8>) -> Bool {
        let upper = UInt64(littleEndian: corner.loadUnaligned(as: UInt64.self))
        let lower = UInt64(littleEndian: (corner + rowBytes).loadUnaligned(as: UInt64.self))
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        guard upper & lower & alphas == alphas else { return false }
        @inline(__always) func mean(_ shift: UInt64) -> UInt32 {
            let sum = Int(toLinear[Int(truncatingIfNeeded: upper &>> shift & 0xFF)]) &+ Int(toLinear[Int(truncatingIfNeeded: upper &>> (shift &+ 32) & 0xFF)])
                &+ Int(toLinear[Int(truncatingIfNeeded: lower &>> shift & 0xFF)]) &+ Int(toLinear[Int(truncatingIfNeeded: lower &>> (shift &+ 32) & 0xFF)])
            return UInt32(toSRGB[(sum &+ 2) &>> 2])
        }
        let value = mean(0) | mean(8) &<< 8 | mean(16) &<< 16 | 0xFF00_0000
        pixel.storeBytes(of: value.littleEndian, as: UInt32.self)
        return true
    }

    /// The mean of a block of several colours, written to `pixel`; whether it is opaque.
    private static func average(_ corner: UnsafeRawPointer, rowBytes: Int, rows: Int, columns: Int, into pixel: UnsafeMutablePointer<UInt8>,
                                toLinear: UnsafeBufferPointer<Int32>, toSRGB: UnsafeBufferPointer<UInt8>) -> Bool {
        var red = 0, green = 0, blue = 0, alpha = 0
        // Straight sums first: for a block with every pixel opaque they are all that is needed.
        for y in 0..<rows {
            let line = (corner + y * rowBytes).assumingMemoryBound(to: UInt8.self)
            for x in 0..<columns {
                let bytes = line + x * 4
                red &+= Int(toLinear[Int(bytes[0])])
                green &+= Int(toLinear[Int(bytes[1])])
                blue &+= Int(toLinear[Int(bytes[2])])
                alpha &+= Int(bytes[3])
            }
        }
        let count = rows * columns
        if alpha == 255 * count {
            if count == 4 {
                // The usual block (2 × 2): a shift, not a division.
                pixel[0] = toSRGB[(red + 2) >> 2]
                pixel[1] = toSRGB[(green + 2) >> 2]
                pixel[2] = toSRGB[(blue + 2) >> 2]
            } else {
                pixel[0] = toSRGB[(red + count / 2) / count]
                pixel[1] = toSRGB[(green + count / 2) / count]
                pixel[2] = toSRGB[(blue + count / 2) / count]
            }
            pixel[3] = 255
            return true
        }
        // Premultiplied: each colour weighed by its alpha, over the alpha summed.
        let alpha8 = (alpha + count / 2) / count
        guard alpha8 > 0 else {
            UnsafeMutableRawPointer(pixel).storeBytes(of: 0, as: UInt32.self)
            return false
        }
        red = 0
        green = 0
        blue = 0
        for y in 0..<rows {
            let line = (corner + y * rowBytes).assumingMemoryBound(to: UInt8.self)
            for x in 0..<columns {
                let bytes = line + x * 4, a = Int(bytes[3])
                red &+= Int(toLinear[Int(bytes[0])]) &* a
                green &+= Int(toLinear[Int(bytes[1])]) &* a
                blue &+= Int(toLinear[Int(bytes[2])]) &* a
            }
        }
        pixel[0] = toSRGB[min(4095, (red + alpha / 2) / alpha)]
        pixel[1] = toSRGB[min(4095, (green + alpha / 2) / alpha)]
        pixel[2] = toSRGB[min(4095, (blue + alpha / 2) / alpha)]
        pixel[3] = UInt8(alpha8)
        return alpha8 == 255
    }
}
