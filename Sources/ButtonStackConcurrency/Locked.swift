#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a pthread mutex. (Swift's `Synchronization.Mutex` waits on futexes, which the
/// thread sanitizer cannot see, so every guarded access would be reported as a race; a pthread
/// mutex keeps the sanitizer's verdict meaningful.)
public final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only reached inside `withLock`, under `mutex`.
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// `value`, guarded from now on.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
