import ButtonStackBase
import ButtonStackFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPNG
import Rasterizer

/// PNG in and out through libpng: 8-bit RGB or RGBA, no time stamp or other varying chunk, so
/// the same canvas always gives the same bytes.
public enum PNGCodec {
    /// Why a PNG could not be written or read.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The PNG bytes of `canvas`: 8-bit RGB when every pixel is opaque, else RGBA, rows unfiltered
    /// and compressed by ``FlatDeflate``; no chunk but IHDR, IDAT and IEND, so the same canvas
    /// always gives the same bytes (``PNGEncoder`` makes them; keep one to encode many pictures).
    public static func encode(_ canvas: Canvas) throws -> [UInt8] {
        try PNGEncoder().encode(canvas)
    }

    /// Writes the RGB bytes of the `width` RGBA pixels at `input` to `output` and tells whether
    /// every one was opaque. Four pixels a turn, two to a word: R G B A R G B A → R G B R G B;
    /// each store writes up to two bytes past its pixels, which the next store (or, after the
    /// row, the caller's spare bytes) takes.
    static func packRGB(from input: UnsafeRawPointer, into output: UnsafeMutableRawPointer, width: Int) -> Bool {
        var input = input, output = output
        var alphas: UInt64 = .max
        var remaining = width
        while remaining >= 4 {
            let first = UInt64(littleEndian: input.loadUnaligned(as: UInt64.self))
            let second = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            alphas &= first & second
            output.storeBytes(of: (first & 0xFF_FFFF | (first &>> 8) & 0xFFFF_FF00_0000).littleEndian, as: UInt64.self)
            output.storeBytes(of: (second & 0xFF_FFFF | (second &>> 8) & 0xFFFF_FF00_0000).littleEndian, toByteOffset: 6, as: UInt64.self)
            input += 16
            output += 12
            remaining &-= 4
        }
        while remaining > 0 {
            let one = UInt32(littleEndian: input.loadUnaligned(as: UInt32.self))
            alphas &= UInt64(one) | 0xFFFF_FFFF_0000_0000
            output.storeBytes(of: one.littleEndian, as: UInt32.self)
            input += 4
            output += 3
            remaining &-= 1
        }
        return alphas & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000
    }

    /// The same picture through libpng (zlib level 1, Sub filter, as every PNG was written before
    /// ``FlatDeflate``): for rows wider than DEFLATE's window, and for the benchmark's comparison.
    public static func encodeWithLibpng(_ canvas: Canvas) throws -> [UInt8] {
        let opaque = canvas.isOpaque
        guard let png = png_create_write_struct(CPNG_LIBPNG_VER_STRING, nil, pngError, nil) else {
            throw Failure(description: "libpng cannot start a PNG")
        }
        var info = png_create_info_struct(png)
        defer {
            var pointer: png_structp? = png
            png_destroy_write_struct(&pointer, &info)
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
        // Two spare bytes for ``packRGB(from:into:width:)``'s wide stores.
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: canvas.width * channels + 2)
        defer { row.deallocate() }
        canvas.pixels.withUnsafeBytes { buffer in
            guard let pixels = buffer.baseAddress else { return }
            for y in 0..<canvas.height {
                let source = pixels + y * canvas.width * 4
                if opaque {
                    _ = packRGB(from: source, into: UnsafeMutableRawPointer(row), width: canvas.width)
                } else {
                    UnsafeMutableRawPointer(row).copyMemory(from: source, byteCount: canvas.width * 4)
                }
                png_write_row(png, row)
            }
        }
        png_write_end(png, nil)
        return sink.bytes
    }

    /// The canvas in PNG `data`, converted to 8-bit RGBA; a PNG of more than `maximumArea`
    /// pixels is refused before any memory is taken for it (its header can claim any size).
    public static func decode(_ data: [UInt8], maximumArea: Int = Canvas.maximumArea) throws -> Canvas {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, data.count) }
        guard began != 0 else { throw Failure(description: "not a PNG (\(message(image)))") }
        image.format = CPNG_FORMAT_RGBA
        let width = Int(image.width), height = Int(image.height)
        guard Canvas.isValidSize(width: width, height: height, maximumArea: maximumArea) else {
            png_image_free(&image)
            throw Failure(description: "PNG of \(width)×\(height) pixels is out of range (at most \(Canvas.maximumSide) px a side and \(maximumArea) px in all)")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        png_image_free(&image)
        guard finished != 0 else { throw Failure(description: "PNG cannot be decoded (\(message(image)))") }
        return try Canvas(width: width, height: height, pixels: pixels)
    }

    /// Reads the PNG at `path`.
    /// - Throws: ``FileSystemError`` when the file cannot be read, ``Failure`` when it is no PNG.
    public static func read(path: String, maximumArea: Int = Canvas.maximumArea) throws -> Canvas {
        let bytes = try FileContents.read(path)
        do { return try decode(bytes, maximumArea: maximumArea) } catch let failure as Failure {
            throw Failure(description: "\(path): \(failure.description)")
        }
    }

    /// Writes `canvas` to `path` through a temporary file in the same folder and a rename, so an
    /// interrupted run never leaves a broken PNG behind.
    public static func write(_ canvas: Canvas, to path: String) throws {
        try PNGEncoder().write(canvas, to: path)
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
