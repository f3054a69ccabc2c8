/// Fills a backdrop needs: a vertical gradient and an image scaled to cover a rectangle.
extension Canvas {
    /// Fills `rect` (clipped to the canvas) row by row with the colour of `colors` at that height,
    /// the stops evenly spaced from top to bottom and mixed in sRGB, as design tools draw them.
    public mutating func fillGradient(_ rect: PixelRect, colors: [Color]) {
        let area = rect.intersection(bounds)
        guard area.width > 0, area.height > 0, let first = colors.first else { return }
        for y in area.y..<area.maxY {
            // (1) Where the row's centre lies between the stops.
            let t = rect.height > 1 ? (Double(y - rect.y) + 0.5) / Double(rect.height) : 0
            let color = colors.count == 1 ? first : Self.mix(colors, at: t)
            blendSpan(x: area.x, y: y, count: area.width, coverage: 255, color: color)
        }
    }

    /// The colour at `t` (0 top, 1 bottom) of stops evenly spaced.
    static func mix(_ colors: [Color], at t: Double) -> Color {
        let position = max(0, min(1, t)) * Double(colors.count - 1)
        let index = min(Int(position), colors.count - 2)
        let f = position - Double(index)
        let a = colors[index], b = colors[index + 1]
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * (1 - f) + Double(y) * f).rounded()) }
        return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), alpha: channel(a.alpha, b.alpha))
    }

    /// Draws `image` scaled to cover `rect` (the larger of the two scales, centred, the overflow
    /// cut), sampling the nearest source pixel, blended by its alpha.
    public mutating func draw(_ image: Canvas, covering rect: PixelRect) {
        let area = rect.intersection(bounds)
        guard area.width > 0, area.height > 0, image.width > 0, image.height > 0 else { return }
        let scale = max(Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
        let offsetX = (Double(image.width) * scale - Double(rect.width)) / 2
        let offsetY = (Double(image.height) * scale - Double(rect.height)) / 2
        for y in area.y..<area.maxY {
            let sourceY = min(image.height - 1, Int((Double(y - rect.y) + 0.5 + offsetY) / scale))
            for x in area.x..<area.maxX {
                let sourceX = min(image.width - 1, Int((Double(x - rect.x) + 0.5 + offsetX) / scale))
                blendSpan(x: x, y: y, count: 1, coverage: 255, color: image.pixel(x: sourceX, y: sourceY))
            }
        }
    }
}
