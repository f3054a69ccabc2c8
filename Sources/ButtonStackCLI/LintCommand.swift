import StackEngine
import ButtonStackBase
import ArgumentParser
import ButtonLayout
import ButtonSpec
import ButtonStackKit
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

    @Flag(name: .long, help: "Print JSON: {findings: [{spec, stack, locale, textSize, width, scale, appearance, requestedMode, mode, rule, severity, button, message, fallback}], count}, one entry per combination.")
    var json = false

    func run() throws {
        var options = RenderOptions()
        options.stackName = stack
        combinations.apply(to: &options)
        let loaded = try failing { try SpecSources.load(specs) }
        let engine = try bundledEngine()
        try failing { try engine.check(loaded) }
        let findings = try failing { try LintRunner.findings(specs: loaded, options: options, engine: engine, threads: ProcessInfo.processInfo.activeProcessorCount) }
        if json {
            print(try JSONOutput.string(LintOutput(findings: findings, count: findings.count)), terminator: "")
        } else {
            let lines = LintReportLine.lines(findings)
            for line in lines { print(line.text) }
            print(Self.summary(lines.map(\.entry)))
        }
        // Notes alone are no failure.
        if findings.contains(where: { $0.severity >= .warning }) { throw ExitCode(1) }
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
}
