import Foundation
import Testing

/// `render --watch`: it picks up a save of a strings file (also one an editor renames over the
/// old file), says what changed and what it redrew, survives a spec that turns invalid, and ends
/// on SIGTERM leaving no temporary file. The deadlines only keep a broken watch from hanging the
/// run; nothing here is timed.
@Suite(.serialized) struct RenderWatchTests {
    /// A running `render --watch`, its output collected as it comes.
    final class Watch: @unchecked Sendable {
        // @unchecked Sendable: `output` and `errors` are only touched under `lock`.
        let process = Process()
        private let lock = NSLock()
        private var output = "", errors = ""

        init(_ arguments: [String]) throws {
            process.executableURL = URL(fileURLWithPath: cliPath)
            process.arguments = ["render"] + arguments + ["--watch"]
            process.currentDirectoryURL = packageRoot
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            out.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let text = String(decoding: handle.availableData, as: UTF8.self)
                self?.lock.withLock { self?.output += text }
            }
            err.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let text = String(decoding: handle.availableData, as: UTF8.self)
                self?.lock.withLock { self?.errors += text }
            }
            try process.run()
        }

        var stdout: String { lock.withLock { output } }
        var stderr: String { lock.withLock { errors } }

        /// Waits (up to `seconds`, to never hang) until standard output or error holds `text`
        /// `count` times.
        @discardableResult
        func waitFor(_ text: String, count: Int = 1, inErrors: Bool = false, seconds: Double = 120) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if (inErrors ? stderr : stdout).components(separatedBy: text).count > count { return true }
                if !process.isRunning { return false }
                usleep(20_000)
            }
            return false
        }

        /// SIGTERM, then the exit status (SIGKILL after 60 s, so a watch that ignores it fails).
        func terminate() -> Int32 {
            if process.isRunning { kill(process.processIdentifier, SIGTERM) }
            let deadline = Date().addingTimeInterval(60)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    @Test func aWatchRendersEachSaveSurvivesABadSpecAndEndsCleanlyOnSIGTERM() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("app")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples/app"), to: app)
        let out = root.appendingPathComponent("out")
        let watch = try Watch([app.path, "--out", out.path, "--locales", "en,de", "--html", "--jobs", "1"])
        defer { _ = watch.terminate() }
        #expect(watch.waitFor("watching "), "\(watch.stdout)\(watch.stderr)")
        #expect(watch.stdout.contains("wrote 4 image(s) and manifest.json to \(out.path)"))
        let firstRefresh = try String(contentsOf: out.appendingPathComponent("refresh.js"), encoding: .utf8)

        // An editor's save: a new file renamed over the catalog.
        let catalog = app.appendingPathComponent("Localizable.xcstrings")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        let saved = app.appendingPathComponent(".Localizable.xcstrings.swp")
        try text.replacingOccurrences(of: "\"Archivieren\"", with: "\"Ins Archiv legen\"").write(to: saved, atomically: false, encoding: .utf8)
        #expect(rename(saved.path, catalog.path) == 0)
        #expect(watch.waitFor("redrew "), "\(watch.stdout)\(watch.stderr)")
        #expect(watch.stdout.contains("changed: \(catalog.path)\n"), "\(watch.stdout)")
        #expect(watch.stdout.contains("redrew 1 of 4 images, removed 0, kept 3"), "\(watch.stdout)")
        #expect(try String(contentsOf: out.appendingPathComponent("refresh.js"), encoding: .utf8) != firstRefresh)

        // A spec that turns invalid is one line, and the watch goes on.
        let spec = app.appendingPathComponent("app.yaml")
        let good = try String(contentsOf: spec, encoding: .utf8)
        try good.replacingOccurrences(of: "icon: folder", with: "icon: [folder").write(to: spec, atomically: true, encoding: .utf8)
        #expect(watch.waitFor("button-stack: \(spec.path):", inErrors: true), "\(watch.stderr)")
        #expect(watch.process.isRunning)
        try good.write(to: spec, atomically: true, encoding: .utf8)
        #expect(watch.waitFor("redrew ", count: 2), "\(watch.stdout)\(watch.stderr)")

        #expect(watch.terminate() == 0)
        #expect(watch.stdout.hasSuffix("stopped watching\n"), "\(watch.stdout)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") || $0.hasPrefix(".") }, "\(names)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
        #expect(manifest?["complete"] as? Bool == true)
    }

    /// A finding whose button only moved to another mode is the same finding: the watch does not
    /// call it new (nor gone).
    @Test func aFindingThatOnlyChangedModeIsNotNew() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = root.appendingPathComponent("spec.yaml")
        let text = """
            stacks:
              - name: long
                spacing: 8
                buttons:
                  - {icon: gear, title: Go to my new tab}
                  - {icon: trash, title: Delete}

            """
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("out")
        let watch = try Watch([spec.path, "--out", out.path, "--jobs", "1"])
        defer { _ = watch.terminate() }
        #expect(watch.waitFor("watching "), "\(watch.stdout)\(watch.stderr)")
        let before = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
        let firstMode = ((before?["files"] as? [[String: Any]])?.first?["mode"] as? Int) ?? 0
        // Wider spacing: the same titles no longer fit a row.
        try text.replacingOccurrences(of: "spacing: 8", with: "spacing: 200").write(to: spec, atomically: true, encoding: .utf8)
        #expect(watch.waitFor("redrew "), "\(watch.stdout)\(watch.stderr)")
        let after = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
        let secondMode = ((after?["files"] as? [[String: Any]])?.first?["mode"] as? Int) ?? 0
        #expect(firstMode != secondMode, "the spacing moved the stack to another mode")
        let lines = watch.stdout.split(separator: "\n").filter { $0.hasPrefix("lint:") }
        #expect(lines.count == 1 && lines[0].contains("1 new finding"), "only the first render's finding is new: \(lines)")
    }
}
