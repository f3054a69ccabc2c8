/// Why the typesetter refused an input. Every case reads as one line that names the input and
/// the problem, so a command can print it as it is and exit with status 2.
public enum TypesetterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case emptyText
    /// The text has more Unicode scalars than ``Typesetter/maximumTextLength``.
    case textTooLong(count: Int, limit: Int)
    /// The text holds a NUL or another C0 control other than a line feed.
    case controlCharacter(scalar: UInt32, offset: Int)
    /// The point size is not a finite positive number, or absurdly large.
    case invalidSize(Double)
    /// The wrapping width is not a finite positive number.
    case invalidWidth(Double)
    /// A font file is missing, unreadable, or not a font.
    case fontUnreadable(path: String, reason: String)
    /// The fonts folder has no manifest or lacks a default font.
    case fontsFolder(path: String, reason: String)

    public var description: String {
        switch self {
        case .emptyText:
            return "text: is empty"
        case .textTooLong(let count, let limit):
            return "text: is \(count) characters long; the limit is \(limit)"
        case .controlCharacter(let scalar, let offset):
            return "text: control character \(hex(scalar)) at offset \(offset) is not allowed"
        case .invalidSize(let size):
            return "size: \(size) is not a point size (a finite number above 0 and at most 1000)"
        case .invalidWidth(let width):
            return "width: \(width) is not a width (a finite number above 0)"
        case .fontUnreadable(let path, let reason):
            return "\(path): \(reason)"
        case .fontsFolder(let path, let reason):
            return "\(path): \(reason)"
        }
    }
}

/// `U+XXXX` for a scalar value.
func hex(_ scalar: UInt32) -> String {
    let digits = String(scalar, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
