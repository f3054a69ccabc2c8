#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `value` with `places` decimals, exactly as C's `printf("%.*f")` writes it (round half to even on
/// the exact binary value), without Foundation's `String(format:)`.
public func fixed(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let places = max(0, min(places, 17))
    // The largest double has 309 digits before the point.
    var buffer = [CChar](repeating: 0, count: 340)
    let written = withVaList([Int32(places), value]) { arguments in
        buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.*f", arguments) }
    }
    guard written > 0 else { return "" }
    return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

extension StringProtocol {
    /// The text without leading and trailing characters for which `drop` is true.
    public func trimming(_ drop: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The text without leading and trailing white space.
    public var trimmingWhitespace: String { trimming(\.isWhitespace) }
}
