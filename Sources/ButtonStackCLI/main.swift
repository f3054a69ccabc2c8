import ButtonStackCommandLine
import ArgumentParser
import ButtonStackBase
import ButtonStackService
import ButtonStackKit

// Arguments that are not valid UTF-8 are refused before parsing, rather than silently repaired.
for index in 1..<Int(CommandLine.argc) {
    guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) != nil else {
        writeToStandardError("button-stack: argument \(index) is not valid UTF-8\n")
        exitProcess(2)
    }
}
// A running `button-stack serve` of this build renders at once, warm (README, "Benchmarks").
if let status = ServiceClient.renderThroughService(CommandLine.arguments) { exitProcess(status) }
ProcessMemory.reuseLargeBlocks()
ButtonStackCommand.main()
