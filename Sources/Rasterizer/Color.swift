#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An sRGB colour with straight (not premultiplied) alpha, 8 bits a channel.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255, sRGB.
    public var red: UInt8
    /// Green, 0–255, sRGB.
    public var green: UInt8
    /// Blue, 0–255, sRGB.
    public var blue: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// The four bytes R, G, B, A as one word, in that memory order on any machine (for filling
    /// pixels a word at a time).
    var pixelWord: UInt32 {
        UInt32(littleEndian: UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24)
    }

    /// A colour from 8-bit sRGB channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB` and an opacity from 0 to 1.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF),
                  alpha: UInt8((max(0, min(1, opacity)) * 255).rounded()))
    }

    /// The same colour at `opacity` times its alpha.
    public func withOpacity(_ opacity: Double) -> Color {
        var copy = self
        copy.alpha = UInt8((Double(alpha) * max(0, min(1, opacity))).rounded())
        return copy
    }

    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }
}

/// sRGB ↔ linear light in integers, so blending gives the same bytes on every machine: 8-bit sRGB
/// to 12-bit linear, and back through a 4096-entry table.
enum LinearLight {
    static let toLinear: [Int32] = (0..<256).map { value in
        let c = Double(value) / 255
        let linear = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        return Int32((linear * 4095).rounded())
    }

    static let toSRGB: [UInt8] = (0..<4096).map { value in
        let l = Double(value) / 4095
        let c = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return UInt8(max(0, min(255, (c * 255).rounded())))
    }

    /// A checksum of both tables, which a test pins so a libm difference cannot slip in unseen.
    static var checksum: Int {
        toLinear.enumerated().reduce(0) { $0 &* 31 &+ Int($1.element) &+ $1.offset }
            &+ toSRGB.enumerated().reduce(0) { $0 &* 17 &+ Int($1.element) &+ $1.offset }
    }
}
