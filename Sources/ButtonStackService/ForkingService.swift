import ButtonStackBase
import ButtonStackConcurrency
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The warm service's process loop: a listening socket, a spare child forked ahead that takes the
/// next connection, each request served in a child of its own (``Children``), the service ended
/// when idle or on SIGINT/SIGTERM. What a request runs is the caller's (`run`: the command line's
/// own entry point), so the loop knows nothing of commands.
///
/// Each request runs in a child process forked for it, never in the service itself:
/// - a client that stalls (connects and sends nothing, or half a request) holds up its own child
///   until ``ServiceSocket/requestTimeout``, not the service or other clients;
/// - the request changes its process freely (the client's folder, umask, environment and
///   standard files, its Interruption flag) and nothing of it outlives the request; one that
///   crashes ends its child only, and its client, finding the connection closed unanswered, says
///   so in one line;
/// - the warm state made before the service listens is shared copy-on-write by every child.
///
/// The service stays single-threaded, so forking it is safe (no lock can be held by another
/// thread); the children use threads freely.
public struct ForkingService {
    /// The listening socket.
    public let listener: Int32
    /// This build's identity: a request from another build is not served.
    public let identity: String
    /// The most requests served at once; more wait in the socket's queue.
    public let maximumChildren: Int
    /// Runs a request's arguments in its child and gives its exit status.
    let run: ([String]) -> Int32
    /// Writes a line of the service's log (standard error).
    let say: (String) -> Void

    /// A service on `listener`.
    public init(listener: Int32, identity: String, maximumChildren: Int, run: @escaping ([String]) -> Int32, say: @escaping (String) -> Void) {
        self.listener = listener
        self.identity = identity
        self.maximumChildren = maximumChildren
        self.run = run
        self.say = say
    }

    /// Serves until `idleExit` passes without a request, or SIGINT or SIGTERM; false at once when
    /// the pipes it needs cannot be made.
    public func serve(idleExit: Duration) -> Bool {
        // A client whose output pipe has closed (`render … | head`) makes writes fail with EPIPE
        // in the child serving it; without this the signal would end that child (and, before
        // children, ended the service).
        signal(SIGPIPE, SIG_IGN)
        Interruption.install()
        Self.wakeOnChildExit()
        guard var children = Children(service: self) else { return false }
        var idleSince = ContinuousClock.now
        while Interruption.signal == nil {
            // Notices first: a spare that took a connection and has already ended is then
            // known as busy before it is reaped.
            children.readNotices()
            children.reap()
            if !children.busy.isEmpty { idleSince = .now }
            guard ContinuousClock.now - idleSince < idleExit else { return true }
            children.keepASpare()
            // A short tick: SIGCHLD and a spare's notice wake the wait at once, but one that comes
            // just before it is seen at the next.
            children.waitForNotice(milliseconds: 250)
        }
        return true
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
        let service: ForkingService
        var listener: Int32 { service.listener }
        var identity: String { service.identity }
        /// Spares write their pid here when they take a connection.
        let notices: (read: Int32, write: Int32)
        /// Closes (for the children) when the service ends.
        let lifeline: (read: Int32, write: Int32)
        private(set) var spare: pid_t?
        private(set) var busy: Set<pid_t> = []
        /// When a spare last died before taking a connection: a spare that keeps dying is not
        /// forked again at once (at most four a second).
        private var lastSpareDeath: ContinuousClock.Instant?

        init?(service: ForkingService) {
            var notices: [Int32] = [-1, -1], lifeline: [Int32] = [-1, -1]
            guard pipe(&notices) == 0 else { return nil }
            guard pipe(&lifeline) == 0 else { return nil }
            for descriptor in notices + lifeline { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(notices[0], F_SETFL, O_NONBLOCK)
            _ = fcntl(service.listener, F_SETFL, O_NONBLOCK)
            self.service = service
            self.notices = (notices[0], notices[1])
            self.lifeline = (lifeline[0], lifeline[1])
        }

        /// Forks a spare when there is none and fewer than ``ForkingService/maximumChildren`` are busy.
        mutating func keepASpare() {
            guard spare == nil, busy.count < service.maximumChildren else { return }
            if let death = lastSpareDeath, ContinuousClock.now - death < .milliseconds(250) { return }
            let child = fork()
            if child == 0 { ForkingService.runSpare(self) }
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
                    service.say("button-stack: a request's process ended on signal \(signal); its client was told, the service goes on\n")
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
            children.service.serve(connection)
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
    private func serve(_ connection: Int32) {
        // Only this user's requests (checked on the socket), from this very build, for `render`;
        // anything else is answered "not served" and the client renders itself.
        guard let request = ServiceSocket.receive(on: connection) else { return }
        guard request.identity == identity, request.descriptors.count == 3, request.arguments.first == "render" else {
            ServiceSocket.answer(ServiceSocket.notServed, on: connection)
            say("button-stack: not served: \(request.identity == identity ? "not a render" : "another build")\n")
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
        let status = run(request.arguments)
        fflush(nil)  // every output stream, before the client hears it is done
        ServiceSocket.answer(status, on: connection)
        let elapsed = (ContinuousClock.now - start).components
        let milliseconds = Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
        ServedProcess.writeLog("button-stack: served render (exit \(status)) in \(fixed(milliseconds, places: 1)) ms\n", to: log)
    }
}
