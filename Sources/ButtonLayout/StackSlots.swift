import ButtonStackBase

/// Equal slots along a row or a column, as the original shares out its length.
struct StackSlots {
    let count: Int
    let spacing: Double
    let grid: PixelGrid

    /// Every slot but the last: (length − spacing × (n − 1)) ÷ n, rounded down to whole pixels.
    func usualLength(in length: Double) -> Double {
        grid.floor((length - spacing * Double(count - 1)) / Double(count))
    }

    /// Slot `index`'s length. The last slot takes the remainder, so the stack ends exactly at
    /// `length`: buttons are wider than the spacing, so the difference shows least on a button.
    func length(of index: Int, in length: Double) -> Double {
        let usual = usualLength(in: length)
        return index == count - 1 ? length - Double(count - 1) * (usual + spacing) : usual
    }

    /// Where slot `index` starts.
    func origin(of index: Int, in length: Double) -> Double {
        Double(index) * (usualLength(in: length) + spacing)
    }
}
