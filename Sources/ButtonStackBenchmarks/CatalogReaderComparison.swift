import ButtonStackBase
import ButtonStackFiles
import ButtonStrings
import Foundation

/// Our String Catalog reader (`JSONScanner`) beside Foundation's `JSONSerialization` and
/// `JSONDecoder` on one catalog file: the time from the path to what each gives (ours: a loaded
/// table; Foundation's: its objects or a ``CatalogModel``, no table yet, so the comparison leans
/// Foundation's way), as MB of file a second, and the peak memory each takes beyond the file's
/// bytes (each reader run once in a child process of its own; ``probe(_:)``).
enum CatalogReaderComparison {
    /// The environment variable that makes the bench a probe child: the reader's name, the path
    /// and the keys wanted, each after a ``separator``.
    static let probeVariable = "BUTTON_STACK_BENCH_PROBE"
    static let separator = "\u{1F}"

    /// The readers, by the name a probe child is given.
    enum Reader: String, CaseIterable {
        case fileOnly = "file"
        case ours, oursSkim = "ours-skim"
        case serialization = "JSONSerialization"
        case decoder = "JSONDecoder", decoderSkim = "JSONDecoder-skim"

        var title: String {
            switch self {
            case .fileOnly: return "reading the file alone"
            case .ours: return "ours (JSONScanner), every key, table built"
            case .oursSkim: return "ours, a spec's 2 keys built"
            case .serialization: return "JSONSerialization, objects only"
            case .decoder: return "JSONDecoder, every key, Decodable model"
            case .decoderSkim: return "JSONDecoder, 2 keys decoded"
            }
        }

        /// Reads `path` once; the result is kept until the call returns.
        func read(_ path: String, keys: Set<String>) throws {
            switch self {
            case .fileOnly:
                _ = try FileContents.read(path)
            case .ours:
                _ = try StringTables.load([path])
            case .oursSkim:
                _ = try StringTables.load([path], only: keys)
            case .serialization:
                _ = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
            case .decoder:
                _ = try JSONDecoder().decode(CatalogModel.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            case .decoderSkim:
                let decoder = JSONDecoder()
                decoder.userInfo[SkimmedCatalogModel.wanted] = keys
                _ = try decoder.decode(SkimmedCatalogModel.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            }
        }
    }

    static func run(_ path: String, name: String) throws {
        let size = try FileContents.read(path).count
        let table = try StringTables.load([path]).tables.values.first
        let names = table?.allKeys ?? []
        // Two keys a quarter and three quarters into the file, as a spec names a few.
        let keys: Set<String> = names.isEmpty ? [] : [names[names.count / 4], names[names.count * 3 / 4]]
        let model = try JSONDecoder().decode(CatalogModel.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        guard model.strings.count == table?.keys.count else {
            print("  \(name): JSONDecoder finds \(model.strings.count) keys, ours \(table?.keys.count ?? 0)")
            exit(1)
        }
        let locales = Set(model.strings.values.flatMap { $0.localizations?.keys.map { $0 } ?? [] })
        print("  \(name) (\(fixed(Double(size) / 1e6, places: 2)) MB, \(names.count) keys, \(locales.count) locales), median of 5 rounds taking turns:")
        // About 20 MB read a round, at least one read.
        let iterations = max(1, 20_000_000 / max(1, size))
        // Five rounds in which the readers take turns, so a drifting machine slows all alike.
        var samples = [[Double]](repeating: [], count: Reader.allCases.count)
        for _ in 0..<5 {
            for (index, reader) in Reader.allCases.enumerated() {
                samples[index].append(try Timing.secondsPerCall(rounds: 1, iterations: iterations) { try reader.read(path, keys: keys) })
            }
        }
        let baseline = peakKilobytes(.fileOnly, path, keys: keys)
        for (index, reader) in Reader.allCases.enumerated() {
            let seconds = samples[index].sorted()[samples[index].count / 2]
            var memory = ""
            if reader != .fileOnly, let baseline, let peak = peakKilobytes(reader, path, keys: keys) {
                memory = ", peak memory \(fixed(Double(peak - baseline) / 1024, places: 1)) MB above the file's"
            }
            let label = (reader.title + ":").padding(toLength: 46, withPad: " ", startingAt: 0)
            print("    \(label)\(Timing.ms(seconds)), \(fixed(Double(size) / seconds / 1e6, places: 0)) MB/s\(memory)")
        }
    }

    /// The peak resident memory, in KB, of this bench run as a child that only runs `reader` on
    /// `path` (for `keys`) once, as the child reads it (its `VmHWM`: wait4's `ru_maxrss` would
    /// count this process's own peak, whose memory a spawned child shares until it executes);
    /// nil when it could not be run.
    static func peakKilobytes(_ reader: Reader, _ path: String, keys: Set<String>) -> Int? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        defer { posix_spawn_file_actions_destroy(&actions) }
        let executable = "/proc/self/exe"
        let argv = [strdup(executable), nil]
        defer { argv.forEach { free($0) } }
        var variables = ProcessInfo.processInfo.environment
        variables[probeVariable] = ([reader.rawValue, path] + keys.sorted()).joined(separator: separator)
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[..<count]
        }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid, status == 0 else { return nil }
        return Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// In a probe child (``probeVariable`` set): runs the reader it names once, prints its peak
    /// resident memory in KB (`VmHWM` of `/proc/self/status`) and exits.
    static func probe(_ request: String) -> Never {
        let parts = request.components(separatedBy: separator)
        guard parts.count >= 2, let reader = Reader(rawValue: parts[0]) else { exit(2) }
        do { try reader.read(parts[1], keys: Set(parts.dropFirst(2))) } catch { exit(1) }
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first else { exit(3) }
        print(kilobytes)
        exit(0)
    }
}
