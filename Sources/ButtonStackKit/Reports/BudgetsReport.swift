import StackEngine
import ButtonStackBase
import ButtonLayout
import ButtonSpec
import ButtonStrings

/// One row of `button-stack budgets`: a button title's room at one text size and width.
public struct BudgetRow: Encodable, Sendable, Hashable {
    /// The spec file, as given.
    public var spec: String
    /// The stack's name.
    public var stack: String
    /// The button, from 0.
    public var button: Int
    /// The title's key in the app's strings; nil for a title written in the spec.
    public var key: String?
    /// The key's table; nil for a title written in the spec.
    public var table: String?
    /// The title in the source language.
    public var source: String
    /// The source language, whose texts the figures are worked out with.
    public var sourceLocale: String
    /// The Dynamic Type size.
    public var textSize: ContentSizeCategory
    /// The stack's width in points.
    public var width: Double
    /// The stack's mode with the source texts.
    public var mode: StackMode
    /// The widest one-line title that keeps the mode (or an earlier one); nil in the last mode.
    public var keepMode: Double?
    /// The widest one-line title still shown whole.
    public var whole: Double
    /// The locale characters are counted in.
    public var charactersLocale: String
    /// That locale's average character's advance at this button's size and weight, in points.
    public var averageAdvance: Double?
    /// ``keepMode`` in characters of that advance.
    public var keepModeCharacters: Int?
    /// ``whole`` in characters of that advance.
    public var wholeCharacters: Int?
    /// The size and weight the title is set in (not printed).
    public var attributes: TextAttributes
    /// The stack's own font, if it has one (not printed).
    public var font: FontSpec?

    /// The room a translation has: ``keepMode``, else ``whole``.
    public var room: Double { keepMode ?? whole }

    private enum CodingKeys: String, CodingKey {
        case spec, stack, button, key, table, source, sourceLocale, textSize, width, mode, keepMode, whole
        case charactersLocale, averageAdvance, keepModeCharacters, wholeCharacters
    }

    /// Every member, absent values as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(spec, forKey: .spec)
        try container.encode(stack, forKey: .stack)
        try container.encode(button, forKey: .button)
        try container.encode(key, forKey: .key)
        try container.encode(table, forKey: .table)
        try container.encode(source, forKey: .source)
        try container.encode(sourceLocale, forKey: .sourceLocale)
        try container.encode(textSize, forKey: .textSize)
        try container.encode(rounded(width), forKey: .width)
        try container.encode(mode, forKey: .mode)
        try container.encode(keepMode.map(rounded), forKey: .keepMode)
        try container.encode(rounded(whole), forKey: .whole)
        try container.encode(charactersLocale, forKey: .charactersLocale)
        try container.encode(averageAdvance.map(rounded), forKey: .averageAdvance)
        try container.encode(keepModeCharacters, forKey: .keepModeCharacters)
        try container.encode(wholeCharacters, forKey: .wholeCharacters)
    }

    /// `app.yaml: message-actions [large, 390 pt, mode 1] button 0 (action.reply) 'Reply': …`.
    public var line: String {
        let keep = keepMode.map { "keeps mode \(mode.rawValue) up to \(short($0)) pt\(Self.characters(keepModeCharacters))" }
            ?? "no mode to keep"
        return "\(spec): \(stack) [\(textSize.rawValue), \(short(width)) pt, mode \(mode.rawValue)] button \(button)"
            + "\(key.map { " (\($0))" } ?? "") '\(source)': \(keep); whole up to \(short(whole)) pt\(Self.characters(wholeCharacters))"
    }

    private static func characters(_ count: Int?) -> String { count.map { " (≈ \($0) characters)" } ?? "" }
}

/// `budgets --json`'s shape.
public struct BudgetsOutput: Encodable {
    /// Every row.
    public var budgets: [BudgetRow]

    /// The output of `budgets`.
    public init(budgets: [BudgetRow]) { self.budgets = budgets }
}

/// `button-stack budgets`: every button title's room in every stack, text size and width planned.
public enum BudgetsReport {
    /// The rows for `specs` over the stacks, text sizes and widths `options` names (each stack's
    /// own where it names none), in plan order; characters counted in `charactersLocale`'s
    /// average advance (nil: each stack's source language).
    public static func rows(specs: [Spec], options: RenderOptions, charactersLocale: String?, engine: ButtonStackEngine) throws -> [BudgetRow] {
        var options = options
        options.locales = ["en"]
        options.scales = [2]
        options.appearances = [.light]
        options.modes = .natural
        let advances = AverageAdvances(specs: specs, engine: engine)
        var rows: [BudgetRow] = []
        for job in try RenderPlan.images(specs: specs, options: options) {
            for budget in try engine.titleBudgets(job.request) {
                let locale = charactersLocale ?? budget.request.locale
                let advance = try advances.advance(locale: locale, font: job.request.stack.font, attributes: budget.attributes)
                let characters = { (points: Double) in advance.map { Int((points / $0 + 1e-9).rounded(.down)) } }
                rows.append(BudgetRow(
                    spec: job.request.file, stack: job.request.stack.name, button: budget.button,
                    key: budget.reference?.key, table: budget.reference?.table, source: budget.source,
                    sourceLocale: budget.request.locale, textSize: job.request.textSize, width: job.request.width,
                    mode: budget.budget.mode, keepMode: budget.budget.keepMode, whole: budget.budget.whole,
                    charactersLocale: locale, averageAdvance: advance,
                    keepModeCharacters: budget.budget.keepMode.flatMap(characters), wholeCharacters: characters(budget.budget.whole),
                    attributes: budget.attributes, font: job.request.stack.font
                ))
            }
        }
        return rows
    }

    /// The rows as text, a line each.
    public static func humanReadable(_ rows: [BudgetRow]) -> String {
        rows.isEmpty ? "no buttons\n" : rows.map { $0.line + "\n" }.joined()
    }
}

/// The average character's advance of a locale: over every title the specs show in it, at the
/// size and weight asked, in the stack's font. Each asked once.
public final class AverageAdvances {
    private struct Key: Hashable {
        var locale: String
        var font: FontSpec?
        var attributes: TextAttributes
    }
    private let specs: [Spec]
    private let engine: ButtonStackEngine
    private var known: [Key: Double?] = [:]
    private var titles: [String: [String]] = [:]

    /// Advances over the titles of `specs`.
    public init(specs: [Spec], engine: ButtonStackEngine) {
        self.specs = specs
        self.engine = engine
    }

    /// The average advance in `locale` at `attributes` in `font`, in points; nil without titles.
    public func advance(locale: String, font: FontSpec?, attributes: TextAttributes) throws -> Double? {
        let key = Key(locale: locale, font: font, attributes: attributes)
        if let found = known[key] { return found }
        let found = try engine.averageAdvance(of: try titles(in: locale), locale: locale, font: font, attributes: attributes)
        known[key] = found
        return found
    }

    /// Every title of every stack of the specs, as shown in `locale`.
    private func titles(in locale: String) throws -> [String] {
        if let found = titles[locale] { return found }
        var found: [String] = []
        for spec in specs {
            for stack in spec.stacks {
                var request = StackRequest(file: spec.file, stack: stack)
                request.locale = locale
                found += try engine.buttons(for: request).map(\.title)
            }
        }
        titles[locale] = found
        return found
    }
}
