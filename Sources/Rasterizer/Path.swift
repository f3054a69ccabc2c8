/// A vector shape in pixels (y down), filled with the non-zero rule.
public struct Path: Hashable, Sendable {
    /// One drawing step.
    public enum Element: Hashable, Sendable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        case close
    }

    /// The drawing steps, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// Starts a new contour at (x, y).
    public mutating func move(to x: Double, _ y: Double) { elements.append(.move(x: x, y: y)) }
    /// A straight segment to (x, y).
    public mutating func line(to x: Double, _ y: Double) { elements.append(.line(x: x, y: y)) }
    /// A cubic Bézier segment through two control points to (x, y).
    public mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, to x: Double, _ y: Double) {
        elements.append(.cubic(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y, x: x, y: y))
    }
    /// Closes the current contour.
    public mutating func close() { elements.append(.close) }

    /// A rectangle with corners rounded to `radius` (clamped to half the shorter side).
    public static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) -> Path {
        var path = Path()
        let r = max(0, min(radius, width / 2, height / 2))
        let k = r * 0.5522847498 // control distance that makes a cubic approximate a quarter circle
        path.move(to: x + r, y)
        path.line(to: x + width - r, y)
        path.cubic(x + width - r + k, y, x + width, y + r - k, to: x + width, y + r)
        path.line(to: x + width, y + height - r)
        path.cubic(x + width, y + height - r + k, x + width - r + k, y + height, to: x + width - r, y + height)
        path.line(to: x + r, y + height)
        path.cubic(x + r - k, y + height, x, y + height - r + k, to: x, y + height - r)
        path.line(to: x, y + r)
        path.cubic(x, y + r - k, x + r - k, y, to: x + r, y)
        path.close()
        return path
    }

    /// A rectangle.
    public static func rect(x: Double, y: Double, width: Double, height: Double) -> Path {
        roundedRect(x: x, y: y, width: width, height: height, radius: 0)
    }

    /// A stroke of `width` from (x0, y0) to (x1, y1) with round-ish square caps (a rotated rectangle).
    public static func bar(fromX x0: Double, y y0: Double, toX x1: Double, y y1: Double, width: Double) -> Path {
        let dx = x1 - x0, dy = y1 - y0
        let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
        let nx = -dy / length * width / 2, ny = dx / length * width / 2
        var path = Path()
        path.move(to: x0 + nx, y0 + ny)
        path.line(to: x1 + nx, y1 + ny)
        path.line(to: x1 - nx, y1 - ny)
        path.line(to: x0 - nx, y0 - ny)
        path.close()
        return path
    }
}

extension Path {
    /// The band between a rounded rectangle and the same one inset by `thickness` (its radius
    /// shrunk alike, so the band's width is even): the inner outline runs the other way round, so
    /// the non-zero rule leaves it empty. A glass button's thin edge.
    public static func roundedRing(x: Double, y: Double, width: Double, height: Double, radius: Double, thickness: Double) -> Path {
        var ring = roundedRect(x: x, y: y, width: width, height: height, radius: radius)
        let inner = roundedRect(x: x + thickness, y: y + thickness, width: max(0, width - 2 * thickness),
                                height: max(0, height - 2 * thickness), radius: max(0, radius - thickness))
        ring.elements += inner.reversedContour().elements
        return ring
    }

    /// This path's one closed contour, traversed the other way round.
    func reversedContour() -> Path {
        // (1) The points the contour passes, each segment ending at the next.
        guard case .move(let startX, let startY)? = elements.first else { return self }
        var points = [(startX, startY)]
        var segments: [Element] = []
        for element in elements.dropFirst() {
            switch element {
            case .line(let x, let y), .cubic(_, _, _, _, let x, let y):
                segments.append(element)
                points.append((x, y))
            case .move, .close: continue
            }
        }
        // (2) Each segment backwards: from its end to its start, a cubic's controls swapped.
        var path = Path()
        guard let last = points.last else { return self }
        path.move(to: last.0, last.1)
        for index in segments.indices.reversed() {
            let (x, y) = points[index]
            switch segments[index] {
            case .cubic(let c1x, let c1y, let c2x, let c2y, _, _): path.cubic(c2x, c2y, c1x, c1y, to: x, y)
            default: path.line(to: x, y)
            }
        }
        path.close()
        return path
    }
}
