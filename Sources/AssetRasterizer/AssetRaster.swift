import AppIcons
import Rasterizer

/// One asset drawn at one pixel size: what the renderer asks for, and the key of what was drawn.
public struct AssetRaster: Sendable, Hashable {
    /// Where the drawing goes in the canvas.
    public enum Placement: Sendable, Hashable {
        /// The whole image fitted into the canvas, centred, its aspect kept.
        case fit
        /// Glyph `glyph` of a symbol template, each template unit `unitsToPixels` pixels, the
        /// template's origin at (`dx`, `dy`) pixels.
        case symbol(glyph: String, unitsToPixels: Double, dx: Double, dy: Double)
        /// Glyph `glyph` of a symbol template, its ink fitted into the canvas (a template without margins).
        case symbolFit(glyph: String)
    }

    /// How it takes colour.
    public enum Tint: Sendable, Hashable {
        /// Its shape in `color` (a template image).
        case template(Color)
        /// Its own colours.
        case original
        /// In `color` when the drawing has no colour of its own (every inked pixel grey), else its own.
        case automatic(Color)
    }

    /// The file.
    public var image: AssetImage
    /// The canvas's size in pixels.
    public var width: Int, height: Int
    /// Where the drawing goes.
    public var placement: Placement
    /// How it takes colour.
    public var tint: Tint

    /// `image` drawn on a `width` × `height` canvas at `placement`, coloured by `tint`.
    public init(image: AssetImage, width: Int, height: Int, placement: Placement = .fit, tint: Tint) {
        self.image = image
        self.width = width
        self.height = height
        self.placement = placement
        self.tint = tint
    }
}
