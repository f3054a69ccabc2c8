import ButtonStackBase
import Testing
@testable import ButtonStrings

/// CLDR's rules, checked against CLDR's own samples and against the forms translators know.
@Suite struct PluralRulesTests {
    /// Every integer sample CLDR lists for every category of every language falls in that category.
    @Test func everyCLDRIntegerSampleFallsInItsCategory() {
        var checked = 0
        for group in PluralRules.cldrTable {
            let rules = PluralRules(locale: LanguageTag(group.locales[0]))
            for rule in group.rules {
                for sample in Self.integers(in: rule.integerSamples) {
                    #expect(rules.category(of: sample).rawValue == rule.category, "\(group.locales[0]) \(sample)")
                    checked += 1
                }
            }
        }
        #expect(checked > 1_000)
    }

    @Test(arguments: [
        ("ru", [1: "one", 2: "few", 5: "many", 21: "one", 11: "many", 22: "few", 0: "many", 111: "many"]),
        ("ar", [0: "zero", 1: "one", 2: "two", 3: "few", 11: "many", 100: "other", 103: "few"]),
        ("pl", [1: "one", 2: "few", 5: "many", 22: "few", 12: "many", 0: "many"]),
        ("cs", [1: "one", 3: "few", 5: "other"]),
        ("fr", [0: "one", 1: "one", 2: "other", 1_000_000: "many"]),
        ("ja", [0: "other", 1: "other", 2: "other"]),
        ("en", [0: "other", 1: "one", 2: "other"]),
        ("pt-PT", [0: "other", 1: "one"]),
        ("pt-BR", [0: "one", 1: "one", 2: "other"]),
    ])
    func knownForms(locale: String, expected: [Int: String]) {
        let rules = PluralRules(locale: LanguageTag(locale))
        for (number, category) in expected {
            #expect(rules.category(of: number).rawValue == category, "\(locale) \(number)")
        }
    }

    @Test func decimalsUseTheirVisibleDigits() throws {
        let en = PluralRules(locale: LanguageTag("en"))
        #expect(en.category(of: try #require(PluralOperands(decimal: "1"))) == .one)
        #expect(en.category(of: try #require(PluralOperands(decimal: "1.0"))) == .other)
        let ru = PluralRules(locale: LanguageTag("ru"))
        #expect(ru.category(of: try #require(PluralOperands(decimal: "1.5"))) == .other)
    }

    /// `2~4, 22, 1002, …` → 2, 3, 4, 22, 1002.
    static func integers(in samples: String) -> [Int] {
        samples.split(separator: ",").flatMap { item -> [Int] in
            let text = String(item).trimmingWhitespace
            if text.contains("~") {
                let bounds = text.split(separator: "~").compactMap { Int($0) }
                guard bounds.count == 2 else { return [] }
                return Array(bounds[0]...bounds[1])
            }
            // CLDR writes large samples in compact form (1c6); plain integers only here.
            return Int(text).map { [$0] } ?? []
        }
    }
}
