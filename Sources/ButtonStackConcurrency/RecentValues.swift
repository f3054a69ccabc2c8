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
        var values: [Hashed: Value] = [:]
        /// Oldest first: the next to let go.
        var order: [Hashed] = []
        var bytes = 0
    }

    /// A key with its hash, found once before the lock is taken (a draw list's hash reads all its
    /// glyphs and paths): threads wait for each other only to look it up.
    private struct Hashed: Hashable, Sendable {
        let key: Key
        let hash: Int
        init(_ key: Key) {
            self.key = key
            hash = key.hashValue
        }
        static func == (lhs: Hashed, rhs: Hashed) -> Bool { lhs.hash == rhs.hash && lhs.key == rhs.key }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
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
        let hashed = Hashed(key)
        return state.withLock { $0.values[hashed] }
    }

    /// Keeps `value` for `key` (the first kept for a key stands), letting the oldest go to stay
    /// within the limits. A value larger than the whole budget is not kept.
    public func keep(_ value: Value, for key: Key) {
        let bytes = size(value)
        guard bytes <= byteBudget else { return }
        let key = Hashed(key)
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

    /// Lets every value go.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    /// How many values are kept.
    public var count: Int { state.withLock { $0.values.count } }
}
