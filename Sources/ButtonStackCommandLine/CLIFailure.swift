import ButtonStackConcurrency
import ButtonStackFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failure a command reports: one line and an exit status.
public struct CLIFailure: Error, CustomStringConvertible {
    public var description: String { message }

    /// The line (or lines, one problem each).
    public var message: String
    /// The exit status: 2 for bad input.
    public var code: Int32 = 2

    /// A failure with the error's own one-line description.
    public init(_ error: any Error, code: Int32 = 2) {
        message = "\(error)"
        self.code = code
    }

    /// A failure that says `message`.
    public init(message: String, code: Int32 = 2) {
        self.message = message
        self.code = code
    }
}

/// Runs `body`, turning any error into a one-line ``CLIFailure`` with exit status 2 (an
/// interruption passes through, for its own exit status).
public func failing<T>(_ context: String? = nil, _ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as CLIFailure { throw error } catch let error as Interrupted { throw error } catch {
        throw CLIFailure(message: context.map { "\($0): \(error)" } ?? "\(error)")
    }
}

/// Runs `body`, naming the option whose path failed: `--out f: is a file, not a folder`.
public func failing<T>(option: String, _ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as FileSystemError { throw CLIFailure(message: "\(option) \(error)") }
}

/// Writes `text` to standard error as it is (add the newline yourself), unbuffered.
public func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}
