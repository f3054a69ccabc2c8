import CHarfBuzz

/// (4)–(5) A paragraph's runs shaped, and a line's runs shaped again on their own.
extension ParagraphSetter {
    /// The runs of `paragraph` (a run wherever level, script or font changes), each shaped with
    /// the paragraph as context.
    static func shapeRuns(
        _ text: UnsafeBufferPointer<UInt32>, paragraph range: Range<Int>, levels: [UInt8], scripts: [ScriptTag], faces: [FontFace],
        language: hb_language_t?, tracking: Double
    ) -> [ShapedRun] {
        var runs: [ShapedRun] = []
        var start = 0
        for index in 1...range.count {
            let ends = index == range.count
                || levels[index] != levels[start] || scripts[index] != scripts[start] || faces[index] !== faces[start]
            guard ends else { continue }
            runs.append(Shaper.shape(
                text, run: (range.lowerBound + start)..<(range.lowerBound + index), context: range,
                face: faces[start], level: levels[start], script: scripts[start], language: language, tracking: tracking
            ))
            start = index
        }
        return runs
    }

    /// The paragraph's width on one line, in points.
    var naturalWidth: Double {
        runs.reduce(0) { $0 + $1.face.points($1.designAdvance, atSize: style.size) }
    }

    /// Whether HarfBuzz marks a break before character `position` unsafe: the shaping on either
    /// side depends on the other (joining, kerning, ligatures).
    func isUnsafeBreak(at position: Int) -> Bool {
        runs.contains { run in run.glyphs.contains { $0.cluster == position && $0.unsafeToBreak } }
    }

    /// The runs of `line` shaped again on their own, the line as context: used where a break falls
    /// inside a context that shaping depends on.
    func reshape(
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
}
