import ButtonStackCommandLine
import StackEngine
import ButtonStackBase
import ArgumentParser
import ButtonLayout
import ButtonSpec
import ButtonStackKit
import ButtonStackSnapshots
import ButtonStackLint
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `button-stack lint`: what in a spec breaks the button guidelines.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report what breaks the button guidelines; exit 1 when a warning or an error is found, 0 for notes alone.",
        discussion: "Rules (default severity): " + LintRule.allCases.map { "\($0.rawValue) (\($0.defaultSeverity.rawValue): \($0.summary))" }.joined(separator: "; ")
            + ". A spec sets them with lint: {RULE: off|note|warning|error}, top level or per stack."
    )

    @Argument(help: "Spec files or folders (YAML or JSON).")
    var specs: [String]

    @Option(name: .long, help: "Only the stack with this name.")
    var stack: String?

    @OptionGroup var combinations: CombinationOptions

    @Flag(name: .long, help: "Print JSON: {findings: [{spec, stack, locale, textSize, width, scale, appearance, requestedMode, mode, rule, severity, button, message, fallback}], count, baselined}, one entry per combination.")
    var json = false

    @Option(name: .long, help: "A baseline file (lint --write-baseline): only findings it does not hold are printed and count for the exit status.")
    var baseline: String?

    @Option(name: .long, help: "Write today's findings to this file as the baseline (stable JSON, sorted; matched by stack, button, locale, rule, text size, width and appearance), then report as usual.")
    var writeBaseline: String?

    @Flag(name: .long, help: "Lint the pictures record and verify check (the snapshot plan, in natural modes) instead of each stack's own combinations: a baseline written so holds whatever verify may find.")
    var snapshotPlan = false

    func validate() throws {
        if let baseline, let writeBaseline, baseline == writeBaseline {
            throw ValidationError("--baseline and --write-baseline name the same file; write a new baseline without --baseline")
        }
    }

    func run() throws {
        var options = RenderOptions()
        options.stackName = stack
        combinations.apply(to: &options)
        // The baseline is read before anything is laid out: a bad one is one line at once.
        let accepted = try baseline.map { path in try failing { try LintBaseline.read(path) } }
        let loaded = try failing { try SpecSources.load(specs) }
        let engine = try bundledEngine()
        try failing { try engine.check(loaded) }
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let findings = try failing {
            guard snapshotPlan else { return try LintRunner.findings(specs: loaded, options: options, engine: engine, threads: threads) }
            let entries = try SnapshotPlan.entries(for: loaded, locales: options.locales, stack: stack, shard: options.shard)
            return try LintRunner.findings(images: entries.filter { $0.request.mode == nil }, engine: engine, threads: threads)
        }
        if let writeBaseline {
            let today = LintBaseline(findings.map(\.baselineFinding))
            try failing(option: "--write-baseline") { try today.write(to: writeBaseline) }
        }
        let shown = accepted.map { accepted in findings.filter { !accepted.holds($0.baselineFinding) } } ?? findings
        let baselined = findings.count - shown.count
        if json {
            print(try JSONOutput.string(LintOutput(findings: shown, count: shown.count, baselined: accepted == nil ? nil : baselined)), terminator: "")
        } else {
            let lines = LintReportLine.lines(shown)
            for line in lines { print(line.text) }
            let inBaseline = accepted == nil ? "" : " (\(baselined) more in the baseline)"
            print(Self.summary(lines.map(\.entry)) + inBaseline)
            // Only a lint of the whole plan can say a baseline's finding is gone.
            if let accepted, stack == nil, combinations.coversTheWholePlan {
                let gone = accepted.findings.subtracting(findings.map(\.baselineFinding)).count
                if gone > 0 { print("\(gone) baseline finding\(gone == 1 ? " is" : "s are") no longer found (lint --write-baseline writes it anew)") }
            }
        }
        // Notes alone are no failure, nor are the baseline's findings.
        if shown.contains(where: { $0.severity >= .warning }) { throw ExitCode(1) }
    }

    /// `2 errors, 1 warning, 3 notes`, or `no findings`.
    static func summary(_ entries: [LintReportEntry]) -> String {
        guard !entries.isEmpty else { return "no findings" }
        return LintSeverity.allCases.reversed().compactMap { severity in
            let count = entries.filter { $0.severity == severity }.count
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }
}

/// `lint --json`'s shape.
struct LintOutput: Encodable {
    var findings: [LintReportEntry]
    var count: Int
    /// With `--baseline`: how many findings it held (not listed).
    var baselined: Int?
}
