/// A PNG's bytes, chunk by chunk.
struct PNGChunkWriter {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private(set) var bytes: [UInt8] = []

    /// `value`'s four bytes, most significant first, as PNG writes numbers.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// `IHDR`'s data: width, height, bit depth 8, RGB (or RGBA), compression and filter 0, no interlace.
    static func header(width: Int, height: Int, opaque: Bool) -> [UInt8] {
        bigEndian(UInt32(truncatingIfNeeded: width)) + bigEndian(UInt32(truncatingIfNeeded: height)) + [8, opaque ? 2 : 6, 0, 0, 0]
    }

    mutating func append(_ data: [UInt8]) { bytes += data }

    /// A chunk: length, type, data, CRC of type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        let typeBytes = Array(type.utf8)
        bytes += Self.bigEndian(UInt32(data.count)) + typeBytes
        bytes += data
        bytes += Self.bigEndian(data.withUnsafeBufferPointer { Self.crc(typeBytes, $0) })
    }

    /// A chunk's CRC: of its type's bytes, then its data.
    static func crc(_ typeBytes: [UInt8], _ data: UnsafeBufferPointer<UInt8>) -> UInt32 {
        typeBytes.withUnsafeBufferPointer { Checksums.crc32(data, continuing: Checksums.crc32($0)) }
    }
}

/// A PNG's chunks one after another, each checked against its CRC.
struct PNGChunkReader {
    private let file: [UInt8]
    private var offset = 0

    init(_ file: [UInt8]) { self.file = file }

    /// Whether every byte has been read.
    var atEnd: Bool { offset == file.count }

    /// Reads the eight bytes every PNG starts with; false when they are not there.
    mutating func readSignature() -> Bool {
        guard file.count >= 8, Array(file[0..<8]) == PNGChunkWriter.signature else { return false }
        offset = 8
        return true
    }

    /// The next chunk, or nil when the file ends, a chunk runs past it or its CRC is wrong.
    mutating func next() -> (type: String, data: [UInt8])? {
        guard let length = Self.number(file, at: offset), offset + 12 + Int(length) <= file.count,
              let crc = Self.number(file, at: offset + 8 + Int(length)) else { return nil }
        let typeRange = (offset + 4)..<(offset + 8), dataRange = (offset + 8)..<(offset + 8 + Int(length))
        let computed = file.withUnsafeBufferPointer { file in
            Checksums.crc32(UnsafeBufferPointer(rebasing: file[dataRange]), continuing: Checksums.crc32(UnsafeBufferPointer(rebasing: file[typeRange])))
        }
        guard computed == crc, let type = String(validating: file[typeRange], as: UTF8.self) else { return nil }
        offset = dataRange.upperBound + 4
        return (type, Array(file[dataRange]))
    }

    /// The four bytes at `offset`, most significant first, or nil past the end.
    static func number(_ bytes: [UInt8], at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
