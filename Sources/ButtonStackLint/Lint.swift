import StackEngine
import ButtonStackBase
import ButtonLayout
import AppIcons
import ButtonSpec
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One thing a stack does against the button guidelines (`shared/seeds/001_*`, `004_*`).
public struct LintFinding: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The rule, by its stable id (`title-truncated`).
    public var rule: LintRule
    /// How much it matters: the rule's own severity, or the spec's `lint:` setting.
    public var severity: LintSeverity
    /// The button it is about, if one.
    public var button: Int?
    /// One line that says why.
    public var message: String
    /// For `untranslated`: the locale whose text is shown instead (`pt` for `pt-BR`).
    public var fallback: String?

    /// A finding of `rule` at the rule's own severity.
    public init(rule: LintRule, severity: LintSeverity? = nil, button: Int?, message: String, fallback: String? = nil) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.button = button
        self.message = message
        self.fallback = fallback
    }

    public var description: String { "\(severity.rawValue): \(rule.rawValue): \(message)" }
}

/// The rules, each a short function of the laid-out stack; ``findings(_:)`` runs them all.
public enum Lint {
    /// Every rule id, with what it checks.
    public static var rules: [(id: String, summary: String)] { LintRule.allCases.map { ($0.rawValue, $0.summary) } }

    /// The guideline's minimum touch target in points.
    public static let guidelineTarget = 44.0

    /// How far ink may reach past its button before it counts (anti-aliasing's half pixel at @1x).
    public static let inkTolerance = 0.5

    /// What `stack` breaks, at the severities its spec's `lint:` settings give (a rule set `off`
    /// finds nothing); `rooms` are its translated titles' rooms (``ButtonStackEngine/titleRooms(_:)``),
    /// for `over-budget`.
    public static func findings(_ stack: LaidOutStack, rooms: [TitleRoom] = []) -> [LintFinding] {
        let settings = stack.request.stack.lint ?? LintSettings()
        return (allFindings(stack) + overBudget(rooms, titles: stack.buttons.map(\.content.title))).compactMap { finding in
            guard let severity = settings.severity(of: finding.rule, finding: finding.severity) else { return nil }
            var set = finding
            set.severity = severity
            return set
        }
    }

    /// What `stack` breaks, every rule at its own severity.
    static func allFindings(_ stack: LaidOutStack) -> [LintFinding] {
        let buttons = stack.buttons
        var found: [LintFinding] = []
        found += truncatedTitles(buttons)
        found += clippedContent(buttons, mode: stack.layout.mode)
        found += clippedInk(buttons, direction: stack.configuration.direction)
        found += missingGlyphs(buttons)
        found += smallTargets(buttons)
        found += multiplePrimaries(buttons)
        found += destructivePrimaries(buttons)
        found += verticalDirectionalPairs(buttons, mode: stack.layout.mode)
        found += primaryNotFirst(buttons)
        if stack.request.textSize == .large { found += longTitles(buttons, locale: stack.request.locale) }
        found += untranslated(buttons)
        found += placeholderIcons(buttons, appIcons: stack.request.stack.appIcons)
        if let target = stack.request.stack.platform?.iOS { found += unavailableIcons(buttons, target: target) }
        return found
    }

    static func truncatedTitles(_ buttons: [LaidOutButton]) -> [LintFinding] {
        buttons.filter(\.placement.brokeInsideWord).map { button in
            LintFinding(rule: .titleTruncated, button: button.index,
                        message: "'\(button.content.title)' is broken inside a word: it is wider than the button at this size")
        }
    }

    static func clippedContent(_ buttons: [LaidOutButton], mode: StackMode) -> [LintFinding] {
        buttons.filter(\.placement.clipped).map { button in
            LintFinding(rule: .titleClipped, button: button.index,
                        message: "'\(button.content.title)' does not fit inside its button in mode \(mode.rawValue)")
        }
    }

    static func missingGlyphs(_ buttons: [LaidOutButton]) -> [LintFinding] {
        buttons.filter { $0.placement.missingGlyphs > 0 }.map { button in
            LintFinding(rule: .missingGlyphs, button: button.index,
                        message: "'\(button.content.title)' has \(button.placement.missingGlyphs) character(s) no bundled font covers")
        }
    }

