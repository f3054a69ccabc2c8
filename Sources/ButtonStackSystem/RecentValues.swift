/// The values a run made last, each by the key it was made from, within a budget: the oldest are
/// let go first, so memory stays flat however long the run.
///
/// For work that a run meets again soon if at all (a picture drawn for `en` and again for `en-GB`
/// a moment later): the value is taken instead of made anew. Only equal keys share a value (a
/// dictionary, not a digest), and a value is never changed once kept, so whoever takes it gets
/// what making it again would give.
public final class RecentValues<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most bytes of values kept, as `size` counts them.
    public let byteBudget: Int
    /// The most values kept.
    public let entryLimit: Int
    private let size: @Sendable (Value) -> Int

    private struct State {
        var values: [Key: Value] = [:]
        /// Oldest first: the next to let go.
        var order: [Key] = []
        var bytes = 0
    }

    private let state: Locked<State>

    /// Keeps up to `entryLimit` values and `byteBudget` bytes of them, each `size(value)` bytes.
    public init(byteBudget: Int, entryLimit: Int, size: @escaping @Sendable (Value) -> Int) {
        self.byteBudget = byteBudget
        self.entryLimit = max(1, entryLimit)
        self.size = size
        state = Locked(State())
    }

    /// The value kept for `key`, if any.
    public func value(for key: Key) -> Value? {
        state.withLock { $0.values[key] }
    }

    /// Keeps `value` for `key` (the first kept for a key stands), letting the oldest go to stay
    /// within the limits. A value larger than the whole budget is not kept.
    public func keep(_ value: Value, for key: Key) {
        let bytes = size(value)
        guard bytes <= byteBudget else { return }
        state.withLock { state in
            guard state.values[key] == nil else { return }
            while !state.order.isEmpty && (state.bytes + bytes > byteBudget || state.order.count >= entryLimit) {
                let oldest = state.order.removeFirst()
                if let gone = state.values.removeValue(forKey: oldest) { state.bytes -= size(gone) }
            }
            state.values[key] = value
            state.order.append(key)
            state.bytes += bytes
        }
    }

    /// How many values are kept.
    public var count: Int { state.withLock { $0.values.count } }
}
