import ButtonStackSystem

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

/// What a plan run finished: each job's output in plan order (nil where its step failed or never
/// ran) and the first failure by plan order, if any.
public struct PlanResults<Output> {
    /// Each job's output, in plan order.
    public var values: [Output?]
    /// The first failure, by plan order.
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

/// The one way every command carries out a plan — `render`, `verify`, `record`, `lint` and the
/// snapshot library differ only in the step they run on each image:
///
/// 1. Lay out every job, each distinct request once (the light and dark pictures of a
///    combination share a layout), on every thread, so a bad spec fails before anything is made.
/// 2. Check each laid-out job in plan order (say, that its image is not too large to draw).
/// 3. Run the command's step on each laid-out job, on every thread, each thread with its own
///    worker (a painter and an encoder); results come back in plan order, so output never
///    depends on the thread count.
public struct PlanRunner: Sendable {
    /// Lays out and measures.
    public let engine: ButtonStackEngine
    /// How many threads lay out and run steps.
    public let threads: Int

    /// A runner over `engine` on `threads` threads.
    public init(engine: ButtonStackEngine, threads: Int) {
        self.engine = engine
        self.threads = max(1, threads)
    }

    /// (1) and (2): every job laid out, in plan order; `check` sees each in plan order.
    /// - Throws: the first failure in plan order, of a layout or of `check`, as on one thread;
    ///   ``Interrupted`` after SIGINT or SIGTERM.
    public func layOut(_ images: [PlannedImage], check: (LaidOutImage) throws -> Void = { _ in }) throws -> [LaidOutImage] {
        var distinct: [StackRequest] = []
        var position: [StackRequest: Int] = [:]
        for job in images where position[job.request] == nil {
            position[job.request] = distinct.count
            distinct.append(job.request)
        }
        let requests = distinct
        let outcomes = try ParallelWork.map(count: requests.count, threads: threads, makeWorker: {}) { _, index -> Result<LaidOutStack, any Error> in
            try Interruption.check()
            return Result { try engine.layout(requests[index]) }
        }
        return try images.map { image in
            // Each image takes its request's layout (or its failure), found by the request itself.
            let stack = try outcomes[position[image.request]!].get()
            let laidOut = LaidOutImage(image: image, stack: stack)
            try check(laidOut)
            return laidOut
        }
    }

    /// (1) and (2) for a plan too large to keep every layout of until its images are drawn: the
    /// jobs laid out and checked `chunk` at a time, in plan order (a request two chunks share is
    /// laid out in each), each layout let go once `summarize` has seen it. The first failure in
    /// plan order is the one thrown, as ``layOut(_:check:)`` throws it. Run the steps with
    /// ``run(layingOutAgain:makeWorker:retire:step:)``.
    public func check<Summary>(_ images: [PlannedImage], chunk: Int = 1_024, summarize: (LaidOutImage) throws -> Summary) throws -> [Summary] {
        var summaries: [Summary] = []
        summaries.reserveCapacity(images.count)
        for start in stride(from: 0, to: images.count, by: max(1, chunk)) {
            _ = try layOut(Array(images[start..<min(images.count, start + max(1, chunk))])) { summaries.append(try summarize($0)) }
        }
        return summaries
    }

    /// (3) for images checked by ``check(_:chunk:summarize:)``: each laid out again at the start of
    /// its step, on the step's thread, from the measurements the check left in the engine's cache
    /// (the same layout: the engine's answer depends on the request alone).
    public func run<Worker, Output>(
        layingOutAgain images: [PlannedImage], makeWorker: @Sendable () throws -> Worker, retire: @Sendable (Worker) -> Void = { _ in },
        step: @Sendable (inout Worker, LaidOutImage) throws -> Output
    ) -> PlanResults<Output> {
        let engine = engine
        let outcome = ParallelWork.mapUntilFailure(count: images.count, threads: threads, makeWorker: makeWorker, retire: retire) { worker, index in
            try Interruption.checkBeforeImage()
            return try step(&worker, LaidOutImage(image: images[index], stack: try engine.layout(images[index].request)))
        }
        return PlanResults(values: outcome.values, failure: outcome.failure)
    }

    /// (3): `step` on every laid-out job, each thread with a worker from `makeWorker` (handed to
    /// `retire` when the thread is done, to keep for the process's next run). Steps stop being
    /// handed out at the first failure or interruption; what finished is kept.
    public func run<Worker, Output>(
        _ laidOut: [LaidOutImage], makeWorker: @Sendable () throws -> Worker, retire: @Sendable (Worker) -> Void = { _ in },
        step: @Sendable (inout Worker, LaidOutImage) throws -> Output
    ) -> PlanResults<Output> {
        let outcome = ParallelWork.mapUntilFailure(count: laidOut.count, threads: threads, makeWorker: makeWorker, retire: retire) { worker, index in
            try Interruption.checkBeforeImage()
            return try step(&worker, laidOut[index])
        }
        return PlanResults(values: outcome.values, failure: outcome.failure)
    }

    /// (1) to (3) for a step that needs no worker of its own (lint).
    public func run<Output>(_ images: [PlannedImage], step: @Sendable (LaidOutImage) throws -> Output) throws -> [Output] {
        try run(try layOut(images), makeWorker: {}) { _, laidOut in try step(laidOut) }.get()
    }
}
