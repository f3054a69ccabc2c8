import ButtonStackBase

/// A key's text for one locale, ready to set, and what a reviewer should know about it.
public struct ResolvedString: Sendable, Hashable {
    /// The text, arguments filled in.
    public var text: String
    /// The locale whose translation was used (`pt` for `pt-BR` when only `pt` has one).
    public var usedLocale: String
    /// Nothing to report, or why the text is not a finished translation.
    public var notes: [StringNote]
}

/// What a lookup found that is not a finished translation.
public enum StringNote: Sendable, Hashable, CustomStringConvertible {
    /// No translation for the locale's language: the source language's text is shown.
    case untranslated(key: String, locale: String, fallback: String)
    /// No translation for the regional locale: its language's text is shown (`pt-BR` shows
    /// `pt`), as iOS falls back; worth a note, not a fix.
    case regionalFallback(key: String, locale: String, fallback: String)
    /// The translation's String Catalog state is `new` or `needs_review`.
    case state(key: String, locale: String, state: String)
    /// A locale of another language has the source language's very text: left untranslated, as
    /// translation services export a missing translation (`en-GB` beside `en` never is).
    case sameAsSource(key: String, locale: String, source: String)
    /// Neither the locale nor the source language has a text for the key: iOS shows the key.
    case keyShown(key: String, locale: String, source: String)

    public var description: String {
        switch self {
        case .untranslated(let key, let locale, let fallback): return "'\(key)' has no \(locale) translation; \(fallback) is shown"
        case .regionalFallback(let key, let locale, let fallback): return "'\(key)' has no \(locale) translation; its language's \(fallback) is shown"
        case .state(let key, let locale, let state): return "'\(key)' in \(locale) is marked \(state.replacing("_", with: " "))"
        case .sameAsSource(let key, let locale, let source): return "'\(key)' in \(locale) is the \(source) text, left untranslated"
        case .keyShown(let key, let locale, let source): return "'\(key)' has no text in \(locale) or \(source): iOS shows the key itself"
        }
    }
}

extension StringTables {
    /// The table named `name`, or a one-line error listing the tables there are.
    public func table(named name: String) throws(StringsError) -> StringTable {
        guard let table = tables[name] else {
            let names = tables.keys.sorted()
            throw StringsError(file: name, problem: names.isEmpty ? "no strings files are loaded (add `strings:` to the spec)"
                                                                   : "no such table (tables: \(names.joined(separator: ", ")))")
        }
        return table
    }

    /// Keys of `table` close to `key`, for "did you mean".
    public func suggestions(for key: String, in table: StringTable) -> [String] {
        EditDistance.suggestions(for: key, among: Array(Set(table.allKeys)).sorted())
    }

    /// The text of `key` in `locale`, falling back as iOS does (`pt-BR` → `pt` → the source
    /// language) and never silently: a fallback to the source language, and a `new` or
    /// `needs_review` translation, come back as notes. Plural and device variations are chosen
    /// by the first numeric argument and `iphone`.
    public func resolve(
        key: String, table name: String, locale: String, arguments: [FormatArgument]
    ) throws -> ResolvedString {
        let table = try table(named: name)
        guard let localizations = table.keys[key] else {
            throw StringsError(file: table.files.first ?? name, problem: "no key '\(key)' in table \(name)")
        }
        let wanted = LanguageTag(locale)
        // The exact tag is the usual case: the fallback chain (which parses every locale of the
        // key) is only worked out when it has no text.
        let used = localizations[locale].map { !$0.isEmpty } == true ? locale
            : Self.fallbackChain(wanted, available: Array(localizations.keys), source: table.sourceLanguage)
                .first { localizations[$0].map { !$0.isEmpty } ?? false }
        var notes: [StringNote] = []
        guard let used, let localization = localizations[used] else {
            // iOS shows the key itself: so does the picture, and lint says so.
            return ResolvedString(text: key, usedLocale: table.sourceLanguage, notes: [.keyShown(key: key, locale: locale, source: table.sourceLanguage)])
        }
        let usedTag = LanguageTag(used)
        if usedTag.language != wanted.language && Self.macrolanguages[wanted.language] != usedTag.language {
            notes.append(.untranslated(key: key, locale: locale, fallback: used))
        } else if !usedTag.sameLocale(as: wanted) && !Self.sameScriptLocalization(usedTag, for: wanted) {
            // pt-BR showing pt, en-GB showing en: worth a note.
            notes.append(.regionalFallback(key: key, locale: locale, fallback: used))
        }
        if notes.isEmpty, Self.isSameAsSource(localization, usedTag, in: localizations, source: table.sourceLanguage) {
            notes.append(.sameAsSource(key: key, locale: locale, source: table.sourceLanguage))
        }
        if let state = localization.state, state == "new" || state == "needs_review" {
            notes.append(.state(key: key, locale: used, state: state))
        }
        let format = StringFormat(locale: LanguageTag(used), substitutions: localization.substitutions)
        let template = Self.choose(localization.value, arguments: arguments, plurals: format.plurals)
        return ResolvedString(text: try format.format(template, arguments), usedLocale: used, notes: notes)
    }

