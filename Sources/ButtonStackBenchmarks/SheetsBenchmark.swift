import ButtonStackOutput
import StackEngine
import ButtonLayout
import ButtonStackBase
import ButtonStackFiles
import ButtonStackKit
import Foundation

/// Contact sheets on and off for an app-sized plan: what `--sheet` adds to a render's time and
/// peak memory, the pages' sizes, and the cost per image beside hb-view drawing one title.
enum SheetsBenchmark {
    /// The plan: the app example's two stacks and the one of every language, 40 locales, every
    /// text size, light and dark (2,880 pictures @2x, like an app's 3 stacks × 40 locales).
    static let locales = "ar,ca,zh-Hans,zh-Hant,zh-HK,hr,cs,da,nl,en,en-AU,en-GB,en-IN,fi,fr,fr-CA,de,el,he,hi,hu,id,it,ja,ko,ms,nb,pl,pt-BR,pt-PT,ro,ru,sk,es,es-MX,es-419,sv,th,tr,uk"

    static func run(root: URL) throws {
        let specPaths = ["Examples/app", "Examples/languages.yaml"].map { root.appendingPathComponent($0).path }
        var options = RenderOptions()
        options.locales = locales.split(separator: ",").map(String.init)
        options.textSizes = ContentSizeCategory.allCases
        options.appearances = [.light, .dark]
        let jobs = try RenderPlan.images(specs: try SpecSources.load(specPaths), options: options)
        let rounds = 5
        print("== sheets (Examples/app and Examples/languages.yaml: 3 stacks × 40 locales × 12 text sizes × light and dark, \(jobs.count) pictures")
        print("   @2x, --jobs 2, written into a new folder in \(ImagesBenchmark.memoryFolder() ?? "the temporary folder"); \(rounds) rounds, sheets off and on in turn)")
        let base = (ImagesBenchmark.memoryFolder() ?? NSTemporaryDirectory()) + "/bench-sheets-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: base) }
        var folders = 0
        func nextFolder() -> String {
            folders += 1
            return base + "/run-\(folders)"
        }
        // In this process, as `render` runs (a fresh engine a round, render workers kept).
        var pages: [String] = [], folderWithSheets = ""
        func renderAll(sheets: Bool) throws -> Double {
            let out = nextFolder()
            let start = DispatchTime.now().uptimeNanoseconds
            let summary = try RenderOutput(folder: out, engine: try ButtonStackEngine.bundled()).write(jobs, threads: 2, sheets: sheets)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if sheets {
                pages = summary.sheets
                folderWithSheets = out
            }
            return seconds
        }
        // Whole `render` processes: what a user waits for, and their peak memory.
        let (binary, staticBinary) = Timing.renderBinaries(root: root)
        let processBinary = staticBinary ?? binary
        func renderProcess(sheets: Bool) -> (seconds: Double, peakMB: Double)? {
            let arguments = ["render"] + specPaths + ["--locales", locales, "--text-sizes", "all", "--appearances", "light,dark", "--jobs", "2",
                                                      "--quiet", "--out", nextFolder()] + (sheets ? ["--sheet"] : [])
            return processFigures(processBinary, arguments)
        }
        var off: [Double] = [], on: [Double] = [], processOff: [(Double, Double)] = [], processOn: [(Double, Double)] = [], hbView: [Double] = []
        for _ in 0..<rounds {
            off.append(try renderAll(sheets: false))
            on.append(try renderAll(sheets: true))
            if let without = renderProcess(sheets: false), let with = renderProcess(sheets: true) {
                processOff.append(without)
                processOn.append(with)
            }
            if let seconds = Timing.hbViewSeconds(root: root, output: base + "/hb.png", runs: 9) { hbView.append(seconds) }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let count = Double(jobs.count)
        let added = median(zip(off, on).map { $1 / $0 - 1 })
        print("  images alone:                     \(fixed(median(off), places: 3)) s (\(Timing.ms(median(off) / count)) per image)")
        print("  with --sheet:                     \(fixed(median(on), places: 3)) s; sheets add \(fixed(added * 100, places: 0)) % (median of rounds; aim ≤ 25 %)")
        let sizes = pages.compactMap { pageSize(folderWithSheets + "/" + $0) }
        if let largest = sizes.max(by: { $0.width * $0.height < $1.width * $1.height }) {
            let side = sizes.map { max($0.width, $0.height) }.max() ?? 0
            print("    \(pages.count) pages, the largest \(largest.width) × \(largest.height) px (\(fixed(Double(largest.width * largest.height) / 1e6, places: 1)) Mpx), "
                + "the longest side \(side) px (limits \(ContactSheet.maximumPageSide) px, \(ContactSheet.maximumPageArea / 1_000_000) Mpx)")
        }
        if !processOff.isEmpty {
            let seconds = (off: median(processOff.map(\.0)), on: median(processOn.map(\.0)))
            let peak = (off: median(processOff.map(\.1)), on: median(processOn.map(\.1)))
            print("  whole `render` processes (\(Timing.shown(processBinary)), start to exit, same rounds):")
            print("    images alone:                   \(fixed(seconds.off, places: 2)) s, peak \(fixed(peak.off, places: 0)) MB")
            print("    with --sheet:                   \(fixed(seconds.on, places: 2)) s, peak \(fixed(peak.on, places: 0)) MB (aim < 300 MB); "
                + "sheets add \(fixed(median(zip(processOff, processOn).map { $1.0 / $0.0 - 1 }) * 100, places: 0)) % and \(fixed(peak.on - peak.off, places: 0)) MB")
        } else {
            print("  whole `render` processes:         n/a (build button-stack first)")
        }
        guard !hbView.isEmpty else { print("  hb-view: n/a (apt-get install libharfbuzz-bin)"); return }
        let perImage = (median(on) - median(off)) / count
        print("  hb-view, one title to PNG:        \(Timing.ms(median(hbView))) per process")
        print("  sheets per image:                 \(Timing.ms(perImage)), \(fixed(perImage / median(hbView), places: 3))× hb-view")
    }

    /// Wall time and peak resident memory (MB) of running `path arguments` to its exit, through
    /// `/usr/bin/time` (a child's `ru_maxrss` from `wait4` here would be this process's: a
    /// spawned child shares its memory until exec, and exec keeps the larger figure); nil when
    /// either is missing or the run fails.
    static func processFigures(_ path: String, _ arguments: [String]) -> (seconds: Double, peakMB: Double)? {
        let time = "/usr/bin/time", report = NSTemporaryDirectory() + "/bench-sheets-time-\(getpid())"
        defer { unlink(report) }
        guard FileManager.default.isExecutableFile(atPath: path), FileManager.default.isExecutableFile(atPath: time) else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let argv = ([time, "-f", "%e %M", "-o", report, path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var variables = ProcessInfo.processInfo.environment
        variables["BUTTON_STACK_SERVICE"] = "off"
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, time, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        guard status == 0, let text = try? FileContents.read(report) else { return nil }
        // "1.46 267344": seconds to a hundredth, kilobytes.
        let fields = String(decoding: text, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard fields.count == 2 else { return nil }
        return (fields[0], fields[1] / 1024)
    }

    /// The size a PNG's header gives.
    static func pageSize(_ path: String) -> (width: Int, height: Int)? {
        guard let bytes = try? FileContents.read(path), bytes.count >= 24 else { return nil }
        func number(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
