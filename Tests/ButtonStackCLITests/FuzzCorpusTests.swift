import Foundation
import Testing

/// Every fuzz seed and every input that ever found a crash, a hang or a sanitizer report, replayed
/// through the fuzz target's own entry point (`button-stack-fuzz` without the fuzzer runtime).
@Suite struct FuzzCorpusTests {
    @Test func theCorpusReplaysWithoutACrashOrAHang() throws {
        let fuzz = URL(fileURLWithPath: cliPath).deletingLastPathComponent().appendingPathComponent("button-stack-fuzz").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: fuzz)
        process.arguments = ["Tests/Fixtures/fuzz/seeds", "Tests/Fixtures/fuzz/findings"]
        process.currentDirectoryURL = packageRoot
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let files = try ["seeds", "findings"].map {
            try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Tests/Fixtures/fuzz/" + $0).path).count
        }.reduce(0, +)
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self) == "replayed \(files) input(s)\n")
    }
}
