import Foundation

/// Runs the built `button-stack` and captures what it prints.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The `button-stack` next to the test bundle (SwiftPM builds every product before testing).
let cliPath: String = {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("button-stack").path,
        packageRoot.appendingPathComponent(".build/debug/button-stack").path,
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
}()

func runCLI(_ arguments: [String], rawArguments: [[UInt8]] = [], in directory: URL = packageRoot,
            environment: [String: String] = [:]) throws -> CLIResult {
    let process = Process()
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    process.executableURL = URL(fileURLWithPath: cliPath)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if !rawArguments.isEmpty {
        // Foundation cannot pass bytes that are not UTF-8: go through a shell with printf escapes.
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let escaped = rawArguments.map { bytes in "\"$(printf '" + bytes.map { String(format: "\\%03o", $0) }.joined() + "')\"" }
        process.arguments = ["-c", "exec '\(cliPath)' " + (arguments.map { "'\($0)'" } + escaped).joined(separator: " ")]
    }
    return try runToEnd(process)
}

/// Runs `process` to its end and captures what it prints.
func runToEnd(_ process: Process) throws -> CLIResult {
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                     stderr: String(decoding: errData, as: UTF8.self))
}

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("button-stack-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
