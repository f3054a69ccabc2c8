import ButtonStackRenderer
import ButtonStackConcurrency
import ButtonStackFiles
import StackEngine
import PNGFiles
import Rasterizer

/// Contact sheets filled as their images are drawn, from any number of threads at once.
///
/// Made from the images' sizes before any is drawn (every page's grid is known then), it takes
/// each image as soon as it exists: shrinks it to its thumbnail and draws its cell (outline,
/// caption) as a piece of its own, on the calling thread. A page is encoded band by band (a
/// band a row of the grid), top to bottom, as soon as a band's cells are all in: each row of
/// pixels is the background with the pieces' rows laid over it, straight into the compressor.
/// The page's file is written the moment its last band is encoded. What is held is the pieces of
/// the bands not yet encoded and each open page's compressed bytes, never a whole page, so memory
/// does not grow with the number of images. Cells own fixed regions of their page and a band is
/// encoded only once all its cells are in, so the files are the same bytes whatever order the
/// images come in and however many threads place them.
///
/// Draw the images in ``sheetOrder(of:)`` to keep few bands open at once: a page's cells then
/// arrive one after another, and each page is finished before the next is begun.
public final class ContactSheetWriter: Sendable {
    private let layout: SheetLayout
    private let pages: [PageWriter]
    private let memory: PieceMemory
    private let engine: ButtonStackEngine
    /// Each page's digest by its file name (``ContactSheet/pageDigests(_:settings:)``), worked out
    /// from the layout the pages are written by (not from a second one made at the end) when the
    /// writer was asked to; empty otherwise.
    let pageDigests: [String: String]

    /// A writer of the sheets of `items` into `folder`, columns by `columns`, thumbnails at
    /// `scale` pixels a point (see ``ContactSheet``), but for the pages named in `keeping` (already
    /// in the folder as they would be written: none of their images is wanted). With
    /// `reusingBands`, a page's bands that the page already in the folder holds as they would be
    /// drawn (the same key, see ``ContactSheet/bandKey(_:of:columns:scale:digests:fonts:)``) are
    /// copied from it, their images not wanted either. Nothing is written before a page is whole.
    /// With `digestingPages`, the pages' digests for the manifest are worked out too (``pageDigests``).
    public init(items: [SheetItem], folder: String, engine: ButtonStackEngine, columns: SheetColumns = .textSizes,
                scale: Double = ContactSheet.defaultScale, keeping: Set<String> = [], reusingBands: Bool = false,
                digestingPages: Bool = false) {
        layout = SheetLayout(items, columns: columns, scale: scale)
        let memory = PieceMemory()
        self.memory = memory
        let digests = Dictionary(items.compactMap { item in item.digest.map { (item.file, $0) } }, uniquingKeysWith: { first, _ in first })
        // Asked once: the fonts' identity checks every font file's stamp.
        let fonts = engine.fontsIdentity
        pages = layout.pages.map { page in
            let keys = page.bands.indices.map {
                ContactSheet.bandKey($0, of: page, columns: columns, scale: scale, digests: digests, fonts: fonts)
            }
            return PageWriter(page: page, path: folder + "/" + page.name, memory: memory, keys: keys, kept: keeping.contains(page.name),
                              reusingBands: reusingBands)
        }
        pageDigests = digestingPages ? ContactSheet.pageDigests(layout, digests: digests, settings: SheetSettings(columns: columns, scale: scale)) : [:]
        self.engine = engine
    }

    /// How many bands of the pages were copied from the pages already in the folder.
    public var copiedBands: Int { pages.reduce(0) { $0 + $1.copiedBands } }

    /// Every page's file name, in order: `sheet_STACK_@2x_light_390pt_natural.png`, with `_pN`
    /// when a sheet has pages.
    public var pageNames: [String] { layout.pages.map(\.name) }

    /// The positions of `files` in the order their cells come on the pages (page by page, row by
    /// row, column by column), files on no sheet last: the order to draw them in.
    public func sheetOrder(of files: [String]) -> [Int] {
        let unplaced = SheetLayout.Address(page: .max, band: 0, cell: 0)
        let addresses = files.map { layout.addresses[$0] ?? unplaced }
        return files.indices.sorted { a, b in
            let x = addresses[a], y = addresses[b]
            return (x.page, x.band, x.cell, a) < (y.page, y.band, y.cell, b)
        }
    }

