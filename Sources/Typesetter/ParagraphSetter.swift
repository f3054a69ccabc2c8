import ButtonStackBase
import CHarfBuzz

/// Sets one paragraph (text without hard line breaks): the order of work in
/// `shared/docs/text-pipeline.md`, one step per function.
struct ParagraphSetter {
    let text: UnsafeBufferPointer<UInt32>
    let range: Range<Int>
    let style: TextStyle
    let levels: [UInt8]
    let isRightToLeft: Bool
    let runs: [ShapedRun]
    private let hbLanguage: hb_language_t?
    /// Thousandths of an em added after every character (the app font's tracking).
    private let tracking: Double

    init(
        text: UnsafeBufferPointer<UInt32>, range: Range<Int>, style: TextStyle,
        direction: LayoutDirection?, fonts: FontLibrary, appFaces: AppFontFaces? = nil
    ) throws {
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
        // (4) Runs wherever level, script or font changes; (5) each shaped with the paragraph as context.
        hbLanguage = hb_language_from_string(style.locale.tag, -1)
        var runs: [ShapedRun] = []
        var start = 0
        for index in 1...paragraph.count {
            let ends = index == paragraph.count
                || levels[index] != levels[start] || scripts[index] != scripts[start] || faces[index] !== faces[start]
            guard ends else { continue }
            runs.append(Shaper.shape(
                text, run: (range.lowerBound + start)..<(range.lowerBound + index), context: range,
                face: faces[start], level: levels[start], script: scripts[start], language: hbLanguage, tracking: tracking
            ))
            start = index
        }
        self.runs = runs
    }

    /// Marks, joiners, variation selectors, skin tones, keycaps and tags stay in their base
    /// character's font; a character shown as an emoji (``Emoji/startsEmoji(_:at:)``), or one
    /// joined to an emoji by U+200D, takes the colour emoji font; other Common characters stay in
    /// the previous font when it has them (so a space between Arabic words is set in the Arabic
    /// face); everything else takes the first face of its script's chain that covers it, or the
    /// chain's first face (which draws `.notdef`, counted as missing).
    static func chooseFonts(
        for text: [UInt32], rawScripts: [ScriptTag], scripts: [ScriptTag], style: TextStyle, fonts: FontLibrary,
        appFaces: AppFontFaces? = nil
    ) throws -> [FontFace] {
        var chains: [ScriptTag: FontChain] = [:]
        var faces: [FontFace] = []
        faces.reserveCapacity(text.count)
        var emojiFace: FontFace?
        for (index, scalar) in text.enumerated() {
            if let previous = faces.last, isClusterContinuation(scalar) { faces.append(previous); continue }
            let joined = index > 0 && text[index - 1] == 0x200D && faces.last === emojiFace && emojiFace != nil
            if joined || Emoji.startsEmoji(text, at: index) {
                let face = try emojiFace ?? fonts.face(.emoji)
                emojiFace = face
                if face.covers(scalar) { faces.append(face); continue }
            }
            if let previous = faces.last, rawScripts[index].isCommonOrInherited, previous.covers(scalar), previous !== emojiFace {
                faces.append(previous)
                continue
            }
            let script = scripts[index]
            let chain: FontChain
            if let cached = chains[script] {
                chain = cached
            } else {
                chain = fonts.chain(script: script, language: style.locale, weight: style.weight, appFont: appFaces)
                chains[script] = chain
            }
            faces.append(try chain.face(for: scalar))
        }
        return faces
    }

    static func isClusterContinuation(_ scalar: UInt32) -> Bool {
        if scalar == 0x200C || scalar == 0x200D || (0xFE00...0xFE0F).contains(scalar) || (0xE0100...0xE01EF).contains(scalar)
            || (0xE0020...0xE007F).contains(scalar) || Emoji.isModifier(scalar) {
            return true
        }
        let category = hb_unicode_general_category(ScriptTag.unicodeFunctions, scalar)
        return category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
    }

    // MARK: - Lines

    /// The paragraph's lines: one when it fits `maxWidth` (or no width is given), else wrapped.
    func lines(maxWidth: Double?) -> [TextLine] {
        let whole = range
        guard let maxWidth, naturalWidth > maxWidth + Typesetter.widthTolerance else {
            return [makeLine(whole, runs: runs, brokeInsideWord: false)]
        }
        // (6) Break where UAX #14 (ICU, with its dictionaries) allows, tailored by the strategy;
        // fill lines greedily.
        let filling = fillingInput()
        let greedy = wrap(maxWidth: maxWidth, filling)
        // (6b) UIKit's push-out: no orphan word on the last line. The moved lines are set again and
        // kept only if, as drawn, they still fit the width.
        if style.lineBreakStrategy == .standard, let pushed = pushOut(greedy, maxWidth: maxWidth, filling) {
            let lines = setLines(pushed)
            if lines.suffix(2).allSatisfy({ $0.width <= maxWidth + Typesetter.widthTolerance }) { return lines }
        }
        return fitted(setLines(greedy), maxWidth: maxWidth, filling)
    }

