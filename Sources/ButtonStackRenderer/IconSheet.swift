import AssetRasterizer
import ButtonStackBase
import ButtonLayout
import Rasterizer
import StackEngine
import Typesetter

/// A picture of icons to look at: a grid of cells, each with the icon drawn as a button draws it
/// (its box outlined faintly, the glyph in the title's weight at the default text size) over its
/// name and what it draws. Placeholders are captioned in orange.
public enum IconSheet {
    /// Cells across.
    public static let columns = 6
    /// The most icons one sheet shows (rows × columns within ``ContactSheet/maximumPageSide``).
    public static let maximumIcons = 540

    /// The draw list of a sheet of `icons` (at most ``maximumIcons``), at `scale`, bold or regular,
    /// the app's asset icons drawn by `assetDrawings`.
    public static func drawList(_ icons: [IconGlyph], engine: ButtonStackEngine, bold: Bool, scale: Double = 2,
                                assetDrawings: AssetDrawings = AssetDrawings()) throws -> DrawList {
        let shown = Array(icons.prefix(maximumIcons))
        let cell = (width: 180.0, height: 96.0), pointSize = 17.0
        let rows = max(1, (shown.count + columns - 1) / columns)
        var list = DrawList(width: Int(cell.width * Double(columns) * scale), height: Int(cell.height * Double(rows) * scale),
                            background: Color(hex: 0xFFFFFF))
        for (index, icon) in shown.enumerated() {
            let x = Double(index % columns) * cell.width, y = Double(index / columns) * cell.height
            let size = icon.size(atPointSize: pointSize)
            let box = Rect(x: x + (cell.width - size.width) / 2, y: y + 12, width: size.width, height: size.height)
            list.commands.append(.fill(Path.rect(x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale),
                                       Color(hex: 0xEEF3FF), clip: nil))
            let attributes = TextAttributes(pointSize: pointSize, bold: bold)
            if let asset = icon.asset {
                list.commands.append(try AssetPainting.command(asset, name: icon.resolution.name, in: box, attributes: attributes, scale: scale,
                                                               dark: false, color: Color(hex: 0x007AFF), file: "icons", path: icon.resolution.name,
                                                               drawings: assetDrawings))
            } else {
                list.commands.append(StackRenderer.iconCommand(icon, in: box, attributes: attributes, scale: scale, color: Color(hex: 0x007AFF), clip: nil))
            }
            let resolution = icon.resolution
            let caption: String = switch resolution.source {
            case .placeholder: "placeholder"
            case .material, .codepoint: "material"
            case .asset: "asset"
            case .appFont: "icon font"
            case .sfSymbol: "→ " + resolution.glyphName + (resolution.filled ? " (fill)" : "") + (resolution.mirrored ? " (mirrored)" : "")
            }
            let captionColor = resolution.isPlaceholder ? Color(hex: 0xC93400) : Color(hex: 0x6C6C70)
            list.commands += try centredLine(resolution.name, size: 10, centreX: x + cell.width / 2, baseline: y + 60, scale: scale,
                                             color: Color(hex: 0x1C1C1E), engine: engine, maxWidth: cell.width - 8)
            list.commands += try centredLine(caption, size: 9, centreX: x + cell.width / 2, baseline: y + 74, scale: scale,
                                             color: captionColor, engine: engine, maxWidth: cell.width - 8)
        }
        return list
    }

    /// One line of text centred on `centreX`, set by the measuring step, shrunk to `maxWidth`.
    private static func centredLine(
        _ text: String, size: Double, centreX: Double, baseline: Double, scale: Double, color: Color,
        engine: ButtonStackEngine, maxWidth: Double
    ) throws -> [DrawCommand] {
        var pointSize = size
        guard var line = try engine.setLine(text, pointSize: pointSize) else { return [] }
        if line.width > maxWidth {
            pointSize = size * maxWidth / line.width
            guard let smaller = try engine.setLine(text, pointSize: pointSize) else { return [] }
            line = smaller
        }
        let left = centreX - line.width / 2
        return line.runs.map { run -> DrawCommand in
            .glyphs(font: FontFile(path: run.face.path, faceIndex: run.face.faceIndex, data: run.face.data, version: run.face.stamp), pixelSize: pointSize * scale,
                    glyphs: run.glyphs.map { GlyphPlacement(id: $0.id, x: (left + $0.x) * scale, y: (baseline - $0.y) * scale) },
                    color: color, clip: nil)
        }
    }
}
