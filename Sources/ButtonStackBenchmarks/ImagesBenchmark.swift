import ButtonStackOutput
import StackEngine
import ButtonStackBase
import ButtonStackConcurrency
import ButtonStackFiles
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
        let jobs = try RenderPlan.images(specs: specs, options: options)
        let memory = memoryFolder()
        print("== images (Tests/Fixtures/bench/mixed-scripts.yaml: \(jobs.count) 3-button stacks in Latin, Arabic, CJK, Cyrillic,")
        print("   Devanagari, 3 text sizes, light and dark, @2x, 390 pt; as `render` writes them into a new folder, 9 rounds, a fresh engine")
        print("   each, render workers kept between rounds as a render service keeps them)")
        let disk = FileManager.default.temporaryDirectory.appendingPathComponent("bench-images-\(getpid())").path
        let base = memory.map { $0 + "/bench-images-\(getpid())" } ?? disk
        defer { try? FileManager.default.removeItem(atPath: base) }
        defer { try? FileManager.default.removeItem(atPath: disk) }
        let hbOutput = base + "/hb.png"
        var bytes = 0, folders = 0, out = ""
        // Each fresh run writes a folder that never existed, as a user's first `render` does,
        // into memory (tmpfs) where there is one, and also into the temporary folder on disk.
        // The folders are removed only at the end: ext4 without a journal (this VM) skips, one by
        // one, every inode freed in the last minutes when it makes a file, so after a test run
        // or a bench run (thousands of files deleted) creating one file took up to 1.4 ms here,
        // more than drawing and encoding the picture, and 40–60 µs when the disk had been quiet.
        func renderAll(threads: Int, fresh: Bool = true, into folder: String? = nil) throws -> Double {
            if fresh {
                folders += 1
                out = (folder ?? base) + "/run-\(folders)"
            }
            let start = DispatchTime.now().uptimeNanoseconds
            let engine = try ButtonStackEngine.bundled()
            let summary = try RenderOutput(folder: out, engine: engine).write(jobs, threads: threads, sheets: false)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            bytes = summary.entries.reduce(0) { total, entry in total + ((try? FileContents.read(out + "/" + entry.file).count) ?? 0) }
            return seconds
        }
        // The same pictures as a user makes them: a whole `render` process, from its start to
        // its exit, with cold caches and a new heap (the rounds above share one process).
        let (binary, staticBinary) = Timing.renderBinaries(root: root)
        let processBinary = staticBinary ?? binary
        func renderProcess(threads: Int) -> Double? {
            folders += 1
            let arguments = ["render", specPath, "--appearances", "light,dark", "--out", base + "/process-\(folders)", "--quiet", "--jobs", "\(threads)"]
            return Timing.processSeconds(processBinary, arguments, runs: 1, environment: ["BUTTON_STACK_SERVICE": "off"])
        }
        // This VM's speed drifts by a third within a minute, so the figures are taken in turn,
        // round after round, and each is the median of its rounds.
        var one: [Double] = [], two: [Double] = [], over: [Double] = [], hbView: [Double] = [], machine: [Double] = []
        var oneOnDisk: [Double] = [], twoOnDisk: [Double] = [], oneProcess: [Double] = [], twoProcess: [Double] = []
        for _ in 0..<9 {
            one.append(try renderAll(threads: 1))
            two.append(try renderAll(threads: 2))
            if let first = renderProcess(threads: 1), let second = renderProcess(threads: 2) {
                oneProcess.append(first)
                twoProcess.append(second)
            }
            machine.append(try machineScaling(lasting: one.last ?? 0.1))
            over.append(try renderAll(threads: 1, fresh: false))
            if memory != nil {
                oneOnDisk.append(try renderAll(threads: 1, into: disk))
                twoOnDisk.append(try renderAll(threads: 2, into: disk))
            }
            if let seconds = Timing.hbViewSeconds(root: root, output: hbOutput, runs: 9) { hbView.append(seconds) }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let perImage = median(one) / Double(jobs.count), perImageTwo = median(two) / Double(jobs.count)
        print("  written into:                     \(memory.map { "\($0) (tmpfs, memory)" } ?? "\(disk) (no tmpfs found)")")
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
        if !oneOnDisk.isEmpty {
            let diskOne = median(oneOnDisk) / Double(jobs.count), diskTwo = median(twoOnDisk) / Double(jobs.count)
            print("  into \(disk) (\(fileSystem(disk))), same rounds:")
            print("    --jobs 1:                       \(Timing.ms(diskOne)) per image, \(Timing.ms(diskOne - perImage)) more for the file system")
            print("    --jobs 2:                       \(Timing.ms(diskTwo)) per image, \(fixed(median(zip(oneOnDisk, twoOnDisk).map { $0 / $1 }), places: 2))× the images per second of --jobs 1")
        }
        let processOne = oneProcess.isEmpty ? nil : median(oneProcess) / Double(jobs.count)
        if let processOne {
            print("  whole `render` processes (\(Timing.shown(processBinary)), start to exit, into \(memory ?? "the temporary folder"), same rounds):")
            print("    --jobs 1:                       \(Timing.ms(processOne)) per image (\(Timing.ms(median(oneProcess))) for \(jobs.count))")
            print("    --jobs 2:                       \(Timing.ms(median(twoProcess) / Double(jobs.count))) per image, \(fixed(median(zip(oneProcess, twoProcess).map { $0 / $1 }), places: 2))× the images per second of --jobs 1")
        } else {
            print("  whole `render` processes:         n/a (build button-stack first)")
        }
        guard !hbView.isEmpty else { print("  hb-view: n/a (apt-get install libharfbuzz-bin)"); return }
        print("  hb-view, one title to PNG:        \(Timing.ms(median(hbView))) per process")
        print("  one image (--jobs 1) / hb-view:   \(fixed(perImage / median(hbView), places: 2))×; aim ≤ 0.25×")
        if !oneOnDisk.isEmpty {
            print("    the same on disk / hb-view:     \(fixed(median(oneOnDisk) / Double(jobs.count) / median(hbView), places: 2))×")
        }
        if let processOne {
            print("    in a whole process / hb-view:   \(fixed(processOne / median(hbView), places: 2))× (its start and cold caches shared by \(jobs.count) pictures)")
        }
    }

    /// `/dev/shm` when it is a writable folder in memory (tmpfs), else nil.
    static func memoryFolder() -> String? {
        fileSystem("/dev/shm") == "tmpfs" && access("/dev/shm", W_OK) == 0 ? "/dev/shm" : nil
    }

    /// The kind of file system `path` is on (`tmpfs`, `ext4`, …), from /proc/mounts: the longest
    /// mount point that holds it.
    static func fileSystem(_ path: String) -> String {
        let mounts = (try? FileContents.read("/proc/mounts")).map { String(decoding: $0, as: UTF8.self) } ?? ""
        var best = (point: "", kind: "unknown")
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 2 else { continue }
            let point = String(fields[1]), kind = String(fields[2])
            let holds = path == point || path.hasPrefix(point == "/" ? "/" : point + "/")
            if holds && point.count >= best.point.count { best = (point, kind) }
        }
        return best.kind
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
        // Each result is stored before the clock is read again: the loop is pure, and without
        // the store the compiler moved it past the clock (the probe then took no time at all,
        // and the "round-long" loop ran for seconds).
        let probeTurns = 1_000_000
        let probe = DispatchTime.now().uptimeNanoseconds
        spinResult = spin(3, probeTurns)
        let perTurn = Double(DispatchTime.now().uptimeNanoseconds - probe) / 1e9 / Double(probeTurns)
        let turns = max(1_000_000, Int(seconds / 2 / max(perTurn, 1e-10)))
        let start = DispatchTime.now().uptimeNanoseconds
        spinResult = spin(1, turns) ^ spin(2, turns)
        let middle = DispatchTime.now().uptimeNanoseconds
        let parallel = try ParallelWork.map(count: 2, threads: 2, makeWorker: {}) { _, index in spin(index + 1, turns) }
        let end = DispatchTime.now().uptimeNanoseconds
        guard spinResult == parallel[0] ^ parallel[1] else { return 0 }
        return Double(middle - start) / Double(end - middle)
    }
}

/// Where the machine probe stores each loop's result, so the loop runs before the clock is read.
nonisolated(unsafe) private var spinResult: UInt64 = 0
