import ButtonStackConcurrency

/// One image of a plan and the stack it shows: joined by being one value, never by position.
public struct LaidOutImage: Sendable {
    /// The image as the plan made it.
    public let image: PlannedImage
    /// Its stack as the engine laid it out.
    public let stack: LaidOutStack

    /// `image`, laid out as `stack`.
    public init(image: PlannedImage, stack: LaidOutStack) {
        self.image = image
        self.stack = stack
    }
}

/// What a plan run finished: each image's output in the order its steps ran (nil where its step
/// failed or never ran) and the first failure in that order, if any.
public struct PlanResults<Output> {
    /// Each image's output, in the order the steps ran.
    public var values: [Output?]
    /// The first failure, in the order the steps ran.
    public var failure: (any Error)?

    /// Outputs `values` (nil where none), and `failure`, if any.
    public init(values: [Output?], failure: (any Error)?) {
        self.values = values
        self.failure = failure
    }

    /// The outputs, or the failure thrown.
    public func get() throws -> [Output] {
        if let failure { throw failure }
        return values.compactMap { $0 }
    }
}

extension PlanResults: Sendable where Output: Sendable {}

/// The one executor of plans: `render`, `verify`, `record`, `lint`, the sheets of a render and
/// the in-memory Swift API differ only in what they check and the step they run on each image.
/// ``execute(_:check:prepare:makeWorker:retire:step:)`` is its only way in:
///
/// 1. Lay out every image, each distinct request once (the light and dark pictures of a
///    combination share a layout), on every thread, and check each in plan order (say, that it is
///    not too large to draw), so that a bad spec fails before anything is made.
/// 2. Prepare, once every image is checked: the command says in which order the steps run (a
///    contact sheet's page by page), having done what must come before any step.
/// 3. Run the command's step on each laid-out image, on every thread, each thread with its own
///    worker (a painter and an encoder); results come back by image, so output never depends on
///    the thread count.
///
/// Its memory policy is its own: up to ``layoutsKept`` images, every layout is kept from (1)
/// until its step; a larger plan is laid out and checked a chunk at a time, each layout let go
/// once checked, and laid out again at the start of its step from the measurements the check left
/// in the engine's cache (the same layout: the engine's answer depends on the request alone), so
/// memory does not grow by a layout (some kilobytes) an image.
public struct PlanRunner: Sendable {
    /// Lays out and measures.
    public let engine: ButtonStackEngine
    /// How many threads lay out and run steps.
    public let threads: Int
    /// How many images' layouts a plan keeps from its check until its steps (about 8 KB a layout).
    public let layoutsKept: Int

    /// The default of ``layoutsKept``.
    public static let defaultLayoutsKept = 4_096
    /// How many images a larger plan lays out and checks at a time.
    static let chunk = 1_024

    /// An executor over `engine` on `threads` threads, keeping up to `layoutsKept` layouts.
    public init(engine: ButtonStackEngine, threads: Int, layoutsKept: Int = PlanRunner.defaultLayoutsKept) {
        self.engine = engine
        self.threads = max(1, threads)
        self.layoutsKept = layoutsKept
    }

    /// Carries out `images`: (1) each laid out and seen by `check` in plan order, (2) `prepare`
    /// once all are checked (the plan positions in the order the steps run; nil: plan order),
    /// (3) `step` on each, each thread with a worker from `makeWorker` (handed to `retire` when the
    /// thread is done, to keep for the process's next run). Steps stop being handed out at the
    /// first failure or interruption; what finished is kept.
    /// - Throws: the first failure of (1) in plan order, as on one thread, or of (2); ``Interrupted``
    ///   after SIGINT or SIGTERM. A step's failure is in the results.
    public func execute<Worker, Output>(
        _ images: [PlannedImage], check: (LaidOutImage) throws -> Void = { _ in }, prepare: () throws -> [Int]? = { nil },
        makeWorker: @Sendable () throws -> Worker, retire: @Sendable (Worker) -> Void = { _ in },
        step: @Sendable (inout Worker, LaidOutImage) throws -> Output
    ) throws -> PlanResults<Output> {
        // (1)
        let keepsLayouts = images.count <= layoutsKept
        var laidOut: [LaidOutImage] = []
        if keepsLayouts {
            laidOut = try layOut(images, check: check)
        } else {
            for start in stride(from: 0, to: images.count, by: Self.chunk) {
                _ = try layOut(Array(images[start..<min(images.count, start + Self.chunk)]), check: check)
            }
        }
        // (2)
        let order = try prepare() ?? Array(images.indices)
        // (3)
        // The plan is not copied in step order (an image's position is looked up), and a plan too
        // large to keep its layouts keeps no array of them at all: each is some hundreds of bytes
        // even when empty, which a run of ten thousand images would carry to its end.
        let engine = engine, kept = keepsLayouts ? order.map { laidOut[$0] } : []
        laidOut = []
        let outcome = ParallelWork.mapUntilFailure(runs: Self.runs(of: order, in: images), threads: threads, makeWorker: makeWorker,
                                                   retire: retire) { worker, index in
            try Interruption.checkBeforeImage()
            if keepsLayouts { return try step(&worker, kept[index]) }
            let planned = images[order[index]]
            return try step(&worker, LaidOutImage(image: planned, stack: try engine.layout(planned.request)))
        }
        return PlanResults(values: outcome.values, failure: outcome.failure)
    }

    /// (3): the step positions cut into runs that one thread takes whole: images next to each
    /// other in step order with the same request (the light and dark pictures of a combination)
    /// draw the same glyphs at the same places, so the second finds them in the glyph cache. Handed
    /// to two threads at once, both pictures missed and rasterized every glyph twice: a third more
    /// glyphs in a two-thread render than in a one-thread render of the same plan.
    static func runs(of order: [Int], in images: [PlannedImage]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for position in order.indices.dropFirst() where images[order[position]].request != images[order[position - 1]].request {
            runs.append(start..<position)
            start = position
        }
        if !order.isEmpty { runs.append(start..<order.count) }
        return runs
    }

    /// (1): every image laid out, in plan order; `check` sees each in plan order.
    private func layOut(_ images: [PlannedImage], check: (LaidOutImage) throws -> Void) throws -> [LaidOutImage] {
        var distinct: [StackRequest] = []
        var position: [StackRequest: Int] = [:]
        for image in images where position[image.request] == nil {
            position[image.request] = distinct.count
            distinct.append(image.request)
        }
        let requests = distinct
        let outcomes = try ParallelWork.map(count: requests.count, threads: threads, makeWorker: {}) { _, index -> Result<LaidOutStack, any Error> in
            try Interruption.check()
            return Result { try engine.layout(requests[index]) }
        }
        return try images.map { image in
            // Each image takes its request's layout (or its failure), found by the request itself.
            guard let at = position[image.request] else { throw PlanFailure.notLaidOut(image.fileName) }
            let laidOut = LaidOutImage(image: image, stack: try outcomes[at].get())
            try check(laidOut)
            return laidOut
        }
    }
}

/// A plan that cannot be carried out as it is.
enum PlanFailure: Error, CustomStringConvertible {
    case notLaidOut(String)

    var description: String {
        switch self {
        case .notLaidOut(let file): "\(file): was not laid out"
        }
    }
}
