import ButtonStackCommandLine
import ButtonStackBase
import ButtonStackFiles
import ButtonStackService
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The first thing `button-stack` does: hand a `render` to a running `serve` of the same build,
/// before any argument parsing or font loading, and take its exit status.
enum ServiceClient {
    /// The exit status of `arguments` rendered by the service, or nil when there is none to use
    /// (not `render`, `render --watch`, `BUTTON_STACK_SERVICE=off`, no service, another build, or a service that
    /// does not take the request within ``ServiceSocket/acknowledgementTimeout``, or the seconds
    /// `BUTTON_STACK_SERVICE_WAIT` gives): then the command runs in this process as usual. A
    /// `BUTTON_STACK_SERVICE_WAIT` that is not a number of seconds in
    /// ``ServiceSocket/acknowledgementTimeouts`` is one line and status 2. While the service renders, this process's SIGINT
    /// and SIGTERM are forwarded to it, and the status is the one an interrupted local render has.
    static func renderThroughService(_ arguments: [String]) -> Int32? {
        guard arguments.count > 1, arguments[1] == "render" else { return nil }
        // A wrong setting is refused for every render, whether or not this one would use the service.
        var wait = ServiceSocket.acknowledgementTimeout
        if let setting = getenv("BUTTON_STACK_SERVICE_WAIT").map({ String(cString: $0) }) {
            let range = ServiceSocket.acknowledgementTimeouts
            guard let seconds = Double(setting.trimmingWhitespace), range.contains(seconds) else {
                // Shown with its control characters escaped: the message stays one line.
                let shown = setting.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined()
                writeToStandardError("button-stack: BUTTON_STACK_SERVICE_WAIT: '\(shown)' is not a number of seconds from \(fixed(range.lowerBound, places: 1)) to \(Int(range.upperBound))\n")
                return 2
            }
            wait = seconds
        }
        // A watch runs for as long as the user likes, in this process (and its own files).
        guard !arguments.prefix(while: { $0 != "--" }).contains("--watch") else { return nil }
        if let setting = getenv("BUTTON_STACK_SERVICE").map({ String(cString: $0) }), setting == "off" { return nil }
        let path = getenv("BUTTON_STACK_SOCKET").map { String(cString: $0) } ?? ServiceSocket.defaultPath()
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { return nil }
        guard let directory = Folder.current() else { return nil }
        let request = ServiceSocket.Request(
            identity: ServiceSocket.buildIdentity(), directory: directory,
            extraFonts: getenv("BUTTON_STACK_EXTRA_FONTS").map { String(cString: $0) } ?? "",
            arguments: Array(arguments.dropFirst()), descriptors: [0, 1, 2], umask: currentUmask()
        )
        guard let status = ServiceSocket.send(request, to: path, waitingUpTo: wait) else { return nil }
        guard status != ServiceSocket.crashed else {
            // Some of its files may be written: running it again here would hide the failure.
            writeToStandardError("button-stack: the render service's render stopped unexpectedly (a bug, not your input); "
                                 + "run again with BUTTON_STACK_SERVICE=off to render without it\n")
            return 2
        }
        return status
    }

    /// This process's umask (reading it means setting it, so it is set back at once).
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
