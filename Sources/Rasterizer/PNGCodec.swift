import CPNG
import Foundation

/// PNG in and out through libpng's simplified API: 8-bit RGBA, no time stamp or other varying
/// chunk, so the same canvas always gives the same bytes.
public enum PNGCodec {
    /// Why a PNG could not be written or read.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The PNG bytes of `canvas`.
    public static func encode(_ canvas: Canvas) throws -> [UInt8] {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(canvas.width)
        image.height = UInt32(canvas.height)
        image.format = CPNG_FORMAT_RGBA
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        var size: Int = 0
        let ok = canvas.pixels.withUnsafeBytes { pixels -> Bool in
            guard png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, 0, nil) != 0 else { return false }
            return true
        }
        guard ok, size > 0 else { throw Failure(description: "libpng cannot size the image: \(message(image))") }
        var output = [UInt8](repeating: 0, count: size)
        let written = output.withUnsafeMutableBytes { buffer in
            canvas.pixels.withUnsafeBytes { pixels in
                png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
            }
        }
        png_image_free(&image)
        guard written != 0 else { throw Failure(description: "libpng cannot write the image: \(message(image))") }
        return Array(output.prefix(size))
    }

    /// The canvas in PNG `data`, converted to 8-bit RGBA.
    public static func decode(_ data: [UInt8]) throws -> Canvas {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, data.count) }
        guard began != 0 else { throw Failure(description: "not a PNG (\(message(image)))") }
        image.format = CPNG_FORMAT_RGBA
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= 32_768, height <= 32_768 else {
            png_image_free(&image)
            throw Failure(description: "PNG of \(width)×\(height) pixels is out of range")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        png_image_free(&image)
        guard finished != 0 else { throw Failure(description: "PNG cannot be decoded (\(message(image)))") }
        return Canvas(width: width, height: height, pixels: pixels)
    }

    /// Reads the PNG at `path`.
    public static func read(path: String) throws -> Canvas {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(description: "\(path): cannot be read") }
        do { return try decode(Array(data)) } catch let failure as Failure {
            throw Failure(description: "\(path): \(failure.description)")
        }
    }

    /// Writes `canvas` to `path` through a temporary file in the same folder and a rename, so an
    /// interrupted run never leaves a broken PNG behind.
    public static func write(_ canvas: Canvas, to path: String) throws {
        try AtomicFile.write(Data(try encode(canvas)), to: path)
    }

    private static func message(_ image: png_image) -> String {
        var copy = image.message
        return withUnsafeBytes(of: &copy) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

/// Writing a file whole or not at all: write a temporary sibling, then rename it over the target.
public enum AtomicFile {
    /// Writes `data` to `path` atomically.
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw Failure(description: "\(path): cannot be written (\(String(cString: strerror(errno))))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if let failure = error as? Failure { throw failure }
            throw Failure(description: "\(path): cannot be written (\(error.localizedDescription))")
        }
    }

    /// Why a file could not be written.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }
}
