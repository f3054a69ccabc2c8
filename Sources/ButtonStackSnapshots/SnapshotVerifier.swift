import ButtonStackOutput
import ButtonStackRenderer
import ButtonStackLint
import StackEngine
import ButtonStackBase
import ButtonStackConcurrency
import ButtonStackFiles
import ButtonLayout
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PNGFiles
import Rasterizer

/// When references are written, named as swift-snapshot-testing names its record modes.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Never write; a missing reference is a failure.
    case never
    /// Write references that do not exist yet (a failure all the same, so it is noticed).
    case missing
    /// Write references that are missing or differ (failures all the same).
    case failed
    /// Write every reference.
    case all

    /// The mode in `SNAPSHOT_TESTING_RECORD`, as swift-snapshot-testing reads it.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode? {
        environment["SNAPSHOT_TESTING_RECORD"].flatMap { RecordMode(rawValue: $0.lowercased()) }
    }

    /// True under CI (`CI=true` or `CI=1`), where a missing reference is never written silently.
    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        ["true", "1", "yes"].contains((environment["CI"] ?? "").lowercased())
    }
}

/// What happened to one snapshot.
public struct SnapshotOutcome: Sendable {
    /// Matched, missing, or different.
    public enum Kind: Sendable {
        case matched
        case missing
        case differs(ImageDifference, layoutChanges: [String])
        /// The reference file exists but cannot be used: unreadable, truncated, not a PNG.
        case unreadable(reason: String)
    }

    /// Which snapshot.
    public var entry: PlannedImage
    /// What the comparison found.
    public var kind: Kind
    /// True when the reference was (re)written.
    public var recorded: Bool
    /// Reference, actual and diff images written for a failure.
    public var artifacts: [String: String]
    /// The fresh render of a failure (``Canvas/placeholder`` for a match: thousands of matched
    /// pictures are not kept in memory).
    public var actual: Canvas
    /// The reference of a failure, when there is one (nil for a match).
    public var reference: Canvas?
    /// The layout the fresh picture shows (kept in `layouts.json` when it is recorded).
    public var summary: LayoutSummary
    /// For a picture that differs: the titles whose text is not the reference's (empty for a
    /// regression: the same texts laid out or drawn otherwise).
    public var textChanges: [TextChange] = []
    /// For a text change: the mode the reference had and the fresh picture's.
    public var modes: (reference: Int, actual: Int)?
    /// For a text change: the fresh picture's warnings and errors that neither its reference nor
    /// the baseline holds.
    public var newFindings: [LintFinding] = []

    /// A failure unless it matched without recording.
    public var failed: Bool {
        if case .matched = kind { return false }
        return true
    }

    /// True for a picture that differs because its texts changed (a translation update).
    public var isTextChange: Bool {
        if case .differs = kind { return !textChanges.isEmpty }
        return false
    }

    /// True when the outcome fails a verify run: anything but a match, except that with
    /// `allowingTextChanges` a text change passes unless it brought a new warning or error.
    public func fails(allowingTextChanges: Bool) -> Bool {
        guard failed else { return false }
        guard allowingTextChanges, isTextChange else { return true }
        return !newFindings.isEmpty
    }

    /// `mode 3 → 4`, or `mode 2` when it stayed.
    public var modeText: String {
        guard let modes else { return "" }
        return modes.reference == modes.actual ? "mode \(modes.actual)" : "mode \(modes.reference) → \(modes.actual)"
    }

    /// One or two lines for a person.
    public var message: String {
        let combination = entry.combination.description
        var text: String
        switch kind {
        case .matched:
            text = "ok \(entry.shardKey)"
        case .missing:
            text = "MISSING \(entry.shardKey): no reference (\(combination))"
        case .differs(let difference, let changes) where isTextChange:
            // The texts that changed, what broke, then what moved (or the mode it kept).
            text = "TEXT \(entry.shardKey): \(combination): " + textChanges.map(\.description).joined(separator: "; ")
            if !newFindings.isEmpty { text += "; new " + newFindings.map { "\($0.severity.rawValue) \($0.rule.rawValue)\($0.button.map { " (button \($0))" } ?? "")" }.joined(separator: ", ") }
            text += "; " + (changes.isEmpty ? modeText : changes.joined(separator: "; ")) + "; \(difference.summary)"
        case .differs(let difference, let changes):
            text = "FAIL \(entry.shardKey): \(difference.summary); \(combination)\(changes.isEmpty ? "" : ": " + changes.joined(separator: "; "))"
        case .unreadable(let reason):
            text = "FAIL \(entry.shardKey): the reference cannot be used (\(reason)); \(combination)"
        }
        if recorded { text += " — recorded" }
        for key in ["reference", "actual", "diff"] { if let path = artifacts[key] { text += "\n    \(key): \(path)" } }
        return text
    }
}