    /// (6c) A line shaped again on its own (a break HarfBuzz marks unsafe, as inside a word broken
    /// by character) can come out wider than its advances in the paragraph said: a kern or a
    /// ligature lost at the break ('Répondr' 0.4 pt over 190 pt). UIKit never draws a line wider
    /// than its label, so lines are filled again, narrower by the overflow, at most eight times;
    /// the narrowest overflow wins. A single cluster wider than the line stays as it is.
    private func fitted(_ lines: [TextLine], maxWidth: Double, _ filling: FillingInput) -> [TextLine] {
        func overflow(_ lines: [TextLine]) -> Double {
            lines.filter { $0.range.count > 1 }.map { $0.width - maxWidth }.max() ?? 0
        }
        var best = lines, width = maxWidth, over = overflow(lines)
        for _ in 0..<8 {
            // The last attempt's own overflow narrows the next: a joined Arabic word broken in two
            // takes final and initial forms, much wider than its medial ones in the paragraph.
            guard over > Typesetter.widthTolerance, width - over > 1 else { break }
            width -= over
            let attempt = setLines(wrap(maxWidth: width, filling))
            over = overflow(attempt)
            if over < overflow(best) { best = attempt }
        }
        return best
    }

    /// Each line of `breaks` set: sliced from the paragraph's shaping, or shaped again on its own
    /// where HarfBuzz marks either end unsafe to break, or where it ends at a soft hyphen.
    private func setLines(_ breaks: [WrappedLine]) -> [TextLine] {
        var result: [TextLine] = []
        for (index, line) in breaks.enumerated() {
            let trimmed = trimTrailingSpaces(line.range)
            let unsafeStart = index > 0 && isUnsafeBreak(at: line.range.lowerBound)
            let unsafeEnd = index < breaks.count - 1 && isUnsafeBreak(at: line.range.upperBound)
            let lineRuns: [ShapedRun]
            if index < breaks.count - 1 && endsAtSoftHyphen(line.range) {
                lineRuns = hyphenated(trimmed, isFirst: index == 0)
            } else if unsafeStart || unsafeEnd {
                lineRuns = reshape(trimmed)
            } else {
                lineRuns = runs.compactMap { $0.slice(trimmed) }
            }
            result.append(makeLine(trimmed, runs: lineRuns, brokeInsideWord: line.brokeInsideWord))
        }
        return result
    }

    private var naturalWidth: Double {
        runs.reduce(0) { $0 + $1.face.points($1.designAdvance, atSize: style.size) }
    }

    private func isUnsafeBreak(at position: Int) -> Bool {
        runs.contains { run in run.glyphs.contains { $0.cluster == position && $0.unsafeToBreak } }
    }

    func trimTrailingSpaces(_ line: Range<Int>) -> Range<Int> {
        var end = line.upperBound
        while end > line.lowerBound + 1, Self.isBreakingSpace(text[end - 1]) { end -= 1 }
        return line.lowerBound..<end
    }

    static func isBreakingSpace(_ scalar: UInt32) -> Bool {
        scalar == 0x20 || scalar == 0x09 || scalar == 0x1680 || (0x2000...0x200A).contains(scalar)
            || scalar == 0x205F || scalar == 0x3000
    }

    /// The runs of `line` shaped again on their own, the line as context: used where a break falls
    /// inside a context that shaping depends on.
    private func reshape(
        _ line: Range<Int>, in source: UnsafeBufferPointer<UInt32>? = nil, context: Range<Int>? = nil
    ) -> [ShapedRun] {
        let source = source ?? text
        return runs.compactMap { run -> ShapedRun? in
            let lower = max(run.range.lowerBound, line.lowerBound)
            let upper = min(run.range.upperBound, line.upperBound)
            guard lower < upper else { return nil }
            return Shaper.shape(
                source, run: lower..<upper, context: context ?? line, face: run.face, level: run.level,
                script: run.script, language: hbLanguage, tracking: tracking
            )
        }
    }

    // MARK: - Soft hyphens

    /// U+00AD SOFT HYPHEN: invisible, but a line broken after it ends with a visible hyphen.
    static let softHyphen: UInt32 = 0xAD
    /// What a line broken at a soft hyphen shows, as UIKit does: a hyphen-minus.
    static let visibleHyphen: UInt32 = 0x2D

