import StackEngine
import ButtonStackBase
import Rasterizer

/// How two images are compared — a small value, like swift-snapshot-testing's `Diffing`.
///
/// Exact by default: renders are deterministic, so any changed byte is a change. With tolerances:
/// - `perceptualThreshold` (0…1): a pixel counts as different only when its colour distance
///   exceeds `threshold² × 35215`, where the distance is pixelmatch's YIQ formula (Kotsarenko and
///   Ramos, 2010): both colours are blended onto white by their alpha, converted to Y, I, Q, and
///   `δ = 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²` (35215 is the largest possible δ).
/// - `ignoresAntiAliasing`: a differing pixel is forgiven when pixelmatch's detector finds it to
///   be an anti-aliased edge in either image (few identical neighbours, between its darkest and
///   brightest neighbours, which each have several identical siblings in both images).
/// - `precision` (0…1): the fraction of pixels that must match for the images to match.
public struct ImageDiffing: Sendable, Hashable {
    /// Fraction of pixels that must match (1: all).
    public var precision: Double
    /// pixelmatch's threshold, 0 (exact) to 1.
    public var perceptualThreshold: Double
    /// Forgive differing pixels detected as anti-aliased edges.
    public var ignoresAntiAliasing: Bool

    /// A comparison; the defaults are exact.
    public init(precision: Double = 1, perceptualThreshold: Double = 0, ignoresAntiAliasing: Bool = false) {
        self.precision = precision
        self.perceptualThreshold = perceptualThreshold
        self.ignoresAntiAliasing = ignoresAntiAliasing
    }

    /// Every byte equal.
    public static let exact = ImageDiffing()

    /// What pixelmatch does by default: threshold 0.1, anti-aliased pixels forgiven.
    public static let perceptual = ImageDiffing(perceptualThreshold: 0.1, ignoresAntiAliasing: true)

