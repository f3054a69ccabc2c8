#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX thread for one piece of work, joined by whoever started it.
///
/// For work beside a process's start: libdispatch starts its own threads when its queues are
/// first used, which took up to 2.5 ms of a one-image render, and a forked child of `serve`
/// cannot use queues its parent started.
public enum JoinableThread {
    private final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Starts `body` on a new thread, to be joined with `pthread_join` (or detached); nil when no
    /// thread could be made, and then `body` has run on the calling thread, unless `orInline` is
    /// false (then it has not run at all).
    public static func start(_ body: @escaping @Sendable () -> Void, orInline: Bool = true) -> pthread_t? {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let status = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, work)
        guard status == 0 else {
            let work = Unmanaged<Work>.fromOpaque(work).takeRetainedValue()
            if orInline { work.body() }
            return nil
        }
        return thread
    }
}
