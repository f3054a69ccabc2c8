import Foundation
import Testing
@testable import Typesetter

/// One typesetter over the package's `Fonts/`, shared by every test (fonts open once).
let sharedTypesetter: Typesetter = {
    do { return try Typesetter.bundled() } catch { fatalError("cannot open Fonts/: \(error)") }
}()

/// The glyph ids of a layout, line by line, in visual order.
func glyphIDs(_ layout: TextLayout) -> [[UInt32]] {
    layout.lines.map { $0.runs.flatMap { $0.glyphs.map(\.id) } }
}

/// Runs a program and returns its standard output, or nil when it cannot be started.
///
/// It runs in a UTF-8 locale whatever ours is: GLib's tools (`hb-shape`) read a non-ASCII
/// argument in the locale's encoding, and under `LANG` unset (C, ASCII) they shape nothing.
func runProgram(_ path: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C.UTF-8"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = Pipe()
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// `hb-shape` from Debian's libharfbuzz-bin, which the README's first command installs.
let hbShapePath = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"].first { FileManager.default.isExecutableFile(atPath: $0) }
