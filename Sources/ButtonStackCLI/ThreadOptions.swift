import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--jobs`, shared by the commands that render on several threads.
struct ThreadOptions: ParsableArguments {
    @Option(name: .long, help: "Threads to render on, 1–256 (default: every core).")
    var jobs: Int?

    /// The threads to use: `--jobs`, else every core.
    var threads: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs: \(jobs) is not between 1 and 256") }
    }
}
