import ButtonStackBase
import ButtonStackConcurrency
import CICUBreaks

/// ICU line-break iterators kept per locale between titles. Opening one builds its rules (and, for
/// Thai, Lao, Khmer and Burmese text, loads the dictionaries on first use), which costs far more
/// than breaking a title; pointing an open one at new text costs almost nothing. Each title takes an
/// iterator out, so no two threads ever share one, and puts it back when done. An iterator's
/// answers depend only on its locale and the text, so reuse cannot change a result.
/// A typesetter owns one (no global): its titles share its iterators.
final class BreakIteratorPool: Sendable {
    /// An open `UBreakIterator`, owned by whoever holds it.
    struct Iterator: @unchecked Sendable {
        // @unchecked Sendable: an iterator is used by one thread at a time (taken out of the pool
        // under its lock, used, put back).
        let pointer: OpaquePointer
    }

    /// Idle iterators per ICU locale; a few per locale are kept (one per thread that breaks lines).
    private let idle = Locked<[String: [Iterator]]>([:])
    private static let keptPerLocale = 8

    /// Runs `body` with an iterator for `locale` (taken from the pool, or opened), then keeps it;
    /// nil when ICU cannot open one. `fresh` opens a new one and closes it after (the benchmark's
    /// uncached figure).
    func withIterator<Result>(locale: String, fresh: Bool = false, _ body: (OpaquePointer) -> Result) -> Result? {
        let taken = fresh ? nil : idle.withLock { $0[locale]?.popLast() }
        guard let iterator = taken ?? Self.open(locale) else { return nil }
        let result = body(iterator.pointer)
        if fresh {
            cicu_iterator_close(iterator.pointer)
        } else {
            let surplus = idle.withLock { idle -> Iterator? in
                guard idle[locale, default: []].count < Self.keptPerLocale else { return iterator }
                idle[locale, default: []].append(iterator)
                return nil
            }
            if let surplus { cicu_iterator_close(surplus.pointer) }
        }
        return result
    }

    private static func open(_ locale: String) -> Iterator? {
        locale.withCString { cicu_line_iterator_open($0) }.map(Iterator.init)
    }
}
