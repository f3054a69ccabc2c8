import StackEngine
import ButtonStackBase
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

/// The rules, each a short function of the laid-out stack; ``findings(_:)`` runs them all.
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
        ("untranslated", "a title from the app's strings has no translation for the locale, or one marked new or needs review"),
        ("icon-placeholder", "an SF Symbols name has no Material Symbols stand-in yet: a placeholder is drawn in its place"),
    ]

    /// The guideline's minimum touch target in points.
    public static let guidelineTarget = 44.0

    /// What `stack` breaks.
    public static func findings(_ stack: LaidOutStack) -> [LintFinding] {
        let buttons = stack.buttons
        var found: [LintFinding] = []
        found += truncatedTitles(buttons)
        found += clippedContent(buttons, mode: stack.layout.mode)
        found += missingGlyphs(buttons)
        found += smallTargets(buttons)
        found += multiplePrimaries(buttons)
        found += destructivePrimaries(buttons)
        found += verticalDirectionalPairs(buttons, mode: stack.layout.mode)
        found += primaryNotFirst(buttons)
        if stack.request.textSize == .large { found += longTitles(buttons) }
        found += untranslated(buttons)
        found += placeholderIcons(buttons)
        return found
    }

    static func truncatedTitles(_ buttons: [LaidOutButton]) -> [LintFinding] {
        buttons.filter(\.placement.brokeInsideWord).map { button in
            LintFinding(rule: "title-truncated", button: button.index,
                        message: "'\(button.content.title)' is broken inside a word: it is wider than the button at this size")
        }
    }

    static func clippedContent(_ buttons: [LaidOutButton], mode: StackMode) -> [LintFinding] {
        buttons.filter(\.placement.clipped).map { button in
            LintFinding(rule: "title-clipped", button: button.index,
                        message: "'\(button.content.title)' does not fit inside its button in mode \(mode.rawValue)")
        }
    }

    static func missingGlyphs(_ buttons: [LaidOutButton]) -> [LintFinding] {
        buttons.filter { $0.placement.missingGlyphs > 0 }.map { button in
            LintFinding(rule: "missing-glyphs", button: button.index,
                        message: "'\(button.content.title)' has \(button.placement.missingGlyphs) character(s) no bundled font covers")
        }
    }

    static func smallTargets(_ buttons: [LaidOutButton]) -> [LintFinding] {
        buttons.filter {
            $0.placement.frame.width < guidelineTarget - 1e-9 || $0.placement.frame.height < guidelineTarget - 1e-9
        }.map { button in
            let frame = button.placement.frame
            return LintFinding(rule: "touch-target", button: button.index,
                               message: "button is \(short(frame.width)) × \(short(frame.height)) pt, below \(short(guidelineTarget)) × \(short(guidelineTarget)) pt")
        }
    }

    static func isPrimary(_ button: LaidOutButton) -> Bool { button.spec.role == .primary || button.spec.style == .filled }

    static func multiplePrimaries(_ buttons: [LaidOutButton]) -> [LintFinding] {
        let primaries = buttons.filter(isPrimary).map(\.index)
        guard primaries.count > 1 else { return [] }
        return [LintFinding(rule: "multiple-primary", button: primaries[1],
                            message: "buttons \(primaries.map(String.init).joined(separator: ", ")) are all primary or filled; a group has one primary action")]
    }

    static func destructivePrimaries(_ buttons: [LaidOutButton]) -> [LintFinding] {
        buttons.filter { $0.spec.role == .destructive && $0.spec.style == .filled }.map {
            LintFinding(rule: "destructive-primary", button: $0.index,
                        message: "a destructive action is styled as the primary (filled) button; give it a secondary style")
        }
    }

    static let backWords: Set<String> = ["back", "previous", "prev", "zurück", "retour", "atrás", "上一步", "返回", "السابق", "رجوع"]
    static let nextWords: Set<String> = ["next", "continue", "weiter", "suivant", "siguiente", "下一步", "继续", "التالي"]
    static let backIcons: Set<String> = ["arrow.left", "chevron.left", "arrow_back", "chevron_left", "navigate_before"]
    static let nextIcons: Set<String> = ["arrow.right", "chevron.right", "arrow_forward", "chevron_right", "navigate_next"]

    static func verticalDirectionalPairs(_ buttons: [LaidOutButton], mode: StackMode) -> [LintFinding] {
        guard !mode.isRow else { return [] }
        func matches(_ button: LaidOutButton, words: Set<String>, icons: Set<String>) -> Bool {
            let title = button.content.title.lowercased().trimming { $0.isPunctuation || $0.isWhitespace }
            return words.contains(title) || button.spec.icon.map(icons.contains) == true
        }
        let back = buttons.first { matches($0, words: backWords, icons: backIcons) }?.index
        let next = buttons.first { matches($0, words: nextWords, icons: nextIcons) }?.index
        guard let back, let next else { return [] }
        return [LintFinding(rule: "directional-vertical", button: next,
                            message: "buttons \(back) and \(next) are a Back/Next pair stacked vertically in mode \(mode.rawValue); keep directional buttons side by side")]
    }

    static func primaryNotFirst(_ buttons: [LaidOutButton]) -> [LintFinding] {
        guard let first = buttons.first(where: isPrimary)?.index, first != 0 else { return [] }
        return [LintFinding(rule: "primary-not-first", button: first, message: "the primary action is button \(first); put it first in the group")]
    }

    static func longTitles(_ buttons: [LaidOutButton]) -> [LintFinding] {
        buttons.compactMap { button in
            let title = button.content.title
            let words = title.split(whereSeparator: { $0 == " " }).count
            let ideographic = title.unicodeScalars.filter { (0x3040...0x9FFF).contains($0.value) }.count
            guard words > 4 || ideographic > 10 else { return nil }
            return LintFinding(rule: "long-title", button: button.index,
                               message: "'\(title)' is \(words > 4 ? "\(words) words" : "\(ideographic) characters") long; aim for 1–4 words")
        }
    }

    static func untranslated(_ buttons: [LaidOutButton]) -> [LintFinding] {
        buttons.flatMap { button in
            button.notes.map { LintFinding(rule: "untranslated", button: button.index, message: "\($0)") }
        }
    }

    static func placeholderIcons(_ buttons: [LaidOutButton]) -> [LintFinding] {
        buttons.compactMap { button in
            guard let icon = button.icon, icon.resolution.isPlaceholder, !button.spec.loading else { return nil }
            return LintFinding(rule: "icon-placeholder", button: button.index,
                               message: "'\(icon.resolution.name)' is an SF Symbols name without a Material Symbols stand-in; a placeholder of the same size is drawn (add it to Scripts/make-icon-map.py)")
        }
    }

    private static func short(_ value: Double) -> String { ButtonStackBase.short(value, places: 1) }
}
