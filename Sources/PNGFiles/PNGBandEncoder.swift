import Rasterizer

/// An opaque picture encoded as PNG a band of rows at a time, top to bottom, so that a picture far
/// larger than memory should hold (a contact sheet page of 40 Mpx is 160 MB of RGBA) needs only
/// what its band is made of, a few rows and the compressed bytes so far.
///
/// The file is byte for byte what ``PNGEncoder/encode(_:)`` makes of the whole picture: the same
/// RGB scanlines go through the same compressor, which keeps the last 32 KB of rows (as far as
/// DEFLATE looks back) between bands, so no repeat is found differently. Every pixel must be
/// opaque (alpha is not written); rows are at most 10,922 px wide (an RGB row within DEFLATE's
/// window).
///
/// With `independentBands`, the picture is cut into bands instead (``endBand(key:)``), each
/// compressed as if alone and ended on a byte's edge, and the file is ``PNGBands``' form: a band
/// can then be copied from an earlier file (``appendBand(_:)``) rather than drawn and compressed
/// again, and the file is the same bytes either way.
public final class PNGBandEncoder {
    /// The picture's size in pixels.
    public let width: Int, height: Int
    /// Rows appended so far.
    public private(set) var rowsAppended = 0
    /// Whether the picture is made of bands compressed apart.
    public let independentBands: Bool
    private let stream: FlatDeflate.RowStream
    /// The bands ended so far, and the rows appended since the last.
    private var bands: [PNGBand] = []
    private var openRows = 0

    /// The widest picture this encoder takes: its RGB rows reach DEFLATE's window and no further.
    public static let maximumWidth = (FlatDeflate.window - 1) / 3

    /// Why a band could not be appended.
    public struct BandError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// An encoder for a picture of `width` × `height` pixels.
    /// - Throws: ``BandError`` when `width` exceeds ``maximumWidth`` or a side is below 1.
    /// With `independentBands`, one whose bands are compressed apart (see above).
    public init(width: Int, height: Int, independentBands: Bool = false) throws(BandError) {
        guard width >= 1, height >= 1, width <= Self.maximumWidth else {
            throw BandError(description: "a picture of \(width)×\(height) px cannot be encoded in bands (1 to \(Self.maximumWidth) px wide)")
        }
        self.width = width
        self.height = height
        self.independentBands = independentBands
        stream = FlatDeflate.RowStream(rowLength: width * 3 + 1, pixelLength: 3, zlibHeader: !independentBands)
    }

    /// Ends the rows appended since the last band (there must be some) as a band of their own,
    /// tagged with `key` (what they show, for a later picture to tell whether it may copy them).
    /// - Throws: ``BandError`` when the encoder is not cutting bands, no row is open, or the key
    ///   is not at most ``PNGBands/maximumKeyLength`` ASCII bytes.
    public func endBand(key: String) throws(BandError) {
        guard independentBands, openRows > 0 else { throw BandError(description: "no band to end: \(openRows) rows since the last") }
        guard key.utf8.count <= PNGBands.maximumKeyLength, key.utf8.allSatisfy({ $0 < 0x80 }) else {
            throw BandError(description: "a band's key must be at most \(PNGBands.maximumKeyLength) ASCII bytes")
        }
        let (deflate, adler) = stream.endBand()
        bands.append(PNGBand(deflate: deflate, rawLength: openRows * (width * 3 + 1), adler: adler, key: key))
        openRows = 0
    }

    /// Appends `band`, already compressed (from ``PNGBands/bands(of:width:)``), as the next band.
    /// - Throws: ``BandError`` when the encoder is not cutting bands, a band is open, or `band`'s
    ///   rows are not whole rows of this width or would run past the height.
    public func appendBand(_ band: PNGBand) throws(BandError) {
        let rowLength = width * 3 + 1
        guard independentBands, openRows == 0, band.rawLength > 0, band.rawLength % rowLength == 0,
              rowsAppended + band.rawLength / rowLength <= height else {
            throw BandError(description: "a band of \(band.rawLength) bytes does not fit after row \(rowsAppended) of a \(width)×\(height) picture")
        }
        bands.append(band)
        rowsAppended += band.rawLength / rowLength
    }

    /// Appends `band`'s rows below those appended before.
    /// - Throws: ``BandError`` when the band is not the picture's width, would run past its
    ///   height, or has a pixel that is not opaque.
    public func append(_ band: Canvas) throws(BandError) {
        guard band.width == width, rowsAppended + band.height <= height else {
            throw BandError(description: "a band of \(band.width)×\(band.height) px does not fit rows \(rowsAppended)… of a \(width)×\(height) picture")
        }
        guard band.isOpaque else { throw BandError(description: "a band of a picture encoded in bands has a pixel that is not opaque") }
        band.pixels.withUnsafeBytes { pixels in
            guard let source = pixels.baseAddress else { return }
            appendFittingRows(0..<band.height) { y, row in _ = PNGCodec.packRGB(from: source + y * width * 4, into: row, width: width) }
        }
    }

