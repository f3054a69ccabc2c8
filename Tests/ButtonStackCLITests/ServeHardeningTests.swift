import ButtonStackBase
import ButtonStackService
import Foundation
import Testing

/// What `serve` guarantees beyond "the same bytes": fonts read afresh when they change, a closed
/// output pipe, silent connections and crashed renders do not stop it, a client falls back when it
/// is not answered, Ctrl-C stops a served render as it stops a local one, and files get the
/// caller's umask. Part of ``ServeCommandTests`` so that the services run one at a time.
extension ServeCommandTests {
    /// A `button-stack` process with its output in files (no pipe to fill), waited for at most
    /// `seconds`; killed and reported as nil when it takes longer (a hang fails the test instead
    /// of stalling the run).
    final class Client {
        let process = Process()
        let folder: URL

        init(_ arguments: [String], environment: [String: String], umask mask: String? = nil, stdout: Any? = nil) throws {
            folder = try temporaryFolder()
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.currentDirectoryURL = packageRoot
            if let mask {
                // The caller's umask is set by a shell that then becomes the client.
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", "umask \(mask); exec '\(cliPath)' " + arguments.map { "'\($0)'" }.joined(separator: " ")]
            } else {
                process.executableURL = URL(fileURLWithPath: cliPath)
                process.arguments = arguments
            }
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("out").path, contents: nil)
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("err").path, contents: nil)
            process.standardOutput = try stdout ?? FileHandle(forWritingTo: folder.appendingPathComponent("out"))
            process.standardError = try FileHandle(forWritingTo: folder.appendingPathComponent("err"))
            try process.run()
        }

        /// Waits up to `seconds` for the client to end; nil (and the client killed) when it did not.
        func finish(within seconds: Double = 60) -> CLIResult? {
            defer { try? FileManager.default.removeItem(at: folder) }
            for _ in 0..<Int(seconds * 100) where process.isRunning { usleep(10_000) }
            guard !process.isRunning else {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return nil
            }
            process.waitUntilExit()
            func text(_ name: String) -> String { (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "" }
            let status = process.terminationReason == .exit ? process.terminationStatus : 1000 + process.terminationStatus
            return CLIResult(status: status, stdout: text("out"), stderr: text("err"))
        }
    }

    /// A `render` through `service` (or, with `local`, without it), finished within 60 s.
    func render(_ arguments: [String], through service: Service, local: Bool = false, umask: String? = nil) throws -> CLIResult? {
        var environment = service.clientEnvironment
        if local { environment["BUTTON_STACK_SERVICE"] = "off" }
        return try Client(["render"] + arguments, environment: environment, umask: umask).finish()
    }

    /// How many renders the service's log says it served.
    func servedCount(_ log: String) -> Int { log.components(separatedBy: "served render").count - 1 }

    /// Runs `body` with a new service and a temporary folder, stops the service (also when `body`
    /// throws), and checks what every test expects of it afterwards: it served `served` renders,
    /// ended by itself on SIGTERM, and removed its socket.
    func withService(serving served: Int, environment: [String: String] = [:], _ body: (Service, URL) throws -> Void) throws {
        let service = try Service(environment: environment)
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        do { try body(service, work) } catch {
            _ = service.stop()
            throw error
        }
        let log = service.stop()
        #expect(servedCount(log) == served, "\(log)")
        #expect(service.process.terminationReason == .exit, "\(log)")
        #expect(service.socketRemoved, "the socket was left behind")
    }

    /// The images of a render of `spec`'s "tracked" stack (an app font's Latin title) into
    /// `out`/`name`, through the service or not.
    func appFontImages(spec: URL, into out: URL, _ name: String, service: Service, local: Bool) throws -> (CLIResult?, [String: Data]) {
        let folder = out.appendingPathComponent(name)
        let result = try render([spec.path, "--stack", "tracked", "--quiet", "--out", folder.path], through: service, local: local)
        let images = (try? files(in: folder))?.filter { $0.key.hasSuffix(".png") } ?? [:]
        return (result, images)
    }

    /// A spec in a new folder whose "tracked" stack is drawn in `App.otf` there, a copy of Inter.
    func appFontSpec(in work: URL) throws -> (spec: URL, font: URL) {
        let font = work.appendingPathComponent("App.otf")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/Fixtures/fonts/Inter-Regular.otf"), to: font)
        let spec = work.appendingPathComponent("app.yaml")
        try "font:\n  regular: App.otf\nstacks:\n  - name: tracked\n    buttons:\n      - {icon: plus, title: Add to the library}\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        return (spec, font)
    }

    @Test func anAppFontThatChangesIsReadAgain() throws {
        try withService(serving: 3) { service, work in
            let (spec, font) = try appFontSpec(in: work)
            let first = try appFontImages(spec: spec, into: work, "first", service: service, local: false)
            #expect(first.0?.status == 0 && !first.1.isEmpty, "\(String(describing: first.0))")

            // (1) Overwritten in place (the inode the service read) by another font: drawn from the
            // new one, as a local render draws it, not "damaged".
            try overwriteInPlace(font.path, with: try Data(contentsOf: packageRoot.appendingPathComponent("Fonts/NotoSans-Regular.ttf")))
            let overwritten = try appFontImages(spec: spec, into: work, "overwritten", service: service, local: false)
            let overwrittenLocal = try appFontImages(spec: spec, into: work, "overwritten-local", service: service, local: true)
            #expect(overwritten.0?.status == 0 && overwrittenLocal.0?.status == 0, "\(String(describing: overwritten.0))")
            #expect(!overwritten.1.isEmpty && overwritten.1 == overwrittenLocal.1)
            #expect(overwritten.1 != first.1)

            // (2) Another font renamed over the file: drawn from that one.
            let bold = try Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/fonts/Inter-Bold.otf"))
            try bold.write(to: work.appendingPathComponent("App.new"))
            #expect(rename(work.appendingPathComponent("App.new").path, font.path) == 0)
            let renamed = try appFontImages(spec: spec, into: work, "renamed", service: service, local: false)
            let renamedLocal = try appFontImages(spec: spec, into: work, "renamed-local", service: service, local: true)
            #expect(renamed.0?.status == 0 && renamedLocal.0?.status == 0, "\(String(describing: renamed.0))")
            #expect(!renamed.1.isEmpty && renamed.1 == renamedLocal.1)
            #expect(renamed.1 != first.1 && renamed.1 != overwritten.1)
        }
    }

    @Test func aTruncatedAppFontIsAnErrorNotACrash() throws {
        try withService(serving: 3) { service, work in
            let (spec, font) = try appFontSpec(in: work)
            let first = try appFontImages(spec: spec, into: work, "first", service: service, local: false)
            #expect(first.0?.status == 0 && !first.1.isEmpty, "\(String(describing: first.0))")
            // Truncated after the service has read it: one line and exit 2, as a local render says,
            // and the service lives on.
            #expect(truncate(font.path, 200) == 0)
            let truncated = try appFontImages(spec: spec, into: work, "truncated", service: service, local: false)
            let truncatedLocal = try appFontImages(spec: spec, into: work, "truncated-local", service: service, local: true)
            #expect(truncated.0?.status == 2 && truncated.0?.stderr == truncatedLocal.0?.stderr, "\(String(describing: truncated.0))")
            #expect(truncated.0?.stderr.split(separator: "\n").count == 1)
            #expect(service.process.isRunning)
            let after = try render(["Examples/readme.yaml", "--stack", "actions", "--quiet", "--out", work.appendingPathComponent("after").path],
                                   through: service)
            #expect(after?.status == 0)
        }
    }

    /// Writes `bytes` over the file at `path` through the same inode (truncated first).
    func overwriteInPlace(_ path: String, with bytes: Data) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
    }

    @Test func aClosedOutputPipeEndsThatRenderOnlyAndTheSocketGoesWhenItStops() throws {
        try withService(serving: 2) { service, out in
            // `render … | true`: the reader has gone before the render prints its summary.
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            let client = try Client(["render", "Examples/readme.yaml", "--stack", "actions", "--out", out.appendingPathComponent("a").path],
                                    environment: service.clientEnvironment, stdout: pipe)
            try pipe.fileHandleForWriting.close()
            #expect(client.finish() != nil)
            #expect(service.process.isRunning)
            let next = try render(["Examples/readme.yaml", "--stack", "actions", "--quiet", "--out", out.appendingPathComponent("b").path],
                                  through: service)
            #expect(next?.status == 0)
        }
    }

    /// A connection to `socket` that sends `bytes` and then nothing, left open.
    func silentConnection(to socket: String, sending bytes: [UInt8]) -> Int32 {
        let descriptor = socket_(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socket.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(connected == 0)
        if !bytes.isEmpty { _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } }
        return descriptor
    }

    @Test func aSilentConnectionStallsNoOtherRender() throws {
        try withService(serving: 1) { service, out in
            // One client that sends nothing, one that sends half a header; both stay connected.
            let silent = silentConnection(to: service.socket, sending: [])
            let half = silentConnection(to: service.socket, sending: [40, 0])
            defer { close(silent); close(half) }
            let served = try render(["Examples/readme.yaml", "--stack", "actions", "--quiet", "--out", out.path], through: service)
            #expect(served?.status == 0)
        }
    }

    @Test func aServiceThatDoesNotAnswerIsNotWaitedFor() throws {
        // A socket that takes connections into its queue and never accepts one.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(folder.path, 0o700)
        let socket = folder.appendingPathComponent("serve.sock").path
        let listener = try ServiceSocket.listen(at: socket)
        defer { close(listener) }
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try Client(["render", "Examples/readme.yaml", "--stack", "actions", "--quiet", "--out", out.path],
                                environment: ["BUTTON_STACK_SOCKET": socket]).finish()
        #expect(result?.status == 0, "\(String(describing: result))")
        #expect(((try? files(in: out)) ?? [:]).keys.contains("manifest.json"))
    }

    /// A render long enough to interrupt: the bench's 144 mixed-script pictures at three scales.
    var longRender: [String] {
        ["render", "Tests/Fixtures/bench/mixed-scripts.yaml", "--appearances", "light,dark", "--scales", "1,2,3", "--jobs", "1", "--quiet"]
    }

    /// Waits (at most 60 s) until `folder` holds a PNG: the render has started drawing.
    func waitForFirstImage(in folder: URL) -> Bool {
        for _ in 0..<6000 {
            if ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).contains(where: { $0.hasSuffix(".png") }) { return true }
            usleep(10_000)
        }
        return false
    }

    @Test func ctrlCStopsAServedRenderAsItStopsALocalOne() throws {
        // The served render is held from its 20th check until the signal: it cannot finish first.
        try withService(serving: 1, environment: ["BUTTON_STACK_TEST_HOLD_AT_CHECK": "20"]) { service, out in
            let client = try Client(longRender + ["--out", out.path], environment: service.clientEnvironment)
            #expect(waitForFirstImage(in: out))
            client.process.interrupt()
            let result = client.finish()
            // The client exits as an interrupted local render does, once the served one has stopped.
            #expect(result?.status == 130, "\(String(describing: result))")
            #expect(result?.stderr.contains("interrupted by SIGINT") == true)
            let manifest = (try? String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)) ?? ""
            #expect(manifest.contains("\"complete\" : false") || manifest.contains("\"complete\": false"), "\(manifest.prefix(80))")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
            #expect(!names.contains { $0.hasPrefix(".") || $0.hasSuffix(".tmp") }, "\(names.filter { $0.hasPrefix(".") })")
        }
    }

    @Test func aRenderThatCrashesDoesNotStopTheService() throws {
        try withService(serving: 1) { service, out in
            let client = try Client(longRender + ["--out", out.appendingPathComponent("a").path], environment: service.clientEnvironment)
            #expect(waitForFirstImage(in: out.appendingPathComponent("a")))
            // Whatever process draws the pictures for the service, other than the service itself,
            // dies of a signal, as a bug would end it (SIGKILL: the Swift runtime's crash handler
            // would print a backtrace for a SIGSEGV sent by kill, and go on).
            let workers = childProcesses(of: service.process.processIdentifier)
            #expect(!workers.isEmpty)
            for worker in workers { kill(worker, SIGKILL) }
            let result = client.finish()
            #expect(result?.status == 2, "\(String(describing: result))")
            #expect(result?.stderr.split(separator: "\n").count == 1, "\(String(describing: result))")
            #expect(service.process.isRunning)
            let next = try render(["Examples/readme.yaml", "--stack", "actions", "--quiet", "--out", out.appendingPathComponent("b").path],
                                  through: service)
            #expect(next?.status == 0)
        }
    }

    /// The processes whose parent is `parent` (from /proc).
    func childProcesses(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }

    @Test func servedFilesTakeTheCallersUmask() throws {
        try withService(serving: 1) { service, out in
            let arguments = ["Examples/readme.yaml", "--stack", "actions", "--quiet"]
            let served = try render(arguments + ["--out", out.appendingPathComponent("served").path], through: service, umask: "077")
            let local = try render(arguments + ["--out", out.appendingPathComponent("local").path], through: service, local: true, umask: "077")
            #expect(served?.status == 0 && local?.status == 0)
            for folder in ["served", "local"] {
                let path = out.appendingPathComponent(folder).path
                for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                    var info = stat()
                    #expect(stat(path + "/" + name, &info) == 0 && info.st_mode & 0o777 == 0o600, "\(folder)/\(name): \(String(info.st_mode & 0o777, radix: 8))")
                }
            }
        }
    }
}

/// `socket(2)`, under a name the tests' `socket` properties do not hide.
private func socket_(_ domain: Int32, _ type: Int32, _ proto: Int32) -> Int32 { socket(domain, type, proto) }
