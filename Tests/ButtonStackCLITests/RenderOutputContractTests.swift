import Foundation
import Testing

/// What `render` leaves in its output folder, whatever happens: whole images, no temporary files,
/// and a manifest that lists exactly what this run wrote.
@Suite(.serialized) struct RenderOutputContractTests {
    struct ManifestFile: Decodable {
        struct Entry: Decodable { var file: String }
        var complete: Bool
        var files: [Entry]
    }

    func manifest(_ folder: URL) throws -> ManifestFile {
        try JSONDecoder().decode(ManifestFile.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
    }

    func leftovers(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
    }

    @Test func aFinishedRunSaysCompleteAndAReusedFolderNeverKeepsAnOlderManifest() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try runCLI(["render", "Examples/readme.yaml", "--out", folder.path, "--locales", "en,de", "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        let written = try manifest(folder)
        let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(written.complete && written.files.count == pngs.count && pngs.count >= 2)
        // A second run that fails on a file it cannot write (a folder stands where an image goes)
        // leaves a manifest of its own: not complete, listing only what it wrote.
        let blocked = try #require(written.files.map(\.file).sorted().last)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(blocked))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(blocked), withIntermediateDirectories: false)
        let second = try runCLI(["render", "Examples/readme.yaml", "--out", folder.path, "--locales", "en,de", "--jobs", "1", "--quiet"])
        #expect(second.status == 2)
        #expect(second.stderr.hasPrefix("button-stack: ") && second.stderr.split(separator: "\n").count == 1, "\(second.stderr)")
        #expect(second.stderr.contains(blocked) && !second.stderr.contains("Error("), "\(second.stderr)")
        let after = try manifest(folder)
        #expect(!after.complete)
        #expect(!after.files.map(\.file).contains(blocked))
        for entry in after.files { #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry.file).path)) }
        #expect(try leftovers(folder).isEmpty)
    }

    /// SIGTERM or SIGINT part-way: exit 128 + signal, no temporary file, and a manifest that lists
    /// exactly the images on disk with `complete: false`. The run is held from its 40th check on
    /// until the signal comes, so it can never finish first.
    @Test(arguments: [SIGTERM, SIGINT])
    func anInterruptedRunLeavesATruthfulManifest(signal: Int32) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cliPath)
        process.currentDirectoryURL = packageRoot
        process.arguments = ["render", "Examples/screens.yaml", "--out", folder.path, "--locales", "en,de",
                             "--text-sizes", "all", "--modes", "all", "--scales", "1,2", "--jobs", "2", "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.environment = ProcessInfo.processInfo.environment.merging(["BUTTON_STACK_TEST_HOLD_AT_CHECK": "40"]) { $1 }
        try process.run()
        // Wait until images are being written, then interrupt.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning,
              ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter({ $0.hasSuffix(".png") }).count < 5 {
            usleep(20_000)
        }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let written = try manifest(folder)
        let pngs = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") })
        #expect(try leftovers(folder).isEmpty)
        #expect(!pngs.isEmpty)
        #expect(Set(written.files.map(\.file)) == pngs)
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal)
        #expect(!written.complete)
    }

    /// The contact sheet of 10 locales × 12 text sizes used to exceed the canvas limit and crash
    /// after the images were written; now it is paged.
    @Test func aLargeContactSheetIsPagedWithinTheLimit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runCLI(["render", "Examples/screens.yaml", "--stack", "mail-actions", "--out", folder.path, "--sheet", "--quiet",
                                 "--locales", "en,de,ar,zh-Hans,ja,fr,ru,hi,th,he", "--text-sizes", "all", "--scales", "3", "--sheet-scale", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        let sheets = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("sheet_") }
        #expect(sheets.count > 1)
        for sheet in sheets {
            let header = try Data(contentsOf: folder.appendingPathComponent(sheet)).prefix(24)
            let width = header[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width <= 8_192 && height <= 8_192 && width * height <= 40_000_000, "\(sheet): \(width)×\(height)")
        }
        #expect(try manifest(folder).complete)
    }

    /// Paths that are not folders: one line naming the option and the path, exit 2, nothing written.
    @Test func badOutputFoldersAreOneLineErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling").path, withDestinationPath: "/no/such/place")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop1").path, withDestinationPath: folder.appendingPathComponent("loop2").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop2").path, withDestinationPath: folder.appendingPathComponent("loop1").path)
        let cases: [(String, String)] = [
            (file.path, "--out \(file.path): is a file, not a folder"),
            (file.path + "/under", "--out \(file.path): is a file, not a folder"),
            (folder.appendingPathComponent("dangling").path, "is a symbolic link to nothing"),
            (folder.appendingPathComponent("loop1").path + "/x", "symbolic links loop"),
            ("", "--out '': is an empty path"),
        ]
        for (out, message) in cases {
            let result = try runCLI(["render", "Examples/readme.yaml", "--out", out])
            #expect(result.status == 2, "\(out)")
            #expect(result.stderr.contains(message) && result.stderr.split(separator: "\n").count == 1, "\(out): \(result.stderr)")
            #expect(!result.stderr.contains("Error("))
        }
    }

    /// Repeated list items and numbers that look like flags get a message about the value.
    @Test func repeatedItemsAndNegativeNumbersAreNamed() throws {
        let cases: [([String], String)] = [
            (["render", "Examples/readme.yaml", "--locales", "en,en"], "--locales: 'en' is given twice"),
            (["render", "Examples/readme.yaml", "--widths", "320,320.0"], "--widths: '320' is given twice"),
            (["render", "Examples/readme.yaml", "--text-sizes", "large,large"], "--text-sizes: 'large' is given twice"),
            (["render", "Examples/readme.yaml", "--scales", "2,2"], "--scales: '2' is given twice"),
            (["render", "Examples/readme.yaml", "--appearances", "dark,dark"], "--appearances: 'dark' is given twice"),
            (["layout", "Examples/readme.yaml", "--width", "-1"], "--width: '-1' is not a width in points (1 to 10000)"),
            (["layout", "Examples/readme.yaml", "--width", "0.5"], "--width: '0.5' is not a width in points (1 to 10000)"),
            (["layout", "Examples/readme.yaml", "--width", "100000"], "--width: '100000' is not a width in points (1 to 10000)"),
        ]
        for (arguments, message) in cases {
            let result = try runCLI(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message) && !result.stderr.contains("CLIFailure"), "\(arguments): \(result.stderr)")
        }
    }

    /// A bad title names its button, the locale and the spec line.
    @Test func aTitleErrorNamesTheButtonLocaleAndLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("bad.yaml")
        try "stacks:\n  - name: s\n    buttons:\n      - title: OK\n      - title: Fine\n      - title:\n          en: Go\n          de: \"Los\\u0007\"\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        let result = try runCLI(["render", spec.path, "--locales", "en,de", "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr == "button-stack: \(spec.path):8: stacks[0].buttons[2].title: de: control character U+0007 at offset 3 is not allowed\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/manifest.json").path))
    }
}
