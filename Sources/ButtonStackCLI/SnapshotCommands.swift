import ButtonStackCommandLine
import ButtonStackSnapshots
import StackEngine
import ArgumentParser
import ButtonStackBase
import ButtonStackConcurrency
import ButtonStackFiles
import ButtonStackKit
import ButtonStackLint
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Options shared by `verify` and `record`.
struct SnapshotOptions: ParsableArguments {
    @Argument(help: "Spec files or folders (default: every spec in Examples/).")
    var specs: [String] = []

    @Option(name: .long, help: "Folder of reference PNGs.")
    var snapshots: String = "Snapshots"

    @Option(name: .long, help: "Comma-separated locales, or all (every locale of each stack: with strings:, every locale the app has), instead of the plan's (default: with strings:, the app's locales; else en, de, ar, zh-Hans and each stack's own).",
            transform: OptionValue.list)
    var locales: [LocaleItem]?

    @Option(name: .long, help: "Only the stack with this name (its references alone; none is stale).")
    var stack: String?

    @Option(name: .long, help: "Only part I of N of the snapshots (e.g. 2/3), for a CI matrix: the same part on every machine, the parts together the whole.",
            transform: OptionValue.one)
    var shard: Shard?

    @OptionGroup var threadOptions: ThreadOptions

    /// Fails unless `--snapshots` names a folder (`record` makes a missing one).
    func requireSnapshotsFolder(creating: Bool) throws {
        if creating && Folder.kind(of: snapshots) == .missing { return }
        try failing(option: "--snapshots") { try Folder.requireExisting(snapshots) }
    }

    /// The snapshots of the specs named (every example when none is), their icons checked by
    /// `engine`; and, when `--locales` is given, those the default plan has as well (a reference
    /// of the default plan is never stale).
    func entries(engine: ButtonStackEngine) throws -> (asked: [PlannedImage], kept: [PlannedImage]) {
        let loaded = try failing { try SpecSources.load(specs.isEmpty ? ["Examples"] : specs) }
        try failing { try engine.check(loaded) }
        let asked = try failing { try SnapshotPlan.entries(for: loaded, locales: locales?.map(\.tag), stack: stack, shard: shard) }
        guard locales != nil, coversEveryReference else { return (asked, asked) }
        let planned = try failing { try SnapshotPlan.entries(for: loaded, stack: stack, shard: shard) }
        return (asked, asked + planned)
    }

    /// True when the whole plan is asked for, so a reference no entry renders is stale: no
    /// `--stack`, and no `--locales` but `all` (with a list of locales, the others are only not
    /// asked for; with `all`, a reference of neither every locale nor the default plan is stale).
    var coversEveryReference: Bool {
        stack == nil && (locales == nil || locales?.allSatisfy { $0.tag.lowercased() == "all" } == true)
    }

    var threads: Int { threadOptions.threads }
}

