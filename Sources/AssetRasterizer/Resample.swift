import Rasterizer

/// Pixels of a drawn asset: cairo's premultiplied ARGB turned into the canvas's straight RGBA, a
/// bitmap fitted into a box, and a template's tint.
enum Resample {
    /// A canvas of cairo's premultiplied, native-endian ARGB32 `pixels` (B, G, R, A in memory on a
    /// little-endian machine).
    static func fromPremultipliedARGB(_ pixels: [UInt8], width: Int, height: Int) -> Canvas {
        var rgba = [UInt8](repeating: 0, count: pixels.count)
        var index = 0
        while index < pixels.count {
            let word = UInt32(pixels[index]) | UInt32(pixels[index + 1]) << 8 | UInt32(pixels[index + 2]) << 16 | UInt32(pixels[index + 3]) << 24
            let alpha = Int(word >> 24)
            if alpha > 0 {
                func straight(_ channel: UInt32) -> UInt8 { UInt8(min(255, (Int(channel & 0xFF) * 255 + alpha / 2) / alpha)) }
                rgba[index] = straight(word >> 16)
                rgba[index + 1] = straight(word >> 8)
                rgba[index + 2] = straight(word)
                rgba[index + 3] = UInt8(alpha)
            }
            index += 4
        }
        return (try? Canvas(width: width, height: height, pixels: rgba)) ?? .placeholder
    }

    /// `image` scaled to fit `width` × `height` (its aspect kept, centred): each target pixel the
    /// average of the source pixels it covers (premultiplied), or the nearest source pixels
    /// blended bilinearly where the image grows.
    static func fit(_ image: Canvas, width: Int, height: Int) -> Canvas {
        let scale = min(Double(width) / Double(image.width), Double(height) / Double(image.height))
        let left = (Double(width) - Double(image.width) * scale) / 2, top = (Double(height) - Double(image.height) * scale) / 2
        var out = [UInt8](repeating: 0, count: width * height * 4)
        func texel(_ x: Int, _ y: Int) -> SIMD4<Double> {
            let cx = min(max(x, 0), image.width - 1), cy = min(max(y, 0), image.height - 1)
            let offset = (cy * image.width + cx) * 4
            let alpha = Double(image.pixels[offset + 3])
            return SIMD4(Double(image.pixels[offset]) * alpha / 255, Double(image.pixels[offset + 1]) * alpha / 255,
                         Double(image.pixels[offset + 2]) * alpha / 255, alpha)
        }
        for row in 0..<height {
            for column in 0..<width {
                let x0 = (Double(column) - left) / scale, x1 = (Double(column + 1) - left) / scale
                let y0 = (Double(row) - top) / scale, y1 = (Double(row + 1) - top) / scale
                guard x1 > 0, y1 > 0, x0 < Double(image.width), y0 < Double(image.height) else { continue }
                var sum = SIMD4<Double>.zero, weight = 0.0
                if scale >= 1 {
                    let sx = (x0 + x1) / 2 - 0.5, sy = (y0 + y1) / 2 - 0.5
                    let ix = Int(sx.rounded(.down)), iy = Int(sy.rounded(.down)), fx = sx - Double(ix), fy = sy - Double(iy)
                    sum = (texel(ix, iy) * (1 - fx) + texel(ix + 1, iy) * fx) * (1 - fy) + (texel(ix, iy + 1) * (1 - fx) + texel(ix + 1, iy + 1) * fx) * fy
                    weight = 1
                } else {
                    var y = Int(max(0, y0).rounded(.down))
                    while Double(y) < min(y1, Double(image.height)) {
                        let wy = min(Double(y + 1), y1) - max(Double(y), y0)
                        var x = Int(max(0, x0).rounded(.down))
                        while Double(x) < min(x1, Double(image.width)) {
                            let wx = min(Double(x + 1), x1) - max(Double(x), x0)
                            sum += texel(x, y) * (wx * wy)
                            weight += wx * wy
                            x += 1
                        }
                        y += 1
                    }
                    // Pixels the image covers only in part keep that part as coverage.
                    let covered = (x1 - x0) * (y1 - y0)
                    if covered > 0 { sum /= covered; weight = 1 }
                }
                guard weight > 0, sum[3] > 0.5 else { continue }
                let offset = (row * width + column) * 4
                for channel in 0..<3 { out[offset + channel] = UInt8(min(255, (sum[channel] * 255 / sum[3]).rounded())) }
                out[offset + 3] = UInt8(min(255, sum[3].rounded()))
            }
        }
        return (try? Canvas(width: width, height: height, pixels: out)) ?? .placeholder
    }

    /// `canvas` in `tint`'s colour where it asks for one: every pixel keeps its alpha and takes the colour.
    static func tint(_ canvas: inout Canvas, _ tint: AssetRaster.Tint) {
        let color: Color
        switch tint {
        case .original: return
        case .template(let wanted): color = wanted
        case .automatic(let wanted):
            guard isGrey(canvas) else { return }
            color = wanted
        }
        var index = 0
        while index < canvas.pixels.count {
            let alpha = Int(canvas.pixels[index + 3])
            canvas.pixels[index] = color.red
            canvas.pixels[index + 1] = color.green
            canvas.pixels[index + 2] = color.blue
            canvas.pixels[index + 3] = UInt8((alpha * Int(color.alpha) + 127) / 255)
            index += 4
        }
    }

    /// True when every clearly inked pixel is grey (its channels within 24 of each other): a
    /// drawing with no colour of its own, which iOS draws as a template.
    static func isGrey(_ canvas: Canvas) -> Bool {
        var index = 0
        while index < canvas.pixels.count {
            if canvas.pixels[index + 3] > 32 {
                let r = Int(canvas.pixels[index]), g = Int(canvas.pixels[index + 1]), b = Int(canvas.pixels[index + 2])
                if max(r, g, b) - min(r, g, b) > 24 { return false }
            }
            index += 4
        }
        return true
    }
}
