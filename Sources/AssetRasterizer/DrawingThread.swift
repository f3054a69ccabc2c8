import ButtonStackConcurrency
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A detached POSIX thread for one drawing, so that a drawing the libraries cannot stop can be
/// left running while its caller moves on.
enum DrawingThread {
    /// Starts `body` on a new detached thread; false when no thread could be made (then nothing
    /// has run: the caller draws no such drawing).
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        guard let thread = JoinableThread.start(body, orInline: false) else { return false }
        pthread_detach(thread)
        return true
    }
}
