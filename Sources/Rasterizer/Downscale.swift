#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shrinking a picture into a thumbnail (a contact sheet's cell): an area ("box") filter.
///
/// Each destination pixel covers a rectangle of the source, `ratio` source pixels a side, and
/// takes the average of the source pixels under it, each weighted by how much of it lies inside.
/// The average is taken in linear light with premultiplied alpha, as the canvas blends: a 2×2
/// block of black and white becomes the grey a 1× drawing of the same edge would have, and a
/// transparent pixel lends its colour nothing. Everything is integer arithmetic on the canvas's
/// own sRGB tables, so the same picture gives the same thumbnail on every machine.
extension Canvas {
    /// The length `length` pixels become when shrunk by `ratio` (source pixels a destination
    /// pixel): rounded up, so the last pixel may cover less than a whole box; `length` itself when
    /// `ratio` is at most 1 (a picture is never enlarged). Sheet layouts and ``downscaled(by:)``
    /// both size cells with it.
    public static func downscaledLength(_ length: Int, by ratio: Double) -> Int {
        guard ratio > 1, ratio.isFinite else { return length }
        return max(1, Int((Double(length) / ratio).rounded(.up)))
    }

    /// This picture shrunk by `ratio` (2 halves each side; any ratio above 1, whole or not), each
    /// destination pixel the area average of the source under it; the picture itself when `ratio`
    /// is at most 1. A flat colour stays exactly that colour, transparent or not.
    public func downscaled(by ratio: Double) -> Canvas {
        downscaled(by: ratio, wholeRatiosByBlocks: true)
    }

    /// ``downscaled(by:)``; a whole ratio by the general filter when `wholeRatiosByBlocks` is false
    /// (a test checks the two agree to the byte, as their arithmetic says they must).
    func downscaled(by ratio: Double, wholeRatiosByBlocks: Bool) -> Canvas {
        guard ratio > 1, ratio.isFinite else { return self }
        var output = Canvas(unfilledWidth: Self.downscaledLength(width, by: ratio), height: Self.downscaledLength(height, by: ratio))
        let rowBytes = output.width * 4
        output.pixels.withUnsafeMutableBytes { target in
            guard let target = target.baseAddress else { return }
            shrinkRows(by: ratio, wholeRatiosByBlocks: wholeRatiosByBlocks) { row, pixels, _ in
                (target + row * rowBytes).copyMemory(from: pixels, byteCount: rowBytes)
            }
        }
        return output
    }

    /// Draws `picture` shrunk by `ratio` with its top left at (`x`, `y`), blended by its alpha:
    /// what drawing ``downscaled(by:)`` gives, without making the thumbnail first (a row at a
    /// time is shrunk and drawn).
    public mutating func draw(_ picture: Canvas, downscaledBy ratio: Double, atX x: Int, y: Int) {
        guard ratio > 1, ratio.isFinite else {
            draw(picture, atX: x, y: y)
            return
        }
        let area = PixelRect(x: x, y: y, width: Self.downscaledLength(picture.width, by: ratio),
                             height: Self.downscaledLength(picture.height, by: ratio)).intersection(bounds)
        guard area.width > 0, area.height > 0 else { return }
        let width = self.width
        pixels.withUnsafeMutableBytes { target in
            guard let target = target.baseAddress else { return }
            picture.shrinkRows(by: ratio, wholeRatiosByBlocks: true) { row, pixels, opaque in
                guard row + y >= area.y && row + y < area.maxY else { return }
                let from = pixels + (area.x - x) * 4, to = target + ((row + y) * width + area.x) * 4
                // An opaque row replaces what is there, as blending would.
                if opaque {
                    to.copyMemory(from: from, byteCount: area.width * 4)
                } else {
                    Self.drawRow(from: from.assumingMemoryBound(to: UInt8.self), to: to, count: area.width)
                }
            }
        }
    }

