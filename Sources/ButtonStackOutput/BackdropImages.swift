import ButtonStackRenderer
import ButtonStackConcurrency
import ButtonStackFiles
import ButtonSpec
import StackEngine
import PNGFiles
import Rasterizer

/// The backdrop images of a theme, decoded once for as long as the engine lives (the engine keeps
/// this, ``EngineKeeps``): a run draws the same one in every picture, and a long-lived process
/// (`render --watch`, a test suite) decodes a changed file again.
final class BackdropImages: Sendable {
    /// The largest side a backdrop image may have, in pixels.
    static let maximumSide = 8192
    /// Decoded images by path, with the file's version when decoded.
    private let images = Locked<[String: (stamp: FileStamp?, canvas: Canvas)]>([:])

    /// The picture of `backdrop` when it is an image, decoded from its file once; nil otherwise.
    /// - Throws: ``RenderFailure`` naming the spec's line when the image cannot be decoded.
    static func image(of backdrop: Backdrop?, specFile: String, engine: ButtonStackEngine) throws -> Canvas? {
        guard case .image(let path, let line, let specPath)? = backdrop else { return nil }
        return try engine.keeps.value(BackdropImages.init).image(path, line: line, specPath: specPath, specFile: specFile)
    }

    /// The image at `path`, decoded once.
    private func image(_ path: String, line: Int?, specPath: String, specFile: String) throws -> Canvas {
        let stamp = FileStamp.of(path)
        if let cached = images.withLock({ $0[path] }), cached.stamp == stamp { return cached.canvas }
        do {
            let canvas = try PNGCodec.read(path: path, maximumArea: Self.maximumSide * Self.maximumSide)
            images.withLock { $0[path] = (stamp, canvas) }
            return canvas
        } catch {
            let location = line.map { "\(specFile):\($0)" } ?? specFile
            throw RenderFailure(message: "\(location): \(specPath): \(error)")
        }
    }
}
