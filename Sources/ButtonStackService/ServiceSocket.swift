#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ButtonStackBase
import ButtonStackConcurrency
import ButtonStackFiles
import CSocket

/// The local socket between `button-stack render` and a warm `button-stack serve`: where it
/// lives, who may use it, and the messages that cross it.
///
/// A request is a 4-byte little-endian length and that many bytes: NUL-separated fields
/// `BSR2`, the build's identity, the working folder, `BUTTON_STACK_EXTRA_FONTS`, the caller's
/// umask (octal), then the arguments; the client's standard input, output and error travel with
/// it as open files. Every answer is a 4-byte little-endian integer:
///
/// 1. the service answers ``accepted``, or ``notServed`` when it will not run it (another build,
///    or a command it does not serve): the client then runs it itself, as it does when no answer
///    comes within ``acknowledgementTimeout``;
/// 2. the client sends the byte ``go`` (it has not given up waiting: the render may start);
/// 3. while the render runs, the client may send a byte holding SIGINT or SIGTERM (its own
///    Ctrl-C, forwarded), and the render stops as an interrupted local one does;
/// 4. the service answers the exit status, or ``crashed`` when the render died (a bug), or
///    ``notServed`` when it could not start it (the client then runs it itself).
public enum ServiceSocket {
    /// The answer that tells a client to run the command itself.
    public static let notServed: Int32 = -1
    /// The answer that tells a client its request was taken and will run once it says ``go``.
    public static let accepted: Int32 = -2
    /// The answer that tells a client the render died before it could answer (a bug, not the input).
    public static let crashed: Int32 = -3
    /// The byte a client sends once it has the acknowledgement and will wait for the render.
    public static let go: UInt8 = 0x47
    /// How long a client waits for the service to take its request (connect, send, acknowledge)
    /// before it renders by itself, unless told otherwise (``acknowledgementTimeouts``): a warm
    /// service answers in well under a millisecond, so this only bounds a stalled or overloaded one.
    public static let acknowledgementTimeout: Double = 2
    /// The waits a client may be told to use instead (`BUTTON_STACK_SERVICE_WAIT`), in seconds: a
    /// machine so loaded that 2 s is not enough, or a test that must know its render was served.
    public static let acknowledgementTimeouts: ClosedRange<Double> = 0.1...600
    /// How long the service waits for a whole request, and for ``go``, from one connection.
    public static let requestTimeout: Double = 5
    /// How long a client whose render was interrupted waits for it to stop before it exits anyway.
    public static let stopTimeout: Double = 30

    /// A request as the service reads it.
    public struct Request: Sendable {
        /// The identity of the client's build (``buildIdentity()``).
        public var identity: String
        /// The client's working folder.
        public var directory: String
        /// The client's `BUTTON_STACK_EXTRA_FONTS`.
        public var extraFonts: String
        /// The arguments after the program name.
        public var arguments: [String]
        /// The client's standard input, output and error (open in this process; close them).
        public var descriptors: [Int32]
        /// The client's file mode creation mask, which the files of the render are made with.
        public var umask: mode_t

        /// A request of `arguments` from `directory`, with the client's standard files and umask.
        public init(identity: String, directory: String, extraFonts: String, arguments: [String], descriptors: [Int32],
                    umask: mode_t = 0o022) {
            self.identity = identity
            self.directory = directory
            self.extraFonts = extraFonts
            self.arguments = arguments
            self.descriptors = descriptors
            self.umask = umask
        }
    }

    /// Where the service listens unless told otherwise: `$XDG_RUNTIME_DIR/button-stack/serve.sock`
    /// (a folder only this user can open), else `/tmp/button-stack-UID/serve.sock`.
    public static func defaultPath() -> String {
        if let runtime = getenv("XDG_RUNTIME_DIR").map({ String(cString: $0) }), runtime.hasPrefix("/") {
            return runtime + "/button-stack/serve.sock"
        }
        return "/tmp/button-stack-\(getuid())/serve.sock"
    }

    /// The folder of `path`, made if missing (mode 0700).
    /// - Throws: ``FileSystemError`` when it cannot be made, or when it belongs to another user or
    ///   others can enter it (then another user could reach or replace the socket).
    public static func preparePrivateFolder(for path: String) throws(FileSystemError) {
        let folder = folderOf(path)
        if mkdir(folder, 0o700) != 0 && errno != EEXIST { throw FileSystemError(path: folder, errno: errno, writing: true) }
        guard isPrivate(folder) else {
            throw FileSystemError(path: folder, reason: "is not a folder of this user's that only this user can open (mode 0700)")
        }
    }

    /// Whether `folder` is a real folder (not a link) of this user's with no access for others.
    public static func isPrivate(_ folder: String) -> Bool {
        var info = stat()
        guard lstat(folder, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFDIR && info.st_uid == getuid() && info.st_mode & 0o077 == 0
    }

    /// The folder part of `path`.
    public static func folderOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// This executable's identity: its path, size, inode and modification time. A service and a
    /// client built differently (a rebuild, another checkout) never mix outputs.
    public static func buildIdentity() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        var info = stat()
        guard stat(path, &info) == 0 else { return path }
        #if canImport(Glibc)
        let modified = info.st_mtim
        #else
        let modified = info.st_mtimespec
        #endif
        return "\(path) \(info.st_size) \(info.st_ino) \(modified.tv_sec).\(modified.tv_nsec)"
    }

