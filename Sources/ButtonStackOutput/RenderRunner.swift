import AssetRasterizer
import ButtonStackRenderer
import ButtonStackLint
import StackEngine
import ButtonStackBase
import ButtonStackConcurrency
import ButtonLayout
import Rasterizer

/// One rendered image kept in memory (the Swift API's answer): the planned image, the stack the
/// pixels show, the pixels and what the manifest says of it.
public struct RenderedImage: Sendable {
    /// What was rendered.
    public var image: PlannedImage
    /// The stack the pixels show.
    public var stack: LaidOutStack
    /// The pixels.
    public var canvas: Canvas
    /// The image's manifest entry, with its lint findings.
    public var entry: ManifestEntry

    /// The layout the pixels show.
    public var layout: TypesetLayout { stack.layout }
}

/// What drawing a laid-out image takes, worked out once when its plan is checked and handed down
/// to its draw: its renderer (the theme of its stack in its appearance) and its size in pixels.
public struct Drawing: Sendable {
    /// The image's renderer, with its theme.
    public let renderer: StackRenderer
    /// The picture's width in pixels.
    public let pixelWidth: Int
    /// The picture's height in pixels.
    public let pixelHeight: Int

    /// The drawing of `laidOut`, its backdrop image (if any) decoded once by `engine`'s cache.
    /// - Throws: ``RenderFailure`` naming the image when it would be too large to draw, or the
    ///   spec's line when its backdrop image cannot be decoded.
    public init(_ laidOut: LaidOutImage, engine: ButtonStackEngine) throws {
        let theme = Theme.standard(laidOut.image.appearance, stack: laidOut.image.request.stack)
        renderer = StackRenderer(theme: theme, backdropImage: try BackdropImages.image(of: theme.backdrop, specFile: laidOut.image.request.file, engine: engine),
                                 assetDrawings: engine.keeps.value(AssetDrawings.init))
        do { (pixelWidth, pixelHeight) = try renderer.pixelSize(laidOut.stack) } catch {
            throw RenderFailure(message: "\(laidOut.image.fileName): \(error)")
        }
    }

    /// What `laidOut`'s pixels are painted from: the renderer's draw list at the size checked.
    public func drawList(_ laidOut: LaidOutImage) throws -> DrawList {
        try renderer.drawList(laidOut.stack, width: pixelWidth, height: pixelHeight)
    }

    /// The manifest entry of `laidOut` drawn this size, with lint's findings and its digest.
    public func entry(_ laidOut: LaidOutImage) -> ManifestEntry {
        ManifestEntry(image: laidOut.image, stack: laidOut.stack, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                      findings: Lint.findings(laidOut.stack), digest: laidOut.image.digest)
    }
}

/// The in-memory Swift API and render's step of a plan (``PlanRunner``): draw laid-out images and
/// describe them for the manifest, lint's findings included.
public struct RenderRunner: Sendable {
    /// Lays out and measures.
    public let engine: ButtonStackEngine

    /// A runner over `engine`.
    public init(engine: ButtonStackEngine) { self.engine = engine }

    /// Lays out every image first (so a bad spec fails before anything is drawn), then draws them
    /// on `threads` threads, keeping every picture in memory: the Swift API's way, for tests and
    /// libraries. `render` writes as it goes (``RenderOutput``). `progress` is called with the
    /// number finished so far.
    public func render(
        _ images: [PlannedImage], threads: Int, progress: (@Sendable (Int) -> Void)? = nil
    ) throws -> [RenderedImage] {
        let done = Locked(0)
        let drawings = Locked<[String: Drawing]>([:])
        let engine = engine
        return try PlanRunner(engine: engine, threads: threads).execute(images, check: { laidOut in
            let drawing = try Drawing(laidOut, engine: engine)
            drawings.withLock { $0[laidOut.image.fileName] = drawing }
        }, makeWorker: { try RenderWorker.take(from: engine) }, retire: { RenderWorker.keep($0, in: engine) }) { worker, laidOut in
            do {
                guard let drawing = drawings.withLock({ $0[laidOut.image.fileName] }) else { throw RenderFailure(message: "was not checked") }
                let canvas = try worker.painter.paint(try drawing.drawList(laidOut))
                progress?(done.withLock { count in count += 1; return count })
                return RenderedImage(image: laidOut.image, stack: laidOut.stack, canvas: canvas, entry: drawing.entry(laidOut))
            } catch {
                throw RenderFailure(message: "\(laidOut.image.fileName): \(error)")
            }
        }.get()
    }
}
