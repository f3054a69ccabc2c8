import ArgumentParser
import ButtonStackConcurrency

/// Runs a command line's root command the way every `button-stack` executable does: each failure
/// is one line on standard error (`button-stack: file:line: path: problem`) and exit status 2,
/// help and the version as swift-argument-parser prints them, a command's own exit status kept.
public enum CommandLineRun {
    /// Parses `arguments` with `Root` and runs the command, returning its exit status instead of
    /// ending the process.
    public static func run<Root: ParsableCommand>(_ root: Root.Type, _ arguments: [String]) -> Int32 {
        run(root) {
            var command = try root.parseAsRoot(arguments)
            try command.run()
        }
    }

    /// Runs `work`, a command read from the command line without the parser, with every failure
    /// as ``run(_:_:)`` reports a parsed command's.
    public static func run<Root: ParsableCommand>(_ root: Root.Type, _ work: () throws -> Void) -> Int32 {
        do {
            try work()
            return 0
        } catch let error as CLIFailure {
            // Several problems found together (every unknown icon) are a line each.
            for line in error.message.split(separator: "\n") { writeToStandardError("button-stack: \(line)\n") }
            return error.code
        } catch let interrupted as Interrupted {
            writeToStandardError("button-stack: \(interrupted)\n")
            return interrupted.exitStatus
        } catch {
            let code = root.exitCode(for: error)
            if code == .success || error is ExitCode {
                // Help, the version, or a command's own exit status, as ArgumentParser prints them.
                let message = root.fullMessage(for: error)
                if !message.isEmpty {
                    if code == .success { print(message) } else { writeToStandardError(message + "\n") }
                }
                return code.rawValue
            }
            let message = root.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            if let refused = refusedValue(message) {
                writeToStandardError("button-stack: \(refused)\n")
                return 2
            }
            let isUsage = code == .validationFailure
            writeToStandardError("button-stack: \(message)\(isUsage ? " (see --help)" : "")\n")
            return 2
        }
    }
}

/// swift-argument-parser's line for a value an option's transform refused, in the form of every
/// other input error: `The value '0' is invalid for '--jobs <jobs>': '0' is not …` becomes
/// `--jobs: '0' is not …` (the parser names the option, so no command writes its name again).
public func refusedValue(_ message: String) -> String? {
    guard let match = message.firstMatch(of: /^The value '.*' is invalid for '(-[^ ']+)[^']*': (.+)$/) else { return nil }
    return "\(match.1): \(match.2)"
}
