/// One axis value of a variable font — `wght` 700, `FILL` 1, `opsz` 24 — as the typesetter opens
/// a face at it and the painter draws it.
public struct FontAxis: Hashable, Sendable {
    /// The axis tag, four ASCII characters.
    public var tag: String
    /// The value in the axis's own units (design coordinates).
    public var value: Double

    /// Axis `tag` at `value`.
    public init(_ tag: String, _ value: Double) {
        self.tag = tag
        self.value = value
    }
}