    /// Places the image `entry` describes, drawn as `image`, on its page; writes the page when it
    /// was the last one missing. An image on no sheet is ignored, and so is one placed again (its
    /// first placing stands). `worker` (the calling thread's own) draws the cell.
    /// - Throws: a failure to draw the caption or to write a finished page.
    public func place(_ image: Canvas, for entry: ManifestEntry, worker: RenderWorker) throws {
        guard let address = layout.addresses[entry.file] else { return }
        let page = layout.pages[address.page], cell = page.bands[address.band].cells[address.cell]
        guard pages[address.page].wants(band: address.band, cell: address.cell) else { return }
        let piece = try ContactSheetDrawing.cell(image, ratio: page.ratio, cell, entry: entry, metrics: page.metrics, memory: memory.take,
                                                 engine: engine, worker: worker)
        try pages[address.page].place(piece, band: address.band, cell: address.cell, engine: engine, painter: worker.painter)
    }

    /// Places the image `entry` describes from its PNG at `path` (an image already on disk: a
    /// merge's, or one an incremental render did not need to draw again).
    /// - Throws: when the file cannot be read or is no PNG, or as ``place(_:for:worker:)``.
    public func place(fromFile path: String, for entry: ManifestEntry, worker: RenderWorker) throws {
        guard let address = layout.addresses[entry.file], pages[address.page].wants(band: address.band, cell: address.cell) else { return }
        try place(try PNGCodec.read(path: path, maximumArea: StackRenderer.maximumArea), for: entry, worker: worker)
    }

    /// Writes every page not yet written, its missing cells left empty, and returns every page's
    /// file name in order. Call it once every image is placed.
    public func finish(worker: RenderWorker) throws -> [String] {
        for page in pages { try page.finish(engine: engine, painter: worker.painter) }
        return pageNames
    }
}

/// The memory of pieces already encoded, for the next pieces. Pieces are made for every image
/// and let go a band later; each in memory of its own size, they spread the process's heap with
/// holes that the next, of other sizes, did not fill (a render of 2,880 images grew by 60 MB so).
/// Memory comes in sizes of powers of two, each kept for a piece of that size.
private final class PieceMemory: Sendable {
    private let spare = Locked<(bySize: [Int: [OpaquePicture.Memory]], bytes: Int)>(([:], 0))

    /// The most bytes kept for later pieces, of all sizes together: about a band of a sheet by
    /// text size at the largest sizes. Kept per size alone, twelve of each of six sizes could hold
    /// 48 MB for nothing.
    static let maximumSpareBytes = 8 << 20

    /// Memory for a piece of `bytes`.
    func take(bytes: Int) -> OpaquePicture.Memory {
        let size = Self.size(for: bytes)
        let kept = spare.withLock { spare -> OpaquePicture.Memory? in
            guard let memory = spare.bySize[size]?.popLast() else { return nil }
            spare.bytes -= memory.capacity
            return memory
        }
        return kept ?? OpaquePicture.Memory(capacity: size)
    }

    /// Keeps the memory of pieces encoded: of each size, as many as a band of a sheet by text
    /// size holds (more was kept for nothing), and no more than ``maximumSpareBytes`` in all.
    func give(_ memory: [OpaquePicture.Memory]) {
        spare.withLock { spare in
            for memory in memory where spare.bySize[memory.capacity, default: []].count < 12
                && spare.bytes + memory.capacity <= Self.maximumSpareBytes {
                spare.bySize[memory.capacity, default: []].append(memory)
                spare.bytes += memory.capacity
            }
        }
    }

    /// The power of two that holds `bytes`, 64 KB at least.
    private static func size(for bytes: Int) -> Int {
        var size = 1 << 16
        while size < bytes { size <<= 1 }
        return size
    }
}