    // MARK: - Client

    /// Sends `request` (its descriptors attached) on a new connection to `path` and waits for the
    /// exit status; nil when there is no service there (or it is not private to this user), when
    /// it does not take the request within `wait` seconds, or when it answers ``notServed``: the
    /// caller then runs the command itself. Once the request is taken, SIGINT and SIGTERM of this
    /// process are forwarded to the render (``Interruption`` is installed).
    /// - Returns: the exit status, or ``crashed``.
    public static func send(_ request: Request, to path: String, waitingUpTo wait: Double = acknowledgementTimeout) -> Int32? {
        let wait = wait.isFinite ? min(max(wait, acknowledgementTimeouts.lowerBound), acknowledgementTimeouts.upperBound) : acknowledgementTimeout
        guard isPrivate(folderOf(path)), let connection = connection(to: path, timeout: wait) else { return nil }
        defer { close(connection) }
        let deadline = Deadline(seconds: wait)
        guard sendRequest(request, on: connection), readInteger(connection, before: deadline) == accepted else { return nil }
        // From here a Ctrl-C is the render's to handle: it is forwarded, not fatal.
        Interruption.install()
        guard writeAll(connection, [go]) else { return nil }
        let status = waitForStatus(on: connection)
        return status == notServed ? nil : status
    }

    /// The request's frame, with the client's standard files attached.
    private static func sendRequest(_ request: Request, on connection: Int32) -> Bool {
        var fields = ["BSR2", request.identity, request.directory, request.extraFonts, String(request.umask, radix: 8)] + request.arguments
        fields = fields.map { $0.replacingNULs() }
        let payload = Array(fields.joined(separator: "\0").utf8)
        let message = littleEndianBytes(UInt32(payload.count)) + payload
        let sent = message.withUnsafeBytes { bytes in
            request.descriptors.withUnsafeBufferPointer { descriptors in
                csocket_send_with_descriptors(connection, bytes.baseAddress, bytes.count, descriptors.baseAddress, Int32(descriptors.count))
            }
        }
        guard sent > 0 else { return false }
        return sent == message.count || writeAll(connection, Array(message[sent...]))
    }

