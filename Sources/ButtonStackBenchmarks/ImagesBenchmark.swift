import ButtonStackBase
import ButtonStackKit
import Foundation

/// A realistic set of pictures rendered as `render` does (lay out, draw, encode, write each PNG),
/// on one thread and on two, beside hb-view rendering one title in a process of its own.
enum ImagesBenchmark {
    static func run(root: URL) throws {
        let specPath = root.appendingPathComponent("Tests/Fixtures/bench/mixed-scripts.yaml").path
        let specs = try SpecSources.load([specPath])
        let jobs = try RenderPlan.jobs(specs: specs, options: RenderOptions())
        print("== images (Tests/Fixtures/bench/mixed-scripts.yaml: \(jobs.count) 3-button stacks in Latin, Arabic, CJK, Cyrillic,")
        print("   Devanagari, 3 text sizes, @2x, 390 pt; as `render` writes them into a new folder, 9 rounds, a fresh engine each)")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bench-images-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let hbArguments = [root.appendingPathComponent("Fonts/NotoSans-Regular.ttf").path, "Organise", "--font-size=34",
                           "-O", "png", "-o", out + "-hb.png"]
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
        var one: [Double] = [], two: [Double] = [], over: [Double] = [], hbView: [Double] = []
        for _ in 0..<9 {
            one.append(try renderAll(threads: 1))
            two.append(try renderAll(threads: 2))
            over.append(try renderAll(threads: 1, fresh: false))
            if let seconds = Timing.processSeconds("/usr/bin/hb-view", hbArguments, runs: 9) { hbView.append(seconds) }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let perImage = median(one) / Double(jobs.count), perImageTwo = median(two) / Double(jobs.count)
        print("  --jobs 1:                         \(Timing.ms(perImage)) per image (\(Timing.rate(perImage)), \(bytes / jobs.count) bytes of PNG each)")
        print("  --jobs 1, over the last run's:    \(Timing.ms(median(over) / Double(jobs.count))) per image (the same folder again)")
        let engineStart = try Timing.secondsPerCall(rounds: 5, iterations: 1) { _ = try ButtonStackEngine.bundled() }
        print("    a run's start (engine, fonts):  \(Timing.ms(engineStart)), the same on any number of threads")
        print("  --jobs 2:                         \(Timing.ms(perImageTwo)) per image (\(Timing.rate(perImageTwo)))")
        print("  --jobs 2 / --jobs 1:              \(fixed(median(zip(one, two).map { $0 / $1 }), places: 2))× the images per second (median of rounds); aim ≥ 1.8×")
        guard !hbView.isEmpty else { print("  hb-view: n/a (apt-get install libharfbuzz-bin)"); return }
        print("  hb-view, one title to PNG:        \(Timing.ms(median(hbView))) per process")
        print("  one image (--jobs 1) / hb-view:   \(fixed(perImage / median(hbView), places: 2))×; aim ≤ 0.25×")
    }
}