/// One page's bands as their cells come in, and its encoder. Each band is compressed apart and
/// tagged with its key (``PNGBands``); a page that may reuse bands looks, before it first wants a
/// cell, at the file already at its path, and copies the bands whose key is the key it would
/// write, their cells wanted no more.
private final class PageWriter: Sendable {
    let page: SheetPage
    let path: String
    /// Each band's key: what it shows.
    let keys: [String]
    private let memory: PieceMemory
    private let state: Locked<State>

    private struct State {
        /// The pieces of each band not yet encoded.
        var pieces: [[SheetPiece]]
        /// Which cells of each band are in.
        var placed: [[Bool]]
        var placedCount: [Int]
        /// The first band not yet encoded.
        var next = 0
        /// A thread is encoding bands: others leave theirs to it.
        var encoding = false
        /// Bands count as complete with cells missing (``finish``).
        var forced = false
        var encoder: PNGBandEncoder?
        /// The file at the path is still to be looked at for bands to copy.
        var looksForBands: Bool
        /// The bands to copy from it, by index, until they are encoded.
        var copies: [Int: PNGBand] = [:]
        /// How many bands were found to copy.
        var copiedCount = 0
    }

    /// How many of the page's bands were copied from the file at its path (or are to be).
    var copiedBands: Int { state.withLock { $0.copiedCount } }

    /// The writer of `page` to `path`, each band tagged with its key in `keys`; a `kept` page
    /// is in place already: it wants no cell and is never written. With `reusingBands`, bands
    /// of the file at `path` may be copied.
    init(page: SheetPage, path: String, memory: PieceMemory, keys: [String], kept: Bool = false, reusingBands: Bool = false) {
        self.page = page
        self.path = path
        self.keys = keys
        self.memory = memory
        state = Locked(State(pieces: page.bands.map { _ in [] }, placed: page.bands.map { [Bool](repeating: false, count: $0.cells.count) },
                             placedCount: page.bands.map { _ in 0 }, next: kept ? page.bands.count : 0, looksForBands: reusingBands && !kept))
    }

    /// Whether the cell is still to come (not placed yet, its band neither encoded nor copied).
    func wants(band: Int, cell: Int) -> Bool {
        state.withLock { state in
            takeCopies(&state)
            return band >= state.next && !state.placed[band][cell]
        }
    }

    /// Looks, the first time, for bands to copy from the file at the path, and counts each band
    /// found as placed whole. Done when the page's first cell is asked for (images come page by
    /// page, so only the page being drawn holds copied bytes), under the page's lock.
    private func takeCopies(_ state: inout State) {
        guard state.looksForBands else { return }
        state.looksForBands = false
        state.copies = bandsToCopy()
        state.copiedCount = state.copies.count
        for index in state.copies.keys {
            state.placed[index] = state.placed[index].map { _ in true }
            state.placedCount[index] = page.bands[index].cells.count
        }
    }

    /// The bands of the file at the path that are this page's bands as they would be drawn, by
    /// index: the same key, as many rows. The file is anyone's: read only when it is a regular
    /// file itself (never through a link) and no larger than an honest page could be, and
    /// taken only when it holds together (``PNGBands/bands(of:width:)``); otherwise nothing is
    /// copied and the page is drawn whole.
    private func bandsToCopy() -> [Int: PNGBand] {
        let rowLength = page.width * 3 + 1, rawLength = rowLength * page.height
        // Flat thumbnails compress far below their bytes; a page larger than this is drawn again.
        let limit = rawLength + rawLength / 4 + (1 << 20)
        guard let file = try? FileContents.read(path, limit: limit, plainFileOnly: true),
              let earlier = PNGBands.bands(of: file, width: page.width) else { return [:] }
        var byKey: [String: PNGBand] = [:]
        for band in earlier where !band.key.isEmpty && byKey[band.key] == nil { byKey[band.key] = band }
        var copies: [Int: PNGBand] = [:]
        for (index, key) in keys.enumerated() where !key.isEmpty {
            guard let band = byKey[key], band.rawLength == page.bands[index].height * rowLength else { continue }
            copies[index] = band
        }
        return copies
    }