    /// This picture shrunk by `ratio` (above 1), handed over a row at a time, top to bottom: the
    /// row's number, its pixels (valid during the call) and whether they are all opaque.
    private func shrinkRows(by ratio: Double, wholeRatiosByBlocks: Bool, _ emit: (Int, UnsafeRawPointer, Bool) -> Void) {
        let destination = (width: Self.downscaledLength(width, by: ratio), height: Self.downscaledLength(height, by: ratio))
        let whole = wholeRatiosByBlocks && ratio == ratio.rounded() && ratio <= 16 ? Int(ratio) : nil
        let opaque = whole == nil && isOpaque
        let row = UnsafeMutableRawPointer.allocate(byteCount: destination.width * 4, alignment: 16)
        defer { row.deallocate() }
        pixels.withUnsafeBytes { source in
            guard let source = source.baseAddress else { return }
            if let whole {
                WholeBoxFilter(source: source, width: width, height: height, ratio: whole)
                    .run(width: destination.width, height: destination.height, row: row, emit)
            } else {
                let columns = BoxTaps(source: width, destination: destination.width, ratio: ratio)
                let rows = BoxTaps(source: height, destination: destination.height, ratio: ratio)
                BoxFilter(source: source, width: width, columns: columns, rows: rows, opaque: opaque).run(row: row, emit)
            }
        }
    }

    /// A canvas whose bytes are all about to be written.
    private init(unfilledWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, count in count = width * height * 4 }
    }
}

/// For each destination pixel along one axis, the source pixels it covers and their weights, in
/// 65,536ths that add up to exactly 65,536 (so a flat row stays flat to the last bit).
struct BoxTaps {
    let destination: Int
    /// The first source pixel of each destination pixel.
    private(set) var first: [Int] = []
    /// Where each destination pixel's weights start in ``weights`` (one more entry at the end).
    private(set) var start: [Int] = [0]
    private(set) var weights: [Int64] = []

    /// Destination pixel `i` covers source `[i·ratio, (i+1)·ratio)`, cut at the picture's end.
    init(source: Int, destination: Int, ratio: Double) {
        self.destination = destination
        for index in 0..<destination {
            let low = Double(index) * ratio, high = min(Double(source), Double(index + 1) * ratio)
            let firstPixel = min(source - 1, Int(low.rounded(.down)))
            let lastPixel = max(firstPixel, min(source - 1, Int(high.rounded(.up)) - 1))
            let covered = (firstPixel...lastPixel).map { pixel in
                max(0, min(high, Double(pixel + 1)) - max(low, Double(pixel)))
            }
            let total = covered.reduce(0, +)
            var shares = covered.map { total > 0 ? Int64(($0 / total * 65_536).rounded()) : 0 }
            // Rounding may miss the total by a little: the largest share takes the difference.
            if let largest = shares.indices.max(by: { shares[$0] < shares[$1] }) {
                shares[largest] += 65_536 - shares.reduce(0, +)
            }
            first.append(firstPixel)
            weights += shares
            start.append(weights.count)
        }
    }
}

/// One shrinking by any ratio: rows of the source filtered across (each source row once; a row equal to the
/// one before reuses its result, as most rows of an interface picture are), then down.
private struct BoxFilter {
    let source: UnsafeRawPointer
    let width: Int
    let columns: BoxTaps, rows: BoxTaps
    /// Every source pixel opaque: three channels of plain linear light, no alpha to carry.
    let opaque: Bool

    /// Channels carried: linear red, green, blue, and for a picture not opaque, alpha.
    private var channels: Int { opaque ? 3 : 4 }

    /// Each destination row into `row`, handed to `emit` with its number and whether every pixel
    /// of it is opaque.
    func run(row target: UnsafeMutableRawPointer, _ emit: (Int, UnsafeRawPointer, Bool) -> Void) {
        let across = columns.destination * channels
        // One source row filtered across (sums in 65,536ths), and the sums of one destination row.
        let filtered = UnsafeMutablePointer<Int64>.allocate(capacity: across)
        let sums = UnsafeMutablePointer<Int64>.allocate(capacity: across)
        defer { filtered.deallocate(); sums.deallocate() }
        var filteredRow = -1
        LinearLight.toLinear.withUnsafeBufferPointer { toLinear in
            LinearLight.toSRGB.withUnsafeBufferPointer { toSRGB in
                for row in 0..<rows.destination {
                    sums.update(repeating: 0, count: across)
                    for tap in rows.start[row]..<rows.start[row + 1] {
                        let sourceRow = rows.first[row] + tap - rows.start[row]
                        if sourceRow != filteredRow {
                            // A row with the bytes of the row filtered last has its result already.
                            let sameAsLast = filteredRow >= 0 && memoryEqual(rowAt(filteredRow), rowAt(sourceRow), count: width * 4)
                            if !sameAsLast { filterAcross(rowAt(sourceRow), into: filtered, toLinear: toLinear) }
                            filteredRow = sourceRow
                        }
                        let weight = rows.weights[tap]
                        for index in 0..<across { sums[index] &+= weight &* filtered[index] }
                    }
                    let opaqueRow = writeRow(sums, to: target, toSRGB: toSRGB)
                    emit(row, target, opaqueRow)
                }
            }
        }
    }

