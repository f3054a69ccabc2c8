import CICUBreaks

/// ICU's own word boundaries, asked here directly (a word iterator, not the line breaker the
/// typesetter uses): the oracle for breaking between dictionary words in Thai, Lao, Khmer and
/// Burmese.
enum ICUOracle {
    /// The scalar offsets in `text` where ICU's word iterator for `locale` puts a boundary
    /// (0 and the end included), and the words: the spans between boundaries that end a word
    /// (letters, not spaces or punctuation).
    static func words(in text: String, locale: String) -> (boundaries: Set<Int>, words: [String]) {
        let scalars = Array(text.unicodeScalars)
        var units: [UInt16] = []
        var scalarAt: [Int: Int] = [:]
        for (index, scalar) in scalars.enumerated() {
            scalarAt[units.count] = index
            units += Array(String(scalar).utf16)
        }
        scalarAt[units.count] = scalars.count
        guard let iterator = locale.withCString({ cicu_word_iterator_open($0) }) else { return ([], []) }
        defer { cicu_iterator_close(iterator) }
        var boundaries: Set<Int> = [0]
        var words: [String] = []
        units.withUnsafeBufferPointer { buffer in
            guard cicu_iterator_set_text(iterator, buffer.baseAddress, Int32(buffer.count)) == 0 else { return }
            var previous = 0
            var boundary = cicu_iterator_next(iterator)
            while boundary > 0, let offset = scalarAt[Int(boundary)] {
                boundaries.insert(offset)
                if cicu_iterator_ends_word(iterator) != 0 {
                    words.append(String(String.UnicodeScalarView(scalars[previous..<offset])))
                }
                previous = offset
                boundary = cicu_iterator_next(iterator)
            }
        }
        return (boundaries, words)
    }
}
