import ButtonStackRenderer
import ButtonStackLint
import StackEngine
import ButtonStackBase
import ButtonStackSystem
import ButtonLayout
import ButtonSpec
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rasterizer
import Typesetter

/// One rendered image and what the manifest says of it.
public struct RenderedImage: Sendable {
    /// What was rendered.
    public var job: RenderJob
    /// The stack the pixels show.
    public var stack: LaidOutStack
    /// The pixels.
    public var canvas: Canvas
    /// The image's manifest entry, with its lint findings.
    public var entry: ManifestEntry

    /// The layout the pixels show.
    public var layout: TypesetLayout { stack.layout }
}

/// Render's step of a plan (``PlanRunner``): draw a laid-out job and describe it for the manifest,
/// lint's findings included.
public struct RenderRunner: Sendable {
    /// Lays out and measures.
    public let engine: ButtonStackEngine

    /// A runner over `engine`.
    public init(engine: ButtonStackEngine) { self.engine = engine }

    /// Lays out every job first (so a bad spec fails before anything is drawn), then draws them,
    /// keeping every image in memory: for tests and libraries. `render` writes as it goes
    /// (``RenderOutput``). `progress` is called with the number finished so far.
    public func render(
        _ jobs: [RenderJob], threads: Int, progress: (@Sendable (Int) -> Void)? = nil
    ) throws -> [RenderedImage] {
        let plan = PlanRunner(engine: engine, threads: threads)
        let done = Locked(0)
        return try plan.run(try plan.layOut(jobs), makeWorker: { try Painter() }) { painter, laidOut in
            do {
                let image = try draw(laidOut, painter: painter)
                progress?(done.withLock { count in count += 1; return count })
                return image
            } catch {
                throw RenderFailure(message: "\(laidOut.job.fileName): \(error)")
            }
        }.get()
    }

    /// Draws one laid-out job with `painter`, and judges it with lint for its manifest entry
    /// (which records `digest`, the image's ``ImageDigests`` digest, when given).
    public func draw<Image>(_ laidOut: LaidOut<Image>, painter: Painter, digest: String? = nil) throws -> RenderedImage {
        let canvas = try paint(laidOut, painter: painter)
        return RenderedImage(job: laidOut.job, stack: laidOut.stack, canvas: canvas,
                             entry: entry(laidOut, pixelWidth: canvas.width, pixelHeight: canvas.height, digest: digest))
    }

    /// The manifest entry of `laidOut` drawn `pixelWidth` × `pixelHeight` pixels, with lint's
    /// findings (and `digest`, the image's ``ImageDigests`` digest, when given).
    public func entry<Image>(_ laidOut: LaidOut<Image>, pixelWidth: Int, pixelHeight: Int, digest: String? = nil) -> ManifestEntry {
        ManifestEntry(job: laidOut.job, stack: laidOut.stack, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                      findings: Lint.findings(laidOut.stack), digest: digest)
    }

    /// The pixels of one laid-out job, drawn with `painter`, and nothing else: what verify and
    /// the snapshot library compare (lint's findings are the manifest's, not theirs).
    public func paint<Image>(_ laidOut: LaidOut<Image>, painter: Painter) throws -> Canvas {
        try painter.paint(try drawList(laidOut))
    }

    /// What one laid-out job's pixels are painted from: the renderer's draw list.
    public func drawList<Image>(_ laidOut: LaidOut<Image>) throws -> DrawList {
        try StackRenderer(theme: .standard(laidOut.job.appearance, stack: laidOut.job.request.stack)).drawList(laidOut.stack)
    }

    /// Checks that `laidOut` can be drawn: an image too large fails before anything is drawn.
    public static func checkDrawable<Image>(_ laidOut: LaidOut<Image>) throws {
        _ = try pixelSize(laidOut)
    }

    /// The size in pixels `laidOut`'s image is drawn at.
    /// - Throws: ``RenderFailure`` naming the image when it would be too large to draw.
    public static func pixelSize<Image>(_ laidOut: LaidOut<Image>) throws -> (width: Int, height: Int) {
        do { return try StackRenderer(theme: .standard(laidOut.job.appearance, stack: laidOut.job.request.stack)).pixelSize(laidOut.stack) } catch {
            throw RenderFailure(message: "\(laidOut.job.fileName): \(error)")
        }
    }
}
