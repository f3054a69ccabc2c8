/// One part of a deterministic partition of a run's work (`--shard I/N`): every combination
/// belongs to exactly one of the N shards, by a hash of its own name alone, so the shards are
/// disjoint, together they are the whole, and adding specs never moves a combination to another
/// shard. The hash is FNV-1a (64-bit) of the name's UTF-8: the same on every machine and run.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which part, from 1.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// The most parts a run can be split into.
    public static let maximumCount = 1000

    /// Part `index` of `count` (1 ≤ index ≤ count ≤ ``maximumCount``), or nil.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// `I/N`, as written on the command line.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// True when the combination named `key` belongs to this shard.
    public func contains(_ key: String) -> Bool {
        Int(Self.hash(key) % UInt64(count)) == index - 1
    }

    /// FNV-1a, 64-bit, of `text`'s UTF-8: the same on every machine and run (Swift's own
    /// `Hasher` is seeded anew in every process).
    public static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        return value
    }
}
