#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StackEngine
import PNGFiles
import ButtonStackBase
import ButtonStackConcurrency
import ButtonLayout
import Rasterizer

/// What a contact sheet's columns are; its rows are always locales.
public enum SheetColumns: String, Sendable, CaseIterable {
    /// A column per text size (one sheet per width and mode): the default.
    case textSizes = "sizes"
    /// A column per width (one sheet per text size and mode).
    case widths
    /// A column per mode, natural and forced (one sheet per text size and width).
    case modes
}

/// How a run's contact sheets were made — their columns, their thumbnails' pixels a point — and
/// the digest of each page written (``ContactSheet/pageDigests(_:settings:)``), by file name.
public struct SheetSettings: Codable, Sendable, Equatable {
    /// What the columns are (`sizes`, `widths` or `modes`).
    public var columns: String
    /// Thumbnail pixels a point.
    public var scale: Double
    /// Each page's digest, by its file name (absent while sheets are only asked for).
    public var pages: [String: String]?

    /// Sheets of `columns` at `scale`.
    public init(columns: SheetColumns, scale: Double) {
        self.columns = columns.rawValue
        self.scale = scale
    }
}

/// Grids of a run's images to look at: one sheet per stack, scale and appearance (and per the
/// dimensions that are neither rows nor columns), a row per locale, a column per text size (or
/// width, or mode). Each cell is a thumbnail of its image, ``defaultScale`` pixels a point unless
/// asked otherwise, captioned with its mode and outlined in red where lint found something; rows
/// and columns are labelled on every page.
///
/// A page never exceeds ``maximumPageSide`` pixels a side, ``maximumPageArea`` pixels in all or
/// ``maximumRowsPerPage`` rows: further rows go onto further pages, columns that do not fit side
/// by side onto pages of their own. Every page's grid is known from the images' sizes before any
/// is drawn, and ``ContactSheetWriter`` fills it as they are.
public enum ContactSheet {
    /// The largest side of one page, in pixels: what a browser tab, an image viewer or a pull
    /// request shows without trouble.
    public static let maximumPageSide = 8_192
    /// The most pixels one page has (160 MB of RGBA, were it held whole; it never is).
    public static let maximumPageArea = 40_000_000
    /// The most locales one page shows: more stop being readable at a glance.
    public static let maximumRowsPerPage = 40
    /// Thumbnail pixels a point when none is asked for: a 390 pt column with its 16 pt margins is a 422 px cell.
    public static let defaultScale = 1.0
    /// The thumbnail scales one may ask for, in pixels a point.
    public static let scales: ClosedRange<Double> = 0.5...3

    /// Writes the sheets of the images in `entries`, already in `folder`, reading each back (a
    /// merge's images, drawn by other processes), but for the pages named in `keeping` (in the
    /// folder already as they would be written, their images not read), and returns every page's
    /// file name. With `reusingBands`, the bands of the other pages that the pages in the folder
    /// hold as they would be drawn are copied from them, their images not read either (see
    /// ``ContactSheetWriter``). The images are read and placed on `threads` threads, in the
    /// sheets' order (the pages are the same bytes on any number).
    public static func write(_ entries: [ManifestEntry], folder: String, engine: ButtonStackEngine, columns: SheetColumns = .textSizes,
                             scale: Double = defaultScale, keeping: Set<String> = [], reusingBands: Bool = false, threads: Int = 1) throws -> [String] {
        let writer = ContactSheetWriter(items: entries.map(SheetItem.init), folder: folder, engine: engine, columns: columns, scale: scale,
                                        keeping: keeping, reusingBands: reusingBands)
        let order = writer.sheetOrder(of: entries.map(\.file))
        // Reading an image back (libpng) is most of an incremental run's sheet work: two threads
        // halve it. Images are handed out in order, so pages are still finished one after another.
        _ = try ParallelWork.map(count: order.count, threads: threads, makeWorker: { try RenderWorker.take(from: engine) },
                                 retire: { RenderWorker.keep($0, in: engine) }) { worker, position in
            try Interruption.check()
            let entry = entries[order[position]]
            try writer.place(fromFile: folder + "/" + entry.file, for: entry, worker: worker)
        }
        let worker = try RenderWorker.take(from: engine)
        defer { RenderWorker.keep(worker, in: engine) }
        return try writer.finish(worker: worker)
    }

    /// The version of how sheet pages are laid out, drawn and encoded: part of every page's
    /// digest and band key (a change to how a page looks or is written bumps it, so no page or
    /// band of an older build is kept). 2: bands compressed apart (``PNGBands``).
    static let sheetFormatVersion = "button-stack sheet 2"

    /// The key of band `index` of `page` (``PNGBand/key``): a digest of everything its pixels
    /// depend on — the format version, the sheets' settings, the page's width, scale and label
    /// column, the band's height, its labels and cells where they are in the band (not where the
    /// band is on the page: a band moved down by a taller row above is the same band), and each
    /// cell's image by file name and digest (`digests[file]`), the fonts its labels and captions
    /// are drawn with (`fonts`: the column labels' band has no image to carry them) and the
    /// encoder's version (a band is copied as compressed bytes). Empty when an image has no
    /// digest: such a band is never copied.
    static func bandKey(_ index: Int, of page: SheetPage, columns: SheetColumns, scale: Double, digests: [String: String],
                        fonts: UInt64) -> String {
        let band = page.bands[index], top = band.y
        var hasher = DigestHasher()
        hasher.add(sheetFormatVersion)
        hasher.add(PNGBands.encoderVersion)
        hasher.add(fonts)
        hasher.add(columns.rawValue)
        hasher.add(scale)
        hasher.add("\(page.width) \(page.ratio) \(page.metrics.captionSize) \(page.metrics.gutter) \(page.metrics.labelWidth) \(page.columnLabels.first?.x ?? -1)")
        hasher.add(band.height)
        if index == 0 { hasher.add(page.columnLabels.map { "\($0.text)@\($0.x)" }.joined(separator: ",")) }
        hasher.add(band.rowLabel.map { "\($0.text)@\($0.top - top)" } ?? "-")
        for cell in band.cells {
            guard let digest = digests[cell.file] else { return "" }
            let region = cell.region
            hasher.add("\(cell.file)@\(cell.x),\(cell.y - top) \(region.x),\(region.y - top) \(region.width)x\(region.height)")
            hasher.add(digest)
        }
        return hasher.hex
    }

