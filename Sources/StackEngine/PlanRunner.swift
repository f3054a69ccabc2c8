import ButtonStackSystem

/// An image of a plan as a command holds it: the job, and whatever the command keeps beside it
/// (a snapshot's folder).
public protocol PlannedImage: Sendable {
    /// The image: what to lay out, in which appearance, under which file name.
    var job: RenderJob { get }
}

extension RenderJob: PlannedImage {
    /// The job itself.
    public var job: RenderJob { self }
}

/// One image of a plan and the stack it shows: joined by being one value, never by position.
public struct LaidOut<Image: PlannedImage>: Sendable {
    /// The image as the command planned it.
    public let image: Image
    /// Its stack as the engine laid it out.
    public let stack: LaidOutStack

    /// `image`, laid out as `stack`.
    public init(image: Image, stack: LaidOutStack) {
        self.image = image
        self.stack = stack
    }

    /// The image's job.
    public var job: RenderJob { image.job }
}

/// A render job and its stack.
public typealias LaidOutJob = LaidOut<RenderJob>

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
    public func layOut<Image>(_ images: [Image], check: (LaidOut<Image>) throws -> Void = { _ in }) throws -> [LaidOut<Image>] {
        var distinct: [StackRequest] = []
        var position: [StackRequest: Int] = [:]
        for job in images.map(\.job) where position[job.request] == nil {
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
            let stack = try outcomes[position[image.job.request]!].get()
            let laidOut = LaidOut(image: image, stack: stack)
            try check(laidOut)
            return laidOut
        }
    }

    /// (1) and (2) for a plan too large to keep every layout of until its images are drawn: the
    /// jobs laid out and checked `chunk` at a time, in plan order (a request two chunks share is
    /// laid out in each), each layout let go once `summarize` has seen it. The first failure in
    /// plan order is the one thrown, as ``layOut(_:check:)`` throws it. Run the steps with
    /// ``run(layingOutAgain:makeWorker:retire:step:)``.
    public func check<Image, Summary>(_ images: [Image], chunk: Int = 1_024, summarize: (LaidOut<Image>) throws -> Summary) throws -> [Summary] {
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
    public func run<Image, Worker, Output>(
        layingOutAgain images: [Image], makeWorker: @Sendable () throws -> Worker, retire: @Sendable (Worker) -> Void = { _ in },
        step: @Sendable (inout Worker, LaidOut<Image>) throws -> Output
    ) -> PlanResults<Output> {
        let engine = engine
        let outcome = ParallelWork.mapUntilFailure(count: images.count, threads: threads, makeWorker: makeWorker, retire: retire) { worker, index in
            try Interruption.checkBeforeImage()
            return try step(&worker, LaidOut(image: images[index], stack: try engine.layout(images[index].job.request)))
        }
        return PlanResults(values: outcome.values, failure: outcome.failure)
    }

    /// (3): `step` on every laid-out job, each thread with a worker from `makeWorker` (handed to
    /// `retire` when the thread is done, to keep for the process's next run). Steps stop being
    /// handed out at the first failure or interruption; what finished is kept.
    public func run<Image, Worker, Output>(
        _ laidOut: [LaidOut<Image>], makeWorker: @Sendable () throws -> Worker, retire: @Sendable (Worker) -> Void = { _ in },
        step: @Sendable (inout Worker, LaidOut<Image>) throws -> Output
    ) -> PlanResults<Output> {
        let outcome = ParallelWork.mapUntilFailure(count: laidOut.count, threads: threads, makeWorker: makeWorker, retire: retire) { worker, index in
            try Interruption.checkBeforeImage()
            return try step(&worker, laidOut[index])
        }
        return PlanResults(values: outcome.values, failure: outcome.failure)
    }

    /// (1) to (3) for a step that needs no worker of its own (lint).
    public func run<Image, Output>(_ images: [Image], step: @Sendable (LaidOut<Image>) throws -> Output) throws -> [Output] {
        try run(try layOut(images), makeWorker: {}) { _, laidOut in try step(laidOut) }.get()
    }
}
