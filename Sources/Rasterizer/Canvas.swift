/// A rectangle of whole pixels.
public struct PixelRect: Hashable, Sendable {
    /// Origin and size in whole pixels.
    public var x: Int, y: Int, width: Int, height: Int

    /// A rectangle at (`x`, `y`) of `width` × `height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge (exclusive).
    public var maxX: Int { x + width }
    /// The bottom edge (exclusive).
    public var maxY: Int { y + height }

    /// The part of both rectangles, possibly empty.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

/// An RGBA image, 8 bits a channel, straight alpha, rows top to bottom. Drawing blends in linear
/// light with integer arithmetic, so the same drawing gives the same bytes everywhere.
public struct Canvas: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// RGBA bytes, `width × 4` a row.
    public var pixels: [UInt8]

    /// Its size and 64 pixels spread over it: equal canvases hash alike, and a large one (a theme's
    /// backdrop image in every draw list) costs no more than a small one. Equality reads every byte.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        let count = pixels.count / 4
        guard count > 0 else { return }
        pixels.withUnsafeBytes { bytes in
            for sample in 0..<64 { hasher.combine(bytes.loadUnaligned(fromByteOffset: (sample * (count - 1) / 63) * 4, as: UInt32.self)) }
        }
    }

    /// The largest side a canvas may have, in pixels: libpng's and most viewers' limit, and far
    /// more than any screenshot of buttons needs.
    public static let maximumSide = 32_768

    /// The most pixels a canvas may have (a gigabyte of RGBA): a contact sheet's largest page
    /// fits; memory, not the sides, is what a hostile size would exhaust.
    public static let maximumArea = 1 << 28

    /// Why a canvas could not be made.
    public struct SizeError: Error, CustomStringConvertible, Sendable {
        /// The size asked for.
        public var width: Int, height: Int
        public var description: String {
            "an image of \(width)×\(height) px is out of range (1 to \(Canvas.maximumSide) px a side, \(Canvas.maximumArea / 1_048_576) Mpx in all)"
        }
    }

    /// Whether a canvas of `width` × `height` pixels can be made, at most `maximumArea` pixels.
    public static func isValidSize(width: Int, height: Int, maximumArea: Int = Canvas.maximumArea) -> Bool {
        width > 0 && height > 0 && width <= maximumSide && height <= maximumSide && width * height <= min(maximumArea, Self.maximumArea)
    }

    /// A canvas of `width` × `height` pixels filled with `background`.
    /// - Throws: ``SizeError`` when a side is below 1 or above ``maximumSide``, or the area above
    ///   ``maximumArea``.
    public init(width: Int, height: Int, background: Color = .clear) throws(SizeError) {
        guard Self.isValidSize(width: width, height: height) else { throw SizeError(width: width, height: height) }
        self.width = width
        self.height = height
        pixels = Self.filled(pixelCount: width * height, with: background.pixelWord)
    }

    /// New storage of `pixelCount` pixels, each `pattern`.
    private static func filled(pixelCount: Int, with pattern: UInt32) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            UnsafeMutableRawPointer(base).bindMemory(to: UInt32.self, capacity: pixelCount).initialize(repeating: pattern, count: pixelCount)
            count = pixelCount * 4
        }
    }

    /// A canvas of `width` × `height` pixels filled with `background`, in the memory of `storage`
    /// (an earlier canvas's pixels, left empty) when it holds enough: a worker drawing picture
    /// after picture then touches no new memory, where each new block cost a page fault a page.
    /// - Throws: ``SizeError`` when a side is below 1 or above ``maximumSide``, or the area above
    ///   ``maximumArea``.
    public init(width: Int, height: Int, background: Color = .clear, reusing storage: inout [UInt8]) throws(SizeError) {
        guard Self.isValidSize(width: width, height: height) else { throw SizeError(width: width, height: height) }
        var pixels: [UInt8] = []
        swap(&pixels, &storage)
        let count = width * height * 4
        self.width = width
        self.height = height
        guard pixels.capacity >= count else {
            self.pixels = Self.filled(pixelCount: width * height, with: background.pixelWord)
            return
        }
        // Only the count changes (the bytes are all written below): shortening keeps the memory,
        // and lengthening writes zeros only into the part beyond the old count.
        if pixels.count > count {
            pixels.removeLast(pixels.count - count)
        } else {
            // From a buffer, not `repeatElement`: a generic sequence is copied element by
            // element in a debug build (270 ms a megabyte), a buffer with one copy.
            var missing = count - pixels.count
            Self.zeros.withUnsafeBufferPointer { zeros in
                while missing > 0 {
                    let part = min(missing, zeros.count)
                    pixels.append(contentsOf: UnsafeBufferPointer(rebasing: zeros[..<part]))
                    missing -= part
                }
            }
        }
        let pattern = background.pixelWord
        pixels.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { $0.update(repeating: pattern) }
        }
        self.pixels = pixels
    }

    /// Bytes to lengthen a reused canvas's storage with (they are overwritten at once).
    private static let zeros = [UInt8](repeating: 0, count: 1 << 16)

    /// A canvas over existing RGBA bytes.
    /// - Throws: ``SizeError`` when a side is out of range or `pixels` is not `width × height × 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(SizeError) {
        guard Self.isValidSize(width: width, height: height), pixels.count == width * height * 4 else {
            throw SizeError(width: width, height: height)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// One clear pixel: a stand-in where an image could not be made.
    public static let placeholder = Canvas(validWidth: 1, height: 1)

    private init(validWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Whether every pixel is fully opaque (then a PNG needs no alpha channel).
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { bytes in
            // Sixteen pixels a turn: every alpha byte set.
            let alpha = SIMD16<UInt32>(repeating: UInt32(littleEndian: 0xFF00_0000))
            var offset = 0
            while offset + 64 <= bytes.count {
                let lanes = bytes.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt32>.self)
                if lanes & alpha != alpha { return false }
                offset += 64
            }
            while offset < bytes.count {
                if bytes[offset + 3] != 255 { return false }
                offset += 4
            }
            return true
        }
    }

    /// The whole canvas.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The colour of one pixel.
    public func pixel(x: Int, y: Int) -> Color {
        let offset = (y * width + x) * 4
        return Color(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }

    /// Sets one pixel to `color`, replacing what was there.
    public mutating func setPixel(x: Int, y: Int, to color: Color) {
        let offset = (y * width + x) * 4
        pixels[offset] = color.red
        pixels[offset + 1] = color.green
        pixels[offset + 2] = color.blue
        pixels[offset + 3] = color.alpha
    }

    /// Blends `color` into `count` pixels of row `y` from `x`, at `coverage` (0–255), in linear light.
    @inline(__always)
    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: Int, color: Color) {
        let offset = (y * width + x) * 4
        pixels.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            Self.blend(base + offset, count: count, coverage: coverage, color: color)
        }
    }

    /// Blends `color` into the `count` RGBA pixels at `pixels`, at `coverage` (0–255), in linear
    /// light. Fully covered pixels are stored as one 32-bit word each; a blend over the same
    /// colour as the pixel before (a run of background, most of a span) reuses that pixel's
    /// result, which is the same arithmetic on the same bytes. The painter's span callback calls
    /// this directly on the canvas's storage.
    @inline(__always)
    static func blend(_ pixels: UnsafeMutableRawPointer, count: Int, coverage: Int, color: Color) {
        let alpha = Int32(coverage * Int(color.alpha) + 127) / 255
        guard alpha > 0, count > 0 else { return }
        var pixel = pixels
        let end = pixels + count &* 4
        if alpha == 255 {
            var opaque = color
            opaque.alpha = 255
            let pattern = opaque.pixelWord
            while pixel < end {
                pixel.storeBytes(of: pattern, as: UInt32.self)
                pixel += 4
            }
            return
        }
        let inverse = 255 &- alpha
        LinearLight.toLinear.withUnsafeBufferPointer { toLinear in
            LinearLight.toSRGB.withUnsafeBufferPointer { toSRGB in
                let sr = toLinear[Int(color.red)] &* alpha, sg = toLinear[Int(color.green)] &* alpha
                let sb = toLinear[Int(color.blue)] &* alpha
                var before: UInt32 = 0, after: UInt32 = 0, remembered = false
                while pixel < end {
                    defer { pixel += 4 }
                    let current = pixel.loadUnaligned(as: UInt32.self)
                    if remembered && current == before {
                        pixel.storeBytes(of: after, as: UInt32.self)
                        continue
                    }
                    let bytes = pixel.assumingMemoryBound(to: UInt8.self)
                    let dr = toLinear[Int(bytes[0])], dg = toLinear[Int(bytes[1])], db = toLinear[Int(bytes[2])]
                    bytes[0] = toSRGB[Int((sr &+ dr &* inverse &+ 127) / 255)]
                    bytes[1] = toSRGB[Int((sg &+ dg &* inverse &+ 127) / 255)]
                    bytes[2] = toSRGB[Int((sb &+ db &* inverse &+ 127) / 255)]
                    bytes[3] = UInt8(alpha &+ (Int32(bytes[3]) &* inverse &+ 127) / 255)
                    before = current
                    after = pixel.loadUnaligned(as: UInt32.self)
                    remembered = true
                }
            }
        }
    }

    /// Fills whole pixels of `rect` (clipped to the canvas) with `color`, blended.
    public mutating func fill(_ rect: PixelRect, color: Color) {
        let area = rect.intersection(bounds)
        guard area.width > 0 else { return }
        for y in area.y..<area.maxY { blendSpan(x: area.x, y: y, count: area.width, coverage: 255, color: color) }
    }

    /// Copies `other` onto this canvas with its top-left corner at (`x`, `y`), blending by its alpha.
    public mutating func draw(_ other: Canvas, atX x: Int, y: Int) {
        let area = PixelRect(x: x, y: y, width: other.width, height: other.height).intersection(bounds)
        guard area.width > 0, area.height > 0 else { return }
        let width = self.width
        other.pixels.withUnsafeBytes { source in
            pixels.withUnsafeMutableBytes { target in
                guard let source = source.baseAddress, let target = target.baseAddress else { return }
                for row in area.y..<area.maxY {
                    Self.drawRow(from: (source + ((row - y) * other.width + area.x - x) * 4).assumingMemoryBound(to: UInt8.self),
                                 to: target + (row * width + area.x) * 4, count: area.width)
                }
            }
        }
    }

    /// Blends `count` RGBA pixels at `from` over those at `to`: what blending each gives, without
    /// its arithmetic where the answer is plain: a run of opaque pixels replaces (copied whole), a
    /// clear one leaves the pixel as it was.
    static func drawRow(from: UnsafePointer<UInt8>, to: UnsafeMutableRawPointer, count: Int) {
        var column = 0
        while column < count {
            var end = column
            while end < count && from[end &* 4 &+ 3] == 255 { end &+= 1 }
            if end > column {
                (to + column * 4).copyMemory(from: from + column * 4, byteCount: (end - column) * 4)
                column = end
                continue
            }
            let bytes = from + column * 4
            if bytes[3] > 0 { Self.blendOne(to + column * 4, Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3])) }
            column += 1
        }
    }

    /// One pixel of a picture drawn over this one (kept out of line: most pixels are copied).
    @inline(never)
    private static func blendOne(_ pixel: UnsafeMutableRawPointer, _ color: Color) {
        blend(pixel, count: 1, coverage: 255, color: color)
    }
}
