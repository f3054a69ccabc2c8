import SwiftSyntax

/// What SwiftUI's `.buttonBorderShape(…)` and `.controlSize(…)` give a button, as the spec's
/// `shape` and `size` name them; nil where the code sets none.
struct ButtonLook: Equatable {
    var shape: String? = nil
    var size: String? = nil

    /// This look with what `modifiers` set (the innermost, nearest the button, first).
    func applying(_ modifiers: [Modifiers.Applied]) -> ButtonLook {
        var look = self
        if let shape = modifiers.lazy.compactMap(Self.shape).first { look.shape = shape }
        if let size = modifiers.lazy.compactMap(Self.size).first { look.size = size }
        return look
    }

    /// `.buttonBorderShape(.capsule)` → `capsule` (a radius of its own is left unread).
    static func shape(_ modifier: Modifiers.Applied) -> String? {
        guard modifier.name == "buttonBorderShape", let argument = modifier.call?.arguments.first?.expression.trimmedDescription else { return nil }
        switch argument {
        case ".capsule", "ButtonBorderShape.capsule": return "capsule"
        case ".circle", "ButtonBorderShape.circle": return "circle"
        case ".roundedRectangle", "ButtonBorderShape.roundedRectangle": return "roundedRectangle"
        case ".automatic", "ButtonBorderShape.automatic": return "automatic"
        default: return nil
        }
    }

    /// `.controlSize(.small)` → `small` (`.mini` too), `.regular` → `medium`, `.large` → `large`
    /// (`.extraLarge` too).
    static func size(_ modifier: Modifiers.Applied) -> String? {
        guard modifier.name == "controlSize", let argument = modifier.call?.arguments.first?.expression.trimmedDescription else { return nil }
        switch argument.split(separator: ".").last.map(String.init) {
        case "mini", "small": return "small"
        case "regular": return "medium"
        case "large", "extraLarge": return "large"
        default: return nil
        }
    }
}
