import ButtonStackCommandLine
import ArgumentParser
import ButtonStackBase
import ButtonStackKit

/// `button-stack`: DynamicButtonStack's layout on real text metrics, from the command line.
struct ButtonStackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "button-stack",
        abstract: "Lay out, render and verify adaptive button stacks with real text metrics.",
        subcommands: [MeasureCommand.self, ShapeCommand.self, LayoutCommand.self, RenderCommand.self, VerifyCommand.self, RecordCommand.self, LintCommand.self, StringsCommand.self, BudgetsCommand.self, IconsCommand.self, MergeCommand.self, ServeCommand.self, ScanForwarder.self]
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
        // A plain `render` command line is read without the parser's reflection (see ``RenderArguments``).
        if let render = RenderArguments.settings(arguments) { return CommandLineRun.run(ButtonStackCommand.self) { try render.run() } }
        return CommandLineRun.run(ButtonStackCommand.self, arguments)
    }
}
