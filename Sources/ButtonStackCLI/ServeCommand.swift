import ArgumentParser
import ButtonStackBase
import ButtonStackKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `button-stack serve`: a warm render service. `render` finds its socket and has it do the work,
/// so a one-image render costs a connection instead of a cold start; the images are the same
/// bytes either way.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Keep a warm renderer that `render` uses through a local socket (same output, faster start).",
        discussion: """
            Start it in the background (button-stack serve &); every `button-stack render` of the same build \
            then runs in it, with the caller's folder, environment for extra fonts, standard output and error, \
            and exit status. The socket sits in a folder only you can open; requests from other users are \
            refused. Another build's render, or another command, is not served: it runs by itself. \
            BUTTON_STACK_SERVICE=off makes render never use it.
            """
    )

    @Option(help: ArgumentHelp("The socket to listen on.", valueName: "path"))
    var socket: String = ServiceSocket.defaultPath()

    @Option(help: ArgumentHelp("Stop after this many seconds without a request (1–86400).", valueName: "seconds"))
    var idleExit: Int = 600

    func validate() throws {
        guard (1...86_400).contains(idleExit) else {
            throw ValidationError("--idle-exit: \(idleExit) is out of range (1 to 86400 seconds)")
        }
        guard socket.hasPrefix("/") else { throw ValidationError("--socket: '\(socket)' must be an absolute path") }
    }

    func run() throws {
        let listener = try failing(option: "--socket") { try ServiceSocket.listen(at: socket) }
        let identity = ServiceSocket.buildIdentity()
        writeToStandardError("button-stack: serving renders on \(socket) (stops after \(idleExit) s idle)\n")
        defer {
            unlink(socket)
            close(listener)
        }
        Interruption.install()
        let home = Folder.current() ?? "/"
        var parsed: [[String]: any ParsableCommand] = [:]
        while Interruption.signal == nil {
            // (1) Wait for a client; stop when idle or on SIGINT/SIGTERM (the socket is removed).
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Int32(idleExit) * 1000)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            defer { close(connection) }
            // (2) Only this user's requests (checked on the socket), from this very build, for
            // `render`; anything else is answered "not served" and the client renders itself.
            guard let request = ServiceSocket.receive(on: connection) else { continue }
            defer { request.descriptors.forEach { close($0) } }
            guard request.identity == identity, request.descriptors.count == 3, request.arguments.first == "render" else {
                ServiceSocket.answer(ServiceSocket.notServed, on: connection)
                writeToStandardError("button-stack: not served: \(request.identity == identity ? "not a render" : "another build")\n")
                continue
            }
            // (3) Run it as the client would: its folder, fonts, output and error.
            let start = ContinuousClock.now
            let status = Self.serve(request, returningTo: home, parsed: &parsed)
            ServiceSocket.answer(status, on: connection)
            let elapsed = (ContinuousClock.now - start).components
            let milliseconds = Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
            writeToStandardError("button-stack: served render (exit \(status)) in \(fixed(milliseconds, places: 1)) ms\n")
        }
    }

    /// Runs `request` with the client's folder, extra fonts and standard files, then puts this
    /// process's own back.
    private static func serve(_ request: ServiceSocket.Request, returningTo home: String,
                              parsed: inout [[String]: any ParsableCommand]) -> Int32 {
        guard chdir(request.directory) == 0 else { return ServiceSocket.notServed }
        defer { _ = chdir(home) }
        if request.extraFonts.isEmpty { unsetenv("BUTTON_STACK_EXTRA_FONTS") } else { setenv("BUTTON_STACK_EXTRA_FONTS", request.extraFonts, 1) }
        fflush(nil)  // every output stream
        let saved = (0...2).map { dup(Int32($0)) }
        for (index, descriptor) in request.descriptors.enumerated() { dup2(descriptor, Int32(index)) }
        let status = ButtonStackCommand.run(request.arguments, remembering: &parsed)
        fflush(nil)  // every output stream
        for (index, descriptor) in saved.enumerated() where descriptor >= 0 {
            dup2(descriptor, Int32(index))
            close(descriptor)
        }
        return status
    }
}
