/// Bidi reordering: runs from logical into visual order (UAX #9 rule L2).
extension ParagraphSetter {
    /// Reverses every maximal sequence of runs at or above each level, from the highest level down
    /// to the lowest odd one.
    static func visualOrder(_ runs: [ShapedRun]) -> [ShapedRun] {
        guard let highest = runs.map(\.level).max(), highest > 0 else { return runs }
        let lowestOdd = runs.map(\.level).filter { $0 & 1 == 1 }.min() ?? (highest + 1)
        var order = runs
        var level = highest
        while level >= lowestOdd && level > 0 {
            var index = 0
            while index < order.count {
                guard order[index].level >= level else { index += 1; continue }
                var end = index
                while end < order.count && order[end].level >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
