#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// SIGINT and SIGTERM turned into a flag that long runs check between images, so an interrupted
/// run stops at a safe point: no half-written file, no temporary file left, a manifest that says
/// what was written. The handler only stores the signal number (an atomic store is safe inside a
/// signal handler); the run notices it, cleans up and exits with 128 + the signal.
public enum Interruption {
    private static let received = Atomic<Int32>(0)

    /// Installs the handlers for SIGINT and SIGTERM (once; later calls do nothing more).
    public static func install() {
        _ = installed
    }

    private static let installed: Bool = {
        for signal in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in Interruption.received.store(number, ordering: .relaxed) }
            #else
            action.__sigaction_u.__sa_handler = { number in Interruption.received.store(number, ordering: .relaxed) }
            #endif
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        // A parent may have started us with these signals blocked (a test runner's thread, for
        // one): they would wait unseen, and a service would never stop.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        return true
    }()

    /// The signal received, or nil while none has been.
    public static var signal: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Throws ``Interrupted`` once a signal has been received.
    public static func check() throws(Interrupted) {
        if let signal { throw Interrupted(signal: signal) }
    }
}

/// A run stopped by SIGINT or SIGTERM.
public struct Interrupted: Error, CustomStringConvertible, Sendable {
    /// The signal number.
    public var signal: Int32
    /// The exit status a shell expects: 128 + the signal.
    public var exitStatus: Int32 { 128 + signal }
    public var description: String { "interrupted by \(signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)")" }
}
