import ArgumentParser
import ButtonStackBase
import ButtonStackSystem
import ButtonStackKit

/// `button-stack`: DynamicButtonStack's layout on real text metrics, from the command line.
struct ButtonStackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "button-stack",
        abstract: "Lay out, render and verify adaptive button stacks with real text metrics.",
        subcommands: [MeasureCommand.self, ShapeCommand.self, LayoutCommand.self, RenderCommand.self, VerifyCommand.self, RecordCommand.self, LintCommand.self, StringsCommand.self, BudgetsCommand.self, IconsCommand.self, MergeCommand.self, ServeCommand.self, ScanCommand.self]
    )

    /// Parses and runs; every failure is one line on standard error and exit status 2 (usage or
    /// input) — commands that compare exit 1 themselves when something differs.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        EngineWarmUp.start(for: arguments)
        let status = run(arguments)
        EngineWarmUp.finish()
        exitProcess(status)
    }

    /// Parses `arguments` and runs the command, returning its exit status instead of ending the
    /// process: `main` and the render service's children (`serve`) both come here.
    static func run(_ arguments: [String]) -> Int32 {
        run(arguments) { try parseAsRoot(arguments) }
    }

    private static func run(_ arguments: [String], parse: () throws -> any ParsableCommand) -> Int32 {
        do {
            var command = try parse()
            try command.run()
            return 0
        } catch let error as CLIFailure {
            // Several problems found together (every unknown icon) are a line each.
            for line in error.message.split(separator: "\n") { writeToStandardError("button-stack: \(line)\n") }
            return error.code
        } catch let interrupted as Interrupted {
            writeToStandardError("button-stack: \(interrupted)\n")
            return interrupted.exitStatus
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode {
                // Help, the version, or a command's own exit status, as ArgumentParser prints them.
                let message = fullMessage(for: error)
                if !message.isEmpty {
                    if code == .success { print(message) } else { writeToStandardError(message + "\n") }
                }
                return code.rawValue
            }
            let message = ButtonStackCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
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
func refusedValue(_ message: String) -> String? {
    guard let match = message.firstMatch(of: /^The value '.*' is invalid for '(-[^ ']+)[^']*': (.+)$/) else { return nil }
    return "\(match.1): \(match.2)"
}

/// A failure a command reports: one line and an exit status.
struct CLIFailure: Error, CustomStringConvertible {
    var description: String { message }

    var message: String
    var code: Int32 = 2

    /// A failure with the error's own one-line description.
    init(_ error: any Error, code: Int32 = 2) {
        message = "\(error)"
        self.code = code
    }

    init(message: String, code: Int32 = 2) {
        self.message = message
        self.code = code
    }
}

/// Runs `body`, turning any error into a one-line ``CLIFailure`` with exit status 2 (an
/// interruption passes through, for its own exit status).
func failing<T>(_ context: String? = nil, _ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as CLIFailure { throw error } catch let error as Interrupted { throw error } catch {
        throw CLIFailure(message: context.map { "\($0): \(error)" } ?? "\(error)")
    }
}

/// Runs `body`, naming the option whose path failed: `--out f: is a file, not a folder`.
func failing<T>(option: String, _ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as FileSystemError { throw CLIFailure(message: "\(option) \(error)") }
}
