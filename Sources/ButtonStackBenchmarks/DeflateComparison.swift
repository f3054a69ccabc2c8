import ButtonStackBase
import Foundation
import PNGFiles
import Rasterizer

/// Our DEFLATE (``PNGEncoder``, `FlatDeflate`) beside libdeflate on the same scanlines of the
/// committed references (no filter; RGB when every pixel is opaque, else RGBA: what ours
/// compresses). Ours is timed as a whole encode (scanlines, compression, CRCs, chunks), libdeflate
/// as its zlib compression alone, so the comparison leans libdeflate's way. Bytes are whole PNG
/// files (libdeflate's stream in our IHDR, IDAT and IEND).
///
/// First levels 1–9 on every tenth picture (10–12 too when none of those writes as few bytes as
/// ours): the lowest level whose files are no larger than ours and the fastest such level; then
/// those levels and ours on every picture. Rounds take turns, so a drifting machine slows all alike.
enum DeflateComparison {
    /// The bytes a PNG of ours holds besides its zlib stream: signature, IHDR, IDAT's length, type
    /// and CRC, IEND.
    static let framing = 8 + 25 + 12 + 12

    static func run(_ canvases: [Canvas]) throws {
        guard let library = Libdeflate.load() else {
            print("  libdeflate: not installed (apt-get install libdeflate0)")
            return
        }
        let sample = stride(from: 9, to: canvases.count, by: 10).map { canvases[$0] }
        let sampleRows = sample.map(scanlines)
        let sampleInput = sampleRows.reduce(0) { $0 + $1.count }
        let encoder = PNGEncoder()
        var oursBytes = 0
        for (canvas, rows) in zip(sample, sampleRows) {
            let file = try encoder.encode(canvas)
            oursBytes += file.count
            // The same input: our stream inflates to exactly these scanlines.
            guard let stream = idat(file), file.withUnsafeBytes({ library.inflate(UnsafeRawBufferPointer(rebasing: $0[stream]), count: rows.count) }) == rows else {
                print("  our stream does not hold the scanlines compared with")
                exit(1)
            }
        }
        // Levels 1–9 (zlib's scale) and ours in three rounds taking turns, medians; 10–12, far
        // slower than 9, only when none of those writes as few bytes as ours.
        var levels = try sweep(Array(1...9), rounds: 3, library: library, sampleRows, ours: { try sample.forEach { _ = try encoder.encode($0) } })
        if !levels.results.contains(where: { $0.bytes <= oursBytes }) {
            levels.results += try sweep(Array(10...12), rounds: 1, library: library, sampleRows, ours: nil).results
        }
        print("  libdeflate (libdeflate.so.0) on the same scanlines, every tenth picture (\(sample.count), \(sampleInput / 1_000_000) MB of scanlines), median of 3 rounds taking turns:")
        print("    ours (FlatDeflate), whole encode: \(line(input: sampleInput, levels.ours, oursBytes))")
        for result in levels.results {
            print("    libdeflate level \(result.level < 10 ? " " : "")\(result.level), deflate only: \(line(input: sampleInput, result.seconds, result.bytes, ours: oursBytes))")
        }
        let qualifying = levels.results.filter { $0.bytes <= oursBytes }
        if levels.results.count == 9, let first = qualifying.first {
            print("    levels 10–12 not run: level \(first.level) already writes no more bytes than ours, and they are slower than 9")
        }
        guard let lowest = qualifying.first, let fastest = qualifying.min(by: { $0.seconds < $1.seconds }) else {
            print("    no level writes as few bytes as ours")
            return
        }
        // Every stream of the chosen levels inflates back to its scanlines.
        for level in Set([lowest.level, fastest.level]) {
            guard let compressor = Libdeflate.Compressor(library, level: level) else { continue }
            for rows in sampleRows {
                let stream = rows.withUnsafeBytes { compressor.zlibStream($0) }
                guard stream.withUnsafeBytes({ library.inflate($0, count: rows.count) }) == rows else {
                    print("  libdeflate level \(level)'s stream does not inflate to its scanlines")
                    exit(1)
                }
            }
        }
        try everyPicture(canvases, library: library, levels: [lowest.level, fastest.level])
    }

