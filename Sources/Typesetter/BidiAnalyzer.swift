import ButtonStackBase
import CFriBidi

/// Resolves bidi embedding levels (UAX #9) with FriBidi, including bracket pairs.
enum BidiAnalyzer {
    /// The resolved levels of `text` in a paragraph of `direction` (nil: from the first strong
    /// character), and the paragraph's resolved direction.
    static func levels(of text: [UInt32], direction: LayoutDirection?) -> (levels: [UInt8], paragraphIsRTL: Bool) {
        let count = text.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var base: FriBidiParType
        switch direction {
        case .rightToLeft: base = FRIBIDI_PAR_RTL
        case .leftToRight: base = FRIBIDI_PAR_LTR
        case nil: base = FRIBIDI_PAR_ON
        }
        text.withUnsafeBufferPointer { chars in
            fribidi_get_bidi_types(chars.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(chars.baseAddress, FriBidiStrIndex(count), types, &brackets)
        }
        let ok = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &levels)
        if ok == 0 {
            // FriBidi only fails on allocation; treat the paragraph as one run in the asked direction.
            let rtl = direction == .rightToLeft
            return ([UInt8](repeating: rtl ? 1 : 0, count: count), rtl)
        }
        return (levels.map { UInt8(bitPattern: $0) }, (base.rawValue & UInt32(FRIBIDI_MASK_RTL)) != 0)
    }
}