    /// Appends `count` rows of `background` with `pictures` laid over them, each at its top left
    /// (`y` from the first of these rows), cut at the rows' edges; pictures that do not overlap.
    ///
    /// What changes from one row to the next is known from the pictures, without comparing the
    /// rows: a row crossing the same pictures as the row above, each at a row that repeats its
    /// own row above, repeats the row above (the background repeats itself), and is handed to the
    /// compressor as a repeat; in any other row only the pictures that begin, end or change there
    /// are searched for repeats and summed, the rest being the row above again. A page's blank
    /// space and the flat parts of its cells cost a few tokens a row so, not a search of their
    /// bytes. The stream decodes to exactly these rows (it is not the bytes ``append(_:)`` of
    /// the same canvas gives, which searches every row).
    /// - Throws: ``BandError`` when the rows would run past the picture's height.
    public func appendRows(_ count: Int, background: Color, pictures: [(x: Int, y: Int, picture: OpaquePicture)]) throws(BandError) {
        guard count >= 0, rowsAppended + count <= height else {
            throw BandError(description: "\(count) rows do not fit after row \(rowsAppended) of a \(width)×\(height) picture")
        }
        let width = self.width
        var row = [UInt8](repeating: background.red, count: width * 3)
        for x in 0..<width {
            row[x * 3 + 1] = background.green
            row[x * 3 + 2] = background.blue
        }
        let pictures = pictures.filter { $0.x < width && $0.x + $0.picture.width > 0 && $0.picture.height > 0 }.sorted { $0.x < $1.x }
        /// The byte ranges of row `y` of these rows that may differ from the row above: none when
        /// it repeats it, nil when that is not known (the first of these rows).
        func changes(_ y: Int) -> [Range<Int>]? {
            guard y > 0 else { return nil }
            var changed: [Range<Int>] = []
            for placed in pictures {
                let row = y - placed.y, height = placed.picture.height
                let inside = row >= 0 && row < height, aboveInside = row >= 1 && row <= height
                guard inside || aboveInside, !(inside && aboveInside && placed.picture.repeatsRowAbove[row]) else { continue }
                // A filter byte first, then three bytes a pixel.
                let left = max(0, placed.x), right = min(width, placed.x + placed.picture.width)
                changed.append((1 + left * 3)..<(1 + right * 3))
            }
            // A picture that ends above another that begins may cover the same columns.
            changed.sort { $0.lowerBound < $1.lowerBound }
            var merged: [Range<Int>] = []
            for range in changed {
                if let last = merged.last, range.lowerBound <= last.upperBound {
                    merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            return merged
        }
        row.withUnsafeBytes { backgroundRow in
            guard let backgroundRow = backgroundRow.baseAddress else { return }
            /// Row `y` of these rows at `target`: left to right, the background up to a picture, the picture's row, and so on.
            func compose(_ y: Int, _ target: UnsafeMutableRawPointer) {
                var done = 0
                for placed in pictures where y >= placed.y && y < placed.y + placed.picture.height {
                    let picture = placed.picture
                    let first = max(0, -placed.x), start = placed.x + first, end = min(width, placed.x + picture.width)
                    if start > done { (target + done * 3).copyMemory(from: backgroundRow + done * 3, byteCount: (start - done) * 3) }
                    (target + start * 3).copyMemory(from: picture.row(y - placed.y) + first * 3, byteCount: (end - start) * 3)
                    done = end
                }
                if done < width { (target + done * 3).copyMemory(from: backgroundRow + done * 3, byteCount: (width - done) * 3) }
            }
            // Each row's changes are found once; a run of repeats goes to the compressor whole.
            var repeats = 0
            func appendRepeats() {
                stream.appendRepeats(repeats)
                rowsAppended += repeats
                openRows += repeats
                repeats = 0
            }
            for y in 0..<count {
                guard let changed = changes(y) else {
                    appendRepeats()
                    appendFittingRows(y..<(y + 1), compose)
                    continue
                }
                if changed.isEmpty {
                    repeats += 1
                    continue
                }
                appendRepeats()
                stream.appendRow(changed: changed) { target in
                    compose(y, target + 1)
                    target.storeBytes(of: 0, as: UInt8.self)  // the filter byte (None)
                }
                rowsAppended += 1
                openRows += 1
            }
            appendRepeats()
        }
    }

    /// Appends rows `rows` (of these rows), each written by `write(y, row)`: the RGB bytes of
    /// row `y` at `row`, and up to two bytes past it (as `packRGB` writes). The rows go straight
    /// into the compressor's buffer, a few at a time, so it stays small however many.
    private func appendFittingRows(_ rows: Range<Int>, _ write: (Int, UnsafeMutableRawPointer) -> Void) {
        let rowLength = width * 3 + 1, chunk = 64
        var done = rows.lowerBound
        while done < rows.upperBound {
            let first = done, count = min(chunk, rows.upperBound - done)
            stream.append(rows: count) { buffer in
                for y in 0..<count {
                    let row = buffer + y * rowLength
                    write(first + y, row + 1)
                    // The filter byte (None) after the row: the row before's spare bytes may have reached it.
                    row.storeBytes(of: 0, as: UInt8.self)
                }
            }
            done += count
        }
        rowsAppended += rows.count
        openRows += rows.count
    }

    /// The PNG file, once every row is appended.
    /// - Throws: ``BandError`` when rows are missing.
    public func finish() throws(BandError) -> [UInt8] {
        guard rowsAppended == height else {
            throw BandError(description: "\(rowsAppended) of \(height) rows were appended")
        }
        if independentBands {
            guard openRows == 0 else { throw BandError(description: "the last \(openRows) rows were never ended as a band") }
            return PNGBands.file(width: width, height: height, bands: bands)
        }
        return PNGEncoder.file(width: width, height: height, opaque: true, compressed: stream.finish())
    }
}
