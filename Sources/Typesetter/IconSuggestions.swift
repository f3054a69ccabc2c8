import ButtonStackBase

extension IconCatalog {
    /// Up to `limit` names near `name`, ranked by the words they share with it: SF Symbols names
    /// are words joined by dots (`person.crop.circle`), Material names by underscores. A word
    /// counts fully when it is the same and half when it is a likely typo of one (`persn` →
    /// `person`); among equals, the name with fewest other words comes first, then SF names.
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        let query = Self.words(of: name.hasPrefix(Self.materialPrefix) ? String(name.dropFirst(Self.materialPrefix.count)) : name)
        guard !query.isEmpty else { return [] }
        struct Scored { var name: String; var score: Int; var extra: Int; var isSF: Bool }
        var scored: [Scored] = []
        // A Material name spelled like an SF name is that SF name: offered once, as the SF name.
        let candidates = sfNames.map { ($0, true) } + codepoints.keys.filter { !sfNames.contains($0) }.map { ($0, false) }
        for (candidate, isSF) in candidates {
            let words = Self.words(of: candidate)
            var score = 0, matched = 0
            for word in query {
                if words.contains(word) {
                    score += 2; matched += 1
                } else if word.count >= 3, words.contains(where: { Self.isTypo(word, of: $0) }) {
                    score += 1; matched += 1
                }
            }
            guard score > 0 else { continue }
            scored.append(Scored(name: candidate, score: score, extra: max(0, words.count - matched), isSF: isSF))
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

    /// True when `word` is a slip of `other`: one edit for a short word, two for a long one.
    static func isTypo(_ word: String, of other: String) -> Bool {
        guard abs(word.count - other.count) <= 2 else { return false }
        return EditDistance.between(word, other) <= (word.count >= 7 ? 2 : 1)
    }
}