    /// Each page of `entries`' sheets (in plan order, as a run lays them out) by its file name,
    /// with a digest of everything its pixels depend on: the format version, the sheets' settings, the page's grid
    /// and labels, and each of its images by its file name and digest (nil when an image has
    /// none: such a page is never kept).
    static func pageDigests(_ entries: [ManifestEntry], settings: SheetSettings) -> [String: String] {
        guard let columns = SheetColumns(rawValue: settings.columns) else { return [:] }
        let layout = SheetLayout(entries.map(SheetItem.init), columns: columns, scale: settings.scale)
        let digests = Dictionary(entries.compactMap { entry in entry.digest.map { (entry.file, $0) } }, uniquingKeysWith: { first, _ in first })
        return pageDigests(layout, digests: digests, settings: settings)
    }

    /// Each page of `layout` by its file name, with its digest as ``pageDigests(_:settings:)``
    /// gives it, `digests` holding each image's digest by its file name (an image missing from
    /// it has none).
    static func pageDigests(_ layout: SheetLayout, digests: [String: String], settings: SheetSettings) -> [String: String] {
        var result: [String: String] = [:]
        let descriptions = layout.pageDescriptions
        for page in layout.pages {
            var hasher = DigestHasher()
            hasher.add(sheetFormatVersion)
            hasher.add(settings.columns)
            hasher.add(settings.scale)
            hasher.add(descriptions[page.name] ?? "")
            var complete = true
            for band in page.bands {
                for cell in band.cells {
                    guard let digest = digests[cell.file] else { complete = false; continue }
                    hasher.add(cell.file)
                    hasher.add(digest)
                }
            }
            if complete { result[page.name] = hasher.hex }
        }
        return result
    }

    /// The pages of `entries`' sheets (made with `settings`) that an earlier run wrote as they
    /// would be drawn now: the same digest (``pageDigests(_:settings:)``) as the page the earlier
    /// manifest records, and a regular file in `folder`. Such a page is kept, its images not read.
    static func pagesToKeep(_ entries: [ManifestEntry], settings: SheetSettings, earlier: SheetSettings?, folder: String) -> Set<String> {
        guard let earlier, earlier.columns == settings.columns, earlier.scale == settings.scale, let written = earlier.pages else { return [] }
        var kept = Set<String>()
        for (page, digest) in pageDigests(entries, settings: settings) where written[page] == digest && isPlainFile(folder + "/" + page) {
            kept.insert(page)
        }
        return kept
    }

    /// True when `path` itself (never a link) is a regular file.
    private static func isPlainFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
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

    /// Where a column goes among the others: text sizes smallest first, widths narrowest first,
    /// the natural mode before the forced ones.
    static func columnOrder(_ combination: Combination, columns: SheetColumns) -> Double {
        switch columns {
        case .textSizes: return Double(ContentSizeCategory.allCases.firstIndex(of: combination.textSize) ?? 0)
        case .widths: return combination.width
        case .modes: return Double(combination.mode?.rawValue ?? 0)
        }
    }

    /// The column an image goes in, as its label reads.
    static func columnLabel(_ item: SheetItem, columns: SheetColumns) -> String {
        switch columns {
        case .textSizes: return "\(item.combination.textSize.rawValue) (\(short(item.pointSize)) pt)"
        case .widths: return "\(short(item.combination.width)) pt wide"
        case .modes: return item.combination.mode.map { "mode \($0.rawValue) (forced)" } ?? "natural mode"
        }
    }
}

/// What placing an image on a sheet needs to know before it is drawn: which it is and its size.
public struct SheetItem: Sendable {
    /// The image's file name, by which it is placed.
    public var file: String
    /// Which picture it is: its sheet, row and column.
    public var combination: Combination
    /// The title's point size (the text-size column's label).
    public var pointSize: Double
    /// The image's size in pixels.
    public var pixelWidth: Int, pixelHeight: Int
    /// The image's digest (``ImageDigests``), nil when it has none: part of its band's key.
    public var digest: String?

    /// An image already drawn, as its manifest entry describes it.
    public init(_ entry: ManifestEntry) {
        file = entry.file
        combination = entry.combination
        pointSize = entry.pointSize
        pixelWidth = entry.pixelWidth
        pixelHeight = entry.pixelHeight
        digest = entry.digest
    }

    /// An image about to be drawn, `pixelWidth` × `pixelHeight` pixels.
    public init(image: PlannedImage, pixelWidth: Int, pixelHeight: Int) {
        file = image.fileName
        combination = image.combination
        pointSize = image.request.textSize.bodyPointSize
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        digest = image.digest
    }

    /// An image about to be drawn, at the size its drawing was checked at.
    public init(image: PlannedImage, drawing: Drawing) {
        self.init(image: image, pixelWidth: drawing.pixelWidth, pixelHeight: drawing.pixelHeight)
    }
}
