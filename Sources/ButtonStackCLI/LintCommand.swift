import ArgumentParser
import ButtonLayout
import ButtonStackKit
import Foundation

/// `button-stack lint`: what in a spec breaks the button guidelines.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report what breaks the button guidelines; exit 1 when anything does.",
        discussion: "Rules: " + Lint.rules.map { "\($0.id) (\($0.summary))" }.joined(separator: "; ") + "."
    )

    @Argument(help: "Spec files or folders (YAML or JSON).")
    var specs: [String]

    @Option(name: .long, help: "Comma-separated locales (default: each stack's own, else en).")
    var locales: String?

    @Option(name: .long, help: "Comma-separated text size categories, or all (default: each stack's own, else large).")
    var textSizes: String?

    @Option(name: .long, help: "Comma-separated widths in points (default: each stack's own, else 390).")
    var widths: String?

    @Flag(name: .long, help: "Print JSON: {findings: [{spec, stack, locale, textSize, width, mode, rule, button, message}]}.")
    var json = false

    func run() throws {
        var options = RenderOptions()
        options.locales = try locales.map { try commaList($0, "--locales") }
        options.textSizes = try textSizes.map(parseTextSizes)
        options.widths = try widths.map(parseWidths)
        let loaded = try failing { try SpecSources.load(specs) }
        let engine = try failing { try ButtonStackEngine.bundled() }
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

/// The items of a comma-separated option, or a one-line error when there are none.
func commaList(_ text: String, _ option: String) throws -> [String] {
    let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard !items.isEmpty else { throw CLIFailure(message: "\(option): is empty") }
    return items
}

/// `--text-sizes`: categories by name, or `all`.
func parseTextSizes(_ text: String) throws -> [ContentSizeCategory] {
    if text.lowercased() == "all" { return ContentSizeCategory.allCases }
    return try commaList(text, "--text-sizes").map { name in
        guard let category = ContentSizeCategory(name: name) else {
            throw CLIFailure(message: "--text-sizes: unknown category '\(name)' (one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")), or all)")
        }
        return category
    }
}

/// `--widths`: points from 1 to 10000.
func parseWidths(_ text: String) throws -> [Double] {
    try commaList(text, "--widths").map { item in
        guard let value = Double(item), value.isFinite, value >= 1, value <= 10_000 else {
            throw CLIFailure(message: "--widths: '\(item)' is not a width in points (1 to 10000)")
        }
        return value
    }
}