    static func smallTargets(_ buttons: [LaidOutButton]) -> [LintFinding] {
        buttons.filter {
            $0.placement.frame.width < guidelineTarget - 1e-9 || $0.placement.frame.height < guidelineTarget - 1e-9
        }.map { button in
            let frame = button.placement.frame
            return LintFinding(rule: .touchTarget, button: button.index,
                               message: "button is \(short(frame.width)) × \(short(frame.height)) pt, below \(short(guidelineTarget)) × \(short(guidelineTarget)) pt")
        }
    }

    /// The primary role, or a prominent style: filled, or iOS 26's prominent glass.
    static func isPrimary(_ button: LaidOutButton) -> Bool { button.spec.role == .primary || button.spec.style.isProminent }

    static func multiplePrimaries(_ buttons: [LaidOutButton]) -> [LintFinding] {
        let primaries = buttons.filter(isPrimary).map(\.index)
        guard primaries.count > 1 else { return [] }
        return [LintFinding(rule: .multiplePrimary, button: primaries[1],
                            message: "buttons \(primaries.map(String.init).joined(separator: ", ")) are all primary or filled; a group has one primary action")]
    }

    static func destructivePrimaries(_ buttons: [LaidOutButton]) -> [LintFinding] {
        buttons.filter { $0.spec.role == .destructive && $0.spec.style == .filled }.map {
            LintFinding(rule: .destructivePrimary, button: $0.index,
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
        return [LintFinding(rule: .directionalVertical, button: next,
                            message: "buttons \(back) and \(next) are a Back/Next pair stacked vertically in mode \(mode.rawValue); keep directional buttons side by side")]
    }

    static func primaryNotFirst(_ buttons: [LaidOutButton]) -> [LintFinding] {
        guard let first = buttons.first(where: isPrimary)?.index, first != 0 else { return [] }
        return [LintFinding(rule: .primaryNotFirst, button: first, message: "the primary action is button \(first); put it first in the group")]
    }

    static func longTitles(_ buttons: [LaidOutButton], locale: String) -> [LintFinding] {
        buttons.compactMap { button in
            let title = button.content.title
            let words = wordCount(title, locale: locale)
            let ideographic = title.unicodeScalars.filter { (0x3040...0x9FFF).contains($0.value) }.count
            guard words > 4 || ideographic > 10 else { return nil }
            return LintFinding(rule: .longTitle, button: button.index,
                               message: "'\(title)' is \(words > 4 ? "about \(words) words" : "\(ideographic) characters") long; aim for 1–4 words")
        }
    }

    /// Languages that put a space between syllables, not words, with the syllables a word has on
    /// average: Vietnamese writes "ứng dụng" (one word, "app") as two.
    static let syllablesPerWord: [String: Int] = ["vi": 2]

    /// The words of `title` in `locale`: spaces apart, or syllables a word where the language
    /// spaces syllables ('Mở cài đặt ứng dụng' is three words, not five).
    static func wordCount(_ title: String, locale: String) -> Int {
        let parts = title.split(whereSeparator: { $0 == " " }).count
        let perWord = syllablesPerWord[LanguageTag(locale).language] ?? 1
        return (parts + perWord - 1) / perWord
    }

    /// A translation missing (another language shown: a warning; the locale's own language, as
    /// `pt` for `pt-BR`: a note) or not finished (`new`, `needs_review`: a warning).
    static func untranslated(_ buttons: [LaidOutButton]) -> [LintFinding] {
        buttons.flatMap { button in
            button.notes.map { note in
                switch note {
                case .untranslated(_, _, let fallback):
                    return LintFinding(rule: .untranslated, severity: .warning, button: button.index, message: "\(note)", fallback: fallback)
                case .regionalFallback(_, _, let fallback):
                    return LintFinding(rule: .untranslated, severity: .note, button: button.index, message: "\(note)", fallback: fallback)
                case .state:
                    return LintFinding(rule: .untranslated, severity: .warning, button: button.index, message: "\(note)")
                case .sameAsSource:
                    return LintFinding(rule: .sameAsSource, button: button.index, message: "\(note)")
                case .keyShown(_, _, let source):
                    return LintFinding(rule: .untranslated, severity: .warning, button: button.index, message: "\(note)", fallback: source)
                }
            }
        }
    }

    /// Ink that reaches past its button (a Nastaliq swash, marks stacked above a line, an
    /// italic's overhang), where the picture cuts it off as the button's bounds do; a title
    /// already reported as not fitting (`title-clipped`) is not reported again.
    static func clippedInk(_ buttons: [LaidOutButton], direction: LayoutDirection) -> [LintFinding] {
        buttons.filter { !$0.placement.clipped }.compactMap { button in
            let frame = button.placement.frame
            var worst: (part: ButtonPart, edge: String, by: Double)?
            for (part, ink) in button.ink(direction: direction) {
                for (edge, by) in [("top", frame.minY - ink.minY), ("bottom", ink.maxY - frame.maxY),
                                   ("left", frame.minX - ink.minX), ("right", ink.maxX - frame.maxX)]
                where by > inkTolerance && by > (worst?.by ?? 0) {
                    worst = (part, edge, by)
                }
            }
            guard let worst else { return nil }
            let what = worst.part == .icon ? "the icon" : "'\(worst.part == .title ? button.content.title : button.content.subtitle ?? "")'"
            return LintFinding(rule: .inkClipped, button: button.index,
                               message: "\(what) is drawn \(short(worst.by)) pt past the button's \(worst.edge) edge, where it is cut off")
        }
    }

    /// A translation wider than its room: the source language's `keepMode` (the stack changes
    /// mode with it), or its `whole` where there is no mode to keep (it takes more lines, and a
    /// word that wide is broken).
    static func overBudget(_ rooms: [TitleRoom], titles: [String]) -> [LintFinding] {
        rooms.compactMap { room in
            let budget = room.budget.budget
            guard room.width > budget.room + 1e-6, titles.indices.contains(room.button) else { return nil }
            let what = budget.keepMode == nil ? "it no longer fits one line of its button" : "the stack leaves mode \(budget.mode.rawValue)"
            let key = room.budget.reference.map { " (key \($0.key))" } ?? ""
            return LintFinding(rule: .overBudget, button: room.button,
                               message: "'\(titles[room.button])'\(key) is \(short(room.width)) pt wide, over its room of \(short(budget.room)) pt (\(room.budget.request.locale) '\(room.budget.source)'): \(what)")
        }
    }

    /// An SF Symbols name without a stand-in draws a placeholder; where the app's own assets have a
    /// set of that name, the finding says to write `asset:NAME` (an SF name is taken first).
    static func placeholderIcons(_ buttons: [LaidOutButton], appIcons: AppIconSource? = nil) -> [LintFinding] {
        buttons.compactMap { button in
            guard let icon = button.icon, icon.resolution.isPlaceholder, !button.spec.loading else { return nil }
            let name = icon.resolution.name
            let fix = appIcons?.catalog.asset(named: name).map { "write 'asset:\($0.name)' to draw the app's own asset of that name" }
                ?? "its layout is measured right; to see a glyph, name the app's own icon (asset:NAME with `assets:` in the spec) or a Material Symbol (material:NAME)"
            return LintFinding(rule: .iconPlaceholder, button: button.index,
                               message: "'\(name)' is an SF Symbols name without a Material Symbols stand-in; a placeholder of the same size is drawn (\(fix))")
        }
    }

    /// An SF Symbols name newer than the deployment target: iOS draws nothing for it there. The
    /// finding names the iOS it needs and the older spelling to write where a rename has one.
    static func unavailableIcons(_ buttons: [LaidOutButton], target: OSVersion) -> [LintFinding] {
        buttons.compactMap { button in
            guard let icon = button.icon, !button.spec.loading, let availability = icon.resolution.availability,
                  availability.iOS > target else { return nil }
            let name = icon.resolution.name
            let older = availability.spelling(availableOn: target).map { "; write '\($0)' for iOS \(target) (iOS still draws it later)" }
            return LintFinding(rule: .iconUnavailable, button: button.index,
                               message: "'\(name)' needs iOS \(availability.iOS) (SF Symbols \(availability.version)); the deployment target is iOS \(target)\(older ?? "")")
        }
    }

    private static func short(_ value: Double) -> String { ButtonStackBase.short(value, places: 1) }
}
