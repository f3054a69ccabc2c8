import ButtonStackBase
import ButtonLayout
import ButtonSpec
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One finding of `button-stack lint`, with the combination it was found in.
public struct LintReportEntry: Codable, Sendable, Hashable {
    /// The spec file.
    public var spec: String
    /// The stack's name.
    public var stack: String
    /// Locale tag.
    public var locale: String
    /// Text size category.
    public var textSize: String
    /// Width in points.
    public var width: Double
    /// The mode, 1–4.
    public var mode: Int
    /// The rule, by its stable id.
    public var rule: LintRule
    /// `error`, `warning` or `note`.
    public var severity: LintSeverity
    /// The button it concerns.
    public var button: Int?
    /// One line that says why.
    public var message: String
    /// For `untranslated`: the locale whose text is shown.
    public var fallback: String?

    /// One line: where, how much it matters, which rule, why.
    public var line: String {
        "\(spec): \(stack) [\(locale), \(textSize), \(short(width)) pt, mode \(mode)]: \(severity.rawValue): \(rule.rawValue)\(button.map { " (button \($0))" } ?? ""): \(message)"
    }
}

/// One line of `lint`'s text output: a finding, or a finding that does not depend on the text
/// size or the width said once for every combination of its stack and locale it occurs in.
public struct LintReportLine: Sendable, Hashable {
    /// The finding (of its first combination).
    public var entry: LintReportEntry
    /// In how many combinations it occurs (1 for a finding of one combination).
    public var combinations: Int

    /// The line as printed.
    public var text: String {
        let entry = entry
        guard entry.rule.isIndependentOfSize else { return entry.line }
        let times = combinations == 1 ? "1 combination" : "\(combinations) combinations"
        return "\(entry.spec): \(entry.stack) [\(entry.locale), in \(times)]: \(entry.severity.rawValue): \(entry.rule.rawValue)\(entry.button.map { " (button \($0))" } ?? ""): \(entry.message)"
    }

    /// The lines for `entries`: a size-independent finding (`untranslated`, `icon-placeholder`,
    /// `missing-glyphs`) once per spec, stack, locale, button and message, in the order first found.
    public static func lines(_ entries: [LintReportEntry]) -> [LintReportLine] {
        var lines: [LintReportLine] = []
        var index: [LintReportEntry: Int] = [:]
        for entry in entries {
            guard entry.rule.isIndependentOfSize else {
                lines.append(LintReportLine(entry: entry, combinations: 1))
                continue
            }
            var key = entry
            key.textSize = ""
            key.width = 0
            key.mode = 0
            if let at = index[key] {
                lines[at].combinations += 1
            } else {
                index[key] = lines.count
                lines.append(LintReportLine(entry: entry, combinations: 1))
            }
        }
        return lines
    }
}

/// Lays out every combination of the specs and collects what breaks the guidelines.
public enum LintRunner {
    /// The findings for `specs` over the combinations `options` names (each stack's own defaults
    /// where it names none; only `options.stackName` when given), in a stable order.
    public static func findings(specs: [Spec], options: RenderOptions, engine: ButtonStackEngine) throws -> [LintReportEntry] {
        var entries: [LintReportEntry] = []
        var seen = Set<LintReportEntry>()
        for job in try RenderPlan.jobs(specs: specs, options: options) {
            let stack = try engine.layout(job.request)
            for finding in Lint.findings(stack) {
                let entry = LintReportEntry(
                    spec: job.request.file, stack: job.request.stack.name, locale: job.request.locale,
                    textSize: job.request.textSize.rawValue, width: job.request.width, mode: stack.layout.mode.rawValue,
                    rule: finding.rule, severity: finding.severity, button: finding.button, message: finding.message, fallback: finding.fallback
                )
                if seen.insert(entry).inserted { entries.append(entry) }
            }
        }
        return entries
    }
}
