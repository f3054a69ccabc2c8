import ArgumentParser
import ButtonStackCommandLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `button-stack scan …`: runs `button-stack-scan` from beside this executable with the same
/// arguments. Reading Swift sources takes Apple's Swift parser (swift-syntax, 40 MB of code), which
/// every render's start would otherwise carry; `scan` is its own executable, and this command
/// only hands over to it.
struct ScanForwarder: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Find the groups of buttons in an app's Swift sources and write them as a spec (button-stack scan --help says more).",
        discussion: "Runs button-stack-scan, built beside button-stack: swift build -c release --product button-stack-scan."
    )

    @Argument(parsing: .captureForPassthrough, help: "The arguments of button-stack-scan (PATH… [--out SPEC.yaml] [--json] [--check SPEC.yaml]).")
    var arguments: [String] = []

    /// The scan executable's name, beside this one.
    static let executableName = "button-stack-scan"

    func run() throws {
        let path = Self.siblingPath()
        guard access(path, X_OK) == 0 else {
            throw CLIFailure(message: "scan needs \(Self.executableName) beside button-stack (\(path)): swift build -c release --product \(Self.executableName)")
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        throw CLIFailure(message: "\(path): cannot be run (\(String(cString: strerror(errno))))")
    }

    /// `button-stack-scan` in the folder of the running executable.
    static func siblingPath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable = count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        let folder = executable.lastIndex(of: "/").map { String(executable[..<$0]) } ?? "."
        return folder + "/" + executableName
    }
}
