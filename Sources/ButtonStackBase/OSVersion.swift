/// An operating system release, `18.0` or `17.4`: what a deployment target or an SF Symbols
/// version's iOS is written as. Compared part by part (17.10 is later than 17.9).
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major release (18 in 18.4).
    public var major: Int
    /// The minor release (4 in 18.4).
    public var minor: Int

    /// Release `major`.`minor`.
    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `18`, `18.4` or `18.4.1` (the patch is ignored); nil for anything else, or parts beyond 999
    /// (no release has them, and a bound keeps hostile text from overflowing).
    ///
    /// Read a byte at a time and inlined where it is called: every icon's availability reads one
    /// from a table, and through generic `split` and `Character.isNumber` each cost some 30,000
    /// instructions, a fortieth of a one-image render.
    @inlinable
    public init?(_ text: some StringProtocol) {
        var parts = (first: 0, second: 0), count = 0, value = 0, digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0, count < 2 else { return nil }
                if count == 0 { parts.first = value } else { parts.second = value }
                count += 1
                (value, digits) = (0, 0)
            } else {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 3 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        if count == 0 { parts.first = value } else if count == 1 { parts.second = value }
        major = parts.first
        minor = parts.second
    }

    /// `18.0`.
    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
