import ButtonStackBase
import CHarfBuzz

/// Sets one paragraph (text without hard line breaks): the order of work in
/// `shared/docs/text-pipeline.md`, one step per function. The steps live beside it, a file each:
/// fonts (`ParagraphFonts.swift`), shaping (`RunShaping.swift`), wrapping (`LineWrapping.swift`,
/// `PushOut.swift`), setting the chosen lines (`LineSetting.swift`, `Hyphenation.swift`), and
/// placing a line's glyphs in visual order (`LinePlacement.swift`, `BidiReordering.swift`).
struct ParagraphSetter {
    let text: UnsafeBufferPointer<UInt32>
    let range: Range<Int>
    let style: TextStyle
    let levels: [UInt8]
    let isRightToLeft: Bool
    let runs: [ShapedRun]
    /// The paragraph's language as HarfBuzz takes it, for every run shaped (again).
    let hbLanguage: hb_language_t?
    /// Thousandths of an em added after every character (the app font's tracking).
    let tracking: Double
    /// The typesetter's ICU line-break iterators.
    let breakIterators: BreakIteratorPool

    init(
        text: UnsafeBufferPointer<UInt32>, range: Range<Int>, style: TextStyle,
        direction: LayoutDirection?, fonts: FontLibrary, appFaces: AppFontFaces? = nil, breakIterators: BreakIteratorPool
    ) throws {
        self.breakIterators = breakIterators
        self.text = text
        self.range = range
        self.style = style
        let tracking = appFaces?.tracking ?? 0
        self.tracking = tracking
        let paragraph = Array(text[range])
        // (1) Bidi levels, paragraph direction from the locale or else the text.
        let bidi = BidiAnalyzer.levels(of: paragraph, direction: direction)
        levels = bidi.levels
        isRightToLeft = bidi.paragraphIsRTL
        // (2) Scripts, with Common and Inherited characters folded into their neighbours.
        let rawScripts = paragraph.map(ScriptTag.of)
        let scripts = ScriptItemizer.scripts(resolving: rawScripts, language: style.locale)
        // (3) A font for every character from the project's fallback chain.
        let faces = try Self.chooseFonts(for: paragraph, rawScripts: rawScripts, scripts: scripts, style: style, fonts: fonts,
                                         appFaces: appFaces)
        // (4) Runs wherever level, script or font changes; (5) each shaped with the paragraph as
        // context, so a run's ends join and kern as they do inside the whole text.
        let hbLanguage = hb_language_from_string(style.locale.tag, -1)
        self.hbLanguage = hbLanguage
        runs = Self.shapeRuns(text, paragraph: range, levels: levels, scripts: scripts, faces: faces,
                              language: hbLanguage, tracking: tracking)
    }

    /// The paragraph's lines: one when it fits `maxWidth` (or no width is given), else wrapped.
    func lines(maxWidth: Double?) -> [TextLine] {
        guard let maxWidth, naturalWidth > maxWidth + Typesetter.widthTolerance else {
            // (7) on the whole paragraph: it is one line.
            return [makeLine(range, runs: runs, brokeInsideWord: false)]
        }
        // (6) Break where UAX #14 (ICU, with its dictionaries) allows, tailored by the strategy;
        // fill lines greedily.
        let filling = fillingInput()
        let greedy = wrap(maxWidth: maxWidth, filling)
        // (6b) UIKit's push-out: no orphan word on the last line, when the moved lines still fit.
        if let pushedOut = pushedOutLines(greedy, maxWidth: maxWidth, filling) { return pushedOut }
        // (6c) Each line set (sliced from the paragraph's shaping, or shaped again at an unsafe
        // break or a soft hyphen), and filled again narrower if setting made one overflow; (7)
        // placed in visual order.
        return fitted(setLines(greedy), maxWidth: maxWidth, filling)
    }
}
