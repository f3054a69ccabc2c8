import Dispatch

/// Work spread over threads, each with its own worker state (a painter with its own FreeType
/// faces), results returned in index order so the output never depends on the thread count.
public enum ParallelWork {
    /// `body(worker, index)` for every index below `count`, on up to `threads` threads.
    /// The first error thrown (by index) is rethrown after all work stops.
    /// Each thread hands its worker to `retire` when it is done (to keep it for a later run).
    public static func map<Worker, Result>(
        count: Int, threads: Int, makeWorker: @Sendable () throws -> Worker, retire: @Sendable (Worker) -> Void = { _ in },
        _ body: @Sendable (inout Worker, Int) throws -> Result
    ) throws -> [Result] {
        let outcome = mapUntilFailure(count: count, threads: threads, makeWorker: makeWorker, retire: retire, body)
        if let failure = outcome.failure { throw failure }
        // With no failure every index has its result.
        return outcome.values.compactMap { $0 }
    }

    /// Like ``map(count:threads:makeWorker:_:)``, but keeps what finished: every index's result
    /// (nil where the work failed or never ran) and the first failure, if any. Work stops being
    /// handed out at the first failure. Each thread hands its worker to `retire` when it is done
    /// (to keep it for a later run).
    public static func mapUntilFailure<Worker, Result>(
        count: Int, threads: Int, makeWorker: @Sendable () throws -> Worker, retire: @Sendable (Worker) -> Void = { _ in },
        _ body: @Sendable (inout Worker, Int) throws -> Result
    ) -> (values: [Result?], failure: (any Error)?) {
        mapUntilFailure(runs: (0..<max(0, count)).map { $0..<($0 + 1) }, threads: threads, makeWorker: makeWorker, retire: retire, body)
    }

    /// Like ``mapUntilFailure(count:threads:makeWorker:retire:_:)`` over every index of `runs`
    /// (ranges that follow one another from 0, each of at least one index), a run handed out
    /// whole: one thread does its indices one after another. Work that shares what a worker
    /// keeps (the light and dark pictures of one layout draw the same glyphs) is then done by
    /// one thread in turn, rather than by two at once, each of which would find nothing kept yet.
    public static func mapUntilFailure<Worker, Result>(
        runs: [Range<Int>], threads: Int, makeWorker: @Sendable () throws -> Worker, retire: @Sendable (Worker) -> Void = { _ in },
        _ body: @Sendable (inout Worker, Int) throws -> Result
    ) -> (values: [Result?], failure: (any Error)?) {
        let state = SharedState<Result>(runs: runs)
        let width = max(1, min(threads, runs.count))
        /// One thread's share: its worker takes runs until there are none left.
        @Sendable func work() {
            ThreadHeap.open()
            var worker: Worker
            do { worker = try makeWorker() } catch {
                state.fail(index: -1, error)
                return
            }
            while let run = state.nextRun() {
                for index in run {
                    // Within a run, an index goes on unless a lower one failed: every index below
                    // the first failure has its result, as when indices went out one at a time.
                    if index > run.lowerBound, !state.mayRun(index) { break }
                    do { state.store(try body(&worker, index), at: index) } catch {
                        state.fail(index: index, error)
                        break
                    }
                }
            }
            retire(worker)
        }
        // One thread is the calling one: libdispatch is not started for it (its threads cost a
        // one-image process a few hundred microseconds).
        if width == 1 { work() } else { DispatchQueue.concurrentPerform(iterations: width) { _ in work() } }
        return state.partialResults()
    }

    /// The queue of indices and the results, behind a lock (`Locked`, a pthread mutex, which the
    /// thread sanitizer understands).
    private final class SharedState<Result>: Sendable {
        private struct State {
            var next = 0
            var values: [Result?]
            var error: (index: Int, error: any Error)?
        }

        private let runs: [Range<Int>]
        private let state: Locked<State>

        init(runs: [Range<Int>]) {
            // The runs are the code's own cut of 0..<n, never input: one after another, none empty.
            precondition(zip([0..<0] + runs, runs).allSatisfy { $0.upperBound == $1.lowerBound && !$1.isEmpty },
                          "runs must follow one another from 0, none empty")
            self.runs = runs
            state = Locked(State(values: [Result?](repeating: nil, count: runs.last?.upperBound ?? 0)))
        }

        /// The next run not yet handed out, while nothing has failed.
        func nextRun() -> Range<Int>? {
            state.withLock { state in
                guard state.next < runs.count, state.error == nil else { return nil }
                state.next += 1
                return runs[state.next - 1]
            }
        }

        /// Whether `index` may still run: no failure yet at a lower index (nor of a worker).
        func mayRun(_ index: Int) -> Bool { state.withLock { $0.error.map { $0.index > index } ?? true } }

        func store(_ value: Result, at index: Int) {
            state.withLock { $0.values[index] = value }
        }

        func fail(index: Int, _ failure: any Error) {
            state.withLock { state in
                if state.error == nil || index < state.error!.index { state.error = (index, failure) }
            }
        }

        func partialResults() -> (values: [Result?], failure: (any Error)?) {
            state.withLock { state in (state.values, state.error?.error) }
        }
    }
}
