import CHarfBuzz

/// One glyph as HarfBuzz placed it, in design units of its face.
struct ShapedGlyph: Sendable {
    var glyph: UInt32
    /// Index (in the paragraph's scalars) of the first character of the glyph's cluster.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// Breaking the text before this glyph's cluster would change the shaping on either side.
    var unsafeToBreak: Bool
}

/// A run of text in one font, direction, script and language, shaped; glyphs in visual order.
struct ShapedRun: Sendable {
    var range: Range<Int>
    var face: FontFace
    var level: UInt8
    var script: ScriptTag
    var glyphs: [ShapedGlyph]

    var isRightToLeft: Bool { level & 1 == 1 }

    /// Sum of the glyphs' advances in design units: exact, so width = this × size ÷ unitsPerEm.
    var designAdvance: Int { glyphs.reduce(0) { $0 + Int($1.xAdvance) } }

    /// The glyphs whose clusters start inside `range`, or nil when none do.
    func slice(_ subrange: Range<Int>) -> ShapedRun? {
        if subrange.lowerBound <= range.lowerBound && range.upperBound <= subrange.upperBound { return self }
        let kept = glyphs.filter { subrange.contains($0.cluster) }
        guard !kept.isEmpty else { return nil }
        var copy = self
        copy.range = max(range.lowerBound, subrange.lowerBound)..<min(range.upperBound, subrange.upperBound)
        copy.glyphs = kept
        return copy
    }
}

/// Shapes runs with HarfBuzz: direction, script and language always set explicitly (never guessed
/// from the process locale), the surrounding text passed as context, and the beginning-of-text and
/// end-of-text flags only at the real ends of the context.
enum Shaper {
    static func shape(
        _ text: UnsafeBufferPointer<UInt32>, run: Range<Int>, context: Range<Int>,
        face: FontFace, level: UInt8, script: ScriptTag, language: hb_language_t?,
        features: [hb_feature_t] = [], tracking: Double = 0
    ) -> ShapedRun {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let base = text.baseAddress! + context.lowerBound
        hb_buffer_add_utf32(
            buffer, base, Int32(context.count),
            UInt32(run.lowerBound - context.lowerBound), Int32(run.count)
        )
        hb_buffer_set_direction(buffer, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script.hbScript)
        hb_buffer_set_language(buffer, language)
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if run.lowerBound == context.lowerBound { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if run.upperBound == context.upperBound { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        features.withUnsafeBufferPointer { list in
            hb_shape(face.hbFont, buffer, list.baseAddress, UInt32(list.count))
        }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let info = infos[index]
            let position = positions[index]
            glyphs.append(ShapedGlyph(
                glyph: info.codepoint,
                cluster: Int(info.cluster) + context.lowerBound,
                xAdvance: position.x_advance,
                xOffset: position.x_offset,
                yOffset: position.y_offset,
                unsafeToBreak: (info.mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue) != 0
            ))
        }
        if tracking != 0 { track(&glyphs, by: tracking, unitsPerEm: face.unitsPerEm) }
        return ShapedRun(range: run, face: face, level: level, script: script, glyphs: glyphs)
    }

    /// Tracking as UIKit applies it: `tracking` thousandths of an em after every character, so
    /// after the last glyph of each cluster (a ligature or a base with its marks moves as one).
    /// In design units, rounded, so widths stay exact sums.
    static func track(_ glyphs: inout [ShapedGlyph], by tracking: Double, unitsPerEm: Int) {
        let units = Int32((tracking / 1000 * Double(unitsPerEm)).rounded())
        guard units != 0 else { return }
        for index in glyphs.indices where index + 1 == glyphs.count || glyphs[index + 1].cluster != glyphs[index].cluster {
            glyphs[index].xAdvance += units
        }
    }
}
