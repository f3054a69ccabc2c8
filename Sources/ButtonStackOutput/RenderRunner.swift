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
    public var renderer: StackRenderer { shared.renderer }
    /// The picture's width in pixels.
    public let pixelWidth: Int
    /// The picture's height in pixels.
    public let pixelHeight: Int
    /// The renderer, one object for every image of the same look: a plan's drawings are all kept
    /// from its check to their draws, and a theme is 150 bytes.
    private let shared: SharedRenderer

    /// The drawing of `laidOut`, its backdrop image (if any) decoded once by `engine`'s cache.
    /// - Throws: ``RenderFailure`` naming the image when it would be too large to draw, or the
    ///   spec's line when its backdrop image cannot be decoded.
    public init(_ laidOut: LaidOutImage, engine: ButtonStackEngine) throws {
        let theme = Theme.standard(laidOut.image.appearance, stack: laidOut.image.request.stack)
        shared = try engine.keeps.value(SharedRenderers.init).renderer(for: theme, specFile: laidOut.image.request.file, engine: engine)
        do { (pixelWidth, pixelHeight) = try shared.renderer.pixelSize(laidOut.stack) } catch {
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

/// A renderer held by reference, for drawings to share.
private final class SharedRenderer: Sendable {
    let renderer: StackRenderer
    init(_ renderer: StackRenderer) { self.renderer = renderer }
}

/// The renderers made so far, by theme: each look's renderer is made once and shared by the
/// drawings of its images. A theme with a backdrop image is made afresh for each drawing (its
/// file is decoded once by ``BackdropImages``, which sees it change).
private final class SharedRenderers: Sendable {
    private let byTheme = Locked<[Theme: SharedRenderer]>([:])
    /// The most themes kept (a `serve` process sees many specs): past it, the kept ones are let go.
    private static let limit = 256

    /// The renderer of `theme`, for a stack of `specFile`.
    /// - Throws: when the theme's backdrop image cannot be decoded.
    func renderer(for theme: Theme, specFile: String, engine: ButtonStackEngine) throws -> SharedRenderer {
        let make = {
            SharedRenderer(StackRenderer(theme: theme, backdropImage: try BackdropImages.image(of: theme.backdrop, specFile: specFile, engine: engine),
                                         assetDrawings: engine.keeps.value(AssetDrawings.init)))
        }
        if case .image? = theme.backdrop { return try make() }
        if let kept = byTheme.withLock({ $0[theme] }) { return kept }
        let made = try make()
        return byTheme.withLock { kept in
            if kept.count >= Self.limit { kept.removeAll() }
            if let earlier = kept[theme] { return earlier }
            kept[theme] = made
            return made
        }
    }
}
