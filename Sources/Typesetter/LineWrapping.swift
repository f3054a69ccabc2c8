/// (6) Lines filled greedily over the break opportunities UAX #14 (ICU) gives, a word too wide
/// for a line broken between clusters.
extension ParagraphSetter {
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
        var opportunities = LineBreaker.opportunities(in: paragraph, language: style.locale, iterators: breakIterators)
        if style.lineBreakStrategy == .standard { HangulWords.keepWhole(paragraph, &opportunities) }
        return FillingInput(advance: advance, clusterStart: clusterStart, opportunities: opportunities)
    }

    /// Greedy line filling over break opportunities, measuring each candidate line with the
    /// advances of the whole paragraph's shaping; a word wider than the line on its own is broken
    /// between clusters (as UIKit's word wrapping does).
    func wrap(maxWidth: Double, _ filling: FillingInput) -> [WrappedLine] {
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

    /// `line` without the breaking spaces it ends with (a line keeps at least one character).
    func trimTrailingSpaces(_ line: Range<Int>) -> Range<Int> {
        var end = line.upperBound
        while end > line.lowerBound + 1, Self.isBreakingSpace(text[end - 1]) { end -= 1 }
        return line.lowerBound..<end
    }

    /// Whether `scalar` is a space a line may break after, which hangs past the line's end.
    static func isBreakingSpace(_ scalar: UInt32) -> Bool {
        scalar == 0x20 || scalar == 0x09 || scalar == 0x1680 || (0x2000...0x200A).contains(scalar)
            || scalar == 0x205F || scalar == 0x3000
    }
}
