import PropertyBased
import Testing
@testable import ButtonStackBase

/// Locale tags are read the same however they are parsed: the byte-by-byte reading of ASCII tags
/// gives what the Character-by-Character reading gives, for real tags and for any mix of letters,
/// digits, `-` and `_`.
@Suite struct LanguageTagTests {
    static let fragments = ["zh", "Hant", "hans", "TW", "hk", "-", "_", "en", "419", "x", "Latn", "sr", "DE", "1", "abcd", "", "Zz", "ü", "@", "[", "`", "{", "\r\n", "Ÿ"]
    static let tag = Gen.element(of: fragments).compactMap { $0 }.array(of: 0...6).map { $0.joined() }

    @Test(arguments: ["zh-Hant", "zh_TW", "de_DE", "es-419", "sr-Latn-RS", "pt-BR", "en", "", "-", "ZH-hANS-cn", "und"])
    func realTagsReadAsBefore(_ text: String) {
        #expect(LanguageTag.parseASCII(text) == LanguageTag.parseCharacters(text))
        #expect(LanguageTag(text) == LanguageTag.parseCharacters(text))
    }

    @Test func anyTagReadsTheSameEitherWay() async {
        await propertyCheck(count: 2_000, input: Self.tag) { text in
            #expect(LanguageTag(text) == LanguageTag.parseCharacters(text), "\(text)")
            if text.utf8.allSatisfy({ $0 < 0x80 }) { #expect(LanguageTag.parseASCII(text) != nil) } else { #expect(LanguageTag.parseASCII(text) == nil) }
        }
    }

    @Test func partsAreNormalised() {
        let tag = LanguageTag("ZH_hant_tw")
        #expect(tag.tag == "ZH-hant-tw" && tag.language == "zh" && tag.script == "Hant" && tag.region == "TW")
    }

    /// A locale the user types is spelled as iOS spells it, so its pictures' names match the
    /// references (`HE` draws `…_he_…`).
    @Test(arguments: [("HE", "he"), ("zh-hant", "zh-Hant"), ("ZH_hant_tw", "zh-Hant-TW"), ("pt_br", "pt-BR"), ("es-419", "es-419"),
                      ("sr-latn-rs", "sr-Latn-RS"), ("EN-xa", "en-XA"), ("Double-Length", "double-length"), ("ca-ES-valencia", "ca-ES-valencia")])
    func canonicalSpelling(_ typed: String, _ canonical: String) {
        #expect(LanguageTag.canonical(typed) == canonical)
    }

    /// A word is not a language code: `german` is a mistake on the command line, `de` and the
    /// pseudo-locales are not.
    @Test func namesALanguageOnlyByItsCode() {
        #expect(!LanguageTag.namesALanguage("german") && !LanguageTag.namesALanguage("English") && !LanguageTag.namesALanguage("e"))
        #expect(LanguageTag.namesALanguage("de") && LanguageTag.namesALanguage("haw") && LanguageTag.namesALanguage("zh-Hant-TW"))
        #expect(LanguageTag.namesALanguage("accented") && LanguageTag.namesALanguage("right-to-left") && LanguageTag.namesALanguage("en-XA"))
    }
}
