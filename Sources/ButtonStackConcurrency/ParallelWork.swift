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
        let state = SharedState<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, count))) { _ in
            ThreadHeap.open()
            var worker: Worker
            do { worker = try makeWorker() } catch {
                state.fail(index: -1, error)
                return
            }
            while let index = state.nextIndex() {
                do { state.store(try body(&worker, index), at: index) } catch { state.fail(index: index, error) }
            }
            retire(worker)
        }
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

        private let count: Int
        private let state: Locked<State>

        init(count: Int) {
            self.count = count
            state = Locked(State(values: [Result?](repeating: nil, count: count)))
        }

        func nextIndex() -> Int? {
            state.withLock { state in
                guard state.next < count, state.error == nil else { return nil }
                state.next += 1
                return state.next - 1
            }
        }

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
