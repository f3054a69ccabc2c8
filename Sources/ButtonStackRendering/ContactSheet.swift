import ButtonStackLint
import StackEngine
import ButtonStackBase
import ButtonStackSystem
import ButtonLayout
import Rasterizer
import Typesetter

/// What a contact sheet's columns are; its rows are always locales.
public enum SheetColumns: String, Sendable, CaseIterable {
    /// A column per text size (one sheet per width and mode): the default.
    case textSizes = "sizes"
    /// A column per width (one sheet per text size and mode).
    case widths
    /// A column per mode, natural and forced (one sheet per text size and width).
    case modes
}

/// Grids of a run's images to look at: one sheet per stack, scale and appearance (and per the
/// dimensions that are neither rows nor columns), a row per locale, a column per text size (or
/// width, or mode). Each cell is captioned with its mode and outlined in red where lint found
/// something; rows and columns are labelled on every page.
///
/// A sheet never exceeds ``maximumPageSide`` pixels a side nor ``maximumRowsPerPage`` rows:
/// further rows go onto further pages, columns that do not fit side by side onto pages of their
/// own. The images are read back from the folder one page at a time, so a sheet of thousands of
/// images needs no more memory than one page.
public enum ContactSheet {
    /// The largest side of one sheet page, in pixels: within the canvas limit and still quick to
    /// open in a viewer.
    public static let maximumPageSide = 16_384
    /// The most locales one page shows: more stop being readable at a glance.
    public static let maximumRowsPerPage = 40