/// Renders snapshot entries and compares them with the references in a folder.
public struct SnapshotVerifier: Sendable {
    /// Lays out and measures.
    public let engine: ButtonStackEngine
    /// Where references live (`Snapshots/`).
    public let snapshotsFolder: String
    /// Where failures leave reference, actual and diff images; nil writes none.
    public let artifactsFolder: String?
    /// How images are compared.
    public let diffing: ImageDiffing
    /// Findings accepted: a text change's finding that it holds is not new.
    public let baseline: LintBaseline?

    /// A verifier of the references in `snapshotsFolder`.
    public init(engine: ButtonStackEngine, snapshotsFolder: String, artifactsFolder: String?, diffing: ImageDiffing = .exact, baseline: LintBaseline? = nil) {
        self.engine = engine
        self.snapshotsFolder = snapshotsFolder
        self.artifactsFolder = artifactsFolder
        self.diffing = diffing
        self.baseline = baseline
    }

    /// Renders and compares every entry on `threads` threads; writes references as `record` says
    /// (never a missing one under CI) and updates each folder's `layouts.json`.
    ///
    /// Recording is all or nothing: new references go to a hidden staging folder first and are
    /// renamed into place only when every entry has been rendered and compared; on any error or
    /// interruption (``Interruption``) the staging folder is removed and the references are as
    /// they were. Each run stages in a folder of its own (`mkdtemp`: `.recording-` and six random
    /// characters, made only when something is recorded), so any number of runs may record into
    /// one snapshots folder at once — parameterized tests in one process, several processes — and
    /// removing it never follows a link planted in it.
    public func run(_ entries: [PlannedImage], record: RecordMode, isCI: Bool, threads: Int) throws -> [SnapshotOutcome] {
        // Every layout first (on every thread, each distinct request once), so a bad spec fails
        // before anything is drawn or staged.
        let drawings = Locked<[String: Drawing]>([:])
        let engine = engine
        let staging = StagingFolder(in: snapshotsFolder)
        defer { staging.remove() }
        let references = Dictionary(uniqueKeysWithValues: try Set(entries.map(\.snapshotFolder)).map { folder throws(FileSystemError) in
            (folder, try LayoutSummaries.read(folder: snapshotsFolder + "/" + folder))
        })
        let results = try PlanRunner(engine: engine, threads: threads).execute(entries, check: { laidOut in
            let drawing = try Drawing(laidOut, engine: engine)
            drawings.withLock { $0[laidOut.image.shardKey] = drawing }
        }, makeWorker: { try RenderWorker.take(from: engine) }, retire: { RenderWorker.keep($0, in: engine) }) { worker, laidOut in
            let entry = laidOut.image
            do {
                guard let drawing = drawings.withLock({ $0[entry.shardKey] }) else { throw RenderFailure(message: "was not checked") }
                let canvas = try worker.painter.paint(try drawing.drawList(laidOut))
                let findings = Lint.findings(laidOut.stack)
                let summary = LayoutSummary(laidOut.stack, findings: findings)
                var outcome = try compare(entry, actual: canvas, summary: summary, findings: findings,
                                          referenceSummary: references[entry.snapshotFolder]?.layouts[entry.fileName],
                                          record: record, isCI: isCI, staging: staging, encoder: worker.encoder)
                // Only a failure's pictures are shown again (the report): a match's go, and its
                // canvas is drawn over next (1,640 references kept whole took 4 GB).
                if !outcome.failed {
                    outcome.actual = .placeholder
                    outcome.reference = nil
                    worker.painter.recycle(canvas)
                }
                return outcome
            } catch let error as FileSystemError {
                throw error
            } catch {
                throw RenderFailure(message: "\(entry.shardKey): \(error)")
            }
        }.get()
        try Interruption.check()
        // Every entry is done: the staged references take their places (signals only set a flag,
        // so nothing stops this half-way; a failing rename puts back what was already moved).
        let recorded = results.filter(\.recorded)
        guard !recorded.isEmpty, let stagingPath = staging.madePath else { return results }
        try ReferenceSwap(staging: stagingPath, snapshots: snapshotsFolder).commit(recorded.map(\.entry.shardKey))
        // Keep layouts.json in step with whatever was recorded: each folder's file is read again
        // and updated under a lock, so runs recording into one folder at once keep each other's.
        var updates: [String: [String: LayoutSummary]] = [:]
        for outcome in recorded { updates[outcome.entry.snapshotFolder, default: [:]][outcome.entry.fileName] = outcome.summary }
        for (folder, layouts) in updates.sorted(by: { $0.key < $1.key }) {
            try LayoutSummaries.update(folder: snapshotsFolder + "/" + folder, with: layouts)
        }
        return results
    }

