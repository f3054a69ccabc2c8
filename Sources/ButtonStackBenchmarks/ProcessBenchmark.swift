import ButtonStackBase
import Foundation

/// Whole `render` processes, start to exit, as a user runs them: their start (loading, argument
/// parsing, the engine), the specs, the layouts, the pictures and the manifest, with cold caches,
/// written into a new folder in memory. Two sets:
///
/// - an app-sized plan (`Examples/app`: 2 stacks in 16 locales, every text size, light and dark),
///   on one thread and on two: how much a second core gains from start to exit;
/// - 45 mixed-script stacks (`Examples/languages.yaml` in 45 languages of 29 scripts), each picture
///   set beside one `hb-view` process drawing one title, the peer every figure is measured against.
///
/// `BUTTON_STACK_BASELINE_BINARY` names another build of `button-stack` (an older commit's) to
/// measure in the same rounds, so that a change is measured before and after on the same machine
/// at the same moment: this VM's speed drifts by a third within minutes.
enum ProcessBenchmark {
    /// The 45 locales of `Examples/languages.yaml` measured: one or more of each of its 29 scripts,
    /// its regional variants of Latin languages left out.
    static let mixedLocales = ["ar", "zh-Hans", "zh-Hant", "zh-HK", "cs", "nl", "en", "fi", "fr", "de", "el", "he", "hi", "hu", "it",
                               "ja", "ko", "pl", "pt-BR", "ro", "ru", "es", "sv", "th", "tr", "uk", "vi", "bn", "gu", "kn", "ml",
                               "mr", "or", "pa", "ta", "te", "ur", "hy", "ka", "am", "km", "lo", "my", "si", "bo"]

