#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libdeflate (Debian's `libdeflate0`, which libtiff already brings; `apt-get install libdeflate0`),
/// opened with dlopen so that the package does not need it to build: the png benchmark sets it
/// beside our own DEFLATE (``PNGFiles/PNGEncoder``).
struct Libdeflate {
    private typealias Allocate = @convention(c) (Int32) -> OpaquePointer?
    private typealias Free = @convention(c) (OpaquePointer?) -> Void
    private typealias Bound = @convention(c) (OpaquePointer?, Int) -> Int
    private typealias Compress = @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?, Int) -> Int
    private typealias Decompress = @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?, Int,
                                                    UnsafeMutablePointer<Int>?) -> Int32

    private let allocateCompressor: Allocate
    private let freeCompressor: Free
    private let bound: Bound
    private let compress: Compress
    private let allocateDecompressor: @convention(c) () -> OpaquePointer?
    private let freeDecompressor: Free
    private let decompress: Decompress

    /// The library, or nil when it is not installed.
    static func load() -> Libdeflate? {
        let names = ["libdeflate.so.0", "libdeflate.so"]
        guard let library = names.lazy.compactMap({ dlopen($0, RTLD_NOW) }).first else { return nil }
        func symbol<T>(_ name: String, _ type: T.Type) -> T? { dlsym(library, name).map { unsafeBitCast($0, to: type) } }
        guard let allocateCompressor = symbol("libdeflate_alloc_compressor", Allocate.self),
              let freeCompressor = symbol("libdeflate_free_compressor", Free.self),
              let bound = symbol("libdeflate_zlib_compress_bound", Bound.self),
              let compress = symbol("libdeflate_zlib_compress", Compress.self),
              let allocateDecompressor = symbol("libdeflate_alloc_decompressor", (@convention(c) () -> OpaquePointer?).self),
              let freeDecompressor = symbol("libdeflate_free_decompressor", Free.self),
              let decompress = symbol("libdeflate_zlib_decompress", Decompress.self) else { return nil }
        return Libdeflate(allocateCompressor: allocateCompressor, freeCompressor: freeCompressor, bound: bound, compress: compress,
                          allocateDecompressor: allocateDecompressor, freeDecompressor: freeDecompressor, decompress: decompress)
    }

    /// A compressor at `level` (1 fastest … 12 smallest) with its output buffer, kept between calls
    /// as our encoder keeps its own.
    final class Compressor {
        private let library: Libdeflate
        private let handle: OpaquePointer
        private var output: UnsafeMutableRawPointer
        private var capacity: Int

        init?(_ library: Libdeflate, level: Int) {
            guard let handle = library.allocateCompressor(Int32(level)) else { return nil }
            self.library = library
            self.handle = handle
            capacity = 1 << 16
            output = .allocate(byteCount: capacity, alignment: 16)
        }

        deinit {
            library.freeCompressor(handle)
            output.deallocate()
        }

        /// The size of the zlib stream of `input` (the stream itself is in the compressor's buffer).
        func zlibSize(_ input: UnsafeRawBufferPointer) -> Int {
            let needed = library.bound(handle, input.count)
            if needed > capacity {
                output.deallocate()
                capacity = needed
                output = .allocate(byteCount: capacity, alignment: 16)
            }
            return library.compress(handle, input.baseAddress, input.count, output, capacity)
        }

        /// The zlib stream of `input`, copied out.
        func zlibStream(_ input: UnsafeRawBufferPointer) -> [UInt8] {
            let size = zlibSize(input)
            return Array(UnsafeRawBufferPointer(start: output, count: size))
        }
    }

    /// The `count` bytes a zlib `stream` holds, or nil when it does not hold exactly that many.
    func inflate(_ stream: UnsafeRawBufferPointer, count: Int) -> [UInt8]? {
        guard let decompressor = allocateDecompressor() else { return nil }
        defer { freeDecompressor(decompressor) }
        var result = [UInt8](repeating: 0, count: count)
        var actual = 0
        let status = result.withUnsafeMutableBytes { decompress(decompressor, stream.baseAddress, stream.count, $0.baseAddress, count, &actual) }
        return status == 0 && actual == count ? result : nil
    }
}
