/// One band of a picture encoded in independent bands (``PNGBandEncoder/init(width:height:independentBands:)``):
/// its rows as DEFLATE bytes that need nothing before them and end on a byte's edge, with what
/// splicing it into a file takes — its rows' length and Adler-32 — and a key its maker chose to
/// tell whether a later picture's band would be the same (empty: never the same).
public struct PNGBand: Sendable, Equatable {
    /// The band's DEFLATE blocks, none final, the last an empty stored block.
    public var deflate: [UInt8]
    /// How many bytes its rows are uncompressed (filter bytes included).
    public var rawLength: Int
    /// The Adler-32 of those bytes.
    public var adler: UInt32
    /// What the band shows, in the maker's words (at most ``PNGBands/maximumKeyLength`` ASCII bytes).
    public var key: String

    /// A band of these bytes.
    public init(deflate: [UInt8], rawLength: Int, adler: UInt32, key: String) {
        self.deflate = deflate
        self.rawLength = rawLength
        self.adler = adler
        self.key = key
    }
}

/// The PNG form of a picture encoded in independent bands, and its reading back.
///
/// The file is: signature, `IHDR`, a private `sbND` chunk (the band table), an `IDAT` with the
/// zlib header alone, an `IDAT` per band holding exactly that band's DEFLATE bytes, an `IDAT`
/// with a final empty block and the Adler-32 of all the rows, `IEND`. The zlib stream is the
/// bands one after the other (each ends with a full flush), and its checksum is combined from
/// the bands' (``Checksums/adler32Combine(_:_:secondLength:)``), so a band can be taken from an
/// earlier file and put into a new one without decoding either: the file is byte for byte what
/// encoding every band again makes. Any PNG decoder reads it (the table is an ancillary chunk).
///
/// The table (`sbND`: ancillary, private, unsafe to copy — it describes the image data) holds
/// the band count, then for each band its compressed length, uncompressed length and Adler-32
/// (four bytes each, most significant first) and its key (a length byte, then the bytes).
public enum PNGBands {
    /// The table chunk's type.
    static let tableType = "sbND"
    /// The longest key a band may have.
    public static let maximumKeyLength = 64
    /// The most bands a file may have.
    public static let maximumBands = 1 << 16
    /// A final block (fixed codes, nothing but its end) after the bands' full flushes.
    static let finalBlock: [UInt8] = [0x03, 0x00]
    /// The marker every band ends with: an empty stored block's lengths.
    static let flushMarker: [UInt8] = [0x00, 0x00, 0xFF, 0xFF]

    /// The PNG file of an opaque RGB picture `width` × `height` pixels whose rows are `bands`,
    /// top to bottom.
    static func file(width: Int, height: Int, bands: [PNGBand]) -> [UInt8] {
        var adler: UInt32 = 1
        for band in bands { adler = Checksums.adler32Combine(adler, band.adler, secondLength: band.rawLength) }
        var chunks = PNGChunkWriter()
        chunks.append(PNGChunkWriter.signature)
        chunks.appendChunk("IHDR", PNGChunkWriter.header(width: width, height: height, opaque: true))
        chunks.appendChunk(tableType, table(bands))
        chunks.appendChunk("IDAT", [0x78, 0x01])  // deflate, 32 KB window, as every stream here
        for band in bands { chunks.appendChunk("IDAT", band.deflate) }
        chunks.appendChunk("IDAT", finalBlock + PNGChunkWriter.bigEndian(adler))
        chunks.appendChunk("IEND", [])
        return chunks.bytes
    }

    /// The `sbND` chunk's data for `bands`.
    private static func table(_ bands: [PNGBand]) -> [UInt8] {
        var data = PNGChunkWriter.bigEndian(UInt32(bands.count))
        for band in bands {
            data += PNGChunkWriter.bigEndian(UInt32(band.deflate.count)) + PNGChunkWriter.bigEndian(UInt32(band.rawLength))
                + PNGChunkWriter.bigEndian(band.adler)
            let key = Array(band.key.utf8.prefix(maximumKeyLength))
            data.append(UInt8(key.count))
            data += key
        }
        return data
    }

