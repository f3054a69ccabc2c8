import ButtonStackBase
import ButtonStackFiles
import Foundation
import PNGFiles
import Rasterizer

/// PNG encoding on every committed reference picture: time and bytes of the encoder in use
/// (``FlatDeflate``) beside libpng at zlib's fastest level with the Sub filter (the encoder
/// before it), and a check that each file decodes to the same pixels; then beside libdeflate
/// (``DeflateComparison``).
enum PNGBenchmark {
    static func run(root: URL) throws {
        print("== png (every reference in Snapshots/, encoded in one process, one core)")
        let folder = root.appendingPathComponent("Snapshots")
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".png") }.sorted().map { folder.appendingPathComponent($0).path }
        var canvases: [Canvas] = []
        var committedBytes = 0
        for path in paths {
            canvases.append(try PNGCodec.read(path: path))
            committedBytes += try FileContents.read(path).count
        }
        let pixels = canvases.reduce(0) { $0 + $1.width * $1.height }
        print("  \(paths.count) pictures, \(pixels / max(1, paths.count)) px each on average, \(committedBytes) bytes as committed")
        var newBytes = 0, oldBytes = 0, larger = 0
        let new = try Timing.secondsPerCall(rounds: 3, iterations: 1) {
            newBytes = 0
            for canvas in canvases { newBytes += try PNGCodec.encode(canvas).count }
        }
        let old = try Timing.secondsPerCall(rounds: 3, iterations: 1) {
            oldBytes = 0
            for canvas in canvases { oldBytes += try PNGCodec.encodeWithLibpng(canvas).count }
        }
        for (canvas, path) in zip(canvases, paths) {
            let bytes = try PNGCodec.encode(canvas)
            let before = try PNGCodec.encodeWithLibpng(canvas).count
            if bytes.count > before {
                larger += 1
                print("  larger than libpng's: \(path) (\(bytes.count) against \(before) bytes)")
            }
            guard try PNGCodec.decode(bytes) == canvas else { print("  \(path): re-encoded pixels differ"); exit(1) }
        }
        let count = Double(max(1, canvases.count))
        print("  FlatDeflate:                      \(Timing.ms(new / count)) per picture, \(newBytes) bytes (\(fixed(Double(newBytes) / Double(oldBytes), places: 3)) of libpng's)")
        print("  libpng, zlib level 1, Sub filter: \(Timing.ms(old / count)) per picture, \(oldBytes) bytes")
        print("  FlatDeflate / libpng time:        \(fixed(new / old, places: 2))×; pictures larger than libpng's: \(larger); all decode to the same pixels")
        try DeflateComparison.run(canvases)
    }
}
