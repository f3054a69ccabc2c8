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
        print("   Devanagari, 3 text sizes, @2x, 390 pt; as `render` writes them, medians of 5 runs, fresh caches each)")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bench-images-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        var bytes = 0
        func renderAll(threads: Int) throws -> Double {
            try Timing.secondsPerCall(rounds: 5, iterations: 1) {
                let engine = try ButtonStackEngine.bundled()
                let summary = try RenderOutput(folder: out, engine: engine).write(jobs, threads: threads, sheets: false)
                bytes = summary.entries.reduce(0) { total, entry in
                    total + ((try? FileContents.read(out + "/" + entry.file).count) ?? 0)
                }
            }
        }
        let one = try renderAll(threads: 1)
        let two = try renderAll(threads: 2)
        let perImage = one / Double(jobs.count)
        print("  --jobs 1:                         \(Timing.ms(perImage)) per image (\(Timing.rate(perImage)), \(bytes / jobs.count) bytes of PNG each)")
        print("  --jobs 2:                         \(Timing.ms(two / Double(jobs.count))) per image (\(Timing.rate(two / Double(jobs.count))))")
        print("  --jobs 2 / --jobs 1:              \(fixed(one / two, places: 2))× the images per second; aim ≥ 1.8×")
        let hbView = Timing.processSeconds("/usr/bin/hb-view", [root.appendingPathComponent("Fonts/NotoSans-Regular.ttf").path,
                                                                "Organise", "--font-size=34", "-O", "png", "-o", out + "-hb.png"])
        defer { try? FileManager.default.removeItem(atPath: out + "-hb.png") }
        if let hbView {
            print("  hb-view, one title to PNG:        \(Timing.ms(hbView)) per process")
            print("  one image (--jobs 1) / hb-view:   \(fixed(perImage / hbView, places: 2))×; aim ≤ 0.25×")
        }
    }
}
