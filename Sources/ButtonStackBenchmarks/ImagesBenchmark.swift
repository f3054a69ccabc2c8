import ButtonStackBase
import ButtonStackKit
import Foundation

/// A realistic set of pictures rendered as `render` does (lay out, draw, encode, write each PNG),
/// on one thread and on two, beside hb-view rendering one title in a process of its own.
enum ImagesBenchmark {
    static func run(root: URL) throws {
        let specPath = root.appendingPathComponent("Tests/Fixtures/bench/mixed-scripts.yaml").path
        let specs = try SpecSources.load([specPath])
        // Light and dark, as an app's screenshots are made.
        var options = RenderOptions()
        options.appearances = [.light, .dark]
        let jobs = try RenderPlan.jobs(specs: specs, options: options)
        print("== images (Tests/Fixtures/bench/mixed-scripts.yaml: \(jobs.count) 3-button stacks in Latin, Arabic, CJK, Cyrillic,")
        print("   Devanagari, 3 text sizes, light and dark, @2x, 390 pt; as `render` writes them into a new folder, 9 rounds, a fresh engine each)")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bench-images-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        defer { try? FileManager.default.removeItem(atPath: out + "-hb.png") }
        var bytes = 0
        func renderAll(threads: Int, fresh: Bool = true) throws -> Double {
            if fresh { try? FileManager.default.removeItem(atPath: out) }
            let start = DispatchTime.now().uptimeNanoseconds
            let engine = try ButtonStackEngine.bundled()
            let summary = try RenderOutput(folder: out, engine: engine).write(jobs, threads: threads, sheets: false)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            bytes = summary.entries.reduce(0) { total, entry in total + ((try? FileContents.read(out + "/" + entry.file).count) ?? 0) }
            return seconds
        }
        // This VM's speed drifts by a third within a minute, so the three figures are taken in
        // turn, round after round, and each is the median of its rounds.
        var one: [Double] = [], two: [Double] = [], over: [Double] = [], hbView: [Double] = [], machine: [Double] = []
        for _ in 0..<9 {
            one.append(try renderAll(threads: 1))
            two.append(try renderAll(threads: 2))
            machine.append(try machineScaling(lasting: one.last ?? 0.1))
            over.append(try renderAll(threads: 1, fresh: false))
            if let seconds = Timing.hbViewSeconds(root: root, output: out + "-hb.png", runs: 9) { hbView.append(seconds) }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let perImage = median(one) / Double(jobs.count), perImageTwo = median(two) / Double(jobs.count)
        print("  --jobs 1:                         \(Timing.ms(perImage)) per image (\(Timing.rate(perImage)), \(bytes / jobs.count) bytes of PNG each)")
        print("  --jobs 1, over the last run's:    \(Timing.ms(median(over) / Double(jobs.count))) per image (the same folder again)")
        let engineStart = try Timing.secondsPerCall(rounds: 5, iterations: 1) { _ = try ButtonStackEngine.bundled() }
        print("    a run's start (engine, fonts):  \(Timing.ms(engineStart)), the same on any number of threads")
        print("  --jobs 2:                         \(Timing.ms(perImageTwo)) per image (\(Timing.rate(perImageTwo)))")
        let scaling = median(zip(one, two).map { $0 / $1 })
        print("  --jobs 2 / --jobs 1:              \(fixed(scaling, places: 2))× the images per second (median of rounds); aim ≥ 1.8×")
        // What two threads gain on this VM in the same rounds, for a loop that touches no memory
        // (rendering streams megabytes a picture; the two vCPUs seem to share one core's caches).
        print("    the machine, same rounds:       \(fixed(median(machine), places: 2))× for two threads of a loop that touches no memory; render reaches \(fixed(scaling / median(machine) * 100, places: 0)) % of that")
        guard !hbView.isEmpty else { print("  hb-view: n/a (apt-get install libharfbuzz-bin)"); return }
        print("  hb-view, one title to PNG:        \(Timing.ms(median(hbView))) per process")
        print("  one image (--jobs 1) / hb-view:   \(fixed(perImage / median(hbView), places: 2))×; aim ≤ 0.25×")
    }

    /// How much faster two threads do a fixed amount of plain arithmetic than one thread, the
    /// one-thread run lasting about `seconds` (as long as a render round: this VM lets two
    /// threads run side by side for a moment sooner than for a while).
    static func machineScaling(lasting seconds: Double) throws -> Double {
        @Sendable func spin(_ seed: Int, _ turns: Int) -> UInt64 {
            var x = UInt64(seed) | 1
            for _ in 0..<turns { x ^= x << 13; x ^= x >> 7; x ^= x << 17 }
            return x
        }
        let probe = DispatchTime.now().uptimeNanoseconds
        let probed = spin(3, 1_000_000)
        let perTurn = Double(DispatchTime.now().uptimeNanoseconds - probe) / 1e9 / 1_000_000
        let turns = max(1_000_000, Int(seconds / 2 / max(perTurn, 1e-10)))
        let start = DispatchTime.now().uptimeNanoseconds
        let serial = spin(1, turns) ^ spin(2, turns) ^ probed
        let middle = DispatchTime.now().uptimeNanoseconds
        let parallel = try ParallelWork.map(count: 2, threads: 2, makeWorker: {}) { _, index in spin(index + 1, turns) }
        let end = DispatchTime.now().uptimeNanoseconds
        guard serial == parallel[0] ^ parallel[1] ^ probed else { return 0 }
        return Double(middle - start) / Double(end - middle)
    }
}
