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

    /// ``check()`` before an image is drawn: where a run's output is half made, and so where a test
    /// holds it (`BUTTON_STACK_TEST_HOLD_AT_CHECK`).
    public static func checkBeforeImage() throws(Interrupted) {
        if let holdAtCheck, checks.wrappingAdd(1, ordering: .relaxed).newValue >= holdAtCheck { waitForSignal() }
        try check()
    }

    /// For tests of the interrupted path: `BUTTON_STACK_TEST_HOLD_AT_CHECK=N` makes the Nth image's
    /// check and every later one wait (120 s at most) for a signal, so that a test's signal always
    /// arrives part-way through a run instead of racing its end.
    private static let holdAtCheck: Int? = getenv("BUTTON_STACK_TEST_HOLD_AT_CHECK").flatMap { Int(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil }
    private static let checks = Atomic<Int>(0)

    private static func waitForSignal() {
        for _ in 0..<12_000 where signal == nil { usleep(10_000) }
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