    /// The version of how a band's pixels become its compressed bytes (filters, ``FlatDeflate``'s
    /// blocks and matches): a band copied from an earlier page must be the bytes this build
    /// would write, so a band's key carries it, and a change to the encoder bumps it.
    public static let encoderVersion = "flat-deflate bands 1"

    /// The bands of `file`, an earlier file of this form for a picture `width` pixels wide, or
    /// nil when it is anything else or anything about it does not hold together: it is read as
    /// a file from anyone (a damaged or planted one must never be copied from). Checked: every
    /// chunk's CRC, the chunks in exactly the order ``file(width:height:bands:)`` writes them, the
    /// header's fields, the table against the `IDAT`s (one a band, of the length the table
    /// gives), each band a whole number of rows ending with a full flush, the rows adding up
    /// to the header's height, and the bands' checksums combining to the stream's. What is not
    /// checked is that a band's blocks decode to the rows its table entry describes: that takes
    /// decoding them, which costs what drawing them again costs. A page planted with a consistent
    /// table is therefore trusted as far as an image kept by its digest always was.
    public static func bands(of file: [UInt8], width: Int) -> [PNGBand]? {
        var reader = PNGChunkReader(file)
        guard reader.readSignature(), let header = reader.next(), header.type == "IHDR",
              let height = PNGChunkReader.number(header.data, at: 4), height > 0,
              header.data == PNGChunkWriter.header(width: width, height: Int(height), opaque: true),
              let table = reader.next(), table.type == tableType, var entries = parseTable(table.data),
              let start = reader.next(), start.type == "IDAT", start.data == [0x78, 0x01] else { return nil }
        let rowLength = width * 3 + 1
        var total = 0
        for index in entries.indices {
            guard let chunk = reader.next(), chunk.type == "IDAT", chunk.data.count == entries[index].compressedLength,
                  chunk.data.count >= flushMarker.count, Array(chunk.data.suffix(flushMarker.count)) == flushMarker,
                  entries[index].band.rawLength > 0, entries[index].band.rawLength % rowLength == 0 else { return nil }
            entries[index].band.deflate = chunk.data
            total += entries[index].band.rawLength
        }
        var adler: UInt32 = 1
        for entry in entries { adler = Checksums.adler32Combine(adler, entry.band.adler, secondLength: entry.band.rawLength) }
        guard total == Int(height) * rowLength, let end = reader.next(), end.type == "IDAT",
              end.data == finalBlock + PNGChunkWriter.bigEndian(adler),
              let last = reader.next(), last.type == "IEND", last.data.isEmpty, reader.atEnd else { return nil }
        return entries.map(\.band)
    }

    /// The table's entries (their bands without bytes yet), or nil when it is malformed.
    private static func parseTable(_ data: [UInt8]) -> [(band: PNGBand, compressedLength: Int)]? {
        guard let count = PNGChunkReader.number(data, at: 0), count > 0, count <= maximumBands else { return nil }
        var entries: [(band: PNGBand, compressedLength: Int)] = []
        var offset = 4
        for _ in 0..<count {
            guard let compressed = PNGChunkReader.number(data, at: offset), let raw = PNGChunkReader.number(data, at: offset + 4),
                  let adler = PNGChunkReader.number(data, at: offset + 8), offset + 12 < data.count,
                  // Each half of an Adler-32 is a sum modulo 65,521: a larger one is written by no encoder.
                  adler & 0xFFFF < 65_521, adler >> 16 < 65_521 else { return nil }
            let keyLength = Int(data[offset + 12]), keyStart = offset + 13
            guard keyLength <= maximumKeyLength, keyStart + keyLength <= data.count,
                  let key = String(validating: data[keyStart..<(keyStart + keyLength)], as: UTF8.self) else { return nil }
            entries.append((PNGBand(deflate: [], rawLength: Int(raw), adler: adler, key: key), Int(compressed)))
            offset = keyStart + keyLength
        }
        return offset == data.count ? entries : nil
    }
}
