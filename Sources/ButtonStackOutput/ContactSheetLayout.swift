import Rasterizer

/// Gutters, caption sizes and the label column of a sheet drawn at `scale` pixels a point.
struct SheetMetrics: Sendable {
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

    /// From a caption's top to its baseline.
    var baselineOffset: Int { Int(captionSize * 1.1) }
    /// The red outline's width round a flagged image.
    var outline: Int { max(2, gutter / 3) }
}

/// One image's place on a page.
struct SheetCell: Sendable {
    /// The image's file name.
    var file: String
    /// The thumbnail's top left on the page.
    var x: Int, y: Int
    /// The part of the page the cell owns (its share of the gutters round it, its caption's room):
    /// everything of the cell is drawn inside it, so cells can be placed in any order.
    var region: PixelRect
}

/// A strip of a page as wide as the page, encoded as soon as its cells are placed: the column
/// labels at the top, then one a row.
struct SheetBand: Sendable {
    /// Its top on the page and its height.
    var y: Int, height: Int
    /// The row's locale and the row's top on the page (none for the column labels' band).
    var rowLabel: (text: String, top: Int)?
    var cells: [SheetCell]
}

/// Where everything of one page goes, known before any image is drawn.
struct SheetPage: Sendable {
    /// Its file name: `sheet_…png`, `_pN` when the sheet has pages.
    var name: String
    var width: Int, height: Int
    var metrics: SheetMetrics
    /// Image pixels to a thumbnail pixel (2 for @2x images at 1 px a point).
    var ratio: Double
    /// The column labels and where each column starts.
    var columnLabels: [(text: String, x: Int)]
    /// Top to bottom, covering the page.
    var bands: [SheetBand]
}

/// Every page of every sheet of a set of images, and where each image goes.
struct SheetLayout: Sendable {
    /// Where an image's cell is: its page, band and index in the band.
    struct Address: Sendable {
        var page: Int, band: Int, cell: Int
    }

    var pages: [SheetPage] = []
    var addresses: [String: Address] = [:]

