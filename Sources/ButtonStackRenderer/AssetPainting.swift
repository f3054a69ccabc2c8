import ButtonStackBase
import AppIcons
import AssetRasterizer
import ButtonLayout
import Rasterizer
import StackEngine

/// An app's image or symbol set drawn in its icon box: the box the resolver measured, in whole
/// pixels, asked of the asset drawings the renderer was given (which read and draw the files, once
/// at that size) (so what is measured is what is drawn),
/// the dark variant in dark mode, a template in the button's icon colour.
enum AssetPainting {
    /// The command that draws `icon` (spec name `name`) in `box` beside a title of `attributes`.
    /// - Throws: ``RenderFailure`` naming the spec, the button and the file when it cannot be drawn.
    static func command(_ icon: AssetIcon, name: String, in box: Rect, attributes: TextAttributes, scale: Double, dark: Bool,
                        color: Color, file: String, path: String, drawings: AssetDrawings?) throws -> DrawCommand {
        let x0 = Int((box.x * scale).rounded()), y0 = Int((box.y * scale).rounded())
        let x1 = Int((box.maxX * scale).rounded()), y1 = Int((box.maxY * scale).rounded())
        let rect = PixelRect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
        let raster = try Self.raster(icon, rect: rect, attributes: attributes, scale: scale, dark: dark, color: color)
        do {
            guard let drawings else { throw AppIconError(file: icon.asset.folder, problem: "no asset drawings were given to the renderer") }
            return .image(try drawings.draw(raster), in: rect)
        } catch {
            throw RenderFailure(message: "\(file): \(path): icon '\(name)': \(error)")
        }
    }

    /// What the rasterizer draws for `icon` in `rect`: the file of the appearance and scale, where
    /// a symbol's glyph goes, and its colour.
    static func raster(_ icon: AssetIcon, rect: PixelRect, attributes: TextAttributes, scale: Double, dark: Bool, color: Color) throws -> AssetRaster {
        let asset = icon.asset
        guard let image = asset.image(dark: dark, scale: Int(scale.rounded(.up))) else {
            throw RenderFailure(message: "\(asset.folder): has no PDF, SVG or PNG file")
        }
        let tint: AssetRaster.Tint = switch asset.rendering {
        case .template: .template(color)
        case .original: .original
        case nil: asset.kind == .symbol ? .template(color) : (image.format == .png ? .original : .automatic(color))
        }
        guard let template = icon.symbol else {
            return AssetRaster(image: image, width: rect.width, height: rect.height, placement: .fit, tint: tint)
        }
        // A symbol: the glyph of the title's weight at medium scale, drawn at the title's size
        // (the template is drawn for 100 pt), centred between its margins and on its cap height.
        let glyph = template.glyph(weight: attributes.bold ? "Bold" : "Regular", scale: "M")
        let scaleName = String(glyph.split(separator: "-").last ?? "M")
        guard let margins = template.margins[glyph], let guide = template.guides[scaleName] else {
            return AssetRaster(image: image, width: rect.width, height: rect.height, placement: .symbolFit(glyph: glyph), tint: tint)
        }
        // A template without medium glyphs (Xcode's v3 asks only for small ones) has its small or
        // large glyph scaled to medium, as SF Symbols' scales relate (small 0.78, large 1.29).
        let toMedium = scaleName == "S" ? 1 / 0.78 : scaleName == "L" ? 1 / 1.29 : 1
        let unitsToPixels = attributes.pointSize * scale / SymbolTemplate.templatePointSize * toMedium
        let dx = Double(rect.width) / 2 - (margins.left + margins.right) / 2 * unitsToPixels
        let dy = Double(rect.height) / 2 - (guide.baseline + guide.capline) / 2 * unitsToPixels
        return AssetRaster(image: image, width: rect.width, height: rect.height,
                           placement: .symbol(glyph: glyph, unitsToPixels: unitsToPixels, dx: dx, dy: dy), tint: tint)
    }
}
