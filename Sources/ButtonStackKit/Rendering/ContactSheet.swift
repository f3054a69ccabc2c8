import ButtonLayout
import Rasterizer
import Typesetter

/// One picture per stack with all its rendered images side by side — a row per combination, a
/// column per mode — each under a caption drawn by the same rasterizer.
public enum ContactSheet {
    /// A finished sheet.
    public struct Sheet: Sendable {
        /// The PNG file name.
        public var fileName: String
        /// The sheet.
        public var canvas: Canvas
    }

    /// The sheets of `images`, one per stack and scale.
    public static func render(_ images: [RenderedImage], engine: ButtonStackEngine) throws -> [Sheet] {
        let painter = try Painter()
        var groups: [String: [RenderedImage]] = [:]
        var order: [String] = []
        for image in images {
            let key = FileNames.safe(image.job.request.stack.name) + "_@\(Int(image.job.request.scale))x"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(image)
        }
        return try order.map { key in
            Sheet(fileName: "sheet_\(key).png", canvas: try sheet(groups[key]!, engine: engine, painter: painter))
        }
    }

    private static func sheet(_ images: [RenderedImage], engine: ButtonStackEngine, painter: Painter) throws -> Canvas {
        // Rows: combinations without the mode; columns: modes in the order met.
        var rowKeys: [String] = []
        var columnKeys: [String] = []
        for image in images {
            let row = rowKey(image.job)
            if !rowKeys.contains(row) { rowKeys.append(row) }
            if !columnKeys.contains(image.job.modeLabel) { columnKeys.append(image.job.modeLabel) }
        }
        let scale = images[0].job.request.scale
        let captionSize = 13 * scale
        let captionHeight = Int((captionSize * 1.6).rounded(.up))
        // Each row has a heading (the combination) and each cell a caption (its mode).
        let gutter = Int(8 * scale)
        var columnWidths = [Int](repeating: 0, count: columnKeys.count)
        var rowHeights = [Int](repeating: 0, count: rowKeys.count)
        for image in images {
            let column = columnKeys.firstIndex(of: image.job.modeLabel)!, row = rowKeys.firstIndex(of: rowKey(image.job))!
            columnWidths[column] = max(columnWidths[column], image.canvas.width)
            rowHeights[row] = max(rowHeights[row], image.canvas.height + 2 * captionHeight)
        }
        let width = columnWidths.reduce(0, +) + gutter * (columnWidths.count + 1)
        let height = rowHeights.reduce(0, +) + gutter * (rowHeights.count + 1)
        var canvas = Canvas(width: width, height: height, background: Color(hex: 0xD1D1D6))
        let caption = CaptionStyle(size: captionSize)
        for image in images {
            let column = columnKeys.firstIndex(of: image.job.modeLabel)!, row = rowKeys.firstIndex(of: rowKey(image.job))!
            let x = gutter + columnWidths[..<column].reduce(0, +) + gutter * column
            let y = gutter + rowHeights[..<row].reduce(0, +) + gutter * row
            let request = image.job.request
            if column == 0 || !images.contains(where: { rowKey($0.job) == rowKey(image.job) && columnKeys.firstIndex(of: $0.job.modeLabel)! < column }) {
                let heading = "\(request.locale) · \(request.textSize.rawValue) (\(Int(request.textSize.bodyPointSize)) pt) · \(Int(request.width)) pt wide · \(image.job.appearance.rawValue)"
                try drawCaption(heading, x: gutter, baseline: y + Int(captionSize * 1.1), style: caption, engine: engine, painter: painter, on: &canvas)
            }
            let label = "mode \(image.layout.mode.rawValue)\(image.job.modeLabel == "natural" ? "" : " (forced)")"
            try drawCaption(label, x: x, baseline: y + captionHeight + Int(captionSize * 1.1), style: caption, engine: engine, painter: painter, on: &canvas)
            canvas.draw(image.canvas, atX: x, y: y + 2 * captionHeight)
        }
        return canvas
    }

    /// The size captions are set in, in pixels.
    private struct CaptionStyle {
        var size: Double
    }

    private static func rowKey(_ job: RenderJob) -> String {
        "\(job.request.file)|\(job.request.locale)|\(job.request.textSize)|\(job.request.width)|\(job.appearance)"
    }

    private static func drawCaption(
        _ text: String, x: Int, baseline: Int, style: CaptionStyle, engine: ButtonStackEngine, painter: Painter,
        on canvas: inout Canvas
    ) throws {
        let layout = try engine.typesetter.layout(text, style: TextStyle(size: style.size, direction: .leftToRight))
        guard let line = layout.lines.first else { return }
        for run in line.runs {
            let glyphs = run.glyphs.map { GlyphPlacement(id: $0.id, x: Double(x) + $0.x, y: Double(baseline) - $0.y) }
            try painter.drawGlyphs(glyphs, font: FontFile(path: run.face.path, faceIndex: run.face.faceIndex),
                                   pixelSize: style.size, color: Color(hex: 0x1C1C1E), on: &canvas)
        }
    }
}
