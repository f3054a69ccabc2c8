/// (7) A set line's glyphs placed in points, left to right as drawn, with the line's metrics and ink.
extension ParagraphSetter {
    /// (7) Runs into visual order (UAX #9 rule L2), glyphs placed in points, line metrics from the
    /// fonts the line uses.
    func makeLine(_ line: Range<Int>, runs logicalRuns: [ShapedRun], brokeInsideWord: Bool) -> TextLine {
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

    /// `scalars` as a string (a value that is no scalar is left out).
    static func string(_ scalars: Slice<UnsafeBufferPointer<UInt32>>) -> String {
        var result = String.UnicodeScalarView()
        for value in scalars { if let scalar = Unicode.Scalar(value) { result.append(scalar) } }
        return String(result)
    }
}
