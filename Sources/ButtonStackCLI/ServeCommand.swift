import ArgumentParser
import ButtonStackBase
import ButtonStackSystem
import ButtonStackService
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
///   (a bug, a font mapped and truncated) ends its child only, and its client, finding the
///   connection closed unanswered, says so in one line;
/// - the warm state (argument parsing's reflection caches, the engine, its fonts and tables, a
///   render worker, the glyph cache) is made once in the service before it listens and shared
///   copy-on-write by every child; a spare child forked ahead takes the next connection
///   (``Children``).
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

    @Option(help: ArgumentHelp("The socket to listen on, an absolute path.", valueName: "path"), transform: OptionValue.absolutePath)
    var socket: String = ServiceSocket.defaultPath()

    @Option(help: ArgumentHelp("Stop after this many seconds without a request (1–86400).", valueName: "seconds"),
            transform: OptionValue.count(in: 1...86_400, "a number of seconds from 1 to 86400"))
    var idleExit: Int = 600

    /// The most requests served at once; more wait in the socket's queue (and their clients,
    /// unanswered after 2 s, render by themselves).
    static let maximumChildren = 32

    func run() throws {
        // The socket's folder is checked first, so a bad one fails at once; the warm-up comes
        // before the socket appears, so no client waits for it.
        try failing(option: "--socket") { try ServiceSocket.preparePrivateFolder(for: socket) }
        Self.warmUp()
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
        let identity = ServiceSocket.buildIdentity()
        writeToStandardError("button-stack: serving renders on \(socket) (stops after \(idleExit) s idle)\n")
        guard var children = Children(listener: listener, identity: identity) else {
            throw CLIFailure(message: "--socket \(socket): cannot make the pipes a service needs (\(String(cString: strerror(errno))))")
        }
        var idleSince = ContinuousClock.now
        while Interruption.signal == nil {
            // Notices first: a spare that took a connection and has already ended is then
            // known as busy before it is reaped.
            children.readNotices()
            children.reap()
            if !children.busy.isEmpty { idleSince = .now }
            guard ContinuousClock.now - idleSince < .seconds(idleExit) else { return }
            children.keepASpare()
            // A short tick: SIGCHLD and a spare's notice wake the wait at once, but one that comes
            // just before it is seen at the next.
            children.waitForNotice(milliseconds: 250)
        }
    }

    /// The service's children: one spare, forked ahead, that takes the next connection, and the
    /// busy ones serving theirs.
    ///
    /// Why a spare: forking the warm service (page tables for ~25 MB) is then done while no
    /// client waits; having taken a connection the spare tells the service (its pid on a pipe),
    /// which forks the next one. (A spare that also rendered the warm-up stack again, to take its
    /// copy-on-write faults ahead too, cost 3× the CPU of a request: not worth it on two cores.)
    /// Spares hold the read end of a pipe the service never writes: when the service ends, an
    /// idle spare sees it close and goes.
    struct Children {
        let listener: Int32
        let identity: String
        /// Spares write their pid here when they take a connection.
        let notices: (read: Int32, write: Int32)
        /// Closes (for the children) when the service ends.
        let lifeline: (read: Int32, write: Int32)
        private(set) var spare: pid_t?
        private(set) var busy: Set<pid_t> = []
        /// When a spare last died before taking a connection: a spare that keeps dying is not
        /// forked again at once (at most four a second).
        private var lastSpareDeath: ContinuousClock.Instant?

        init?(listener: Int32, identity: String) {
            var notices: [Int32] = [-1, -1], lifeline: [Int32] = [-1, -1]
            guard pipe(&notices) == 0 else { return nil }
            guard pipe(&lifeline) == 0 else { return nil }
            for descriptor in notices + lifeline { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(notices[0], F_SETFL, O_NONBLOCK)
            _ = fcntl(listener, F_SETFL, O_NONBLOCK)
            self.listener = listener
            self.identity = identity
            self.notices = (notices[0], notices[1])
            self.lifeline = (lifeline[0], lifeline[1])
        }

        /// Forks a spare when there is none and fewer than ``ServeCommand/maximumChildren`` are busy.
        mutating func keepASpare() {
            guard spare == nil, busy.count < ServeCommand.maximumChildren else { return }
            if let death = lastSpareDeath, ContinuousClock.now - death < .milliseconds(250) { return }
            let child = fork()
            if child == 0 { ServeCommand.runSpare(self) }
            if child > 0 { spare = child }
        }

        /// Moves the spares that have taken a connection to the busy ones.
        mutating func readNotices() {
            var pid: pid_t = 0
            while read(notices.read, &pid, MemoryLayout<pid_t>.size) == MemoryLayout<pid_t>.size {
                // A notice from a spare already reaped (it served and ended in between) is old news.
                guard pid == spare else { continue }
                spare = nil
                busy.insert(pid)
            }
        }

        /// Forgets each child that has ended. One that died of a signal while serving left its
        /// client a closed connection, which the client reports as a crash; the service goes on.
        mutating func reap() {
            while true {
                var status: Int32 = 0
                let child = waitpid(-1, &status, WNOHANG)
                guard child > 0 else { return }
                // WIFSIGNALED: the low seven bits hold the signal (0 for a normal exit, 0x7F when stopped).
                let signal = status & 0x7F, died = signal != 0 && signal != 0x7F
                if child == spare {
                    spare = nil
                    if died { lastSpareDeath = .now }
                } else if busy.remove(child) != nil, died {
                    writeToStandardError("button-stack: a request's process ended on signal \(signal); its client was told, the service goes on\n")
                }
            }
        }

        /// Waits up to `milliseconds` for a spare's notice (or a signal).
        func waitForNotice(milliseconds: Int32) {
            var waiting = pollfd(fd: notices.read, events: Int16(POLLIN), revents: 0)
            _ = poll(&waiting, 1, milliseconds)
        }
    }

    /// In a spare (the child of ``Children/keepASpare()``): waits for a connection while the
    /// service lives, tells the service it took one, serves it and exits.
    private static func runSpare(_ children: Children) -> Never {
        signal(SIGCHLD, SIG_DFL)
        close(children.notices.read)
        close(children.lifeline.write)
        onFreshThread {
            guard let connection = takeConnection(children) else { return }
            var pid = getpid()
            _ = write(children.notices.write, &pid, MemoryLayout<pid_t>.size)
            close(children.notices.write)
            close(children.lifeline.read)
            close(children.listener)
            serve(connection, identity: children.identity)
        }
        fflush(nil)
        _exit(0)
    }

    /// The next connection on the listening socket, or nil once the service has ended (its
    /// lifeline closed) or asks the spare to stop.
    private static func takeConnection(_ children: Children) -> Int32? {
        while Interruption.signal == nil {
            var waiting = [pollfd(fd: children.listener, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: children.lifeline.read, events: Int16(POLLIN), revents: 0)]
            guard poll(&waiting, 2, 1000) >= 0 || errno == EINTR else { return nil }
            if waiting[1].revents != 0 { return nil }
            guard waiting[0].revents != 0 else { continue }
            let connection = accept(children.listener, nil, nil)
            if connection >= 0 {
                _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
                // The listener is non-blocking (for the poll above); the connection must not be.
                _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) & ~O_NONBLOCK)
                return connection
            }
        }
        return nil
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

    /// Makes what every render needs before the first request, so that the children share it
    /// copy-on-write: one render of a small Latin stack into a private temporary folder, on this
    /// thread (`--jobs 1`: no other thread is started, so forking stays safe). It leaves argument
    /// parsing's reflection caches, the Swift runtime's conformance and metadata caches, the
    /// dynamic linker's bindings, the engine over the bundled fonts (without extra fonts: a
    /// request with `BUTTON_STACK_EXTRA_FONTS` makes its own in its child), a render worker with
    /// its faces open and the glyph cache warm. With the engine alone each child took 5–6 ms of
    /// work a request; with this, 4.
    private static func warmUp() {
        unsetenv("BUTTON_STACK_EXTRA_FONTS")
        var template = Array("/tmp/button-stack-warm-up-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return }
        let folder = String(cString: made)
        defer { Folder.removeTree(folder) }
        let spec = folder + "/warm-up.yaml"
        let text = """
            stacks:
              - name: warm-up
                buttons:
                  - {icon: plus, title: Add, role: primary}
                  - {icon: folder, title: Organise}
                  - {icon: trash, title: Delete, role: destructive}

            """
        guard let file = fopen(spec, "w") else { return }
        fputs(text, file)
        fclose(file)
        _ = ButtonStackCommand.run(["render", spec, "--out", folder + "/out", "--quiet", "--jobs", "1",
                                    "--appearances", "light,dark", "--sheet"])
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
        let start = ContinuousClock.now
        let log = dup(2)
        guard request.takeClientsPlace() else {
            ServiceSocket.answer(ServiceSocket.notServed, on: connection)
            return
        }
        ServedProcess.forwardSignals(from: connection)
        let status = ButtonStackCommand.run(request.arguments)
        fflush(nil)  // every output stream, before the client hears it is done
        ServiceSocket.answer(status, on: connection)
        let elapsed = (ContinuousClock.now - start).components
        let milliseconds = Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
        ServedProcess.writeLog("button-stack: served render (exit \(status)) in \(fixed(milliseconds, places: 1)) ms\n", to: log)
    }
}
