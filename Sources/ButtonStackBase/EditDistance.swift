/// Levenshtein distance, for "did you mean" hints.
public enum EditDistance {
    /// The number of single-character edits (insertions, deletions, substitutions, and swaps of
    /// neighbours, case-insensitive) that turn `a` into `b`.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// Up to `limit` of `candidates` closest to `name`, close enough to be a likely typo.
    public static func suggestions(for name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let threshold = max(2, name.count / 3)
        var scored: [(name: String, distance: Int)] = []
        for candidate in candidates {
            let distance = between(candidate, name)
            if distance <= threshold { scored.append((candidate, distance)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
    }
}