    /// True when the line broke right after a soft hyphen (not at a space after one).
    func endsAtSoftHyphen(_ line: Range<Int>) -> Bool {
        !line.isEmpty && text[line.upperBound - 1] == Self.softHyphen
    }

    /// The line shaped again with its last character, a soft hyphen, shown as a hyphen (same
    /// cluster, so ranges are unchanged). What comes before the line stays its context (a line
    /// that starts with a mark keeps it on its base) unless that break was unsafe. Wrapping uses
    /// the same shaping to judge the fit, so what is measured is what is drawn.
    private func hyphenated(_ line: Range<Int>, isFirst: Bool) -> [ShapedRun] {
        let context = !isFirst && isUnsafeBreak(at: line.lowerBound) ? line : range.lowerBound..<line.upperBound
        var copy = Array(text)
        copy[line.upperBound - 1] = Self.visibleHyphen
        return copy.withUnsafeBufferPointer { reshape(line, in: $0, context: context) }
    }

    /// The width of `line`, which ends at a soft hyphen, drawn with its hyphen.
    func hyphenatedWidth(_ line: Range<Int>, isFirst: Bool) -> Double {
        hyphenated(trimTrailingSpaces(line), isFirst: isFirst).reduce(0) { $0 + $1.face.points($1.designAdvance, atSize: style.size) }
    }

    /// A line chosen by the filler: its range (trailing spaces included) and whether it ends
    /// inside a word that did not fit a line on its own.
    struct WrappedLine: Equatable {
        var range: Range<Int>
        var brokeInsideWord: Bool
    }

    /// What line filling needs of the paragraph, indexed from its start: each character's advance
    /// (from the whole paragraph's shaping), where HarfBuzz clusters start, and where a line may end.
    struct FillingInput {
        var advance: [Double]
        var clusterStart: [Bool]
        var opportunities: [LineBreaker.Opportunity]

        /// True when a line may end after character `index` (an opportunity at a cluster start).
        func mayEnd(after index: Int) -> Bool {
            opportunities[index] != .prohibited && clusterStart[index + 1]
        }
    }

    /// The paragraph's advances, clusters and break opportunities; with the standard strategy a
    /// Hangul word is one unit (UIKit's `.hangulWordPriority`).
    func fillingInput() -> FillingInput {
        let count = range.count
        let base = range.lowerBound
        var advance = [Double](repeating: 0, count: count)
        var clusterStart = [Bool](repeating: false, count: count + 1)
        clusterStart[count] = true
        for run in runs {
            for glyph in run.glyphs {
                advance[glyph.cluster - base] += run.face.points(Int(glyph.xAdvance), atSize: style.size)
                clusterStart[glyph.cluster - base] = true
            }
        }
        let paragraph = Array(text[range])
        var opportunities = LineBreaker.opportunities(in: paragraph, language: style.locale)
        if style.lineBreakStrategy == .standard { HangulWords.keepWhole(paragraph, &opportunities) }
        return FillingInput(advance: advance, clusterStart: clusterStart, opportunities: opportunities)
    }

    /// Greedy line filling over break opportunities, measuring each candidate line with the
    /// advances of the whole paragraph's shaping; a word wider than the line on its own is broken
    /// between clusters (as UIKit's word wrapping does).
    private func wrap(maxWidth: Double, _ filling: FillingInput) -> [WrappedLine] {
        let count = range.count
        let base = range.lowerBound
        let advance = filling.advance, clusterStart = filling.clusterStart, opportunities = filling.opportunities
        let limit = maxWidth + Typesetter.widthTolerance

        var lines: [WrappedLine] = []
        var start = 0
        while start < count {
            var width = 0.0
            var trailingSpace = 0.0
            var lastFit: Int?
            var index = start
            while index < count {
                width += advance[index]
                trailingSpace = Self.isBreakingSpace(text[base + index]) ? trailingSpace + advance[index] : 0
                let end = index + 1
                // A line may end only where UAX #14 allows it and a HarfBuzz cluster begins: a
                // combining mark after a space is a break opportunity for UAX #14 (LB10), but its
                // glyph belongs to the space's cluster and must stay on the same line.
                if end == count || (opportunities[index] != .prohibited && clusterStart[end]) {
                    if end < count && text[base + index] == Self.softHyphen {
                        // Ending at a soft hyphen draws a hyphen and can change the shaping
                        // before it (joining): judge the line as it would be drawn.
                        if hyphenatedWidth((base + start)..<(base + end), isFirst: lines.isEmpty) <= limit { lastFit = end }
                    } else if width - trailingSpace <= limit {
                        lastFit = end
                    } else {
                        break
                    }
                    if opportunities[index] == .mandatory && end < count { break }
                }
                index += 1
            }
            if let lastFit {
                lines.append(WrappedLine(range: (base + start)..<(base + lastFit), brokeInsideWord: false))
                start = lastFit
                continue
            }
            // No break opportunity fits: end the line at the last cluster boundary that fits
            // (at least one cluster, so the loop always advances).
            var end = start + 1
            while end < count && !clusterStart[end] { end += 1 }
            var filled = advance[start..<end].reduce(0, +)
            var next = end + 1
            while next <= count {
                if clusterStart[next] {
                    let candidate = filled + advance[end..<next].reduce(0, +)
                    if candidate > limit { break }
                    filled = candidate
                    end = next
                }
                next += 1
            }
            lines.append(WrappedLine(range: (base + start)..<(base + end), brokeInsideWord: true))
            start = end
        }
        return lines
    }

