import ButtonStackBase
import Testing
@testable import Typesetter

/// Thai, Lao, Khmer and Burmese write no spaces between words; iOS breaks them between dictionary
/// words. ICU's word iterator is the oracle: whenever every word fits the width on its own, every
/// line ends where ICU puts a word boundary, and nothing is reported broken inside a word.
@Suite struct DictionaryBreakingTests {
    static let titles: [(text: String, locale: String)] = [
        ("บันทึกการเปลี่ยนแปลงทั้งหมด", "th"),      // Save all changes
        ("ເປີດໃນໂປຣແກຣມທ່ອງເວັບ ບັນທຶກການປ່ຽນແປງທັງໝົດ", "lo"),
        ("រក្សាទុកការផ្លាស់ប្តូរទាំងអស់", "km"),
        ("ပြောင်းလဲမှုအားလုံးကို သိမ်းဆည်းပါ", "my"),
    ]

    @Test(arguments: titles)
    func linesEndOnlyBetweenDictionaryWordsWhenEveryWordFits(title: (text: String, locale: String)) throws {
        let style = TextStyle(size: 28, locale: LanguageTag(title.locale))
        let oracle = ICUOracle.words(in: title.text, locale: title.locale)
        #expect(oracle.words.count >= 3, "ICU finds the words: \(oracle.words)")
        let widest = try oracle.words.map { try sharedTypesetter.layout($0, style: style).width }.max() ?? 0
        let whole = try sharedTypesetter.layout(title.text, style: style).width
        var wrapped = 0
        for width in stride(from: (widest + 0.5).rounded(.up), to: whole, by: 3) {
            for strategy in LineBreakStrategy.allCases {
                var lineStyle = style
                lineStyle.lineBreakStrategy = strategy
                let layout = try sharedTypesetter.layout(title.text, style: lineStyle, maxWidth: width)
                let ends = layout.lines.map(\.range.upperBound)
                #expect(ends.allSatisfy(oracle.boundaries.contains), "\(title.locale) \(width) \(strategy): \(layout.lines.map(\.text))")
                #expect(!layout.brokeInsideWord, "\(title.locale) \(width) \(strategy): \(layout.lines.map(\.text))")
                #expect(layout.lines.allSatisfy { $0.width <= width + 1e-9 })
                if layout.lines.count > 1 { wrapped += 1 }
            }
        }
        #expect(wrapped > 0)
    }

    /// The issue's case: at 28 pt in 150 pt the Thai title broke inside เปลี่ยน (change) and was
    /// reported truncated although every word fits.
    @Test func theThaiTitleOfTheIssueBreaksBetweenWords() throws {
        let layout = try sharedTypesetter.layout("บันทึกการเปลี่ยนแปลงทั้งหมด", style: TextStyle(size: 28, locale: LanguageTag("th")), maxWidth: 150)
        #expect(!layout.brokeInsideWord)
        #expect(layout.lines.allSatisfy { !$0.text.hasSuffix("การเป") && !$0.text.hasPrefix("ลี่ยน") }, "\(layout.lines.map(\.text))")
        #expect(layout.lines.map(\.text).joined() == "บันทึกการเปลี่ยนแปลงทั้งหมด")
    }

    /// A word wider than the line is still broken, by character, and reported.
    @Test func aDictionaryWordWiderThanTheLineIsBrokenAndReported() throws {
        let style = TextStyle(size: 53, locale: LanguageTag("th"))
        let word = try sharedTypesetter.layout("เปลี่ยนแปลง", style: style)
        let layout = try sharedTypesetter.layout("เปลี่ยนแปลง", style: style, maxWidth: word.width * 0.6)
        #expect(layout.lines.count >= 2)
        #expect(layout.brokeInsideWord)
        #expect(layout.lines.map(\.text).joined() == "เปลี่ยนแปลง")
    }
}

/// UIKit's `.hangulWordPriority`: Korean breaks only at spaces while every word fits; a word too
/// wide for the line is broken by character and reported. `none` breaks between syllables.
@Suite struct HangulWordTests {
    static let text = "모든 변경 사항을 저장하기"
    static let words = text.split(separator: " ").map(String.init)
    let style = TextStyle(size: 28, locale: LanguageTag("ko"))

