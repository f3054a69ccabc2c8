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
///
/// Each request runs in a child process forked for it, never in the service itself:
/// - a client that stalls (connects and sends nothing, or half a request) holds up its own child
///   until ``ServiceSocket/requestTimeout``, not the service or other clients;
/// - the render changes its process freely (the client's folder, umask, environment and standard
///   files, its Interruption flag) and nothing of it outlives the request; a render that crashes
///   (a bug, a font mapped and truncated) ends its child, and the service answers its client;
/// - the warm state (argument parsing's reflection caches, the engine, its fonts and tables) is
///   made once in the service before it accepts anything and shared copy-on-write by every child.
///
/// The service stays single-threaded, so forking it is safe (no lock can be held by another
/// thread); the children use threads freely.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Keep a warm renderer that `render` uses through a local socket (same output, faster start).",
        discussion: """
            Start it in the background (button-stack serve &); every `button-stack render` of the same build \
            then runs in it, with the caller's folder, umask, environment for extra fonts, standard output and error, \
            and exit status; Ctrl-C of the caller stops it. The socket sits in a folder only you can open; requests \
            from other users are refused. Another build's render, or another command, is not served: it runs by \
            itself, as does a render the service does not take within 2 s. BUTTON_STACK_SERVICE=off makes render \
            never use it.
            """
    )

    @Option(help: ArgumentHelp("The socket to listen on.", valueName: "path"))
    var socket: String = ServiceSocket.defaultPath()

    @Option(help: ArgumentHelp("Stop after this many seconds without a request (1–86400).", valueName: "seconds"))
    var idleExit: Int = 600

    /// The most requests served at once; more wait in the socket's queue (and their clients,
    /// unanswered after 2 s, render by themselves).
    static let maximumChildren = 32

    func validate() throws {
        guard (1...86_400).contains(idleExit) else {
            throw ValidationError("--idle-exit: \(idleExit) is out of range (1 to 86400 seconds)")
        }
        guard socket.hasPrefix("/") else { throw ValidationError("--socket: '\(socket)' must be an absolute path") }
    }

    func run() throws {
        let listener = try failing(option: "--socket") { try ServiceSocket.listen(at: socket) }
        // The socket goes however the loop ends: idle, SIGINT/SIGTERM, or an error.
        defer {
            unlink(socket)
            close(listener)
        }
        // A client whose output pipe has closed (`render … | head`) makes writes fail with EPIPE
        // in the child serving it; without this the signal would end that child (and, before
        // children, ended the service).
        signal(SIGPIPE, SIG_IGN)
        Interruption.install()
        Self.wakeOnChildExit()
        Self.warmUp()
        let identity = ServiceSocket.buildIdentity()
        writeToStandardError("button-stack: serving renders on \(socket) (stops after \(idleExit) s idle)\n")
        var children: [pid_t: Int32] = [:]
        var idleSince = ContinuousClock.now
        while Interruption.signal == nil {
            Self.reap(&children)
            if !children.isEmpty { idleSince = .now }
            guard ContinuousClock.now - idleSince < .seconds(idleExit) else { return }
            // A short tick: SIGCHLD interrupts the wait, but one that arrives just before it is seen here.
            guard children.count < Self.maximumChildren, Self.waitForClient(on: listener, milliseconds: 250) else {
                if children.count >= Self.maximumChildren { usleep(10_000) }
                continue
            }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            idleSince = .now
            if let child = Self.serveInChild(connection, listener: listener, identity: identity) {
                // The service keeps its copy of the connection to answer for a child that dies.
                children[child] = connection
            } else {
                ServiceSocket.answer(ServiceSocket.notServed, on: connection)
                close(connection)
            }
        }
    }

    /// Whether a client is waiting on `listener` within `milliseconds`.
    private static func waitForClient(on listener: Int32, milliseconds: Int32) -> Bool {
        var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, milliseconds) > 0
    }

    /// Makes SIGCHLD interrupt the service's wait for clients (a handler that does nothing, not
    /// restarting), so a finished child is reaped at once.
    private static func wakeOnChildExit() {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in }
        #else
        action.__sigaction_u.__sa_handler = { _ in }
        #endif
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        sigaction(SIGCHLD, &action, nil)
    }

    /// Makes what every render needs before the first request, so that the children share it:
    /// argument parsing once (its reflection over the options is most of a cold `render`'s
    /// start), and the engine over the bundled fonts without extra fonts (a request with
    /// `BUTTON_STACK_EXTRA_FONTS` makes its own in its child). Nothing here starts a thread.
    private static func warmUp() {
        unsetenv("BUTTON_STACK_EXTRA_FONTS")
        _ = try? ButtonStackCommand.parseAsRoot(["render", "warm-up.yaml", "--out", "/nonexistent"])
        _ = try? bundledEngine()
    }

    /// Answers each child that has ended: one that died of a signal never answered its client,
    /// which is told ``ServiceSocket/crashed``; the connection is closed either way.
    private static func reap(_ children: inout [pid_t: Int32]) {
        while true {
            var status: Int32 = 0
            let child = waitpid(-1, &status, WNOHANG)
            guard child > 0 else { return }
            guard let connection = children.removeValue(forKey: child) else { continue }
            // WIFSIGNALED: the low seven bits hold the signal (0 for a normal exit, 0x7F when stopped).
            let signal = status & 0x7F
            if signal != 0 && signal != 0x7F {
                ServiceSocket.answer(ServiceSocket.crashed, on: connection)
                writeToStandardError("button-stack: a request's process ended on signal \(signal); its client was told, the service goes on\n")
            }
            close(connection)
        }
    }

    /// Forks a child that serves `connection` and exits; its pid, or nil when fork failed.
    private static func serveInChild(_ connection: Int32, listener: Int32, identity: String) -> pid_t? {
        let child = fork()
        guard child == 0 else { return child > 0 ? child : nil }
        close(listener)
        signal(SIGCHLD, SIG_DFL)
        onFreshThread { serve(connection, identity: identity) }
        fflush(nil)
        _exit(0)
    }

    /// Runs `body` on a new thread and waits for it.
    ///
    /// Why: in a forked child the main thread is not a safe place for Swift code that other
    /// threads contend with. The Swift runtime's locks and once-initialisers (futexes with
    /// priority inheritance) record their owner by thread id, which each thread caches when it
    /// first locks; the child's main thread still holds the service's id, so a render's threads
    /// waiting on a global it initialises spin for ever (seen here: two threads in
    /// `swift_once` for `LinearLight.toSRGB`). A thread started in the child has its own id.
    private static func onFreshThread(_ body: @escaping () -> Void) {
        final class Work { let body: () -> Void; init(_ body: @escaping () -> Void) { self.body = body } }
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { raw in
            let work = Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue()
            work.body()
            return nil
        }, work) == 0 else { return }
        pthread_join(thread, nil)
    }

    /// In the child: reads the request (bounded), checks it, takes it, runs it with the client's
    /// folder, umask, fonts and standard files, and answers its exit status.
    private static func serve(_ connection: Int32, identity: String) {
        // Only this user's requests (checked on the socket), from this very build, for `render`;
        // anything else is answered "not served" and the client renders itself.
        guard let request = ServiceSocket.receive(on: connection) else { return }
        guard request.identity == identity, request.descriptors.count == 3, request.arguments.first == "render" else {
            ServiceSocket.answer(ServiceSocket.notServed, on: connection)
            writeToStandardError("button-stack: not served: \(request.identity == identity ? "not a render" : "another build")\n")
            return
        }
        // The client may have given up waiting and be rendering itself: only its "go" starts this one.
        ServiceSocket.answer(ServiceSocket.accepted, on: connection)
        guard ServiceSocket.clientGoesAhead(on: connection) else { return }
        guard chdir(request.directory) == 0 else {
            ServiceSocket.answer(ServiceSocket.notServed, on: connection)
            return
        }
        let start = ContinuousClock.now
        let log = dup(2)
        adopt(request)
        forwardSignals(from: connection)
        let status = ButtonStackCommand.run(request.arguments)
        fflush(nil)  // every output stream, before the client hears it is done
        ServiceSocket.answer(status, on: connection)
        let elapsed = (ContinuousClock.now - start).components
        let milliseconds = Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
        writeLog("button-stack: served render (exit \(status)) in \(fixed(milliseconds, places: 1)) ms\n", to: log)
    }

    /// Takes on the client's umask, extra fonts and standard input, output and error (the child
    /// is the client's for the rest of its life).
    private static func adopt(_ request: ServiceSocket.Request) {
        umask(request.umask)
        if request.extraFonts.isEmpty { unsetenv("BUTTON_STACK_EXTRA_FONTS") } else { setenv("BUTTON_STACK_EXTRA_FONTS", request.extraFonts, 1) }
        for (index, descriptor) in request.descriptors.enumerated() {
            dup2(descriptor, Int32(index))
            close(descriptor)
        }
    }

    /// Starts a thread that turns what the client sends during the render into signals of this
    /// process: a byte holding SIGINT or SIGTERM (the client's own, forwarded) raises it; the
    /// client going away raises SIGTERM. The render's ``Interruption`` handler takes them, so it
    /// stops as an interrupted local render does.
    private static func forwardSignals(from connection: Int32) {
        var thread = pthread_t()
        // The descriptor travels in the pointer's bits, plus one so that 0 is not a null pointer.
        let argument = UnsafeMutableRawPointer(bitPattern: Int(connection) + 1)
        _ = pthread_create(&thread, nil, { argument in
            let connection = Int32(Int(bitPattern: argument) - 1)
            // Unbounded on purpose: the render is as long as it is, and this ends with the
            // process (or when the client closes, which also stops the render).
            while true {
                var byte: UInt8 = 0
                let got = read(connection, &byte, 1)
                if got < 0 && errno == EINTR { continue }
                if got <= 0 {
                    kill(getpid(), SIGTERM)
                    return nil
                }
                if Int32(byte) == SIGINT || Int32(byte) == SIGTERM { kill(getpid(), Int32(byte)) }
            }
        }, argument)
    }

    /// Writes `text` to `descriptor` whole (the service's log, once standard error is the client's).
    private static func writeLog(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
