/// The icon names nearest a name that is not one, ranked by the words they share with it: SF
/// Symbols names are words joined by dots (`person.crop.circle`), Material names by underscores.
/// A word counts fully when it is the same and half when it is a likely typo of one (`persn` →
/// `person`); among equals, the name with fewest other words comes first, then SF names.
///
/// Built once for a run (every name split into words, every distinct word listed), so a spec
/// with a thousand unknown icons is answered in a moment: a query word is compared with the few
/// thousand distinct words, not with every name.
public struct IconSuggestions: Sendable {
    /// Each candidate: its name, whether it is an SF name, and its words as indexes into `words`.
    private let candidates: [(name: String, isSF: Bool, words: [Int])]
    /// Every distinct word of every candidate, lowercased, as bytes.
    private let words: [[UInt8]]
    /// Word → its index in `words`.
    private let wordIndex: [String: Int]

    /// A query's words beyond this many are not looked at (a name is a few words).
    static let maximumQueryWords = 8
    /// A query word longer than this is matched exactly only.
    static let maximumTypoLength = 24

    /// The index over `catalog`'s SF Symbols names and the Material names that are not also SF names.
    public init(catalog: IconCatalog) {
        var words: [[UInt8]] = [], wordIndex: [String: Int] = [:]
        var candidates: [(name: String, isSF: Bool, words: [Int])] = []
        // A Material name spelled like an SF name is that SF name: offered once, as the SF name.
        let names = catalog.sfNames.map { ($0, true) } + catalog.materialNames.filter { !catalog.isSFName($0) }.map { ($0, false) }
        for (name, isSF) in names {
            let indexes = Self.words(of: name).map { word -> Int in
                if let index = wordIndex[word] { return index }
                words.append(Array(word.utf8))
                wordIndex[word] = words.count - 1
                return words.count - 1
            }
            candidates.append((name, isSF, indexes))
        }
        self.candidates = candidates
        self.words = words
        self.wordIndex = wordIndex
    }

    /// Up to `limit` names near `name`, best first.
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        let bare = name.hasPrefix(IconCatalog.materialPrefix) ? String(name.dropFirst(IconCatalog.materialPrefix.count)) : name
        let query = Array(Self.words(of: bare).prefix(Self.maximumQueryWords))
        guard !query.isEmpty else { return [] }
        // For each query word, the score each distinct word earns: 2 when the same, 1 when a typo of it.
        var earned = [[UInt8]](repeating: [UInt8](repeating: 0, count: words.count), count: query.count)
        for (position, word) in query.enumerated() {
            if let exact = wordIndex[word] { earned[position][exact] = 2 }
            let bytes = Array(word.utf8)
            guard bytes.count >= 3, bytes.count <= Self.maximumTypoLength else { continue }
            let allowed = bytes.count >= 7 ? 2 : 1
            for (index, other) in words.enumerated() where earned[position][index] == 0 && abs(other.count - bytes.count) <= allowed {
                if Self.distance(bytes, other, atMost: allowed) <= allowed { earned[position][index] = 1 }
            }
        }
        var scored: [(name: String, score: Int, extra: Int, isSF: Bool)] = []
        for candidate in candidates {
            var score = 0, matched = 0
            for position in query.indices {
                let best = candidate.words.reduce(0) { max($0, Int(earned[position][$1])) }
                if best > 0 { score += best; matched += 1 }
            }
            guard score > 0 else { continue }
            scored.append((candidate.name, score, max(0, candidate.words.count - matched), candidate.isSF))
        }
        scored.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.extra != b.extra { return a.extra < b.extra }
            if a.isSF != b.isSF { return a.isSF }
            return a.name < b.name
        }
        return scored.prefix(limit).map(\.name)
    }

    /// The lowercased words of an icon name.
    static func words(of name: String) -> [String] {
        name.lowercased().split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" || $0 == " " }).map(String.init)
    }

    /// The edit distance between `a` and `b` (insertions, deletions, substitutions, swaps of
    /// neighbours), or some number above `limit` once it is known to exceed it.
    static func distance(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int {
        if a == b { return 0 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1), previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}

extension IconCatalog {
    /// Up to `limit` names near `name` (see ``IconSuggestions``); builds the index each call, so
    /// a caller with many names keeps one ``IconSuggestions``.
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        IconSuggestions(catalog: self).suggestions(for: name, limit: limit)
    }
}