    /// Each page's description by its file name: whatever a page's pixels depend on besides its
    /// images and their manifest entries (its size, scale, grid, labels and where each image goes).
    var pageDescriptions: [String: String] {
        Dictionary(pages.map { page in
            let labels = page.columnLabels.map { "\($0.text)@\($0.x)" }.joined(separator: ",")
            let bands = page.bands.map { band in
                "\(band.y)+\(band.height) \(band.rowLabel.map { "\($0.text)@\($0.top)" } ?? "-") "
                    + band.cells.map { "\($0.file)@\($0.x),\($0.y) \($0.region)" }.joined(separator: ";")
            }
            return (page.name, "\(page.width)x\(page.height) \(page.ratio) \(labels)\n" + bands.joined(separator: "\n"))
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The pages of `items`' sheets, thumbnails at `scale` pixels a point (or less: never more
    /// than an image's own scale, and less when one image would not fit a page otherwise).
    init(_ items: [SheetItem], columns: SheetColumns, scale: Double) {
        var groups: [String: [SheetItem]] = [:]
        var order: [String] = []
        for item in items {
            let key = ContactSheet.sheetName(item.combination, columns: columns)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(item)
        }
        for key in order {
            let pages = Self.pages(of: groups[key]!, named: key, columns: columns, scale: scale)
            for page in pages {
                for (bandIndex, band) in page.bands.enumerated() {
                    for (cellIndex, cell) in band.cells.enumerated() {
                        addresses[cell.file] = Address(page: self.pages.count, band: bandIndex, cell: cellIndex)
                    }
                }
                self.pages.append(page)
            }
        }
    }

    /// One sheet's grid: rows (locales) in the order they first appear, columns in their own
    /// order (text sizes smallest first, widths narrowest first, the natural mode before 1–4),
    /// so a merge's sheets, whose images come in file-name order, have the columns of a render's.
    private struct Grid {
        var rowKeys: [String] = [], columnKeys: [String] = []
        /// The picture of each (locale, column label).
        var cells: [CellKey: SheetItem] = [:]
        var columnWidths: [Int] = [], rowHeights: [Int] = []
    }

    /// Where a picture goes in a grid: its row (locale) and column (label), joined by what they are.
    private struct CellKey: Hashable {
        var row: String
        var column: String
    }

    private static func grid(_ items: [SheetItem], columns: SheetColumns, ratio: Double, metrics: SheetMetrics) -> Grid {
        var grid = Grid()
        var columnOrder: [String: Double] = [:]
        for item in items {
            let column = ContactSheet.columnLabel(item, columns: columns)
            if columnOrder[column] == nil { columnOrder[column] = ContactSheet.columnOrder(item.combination, columns: columns) }
        }
        grid.columnKeys = columnOrder.keys.sorted { (columnOrder[$0]!, $0) < (columnOrder[$1]!, $1) }
        grid.columnWidths = grid.columnKeys.map { _ in 0 }
        var rowIndex: [String: Int] = [:]
        let columnIndex = Dictionary(uniqueKeysWithValues: grid.columnKeys.enumerated().map { ($1, $0) })
        for item in items {
            let column = ContactSheet.columnLabel(item, columns: columns), row = item.combination.locale
            if rowIndex[row] == nil {
                rowIndex[row] = grid.rowKeys.count
                grid.rowKeys.append(row)
                grid.rowHeights.append(0)
            }
            grid.cells[CellKey(row: row, column: column)] = item
            let c = columnIndex[column]!, r = rowIndex[row]!
            grid.columnWidths[c] = max(grid.columnWidths[c], Canvas.downscaledLength(item.pixelWidth, by: ratio))
            grid.rowHeights[r] = max(grid.rowHeights[r], Canvas.downscaledLength(item.pixelHeight, by: ratio) + metrics.captionHeight)
        }
        return grid
    }

    /// The tallest page a page `width` pixels wide may be.
    private static func heightLimit(width: Int) -> Int {
        min(ContactSheet.maximumPageSide, ContactSheet.maximumPageArea / max(1, width))
    }

    private static func pages(of items: [SheetItem], named key: String, columns: SheetColumns, scale: Double) -> [SheetPage] {
        let imageScale = items[0].combination.scale
        // Never larger than the images themselves; smaller still while one cell would not fit
        // a page beside the labels (a 12,000 px tall @3x image asked for at 3 px a point).
        var thumbnailScale = min(scale, imageScale)
        var metrics = SheetMetrics(scale: thumbnailScale)
        var grid = grid(items, columns: columns, ratio: imageScale / thumbnailScale, metrics: metrics)
        for _ in 0..<64 {
            let widest = metrics.labelWidth + 2 * metrics.gutter + (grid.columnWidths.max() ?? 0)
            let tallest = metrics.gutter + metrics.captionHeight + (grid.rowHeights.max() ?? 0) + metrics.gutter
            if widest <= ContactSheet.maximumPageSide && tallest <= heightLimit(width: ContactSheet.maximumPageSide) { break }
            thumbnailScale *= 0.75
            metrics = SheetMetrics(scale: thumbnailScale)
            grid = Self.grid(items, columns: columns, ratio: imageScale / thumbnailScale, metrics: metrics)
        }
        let ratio = imageScale / thumbnailScale
        // Columns that fit side by side after the label column.
        var columnGroups: [[Int]] = [[]]
        var groupWidth = metrics.labelWidth + metrics.gutter
        for (column, width) in grid.columnWidths.enumerated() {
            if !columnGroups[columnGroups.count - 1].isEmpty && groupWidth + width + metrics.gutter > ContactSheet.maximumPageSide {
                columnGroups.append([])
                groupWidth = metrics.labelWidth + metrics.gutter
            }
            columnGroups[columnGroups.count - 1].append(column)
            groupWidth += width + metrics.gutter
        }
        // Then rows that fit one above the other: as few pages as the tallest page its width
        // allows needs, the rows shared out evenly between them (no last page of a row or two).
        var drafts: [(group: [Int], rows: [Int])] = []
        let top = metrics.gutter + metrics.captionHeight
        let heights = grid.rowHeights.map { $0 + metrics.gutter }
        for group in columnGroups {
            let width = group.reduce(metrics.labelWidth + metrics.gutter) { $0 + grid.columnWidths[$1] + metrics.gutter }
            drafts += split(heights, top: top, limit: heightLimit(width: width)).map { (group, $0) }
        }
        // A page none of whose rows has an image in its columns is left out.
        drafts.removeAll { draft in
            !draft.rows.contains { row in draft.group.contains { grid.cells[CellKey(row: grid.rowKeys[row], column: grid.columnKeys[$0])] != nil } }
        }
        return drafts.enumerated().map { number, draft in
            let name = drafts.count == 1 ? "\(key).png" : "\(key)_p\(number + 1).png"
            return page(name, grid: grid, columns: draft.group, rows: draft.rows, metrics: metrics, ratio: ratio)
        }
    }

    /// Rows of `heights` (gutter included) in order onto as few pages as fit them, each at most
    /// `limit` pixels (the column labels' `top` included) and ``ContactSheet/maximumRowsPerPage``
    /// rows: page `i` of `n` ends at the row where the rows' height reaches nearest `i/n` of the
    /// whole, unless that breaks a limit (then each page is filled before the next).
    private static func split(_ heights: [Int], top: Int, limit: Int) -> [[Int]] {
        let greedy = fill(heights, top: top, limit: limit)
        let count = greedy.count
        guard count > 1 else { return greedy }
        var before = [0]  // the height of the rows before each row, and of all of them
        for height in heights { before.append(before[before.count - 1] + height) }
        var pages: [[Int]] = [], start = 0
        for page in 1...count {
            var end = heights.count
            if page < count {
                let target = before[heights.count] * page / count
                end = (start + 1...heights.count - (count - page)).min { abs(before[$0] - target) < abs(before[$1] - target) } ?? start + 1
            }
            let rows = Array(start..<end)
            guard rows.count <= ContactSheet.maximumRowsPerPage, rows.count == 1 || top + before[end] - before[start] <= limit else { return greedy }
            pages.append(rows)
            start = end
        }
        return pages
    }

    /// Rows of `heights` onto pages within the limits, each page filled before the next; a row
    /// taller than `limit` has a page of its own.
    private static func fill(_ heights: [Int], top: Int, limit: Int) -> [[Int]] {
        var pages: [[Int]] = [], rows: [Int] = [], height = top
        for (row, rowHeight) in heights.enumerated() {
            if !rows.isEmpty && (height + rowHeight > limit || rows.count == ContactSheet.maximumRowsPerPage) {
                pages.append(rows)
                rows = []
                height = top
            }
            rows.append(row)
            height += rowHeight
        }
        return pages + [rows]
    }

    /// A page of `rows` × `columns` of `grid`, cut into bands: the column labels' band, then a band a
    /// row reaching halfway into the gutters round it; and each band into cells the same way.
    private static func page(_ name: String, grid: Grid, columns: [Int], rows: [Int], metrics: SheetMetrics, ratio: Double) -> SheetPage {
        let gutter = metrics.gutter, half = gutter / 2
        var columnLabels: [(text: String, x: Int)] = []
        var x = metrics.labelWidth + gutter
        for column in columns {
            columnLabels.append((grid.columnKeys[column], x))
            x += grid.columnWidths[column] + gutter
        }
        let width = x
        var rowTops: [Int] = []
        var y = gutter + metrics.captionHeight
        for row in rows {
            rowTops.append(y)
            y += grid.rowHeights[row] + gutter
        }
        let height = y
        var bands = [SheetBand(y: 0, height: rowTops[0] - half, rowLabel: nil, cells: [])]
        for (index, row) in rows.enumerated() {
            let bandTop = rowTops[index] - half
            let bandBottom = index + 1 < rows.count ? rowTops[index + 1] - half : height
            var cells: [SheetCell] = []
            for (position, column) in columns.enumerated() {
                guard let item = grid.cells[CellKey(row: grid.rowKeys[row], column: grid.columnKeys[column])] else { continue }
                let left = columnLabels[position].x - half
                let right = position + 1 < columns.count ? columnLabels[position + 1].x - half : width
                cells.append(SheetCell(file: item.file, x: columnLabels[position].x, y: rowTops[index],
                                       region: PixelRect(x: left, y: bandTop, width: right - left, height: bandBottom - bandTop)))
            }
            bands.append(SheetBand(y: bandTop, height: bandBottom - bandTop, rowLabel: (grid.rowKeys[row], rowTops[index]), cells: cells))
        }
        return SheetPage(name: name, width: width, height: height, metrics: metrics, ratio: ratio, columnLabels: columnLabels, bands: bands)
    }
}
