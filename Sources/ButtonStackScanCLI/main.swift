import ButtonStackCommandLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `button-stack-scan`, which `button-stack scan` runs: swift-syntax stays out of every render.
exit(CommandLineRun.run(ScanCommand.self, Array(CommandLine.arguments.dropFirst())))
