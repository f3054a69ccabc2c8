import ArgumentParser
import ButtonStackCommandLine
import ButtonSpec
import ButtonStackScan
import AppIcons
import ButtonStackFiles
import ButtonStrings
import Typesetter

/// `button-stack scan` (`button-stack-scan`): the groups of buttons an app's Swift code states, as a spec or JSON, and
/// the drift check that tells when the code no longer matches the spec.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "button-stack scan",
        abstract: "Find the groups of buttons in an app's Swift sources; write them as a spec (--out), print them (--json), or check a spec against the code (--check).",
        discussion: "Reads every .swift file under PATH (not .build, Pods, Carthage, test targets or #Preview code). "
            + "Titles resolve to keys of the app's strings (String Catalogs, .strings, SwiftGen's generated accessors) or text; "
            + "icons to SF Symbols names (SFSafeSymbols cases too) or asset:NAME. Groups whose buttons come from run-time data are listed as skipped."
    )

    @Argument(help: "Folders (or .swift files) of the app's sources.")
    var paths: [String]

    @Option(name: .long, help: "Write (or update) this spec: one stack per group; edits made to it since the last scan are kept.")
    var out: String?

    @Flag(name: .long, help: "Print JSON: {groups: [{file, line, endLine, container, stack, buttons: [{line, title: {key, table} or {text}, icon, role, style}]}], skipped: [{file, line, reason}]}.")
    var json = false

    @Option(name: .long, help: "Compare the code with this spec's scanned stacks; exit 1 naming each group or button that differs, 0 when they match.")
    var check: String?

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one folder of Swift sources") }
        if check != nil && out != nil { throw ValidationError("--check reads a spec and --out writes one: give one of them") }
        if let out, !out.hasSuffix(".yaml") && !out.hasSuffix(".yml") { throw ValidationError("--out: '\(out)' should end in .yaml") }
    }

    func run() throws {
        for path in paths {
            switch Folder.kind(of: path) {
            case .folder, .file: continue
            default: throw CLIFailure(message: "\(path): no such folder or .swift file")
            }
        }
        let report = Scanner(symbols: Self.symbolNames()).scan(paths)
        for problem in report.problems { writeToStandardError("button-stack: scan: \(problem)\n") }
        if let check {
            try runCheck(check, report: report)
            return
        }
        if let out { try write(report, to: out) }
        if json {
            print(ScanJSON.string(report), terminator: "")
        } else {
            for group in report.groups {
                let titles = group.buttons.map { button -> String in
                    switch button.title {
                    case .key(let key, _), .format(let key, _, _): return key
                    case .text(let text): return "\"\(text)\""
                    }
                }
                print("\(group.file):\(group.line): \(group.container) \(group.stack): \(titles.joined(separator: " | "))")
            }
            for skipped in report.skipped { print("\(skipped.file):\(skipped.line): skipped: \(skipped.reason)") }
            print("\(report.groups.count) group\(report.groups.count == 1 ? "" : "s"), \(report.skipped.count) skipped")
        }
    }

    /// Writes the spec, merged with the one already there, after checking that it reads back.
    private func write(_ report: ScanReport, to out: String) throws {
        guard !report.groups.isEmpty else {
            writeToStandardError("button-stack: scan: no groups of buttons found; \(out) not written\n")
            return
        }
        var existing: SpecTree? = nil
        if Folder.kind(of: out) != .missing {
            let bytes = try failing(option: "--out") { try FileContents.read(out, limit: SpecParser.maximumFileSize, plainFileOnly: true) }
            guard let text = String(validating: bytes, as: UTF8.self) else { throw CLIFailure(message: "--out \(out): is not valid UTF-8") }
            existing = try failing { try SpecDocument.tree(text, file: out) }
        }
        // A string file the app ships broken (a stray character in one translation) is named, and
        // the spec is still written: it is right, and `render` names that file until it is fixed.
        var tables: StringTables? = nil
        var stringsRead = true
        if !report.stringFiles.isEmpty {
            do { tables = try StringTables.load(report.stringFiles) } catch {
                stringsRead = false
                writeToStandardError("button-stack: scan: \(error); titles are written by key unchecked, and render refuses the spec until that file is fixed\n")
            }
        }
        let (text, notes) = SpecWriter(specPath: out, tables: tables, drawsIcon: Self.drawsIcon(for: report)).text(for: report, existing: existing)
        for note in notes { writeToStandardError("button-stack: scan: \(note)\n") }
        // What is written must read back as a spec: nothing half-right reaches the file.
        _ = try failing { try SpecParser.parse(text, file: out, readingStrings: stringsRead) }
        try failing(option: "--out") { try AtomicFile.write(text, to: out) }
    }

    /// Whether this build draws an icon the scan names: an SF Symbol or Material Symbol of the
    /// bundled fonts, or `asset:NAME` of the app's catalogs (one that cannot be read draws none).
    /// The spec leaves out the icons it does not draw, and the drift check does not count them.
    private static func drawsIcon(for report: ScanReport) -> @Sendable (String) -> Bool {
        let catalog = try? IconCatalog(fontsFolder: FontLibrary.locateFontsFolder())
        let assets = report.assetCatalogs.isEmpty ? nil : try? AssetCatalog.load(report.assetCatalogs)
        return { name in
            if name.hasPrefix("asset:") { return assets?.asset(named: String(name.dropFirst(6))) != nil }
            guard let catalog else { return false }
            return catalog.isSFName(name) || catalog.codepoint(ofMaterial: name) != nil
        }
    }

    private func runCheck(_ path: String, report: ScanReport) throws {
        let bytes = try failing(option: "--check") { try FileContents.read(path, limit: SpecParser.maximumFileSize, plainFileOnly: true) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw CLIFailure(message: "--check \(path): is not valid UTF-8") }
        guard let tree = try failing(nil, { try SpecDocument.tree(text, file: path) }) else { throw CLIFailure(message: "--check \(path): is empty") }
        let differences = DriftCheck.differences(spec: tree, report: report, drawsIcon: Self.drawsIcon(for: report))
        for line in differences { print("\(path): \(line)") }
        guard differences.isEmpty else {
            print("\(differences.count) difference\(differences.count == 1 ? "" : "s") between the code and \(path)")
            throw ExitCode(1)
        }
        print("the code's \(report.groups.count) group\(report.groups.count == 1 ? "" : "s") match \(path)")
    }

    /// Every SF Symbols name the tool knows (`Fonts/SFSymbols-names.txt`), for SFSafeSymbols cases.
    static func symbolNames() -> SymbolNames {
        let path = FontLibrary.locateFontsFolder() + "/SFSymbols-names.txt"
        guard let bytes = try? FileContents.read(path, limit: 8 << 20) else {
            writeToStandardError("button-stack: scan: \(path) cannot be read; SFSafeSymbols cases stay unnamed\n")
            return SymbolNames(names: [])
        }
        return SymbolNames(namesFile: String(decoding: bytes, as: UTF8.self))
    }
}
