#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Icons from the Material Icons font, addressed by code point (the font's `rlig` ligatures by name
/// fall apart when shaped right to left). Names are Material Icons names or common SF Symbols names.
public struct IconCatalog: Sendable {
    /// Material Icons name → code point, from `Fonts/MaterialIcons-Regular.codepoints`.
    public let codepoints: [String: UInt32]

    /// SF Symbols names that iOS projects use, and the Material Icons glyph that stands in for each.
    public static let sfSymbols: [String: String] = [
        "plus": "add", "plus.circle": "add_circle_outline", "minus": "remove",
        "folder": "folder", "folder.badge.plus": "create_new_folder",
        "gear": "settings", "gearshape": "settings",
        "paperplane": "send", "paperplane.fill": "send",
        "trash": "delete", "trash.fill": "delete",
        "square.and.arrow.up": "ios_share", "square.and.arrow.down": "download",
        "arrow.clockwise": "refresh", "arrow.counterclockwise": "replay",
        "arrowshape.turn.up.left": "reply", "arrowshape.turn.up.right": "forward",
        "square.and.pencil": "edit_note", "pencil": "edit",
        "magnifyingglass": "search", "xmark": "close", "xmark.circle": "highlight_off",
        "checkmark": "check", "heart": "favorite_border", "heart.fill": "favorite",
        "star": "star_border", "star.fill": "star", "bookmark": "bookmark_border", "bookmark.fill": "bookmark",
        "person": "person", "envelope": "mail_outline", "phone": "phone", "camera": "photo_camera",
        "photo": "image", "link": "link", "doc.on.doc": "content_copy", "info.circle": "info_outline",
        "exclamationmark.triangle": "warning_amber", "bell": "notifications_none", "calendar": "calendar_today",
        "cart": "shopping_cart", "map": "map", "location": "near_me", "safari": "explore", "printer": "print",
        "flag": "outlined_flag", "tag": "local_offer", "lock": "lock_outline", "square.grid.2x2": "apps",
        "ellipsis": "more_horiz", "arrow.left": "arrow_back", "arrow.right": "arrow_forward",
        "chevron.left": "chevron_left", "chevron.right": "chevron_right", "play.fill": "play_arrow",
        "pause.fill": "pause", "archivebox": "archive", "tray": "inbox", "house": "home",
        "message": "chat_bubble_outline", "mic": "mic_none", "arrow.uturn.backward": "undo",
        "arrow.uturn.forward": "redo", "eye": "visibility",
        "rectangle.portrait.and.arrow.right": "logout",
    ]

    /// The catalogue read from `<fonts folder>/MaterialIcons-Regular.codepoints` (`name hex` per line).
    public init(fontsFolder: String) throws {
        let path = fontsFolder + "/MaterialIcons-Regular.codepoints"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TypesetterError.fontsFolder(path: path, reason: "cannot be read")
        }
        // `name hex` a line, read byte by byte: it is on every command's start-up path.
        var table: [String: UInt32] = [:]
        table.reserveCapacity(2300)
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var lineStart = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
                let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart..<index])
                lineStart = index + 1
                guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { continue }
                var value: UInt32 = 0
                var valid = space + 1 < line.count
                for byte in line[(space + 1)...] {
                    guard let digit = hexDigit(byte) else { valid = false; break }
                    value = value &* 16 &+ digit
                }
                if valid { table[String(decoding: line[..<space], as: UTF8.self)] = value }
            }
        }
        codepoints = table
    }

    /// The code point for a Material Icons name, an SF Symbols name from ``sfSymbols``, or a literal
    /// `U+E145`; nil for an unknown name.
    public func codepoint(for name: String) -> UInt32? {
        if name.hasPrefix("U+") || name.hasPrefix("u+"), let value = UInt32(name.dropFirst(2), radix: 16) { return value }
        if let value = codepoints[name] { return value }
        if let material = Self.sfSymbols[name] { return codepoints[material] }
        return nil
    }

    /// Every name the catalogue understands: Material Icons names and the SF Symbols aliases.
    public var allNames: [String] { Array(codepoints.keys) + Array(Self.sfSymbols.keys) }
}

/// The value of an ASCII hexadecimal digit.
private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
}