    /// Writes the sheets of the images in `entries` (already written in `folder`) and returns their
    /// file names: `sheet_STACK_@2x_light_390pt_natural.png` (columns by text size; the parts that
    /// are neither rows nor columns name the sheet), with `_pN` when a sheet has pages.
    public static func write(_ entries: [ManifestEntry], folder: String, engine: ButtonStackEngine,
                             columns: SheetColumns = .textSizes) throws -> [String] {
        let painter = try Painter()
        var groups: [String: [ManifestEntry]] = [:]
        var order: [String] = []
        for entry in entries {
            let key = sheetName(entry, columns: columns)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        var names: [String] = []
        for key in order {
            let pages = layOut(groups[key]!, columns: columns)
            for (number, page) in pages.enumerated() {
                try Interruption.check()
                let name = pages.count == 1 ? "\(key).png" : "\(key)_p\(number + 1).png"
                let canvas = try draw(page, folder: folder, engine: engine, painter: painter)
                try PNGCodec.write(canvas, to: folder + "/" + name)
                names.append(name)
            }
        }
        return names
    }

    /// The sheet an image goes on: stack, scale, appearance and the dimensions that are not columns.
    static func sheetName(_ entry: ManifestEntry, columns: SheetColumns) -> String {
        sheetName(entry.combination, columns: columns)
    }

    /// The sheet a combination's image goes on.
    static func sheetName(_ combination: Combination, columns: SheetColumns) -> String {
        var parts = ["sheet", FileNames.safe(combination.stack), "@\(Int(combination.scale))x", combination.appearance.rawValue]
        if columns != .textSizes { parts.append(combination.textSize.rawValue) }
        if columns != .widths { parts.append(FileNames.safe(short(combination.width)) + "pt") }
        if columns != .modes { parts.append(combination.mode.map { "mode\($0.rawValue)" } ?? "natural") }
        return parts.joined(separator: "_")
    }

    /// The column an image goes in, as its label reads.
    static func columnLabel(_ entry: ManifestEntry, columns: SheetColumns) -> String {
        switch columns {
        case .textSizes: return "\(entry.combination.textSize.rawValue) (\(short(entry.pointSize)) pt)"
        case .widths: return "\(short(entry.combination.width)) pt wide"
        case .modes: return entry.combination.mode.map { "mode \($0.rawValue) (forced)" } ?? "natural mode"
        }
    }

    /// One image's place on a page.
    struct Cell {
        var entry: ManifestEntry
        var x: Int, y: Int
    }

    /// One page: its size, labels and cells.
    struct Page {
        var width: Int, height: Int
        var scale: Double
        var cells: [Cell] = []
        /// Row labels (locales) and where each row's image starts.
        var rowLabels: [(text: String, y: Int)] = []
        /// Column labels and where each column starts.
        var columnLabels: [(text: String, x: Int)] = []
    }

    /// Rows (locales) and columns placed onto pages.
    static func layOut(_ entries: [ManifestEntry], columns: SheetColumns) -> [Page] {
        let scale = entries[0].combination.scale
        let metrics = Metrics(scale: scale)
        var rowKeys: [String] = [], columnKeys: [String] = []
        var cells: [String: ManifestEntry] = [:]
        for entry in entries {
            let column = columnLabel(entry, columns: columns)
            if !rowKeys.contains(entry.combination.locale) { rowKeys.append(entry.combination.locale) }
            if !columnKeys.contains(column) { columnKeys.append(column) }
            cells[entry.combination.locale + "#" + column] = entry
        }
        var columnWidths = [Int](repeating: 0, count: columnKeys.count)
        var rowHeights = [Int](repeating: 0, count: rowKeys.count)
        for entry in entries {
            let column = columnKeys.firstIndex(of: columnLabel(entry, columns: columns))!, row = rowKeys.firstIndex(of: entry.combination.locale)!
            columnWidths[column] = max(columnWidths[column], entry.pixelWidth)
            rowHeights[row] = max(rowHeights[row], entry.pixelHeight + metrics.captionHeight)
        }
        // Columns that fit side by side after the label column, then rows that fit one above the other.
        let limit = maximumPageSide - metrics.gutter
        var columnGroups: [[Int]] = [[]]
        var groupWidth = metrics.labelWidth + metrics.gutter
        for (column, width) in columnWidths.enumerated() {
            if !columnGroups[columnGroups.count - 1].isEmpty && groupWidth + width + metrics.gutter > limit {
                columnGroups.append([])
                groupWidth = metrics.labelWidth + metrics.gutter
            }
            columnGroups[columnGroups.count - 1].append(column)
            groupWidth += width + metrics.gutter
        }
        var pages: [Page] = []
        for group in columnGroups {
            let width = min(Canvas.maximumSide, group.reduce(metrics.labelWidth + metrics.gutter) { $0 + columnWidths[$1] + metrics.gutter })
            func newPage() -> Page {
                var page = Page(width: width, height: metrics.gutter + metrics.captionHeight, scale: scale)
                var x = metrics.labelWidth + metrics.gutter
                for column in group {
                    page.columnLabels.append((columnKeys[column], x))
                    x += columnWidths[column] + metrics.gutter
                }
                return page
            }
            var page = newPage()
            for (row, key) in rowKeys.enumerated() {
                if !page.rowLabels.isEmpty
                    && (page.height + rowHeights[row] + metrics.gutter > limit || page.rowLabels.count == maximumRowsPerPage) {
                    pages.append(page)
                    page = newPage()
                }
                page.rowLabels.append((key, page.height))
                var x = metrics.labelWidth + metrics.gutter
                for column in group {
                    if let entry = cells[key + "#" + columnKeys[column]] {
                        page.cells.append(Cell(entry: entry, x: x, y: page.height))
                    }
                    x += columnWidths[column] + metrics.gutter
                }
                page.height = min(Canvas.maximumSide, page.height + rowHeights[row] + metrics.gutter)
            }
            if !page.cells.isEmpty { pages.append(page) }
        }
        return pages
    }

    /// Gutters, caption sizes and the label column at a display scale.
    struct Metrics {
        var captionSize: Double
        var captionHeight: Int
        var gutter: Int
        var labelWidth: Int

        init(scale: Double) {
            captionSize = 13 * scale
            captionHeight = Int((captionSize * 1.6).rounded(.up))
            gutter = Int(8 * scale)
            labelWidth = Int(72 * scale)
        }
    }

    private static func draw(_ page: Page, folder: String, engine: ButtonStackEngine, painter: Painter) throws -> Canvas {
        let metrics = Metrics(scale: page.scale)
        var canvas = try Canvas(width: page.width, height: page.height, background: Color(hex: 0xD1D1D6))
        let baselineOffset = Int(metrics.captionSize * 1.1)
        for label in page.columnLabels {
            try drawCaption(label.text, x: label.x, baseline: metrics.gutter + baselineOffset, size: metrics.captionSize,
                            engine: engine, painter: painter, on: &canvas)
        }
        for label in page.rowLabels {
            try drawCaption(label.text, x: metrics.gutter, baseline: label.y + baselineOffset, size: metrics.captionSize * 1.2,
                            engine: engine, painter: painter, on: &canvas)
        }
        for cell in page.cells {
            let entry = cell.entry
            let image = try PNGCodec.read(path: folder + "/" + entry.file)
            canvas.draw(image, atX: cell.x, y: cell.y)
            // Notes are worth a look, not a red outline.
            let flagging = entry.findings.filter { $0.severity >= .warning }
            let flagged = !flagging.isEmpty
            if flagged {
                // A red frame round an image lint found something in.
                let red = Color(hex: 0xFF3B30), thickness = max(2, metrics.gutter / 3)
                let (x, y, w, h) = (cell.x - thickness, cell.y - thickness, image.width + 2 * thickness, image.height + 2 * thickness)
                for rect in [PixelRect(x: x, y: y, width: w, height: thickness), PixelRect(x: x, y: y + h - thickness, width: w, height: thickness),
                             PixelRect(x: x, y: y, width: thickness, height: h), PixelRect(x: x + w - thickness, y: y, width: thickness, height: h)] {
                    canvas.fill(rect, color: red)
                }
            }
            let caption = "mode \(entry.mode.rawValue)" + (flagged ? " · " + Set(flagging.map(\.rule.rawValue)).sorted().joined(separator: ", ") : "")
            try drawCaption(caption, x: cell.x, baseline: cell.y + image.height + baselineOffset, size: metrics.captionSize,
                            engine: engine, painter: painter, on: &canvas, color: flagged ? Color(hex: 0xC93400) : Color(hex: 0x1C1C1E))
        }
        return canvas
    }

    private static func drawCaption(
        _ text: String, x: Int, baseline: Int, size: Double, engine: ButtonStackEngine, painter: Painter, on canvas: inout Canvas,
        color: Color = Color(hex: 0x1C1C1E)
    ) throws {
        guard let line = try engine.setLine(text, pointSize: size) else { return }
        for run in line.runs {
            let glyphs = run.glyphs.map { GlyphPlacement(id: $0.id, x: Double(x) + $0.x, y: Double(baseline) - $0.y) }
            try painter.drawGlyphs(glyphs, font: FontFile(path: run.face.path, faceIndex: run.face.faceIndex, data: run.face.data, version: run.face.stamp),
                                   pixelSize: size, color: color, on: &canvas)
        }
    }
}