    /// True when `localization`, of a language other than the source language's, holds the
    /// source language's text unchanged.
    static func isSameAsSource(_ localization: Localization, _ used: LanguageTag, in localizations: [String: Localization], source: String) -> Bool {
        let sourceTag = LanguageTag(source)
        guard used.language != sourceTag.language, macrolanguages[used.language] != sourceTag.language,
              let original = localizations[source] else { return false }
        return original.value == localization.value
    }

    /// The locales to try for `wanted`, as iOS picks a localization: the exact tag; the same
    /// language and script (`zh-TW` finds `zh-Hant`, `zh-Hant-TW` finds `zh_TW.lproj`, whose
    /// region implies the script); the language alone; the language in another region (`pt`
    /// finds `pt-BR`, `no` finds `nb`, its written standard); then the source language.
    static func fallbackChain(_ wanted: LanguageTag, available: [String], source: String) -> [String] {
        let tags = available.sorted().map { ($0, LanguageTag($0)) }
        let language = macrolanguages[wanted.language] ?? wanted.language
        var chain: [String] = []
        func add(_ tag: String?) { if let tag, !chain.contains(tag) { chain.append(tag) } }
        func sameLanguage(_ tag: LanguageTag) -> Bool { tag.language == wanted.language || tag.language == language }
        add(tags.first { $0.1.sameLocale(as: wanted) }?.0)
        add(tags.first { $0.1.language == wanted.language && $0.1.script != nil && $0.1.script == wanted.impliedScript }?.0)
        if wanted.impliedScript != nil {
            // A region's folder of the same script: zh_TW.lproj for zh-Hant-TW or zh-HK.
            add(tags.first { $0.1.language == wanted.language && $0.1.region == wanted.region && $0.1.impliedScript == wanted.impliedScript }?.0)
            add(tags.first { $0.1.language == wanted.language && $0.1.impliedScript == wanted.impliedScript }?.0)
        }
        add(tags.first { $0.1.language == wanted.language && $0.1.script == nil && $0.1.region == nil }?.0)
        add(tags.first { sameLanguage($0.1) && $0.1.impliedScript == wanted.impliedScript }?.0)
        add(source)
        return chain
    }

    /// True when `used` is what iOS shows for `wanted` as a matter of course: a localization in
    /// the same Chinese script (`zh_TW.lproj` for `zh-Hant`, `zh-Hant-TW` or `zh-HK`, `zh_CN` for
    /// `zh-Hans`), or Norwegian Bokmål for Norwegian.
    static func sameScriptLocalization(_ used: LanguageTag, for wanted: LanguageTag) -> Bool {
        if macrolanguages[wanted.language] == used.language && used.region == nil { return true }
        guard used.language == wanted.language, let script = wanted.impliedScript else { return false }
        return used.impliedScript == script
    }

    /// Languages whose written standard apps localize into under another code: Norwegian.
    static let macrolanguages = ["no": "nb", "nb": "no"]

    /// The text among variations: a plural form by the first numeric argument (`other` when
    /// there is none), a device form for `iphone`, else `other`.
    static func choose(_ value: LocalizedValue, arguments: [FormatArgument], plurals: PluralRules) -> String {
        switch value {
        case .text(let text):
            return text
        case .plural(let forms):
            let category = arguments.lazy.compactMap(\.operands).first.map(plurals.category(of:)) ?? .other
            return (forms[category] ?? forms[.other]).map { choose($0, arguments: arguments, plurals: plurals) } ?? ""
        case .device(let forms):
            return (forms["iphone"] ?? forms["other"]).map { choose($0, arguments: arguments, plurals: plurals) } ?? ""
        }
    }
}
