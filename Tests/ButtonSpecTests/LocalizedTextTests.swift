import Testing
import ButtonSpec
import ButtonStackBase

/// Which translation a locale gets: the quick look for the exact locale picks what the full
/// comparison of every tag picks.
@Suite struct LocalizedTextTests {
    /// The rule as written before the quick look: every tag parsed, then compared in turn.
    private func pickedByEveryTag(_ text: LocalizedText, _ locale: String) -> LocalizedText.Entry {
        let wanted = LanguageTag(locale)
        let parsed = text.entries.map { ($0, LanguageTag($0.locale)) }
        if let exact = parsed.first(where: { $0.1.sameLocale(as: wanted) }) { return exact.0 }
        if let script = parsed.first(where: { $0.1.language == wanted.language && $0.1.script != nil && $0.1.script == wanted.impliedScript }) {
            return script.0
        }
        if let language = parsed.first(where: { $0.1.language == wanted.language && $0.1.region == nil && $0.1.script == nil }) {
            return language.0
        }
        if let language = parsed.first(where: { $0.1.language == wanted.language }) { return language.0 }
        if let english = parsed.first(where: { $0.1.language == "en" }) { return english.0 }
        return text.entries[0]
    }

    @Test func theExactLocaleIsPickedAsEveryTagComparedPicksIt() {
        let spellings = ["en", "EN-gb", "en_GB", "pt_BR", "pt-br", "PT", "zh-Hant", "zh_hant_TW", "zh-HK", "ZH", "sr-Latn",
                         "de", "de-AT", "-de", "", "und", "x", "fil", "fi", "ar-EG", "Ελ", "ku-Arab", "e-\u{301}n", "en-\u{301}"]
        let locales = spellings + ["zh-Hans", "zh-TW", "pt-PT", "sr", "de-CH", "en-US", "ar", "tl", "fi-FI", "el"]
        // Every window of the spellings, in both orders, as a title's translations.
        for start in spellings.indices {
            for count in [1, 3, 7, spellings.count] where start + count <= spellings.count {
                let window = Array(spellings[start..<(start + count)])
                for order in [window, window.reversed()] {
                    let text = LocalizedText(entries: order.enumerated().map { LocalizedText.Entry(locale: $1, text: "\($0)") })
                    for locale in locales {
                        #expect(text.entry(for: locale) == pickedByEveryTag(text, locale), "\(locale) in \(order)")
                    }
                }
            }
        }
    }
}
