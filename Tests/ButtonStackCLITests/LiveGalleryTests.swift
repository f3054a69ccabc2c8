import Foundation
import Testing

/// The gallery of `render --watch --html`, open in headless Chromium from the file system, shows
/// a re-render's pictures without anyone reloading it: a strings file is edited, and the page
/// reloads itself with the new image.
@Suite(.serialized) struct LiveGalleryTests {
    @Test(.enabled(if: GalleryTests.chromium != nil || GalleryTests.isCI, "needs Debian's chromium (the quick start installs it)"))
    func anOpenGalleryShowsTheNewPictureAfterAnEdit() throws {
        let browser = try #require(GalleryTests.chromium, "chromium is not installed")
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("app")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples/app"), to: app)
        let out = root.appendingPathComponent("out")
        let watch = try RenderWatchTests.Watch([app.path, "--out", out.path, "--locales", "en,de", "--html", "--jobs", "1"])
        defer { _ = watch.terminate() }
        #expect(watch.waitFor("watching "), "\(watch.stdout)\(watch.stderr)")

        let page = try DevToolsPage(browser: browser, url: "file://" + out.appendingPathComponent("index.html").path)
        defer { page.close() }
        let german = #"[...document.images].map(i => i.getAttribute("src")).filter(s => s.startsWith("message-actions_de_")).join()"#
        let before = try #require(try page.waitFor(german) { ($0 as? String).map { !$0.isEmpty } ?? false } as? String)
        // A mark on this page: a reload makes a new window without it.
        _ = try page.evaluate("window.beforeTheEdit = true")

        let catalog = app.appendingPathComponent("Localizable.xcstrings")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        try text.replacingOccurrences(of: "\"Archivieren\"", with: "\"Ins Archiv legen\"").write(to: catalog, atomically: true, encoding: .utf8)
        #expect(watch.waitFor("redrew "), "\(watch.stdout)\(watch.stderr)")
        let reloaded = try page.waitFor("window.beforeTheEdit === undefined && " + german) { ($0 as? String).map { !$0.isEmpty } ?? false }
        let after = try #require(reloaded as? String, "the page did not reload itself")
        #expect(after != before && after.contains("?v="), "\(before) → \(after)")
    }
}

/// One page of a headless Chromium driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: commands on its descriptor 3, answers on 4, each JSON message
/// ended by a NUL), which needs no network port and no WebSocket client.
final class DevToolsPage {
    private let process = Process()
    private let profile: String
    private let toBrowser = Pipe(), fromBrowser = Pipe()
    private var commands: Int32 { toBrowser.fileHandleForWriting.fileDescriptor }
    private var answers: Int32 { fromBrowser.fileHandleForReading.fileDescriptor }
    private var pending: [UInt8] = []
    private var lastID = 0
    private var session = ""

    init(browser: String, url: String) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("button-stack-chromium-\(UUID().uuidString)").path
        // Through a shell that moves the two pipes to descriptors 3 and 4: Foundation passes only
        // standard input and output (and closes every other descriptor in the child).
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$0" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$1" --remote-debugging-pipe "$2" 3<&0 4>&1 </dev/null >/dev/null 2>&1"#,
                             browser, profile, url]
        process.standardInput = toBrowser
        process.standardOutput = fromBrowser
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The page the browser opens with, once it is there.
        var target: String?
        for _ in 0..<300 where target == nil {
            let infos = (try send("Target.getTargets")["targetInfos"] as? [[String: Any]]) ?? []
            target = infos.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String
            if target == nil { usleep(100_000) }
        }
        guard let target else {
            close()
            throw DevToolsError("the browser opened no page")
        }
        let attached = try send("Target.attachToTarget", ["targetId": target, "flatten": true])
        session = attached["sessionId"] as? String ?? ""
    }

    /// The value of `expression` in the page (nil when it has none, or the page is reloading).
    func evaluate(_ expression: String) throws -> Any? {
        let answer = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true], session: session)
        return (answer["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` every 100 ms until `accept` takes its value (up to `seconds`, so a
    /// page that never gets there fails instead of hanging); nil when it never did.
    func waitFor(_ expression: String, seconds: Double = 60, accept: (Any?) -> Bool) throws -> Any? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let value = try? evaluate(expression)
            if let value, accept(value) { return value }
            usleep(100_000)
        }
        return nil
    }

    func close() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Sends one command and returns its result, skipping the events that come before it.
    private func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        lastID += 1
        var message: [String: Any] = ["id": lastID, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message)) + [0]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard written > 0 else { throw DevToolsError("the browser closed its pipe") }
            bytes.removeFirst(written)
        }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let end = pending.firstIndex(of: 0) {
                let text = Data(pending[..<end])
                pending.removeFirst(end + 1)
                guard let answer = try JSONSerialization.jsonObject(with: text) as? [String: Any], answer["id"] as? Int == lastID else { continue }
                if let error = answer["error"] { throw DevToolsError("\(method): \(error)") }
                return answer["result"] as? [String: Any] ?? [:]
            }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 1000) >= 0 else { continue }
            guard poller.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(answers, &chunk, chunk.count)
            guard count > 0 else { throw DevToolsError("the browser closed its pipe") }
            pending += chunk[..<count]
        }
        throw DevToolsError("\(method): no answer in 30 s")
    }
}

struct DevToolsError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
