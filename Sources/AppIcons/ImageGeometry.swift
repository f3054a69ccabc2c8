/// The width-to-height ratio of an image file, read from its header without drawing it (pure):
/// a PNG's `IHDR`, an SVG's `width`, `height` or `viewBox`, a PDF's first `/MediaBox`. The layout
/// sizes an asset by it; the rasterizer fits the drawing into the box so measured, so what is
/// measured is what is drawn even where this reading is not exact.
public enum ImageGeometry {
    /// The ratio, or nil when the header does not tell (the asset is then laid out square).
    public static func aspectRatio(_ bytes: [UInt8], format: AssetImage.Format) -> Double? {
        let size: (Double, Double)?
        switch format {
        case .png: size = pngSize(bytes).map { (Double($0.width), Double($0.height)) }
        case .svg: size = svgSize(bytes)
        case .pdf: size = pdfSize(bytes)
        }
        guard let (width, height) = size, width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return width / height
    }

    /// A PNG's size from its `IHDR`, nil when `bytes` is not a PNG.
    public static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// An SVG's size: `viewBox` when it has one, else `width` and `height` in user units.
    static func svgSize(_ bytes: [UInt8]) -> (Double, Double)? {
        guard let tag = SVGScan.rootTag(bytes) else { return nil }
        let attributes = SVGScan.attributes(tag)
        if let box = attributes["viewBox"].map(numbers), box.count == 4 { return (box[2], box[3]) }
        guard let width = attributes["width"].flatMap(length), let height = attributes["height"].flatMap(length) else { return nil }
        return (width, height)
    }

    /// A PDF's first `/MediaBox [x0 y0 x1 y1]` written as plain text (most single-page icons have it
    /// so); nil when it is inside a compressed object stream.
    static func pdfSize(_ bytes: [UInt8]) -> (Double, Double)? {
        let key = Array("/MediaBox".utf8)
        let end = min(bytes.count, 1 << 20)
        var index = 0
        while index + key.count < end {
            if bytes[index] == key[0], bytes[index..<(index + key.count)].elementsEqual(key) {
                let after = index + key.count
                guard let open = bytes[after..<min(end, after + 8)].firstIndex(of: UInt8(ascii: "[")),
                      let close = bytes[open..<min(end, open + 120)].firstIndex(of: UInt8(ascii: "]")) else { return nil }
                let box = numbers(String(decoding: bytes[(open + 1)..<close], as: UTF8.self))
                guard box.count == 4 else { return nil }
                return (abs(box[2] - box[0]), abs(box[3] - box[1]))
            }
            index += 1
        }
        return nil
    }

    /// The numbers in `text`, separated by spaces or commas.
    static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\r" || $0 == "\t" }).compactMap { Double($0) }
    }

    /// A length in user units (`24`, `24px`, `18pt`); nil for a percentage.
    static func length(_ text: String) -> Double? {
        var value = text.trimmingSpaces
        var factor = 1.0
        for (unit, scale) in [("px", 1.0), ("pt", 4.0 / 3.0)] where value.hasSuffix(unit) {
            value = String(value.dropLast(2))
            factor = scale
        }
        return Double(value).map { $0 * factor }
    }
}

extension String {
    /// The text without white space at either end.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
