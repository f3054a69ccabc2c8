import Dispatch
import Foundation

/// Work spread over threads, each with its own worker state (a painter with its own FreeType
/// faces), results returned in index order so the output never depends on the thread count.
enum ParallelWork {
    /// `body(worker, index)` for every index below `count`, on up to `threads` threads.
    /// The first error thrown (by index) is rethrown after all work stops.
    static func map<Worker, Result>(
        count: Int, threads: Int, makeWorker: @Sendable () throws -> Worker, _ body: @Sendable (inout Worker, Int) throws -> Result
    ) throws -> [Result] {
        let state = SharedState<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, count))) { _ in
            var worker: Worker
            do { worker = try makeWorker() } catch {
                state.fail(index: -1, error)
                return
            }
            while let index = state.nextIndex() {
                do { state.store(try body(&worker, index), at: index) } catch { state.fail(index: index, error) }
            }
        }
        return try state.results()
    }

    /// The queue of indices and the results, behind a lock (a pthread mutex, which the thread
    /// sanitizer understands).
    private final class SharedState<Result>: @unchecked Sendable {
        // @unchecked Sendable: every stored property is read and written only under `lock`.
        private let lock = NSLock()
        private var next = 0
        private let count: Int
        private var values: [Result?]
        private var error: (index: Int, error: any Error)?

        init(count: Int) {
            self.count = count
            values = [Result?](repeating: nil, count: count)
        }

        func nextIndex() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count, error == nil else { return nil }
            next += 1
            return next - 1
        }

        func store(_ value: Result, at index: Int) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }

        func fail(index: Int, _ failure: any Error) {
            lock.lock()
            if error == nil || index < error!.index { error = (index, failure) }
            lock.unlock()
        }

        func results() throws -> [Result] {
            lock.lock()
            defer { lock.unlock() }
            if let error { throw error.error }
            return values.map { $0! }
        }
    }
}
