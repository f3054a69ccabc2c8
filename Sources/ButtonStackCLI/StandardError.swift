import ButtonStackCommandLine
import StackEngine
import ButtonStackBase
import ButtonStackConcurrency
import ButtonStackKit
import Typesetter
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether standard error is a terminal (progress is shown only there).
var standardErrorIsTerminal: Bool { isatty(2) == 1 }

/// Ends the process with `code` at once.
func exitProcess(_ code: Int32) -> Never { exit(code) }

/// The bundled typesetter; an extra font that had to be skipped is one warning line on standard error.
func bundledTypesetter() throws -> Typesetter {
    let typesetter = try failing { try Typesetter.bundled() }
    for warning in typesetter.fonts.warnings { writeToStandardError("button-stack: \(warning)\n") }
    return typesetter
}

/// The engine over the bundled fonts (warnings as ``bundledTypesetter()`` prints them). One
/// process makes it once per `BUTTON_STACK_EXTRA_FONTS` value and keeps it, with its caches: a
/// render service (`serve`) answers every request from the same warm engine, printing the same
/// warnings each time, until a font it opened changes on disk. When ``EngineWarmUp`` is making
/// it on another thread, this waits for that one rather than making a second.
func bundledEngine() throws -> ButtonStackEngine {
    let (engine, warnings) = try engineMaking.withLock { _ in try keptOrNewEngine() }
    for warning in warnings { writeToStandardError("button-stack: \(warning)\n") }
    return engine
}

/// The engine for the current `BUTTON_STACK_EXTRA_FONTS`, kept or made now, and its font
/// warnings (not printed). Called holding `engineMaking`.
private func keptOrNewEngine() throws -> (ButtonStackEngine, [String]) {
    let key = getenv("BUTTON_STACK_EXTRA_FONTS").map { String(cString: $0) } ?? ""
    // A font the engine opened, or an icon table it mapped, that has changed on disk since is
    // read again, in a new engine.
    if let kept = engines.withLock({ $0[key] }), !kept.0.typesetter.fonts.hasChangedFonts(), !kept.0.icons.hasChangedTables() { return kept }
    let typesetter = try failing { try Typesetter.bundled() }
    let engine = try failing { try ButtonStackEngine(typesetter: typesetter) }
    engines.withLock { $0[key] = (engine, typesetter.fonts.warnings) }
    return (engine, typesetter.fonts.warnings)
}

/// The engines made so far, by `BUTTON_STACK_EXTRA_FONTS`, with their font warnings.
private let engines = Locked<[String: (ButtonStackEngine, [String])]>([:])
/// Held while an engine is looked for or made, so that two threads never make one each.
private let engineMaking = Locked(())

/// The bundled engine made on a second thread while the first reads the command line and the specs.
///
/// The bundled engine (fonts folder, icon tables, fallback chains) takes ~1 ms to make and the
/// fonts' identity ~1.4 ms to work out, and until the first layout the run's other core has
/// nothing to do. Only the commands that always draw or lay out with that engine warm it; the
/// engine is made exactly as ``bundledEngine()`` makes it (which waits for it, and prints its
/// warnings), and a failure here is left for that call to meet and report.
///
/// A thread of its own (POSIX), not libdispatch's: a global queue's first block waited up to
/// 2.5 ms for libdispatch to start its threads, the whole of the time it was meant to save.
enum EngineWarmUp {
    /// The warm-up's thread until it is joined.
    private static let running = Locked<pthread_t?>(nil)

    /// Starts making the engine when `arguments` (the command line after the program) name one
    /// of the commands that need it.
    static func start(for arguments: [String]) {
        guard let command = arguments.first, ["render", "lint", "layout", "verify", "record", "budgets"].contains(command) else { return }
        running.withLock { running in
            running = JoinableThread.start {
                // The fonts' identity too, which every image digest starts from: the files are
                // read here, beside the run's start, rather than on its path.
                _ = try? engineMaking.withLock { _ in try keptOrNewEngine() }.0.fontsIdentity
            }
        }
    }

    /// Waits until the warm-up (if one started) is over: the process never exits under a thread
    /// that is opening fonts.
    static func finish() {
        guard let thread = running.withLock({ running in defer { running = nil }; return running }) else { return }
        pthread_join(thread, nil)
    }
}
