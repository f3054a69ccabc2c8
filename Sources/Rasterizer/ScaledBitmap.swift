/// A colour bitmap (a colour emoji's, say) drawn at another size: premultiplied BGRA rows, as
/// FreeType gives them, resampled with an area average when it shrinks and bilinearly when it
/// grows, so a 109-pixel emoji stays crisp at 17 pt and smooth at 53 pt @3x.
struct ScaledBitmap {
    /// Premultiplied BGRA bytes, `pitch` bytes a row.
    let pixels: UnsafeBufferPointer<UInt8>
    let width: Int, height: Int, pitch: Int

    /// The premultiplied (b, g, r, a) of source pixel (`x`, `y`), zero outside.
    @inline(__always)
    private func texel(_ x: Int, _ y: Int) -> SIMD4<Double> {
        guard x >= 0, y >= 0, x < width, y < height else { return .zero }
        let offset = y * pitch + x * 4
        return SIMD4(Double(pixels[offset]), Double(pixels[offset + 1]), Double(pixels[offset + 2]), Double(pixels[offset + 3]))
    }

    /// The premultiplied colour covering destination pixel (`column`, `row`) when the bitmap's top
    /// left is at (`left`, `top`) and each source pixel is `scale` destination pixels wide.
    func sample(column: Int, row: Int, left: Double, top: Double, scale: Double) -> SIMD4<Double> {
        if scale >= 1 {
            // Bilinear: the source point under the pixel's centre.
            let sx = (Double(column) + 0.5 - left) / scale - 0.5, sy = (Double(row) + 0.5 - top) / scale - 0.5
            let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
            let fx = sx - Double(x0), fy = sy - Double(y0)
            let upper = texel(x0, y0) * (1 - fx) + texel(x0 + 1, y0) * fx
            let lower = texel(x0, y0 + 1) * (1 - fx) + texel(x0 + 1, y0 + 1) * fx
            return upper * (1 - fy) + lower * fy
        }
        // Area average: every source pixel the destination pixel covers, by how much it covers it.
        let sx0 = (Double(column) - left) / scale, sx1 = (Double(column + 1) - left) / scale
        let sy0 = (Double(row) - top) / scale, sy1 = (Double(row + 1) - top) / scale
        var sum = SIMD4<Double>.zero
        var y = Int(sy0.rounded(.down))
        while Double(y) < sy1 {
            let wy = min(Double(y + 1), sy1) - max(Double(y), sy0)
            var x = Int(sx0.rounded(.down))
            while Double(x) < sx1 {
                let wx = min(Double(x + 1), sx1) - max(Double(x), sx0)
                sum += texel(x, y) * (wx * wy)
                x += 1
            }
            y += 1
        }
        return sum / ((sx1 - sx0) * (sy1 - sy0))
    }
}

extension Canvas {
    /// Draws `bitmap` with its top left at (`left`, `top`) in pixels, `scale` destination pixels
    /// a source pixel, at `opacity` (0–1), clipped to `clip`.
    mutating func draw(_ bitmap: ScaledBitmap, left: Double, top: Double, scale: Double, opacity: Double, clip: PixelRect?) {
        guard scale > 0, bitmap.width > 0, bitmap.height > 0 else { return }
        let covered = PixelRect(x: Int(left.rounded(.down)), y: Int(top.rounded(.down)),
                                width: Int((Double(bitmap.width) * scale).rounded(.up)) + 2,
                                height: Int((Double(bitmap.height) * scale).rounded(.up)) + 2)
        let area = covered.intersection(clip ?? bounds).intersection(bounds)
        guard area.width > 0, area.height > 0 else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                let pixel = bitmap.sample(column: column, row: row, left: left, top: top, scale: scale)
                let alpha = pixel[3] * opacity
                guard alpha >= 0.5 else { continue }
                // Premultiplied to straight colour, then blended like any coverage.
                let unpremultiply = 255 / pixel[3]
                let color = Color(red: channel(pixel[2] * unpremultiply), green: channel(pixel[1] * unpremultiply),
                                  blue: channel(pixel[0] * unpremultiply))
                blendSpan(x: column, y: row, count: 1, coverage: Int(alpha.rounded()), color: color)
            }
        }
    }

    private func channel(_ value: Double) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }
}