    private func rowAt(_ row: Int) -> UnsafePointer<UInt8> {
        (source + row * width * 4).assumingMemoryBound(to: UInt8.self)
    }

    /// The source row's pixels averaged across into `filtered`, in linear light (premultiplied
    /// by alpha shifted up 12 bits, alpha itself shifted up 12 bits, when not opaque).
    private func filterAcross(_ pixels: UnsafePointer<UInt8>, into filtered: UnsafeMutablePointer<Int64>, toLinear: UnsafeBufferPointer<Int32>) {
        var output = filtered
        for column in 0..<columns.destination {
            var red: Int64 = 0, green: Int64 = 0, blue: Int64 = 0, alpha: Int64 = 0
            var pixel = pixels + columns.first[column] * 4
            for tap in columns.start[column]..<columns.start[column + 1] {
                let weight = columns.weights[tap]
                if opaque {
                    red &+= weight &* Int64(toLinear[Int(pixel[0])])
                    green &+= weight &* Int64(toLinear[Int(pixel[1])])
                    blue &+= weight &* Int64(toLinear[Int(pixel[2])])
                } else {
                    let a = Int64(pixel[3])
                    red &+= weight &* Int64(toLinear[Int(pixel[0])]) &* a
                    green &+= weight &* Int64(toLinear[Int(pixel[1])]) &* a
                    blue &+= weight &* Int64(toLinear[Int(pixel[2])]) &* a
                    alpha &+= weight &* (a &<< 12)
                }
                pixel += 4
            }
            output[0] = red
            output[1] = green
            output[2] = blue
            if !opaque { output[3] = alpha }
            output += channels
        }
    }

    /// One destination row from its sums (in 65,536² ths): back to straight alpha and sRGB.
    /// Returns whether every pixel of the row is opaque.
    private func writeRow(_ sums: UnsafeMutablePointer<Int64>, to target: UnsafeMutableRawPointer, toSRGB: UnsafeBufferPointer<UInt8>) -> Bool {
        let bytes = target.assumingMemoryBound(to: UInt8.self)
        var opaqueRow = true
        let half: Int64 = 1 << 31
        for column in 0..<columns.destination {
            let sum = sums + column * channels, pixel = bytes + column * 4
            if opaque {
                for channel in 0..<3 { pixel[channel] = toSRGB[Int(min(4095, (sum[channel] &+ half) &>> 32))] }
                pixel[3] = 255
                continue
            }
            // Sums in 65,536ths (not 65,536²ths) keep the division below within 64 bits.
            let alpha = (sum[3] &+ (1 << 15)) &>> 16
            let alpha8 = (alpha &+ (1 << 27)) &>> 28
            opaqueRow = opaqueRow && alpha8 >= 255
            guard alpha8 > 0 else {
                (target + column * 4).storeBytes(of: 0, as: UInt32.self)
                continue
            }
            for channel in 0..<3 {
                let premultiplied = (sum[channel] &+ (1 << 15)) &>> 16
                pixel[channel] = toSRGB[Int(min(4095, (premultiplied &* 4096 &+ alpha / 2) / alpha))]
            }
            pixel[3] = UInt8(min(255, alpha8))
        }
        return opaqueRow
    }
}

/// Whether `count` bytes at `a` and `b` are the same.
private func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
    memcmp(a, b, count) == 0
}