    /// Adds a cell's piece to its band; then encodes what is ready. A cell placed before, or of a
    /// band already encoded or copied, is ignored.
    func place(_ piece: SheetPiece, band: Int, cell: Int, engine: ButtonStackEngine, painter: Painter) throws {
        state.withLock { state in
            takeCopies(&state)
            guard band >= state.next, !state.placed[band][cell] else { return }
            state.pieces[band].append(piece)
            state.placed[band][cell] = true
            state.placedCount[band] += 1
        }
        try encodeReadyBands(engine: engine, painter: painter)
    }

    /// Encodes and writes whatever is left, missing cells and all.
    func finish(engine: ButtonStackEngine, painter: Painter) throws {
        state.withLock { state in
            takeCopies(&state)
            state.forced = true
        }
        try encodeReadyBands(engine: engine, painter: painter)
    }

    /// Encodes the complete bands that follow those encoded, in order, and writes the page after
    /// its last. One thread encodes at a time; a band completed meanwhile is left to it, and it
    /// looks again before it stops, so none is forgotten.
    private func encodeReadyBands(engine: ButtonStackEngine, painter: Painter) throws {
        while true {
            let taken: (bands: [ReadyBand], encoder: PNGBandEncoder?)? = state.withLock { state in
                guard !state.encoding, state.next < page.bands.count else { return nil }
                var bands: [ReadyBand] = []
                while state.next < page.bands.count && (state.forced || state.placedCount[state.next] == page.bands[state.next].cells.count) {
                    bands.append(ReadyBand(index: state.next, pieces: state.pieces[state.next], copy: state.copies.removeValue(forKey: state.next),
                                           complete: state.placedCount[state.next] == page.bands[state.next].cells.count))
                    state.pieces[state.next] = []
                    state.next += 1
                }
                guard !bands.isEmpty else { return nil }
                state.encoding = true
                return (bands, state.encoder)
            }
            guard var taken else { return }
            var encoder = taken.encoder
            do {
                let bandEncoder = try encoder ?? PNGBandEncoder(width: page.width, height: page.height, independentBands: true)
                encoder = bandEncoder
                for position in taken.bands.indices {
                    let index = taken.bands[position].index
                    if let copy = taken.bands[position].copy {
                        taken.bands[position].copy = nil
                        try bandEncoder.appendBand(copy)
                        continue
                    }
                    var pieces: [SheetPiece] = []
                    // Out of `taken`, so that the pieces are let go as soon as they are encoded.
                    swap(&pieces, &taken.bands[position].pieces)
                    // The labels are drawn here, once the band is being encoded.
                    let label = index == 0
                        ? try ContactSheetDrawing.columnLabels(of: page, engine: engine, painter: painter)
                        : try ContactSheetDrawing.rowLabel(index, of: page, engine: engine, painter: painter)
                    try encode(index, pieces: pieces + (label.map { [$0] } ?? []), with: bandEncoder)
                    // A band written with cells missing (``finish``) is not what its key says: no later page copies it.
                    try bandEncoder.endBand(key: taken.bands[position].complete ? keys[index] : "")
                    // Nothing reads the pieces any more: their memory is the next pieces'.
                    memory.give(pieces.map(\.picture.memory))
                }
                if bandEncoder.rowsAppended == page.height { try AtomicFile.write(try bandEncoder.finish(), to: path) }
            } catch {
                // The page is given up: nothing more is drawn on it or written.
                state.withLock { state in
                    state.encoding = false
                    state.next = page.bands.count
                    state.encoder = nil
                }
                throw error
            }
            let done = encoder?.rowsAppended == page.height
            state.withLock { state in
                state.encoding = false
                state.encoder = done ? nil : encoder
            }
        }
    }

    /// A band ready to encode: its pieces, or the band to copy instead; `complete` unless
    /// ``finish`` forced it with cells missing.
    private struct ReadyBand {
        var index: Int
        var pieces: [SheetPiece]
        var copy: PNGBand?
        var complete: Bool
    }

    /// Band `index`'s rows: the background with the pieces laid over it.
    private func encode(_ index: Int, pieces: [SheetPiece], with encoder: PNGBandEncoder) throws {
        let band = page.bands[index]
        try encoder.appendRows(band.height, background: ContactSheetDrawing.background,
                               pictures: pieces.map { (x: $0.x, y: $0.y - band.y, picture: $0.picture) })
    }
}
