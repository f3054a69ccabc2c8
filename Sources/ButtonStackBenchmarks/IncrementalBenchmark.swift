import ButtonStackOutput
import StackEngine
import ButtonLayout
import ButtonStackBase
import ButtonStackKit
import Foundation

/// An app-sized render (Examples/app: 2 stacks × 17 locales × 12 text sizes × 7 widths = 2,856
/// images) made whole, then again after one translation changed: as whole `render` processes (what
/// a user waits for) and in one warm process (what `render --watch` does), beside hb-view.
enum IncrementalBenchmark {
    /// Every locale of the catalog and a pseudo-locale, every text size, seven phone widths.
    static let options = ["--locales", "all,en-XA", "--text-sizes", "all", "--widths", "320,360,375,390,393,414,430"]

    static func run(root: URL) throws {
        let base = (ImagesBenchmark.memoryFolder() ?? FileManager.default.temporaryDirectory.path) + "/bench-incremental-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        let app = base + "/app"
        try FileManager.default.copyItem(atPath: root.appendingPathComponent("Examples/app").path, toPath: app)
        let catalog = app + "/Localizable.xcstrings"
        let original = try String(contentsOfFile: catalog, encoding: .utf8)
        var edits = 0
        // One translation, changed to a new text each time: German "Archive", a button of one stack.
        func changeOneTranslation() throws {
            edits += 1
            try original.replacingOccurrences(of: "\"Archivieren\"", with: "\"Archivieren \(edits)\"").write(toFile: catalog, atomically: true, encoding: .utf8)
        }
        let specs = try SpecSources.load([app])
        var renderOptions = RenderOptions()
        renderOptions.locales = ["all", "en-XA"]
        renderOptions.textSizes = ContentSizeCategory.allCases
        renderOptions.widths = [320, 360, 375, 390, 393, 414, 430]
        let count = try RenderPlan.images(specs: specs, options: renderOptions).count
        print("== incremental (Examples/app: 2 stacks × 17 locales × 12 text sizes × 7 widths = \(grouped(count)) images @2x, light;")
        print("   German \"Archive\" changed between renders; into \(base.hasPrefix("/dev/shm") ? "memory (tmpfs)" : base), 5 rounds, medians)")

        // In one process with a warm engine, as a watch renders.
        let engine = try ButtonStackEngine.bundled()
        let threads = ProcessInfo.processInfo.activeProcessorCount
        func renderInProcess(into folder: String, redraw: RenderOutput.Redraw) throws -> (seconds: Double, summary: RenderOutput.Summary) {
            let start = DispatchTime.now().uptimeNanoseconds
            let loaded = try SpecSources.load([app])
            let (jobs, run) = try RenderPlan.planned(specs: loaded, options: renderOptions)
            let summary = try RenderOutput(folder: folder, engine: engine).write(jobs, run: run, threads: threads, sheets: false, redraw: redraw)
            return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, summary)
        }
        // Whole processes of the static build where there is one, as the images part takes them.
        let (binary, staticBinary) = Timing.renderBinaries(root: root)
        let processBinary = staticBinary ?? binary
        func renderProcess(into folder: String, _ extra: [String] = []) -> Double? {
            Timing.processSeconds(processBinary, ["render", app, "--out", folder, "--quiet"] + options + extra, runs: 1,
                                  environment: ["BUTTON_STACK_SERVICE": "off"])
        }
        var full: [Double] = [], changed: [Double] = [], unchanged: [Double] = [], fresh: [Double] = []
        var sheetFull: [Double] = [], sheetChanged: [Double] = []
        var inFull: [Double] = [], inChanged: [Double] = [], hbView: [Double] = []
        var redrawn = 0
        for round in 0..<5 {
            let folder = base + "/process-\(round)"
            if let seconds = renderProcess(into: folder) { full.append(seconds) }
            try changeOneTranslation()
            if let seconds = renderProcess(into: folder) { changed.append(seconds) }
            if let seconds = renderProcess(into: folder) { unchanged.append(seconds) }
            if let seconds = renderProcess(into: folder, ["--fresh"]) { fresh.append(seconds) }
            try? FileManager.default.removeItem(atPath: folder)
            // The same with contact sheets: the pages of kept images stay as they are.
            let sheetFolder = base + "/sheets-\(round)"
            if let seconds = renderProcess(into: sheetFolder, ["--sheet"]) { sheetFull.append(seconds) }
            try changeOneTranslation()
            if let seconds = renderProcess(into: sheetFolder, ["--sheet"]) { sheetChanged.append(seconds) }
            try? FileManager.default.removeItem(atPath: sheetFolder)

            let memoryFolder = base + "/in-process-\(round)"
            inFull.append(try renderInProcess(into: memoryFolder, redraw: .changed).seconds)
            try changeOneTranslation()
            let incremental = try renderInProcess(into: memoryFolder, redraw: .changed)
            inChanged.append(incremental.seconds)
            redrawn = incremental.summary.redrawn
            try? FileManager.default.removeItem(atPath: memoryFolder)
            if let seconds = Timing.hbViewSeconds(root: root, output: base + "/hb.png", runs: 9) { hbView.append(seconds) }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        func seconds(_ value: Double) -> String { fixed(value, places: 3) + " s" }
        func share(_ part: [Double], of whole: [Double]) -> String { fixed(median(zip(part, whole).map { $0 / $1 }) * 100, places: 1) + " %" }
        print("  one translation changed:          \(grouped(redrawn)) of \(grouped(count)) images redrawn")
        if full.count == changed.count, !full.isEmpty {
            print("  whole `render` processes (\(Timing.shown(processBinary)), --jobs \(threads)):")
            print("    into an empty folder:           \(seconds(median(full)))")
            print("    incremental after one change:   \(seconds(median(changed))), \(share(changed, of: full)) of the full render; aim ≤ 15 %")
            print("    again, nothing changed:         \(seconds(median(unchanged))), \(share(unchanged, of: full))")
            print("    --fresh over the last run:      \(seconds(median(fresh))), \(share(fresh, of: full))")
            if sheetFull.count == sheetChanged.count, !sheetFull.isEmpty {
                print("    with --sheet, empty folder:     \(seconds(median(sheetFull)))")
                print("    with --sheet, after one change: \(seconds(median(sheetChanged))), \(share(sheetChanged, of: sheetFull)) of the full render with --sheet; aim ≤ 15 %")
            }
        } else {
            print("  whole `render` processes:         n/a (build button-stack first)")
        }
        print("  in one warm process (as `render --watch`), --jobs \(threads):")
        print("    into an empty folder:           \(seconds(median(inFull)))")
        print("    incremental after one change:   \(seconds(median(inChanged))), \(share(inChanged, of: inFull)) of the full render")
        guard !hbView.isEmpty else { print("  hb-view: n/a (apt-get install libharfbuzz-bin)"); return }
        let peer = median(hbView)
        print("  hb-view, one title to PNG:        \(Timing.ms(peer)) per process")
        if !changed.isEmpty {
            print("  incremental process / hb-view:    \(fixed(median(changed) / peer, places: 0)) hb-view processes for \(grouped(redrawn)) images (\(fixed(median(changed) / Double(max(redrawn, 1)) / peer, places: 2))× an hb-view per redrawn image)")
        }
    }
}