    @Test func koreanBreaksOnlyAtSpacesWhileEveryWordFits() throws {
        let widest = try Self.words.map { try sharedTypesetter.layout($0, style: style).width }.max() ?? 0
        let whole = try sharedTypesetter.layout(Self.text, style: style).width
        for width in stride(from: (widest + 0.5).rounded(.up), to: whole, by: 2) {
            let layout = try sharedTypesetter.layout(Self.text, style: style, maxWidth: width)
            #expect(!layout.brokeInsideWord)
            #expect(layout.lines.count > 1)
            let lineWords = layout.lines.flatMap { $0.text.split(separator: " ").map(String.init) }
            #expect(lineWords == Self.words, "\(width): \(layout.lines.map(\.text))")
        }
    }

    /// The issue's case: 모든 변경 사 | 항을 저장하 | 기 broke inside 사항을 and 저장하기.
    @Test func theKoreanTitleOfTheIssueKeepsItsWords() throws {
        let layout = try sharedTypesetter.layout(Self.text, style: style, maxWidth: 150)
        #expect(layout.lines.allSatisfy { line in line.text.split(separator: " ").allSatisfy { Self.words.contains(String($0)) } },
                "\(layout.lines.map(\.text))")
        #expect(!layout.brokeInsideWord)
    }

    @Test func aKoreanWordTooWideIsBrokenByCharacterAndReported() throws {
        let word = try sharedTypesetter.layout("저장하기", style: style).width
        let layout = try sharedTypesetter.layout(Self.text, style: style, maxWidth: word * 0.7)
        #expect(layout.brokeInsideWord)
        #expect(layout.lines.map(\.text).joined(separator: " ").split(separator: " ").joined() == Self.words.joined())
        #expect(layout.lines.allSatisfy { $0.width <= word * 0.7 })
    }

    @Test func withoutTheStrategyHangulBreaksBetweenSyllables() throws {
        var plain = style
        plain.lineBreakStrategy = .none
        let layout = try sharedTypesetter.layout(Self.text, style: plain, maxWidth: 150)
        let lineWords = layout.lines.flatMap { $0.text.split(separator: " ").map(String.init) }
        #expect(lineWords != Self.words, "UAX #14 alone breaks between syllables: \(layout.lines.map(\.text))")
        #expect(!layout.brokeInsideWord, "a break between syllables is an opportunity, not a forced break")
    }

    /// Latin, digits and brackets written against a Korean word belong to it.
    @Test func latinAndBracketsAgainstHangulStayWithTheWord() {
        let text = Array("iPhone에서 저장(S)".unicodeScalars.map(\.value))
        var breaks = LineBreaker.opportunities(in: text, language: LanguageTag("ko"), iterators: BreakIteratorPool())
        HangulWords.keepWhole(text, &breaks)
        let allowed = breaks.indices.dropLast().filter { breaks[$0] == .allowed }
        #expect(allowed == [8], "only after the space: \(allowed)")
    }
}

/// UIKit's `.pushOut`: a wrapped title's last line holds at least two words when the line above
/// can give it one; `none` fills lines greedily.
@Suite struct PushOutTests {
    @Test func theLastWordIsNotLeftAloneInEnglish() throws {
        let style = TextStyle(size: 17)
        let width = try sharedTypesetter.layout("Copy link to", style: style).width + 1
        var plain = style
        plain.lineBreakStrategy = .none
        let greedy = try sharedTypesetter.layout("Copy link to message", style: plain, maxWidth: width)
        #expect(greedy.lines.map(\.text) == ["Copy link to", "message"])
        let label = try sharedTypesetter.layout("Copy link to message", style: style, maxWidth: width)
        #expect(label.lines.map(\.text) == ["Copy link", "to message"])
        #expect(label.lines.allSatisfy { $0.width <= width })
    }