    private func compare(
        _ entry: PlannedImage, actual: Canvas, summary: LayoutSummary, findings: [LintFinding], referenceSummary: LayoutSummary?,
        record: RecordMode, isCI: Bool, staging: StagingFolder, encoder: PNGEncoder
    ) throws -> SnapshotOutcome {
        let path = snapshotsFolder + "/" + entry.shardKey
        var outcome = SnapshotOutcome(entry: entry, kind: .matched, recorded: false, artifacts: [:], actual: actual, reference: nil, summary: summary)
        if Folder.kind(of: path) == .missing {
            outcome.kind = .missing
        } else {
            do {
                let reference = try PNGCodec.read(path: path, maximumArea: StackRenderer.maximumArea)
                outcome.reference = reference
                if let difference = diffing.compare(reference, actual) {
                    outcome.kind = .differs(difference, layoutChanges: referenceSummary?.changes(to: summary) ?? [])
                    if let referenceSummary { explainTextChange(&outcome, reference: referenceSummary, actual: summary, findings: findings) }
                }
            } catch {
                outcome.kind = .unreadable(reason: Self.reason(error, path: path))
            }
        }
        let shouldRecord: Bool
        switch (record, outcome.kind) {
        case (.all, _): shouldRecord = true
        case (.failed, .differs), (.failed, .missing), (.failed, .unreadable): shouldRecord = true
        case (.missing, .missing): shouldRecord = !isCI
        default: shouldRecord = false
        }
        if shouldRecord {
            let stagingPath = try staging.path()
            try Folder.make(stagingPath + "/" + entry.snapshotFolder)
            try encoder.write(actual, to: stagingPath + "/" + entry.shardKey)
            outcome.recorded = true
        }
        if outcome.failed, let artifactsFolder {
            outcome.artifacts = try writeArtifacts(outcome, folder: artifactsFolder)
        }
        return outcome
    }

    /// Tells a text change from a regression: the titles whose text differs from the reference's,
    /// the modes, and the warnings and errors that are new (in neither the reference nor the
    /// baseline).
    private func explainTextChange(_ outcome: inout SnapshotOutcome, reference: LayoutSummary, actual: LayoutSummary, findings: [LintFinding]) {
        outcome.textChanges = reference.textChanges(to: actual)
        guard !outcome.textChanges.isEmpty else { return }
        outcome.modes = (reference.mode, actual.mode)
        // A forced mode's picture shows a mode the app may never take: a title clipped there is
        // what forcing it means, not a broken button. Only natural pictures bring new findings.
        guard outcome.entry.request.mode == nil else { return }
        let held = Set(reference.findings ?? [])
        let combination = outcome.entry.combination
        outcome.newFindings = findings.filter { finding in
            finding.severity >= .warning && !held.contains(SummaryFinding(rule: finding.rule.rawValue, button: finding.button))
                && baseline?.holds(BaselineFinding(combination: combination, rule: finding.rule, button: finding.button)) != true
        }
    }

    /// A read failure in words, without the path (the message names the snapshot already).
    private static func reason(_ error: any Error, path: String) -> String {
        let text = "\(error)"
        return text.hasPrefix(path + ": ") ? String(text.dropFirst(path.count + 2)) : text
    }

