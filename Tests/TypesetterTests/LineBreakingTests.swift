import ButtonStackBase
import Testing
@testable import Typesetter

@Suite struct LineBreakingTests {
    let typesetter = sharedTypesetter

    @Test func chineseWrapsBetweenIdeographsAndNeverBeforeFullStop() throws {
        let style = TextStyle(size: 17, locale: LanguageTag("zh-Hans"))
        let text = "这是一个很长的按钮标题。"
        let oneLine = try typesetter.layout(text, style: style)
        #expect(oneLine.lines.count == 1)
        // Every width that would leave 。 alone at the start of a line.
        let ideograph = 17.0
        for columns in 2...10 {
            let layout = try typesetter.layout(text, style: style, maxWidth: ideograph * Double(columns) + 0.5)
            #expect(layout.lines.count > 1)
            #expect(layout.lines.allSatisfy { !$0.text.hasPrefix("。") }, "columns \(columns): \(layout.lines.map(\.text))")
            #expect(layout.lines.map(\.text).joined() == text)
            #expect(layout.lines.allSatisfy { $0.width <= ideograph * Double(columns) + 0.5 })
        }
        // At 11 columns 。 would stand alone on line 2: it is pulled back with the last ideograph.
        // (That is greedy filling, strategy none; a label's standard strategy also pushes 标 down
        // so that the last line is not one character: `PushOutTests`.)
        var greedy = style
        greedy.lineBreakStrategy = .none
        let eleven = try typesetter.layout(text, style: greedy, maxWidth: ideograph * 11 + 0.5)
        #expect(eleven.lines.map(\.text) == ["这是一个很长的按钮标", "题。"])
    }

    @Test func latinWrapsAtSpacesAndDropsTrailingSpaceFromWidth() throws {
        let style = TextStyle(size: 17)
        let layout = try typesetter.layout("Add to Reading List", style: style, maxWidth: 100)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.allSatisfy { !$0.text.hasSuffix(" ") && $0.width <= 100 })
        let first = try typesetter.layout(layout.lines[0].text, style: style)
        #expect(abs(first.width - layout.lines[0].width) < 1e-9)
    }

    @Test func aWordWiderThanTheLineIsBrokenBetweenClusters() throws {
        let layout = try typesetter.layout("Einstellungen", style: TextStyle(size: 53), maxWidth: 200)
        #expect(layout.lines.count == 2)
        #expect(layout.brokeInsideWord)
        #expect(layout.lines.allSatisfy { $0.width <= 200 })
        #expect(layout.lines.map(\.text).joined() == "Einstellungen")
    }

    @Test func wrappedArabicLinesAreShapedAsTheirOwnWords() throws {
        let style = TextStyle(size: 17, locale: LanguageTag("ar"))
        let layout = try typesetter.layout("الفتح في سفاري الآن", style: style, maxWidth: 60)
        #expect(layout.lines.count > 1)
        for line in layout.lines {
            let alone = try typesetter.layout(line.text, style: style)
            #expect(glyphIDs(alone) == [line.runs.flatMap { $0.glyphs.map(\.id) }], "line '\(line.text)'")
            #expect(abs(alone.width - line.width) < 1e-9)
        }
    }

    @Test func hardLineBreaksStartNewLines() throws {
        let layout = try typesetter.layout("Save\nDraft", style: TextStyle(size: 17))
        #expect(layout.lines.map(\.text) == ["Save", "Draft"])
    }

    @Test func wrappingNeverLosesOrReordersText() throws {
        let style = TextStyle(size: 17, locale: LanguageTag("de"))
        let text = "Zur Leseliste hinzufügen und später weiterlesen"
        for width in stride(from: 20.0, through: 400, by: 7) {
            let layout = try typesetter.layout(text, style: style, maxWidth: width)
            let rebuilt = layout.lines.map(\.text).joined(separator: " ")
            #expect(rebuilt.split(separator: " ").joined() == text.split(separator: " ").joined(), "width \(width)")
        }
    }
}

@Suite struct UnsafeBreakTests {
    @Test func breakingInsideAJoinedWordReshapesBothSides() throws {
        // An Arabic word too wide for the line is broken between letters; HarfBuzz flags that
        // boundary unsafe (the letters join), so each side is shaped again on its own and takes
        // its final and initial forms, exactly as if set alone.
        let style = TextStyle(size: 40, locale: LanguageTag("ar"))
        let word = "مستشفيات"
        let whole = try sharedTypesetter.layout(word, style: style)
        let layout = try sharedTypesetter.layout(word, style: style, maxWidth: whole.width * 0.6)
        #expect(layout.lines.count >= 2)
        #expect(layout.brokeInsideWord)
        for line in layout.lines {
            let alone = try sharedTypesetter.layout(line.text, style: style)
            #expect(glyphIDs(alone) == [line.runs.flatMap { $0.glyphs.map(\.id) }], "line '\(line.text)'")
        }
        // The sliced (unshaped) glyphs would have kept the joining forms: the reshaped lines differ.
        let sliced = glyphIDs(whole)[0]
        #expect(layout.lines.flatMap { $0.runs.flatMap { $0.glyphs.map(\.id) } } != sliced)
    }
}

/// A line shaped again on its own can be wider than its advances in the paragraph said (a kern
/// lost where a word is broken by character): such lines are filled again, so no line of more
/// than one cluster is drawn wider than the label ('Répondr' was 190.44 pt in 190 pt, and lint said
/// the title did not fit its button).
@Suite struct ReshapedLineWidthTests {
    @Test func noLineOfMoreThanOneClusterIsWiderThanTheWidth() throws {
        let samples = [("Répondre", "fr"), ("Transférer", "fr"), ("Datenschutzeinstellungen", "de"), ("AVATAR Wavy Type", "en"),
                       ("مستشفيات", "ar"), ("Weiterleiten", "de"), ("Voyez le brick géant", "fr")]
        for (text, locale) in samples {
            let style = TextStyle(size: 47, locale: LanguageTag(locale))
            let whole = try sharedTypesetter.layout(text, style: style).width
            for share in stride(from: 0.3, through: 0.95, by: 0.05) {
                let width = (whole * share).rounded()
                let layout = try sharedTypesetter.layout(text, style: style, maxWidth: width)
                for line in layout.lines where line.range.count > 1 {
                    #expect(line.width <= width + 1e-9, "\(text) at \(width) pt: '\(line.text)' is \(line.width) pt")
                }
            }
        }
        // The case a real app showed: 'Répondre' at accessibilityExtraExtraLarge (47 pt) in 190 pt.
        let repondre = try sharedTypesetter.layout("Répondre", style: TextStyle(size: 47, locale: LanguageTag("fr")), maxWidth: 190)
        #expect(repondre.lines.allSatisfy { $0.width <= 190 } && repondre.brokeInsideWord)
    }
}

@Suite struct ClusterBreakTests {
    @Test func linesNeverSplitAHarfBuzzCluster() throws {
        // U+0301 after a space: UAX #14 allows a break before it, but HarfBuzz puts its glyph in
        // the space's cluster, so a line must not end between them.
        let layout = try sharedTypesetter.layout("\u{E31}\u{301} \u{301}", style: TextStyle(size: 23, locale: LanguageTag("zh-Hans")), maxWidth: 1)
        for line in layout.lines {
            for run in line.runs {
                #expect(run.glyphs.allSatisfy { line.range.contains($0.cluster) })
            }
            #expect(!line.runs.isEmpty, "no line without glyphs: '\(line.text)'")
        }
    }
}
