import ButtonLayout
import ButtonSpec
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One thing a stack does against the button guidelines (`shared/seeds/001_*`, `004_*`).
public struct LintFinding: Codable, Sendable, Hashable, CustomStringConvertible {
    /// A stable rule id, e.g. `title-truncated`.
    public var rule: String
    /// The button it is about, if one.
    public var button: Int?
    /// One line that says why.
    public var message: String

    public var description: String { "\(rule): \(message)" }
}

/// The rules, each a short function; ``findings(request:configuration:layout:)`` runs them all.
public enum Lint {
    /// Every rule id, with what it checks.
    public static let rules: [(id: String, summary: String)] = [
        ("title-truncated", "a word of a title had to be broken to fit the button"),
        ("title-clipped", "a title or icon does not fit inside its button"),
        ("missing-glyphs", "a title has characters none of the fonts can draw"),
        ("touch-target", "a button is smaller than 44 × 44 pt"),
        ("multiple-primary", "more than one primary (or filled) button in a group"),
        ("destructive-primary", "a destructive button is given the primary emphasis"),
        ("directional-vertical", "a Back/Next pair is stacked vertically"),
        ("primary-not-first", "the primary action is not the first button"),
        ("long-title", "a title longer than about four words at the default text size"),
    ]

    /// The guideline's minimum touch target in points.
    public static let guidelineTarget = 44.0

    /// What `request` laid out as `layout` breaks.
    public static func findings(request: StackRequest, configuration: StackConfiguration, layout: StackLayout) -> [LintFinding] {
        let buttons = request.stack.buttons
        var found: [LintFinding] = []
        found += truncatedTitles(configuration, layout)
        found += clippedContent(configuration, layout)
        found += missingGlyphs(configuration, layout)
        found += smallTargets(layout)
        found += multiplePrimaries(buttons)
        found += destructivePrimaries(buttons)
        found += verticalDirectionalPairs(buttons, configuration, layout)
        found += primaryNotFirst(buttons)
        if request.textSize == .large { found += longTitles(configuration) }
        return found
    }

    static func truncatedTitles(_ configuration: StackConfiguration, _ layout: StackLayout) -> [LintFinding] {
        layout.buttons.enumerated().filter { $0.element.brokeInsideWord }.map { index, _ in
            LintFinding(rule: "title-truncated", button: index,
                        message: "'\(configuration.buttons[index].title)' is broken inside a word: it is wider than the button at this size")
        }
    }

    static func clippedContent(_ configuration: StackConfiguration, _ layout: StackLayout) -> [LintFinding] {
        layout.buttons.enumerated().filter { $0.element.clipped }.map { index, _ in
            LintFinding(rule: "title-clipped", button: index,
                        message: "'\(configuration.buttons[index].title)' does not fit inside its button in mode \(layout.mode.rawValue)")
        }
    }

    static func missingGlyphs(_ configuration: StackConfiguration, _ layout: StackLayout) -> [LintFinding] {
        layout.buttons.enumerated().filter { $0.element.missingGlyphs > 0 }.map { index, placed in
            LintFinding(rule: "missing-glyphs", button: index,
                        message: "'\(configuration.buttons[index].title)' has \(placed.missingGlyphs) character(s) no bundled font covers")
        }
    }

    static func smallTargets(_ layout: StackLayout) -> [LintFinding] {
        layout.buttons.enumerated().filter {
            $0.element.frame.width < guidelineTarget - 1e-9 || $0.element.frame.height < guidelineTarget - 1e-9
        }.map { index, placed in
            LintFinding(rule: "touch-target", button: index,
                        message: "button is \(short(placed.frame.width)) × \(short(placed.frame.height)) pt, below \(short(guidelineTarget)) × \(short(guidelineTarget)) pt")
        }
    }

    static func isPrimary(_ button: ButtonSpec) -> Bool { button.role == .primary || button.style == .filled }

    static func multiplePrimaries(_ buttons: [ButtonSpec]) -> [LintFinding] {
        let primaries = buttons.indices.filter { isPrimary(buttons[$0]) }
        guard primaries.count > 1 else { return [] }
        return [LintFinding(rule: "multiple-primary", button: primaries[1],
                            message: "buttons \(primaries.map(String.init).joined(separator: ", ")) are all primary or filled; a group has one primary action")]
    }

    static func destructivePrimaries(_ buttons: [ButtonSpec]) -> [LintFinding] {
        buttons.indices.filter { buttons[$0].role == .destructive && buttons[$0].style == .filled }.map {
            LintFinding(rule: "destructive-primary", button: $0,
                        message: "a destructive action is styled as the primary (filled) button; give it a secondary style")
        }
    }

    static let backWords: Set<String> = ["back", "previous", "prev", "zurück", "retour", "atrás", "上一步", "返回", "السابق", "رجوع"]
    static let nextWords: Set<String> = ["next", "continue", "weiter", "suivant", "siguiente", "下一步", "继续", "التالي"]
    static let backIcons: Set<String> = ["arrow.left", "chevron.left", "arrow_back", "chevron_left", "navigate_before"]
    static let nextIcons: Set<String> = ["arrow.right", "chevron.right", "arrow_forward", "chevron_right", "navigate_next"]

    static func verticalDirectionalPairs(_ buttons: [ButtonSpec], _ configuration: StackConfiguration, _ layout: StackLayout) -> [LintFinding] {
        guard !layout.mode.isRow else { return [] }
        func matches(_ index: Int, words: Set<String>, icons: Set<String>) -> Bool {
            let title = configuration.buttons[index].title.lowercased().trimming { $0.isPunctuation || $0.isWhitespace }
            return words.contains(title) || buttons[index].icon.map(icons.contains) == true
        }
        let back = buttons.indices.first { matches($0, words: backWords, icons: backIcons) }
        let next = buttons.indices.first { matches($0, words: nextWords, icons: nextIcons) }
        guard let back, let next else { return [] }
        return [LintFinding(rule: "directional-vertical", button: next,
                            message: "buttons \(back) and \(next) are a Back/Next pair stacked vertically in mode \(layout.mode.rawValue); keep directional buttons side by side")]
    }

    static func primaryNotFirst(_ buttons: [ButtonSpec]) -> [LintFinding] {
        guard let first = buttons.indices.first(where: { isPrimary(buttons[$0]) }), first != 0 else { return [] }
        return [LintFinding(rule: "primary-not-first", button: first, message: "the primary action is button \(first); put it first in the group")]
    }

    static func longTitles(_ configuration: StackConfiguration) -> [LintFinding] {
        configuration.buttons.enumerated().compactMap { index, button in
            let words = button.title.split(whereSeparator: { $0 == " " }).count
            let ideographic = button.title.unicodeScalars.filter { (0x3040...0x9FFF).contains($0.value) }.count
            guard words > 4 || ideographic > 10 else { return nil }
            return LintFinding(rule: "long-title", button: index,
                               message: "'\(button.title)' is \(words > 4 ? "\(words) words" : "\(ideographic) characters") long; aim for 1–4 words")
        }
    }

    private static func short(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : fixed(value, places: 1)
    }
}
