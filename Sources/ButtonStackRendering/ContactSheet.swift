import ButtonStackLint
import StackEngine
import ButtonStackBase
import ButtonLayout
import Rasterizer
import Typesetter

/// Pictures of a run's images side by side, one series per stack and scale — a row per
/// combination, a column per mode — each image under a caption drawn by the same rasterizer.
///
/// A sheet never exceeds ``maximumPageSide`` pixels a side: rows go onto further pages, and modes
/// that do not fit side by side onto pages of their own. The images are read back from the folder
/// one page at a time, so a sheet of thousands of images needs no more memory than one page.
public enum ContactSheet {
    /// The largest side of one sheet page, in pixels: within the canvas limit and still quick to
    /// open in a viewer.
    public static let maximumPageSide = 16_384

    /// Writes the sheets of the images in `entries` (already written in `folder`) and returns their
    /// file names: `sheet_STACK_@Sx.png`, or `sheet_STACK_@Sx_pN.png` when a series has pages.
    public static func write(_ entries: [ManifestEntry], folder: String, engine: ButtonStackEngine) throws -> [String] {
        let painter = try Painter()
        var groups: [String: [ManifestEntry]] = [:]
        var order: [String] = []
        for entry in entries {
            let key = FileNames.safe(entry.stack) + "_@\(Int(entry.scale))x"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        var names: [String] = []
        for key in order {
            let pages = layOut(groups[key]!)
            for (number, page) in pages.enumerated() {
                try Interruption.check()
                let name = pages.count == 1 ? "sheet_\(key).png" : "sheet_\(key)_p\(number + 1).png"
                let canvas = try draw(page, folder: folder, engine: engine, painter: painter)
                try PNGCodec.write(canvas, to: folder + "/" + name)
                names.append(name)
            }
        }
        return names
    }

    /// One image's place on a page.
    struct Cell {
        var entry: ManifestEntry
        var x: Int, y: Int
        /// The row heading goes above this cell (the first cell of its row on the page).
        var heading: Bool
    }

    /// One page: its size and cells.
    struct Page {
        var width: Int, height: Int
        var scale: Double
        var cells: [Cell] = []
    }

    /// Rows (combinations without the mode) and columns (modes, in the order met) placed onto pages.
    static func layOut(_ entries: [ManifestEntry]) -> [Page] {
        let scale = entries[0].scale
        let metrics = Metrics(scale: scale)
        var rowKeys: [String] = [], columnKeys: [String] = []
        var cells: [String: ManifestEntry] = [:]
        for entry in entries {
            let row = rowKey(entry)
            if !rowKeys.contains(row) { rowKeys.append(row) }
            if !columnKeys.contains(entry.requestedMode) { columnKeys.append(entry.requestedMode) }
            cells[row + "#" + entry.requestedMode] = entry
        }
        var columnWidths = [Int](repeating: 0, count: columnKeys.count)
        var rowHeights = [Int](repeating: 0, count: rowKeys.count)
        for entry in entries {
            let column = columnKeys.firstIndex(of: entry.requestedMode)!, row = rowKeys.firstIndex(of: rowKey(entry))!
            columnWidths[column] = max(columnWidths[column], entry.pixelWidth)
            rowHeights[row] = max(rowHeights[row], entry.pixelHeight + 2 * metrics.captionHeight)
        }
        // Columns that fit side by side, then rows that fit one above the other.
        let limit = maximumPageSide - metrics.gutter
        var columnGroups: [[Int]] = [[]]
        var groupWidth = metrics.gutter
        for (column, width) in columnWidths.enumerated() {
            if !columnGroups[columnGroups.count - 1].isEmpty && groupWidth + width + metrics.gutter > limit {
                columnGroups.append([])
                groupWidth = metrics.gutter
            }
            columnGroups[columnGroups.count - 1].append(column)
            groupWidth += width + metrics.gutter
        }
        var pages: [Page] = []
        for group in columnGroups {
            let width = min(Canvas.maximumSide, group.reduce(metrics.gutter) { $0 + columnWidths[$1] + metrics.gutter })
            var page = Page(width: width, height: metrics.gutter, scale: scale)
            for (row, key) in rowKeys.enumerated() {
                if !page.cells.isEmpty && page.height + rowHeights[row] + metrics.gutter > limit {
                    pages.append(page)
                    page = Page(width: width, height: metrics.gutter, scale: scale)
                }
                var x = metrics.gutter
                var first = true
                for column in group {
                    if let entry = cells[key + "#" + columnKeys[column]] {
                        page.cells.append(Cell(entry: entry, x: x, y: page.height, heading: first))
                        first = false
                    }
                    x += columnWidths[column] + metrics.gutter
                }
                page.height = min(Canvas.maximumSide, page.height + rowHeights[row] + metrics.gutter)
            }
            if !page.cells.isEmpty { pages.append(page) }
        }
        return pages
    }

    /// Gutters and caption sizes at a display scale.
    struct Metrics {
        var captionSize: Double
        var captionHeight: Int
        var gutter: Int

        init(scale: Double) {
            captionSize = 13 * scale
            captionHeight = Int((captionSize * 1.6).rounded(.up))
            gutter = Int(8 * scale)
        }
    }

    private static func draw(_ page: Page, folder: String, engine: ButtonStackEngine, painter: Painter) throws -> Canvas {
        let metrics = Metrics(scale: page.scale)
        var canvas = try Canvas(width: page.width, height: page.height, background: Color(hex: 0xD1D1D6))
        for cell in page.cells {
            let entry = cell.entry
            if cell.heading {
                let heading = "\(entry.locale) · \(entry.textSize) (\(Int(entry.pointSize)) pt) · \(short(entry.width)) pt wide · \(entry.appearance)"
                try drawCaption(heading, x: metrics.gutter, baseline: cell.y + Int(metrics.captionSize * 1.1), size: metrics.captionSize,
                                engine: engine, painter: painter, on: &canvas)
            }
            let label = "mode \(entry.mode)\(entry.requestedMode == "natural" ? "" : " (forced)")"
            try drawCaption(label, x: cell.x, baseline: cell.y + metrics.captionHeight + Int(metrics.captionSize * 1.1),
                            size: metrics.captionSize, engine: engine, painter: painter, on: &canvas)
            let image = try PNGCodec.read(path: folder + "/" + entry.file)
            canvas.draw(image, atX: cell.x, y: cell.y + 2 * metrics.captionHeight)
        }
        return canvas
    }

    private static func rowKey(_ entry: ManifestEntry) -> String {
        "\(entry.spec)|\(entry.locale)|\(entry.textSize)|\(entry.width)|\(entry.appearance)"
    }

    private static func drawCaption(
        _ text: String, x: Int, baseline: Int, size: Double, engine: ButtonStackEngine, painter: Painter, on canvas: inout Canvas
    ) throws {
        let layout = try engine.setLine(text, pointSize: size)
        guard let line = layout.lines.first else { return }
        for run in line.runs {
            let glyphs = run.glyphs.map { GlyphPlacement(id: $0.id, x: Double(x) + $0.x, y: Double(baseline) - $0.y) }
            try painter.drawGlyphs(glyphs, font: FontFile(path: run.face.path, faceIndex: run.face.faceIndex),
                                   pixelSize: size, color: Color(hex: 0x1C1C1E), on: &canvas)
        }
    }
}