    /// Seconds (median of `rounds`) and bytes of libdeflate at each of `levels` on `rows`, and the
    /// median seconds of `ours` in the same rounds (0 when nil).
    private static func sweep(_ levels: [Int], rounds: Int, library: Libdeflate, _ rows: [[UInt8]],
                              ours: (() throws -> Void)?) throws -> (ours: Double, results: [(level: Int, seconds: Double, bytes: Int)]) {
        let compressors = levels.compactMap { Libdeflate.Compressor(library, level: $0) }
        var seconds = [[Double]](repeating: [], count: compressors.count), oursSeconds: [Double] = []
        var bytes = [Int](repeating: 0, count: compressors.count)
        for _ in 0..<rounds {
            if let ours {
                let start = DispatchTime.now().uptimeNanoseconds
                try ours()
                oursSeconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            for (index, compressor) in compressors.enumerated() {
                var pass = (seconds: 0.0, bytes: 0)
                for picture in rows {
                    picture.withUnsafeBytes { input in
                        let start = DispatchTime.now().uptimeNanoseconds
                        pass.bytes += compressor.zlibSize(input) + framing
                        pass.seconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                    }
                }
                seconds[index].append(pass.seconds)
                bytes[index] = pass.bytes
            }
        }
        let results = compressors.indices.map { (level: levels[$0], seconds: median(seconds[$0]), bytes: bytes[$0]) }
        return (oursSeconds.isEmpty ? 0 : median(oursSeconds), results)
    }

    private static func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

    /// Ours and libdeflate at `levels` on every picture, three rounds taking turns; medians.
    private static func everyPicture(_ canvases: [Canvas], library: Libdeflate, levels: [Int]) throws {
        let levels = levels.enumerated().filter { !levels[..<$0.offset].contains($0.element) }.map(\.element)
        let compressors = levels.compactMap { Libdeflate.Compressor(library, level: $0) }
        let encoder = PNGEncoder()
        var input = 0, oursBytes = 0
        var theirBytes = [Int](repeating: 0, count: levels.count)
        var oursSamples: [Double] = [], theirSamples = [[Double]](repeating: [], count: levels.count)
        for _ in 0..<3 {
            input = 0
            oursBytes = 0
            theirBytes = [Int](repeating: 0, count: levels.count)
            let start = DispatchTime.now().uptimeNanoseconds
            for canvas in canvases { oursBytes += try encoder.encode(canvas).count }
            oursSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            var seconds = [Double](repeating: 0, count: levels.count)
            for canvas in canvases {
                let rows = scanlines(canvas)
                input += rows.count
                rows.withUnsafeBytes { rows in
                    for (index, compressor) in compressors.enumerated() {
                        let start = DispatchTime.now().uptimeNanoseconds
                        let size = compressor.zlibSize(rows)
                        seconds[index] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                        theirBytes[index] += size + framing
                    }
                }
            }
            for index in levels.indices { theirSamples[index].append(seconds[index]) }
        }
        let ours = median(oursSamples)
        print("  every picture (\(canvases.count), \(input / 1_000_000) MB of scanlines), median of 3 rounds taking turns:")
        print("    ours (FlatDeflate), whole encode: \(line(input: input, ours, oursBytes, pictures: canvases.count))")
        for (index, level) in levels.enumerated() {
            let seconds = median(theirSamples[index])
            print("    libdeflate level \(level < 10 ? " " : "")\(level), deflate only: \(line(input: input, seconds, theirBytes[index], ours: oursBytes, pictures: canvases.count)); ours takes \(fixed(ours / seconds, places: 2))× its time")
        }
    }

    /// "N MB/s of scanlines, B bytes (r of ours)", with the time a picture when `pictures` is given.
    private static func line(input: Int, _ seconds: Double, _ bytes: Int, ours: Int? = nil, pictures: Int? = nil) -> String {
        let each = pictures.map { Timing.ms(seconds / Double($0)) + " per picture, " } ?? ""
        let share = ours.map { " (\(fixed(Double(bytes) / Double($0), places: 3)) of ours)" } ?? ""
        return "\(each)\(fixed(Double(input) / seconds / 1e6, places: 0)) MB/s, \(bytes) bytes\(share)"
    }

    /// The scanlines our encoder compresses for `canvas`: each row a filter byte (0, None) and its
    /// pixels, RGB when every pixel is opaque, else RGBA.
    static func scanlines(_ canvas: Canvas) -> [UInt8] {
        let channels = canvas.isOpaque ? 3 : 4
        let width = canvas.width, height = canvas.height, rowLength = width * channels + 1
        return [UInt8](unsafeUninitializedCapacity: rowLength * height) { rows, count in
            canvas.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<height {
                    var target = y * rowLength
                    rows[target] = 0
                    target += 1
                    var source = y * width * 4
                    for _ in 0..<width {
                        for channel in 0..<channels { rows[target + channel] = pixels[source + channel] }
                        target += channels
                        source += 4
                    }
                }
            }
            count = rowLength * height
        }
    }

    /// Where the IDAT data of one of our PNG files is (it writes exactly one IDAT, after the IHDR).
    private static func idat(_ file: [UInt8]) -> Range<Int>? {
        let start = 8 + 25
        guard file.count > start + 8, Array(file[(start + 4)..<(start + 8)]) == Array("IDAT".utf8) else { return nil }
        let length = file[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
        guard start + 8 + length <= file.count else { return nil }
        return (start + 8)..<(start + 8 + length)
    }
}
