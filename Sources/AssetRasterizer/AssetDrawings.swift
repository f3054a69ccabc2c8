import AppIcons
import ButtonStackConcurrency
import Rasterizer

/// The asset drawings a run (or a long-lived process) keeps, by request and file contents, so an
/// icon is drawn once per size: a value its owner holds (an engine keeps one), never a global.
public final class AssetDrawings: Sendable {
    /// Drawings (and failures) by request and file bytes, within 32 MB.
    private let kept = RecentValues<Key, Result<Canvas, AppIconError>>(byteBudget: 32 << 20, entryLimit: 1024) { result in
        ((try? result.get())?.pixels.count ?? 0) + 256
    }

    private struct Key: Hashable, Sendable {
        var raster: AssetRaster
        var bytes: [UInt8]
    }

    /// Nothing drawn yet.
    public init() {}

    /// The canvas of `raster`, drawn once for the same request and file contents.
    /// - Throws: ``AppIconError`` naming the file, as ``AssetRasterizer/draw(_:timeLimit:)`` does.
    public func draw(_ raster: AssetRaster) throws(AppIconError) -> Canvas {
        let bytes = try AssetRasterizer.checkedBytes(raster)
        let key = Key(raster: raster, bytes: bytes)
        if let known = kept.value(for: key) { return try known.get() }
        let result = AssetRasterizer.draw(raster, bytes: bytes, timeLimit: AssetRasterizer.timeLimit)
        kept.keep(result, for: key)
        return try result.get()
    }
}
