/// What the renderer asks the rasterizer to draw, in pixels, in order.
///
/// Two equal lists draw the same pixels (the painter reads nothing else, and a font is told apart
/// by its file, face, version and bytes), so a list can stand for its picture: a run that meets a
/// list it drew before writes the picture it made then.
public struct DrawList: Sendable, Hashable {
    /// The image's size in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// The colour everything is drawn on.
    public var background: Color
    /// The drawing steps, back to front.
    public var commands: [DrawCommand]

    /// An empty list on a `width` × `height` canvas of `background`.
    public init(width: Int, height: Int, background: Color, commands: [DrawCommand] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.commands = commands
    }
}

/// One drawing step.
public enum DrawCommand: Sendable, Hashable {
    /// Fill a path, clipped to a rectangle when given.
    case fill(Path, Color, clip: PixelRect?)
    /// Draw glyphs of one font at one size, clipped to a rectangle when given.
    case glyphs(font: FontFile, pixelSize: Double, glyphs: [GlyphPlacement], color: Color, clip: PixelRect?)
    /// Fill a rectangle with colours evenly spaced from its top to its bottom, blended over what is there.
    case gradient(PixelRect, colors: [Color])
    /// Draw an image scaled to cover a rectangle (cut to its aspect ratio, centred), blended by its alpha.
    case image(Canvas, in: PixelRect)
}

extension Painter {
    /// Draws `list` onto a new canvas (in the memory of the last one handed to ``recycle(_:)``).
    public func paint(_ list: DrawList) throws -> Canvas {
        var canvas = try Canvas(width: list.width, height: list.height, background: list.background, reusing: &spareStorage)
        for command in list.commands {
            switch command {
            case .fill(let path, let color, let clip):
                fill(path, color: color, clip: clip, on: &canvas)
            case .glyphs(let font, let size, let glyphs, let color, let clip):
                try drawGlyphs(glyphs, font: font, pixelSize: size, color: color, clip: clip, on: &canvas)
            case .gradient(let rect, let colors):
                canvas.fillGradient(rect, colors: colors)
            case .image(let image, let rect):
                canvas.draw(image, covering: rect)
            }
        }
        return canvas
    }

    /// Hands back a canvas this painter drew and nobody needs any more, so that the next
    /// ``paint(_:)`` draws in its memory instead of new memory.
    public func recycle(_ canvas: consuming Canvas) {
        spareStorage = canvas.pixels
    }
}
