/// How many values the reading of one file may work out: a bound on the whole of it, where the
/// inlining depth bounds only one path. Helpers of four levels, each with sixteen branches calling
/// the next, are read (16 × 2)⁴ times from one call, a million bodies (9 s); no file of the twelve
/// apps measured in docs/scan.md needs two thousand values. Past the bound a value is "not
/// followed" and the file is named in one line: a hostile file ends in about a second, and the
/// others are read as before.
final class ReadingBudget {
    /// The most values worked out for one file.
    static let valuesPerFile = 20_000

    private var remaining = ReadingBudget.valuesPerFile

    /// True once the file being read has spent it all: its groups may be cut short, which the
    /// scan says in one line.
    var isSpent: Bool { remaining == 0 }

    /// A fresh budget, for the next file.
    func reset() {
        remaining = Self.valuesPerFile
    }

    /// Takes one value from the budget; false once it is spent.
    func spend() -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        return true
    }
}
