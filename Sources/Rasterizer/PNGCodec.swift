import ButtonStackBase
import CPNG

/// PNG in and out through libpng: 8-bit RGB or RGBA, no time stamp or other varying chunk, so
/// the same canvas always gives the same bytes.
public enum PNGCodec {
    /// Why a PNG could not be written or read.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The PNG bytes of `canvas`: RGB when every pixel is opaque, else RGBA; the Sub filter and
    /// zlib level 1, which suit flat interface pictures and are fast (measured against the
    /// alternatives in the render benchmark: None, Up, and the run-length strategy).
    public static func encode(_ canvas: Canvas) throws -> [UInt8] {
        guard let png = png_create_write_struct(CPNG_LIBPNG_VER_STRING, nil, pngError, nil) else {
            throw Failure(description: "libpng cannot start a PNG")
        }
        var info = png_create_info_struct(png)
        defer {
            var pointer: png_structp? = png
            png_destroy_write_struct(&pointer, &info)
        }
        let opaque = canvas.pixels.withUnsafeBufferPointer { pixels in
            var index = 3
            while index < pixels.count { if pixels[index] != 255 { return false }; index += 4 }
            return true
        }
        let sink = PNGSink()
        let sinkPointer = Unmanaged.passUnretained(sink).toOpaque()
        png_set_write_fn(png, sinkPointer, pngWrite, nil)
        png_set_IHDR(png, info, UInt32(canvas.width), UInt32(canvas.height), 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
        png_set_compression_level(png, 1)

        png_set_filter(png, 0, PNG_FILTER_SUB)
        png_write_info(png, info)
        let channels = opaque ? 3 : 4
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: canvas.width * channels)
        defer { row.deallocate() }
        canvas.pixels.withUnsafeBufferPointer { buffer in
            guard let pixels = buffer.baseAddress else { return }
            for y in 0..<canvas.height {
                let source = pixels + y * canvas.width * 4
                if opaque {
                    for x in 0..<canvas.width {
                        row[x * 3] = source[x * 4]
                        row[x * 3 + 1] = source[x * 4 + 1]
                        row[x * 3 + 2] = source[x * 4 + 2]
                    }
                } else {
                    row.update(from: source, count: canvas.width * 4)
                }
                png_write_row(png, row)
            }
        }
        png_write_end(png, nil)
        return sink.bytes
    }

    /// The canvas in PNG `data`, converted to 8-bit RGBA.
    public static func decode(_ data: [UInt8]) throws -> Canvas {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, data.count) }
        guard began != 0 else { throw Failure(description: "not a PNG (\(message(image)))") }
        image.format = CPNG_FORMAT_RGBA
        let width = Int(image.width), height = Int(image.height)
        guard Canvas.isValidSize(width: width, height: height) else {
            png_image_free(&image)
            throw Failure(description: "PNG of \(width)×\(height) pixels is out of range")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        png_image_free(&image)
        guard finished != 0 else { throw Failure(description: "PNG cannot be decoded (\(message(image)))") }
        return try Canvas(width: width, height: height, pixels: pixels)
    }

    /// Reads the PNG at `path`.
    /// - Throws: ``FileSystemError`` when the file cannot be read, ``Failure`` when it is no PNG.
    public static func read(path: String) throws -> Canvas {
        let bytes = try FileContents.read(path)
        do { return try decode(bytes) } catch let failure as Failure {
            throw Failure(description: "\(path): \(failure.description)")
        }
    }

    /// Writes `canvas` to `path` through a temporary file in the same folder and a rename, so an
    /// interrupted run never leaves a broken PNG behind.
    public static func write(_ canvas: Canvas, to path: String) throws {
        try AtomicFile.write(try encode(canvas), to: path)
    }

    private static func message(_ image: png_image) -> String {
        var copy = image.message
        return withUnsafeBytes(of: &copy) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

/// Collects the bytes libpng writes.
private final class PNGSink {
    var bytes: [UInt8] = []
}

private let pngWrite: @convention(c) (png_structp?, png_bytep?, Int) -> Void = { png, data, length in
    guard let png, let data, let io = png_get_io_ptr(png) else { return }
    let sink = Unmanaged<PNGSink>.fromOpaque(io).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
}

/// libpng calls this on a failure it cannot return from; writing our own well-formed canvas can
/// only fail by running out of memory, so there is nothing to recover.
private let pngError: @convention(c) (png_structp?, png_const_charp?) -> Void = { _, message in
    fatalError("libpng: \(message.map { String(cString: $0) } ?? "error")")
}
