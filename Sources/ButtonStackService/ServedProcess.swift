#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ServiceSocket.Request {
    /// In a child forked for this request: takes the client's place for the rest of the child's
    /// life — its working folder, umask, extra fonts and standard input, output and error.
    /// - Returns: false when the client's folder cannot be entered (then nothing else is taken).
    public func takeClientsPlace() -> Bool {
        guard chdir(directory) == 0 else { return false }
        setCreationMask(umask)
        if extraFonts.isEmpty { unsetenv("BUTTON_STACK_EXTRA_FONTS") } else { setenv("BUTTON_STACK_EXTRA_FONTS", extraFonts, 1) }
        for (index, descriptor) in descriptors.enumerated() {
            dup2(descriptor, Int32(index))
            close(descriptor)
        }
        return true
    }
}

/// Sets the process's file mode creation mask (a free function: a request's `umask` hides the C one).
private func setCreationMask(_ mask: mode_t) {
    _ = umask(mask)
}

/// A served render's process plumbing: the client's signals, the service's own log.
public enum ServedProcess {

    /// Starts a thread that turns what the client sends during the render into signals of this
    /// process: a byte holding SIGINT or SIGTERM (the client's own, forwarded) raises it; the
    /// client going away raises SIGTERM. The render's ``Interruption`` handler takes them, so it
    /// stops as an interrupted local render does.
    public static func forwardSignals(from connection: Int32) {
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
    public static func writeLog(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