    /// (7) Runs into visual order (UAX #9 rule L2), glyphs placed in points, line metrics from the
    /// fonts the line uses.
    private func makeLine(_ line: Range<Int>, runs logicalRuns: [ShapedRun], brokeInsideWord: Bool) -> TextLine {
        let visual = Self.visualOrder(logicalRuns)
        var x = 0.0
        var ascent = 0.0, descent = 0.0, leading = 0.0
        var ink = InkBounds.none
        var placed: [GlyphRun] = []
        placed.reserveCapacity(visual.count)
        for run in visual {
            let face = run.face, size = style.size
            ascent = max(ascent, face.points(face.ascender, atSize: size))
            descent = max(descent, face.points(-face.descender, atSize: size))
            leading = max(leading, face.points(face.lineGap, atSize: size))
            var pen = 0
            var missing = 0
            var glyphs: [PlacedGlyph] = []
            glyphs.reserveCapacity(run.glyphs.count)
            for glyph in run.glyphs {
                if glyph.glyph == 0 { missing += 1 }
                let placedGlyph = PlacedGlyph(
                    id: glyph.glyph, cluster: glyph.cluster,
                    x: x + face.points(pen + Int(glyph.xOffset), atSize: size),
                    y: face.points(Int(glyph.yOffset), atSize: size),
                    advance: face.points(Int(glyph.xAdvance), atSize: size)
                )
                ink = ink.union(Self.ink(of: placedGlyph, face: face, size: size))
                glyphs.append(placedGlyph)
                pen += Int(glyph.xAdvance)
            }
            let advance = face.points(pen, atSize: size)
            placed.append(GlyphRun(
                text: Self.string(text[run.range]), range: run.range, face: run.face,
                direction: run.isRightToLeft ? .rightToLeft : .leftToRight, level: run.level,
                script: run.script, language: style.locale, x: x, advance: advance,
                glyphs: glyphs, missingGlyphs: missing
            ))
            x += advance
        }
        if placed.isEmpty, let face = runs.first?.face {
            ascent = face.points(face.ascender, atSize: style.size)
            descent = face.points(-face.descender, atSize: style.size)
            leading = face.points(face.lineGap, atSize: style.size)
        }
        return TextLine(
            text: Self.string(text[line]), range: line, runs: placed, width: x,
            ascent: ascent, descent: descent, leading: leading, brokeInsideWord: brokeInsideWord, ink: ink
        )
    }

    /// The ink box of `glyph` placed on the line; none for a glyph without an outline.
    static func ink(of glyph: PlacedGlyph, face: FontFace, size: Double) -> InkBounds {
        let box = face.inkBounds(ofGlyph: glyph.id)
        guard box.xMax > box.xMin, box.yMax > box.yMin else { return .none }
        return InkBounds(minX: glyph.x + face.points(box.xMin, atSize: size), minY: glyph.y + face.points(box.yMin, atSize: size),
                         maxX: glyph.x + face.points(box.xMax, atSize: size), maxY: glyph.y + face.points(box.yMax, atSize: size))
    }

    /// Reverses every maximal sequence of runs at or above each level, from the highest level down
    /// to the lowest odd one.
    static func visualOrder(_ runs: [ShapedRun]) -> [ShapedRun] {
        guard let highest = runs.map(\.level).max(), highest > 0 else { return runs }
        let lowestOdd = runs.map(\.level).filter { $0 & 1 == 1 }.min() ?? (highest + 1)
        var order = runs
        var level = highest
        while level >= lowestOdd && level > 0 {
            var index = 0
            while index < order.count {
                guard order[index].level >= level else { index += 1; continue }
                var end = index
                while end < order.count && order[end].level >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }

    static func string(_ scalars: Slice<UnsafeBufferPointer<UInt32>>) -> String {
        var result = String.UnicodeScalarView()
        for value in scalars { if let scalar = Unicode.Scalar(value) { result.append(scalar) } }
        return String(result)
    }
}
