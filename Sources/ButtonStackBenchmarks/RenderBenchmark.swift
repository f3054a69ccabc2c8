import ButtonStackOutput
import ButtonStackRenderer
import StackEngine
import ButtonLayout
import ButtonStackBase
import ButtonSpec
import ButtonStackKit
import Foundation
import PNGFiles
import Rasterizer

/// End-to-end time per image (measure, layout, raster, PNG) in one process and as a whole
/// process, beside hb-view rendering one title to PNG in a process of its own.
enum RenderBenchmark {
    static func run(_ engine: ButtonStackEngine) throws {
        print("== render (3-button stack @2x, 390 pt, one core)")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let specPath = root.appendingPathComponent("Examples/readme.yaml").path
        let spec = try SpecParser.load(path: specPath)
        let stack = spec.stack(named: "actions")!
        let painter = try Painter()
        let job = PlannedImage(request: StackRequest(file: specPath, stack: stack, locale: "en", textSize: .large, width: 390, scale: 2),
                            appearance: .light, fileName: "bench.png")
        var bytes = 0
        let warm = try Timing.secondsPerCall(iterations: 200) {
            let laidOut = LaidOutImage(image: job, stack: try engine.layout(job.request))
            let canvas = try painter.paint(try Drawing(laidOut, engine: engine).drawList(laidOut))
            bytes = try PNGCodec.encode(canvas).count
        }
        print("  in one process (cache warm):      \(Timing.ms(warm)) per image (\(bytes) bytes of PNG)")
        let laidOut = try engine.layout(job.request)
        let list = try StackRenderer(theme: .light).drawList(laidOut)
        let canvas = try painter.paint(list)
        let layoutTime = try Timing.secondsPerCall(iterations: 500) { _ = try engine.layout(job.request) }
        let listTime = try Timing.secondsPerCall(iterations: 500) {
            _ = try StackRenderer(theme: .light).drawList(laidOut)
        }
        let paintTime = try Timing.secondsPerCall(iterations: 200) { _ = try painter.paint(list) }
        let encodeTime = try Timing.secondsPerCall(iterations: 200) { _ = try PNGCodec.encode(canvas) }
        print("    of which layout \(Timing.ms(layoutTime)), draw list \(Timing.ms(listTime)), raster \(Timing.ms(paintTime)), PNG \(Timing.ms(encodeTime)) (\(canvas.width)×\(canvas.height) px)")
        var index = 0
        let cold = try Timing.secondsPerCall(iterations: 100) {
            engine.clearCaches()
            var request = job.request
            request.width = 390 + Double(index % 50)
            index += 1
            let laidOut = LaidOutImage(image: job, stack: try engine.layout(request))
            _ = try PNGCodec.encode(try painter.paint(try Drawing(laidOut, engine: engine).drawList(laidOut)))
        }
        print("  in one process (cache cleared):   \(Timing.ms(cold)) per image")

        try processFigures(root: root, specPath: specPath, warm: warm, cold: cold)
    }

    /// One-image `render` processes: this build, a static-stdlib build, and either through a warm
    /// `serve`; hb-view and /bin/true beside them. Taken in turn, round after round (this VM's
    /// speed drifts), each figure the median of its rounds' medians.
    static func processFigures(root: URL, specPath: String, warm: Double, cold: Double) throws {
        // Into memory where there is a tmpfs, as the images part writes: on this VM's ext4 a file
        // made soon after thousands were deleted (the images part's disk rounds) takes up to 1.4 ms
        // (README, "Benchmarks"), and a render makes its files anew where hb-view rewrites its one.
        let out = (ImagesBenchmark.memoryFolder() ?? FileManager.default.temporaryDirectory.path) + "/bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: out) }
        // BUTTON_STACK_BINARY measures another build; a static-stdlib build is looked for beside.
        let (binary, foundStatic) = Timing.renderBinaries(root: root)
        let staticBinary = foundStatic ?? binary, hasStatic = foundStatic != nil
        let render = ["render", specPath, "--stack", "actions", "--locales", "en", "--widths", "390", "--text-sizes", "large",
                      "--out", out, "--quiet", "--jobs", "1"]
        let local = ["BUTTON_STACK_SERVICE": "off"]
        // A service of the fastest-starting build on a socket of our own.
        let serviceBinary = hasStatic ? staticBinary : binary
        let socketFolder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-serve-\(getpid())").path
        try FileManager.default.createDirectory(atPath: socketFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: socketFolder) }
        let socket = socketFolder + "/serve.sock"
        let service = Process()
        service.executableURL = URL(fileURLWithPath: serviceBinary)
        service.arguments = ["serve", "--socket", socket, "--idle-exit", "120"]
        let serviceLog = Pipe()
        service.standardError = serviceLog
        try service.run()
        for _ in 0..<500 where !FileManager.default.fileExists(atPath: socket) { usleep(10_000) }
        let served = ["BUTTON_STACK_SOCKET": socket]

