import ButtonStackBase
import ButtonStackService
import Foundation
import Testing

/// `button-stack serve`: renders through it are the same bytes and the same messages as renders
/// without it; only its user, its build and `render` are served; it stops when idle.
@Suite(.serialized) struct ServeCommandTests {
    /// A running service on a socket in a fresh private folder; stopped (SIGTERM) by `stop()`.
    final class Service {
        let folder: URL
        let socket: String
        let process = Process()
        let errors = Pipe()
        /// Whether the socket was gone once the service had stopped (before its folder is removed).
        private(set) var socketRemoved = false

        /// `environment` is added to the test run's own for the service and the renders it forks.
        init(idleExit: Int = 60, environment: [String: String] = [:]) throws {
            folder = try temporaryFolder()
            chmod(folder.path, 0o700)
            socket = folder.appendingPathComponent("serve.sock").path
            process.executableURL = URL(fileURLWithPath: cliPath)
            process.arguments = ["serve", "--socket", socket, "--idle-exit", String(idleExit)]
            if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
            process.standardError = errors
            // Not the test run's own output: a service (or a spare child) still running would keep
            // whatever reads that open (CI's `tee`) waiting.
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // Up to 60 s for the socket to appear (a debug build under load starts slowly).
            for _ in 0..<6000 where process.isRunning && !FileManager.default.fileExists(atPath: socket) { usleep(10_000) }
        }

        /// What a client needs to render through this service: its socket, and a wait for the
        /// service to take the request long enough for a loaded machine (a test that counts
        /// served renders must not see a client give up after the usual 2 s and render itself).
        var clientEnvironment: [String: String] {
            ["BUTTON_STACK_SOCKET": socket, "BUTTON_STACK_SERVICE_WAIT": "60"]
        }

        /// Stops the service and returns what it printed: SIGTERM, then after 30 s SIGKILL, so a
        /// service that hangs fails its test rather than stalling the run.
        func stop() -> String {
            if process.isRunning { process.terminate() }
            for _ in 0..<3000 where process.isRunning { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            socketRemoved = !FileManager.default.fileExists(atPath: socket)
            try? FileManager.default.removeItem(at: folder)
            return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
    }

    func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    @Test func servedRendersAreTheSameBytesAndMessagesAsLocalOnes() throws {
        let service = try Service()
        var log = ""
        defer { if log.isEmpty { _ = service.stop() } }
        try #require(FileManager.default.fileExists(atPath: service.socket))
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let arguments = ["render", "Examples/readme.yaml", "--stack", "actions", "--sheet", "--quiet"]
        let served = try runCLI(arguments + ["--out", out.appendingPathComponent("served").path],
                                environment: service.clientEnvironment)
        let local = try runCLI(arguments + ["--out", out.appendingPathComponent("local").path],
                               environment: ["BUTTON_STACK_SOCKET": service.socket, "BUTTON_STACK_SERVICE": "off"])
        #expect(served.status == 0 && local.status == 0, "served: \(served.stderr) local: \(local.stderr)")
        let servedFiles = try files(in: out.appendingPathComponent("served"))
        let localFiles = try files(in: out.appendingPathComponent("local"))
        #expect(servedFiles.count > 5)
        let differing = Set(servedFiles.keys).union(localFiles.keys).filter { servedFiles[$0] != localFiles[$0] }
        #expect(differing.isEmpty, "files that differ: \(differing.sorted())")
        // A bad spec: the same one line and status either way.
        let servedError = try runCLI(["render", "missing.yaml", "--out", out.path], environment: service.clientEnvironment)
        let localError = try runCLI(["render", "missing.yaml", "--out", out.path],
                                    environment: ["BUTTON_STACK_SOCKET": service.socket, "BUTTON_STACK_SERVICE": "off"])
        #expect(servedError.status == 2 && servedError.stderr == localError.stderr && servedError.stdout == localError.stdout,
                "served: \(servedError.status) \(servedError.stderr) local: \(localError.stderr)")
        #expect(servedError.stderr.split(separator: "\n").count == 1)
        log = service.stop()
        // Two renders went through the service, the ones with BUTTON_STACK_SERVICE=off did not.
        #expect(log.components(separatedBy: "served render").count - 1 == 2, "\(log)")
    }

    @Test func onlyItsOwnBuildAndRenderAreServed() throws {
        let service = try Service()
        defer { _ = service.stop() }
        // Another build's request, and a command that is not render: "not served", so the
        // client would run it itself.
        let other = ServiceSocket.Request(identity: "another build", directory: "/", extraFonts: "", arguments: ["render", "--help"],
                                          descriptors: [0, 1, 2])
        #expect(ServiceSocket.send(other, to: service.socket) == nil)
        let lint = ServiceSocket.Request(identity: ServiceSocket.buildIdentity(), directory: "/", extraFonts: "", arguments: ["lint"],
                                         descriptors: [0, 1, 2])
        #expect(ServiceSocket.send(lint, to: service.socket) == nil)
        // The socket is its owner's alone, in a folder only its owner can open.
        try #require(FileManager.default.fileExists(atPath: service.socket))
        var info = stat()
        #expect(stat(service.socket, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(ServiceSocket.isPrivate(service.folder.path))
    }

    @Test func aFolderOthersCanOpenIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(folder.path, 0o755)
        let result = try runCLI(["serve", "--socket", folder.appendingPathComponent("serve.sock").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("only this user can open"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        // A client does not use a socket there either.
        #expect(ServiceSocket.send(ServiceSocket.Request(identity: "", directory: "/", extraFonts: "", arguments: [], descriptors: []),
                                   to: folder.appendingPathComponent("serve.sock").path) == nil)
    }

    @Test func itStopsWhenIdleAndRemovesItsSocket() throws {
        let service = try Service(idleExit: 1)
        #expect(FileManager.default.fileExists(atPath: service.socket))
        for _ in 0..<6000 where service.process.isRunning { usleep(10_000) }
        #expect(!service.process.isRunning)
        #expect(service.process.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: service.socket))
        _ = service.stop()
    }

    @Test(arguments: ["x", "0", "601", "nan", "-1", "", "1\n2"])
    func aBadServiceWaitIsOneLine(_ wait: String) throws {
        // Refused whether or not a service runs: the setting is wrong either way.
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try runCLI(["render", "Examples/readme.yaml", "--stack", "actions", "--quiet", "--out", out.path],
                                environment: ["BUTTON_STACK_SOCKET": out.appendingPathComponent("none.sock").path, "BUTTON_STACK_SERVICE_WAIT": wait])
        #expect(result.status == 2)
        let shown = wait.replacingOccurrences(of: "\n", with: "\\n")
        #expect(result.stderr == "button-stack: BUTTON_STACK_SERVICE_WAIT: '\(shown)' is not a number of seconds from 0.1 to 600\n", "\(result.stderr)")
        #expect(((try? files(in: out)) ?? [:]).isEmpty)
    }

    @Test(arguments: [["--idle-exit", "0"], ["--socket", "relative.sock"]])
    func badOptionsAreOneLine(_ options: [String]) throws {
        let result = try runCLI(["serve"] + options)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