    private func writeArtifacts(_ outcome: SnapshotOutcome, folder: String) throws -> [String: String] {
        let base = folder + "/" + outcome.entry.snapshotFolder
        try Folder.make(base)
        let stem = base + "/" + String(outcome.entry.fileName.dropLast(4))
        var paths: [String: String] = [:]
        if let reference = outcome.reference {
            paths["reference"] = stem + ".reference.png"
            try PNGCodec.write(reference, to: stem + ".reference.png")
        }
        paths["actual"] = stem + ".actual.png"
        try PNGCodec.write(outcome.actual, to: stem + ".actual.png")
        if case .differs(let difference, _) = outcome.kind {
            paths["diff"] = stem + ".diff.png"
            try PNGCodec.write(difference.diffImage, to: stem + ".diff.png")
        }
        return paths
    }

    /// References in the folders of `entries` that no entry renders any more.
    public func staleReferences(_ entries: [PlannedImage], shard: Shard? = nil) -> [String] {
        let expected = Set(entries.map(\.shardKey))
        var stale: [String] = []
        for folder in Set(entries.map(\.snapshotFolder)).sorted() {
            // Only a real folder of the snapshots folder is looked in: a linked one may lead anywhere.
            guard Self.isRealFolder(snapshotsFolder + "/" + folder) else { continue }
            let names = (try? Folder.contents(of: snapshotsFolder + "/" + folder)) ?? []
            for name in names.sorted() where name.hasSuffix(".png") && !expected.contains(folder + "/" + name) {
                // A shard answers only for the references that would be its own.
                if let shard, !shard.contains(folder + "/" + name) { continue }
                stale.append(folder + "/" + name)
            }
        }
        return stale
    }

    /// True when `path` itself (not a link to one) is a folder.
    private static func isRealFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

/// The hidden folder a run stages its references in: made with `mkdtemp` the first time a
/// reference is recorded (a run that records nothing makes none), removed at the end without
/// following links.
final class StagingFolder: Sendable {
    private let parent: String
    private let made = Locked<String?>(nil)

    init(in parent: String) { self.parent = parent }

    /// The folder, made on first use.
    func path() throws -> String {
        try made.withLock { path throws -> String in
            if let path { return path }
            try Folder.make(parent)
            let new = try Folder.makeTemporary(in: parent, prefix: ".recording-")
            path = new
            return new
        }
    }

    /// The folder, if it was made.
    var madePath: String? { made.withLock { $0 } }

    /// Removes the folder and what is left in it, if it was made.
    func remove() {
        if let path = madePath { Folder.removeTree(path) }
    }
}

/// Moves staged references into place all together: each old reference is first moved aside
/// (into the staging folder), then the new one takes its name; if any step fails, every step
/// already taken is undone, so the references are either all new or all as they were.
struct ReferenceSwap {
    let staging: String
    let snapshots: String

    func commit(_ paths: [String]) throws {
        // A folder where a reference goes is refused before anything moves.
        for path in paths where Folder.kind(of: snapshots + "/" + path) == .folder {
            throw FileSystemError(path: snapshots + "/" + path, reason: "is a folder, where a reference PNG goes")
        }
        var done: [(from: String, to: String)] = []
        do {
            for path in paths {
                let target = snapshots + "/" + path
                let folder = path.lastIndex(of: "/").map { snapshots + "/" + path[..<$0] } ?? snapshots
                try Folder.make(folder)
                // A reference goes only inside the snapshots folder, whatever links lie on its way.
                try Folder.requireInside(folder, root: snapshots)
                if Folder.kind(of: target) != .missing {
                    let aside = staging + "/.old/" + path
                    if let slash = aside.lastIndex(of: "/") { try Folder.make(String(aside[..<slash])) }
                    try move(target, aside)
                    done.append((target, aside))
                }
                try move(staging + "/" + path, target)
                done.append((staging + "/" + path, target))
            }
        } catch {
            for step in done.reversed() { _ = rename(step.to, step.from) }
            throw error
        }
    }

    private func move(_ from: String, _ to: String) throws {
        guard rename(from, to) == 0 else { throw FileSystemError(path: to, errno: errno, writing: true) }
    }
}