        var figures: [String: [Double]] = [:]
        func take(_ name: String, _ seconds: Double?) { if let seconds { figures[name, default: []].append(seconds) } }
        for _ in 0..<7 {
            take("ours", Timing.processSeconds(binary, render, runs: 9, environment: local))
            if hasStatic { take("static", Timing.processSeconds(staticBinary, render, runs: 9, environment: local)) }
            take("served", Timing.processSeconds(serviceBinary, render, runs: 9, environment: served))
            take("help", Timing.processSeconds(serviceBinary, ["render", "--help"], runs: 9, environment: local))
            take("hb-view", Timing.hbViewSeconds(root: root, output: out + "-hb.png", runs: 9))
            take("true", Timing.processSeconds("/bin/true", [], runs: 9))
        }
        service.terminate()
        service.waitUntilExit()
        try? FileManager.default.removeItem(atPath: out + "-hb.png")
        // The service's own time per request, from its log ("served render (exit 0) in 2.1 ms").
        let log = String(decoding: serviceLog.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let serviceTimes = log.split(separator: "\n").compactMap { line -> Double? in
            guard let range = line.range(of: ") in ") else { return nil }
            return Double(line[range.upperBound...].dropLast(3)).map { $0 / 1000 }
        }.dropFirst()  // the first request warms the engine
        func median(_ values: [Double]) -> Double? { values.isEmpty ? nil : values.sorted()[values.count / 2] }
        let ours = median(figures["ours"] ?? []), staticTime = median(figures["static"] ?? [])
        let servedTime = median(figures["served"] ?? []), hbView = median(figures["hb-view"] ?? [])
        print("  written into:                     \(out) and \(out)-hb.png")
        print("  binary measured:                  \(Timing.shown(binary))\(hasStatic ? " and \(Timing.shown(staticBinary)) (static stdlib)" : "")")
        print("  render, one image, this build:    \(ours.map(Timing.ms) ?? "n/a (build button-stack first)") per process")
        if let staticTime { print("  render, one image, static build:  \(Timing.ms(staticTime)) per process") }
        print("  render, one image, served:        \(servedTime.map(Timing.ms) ?? "n/a") per process (a warm `serve` of \(hasStatic ? "the static" : "this") build)")
        if let work = median(Array(serviceTimes)) {
            print("    of which the service's work:    \(Timing.ms(work)) (parse, spec, layout, draw, PNG, manifest)")
        }
        print("  render --help (start, parse):     \(median(figures["help"] ?? []).map(Timing.ms) ?? "n/a") per process")
        print("  hb-view, one title to PNG:        \(hbView.map(Timing.ms) ?? "n/a (apt-get install libharfbuzz-bin)") per process")
        print("  /bin/true:                        \(median(figures["true"] ?? []).map(Timing.ms) ?? "n/a") per process")
        if let hbView {
            print("  one stack in-process / hb-view:   \(fixed(warm / hbView, places: 2))× (cache warm), \(fixed(cold / hbView, places: 2))× (cleared)")
            for (name, time) in [("this build", ours), ("static build", staticTime), ("served", servedTime)] {
                if let time { print("  render process / hb-view (\(name)):\(String(repeating: " ", count: max(1, 14 - name.count)))\(fixed(time / hbView, places: 2))×; aim ≤ 1×") }
            }
        }
    }
}
