import ButtonStackBase

/// The typesetter's line breaker on its own (ICU, with UIKit's standard strategy's Hangul rule),
/// for the benchmark to time against other breakers.
public enum LineBreakProbe {
    /// How many places a line may end in `text` (hard breaks included). `freshIterator` opens an ICU
    /// iterator for this call alone and closes it, as a breaker without the pool would; otherwise
    /// the pooled iterator for the language is used, as the typesetter uses it.
    public static func opportunityCount(in text: String, language: LanguageTag, freshIterator: Bool = false) -> Int {
        let scalars = text.unicodeScalars.map(\.value)
        var breaks = LineBreaker.opportunities(in: scalars, language: language, freshIterator: freshIterator)
        HangulWords.keepWhole(scalars, &breaks)
        return breaks.reduce(0) { $0 + ($1 == .prohibited ? 0 : 1) }
    }
}
