
/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Horizontal extent in points.
    public var width: Double
    /// Vertical extent in points.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(short(width))×\(short(height))" }
}

/// A rectangle in points, origin top-left, x to the right and y down, in both layout directions.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Left edge in points.
    public var x: Double
    /// Top edge in points.
    public var y: Double
    /// Horizontal extent in points.
    public var width: Double
    /// Vertical extent in points.
    public var height: Double

    /// A rectangle at (`x`, `y`) of `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// Width and height.
    public var size: Size { Size(width: width, height: height) }

    /// The same rectangle reflected across the vertical centre line of a container `containerWidth` wide.
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - x - width, y: y, width: width, height: height)
    }

    /// The rectangle moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// True when the two rectangles share interior area (touching edges do not count).
    public func overlaps(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        x < other.maxX - tolerance && other.x < maxX - tolerance && y < other.maxY - tolerance && other.y < maxY - tolerance
    }

    /// True when `other` lies within this rectangle.
    public func contains(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    public var description: String { "(\(short(x)), \(short(y)), \(short(width))×\(short(height)))" }
}

/// Insets on each side, named by leading and trailing so they mirror in right-to-left layout.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge (left in left-to-right).
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge (right in left-to-right).
    public var trailing: Double

    /// Insets of the given sizes.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// Leading + trailing.
    public var horizontal: Double { leading + trailing }
    /// Top + bottom.
    public var vertical: Double { top + bottom }
}


/// Rounding to whole device pixels (1/scale of a point), as UIKit's layout does.
public struct PixelGrid: Hashable, Sendable {
    /// Device pixels per point: 1, 2 or 3.
    public var scale: Double

    /// A grid of `scale` pixels per point.
    public init(scale: Double) { self.scale = scale }

    /// The nearest pixel edge.
    public func round(_ value: Double) -> Double { (value * scale).rounded(.toNearestOrAwayFromZero) / scale }
    /// The pixel edge at or below.
    public func floor(_ value: Double) -> Double { (value * scale + 1e-9).rounded(.down) / scale }
    /// The pixel edge at or above.
    public func ceil(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
}
