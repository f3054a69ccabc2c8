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
    /// The pixels.
    public var canvas: Canvas
    /// The layout the pixels show.
    public var layout: TypesetLayout
    /// The image's manifest entry.
    public var entry: ManifestEntry
}

/// Renders jobs on every core (or `jobs` threads), each thread with its own painter and FreeType
/// faces; results come back in job order, so output never depends on the thread count.
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
        let laidOut = try layouts(jobs, threads: threads)
        let done = Locked(0)
        return try ParallelWork.map(count: laidOut.count, threads: threads, makeWorker: { try Painter() }) { painter, index in
            do {
                let image = try draw(jobs[index], laidOut[index], painter: painter)
                progress?(done.withLock { count in count += 1; return count })
                return image
            } catch {
                throw RenderFailure(message: "\(jobs[index].fileName): \(error)")
            }
        }
    }

    /// The layout of every job, on every thread, each distinct request laid out once (the light
    /// and dark pictures of a combination share theirs). `check` then runs on each job in order.
    /// - Throws: the first failure in job order, of a layout or of `check`, as on one thread.
    public func layouts(
        _ jobs: [RenderJob], threads: Int, check: (RenderJob, LaidOutStack) throws -> Void = { _, _ in }
    ) throws -> [LaidOutStack] {
        var firstJob: [StackRequest: Int] = [:]
        var requests: [StackRequest] = []
        let slots = jobs.map { job in
            if let slot = firstJob[job.request] { return slot }
            firstJob[job.request] = requests.count
            requests.append(job.request)
            return requests.count - 1
        }
        let distinct = requests
        let outcomes = try ParallelWork.map(count: distinct.count, threads: threads, makeWorker: {}) { _, index -> Result<LaidOutStack, any Error> in
            try Interruption.check()
            return Result { try engine.layout(distinct[index]) }
        }
        return try zip(jobs, slots).map { job, slot in
            let stack = try outcomes[slot].get()
            try check(job, stack)
            return stack
        }
    }

    /// Draws one laid-out job with `painter`.
    public func draw(_ job: RenderJob, _ stack: LaidOutStack, painter: Painter) throws -> RenderedImage {
        let renderer = StackRenderer(theme: .standard(job.appearance, stack: job.request.stack))
        let canvas = try painter.paint(try renderer.drawList(stack))
        let entry = ManifestEntry(job: job, stack: stack, pixelWidth: canvas.width, pixelHeight: canvas.height)
        return RenderedImage(job: job, canvas: canvas, layout: stack.layout, entry: entry)
    }
}

/// A render that failed.
public struct RenderFailure: Error, CustomStringConvertible, Sendable {
    /// One line that says what failed.
    public var message: String

    /// A failure that says `message`.
    public init(message: String) { self.message = message }

    public var description: String { message }
}
