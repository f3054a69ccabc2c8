import ButtonStackBase
import ButtonSpec
import Rasterizer

/// The draw commands of a glass button's background: plain values for the rasterizer, no pixels.
enum GlassPainting {
    /// The edge's width in points: a hairline at @2x and @3x, as iOS draws it.
    static let edgeWidth = 1.0

    /// Back to front: the dimming layer under clear glass, the translucent fill (or the tint of
    /// prominent glass), a faint outline, the bright edge, and its top half again as the highlight.
    /// `x`, `y`, `width`, `height` and `radius` are in pixels.
    static func commands(style: ButtonStyle, x: Double, y: Double, width: Double, height: Double, radius: Double,
                         scale: Double, fill: Color, glass: GlassLook, opacity: Double) -> [DrawCommand] {
        let shape = Path.roundedRect(x: x, y: y, width: width, height: height, radius: radius)
        let edge = edgeWidth * scale
        let ring = Path.roundedRing(x: x, y: y, width: width, height: height, radius: radius, thickness: edge)
        var commands: [DrawCommand] = []
        // (1) Clear glass wants the content beneath dimmed, so that its white title reads.
        if style.isClearGlass { commands.append(.fill(shape, glass.dimming.withOpacity(opacity), clip: nil)) }
        // (2) The glass itself.
        commands.append(.fill(shape, fill, clip: nil))
        // (3) A faint line around light glass, then the edge, brighter along the top half.
        let outer = Path.roundedRing(x: x - edge, y: y - edge, width: width + 2 * edge, height: height + 2 * edge,
                                     radius: radius + edge, thickness: edge)
        commands.append(.fill(outer, glass.outline.withOpacity(opacity), clip: nil))
        commands.append(.fill(ring, glass.edge.withOpacity(opacity), clip: nil))
        let top = PixelRect(x: Int(x.rounded(.down)) - 1, y: Int(y.rounded(.down)) - 1,
                            width: Int(width.rounded(.up)) + 2, height: Int((height / 2).rounded(.up)) + 1)
        commands.append(.fill(ring, glass.highlight.withOpacity(opacity), clip: top))
        return commands
    }
}

/// The commands that draw a theme's backdrop over the whole picture: a colour, a gradient, or the
/// backdrop image the renderer was given (decoded by the stage that reads files, never here).
enum BackdropPainting {
    /// The backdrop's commands for a picture of `width` × `height` pixels; `image` is the decoded
    /// picture of an image backdrop.
    /// - Throws: ``RenderFailure`` for an image backdrop whose picture was not given.
    static func commands(_ backdrop: Backdrop, image: Canvas?, width: Int, height: Int, specFile: String) throws -> [DrawCommand] {
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        switch backdrop {
        case .color(let rgba):
            return [.gradient(whole, colors: [color(rgba)])]
        case .gradient(let stops):
            return [.gradient(whole, colors: stops.map(color))]
        case .image(let path, let line, let specPath):
            guard let image else {
                throw RenderFailure(message: "\(line.map { "\(specFile):\($0)" } ?? specFile): \(specPath): \(path): the backdrop image was not loaded")
            }
            return [.image(image, in: whole)]
        }
    }

    static func color(_ rgba: UInt32) -> Color {
        Color(red: UInt8(rgba >> 24), green: UInt8((rgba >> 16) & 0xFF), blue: UInt8((rgba >> 8) & 0xFF), alpha: UInt8(rgba & 0xFF))
    }
}
