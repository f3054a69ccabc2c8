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
    /// Stable rule id.
    public var rule: String
    /// The button it concerns.
    public var button: Int?
    /// One line that says why.
    public var message: String

    /// One line: where, which rule, why.
    public var line: String {
        "\(spec): \(stack) [\(locale), \(textSize), \(short(width)) pt, mode \(mode)]: \(rule)\(button.map { " (button \($0))" } ?? ""): \(message)"
    }
}

/// Lays out every combination of the specs and collects what breaks the guidelines.
public enum LintRunner {
    /// The findings for `specs` over the combinations `options` names (each stack's own defaults
    /// where it names none), in a stable order.
    public static func findings(specs: [Spec], options: RenderOptions, engine: ButtonStackEngine) throws -> [LintReportEntry] {
        var entries: [LintReportEntry] = []
        var seen = Set<LintReportEntry>()
        for job in try RenderPlan.jobs(specs: specs, options: options) {
            let stack = try engine.layout(job.request)
            for finding in Lint.findings(stack) {
                let entry = LintReportEntry(
                    spec: job.request.file, stack: job.request.stack.name, locale: job.request.locale,
                    textSize: job.request.textSize.rawValue, width: job.request.width, mode: stack.layout.mode.rawValue,
                    rule: finding.rule, button: finding.button, message: finding.message
                )
                if seen.insert(entry).inserted { entries.append(entry) }
            }
        }
        return entries
    }
}