    /// Over every width: no last line of one word under a line of two or more, unless moving one
    /// word down would not fit; and no line wider than the width.
    @Test(arguments: [
        ("Copy link to message", "en"), ("Zur Leseliste hinzufügen und später lesen", "de"),
        ("الفتح في سفاري الآن", "ar"), ("Nachricht an alle weiterleiten", "de"), ("Open in a new window", "en"),
    ])
    func noOrphanWordWhereTheLineAboveCanSpareOne(text: String, locale: String) throws {
        let style = TextStyle(size: 17, locale: LanguageTag(locale))
        for width in stride(from: 40.0, through: 320, by: 3) {
            let layout = try sharedTypesetter.layout(text, style: style, maxWidth: width)
            #expect(layout.lines.allSatisfy { $0.width <= width + 1e-9 || $0.brokeInsideWord })
            guard layout.lines.count >= 2, !layout.brokeInsideWord else { continue }
            #expect(layout.lines.map(\.text).joined(separator: " ") == text, "\(width)")
            let last = layout.lines[layout.lines.count - 1].text, above = layout.lines[layout.lines.count - 2].text
            let aboveWords = above.split(separator: " ")
            guard !last.contains(" "), aboveWords.count >= 2, let moved = aboveWords.last else { continue }
            let pushed = try sharedTypesetter.layout("\(moved) \(last)", style: style).width
            #expect(pushed > width, "\(locale) \(width): \(layout.lines.map(\.text)) leaves '\(last)' alone")
        }
    }

    /// Thai words are dictionary words (no spaces): the last line gets two of them.
    @Test func aThaiLastLineHoldsTwoDictionaryWords() throws {
        let text = "บันทึกการเปลี่ยนแปลงทั้งหมด"
        let style = TextStyle(size: 28, locale: LanguageTag("th"))
        let oracle = ICUOracle.words(in: text, locale: "th")
        var checked = 0
        for width in stride(from: 120.0, through: 330, by: 2) {
            let layout = try sharedTypesetter.layout(text, style: style, maxWidth: width)
            guard layout.lines.count >= 2, let last = layout.lines.last else { continue }
            let wordsOnLast = oracle.boundaries.filter { last.range.contains($0) && $0 > last.range.lowerBound }.count
            let above = layout.lines[layout.lines.count - 2]
            let wordsAbove = oracle.boundaries.filter { above.range.contains($0) && $0 > above.range.lowerBound }.count + 1
            if wordsOnLast == 0 && wordsAbove >= 2 {
                // One word alone: only because two would not fit.
                let start = oracle.boundaries.filter { above.range.contains($0) && $0 > above.range.lowerBound }.max() ?? 0
                let two = String(String.UnicodeScalarView(Array(text.unicodeScalars)[start...]))
                #expect(try sharedTypesetter.layout(two, style: style).width > width, "\(width): \(layout.lines.map(\.text))")
            }
            checked += 1
        }
        #expect(checked > 0)
    }

    @Test func pushOutNeverMovesAWordBelowAHardBreak() throws {
        let layout = try sharedTypesetter.layout("Copy link to\nmessage", style: TextStyle(size: 17), maxWidth: 300)
        #expect(layout.lines.map(\.text) == ["Copy link to", "message"])
    }

    /// Chinese counts each ideograph (with the punctuation that may not start a line) as a word:
    /// the last line holds two.
    @Test func aChineseLastLineHoldsTwoCharacters() throws {
        let style = TextStyle(size: 17, locale: LanguageTag("zh-Hans"))
        let layout = try sharedTypesetter.layout("这是一个很长的按钮标题。", style: style, maxWidth: 17 * 11 + 0.5)
        #expect(layout.lines.map(\.text) == ["这是一个很长的按钮", "标题。"])
    }
}

/// Japanese is broken by the strict rules, as UIKit's word wrapping: no line starts with a small
/// kana, ー or closing punctuation (ICU's `ja` locale alone would allow the first two).
@Suite struct JapaneseStrictBreakingTests {
    @Test func noLineStartsWithASmallKanaOrAProlongedSoundMark() throws {
        let text = "ファイルをダウンロードしています。ショートカットを使ってください"
        let style = TextStyle(size: 17, locale: LanguageTag("ja"))
        let forbidden: Set<Character> = ["ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ー", "。", "、", "ぁ", "っ"]
        for columns in 2...20 {
            for strategy in LineBreakStrategy.allCases {
                var lineStyle = style
                lineStyle.lineBreakStrategy = strategy
                let layout = try sharedTypesetter.layout(text, style: lineStyle, maxWidth: 17 * Double(columns) + 0.5)
                // (A line after a word broken by character, too wide for the line, may start anywhere.)
                let starts = layout.lines.indices.dropFirst().filter { !layout.lines[$0 - 1].brokeInsideWord }
                #expect(starts.allSatisfy { !forbidden.contains(layout.lines[$0].text.first ?? " ") },
                        "\(columns) \(strategy): \(layout.lines.map(\.text))")
                #expect(layout.lines.map(\.text).joined() == text)
            }
        }
    }
}
