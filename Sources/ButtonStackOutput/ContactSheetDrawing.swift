import ButtonStackRenderer
import ButtonStackLint
import StackEngine
import PNGFiles
import Rasterizer

/// A drawn part of a page: an opaque picture (drawn over the page's background) and where its top
/// left goes. Pieces of a band never overlap, so they can be made in any order, on any thread.
struct SheetPiece: Sendable {
    /// The piece's top left on the page.
    var x: Int, y: Int
    var picture: OpaquePicture

    /// `canvas` (drawn over the background, so opaque) at (`x`, `y`), in what `memory` gives
    /// for the bytes it needs, if anything.
    init(x: Int, y: Int, canvas: Canvas, memory: (_ bytes: Int) -> OpaquePicture.Memory? = { _ in nil }) throws {
        guard let picture = OpaquePicture(canvas, memory: memory) else { throw RenderFailure(message: "a contact sheet's piece is not opaque") }
        self.x = x
        self.y = y
        self.picture = picture
    }
}

/// The pieces of a sheet page: a cell (thumbnail, red outline, caption), a row's label and the
/// column labels. What no piece covers is the background. Each piece keeps inside its own region
/// of the page (a cell inside its ``SheetCell/region``, a label inside the label column or its
/// column), so the page is the same whatever order they come in.
enum ContactSheetDrawing {
    /// The page's background.
    static let background = Color(hex: 0xD1D1D6)
    static let text = Color(hex: 0x1C1C1E)
    static let flaggedText = Color(hex: 0xC93400)
    static let outline = Color(hex: 0xFF3B30)

    /// The column labels: the whole first band of `page`.
    static func columnLabels(of page: SheetPage, engine: ButtonStackEngine, painter: Painter) throws -> SheetPiece {
        let band = page.bands[0], metrics = page.metrics, half = metrics.gutter / 2
        var canvas = try Canvas(width: page.width, height: band.height, background: background)
        for (position, label) in page.columnLabels.enumerated() {
            let right = position + 1 < page.columnLabels.count ? page.columnLabels[position + 1].x - half : page.width
            try caption(label.text, x: label.x, baseline: metrics.gutter + metrics.baselineOffset - band.y, size: metrics.captionSize,
                        clip: PixelRect(x: label.x - half, y: 0, width: right - label.x + half, height: band.height),
                        engine: engine, painter: painter, on: &canvas)
        }
        return try SheetPiece(x: 0, y: band.y, canvas: canvas)
    }

    /// The locale of band `index` of `page`, in the label column at the row's top.
    static func rowLabel(_ index: Int, of page: SheetPage, engine: ButtonStackEngine, painter: Painter) throws -> SheetPiece? {
        let band = page.bands[index], metrics = page.metrics
        guard let label = band.rowLabel else { return nil }
        // From the band's top to a line of the label's text below the row's top.
        let width = (page.columnLabels.first?.x ?? page.width) - metrics.gutter / 2
        let height = min(band.height, label.top - band.y + Int((metrics.captionSize * 1.2 * 1.6).rounded(.up)))
        guard width > 0, height > 0 else { return nil }
        var canvas = try Canvas(width: width, height: height, background: background)
        try caption(label.text, x: metrics.gutter, baseline: label.top - band.y + metrics.baselineOffset, size: metrics.captionSize * 1.2,
                    clip: canvas.bounds, engine: engine, painter: painter, on: &canvas)
        return try SheetPiece(x: 0, y: band.y, canvas: canvas)
    }

    /// `cell` with `image` shrunk by `ratio` at its place, outlined in red and captioned with the
    /// rules lint flagged (warnings and errors; notes are worth a look, not a red outline), else
    /// captioned with its mode alone: the part of the cell's region from the outline's top to the
    /// caption's bottom. It is drawn in `worker`'s memory for cells, and kept in what `memory`
    /// gives for its size in bytes.
    static func cell(_ image: Canvas, ratio: Double, _ cell: SheetCell, entry: ManifestEntry, metrics: SheetMetrics,
                     memory: (_ bytes: Int) -> OpaquePicture.Memory, engine: ButtonStackEngine, worker: RenderWorker) throws -> SheetPiece {
        let painter = worker.painter
        let thickness = metrics.outline
        let thumbnail = (width: Canvas.downscaledLength(image.width, by: ratio), height: Canvas.downscaledLength(image.height, by: ratio))
        let top = max(cell.region.y, cell.y - thickness)
        let bottom = min(cell.region.maxY, cell.y + thumbnail.height + max(thickness, metrics.captionHeight))
        var canvas = try Canvas(width: cell.region.width, height: max(1, bottom - top), background: background, reusing: &worker.sheetMemory)
        // The piece keeps RGB; the canvas's memory is the worker's again for its next cell.
        defer { worker.sheetMemory = canvas.pixels }
        let x = cell.x - cell.region.x, y = cell.y - top
        canvas.draw(image, downscaledBy: ratio, atX: x, y: y)
        let flagging = entry.findings.filter { $0.severity >= .warning }
        if !flagging.isEmpty {
            let (left, upper, width, height) = (x - thickness, y - thickness, thumbnail.width + 2 * thickness, thumbnail.height + 2 * thickness)
            for rect in [PixelRect(x: left, y: upper, width: width, height: thickness), PixelRect(x: left, y: upper + height - thickness, width: width, height: thickness),
                         PixelRect(x: left, y: upper, width: thickness, height: height), PixelRect(x: left + width - thickness, y: upper, width: thickness, height: height)] {
                canvas.fill(rect, color: outline)
            }
        }
        let text = "mode \(entry.mode.rawValue)" + (flagging.isEmpty ? "" : " · " + Set(flagging.map(\.rule.rawValue)).sorted().joined(separator: ", "))
        try caption(text, x: x, baseline: y + thumbnail.height + metrics.baselineOffset, size: metrics.captionSize, clip: canvas.bounds,
                    engine: engine, painter: painter, on: &canvas, color: flagging.isEmpty ? Self.text : flaggedText)
        return try SheetPiece(x: cell.region.x, y: top, canvas: canvas, memory: memory)
    }

    /// One line of text set by the engine (any script), its baseline's left end at (`x`,
    /// `baseline`), nothing drawn outside `clip`.
    private static func caption(
        _ text: String, x: Int, baseline: Int, size: Double, clip: PixelRect, engine: ButtonStackEngine, painter: Painter, on canvas: inout Canvas,
        color: Color = ContactSheetDrawing.text
    ) throws {
        guard let line = try engine.setLine(text, pointSize: size) else { return }
        for run in line.runs {
            let glyphs = run.glyphs.map { GlyphPlacement(id: $0.id, x: Double(x) + $0.x, y: Double(baseline) - $0.y) }
            try painter.drawGlyphs(glyphs, font: FontFile(path: run.face.path, faceIndex: run.face.faceIndex, data: run.face.data, version: run.face.stamp),
                                   pixelSize: size, color: color, clip: clip, on: &canvas)
        }
    }
}
