/// (6c) The wrapped lines set: each line's runs, and lines filled again when setting widened one.
extension ParagraphSetter {
    /// A line shaped again on its own (a break HarfBuzz marks unsafe, as inside a word broken
    /// by character) can come out wider than its advances in the paragraph said: a kern or a
    /// ligature lost at the break ('Répondr' 0.4 pt over 190 pt). UIKit never draws a line wider
    /// than its label, so lines are filled again, narrower by the overflow, at most eight times;
    /// the narrowest overflow wins. A single cluster wider than the line stays as it is.
    func fitted(_ lines: [TextLine], maxWidth: Double, _ filling: FillingInput) -> [TextLine] {
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
    func setLines(_ breaks: [WrappedLine]) -> [TextLine] {
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
}
