import ButtonStackCommandLine
import ArgumentParser
import ButtonStackBase
import ButtonStackFiles
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
/// The process loop is the service's (``ForkingService``); this command prepares the socket and
/// the warm state. Each request runs in a child process forked for it, never in the service itself:
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
        writeToStandardError("button-stack: serving renders on \(socket) (stops after \(idleExit) s idle)\n")
        let service = ForkingService(listener: listener, identity: ServiceSocket.buildIdentity(), maximumChildren: Self.maximumChildren,
                                     run: ButtonStackCommand.run, say: writeToStandardError)
        guard service.serve(idleExit: .seconds(idleExit)) else {
            throw CLIFailure(message: "--socket \(socket): cannot make the pipes a service needs (\(String(cString: strerror(errno))))")
        }
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

}
