import ButtonStackBase
import Foundation

/// Timing helpers: medians of rounds, rates, and external processes.
enum Timing {
    /// Seconds one call of `body` takes: the median over `rounds` rounds of `iterations` calls.
    static func secondsPerCall(rounds: Int = 7, iterations: Int, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations { try body() }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(iterations))
        }
        return samples.sorted()[samples.count / 2]
    }

    /// Median wall time of running `path arguments` as a process, `runs` times, with posix_spawn
    /// and waitpid (Foundation's Process polls for exit and adds tens of milliseconds).
    static func processSeconds(_ path: String, _ arguments: [String], runs: Int = 30, environment: [String: String] = [:]) -> Double? {
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        var samples: [Double] = []
        for _ in 0..<runs {
            guard let time = concurrentProcessesSeconds(path, [arguments], environment: environment) else { return nil }
            samples.append(time)
        }
        return samples.sorted()[samples.count / 2]
    }

    /// Wall time from starting one process of `path` for each of `argumentLists`, all at once, to
    /// the last one's exit; nil when one fails. Two independent processes this way show what the
    /// machine gives a second process, the figure a second thread of one process is held to.
    static func concurrentProcessesSeconds(_ path: String, _ argumentLists: [[String]], environment: [String: String] = [:]) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        let argvs = argumentLists.map { arguments in ([path] + arguments).map { strdup($0) } + [nil] }
        defer { argvs.forEach { $0.forEach { free($0) } } }
        var pids: [pid_t] = []
        let start = DispatchTime.now().uptimeNanoseconds
        for argv in argvs {
            var pid: pid_t = 0
            guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { break }
            pids.append(pid)
        }
        var failed = pids.count < argvs.count
        for pid in pids {
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            failed = failed || status != 0
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return failed ? nil : seconds
    }

    /// The peer every figure is set beside: hb-view drawing one title to a PNG at `output`, as a
    /// process of its own; nil when hb-view is not installed.
    static func hbViewSeconds(root: URL, output: String, runs: Int) -> Double? {
        processSeconds("/usr/bin/hb-view", [root.appendingPathComponent("Fonts/NotoSans-Regular.ttf").path, "Organise",
                                            "--font-size=34", "-O", "png", "-o", output], runs: runs)
    }

    /// The `button-stack` executables to measure as whole processes: this build's (beside the
    /// bench, or BUTTON_STACK_BINARY) and the static-stdlib build the README's quick start makes
    /// (`.build-static/release/button-stack`, or BUTTON_STACK_STATIC_BINARY), nil when absent.
    static func renderBinaries(root: URL) -> (binary: String, staticBinary: String?) {
        let environment = ProcessInfo.processInfo.environment
        let binary = environment["BUTTON_STACK_BINARY"]
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("button-stack").path
        let staticBinary = environment["BUTTON_STACK_STATIC_BINARY"] ?? root.appendingPathComponent(".build-static/release/button-stack").path
        return (binary, FileManager.default.isExecutableFile(atPath: staticBinary) ? staticBinary : nil)
    }

    /// `path` relative to the working folder when it is inside it, for a shorter line.
    static func shown(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
    }

    static func rate(_ seconds: Double) -> String { fixed(1 / seconds, places: 0) + "/s" }
    static func ms(_ seconds: Double) -> String { fixed(seconds * 1000, places: 3) + " ms" }
    static func us(_ seconds: Double) -> String { fixed(seconds * 1e6, places: 2) + " µs" }
}
