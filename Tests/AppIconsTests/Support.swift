import AppIcons
import Foundation
import PNGFiles
import Rasterizer

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
/// The real apps' icon files the tests draw (see Tests/Fixtures/app-icons/SOURCE.md).
let fixtures = packageRoot + "/Tests/Fixtures/app-icons"
/// The fixtures' asset catalog.
let fixtureCatalog = fixtures + "/Assets.xcassets"

/// A fresh temporary folder, removed when the process ends is not needed: each test names its own.
func temporaryFolder(_ name: String) throws -> String {
    let path = NSTemporaryDirectory() + "app-icons-\(name)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Which pixels of a picture are ink, cropped to the ink's bounding box.
struct InkMask: CustomStringConvertible {
    var width = 0, height = 0
    var bits: [Bool] = []
    var count: Int { bits.filter { $0 }.count }

    /// The ink of `canvas`: pixels `isInk` says are.
    init(_ canvas: Canvas, isInk: (Color) -> Bool) {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where isInk(canvas.pixel(x: x, y: y)) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return }
        width = maxX - minX + 1
        height = maxY - minY + 1
        bits = (0..<(width * height)).map { index in isInk(canvas.pixel(x: minX + index % width, y: minY + index / width)) }
    }

    /// Ink on a drawing with transparency: alpha at least half.
    static func alpha(_ canvas: Canvas) -> InkMask { InkMask(canvas) { $0.alpha >= 128 } }
    /// Ink on white: darker than mid grey.
    static func onWhite(_ canvas: Canvas) -> InkMask {
        InkMask(canvas) { (Int($0.red) * 299 + Int($0.green) * 587 + Int($0.blue) * 114) / 1000 < 128 && $0.alpha >= 128 }
    }

    /// The share of ink pixels the two masks disagree on (boxes aligned at their centres), or 1
    /// when their boxes differ by more than 2 pixels a side. A pixel counts as wrong only when
    /// the other mask has no pixel of its value within one pixel: anti-aliasing puts an edge half
    /// a pixel either way, and a shape that differs differs by more.
    func mismatch(_ other: InkMask) -> Double {
        guard abs(width - other.width) <= 2, abs(height - other.height) <= 2, count > 0 else { return 1 }
        let w = max(width, other.width), h = max(height, other.height)
        func bit(_ mask: InkMask, _ x: Int, _ y: Int) -> Bool {
            let sx = x - (w - mask.width) / 2, sy = y - (h - mask.height) / 2
            guard sx >= 0, sy >= 0, sx < mask.width, sy < mask.height else { return false }
            return mask.bits[sy * mask.width + sx]
        }
        func near(_ mask: InkMask, _ x: Int, _ y: Int, _ value: Bool) -> Bool {
            for dy in -1...1 { for dx in -1...1 where bit(mask, x + dx, y + dy) == value { return true } }
            return false
        }
        var wrong = 0
        for y in 0..<h {
            for x in 0..<w {
                let mine = bit(self, x, y), theirs = bit(other, x, y)
                if mine != theirs && (!near(other, x, y, mine) || !near(self, x, y, theirs)) { wrong += 1 }
            }
        }
        return Double(wrong) / Double(max(count, other.count))
    }

    var description: String { "\(width)×\(height), \(count) px" }
}

/// The reference picture `name` made by the file's own tool.
func reference(_ name: String) throws -> Canvas {
    try PNGCodec.read(path: fixtures + "/references/" + name)
}