    static func run(root: URL) throws {
        let (binary, staticBinary) = Timing.renderBinaries(root: root)
        let measured = staticBinary ?? binary
        let baseline = ProcessInfo.processInfo.environment["BUTTON_STACK_BASELINE_BINARY"].flatMap {
            FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil
        }
        guard FileManager.default.isExecutableFile(atPath: measured) else {
            print("== whole processes: n/a (build button-stack first)")
            return
        }
        let memory = ImagesBenchmark.memoryFolder() ?? FileManager.default.temporaryDirectory.path
        let base = memory + "/bench-process-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: base) }
        let app = root.appendingPathComponent("Examples/app/app.yaml").path
        let languages = root.appendingPathComponent("Examples/languages.yaml").path
        let appArguments = ["render", app, "--text-sizes", "all", "--appearances", "light,dark", "--quiet"]
        let mixedArguments = ["render", languages, "--locales", mixedLocales.joined(separator: ","), "--quiet"]
        let appImages = try imageCount(measured, appArguments, into: base + "/count-app")
        let mixedImages = try imageCount(measured, mixedArguments, into: base + "/count-mixed")

        print("== whole `render` processes (start to exit, into \(memory), a new folder each, 9 rounds taken in turn)")
        print("  binary measured:                  \(Timing.shown(measured))\(baseline.map { "; baseline \(Timing.shown($0))" } ?? "")")
        print("  app: Examples/app/app.yaml, every text size, light and dark: \(appImages) images")
        print("  mixed: Examples/languages.yaml in 45 languages of 29 scripts: \(mixedImages) images")

        var runs = 0
        /// Seconds for one process writing into a folder that never existed, median of `count`.
        func seconds(_ path: String, _ arguments: [String], jobs: Int, count: Int) -> Double? {
            var samples: [Double] = []
            for _ in 0..<count {
                runs += 1
                let out = base + "/run-\(runs)"
                guard let time = Timing.processSeconds(path, arguments + ["--out", out, "--jobs", "\(jobs)"], runs: 1,
                                                       environment: ["BUTTON_STACK_SERVICE": "off"]) else { return nil }
                samples.append(time)
                // Removed at once: tmpfs keeps every picture in memory (an app run is 12 MB).
                try? FileManager.default.removeItem(atPath: out)
            }
            return samples.sorted()[samples.count / 2]
        }
        /// Seconds for two one-job processes of the same plan started together, each into a new folder.
        func pairSeconds(_ path: String, _ arguments: [String]) -> Double? {
            runs += 2
            let outs = [base + "/run-\(runs - 1)", base + "/run-\(runs)"]
            defer { outs.forEach { try? FileManager.default.removeItem(atPath: $0) } }
            return Timing.concurrentProcessesSeconds(path, outs.map { arguments + ["--out", $0, "--jobs", "1"] },
                                                     environment: ["BUTTON_STACK_SERVICE": "off"])
        }
        struct Figures { var app1: [Double] = [], app2: [Double] = [], appPair: [Double] = [], mixed1: [Double] = [], mixed2: [Double] = [] }
        var figures: [String: Figures] = [:]
        var hbView: [Double] = [], machine: [Double] = []
        let binaries = [("this build", measured)] + (baseline.map { [("baseline", $0)] } ?? [])
        for round in 0..<9 {
            // The builds take turns at going first: the first of a round follows the machine probe
            // (both cores busy for half a second), which slowed it by a tenth on this VM.
            let order = round.isMultiple(of: 2) ? binaries : binaries.reversed()
            for (name, path) in order {
                if let one = seconds(path, appArguments, jobs: 1, count: 1), let two = seconds(path, appArguments, jobs: 2, count: 1),
                   let pair = pairSeconds(path, appArguments) {
                    figures[name, default: Figures()].app1.append(one)
                    figures[name, default: Figures()].app2.append(two)
                    figures[name, default: Figures()].appPair.append(pair)
                }
            }
            // The 45 stacks a process at a time, the builds in turn: this VM drifts by more within
            // a round than a change of a few milliseconds, so both must meet the same moments.
            var mixed: [String: (one: [Double], two: [Double])] = [:]
            for _ in 0..<5 {
                for (name, path) in order {
                    if let one = seconds(path, mixedArguments, jobs: 1, count: 1), let two = seconds(path, mixedArguments, jobs: 2, count: 1) {
                        mixed[name, default: ([], [])].one.append(one)
                        mixed[name, default: ([], [])].two.append(two)
                    }
                }
            }
            for (name, taken) in mixed where taken.one.count == 5 {
                figures[name, default: Figures()].mixed1.append(taken.one.sorted()[2])
                figures[name, default: Figures()].mixed2.append(taken.two.sorted()[2])
            }
            if let time = Timing.hbViewSeconds(root: root, output: base + "-hb.png", runs: 9) { hbView.append(time) }
            // What two threads gain on this machine in the same rounds: another program on the
            // second core takes it from `--jobs 2` and from this probe alike.
            machine.append(try ImagesBenchmark.machineScaling(lasting: figures["this build"]?.app1.last ?? 0.5))
        }
        try? FileManager.default.removeItem(atPath: base + "-hb.png")
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let peer = hbView.isEmpty ? nil : median(hbView)
        for (name, _) in binaries {
            guard let taken = figures[name], !taken.app1.isEmpty, !taken.mixed1.isEmpty else {
                print("  \(name): a render failed")
                continue
            }
            let appOne = median(taken.app1), appTwo = median(taken.app2)
            let scaling = median(zip(taken.app1, taken.app2).map { $0 / $1 })
            print("  \(name):")
            print("    app, --jobs 1:                  \(Timing.ms(appOne)) (\(fixed(Double(appImages) / appOne, places: 0)) images/s)")
            print("    app, --jobs 2:                  \(Timing.ms(appTwo)) (\(fixed(Double(appImages) / appTwo, places: 0)) images/s), \(fixed(scaling, places: 2))× the images per second of --jobs 1")
            // Two one-job processes at once do twice the work: their gain over one is 2 × one's
            // time over the pair's. A second thread should gain at least 0.95 of that.
            let pairGain = median(zip(taken.app1, taken.appPair).map { 2 * $0 / $1 })
            let ofPair = median(zip(zip(taken.app1, taken.app2), taken.appPair).map { ($0.0 / $0.1) / (2 * $0.0 / $1) })
            print("    two --jobs 1 processes at once: \(Timing.ms(median(taken.appPair))), \(fixed(pairGain, places: 2))× the images per second of one")
            print("    --jobs 2 gain / two processes' gain: \(fixed(ofPair, places: 3)); aim ≥ 0.95")
            for (jobs, values) in [(1, taken.mixed1), (2, taken.mixed2)] {
                let perImage = median(values) / Double(mixedImages)
                let versus = peer.map { ", \(fixed(perImage / $0, places: 3))× one hb-view process" } ?? ""
                // Two threads are what `render` takes here by default (every core).
                print("    mixed, --jobs \(jobs):                \(Timing.ms(median(values))), \(Timing.ms(perImage)) per image\(versus)\(jobs == 2 ? "; aim ≤ 0.15×" : "")")
            }
        }
        print("  hb-view, one title to PNG:        \(peer.map(Timing.ms) ?? "n/a (apt-get install libharfbuzz-bin)") per process")
        print("  the machine, same rounds:         \(fixed(median(machine), places: 2))× for two threads of a loop that touches no memory")
    }

    /// How many images `arguments` render (a run of `binary` into `folder`, counted there).
    static func imageCount(_ binary: String, _ arguments: [String], into folder: String) throws -> Int {
        guard Timing.processSeconds(binary, arguments + ["--out", folder], runs: 1, environment: ["BUTTON_STACK_SERVICE": "off"]) != nil else {
            throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: binary])
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.count
    }
}
