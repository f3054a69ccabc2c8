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
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let major = Int(parts[0]) else { return nil }
        self.major = major
        self.minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    }

    /// `18.0`.
    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
