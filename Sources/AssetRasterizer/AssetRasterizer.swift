import AppIcons
import ButtonStackConcurrency
import CAssetLibraries
import Dispatch
import PNGFiles
import Rasterizer

/// Draws an app's asset files (PDF through poppler, SVG through librsvg, PNG through libpng) into
/// canvases, as untrusted input: the file is read without following a link and bounded in size
/// (``AppIconFiles``), a PDF may have only a few pages, a PNG's header is checked before any memory
/// is taken for its pixels, and a drawing that takes longer than ``timeLimit`` ends with a
/// one-line failure. ``AssetDrawings`` keeps each drawing, so a run draws an icon once per size.
public enum AssetRasterizer {
    /// The most pages a PDF asset may have (Xcode writes one).
    public static let maximumPages = 4
    /// The most pixels a PNG asset may have: 4096 × 4096.
    public static let maximumPNGArea = 1 << 24
    /// How long one drawing may take, in seconds. The libraries cannot be stopped: a drawing past
    /// it is abandoned on its thread and the icon fails with one line (the command then ends).
    public static let timeLimit = 10.0

    /// The canvas of `raster`, drawn now.
    /// - Throws: ``AppIconError`` naming the file: unreadable, not what its name says, too large,
    ///   or too slow to draw.
    public static func draw(_ raster: AssetRaster, timeLimit: Double = timeLimit) throws(AppIconError) -> Canvas {
        try draw(raster, bytes: try checkedBytes(raster), timeLimit: timeLimit).get()
    }

    /// The file of `raster`, read as untrusted input, once its size is checked.
    static func checkedBytes(_ raster: AssetRaster) throws(AppIconError) -> [UInt8] {
        let path = raster.image.path
        let bytes = try AppIconFiles.read(path)
        guard Canvas.isValidSize(width: raster.width, height: raster.height, maximumArea: 1 << 22) else {
            throw AppIconError(file: path, problem: "cannot be drawn \(raster.width)×\(raster.height) px")
        }
        return bytes
    }

    /// `raster` drawn from its file's `bytes`, within `timeLimit` seconds.
    static func draw(_ raster: AssetRaster, bytes: [UInt8], timeLimit: Double) -> Result<Canvas, AppIconError> {
        withTimeLimit(timeLimit, path: raster.image.path) { () -> Result<Canvas, AppIconError> in
            do throws(AppIconError) { return .success(try drawNow(raster, bytes: bytes)) } catch { return .failure(error) }
        }
    }

    /// Runs `work` on a thread of its own and waits for it at most `seconds`. A thread of its own,
    /// not a shared pool's: under load a pool's threads may all be busy (or waiting), and the
    /// drawing would not start before its time was up.
    private static func withTimeLimit(_ seconds: Double, path: String, _ work: @escaping @Sendable () -> Result<Canvas, AppIconError>) -> Result<Canvas, AppIconError> {
        let box = Locked<Result<Canvas, AppIconError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let started = DrawingThread.start {
            let result = work()
            box.withLock { $0 = result }
            done.signal()
        }
        guard started else { return work() }
        guard done.wait(timeout: .now() + seconds) == .success, let result = box.withLock({ $0 }) else {
            return .failure(AppIconError(file: path, problem: "took more than \(seconds) s to draw; not drawn"))
        }
        return result
    }

    private static func drawNow(_ raster: AssetRaster, bytes: [UInt8]) throws(AppIconError) -> Canvas {
        let path = raster.image.path
        var canvas: Canvas
        switch raster.image.format {
        case .png:
            // The header can claim any size: checked before libpng takes memory for the pixels.
            if let size = ImageGeometry.pngSize(bytes), size.width > 1 << 16 || size.height > 1 << 16 || size.width * size.height > maximumPNGArea {
                throw AppIconError(file: path, problem: "is a PNG of \(size.width)×\(size.height) px; an icon's may have at most \(maximumPNGArea) px")
            }
            let decoded: Canvas
            do { decoded = try PNGCodec.decode(bytes, maximumArea: maximumPNGArea) } catch {
                throw AppIconError(file: path, problem: "\(error)")
            }
            canvas = Resample.fit(decoded, width: raster.width, height: raster.height)
        case .svg, .pdf:
            var premultiplied = [UInt8](repeating: 0, count: raster.width * raster.height * 4)
            var message = [CChar](repeating: 0, count: 512)
            let status = premultiplied.withUnsafeMutableBufferPointer { pixels in
                bytes.withUnsafeBufferPointer { data in
                    message.withUnsafeMutableBufferPointer { text in
                        call(raster, data: data, pixels: pixels, message: text)
                    }
                }
            }
            guard status == 0 else {
                let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                let kind = raster.image.format == .pdf ? "PDF" : "SVG"
                throw AppIconError(file: path, problem: "cannot be drawn as \(kind) (\(reason.isEmpty ? "unreadable" : reason))")
            }
            canvas = Resample.fromPremultipliedARGB(premultiplied, width: raster.width, height: raster.height)
        }
        Resample.tint(&canvas, raster.tint)
        return canvas
    }

    private static func call(_ raster: AssetRaster, data: UnsafeBufferPointer<UInt8>, pixels: UnsafeMutableBufferPointer<UInt8>,
                             message: UnsafeMutableBufferPointer<CChar>) -> Int32 {
        let (width, height) = (Int32(raster.width), Int32(raster.height))
        let length = UInt(data.count), size = UInt(message.count)
        if raster.image.format == .pdf {
            return cassets_pdf_draw(data.baseAddress, length, Int32(maximumPages), pixels.baseAddress, width, height, message.baseAddress, size)
        }
        switch raster.placement {
        case .fit:
            return cassets_svg_draw(data.baseAddress, length, 0, nil, 1, 0, 0, pixels.baseAddress, width, height, message.baseAddress, size)
        case .symbol(let glyph, let unitsToPixels, let dx, let dy):
            return cassets_svg_draw(data.baseAddress, length, 1, "#" + glyph, unitsToPixels, dx, dy, pixels.baseAddress, width, height, message.baseAddress, size)
        case .symbolFit(let glyph):
            return cassets_svg_draw(data.baseAddress, length, 2, "#" + glyph, 1, 0, 0, pixels.baseAddress, width, height, message.baseAddress, size)
        }
    }
}