    /// How `actual` differs from `reference`, or nil when they match under this comparison.
    public func compare(_ reference: Canvas, _ actual: Canvas) -> ImageDifference? {
        if reference == actual { return nil }
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        let sizeChanged = reference.width != actual.width || reference.height != actual.height
        let maxDelta = 35215 * perceptualThreshold * perceptualThreshold
        var differing = 0
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        // Each side is a side of an existing canvas, so always a valid size.
        guard var diff = try? Canvas(width: width, height: height, background: .white) else { return nil }
        for y in 0..<height {
            for x in 0..<width {
                let inReference = x < reference.width && y < reference.height
                let inActual = x < actual.width && y < actual.height
                let base = inReference ? reference.pixel(x: x, y: y) : Color.white
                var differs: Bool
                if inReference && inActual {
                    let a = reference.pixel(x: x, y: y), b = actual.pixel(x: x, y: y)
                    if a == b {
                        differs = false
                    } else if perceptualThreshold == 0 {
                        differs = true
                    } else {
                        differs = Self.yiqDelta(a, b) > maxDelta
                    }
                    if differs && ignoresAntiAliasing
                        && (Self.isAntiAliased(reference, x, y, other: actual) || Self.isAntiAliased(actual, x, y, other: reference)) {
                        differs = false
                    }
                } else {
                    differs = true
                }
                if differs {
                    differing += 1
                    box = box.map { (min($0.x0, x), min($0.y0, y), max($0.x1, x), max($0.y1, y)) } ?? (x, y, x, y)
                    diff.setPixel(x: x, y: y, to: Color(red: 255, green: 0, blue: 0))
                } else {
                    // A faded reference, so the red stands out and the picture stays recognisable.
                    diff.setPixel(x: x, y: y, to: Self.faded(base))
                }
            }
        }
        let total = width * height
        guard differing > 0 || sizeChanged else { return nil }
        if !sizeChanged && precision < 1 && Double(total - differing) / Double(total) >= precision { return nil }
        let rect = box.map { PixelRect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0 + 1, height: $0.y1 - $0.y0 + 1) }
        return ImageDifference(
            differingPixels: differing, totalPixels: total, boundingBox: rect,
            referenceSize: (reference.width, reference.height), actualSize: (actual.width, actual.height), diffImage: diff
        )
    }

    static func faded(_ color: Color) -> Color {
        let gray = (Int(color.red) * 299 + Int(color.green) * 587 + Int(color.blue) * 114) / 1000
        let value = UInt8(255 - (255 - gray) / 4)
        return Color(red: value, green: value, blue: value)
    }

    static func yiq(_ color: Color) -> (y: Double, i: Double, q: Double) {
        let alpha = Double(color.alpha) / 255
        let r = 255 + (Double(color.red) - 255) * alpha
        let g = 255 + (Double(color.green) - 255) * alpha
        let b = 255 + (Double(color.blue) - 255) * alpha
        return (r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
                r * 0.59597799 - g * 0.27417610 - b * 0.32180189,
                r * 0.21147017 - g * 0.52261711 + b * 0.31114694)
    }

    static func yiqDelta(_ a: Color, _ b: Color) -> Double {
        let p = yiq(a), q = yiq(b)
        let dy = p.y - q.y, di = p.i - q.i, dq = p.q - q.q
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    static func brightnessDelta(_ a: Color, _ b: Color) -> Double { yiq(a).y - yiq(b).y }

    /// pixelmatch's anti-aliasing detector.
    static func isAntiAliased(_ image: Canvas, _ x: Int, _ y: Int, other: Canvas) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        var zeroes = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var darkest: (Int, Int)?, brightest: (Int, Int)?
        let center = image.pixel(x: x, y: y)
        for ny in y0...y1 {
            for nx in x0...x1 where !(nx == x && ny == y) {
                let delta = brightnessDelta(center, image.pixel(x: nx, y: ny))
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    darkest = (nx, ny)
                } else if delta > maxDelta {
                    maxDelta = delta
                    brightest = (nx, ny)
                }
            }
        }
        guard let darkest, let brightest else { return false }
        return (hasManySiblings(image, darkest.0, darkest.1) && hasManySiblings(other, darkest.0, darkest.1))
            || (hasManySiblings(image, brightest.0, brightest.1) && hasManySiblings(other, brightest.0, brightest.1))
    }

    static func hasManySiblings(_ image: Canvas, _ x: Int, _ y: Int) -> Bool {
        guard x < image.width, y < image.height else { return false }
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x1 = min(x + 1, image.width - 1), y1 = min(y + 1, image.height - 1)
        var zeroes = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        let center = image.pixel(x: x, y: y)
        for ny in y0...y1 {
            for nx in x0...x1 where !(nx == x && ny == y) && image.pixel(x: nx, y: ny) == center {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

/// How two images differ.
public struct ImageDifference: Sendable {
    /// Pixels that differ.
    public var differingPixels: Int
    /// Pixels compared (the larger size).
    public var totalPixels: Int
    /// The smallest rectangle holding every differing pixel.
    public var boundingBox: PixelRect?
    /// The reference's size in pixels.
    public var referenceSize: (width: Int, height: Int)
    /// The actual image's size in pixels.
    public var actualSize: (width: Int, height: Int)
    /// Changed pixels in red over a faded reference.
    public var diffImage: Canvas

    /// One line: how many pixels, where, and any size change.
    public var summary: String {
        let percent = Double(differingPixels) / Double(max(totalPixels, 1)) * 100
        var text = "\(differingPixels) pixels differ (\(fixed(percent, places: 2))%)"
        if let box = boundingBox { text += " within x \(box.x)…\(box.maxX - 1), y \(box.y)…\(box.maxY - 1)" }
        if referenceSize != actualSize {
            text += "; size \(referenceSize.width)×\(referenceSize.height) → \(actualSize.width)×\(actualSize.height) px"
        }
        return text
    }
}
