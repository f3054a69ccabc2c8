import ButtonStackLint
import StackEngine
import ButtonStackBase
import ButtonLayout
import ButtonSpec
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One finding of `button-stack lint`, with the combination it was found in (whose members stand
/// beside the finding's own, see ``Combination``).
public struct LintReportEntry: Codable, Sendable, Hashable {
    /// Where it was found.
    public var combination: Combination
    /// The mode the stack took there.
    public var mode: StackMode
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

    /// `finding`, found in `combination` laid out in `mode`.
    public init(combination: Combination, mode: StackMode, finding: LintFinding) {
        self.combination = combination
        self.mode = mode
        rule = finding.rule
        severity = finding.severity
        button = finding.button
        message = finding.message
        fallback = finding.fallback
    }

    /// The finding as a baseline holds it.
    public var baselineFinding: BaselineFinding { BaselineFinding(combination: combination, rule: rule, button: button) }

    /// One line: where, how much it matters, which rule, why.
    public var line: String {
        "\(where_([combination.locale, combination.textSize.rawValue, "\(short(combination.width)) pt", "mode \(mode.rawValue)"])): \(what)"
    }

    /// `spec: stack [details]`.
    fileprivate func where_(_ details: [String]) -> String {
        "\(combination.spec): \(combination.stack) [\(details.joined(separator: ", "))]"
    }

    /// `severity: rule (button N): message`.
    fileprivate var what: String {
        "\(severity.rawValue): \(rule.rawValue)\(button.map { " (button \($0))" } ?? ""): \(message)"
    }

    /// The finding without its text size, width and mode: what a size-independent finding is
    /// said once for.
    fileprivate var withoutSize: LintReportEntry {
        var copy = self
        copy.combination.textSize = .large
        copy.combination.width = 0
        copy.mode = .rowIconBeside
        return copy
    }

    private enum CodingKeys: String, CodingKey {
        case mode, rule, severity, button, message, fallback
    }

    public init(from decoder: any Decoder) throws {
        combination = try Combination(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        mode = try container.decode(StackMode.self, forKey: .mode)
        rule = try container.decode(LintRule.self, forKey: .rule)
        severity = try container.decode(LintSeverity.self, forKey: .severity)
        button = try container.decodeIfPresent(Int.self, forKey: .button)
        message = try container.decode(String.self, forKey: .message)
        fallback = try container.decodeIfPresent(String.self, forKey: .fallback)
    }

    public func encode(to encoder: any Encoder) throws {
        try combination.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encodeIfPresent(button, forKey: .button)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(fallback, forKey: .fallback)
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
        return "\(entry.where_([entry.combination.locale, "in \(times)"])): \(entry.what)"
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
            let key = entry.withoutSize
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

/// Lint's step of a plan (``PlanRunner``): judge each laid-out combination.
public enum LintRunner {
    /// The findings for `specs` over the combinations `options` names (each stack's own defaults
    /// where it names none; only `options.stackName` when given), in a stable order, laid out on
    /// `threads` threads.
    public static func findings(specs: [Spec], options: RenderOptions, engine: ButtonStackEngine, threads: Int = 1) throws -> [LintReportEntry] {
        try findings(images: RenderPlan.images(specs: specs, options: options), engine: engine, threads: threads)
    }

    /// The findings of `images`, in their order, laid out on `threads` threads.
    public static func findings(images: [PlannedImage], engine: ButtonStackEngine, threads: Int = 1) throws -> [LintReportEntry] {
        let found = try PlanRunner(engine: engine, threads: threads).execute(images, makeWorker: {}) { _, laidOut in
            Lint.findings(laidOut.stack, rooms: try roomsIfChecked(laidOut.stack, engine: engine)).map {
                LintReportEntry(combination: laidOut.image.combination, mode: laidOut.stack.layout.mode, finding: $0)
            }
        }.get()
        var entries: [LintReportEntry] = []
        var seen = Set<LintReportEntry>()
        for entry in found.joined() where seen.insert(entry).inserted { entries.append(entry) }
        return entries
    }

    /// The translated titles' rooms, unless the stack's settings turn `over-budget` off.
    static func roomsIfChecked(_ stack: LaidOutStack, engine: ButtonStackEngine) throws -> [TitleRoom] {
        let settings = stack.request.stack.lint ?? LintSettings()
        guard settings.severity(of: .overBudget, finding: .note) != nil else { return [] }
        return try engine.titleRooms(stack)
    }
}
