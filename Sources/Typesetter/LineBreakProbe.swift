import ButtonStackBase

/// The typesetter's line breaker on its own (ICU, with UIKit's standard strategy's Hangul rule),
/// for the benchmark to time against other breakers. A probe keeps its own ICU iterators, as a
/// typesetter does.
public struct LineBreakProbe: Sendable {
    private let iterators = BreakIteratorPool()

    /// A probe with no iterator open yet.
    public init() {}

    /// How many places a line may end in `text` (hard breaks included). `freshIterator` opens an ICU
    /// iterator for this call alone and closes it, as a breaker without the pool would; otherwise
    /// the probe's iterator for the language is used, as the typesetter uses its own.
    public func opportunityCount(in text: String, language: LanguageTag, freshIterator: Bool = false) -> Int {
        let scalars = text.unicodeScalars.map(\.value)
        var breaks = LineBreaker.opportunities(in: scalars, language: language, iterators: iterators, freshIterator: freshIterator)
        HangulWords.keepWhole(scalars, &breaks)
        return breaks.reduce(0) { $0 + ($1 == .prohibited ? 0 : 1) }
    }
}
