import ButtonLayout
import ButtonStackBase
import ButtonSpec
import ButtonStackKit
import Foundation
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
        let runner = RenderRunner(engine: engine)
        let job = RenderJob(request: StackRequest(file: specPath, stack: stack, locale: "en", textSize: .large, width: 390, scale: 2),
                            appearance: .light, fileName: "bench.png", modeLabel: "natural")
        var bytes = 0
        let warm = try Timing.secondsPerCall(iterations: 200) {
            let laidOut = try engine.layout(job.request)
            let image = try runner.draw(job, laidOut, painter: painter)
            bytes = try PNGCodec.encode(image.canvas).count
        }
        print("  in one process (cache warm):      \(Timing.ms(warm)) per image (\(bytes) bytes of PNG)")
        let laidOut = try engine.layout(job.request)
        let list = try StackRenderer(engine: engine, theme: .light).drawList(laidOut)
        let canvas = try painter.paint(list)
        let layoutTime = try Timing.secondsPerCall(iterations: 500) { _ = try engine.layout(job.request) }
        let listTime = try Timing.secondsPerCall(iterations: 500) {
            _ = try StackRenderer(engine: engine, theme: .light).drawList(laidOut)
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
            let laidOut = try engine.layout(request)
            let image = try runner.draw(job, laidOut, painter: painter)
            _ = try PNGCodec.encode(image.canvas)
        }
        print("  in one process (cache cleared):   \(Timing.ms(cold)) per image")

        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        // BUTTON_STACK_BINARY measures another build, e.g. one made with --static-swift-stdlib.
        let binary = ProcessInfo.processInfo.environment["BUTTON_STACK_BINARY"]
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("button-stack").path
        let ours = Timing.processSeconds(binary, ["render", specPath, "--stack", "actions", "--locales", "en", "--widths", "390",
                                                  "--text-sizes", "large", "--out", out, "--quiet", "--jobs", "1"])
        let hbView = Timing.processSeconds("/usr/bin/hb-view", [root.appendingPathComponent("Fonts/NotoSans-Regular.ttf").path,
                                                                "Organise", "--font-size=34", "-O", "png", "-o", out + "-hb.png"])
        let help = Timing.processSeconds(binary, ["render", "--help"])
        let trueTime = Timing.processSeconds("/bin/true", [])
        let here = FileManager.default.currentDirectoryPath + "/"
        print("  binary measured:                  \(binary.hasPrefix(here) ? String(binary.dropFirst(here.count)) : binary)")
        print("  button-stack render, one image:   \(ours.map(Timing.ms) ?? "n/a (build button-stack first)") per process")
        print("  button-stack render --help:       \(help.map(Timing.ms) ?? "n/a") per process (start-up and argument parsing)")
        print("  hb-view, one title to PNG:        \(hbView.map(Timing.ms) ?? "n/a (apt-get install libharfbuzz-bin)") per process")
        print("  /bin/true:                        \(trueTime.map(Timing.ms) ?? "n/a") per process")
        if let hbView {
            print("  one stack in-process / hb-view:   \(fixed(warm / hbView, places: 2))× (cache warm), \(fixed(cold / hbView, places: 2))× (cleared); aim < 0.4×")
            if let ours { print("  render process / hb-view process: \(fixed(ours / hbView, places: 2))×; aim ≤ 1×") }
        }
    }
}
