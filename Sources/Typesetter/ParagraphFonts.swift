import CHarfBuzz

/// (3) A font for every character of a paragraph.
extension ParagraphSetter {
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

    /// Whether `scalar` belongs to the cluster before it (a mark, a joiner, a variation selector,
    /// an emoji modifier or tag), so it stays in that character's font.
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
}
