#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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

/// A number for a sentence: whole numbers without decimals, others to at most `places` places,
/// without trailing zeros (`320`, `0.5`, `12.35`).
public func short(_ value: Double, places: Int = 2) -> String {
    if value == value.rounded() && abs(value) < 1e12 { return String(Int(value)) }
    var text = fixed(value, places: places)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// A measurement for a report, to a millionth of a point: far finer than anything drawn, and free
/// of floating-point tails such as 46.30799999999999.
public func rounded(_ value: Double) -> Double {
    (value * 1_000_000).rounded() / 1_000_000
}

/// JSON as every command prints it: sorted keys, indented, slashes as they are.
public enum JSONOutput {
    /// `value` as UTF-8 JSON text with a trailing newline.
    public static func string<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
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
