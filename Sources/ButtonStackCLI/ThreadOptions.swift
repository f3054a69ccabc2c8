import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--jobs`, shared by the commands that render on several threads.
struct ThreadOptions: ParsableArguments {
    /// How `--jobs`'s value is read.
    static let readJobs = OptionValue.count(in: 1...256, "a number of threads from 1 to 256")

    @Option(name: .long, help: "Threads to render on, 1–256 (default: every core).", transform: readJobs)
    var jobs: Int?

    /// The threads to use: `--jobs`, else every core.
    var threads: Int { Self.threads(jobs: jobs) }

    /// The threads `--jobs` asks for, else every core.
    static func threads(jobs: Int?) -> Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}
