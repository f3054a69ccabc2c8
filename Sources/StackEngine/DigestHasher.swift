/// FNV-1a (64-bit) over the bytes of the values added, each number as its 8 bytes (a file's bytes
/// eight at a time, ``add(bytes:)``): the same on every run (Swift's `Hasher` is seeded anew in
/// every process).
package struct DigestHasher {
    package var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// A hasher with nothing added.
    package init() {}

    package mutating func add(_ word: UInt64) {
        var rest = word
        for _ in 0..<8 {
            value = (value ^ (rest & 0xFF)) &* 0x0000_0100_0000_01B3
            rest >>= 8
        }
    }

    package mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }
    package mutating func add(_ number: Int64) { add(UInt64(bitPattern: number)) }
    package mutating func add(_ number: Double) { add(number.bitPattern) }

    package mutating func add(_ text: String) {
        add(text.utf8.count)
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }

    /// A file's content identity, or a marker for a file that cannot be read.
    package mutating func add(_ identity: UInt64?) {
        guard let identity else { return add(0) }
        add(1)
        add(identity)
    }

    /// The value as 16 hex digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
