import ButtonStackBase
import ArgumentParser
import ButtonLayout
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
        abstract: "Report what breaks the button guidelines; exit 1 when anything does.",
        discussion: "Rules: " + Lint.rules.map { "\($0.id) (\($0.summary))" }.joined(separator: "; ") + "."
    )

    @Argument(help: "Spec files or folders (YAML or JSON).")
    var specs: [String]

    @OptionGroup var combinations: CombinationOptions

    @Flag(name: .long, help: "Print JSON: {findings: [{spec, stack, locale, textSize, width, mode, rule, button, message}]}.")
    var json = false

    func run() throws {
        var options = RenderOptions()
        try combinations.apply(to: &options)
        let loaded = try failing { try SpecSources.load(specs) }
        let engine = try bundledEngine()
        try failing { try engine.check(loaded) }
        let findings = try failing { try LintRunner.findings(specs: loaded, options: options, engine: engine) }
        if json {
            print(try JSONOutput.string(LintOutput(findings: findings, count: findings.count)), terminator: "")
        } else {
            for finding in findings { print(finding.line) }
            print(findings.isEmpty ? "no findings" : "\(findings.count) finding(s)")
        }
        if !findings.isEmpty { throw ExitCode(1) }
    }
}

/// `lint --json`'s shape.
struct LintOutput: Encodable {
    var findings: [LintReportEntry]
    var count: Int
}
