import ButtonStackBase
import ButtonStackSystem
import ButtonStackKit
import Typesetter
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `text` to standard error as it is (add the newline yourself), unbuffered.
func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}

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
/// warnings each time, until a font it opened changes on disk.
func bundledEngine() throws -> ButtonStackEngine {
    let key = getenv("BUTTON_STACK_EXTRA_FONTS").map { String(cString: $0) } ?? ""
    // A font the engine opened that has changed on disk since is read again, in a new engine.
    if let (engine, warnings) = engines.withLock({ $0[key] }), !engine.typesetter.fonts.hasChangedFonts() {
        for warning in warnings { writeToStandardError("button-stack: \(warning)\n") }
        return engine
    }
    let typesetter = try bundledTypesetter()
    let engine = try failing { try ButtonStackEngine(typesetter: typesetter) }
    engines.withLock { $0[key] = (engine, typesetter.fonts.warnings) }
    return engine
}

/// The engines made so far, by `BUTTON_STACK_EXTRA_FONTS`, with their font warnings.
private let engines = Locked<[String: (ButtonStackEngine, [String])]>([:])