    /// The render's answer on `connection`, forwarding this process's SIGINT or SIGTERM to it as
    /// one byte. A render may take as long as it takes; once a signal has been forwarded it has
    /// ``stopTimeout`` to stop, and without an answer the client exits 128 + the signal. A
    /// connection that closes unanswered is ``crashed``.
    private static func waitForStatus(on connection: Int32) -> Int32 {
        var forwarded: (signal: Int32, deadline: Deadline)?
        while true {
            if forwarded == nil, let signal = Interruption.signal {
                _ = writeAll(connection, [UInt8(signal)])
                forwarded = (signal, Deadline(seconds: stopTimeout))
            }
            if let forwarded, forwarded.deadline.hasPassed { return 128 + forwarded.signal }
            // A short tick: a signal that arrives between the check above and poll is seen at the next one.
            var waiting = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 100) > 0 else { continue }
            return readInteger(connection, before: Deadline(seconds: requestTimeout)) ?? crashed
        }
    }

    // MARK: - Service

    /// A listening socket at `path` (in a private folder; a stale socket file is replaced).
    /// - Throws: ``FileSystemError`` in words.
    public static func listen(at path: String) throws(FileSystemError) -> Int32 {
        try preparePrivateFolder(for: path)
        var address = sockaddr_un()
        guard csocket_address(path, &address) == 0 else { throw FileSystemError(path: path, reason: "is too long for a socket path") }
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw FileSystemError(path: path, errno: errno, writing: true) }
        _ = fcntl(listener, F_SETFD, FD_CLOEXEC)
        var info = stat()
        if lstat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFSOCK else {
                close(listener)
                throw FileSystemError(path: path, reason: "exists and is not a socket")
            }
            // A service that still answers owns it; else it is left over from one that stopped.
            if probe(path) {
                close(listener)
                throw FileSystemError(path: path, reason: "a service is already listening there")
            }
            unlink(path)
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, chmod(path, 0o600) == 0, listenOn(listener) == 0 else {
            let error = FileSystemError(path: path, errno: errno, writing: true)
            close(listener)
            throw error
        }
        return listener
    }

    /// Whether something accepts connections at `path`.
    private static func probe(_ path: String) -> Bool {
        guard let connection = connection(to: path, timeout: acknowledgementTimeout) else { return false }
        close(connection)
        return true
    }

    /// A new connection to the socket at `path`, or nil when nothing accepts there. With a
    /// `timeout`, connecting and each send wait at most that long (a service whose queue is full
    /// makes connect wait).
    private static func connection(to path: String, timeout: Double? = nil) -> Int32? {
        var address = sockaddr_un()
        guard csocket_address(path, &address) == 0 else { return nil }
        let connection = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard connection >= 0 else { return nil }
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        if let timeout {
            var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
            _ = setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(connection, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            close(connection)
            return nil
        }
        return connection
    }

    /// The request on `connection`, if it comes from this user and is well formed and whole
    /// within ``requestTimeout`` (a silent or half-sent request is dropped, not waited for).
    public static func receive(on connection: Int32) -> Request? {
        guard csocket_peer_user(connection) == Int(getuid()) else { return nil }
        let deadline = Deadline(seconds: requestTimeout)
        guard waitUntilReadable(connection, before: deadline) else { return nil }
        var header = [UInt8](repeating: 0, count: 4)
        var descriptors = [Int32](repeating: -1, count: 4)
        var count: Int32 = 0
        let received = header.withUnsafeMutableBytes { bytes in
            descriptors.withUnsafeMutableBufferPointer { csocket_receive_with_descriptors(connection, bytes.baseAddress, 4, $0.baseAddress, &count) }
        }
        let passed = Array(descriptors.prefix(Int(count)))
        func refuse() -> Request? { passed.forEach { close($0) }; return nil }
        guard received > 0 else { return refuse() }
        if received < 4 {
            guard let rest = readExactly(connection, 4 - received, before: deadline) else { return refuse() }
            header = Array(header[..<received]) + rest
        }
        let length = Int(UInt32(header[0]) | UInt32(header[1]) << 8 | UInt32(header[2]) << 16 | UInt32(header[3]) << 24)
        guard length <= 1 << 24, let payload = readExactly(connection, length, before: deadline) else { return refuse() }
        let fields = payload.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard fields.count >= 5, fields[0] == "BSR2", let mask = mode_t(fields[4], radix: 8), mask <= 0o777 else { return refuse() }
        return Request(identity: fields[1], directory: fields[2], extraFonts: fields[3], arguments: Array(fields[5...]),
                       descriptors: passed, umask: mask)
    }

    /// Whether the client, told ``accepted``, says ``go`` within ``requestTimeout`` (it may have
    /// given up waiting and be rendering by itself: then this request must not run).
    public static func clientGoesAhead(on connection: Int32) -> Bool {
        readExactly(connection, 1, before: Deadline(seconds: requestTimeout)) == [go]
    }

    /// Answers a request with its exit status (or ``accepted``, ``notServed``, ``crashed``); a
    /// client that has gone is not an error (the service ignores SIGPIPE).
    public static func answer(_ status: Int32, on connection: Int32) {
        _ = writeAll(connection, littleEndianBytes(UInt32(bitPattern: status)))
    }

    // MARK: - Bytes

    private static func littleEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }

    /// Writes all of `bytes`; false when the other end has gone (or a send timed out).
    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { sendBytes(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// `count` bytes from `descriptor`, or nil when it closes or `deadline` passes first.
    private static func readExactly(_ descriptor: Int32, _ count: Int, before deadline: Deadline) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            guard waitUntilReadable(descriptor, before: deadline) else { return nil }
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, count - offset) }
            if got < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard got > 0 else { return nil }
            offset += got
        }
        return bytes
    }

    /// A 4-byte little-endian integer from `descriptor`, or nil (closed, or `deadline` passed).
    private static func readInteger(_ descriptor: Int32, before deadline: Deadline) -> Int32? {
        guard let bytes = readExactly(descriptor, 4, before: deadline) else { return nil }
        return Int32(bitPattern: UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24)
    }

    /// Whether `descriptor` has something to read (or has closed) before `deadline`.
    private static func waitUntilReadable(_ descriptor: Int32, before deadline: Deadline) -> Bool {
        while true {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, deadline.millisecondsLeft)
            if ready < 0 && errno == EINTR { continue }
            return ready > 0
        }
    }
}

/// A moment a bounded wait ends, on the monotonic clock.
struct Deadline {
    private let end: ContinuousClock.Instant

    init(seconds: Double) { end = .now + .milliseconds(Int64(seconds * 1000)) }

    var hasPassed: Bool { ContinuousClock.now >= end }

    /// What is left, in whole milliseconds for poll(2) (0 once passed).
    var millisecondsLeft: Int32 {
        let left = (end - .now).components
        guard left.seconds >= 0 else { return 0 }
        return Int32(min(left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000, Int64(Int32.max)))
    }
}

/// `listen(2)` with room for 16 waiting clients, under a name the enum's own methods do not hide.
private func listenOn(_ descriptor: Int32) -> Int32 { listen(descriptor, 16) }

/// `send(2)` without SIGPIPE, likewise.
private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
}

extension String {
    /// The string with NUL characters (which cannot cross as C strings) as U+FFFD.
    fileprivate func replacingNULs() -> String {
        contains("\0") ? String(map { $0 == "\0" ? "\u{FFFD}" : $0 }) : self
    }
}
