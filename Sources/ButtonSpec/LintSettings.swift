import ButtonStackBase

/// How much a lint finding matters: `lint` exits 1 for a warning or an error, 0 for notes alone.
public enum LintSeverity: String, Codable, Sendable, CaseIterable, Comparable {
    /// Worth knowing; nothing to fix (a regional locale showing its language's text).
    case note
    /// Should be fixed (the default of most rules).
    case warning
    /// Must be fixed: what the user sees is wrong.
    case error

    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The lint rules: a stable id each (other tools rely on them), what it checks and how much it
/// matters unless a spec says otherwise.
public enum LintRule: String, Codable, Sendable, CaseIterable {
    case titleTruncated = "title-truncated"
    case titleClipped = "title-clipped"
    case inkClipped = "ink-clipped"
    case missingGlyphs = "missing-glyphs"
    case touchTarget = "touch-target"
    case multiplePrimary = "multiple-primary"
    case destructivePrimary = "destructive-primary"
    case directionalVertical = "directional-vertical"
    case primaryNotFirst = "primary-not-first"
    case longTitle = "long-title"
    case untranslated = "untranslated"
    case iconPlaceholder = "icon-placeholder"
    case iconUnavailable = "icon-unavailable"
    case sameAsSource = "same-as-source"
    case overBudget = "over-budget"

    /// What the rule checks, in a few words.
    public var summary: String {
        switch self {
        case .titleTruncated: return "a word of a title had to be broken to fit the button"
        case .titleClipped: return "a title or icon does not fit inside its button"
        case .inkClipped: return "a title's or icon's ink, as drawn, reaches outside its button or the picture"
        case .missingGlyphs: return "a title has characters none of the fonts can draw"
        case .touchTarget: return "a button is smaller than 44 × 44 pt"
        case .multiplePrimary: return "more than one primary (or filled) button in a group"
        case .destructivePrimary: return "a destructive button is given the primary emphasis"
        case .directionalVertical: return "a Back/Next pair is stacked vertically"
        case .primaryNotFirst: return "the primary action is not the first button"
        case .longTitle: return "a title longer than about four words at the default text size"
        case .untranslated: return "a title from the app's strings has no translation for the locale (a warning), shows its language's text in a regional locale (a note), or is marked new or needs review"
        case .iconPlaceholder: return "an SF Symbols name has no Material Symbols stand-in yet: a placeholder is drawn in its place"
        case .iconUnavailable: return "an SF Symbols name needs a later iOS than the app's deployment target (platform: {iOS: …}): it draws nothing there"
        case .sameAsSource: return "a title in a locale of another language is the source language's text, left untranslated (off unless turned on in lint:)"
        case .overBudget: return "a translated title is wider than the room the source-language stack leaves it (see `budgets`): the stack changes mode, or the title no longer fits one line"
        }
    }

    /// How much a finding of the rule matters by default.
    public var defaultSeverity: LintSeverity {
        switch self {
        case .titleClipped, .missingGlyphs, .iconUnavailable: return .error
        case .overBudget: return .note
        default: return .warning
        }
    }

    /// True for a rule that reports nothing until a spec's `lint:` turns it on (`same-as-source`:
    /// "OK" or "Wi-Fi" is the same in many languages on purpose).
    public var isOffByDefault: Bool { self == .sameAsSource }

    /// True when a finding of the rule depends on the text and its fonts alone, never on the
    /// text size or the width (`long-title` is judged at the default size, whatever the width):
    /// the text output says it once per stack, locale and button.
    public var isIndependentOfSize: Bool {
        self == .untranslated || self == .iconPlaceholder || self == .missingGlyphs || self == .iconUnavailable || self == .sameAsSource
            || self == .longTitle
    }
}

/// A spec's lint settings (`lint: {long-title: off, untranslated: note, touch-target: error}`,
/// top level or per stack): per rule, off or the severity its findings get.
public struct LintSettings: Sendable, Hashable {
    /// Rule → nil for off, else the severity to report with.
    public var levels: [LintRule: LintSeverity?]

    /// No settings: every rule at its own severity.
    public init(levels: [LintRule: LintSeverity?] = [:]) { self.levels = levels }

    /// The severity a finding of `rule` that would be `severity` is reported with, or nil when
    /// the rule is off. A setting is the severity of the rule's findings; one the rule itself
    /// rates below its default (untranslated's regional fallback, a note) is never raised by it:
    /// `untranslated: error` fails a build for missing translations, not for `en-GB` showing `en`.
    public func severity(of rule: LintRule, finding severity: LintSeverity) -> LintSeverity? {
        guard let level = levels[rule] else { return rule.isOffByDefault ? nil : severity }
        guard let level else { return nil }
        return severity < rule.defaultSeverity ? min(severity, level) : level
    }

    /// These settings with `other`'s on top (a stack's over the spec's).
    public func overridden(by other: LintSettings) -> LintSettings {
        LintSettings(levels: levels.merging(other.levels) { _, new in new })
    }

    /// The levels a setting may have.
    public static let levelNames = ["off"] + LintSeverity.allCases.map(\.rawValue)
}