/// `button-stack verify`: render every snapshot and compare it with its reference.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare renders with the committed reference PNGs; exit 1 when any differ or are missing."
    )

    @OptionGroup var options: SnapshotOptions

    @Option(name: .long, help: "Folder for reference, actual and diff PNGs of failures.")
    var artifacts: String = ".artifacts/snapshots"

    @Option(name: .long, help: "Write one HTML page with reference, actual and diff side by side for each failure.")
    var report: String?

    @Option(name: .long, help: "Fraction of pixels that must match, 0 to 1 (default: 1).", transform: OptionValue.number(in: 0...1, "between 0 and 1"))
    var precision: Double?

    @Option(name: .long, help: "Per-pixel colour distance allowed, 0 to 1, pixelmatch's YIQ threshold (default: 0).",
            transform: OptionValue.number(in: 0...1, "between 0 and 1"))
    var perceptualThreshold: Double?

    @Flag(name: .long, help: "Forgive differing pixels that are anti-aliased edges (pixelmatch's detector).")
    var ignoreAntialiasing = false

    @Flag(name: .long, help: "Print only failures and the summary.")
    var quiet = false

    @Flag(name: .long, help: "Pass a picture that differs because its texts changed (a translation update), unless it has a warning or error that neither its reference nor --baseline holds; a picture whose texts are the same still fails (a regression).")
    var allowTextChanges = false

    @Option(name: .long, help: "A baseline file (lint --write-baseline): a text change's findings it holds are not new.")
    var baseline: String?

    @Option(name: .long, help: "Write the run in Markdown (regressions, text changes with key, locale, old → new text and mode) to this file, e.g. $GITHUB_STEP_SUMMARY.")
    var summary: String?

    func run() throws {
        try options.requireSnapshotsFolder(creating: false)
        if Folder.kind(of: artifacts) != .missing { try failing(option: "--artifacts") { try Folder.requireExisting(artifacts) } }
        // Where the report and the summary go is checked before anything is drawn.
        for (option, path) in [("--report", report), ("--summary", summary)] {
            if let path { try failing(option: option) { try Folder.requireExisting(Self.folder(of: path)) } }
        }
        let accepted = try baseline.map { path in try failing { try LintBaseline.read(path) } }
        let engine = try bundledEngine()
        let (entries, kept) = try options.entries(engine: engine)
        Interruption.install()
        let diffing = ImageDiffing(precision: precision ?? 1, perceptualThreshold: perceptualThreshold ?? 0, ignoresAntiAliasing: ignoreAntialiasing)
        let verifier = SnapshotVerifier(engine: engine, snapshotsFolder: options.snapshots, artifactsFolder: artifacts, diffing: diffing, baseline: accepted)
        let start = Date()
        let outcomes = try failing { try verifier.run(entries, record: .never, isCI: true, threads: options.threads) }
        if let report { try failing { try HTMLReport.write(outcomes, to: report, allowingTextChanges: allowTextChanges) } }
        if let summary {
            try failing(option: "--summary") { try AtomicFile.write(VerifySummary.markdown(outcomes, allowingTextChanges: allowTextChanges), to: summary) }
        }
        for outcome in outcomes where outcome.failed {
            let fails = outcome.fails(allowingTextChanges: allowTextChanges)
            if fails || !quiet { print(outcome.message + (fails || !outcome.isTextChange ? "" : " (passes: a text change)")) }
        }
        for stale in (options.coversEveryReference ? verifier.staleReferences(kept, shard: options.shard) : []) where !quiet { print("stale \(stale): no spec renders it (button-stack record removes it)") }
        let failed = outcomes.filter { $0.fails(allowingTextChanges: allowTextChanges) }.count
        let changes = outcomes.filter(\.isTextChange).count
        if !quiet { print("verified \(outcomes.count) snapshots in \(fixed(Date().timeIntervalSince(start), places: 2)) s") }
        print("\(outcomes.count - failed) passed, \(failed) failed" + (changes == 0 ? "" : " (\(changes) text change\(changes == 1 ? "" : "s"))"))
        if failed > 0 { throw ExitCode(1) }
    }

    /// The folder a file named `path` goes in (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// `button-stack record`: write every reference anew.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render every snapshot and write it as the reference (removing references no spec renders)."
    )

    @OptionGroup var options: SnapshotOptions

    @Flag(name: .long, help: "Print only the summary line (not every new, changed or removed reference).")
    var quiet = false

    func run() throws {
        try options.requireSnapshotsFolder(creating: true)
        let engine = try bundledEngine()
        let (entries, kept) = try options.entries(engine: engine)
        Interruption.install()
        try failing(option: "--snapshots") { try Folder.make(options.snapshots) }
        let verifier = SnapshotVerifier(engine: engine, snapshotsFolder: options.snapshots, artifactsFolder: nil)
        // Every reference is rendered and staged before any is replaced, and stale ones are removed
        // only after that succeeded: a failed or interrupted record leaves the references as they were.
        // With --locales or --stack only those are recorded: the others are not stale.
        let stale = options.coversEveryReference ? verifier.staleReferences(kept, shard: options.shard) : []
        let outcomes = try failing { try verifier.run(entries, record: .all, isCI: false, threads: options.threads) }
        for name in stale {
            try failing { try Folder.removeFile(name, inside: options.snapshots) }
            if !quiet { print("removed \(name)") }
        }
        let changed = outcomes.filter(\.failed)
        for outcome in changed where !quiet { print(outcome.message) }
        print("recorded \(outcomes.count) snapshots in \(options.snapshots) (\(changed.count) new or changed)")
    }
}
