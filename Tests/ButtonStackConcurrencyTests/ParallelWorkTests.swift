import ButtonStackConcurrency
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Which worker did an index, and when: workers are numbered as they are made.
private final class Ledger: Sendable {
    private let entries = Locked<[(index: Int, worker: Int)]>([])
    private let workers = Locked(0)

    func newWorker() -> Int { workers.withLock { $0 += 1; return $0 } }
    func record(_ index: Int, by worker: Int) { entries.withLock { $0.append((index, worker)) } }
    var done: [(index: Int, worker: Int)] { entries.withLock { $0 } }
}

@Suite struct ParallelWorkTests {
    @Test func aRunIsDoneWholeByOneThreadInOrder() {
        // Pairs, as a render's light and dark pictures of one layout: never split between threads.
        let runs = stride(from: 0, to: 64, by: 2).map { $0..<($0 + 2) }
        for _ in 0..<20 {
            let ledger = Ledger()
            let outcome = ParallelWork.mapUntilFailure(runs: runs, threads: 4, makeWorker: { ledger.newWorker() }) { worker, index in
                ledger.record(index, by: worker)
                return index * 10
            }
            #expect(outcome.failure == nil)
            #expect(outcome.values == (0..<64).map { $0 * 10 })
            let done = ledger.done
            for run in runs {
                let steps = done.enumerated().filter { run.contains($0.element.index) }
                #expect(Set(steps.map(\.element.worker)).count == 1, "run \(run) was split between workers")
                #expect(steps.map(\.element.index) == Array(run), "run \(run) was not done in order")
            }
        }
    }

    @Test func aFailureEndsItsRunAndStopsHandingOutRuns() {
        struct Broken: Error {}
        let runs = [0..<3, 3..<6, 6..<9]
        let ledger = Ledger()
        let outcome = ParallelWork.mapUntilFailure(runs: runs, threads: 1, makeWorker: { ledger.newWorker() }) { worker, index in
            ledger.record(index, by: worker)
            if index == 4 { throw Broken() }
            return index
        }
        #expect(outcome.failure is Broken)
        // The run that failed stops at its failure; no later run starts.
        #expect(ledger.done.map(\.index) == [0, 1, 2, 3, 4])
        #expect(outcome.values == [0, 1, 2, 3, nil, nil, nil, nil, nil])
    }

    @Test func aFailureOnAnotherThreadDoesNotStopTheLowerIndicesOfARun() {
        // Thread one takes 0..<2 and is slow on 0; thread two fails on 2 meanwhile. Index 1 still
        // runs, and its failure, the lowest, is the one reported, as on one thread.
        struct Failure: Error, Equatable { var index: Int }
        for _ in 0..<5 {
            let outcome = ParallelWork.mapUntilFailure(runs: [0..<2, 2..<3], threads: 2, makeWorker: {}) { _, index -> Int in
                if index == 0 { usleep(50_000) }
                if index > 0 { throw Failure(index: index) }
                return index
            }
            #expect(outcome.failure as? Failure == Failure(index: 1))
            #expect(outcome.values[0] == 0)
        }
    }

    @Test func indicesOneByOneKeepTheirResultsInIndexOrderOnAnyThreadCount() throws {
        for threads in [1, 2, 5] {
            #expect(try ParallelWork.map(count: 37, threads: threads, makeWorker: {}) { _, index in index * index } == (0..<37).map { $0 * $0 })
        }
        #expect(try ParallelWork.map(count: 0, threads: 2, makeWorker: {}) { _, index in index }.isEmpty)
    }
}

@Suite struct OneThreadTests {
    @Test func oneThreadOfWorkRunsOnTheCallingThread() {
        // No libdispatch thread for a one-image render: its work is the caller's, in order.
        let caller = pthread_self()
        let outcome = ParallelWork.mapUntilFailure(count: 5, threads: 1, makeWorker: { 0 }) { worker, index in
            worker += 1
            return (pthread_equal(pthread_self(), caller) != 0, worker)
        }
        #expect(outcome.failure == nil)
        #expect(outcome.values.map { $0?.0 } == Array(repeating: true, count: 5))
        #expect(outcome.values.map { $0?.1 } == [1, 2, 3, 4, 5], "one worker, its state kept from index to index")
    }

    @Test func aJoinableThreadRunsElsewhereAndIsDoneWhenJoined() throws {
        let caller = pthread_self()
        let seen = Locked<(ran: Bool, elsewhere: Bool)>((false, false))
        let thread = try #require(JoinableThread.start {
            usleep(20_000)
            seen.withLock { $0 = (true, pthread_equal(pthread_self(), caller) == 0) }
        })
        pthread_join(thread, nil)
        #expect(seen.withLock { $0.ran && $0.elsewhere })
    }
}
