import ButtonStackBase
import CICUBreaks

/// Line-break opportunities from ICU's line-break iterator: UAX #14 with Unicode 15's rules (ICU 72
/// on Debian 12) — flags never split (LB30a), nothing broken after a zero-width joiner (LB8a) or
/// before a skin tone (LB30b) or a tag character (LB9) — and, where the text has no spaces between
/// words (Thai, Lao, Khmer, Burmese), breaks between the words of ICU's dictionaries, as Apple's
/// text system breaks them.
///
/// What ICU does differently from iOS is corrected here, one tailoring per difference, each with a
/// test: Japanese and Chinese are broken by the strict rules (ICU's `ja` and `zh` default to
/// `normal`, which allows a line to start with a small kana or ー; UIKit's word wrapping keeps
/// those, closing punctuation and brackets off the start of a line).
enum LineBreaker {
    /// What may happen at the position after a character.
    enum Opportunity: UInt8 {
        case mandatory = 0, allowed = 1, prohibited = 2
    }

    /// `result[i]` tells whether a line may end after character `i`.
    static func opportunities(in text: [UInt32], language: LanguageTag, iterators: BreakIteratorPool, freshIterator: Bool = false) -> [Opportunity] {
        var result = [Opportunity](repeating: .prohibited, count: text.count)
        guard !text.isEmpty else { return result }
        let (units, scalarAt) = utf16(text)
        let found = units.withUnsafeBufferPointer { buffer in
            iterators.withIterator(locale: icuLocale(language), fresh: freshIterator) { iterator in
                guard cicu_iterator_set_text(iterator, buffer.baseAddress, Int32(buffer.count)) == 0 else { return false }
                var boundary = cicu_iterator_next(iterator)
                while boundary > 0 {
                    result[scalarAt[Int(boundary)] - 1] = cicu_iterator_is_hard_break(iterator) != 0 ? .mandatory : .allowed
                    boundary = cicu_iterator_next(iterator)
                }
                return true
            }
        }
        // ICU could not be used (no data): breaking at the end alone still sets every title, by
        // character where it does not fit.
        if found != true { result[text.count - 1] = .mandatory }
        return result
    }

    /// The ICU locale for `language`: its language subtag, with the strict line-break rules for
    /// Japanese and Chinese.
    static func icuLocale(_ language: LanguageTag) -> String {
        let code = language.language.lowercased()
        return code == "ja" || code == "zh" ? "\(code)@lb=strict" : code
    }

    /// `text` in UTF-16, and for every UTF-16 offset that starts a scalar (and the end) the index of
    /// that scalar: ICU's boundaries are UTF-16 offsets and never fall inside a surrogate pair.
    static func utf16(_ text: [UInt32]) -> (units: [UInt16], scalarAt: [Int]) {
        var units: [UInt16] = []
        units.reserveCapacity(text.count + 8)
        var scalarAt: [Int] = []
        scalarAt.reserveCapacity(text.count + 9)
        for (index, value) in text.enumerated() {
            scalarAt.append(index)
            if value >= 0x10000 {
                let offset = value - 0x10000
                units.append(UInt16(0xD800 + (offset >> 10)))
                units.append(UInt16(0xDC00 + (offset & 0x3FF)))
                scalarAt.append(index)
            } else {
                units.append(UInt16(value))
            }
        }
        scalarAt.append(text.count)
        return (units, scalarAt)
    }
}
