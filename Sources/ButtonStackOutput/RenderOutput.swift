import ButtonStackRenderer
import ButtonStackLint
import StackEngine
import ButtonStackBase
import ButtonStackConcurrency
import ButtonStackFiles
import ButtonLayout
import Rasterizer

/// A render run into an output folder, image by image: each worker lays out, draws, encodes and
/// writes its image, so memory does not grow with the number of images and PNG encoding runs on
/// every core. The folder's `manifest.json` always tells the truth about this run:
///
/// 1. Before anything is drawn, a manifest with `"complete": false` replaces any older one,
///    listing only the images already right for this run (those an incremental run keeps), so a
///    reused folder never holds a manifest from an older run.
/// 2. Images are written whole or not at all (a temporary file, then a rename).
/// 3. On success the manifest lists every image with `"complete": true`; on a failure or an
///    interruption (SIGINT, SIGTERM) it lists exactly the images right for this run, with
///    `"complete": false`.
///
/// With contact sheets, each image is placed on its sheet as it is drawn (``ContactSheetWriter``)
/// and a page is written the moment its last image is placed; the images are then drawn in the
/// sheets' order (page by page, row by row), so a failure reported is the first in that order.
/// An incremental run that keeps images draws its sheets from the images on disk instead.
///
/// A folder holding an earlier run's manifest is brought up to date: with ``Redraw/changed``
/// only the images whose digest (``ImageDigests``) changed, or whose file is missing or not a regular
/// file, are drawn; in any case the images the earlier manifest lists and this run does not plan
/// are removed, as are contact sheets of the earlier run this one does not write. Afterwards the
/// folder is byte for byte what a render into an empty folder makes.
public struct RenderOutput: Sendable {
    /// The output folder.
    public let folder: String
    /// Lays out and measures.
    public let engine: ButtonStackEngine

    /// How many images' layouts a run keeps from its check until they are drawn (about 8 KB a
    /// layout, shared by an image's light and dark pictures): the executor's policy
    /// (``PlanRunner/layoutsKept``). A larger run sets its manifest entries' texts aside too.
    public static let layoutsKept = PlanRunner.defaultLayoutsKept

    /// Which images of a folder's earlier run are drawn again.
    public enum Redraw: Sendable {
        /// Every image (`render --fresh`, and a library's default).
        case all
        /// Only those whose digest changed or whose file is not there as a regular file.
        case changed
    }

    /// What a finished (or stopped) run wrote.
    public struct Summary: Sendable {
        /// The manifest entries of the images written or kept, in job order (made when asked,
        /// from the entries the run holds: not a second copy of every entry held through the run).
        public var entries: [ManifestEntry] { encoded.map(\.entry) }
        /// How many images were written or kept.
        public var count: Int { encoded.count }
        /// The entries as the run made them, in job order. (So a summary holds the run's entries
        /// with their texts, or a large run's spill file, until it is let go.)
        private let encoded: [EncodedManifestEntry]
        /// The contact sheet files written.
        public var sheets: [String]
        /// How many images were drawn.
        public var redrawn = 0
        /// How many images of the earlier run were kept as they were.
        public var kept = 0
        /// How many contact sheet pages of the earlier run were kept as they were.
        public var sheetsKept = 0
        /// The images of the earlier run removed because this run does not plan them.
        public var removed: [String] = []
        /// The earlier run found in the folder, if any.
        public var earlier: EarlierRun? = nil

        /// The summary of a run that wrote or kept `encoded` (in job order) and `sheets`.
        init(encoded: [EncodedManifestEntry], sheets: [String], redrawn: Int, kept: Int, removed: [String], earlier: EarlierRun?) {
            self.encoded = encoded
            self.sheets = sheets
            self.redrawn = redrawn
            self.kept = kept
            self.removed = removed
            self.earlier = earlier
        }

        /// How many of the images have a title broken inside a word, something clipped or a
        /// character no font covers.
        public var flagged: Int {
            encoded.reduce(0) { count, encoded in
                let entry = encoded.entry
                return count + (entry.clipped || entry.truncated || entry.missingGlyphs > 0 ? 1 : 0)
            }
        }

        /// `redrew 12 of 2,856 images, removed 3, kept 2,841`.
        public var line: String {
            "redrew \(grouped(redrawn)) of \(grouped(count)) image\(count == 1 ? "" : "s"), removed \(grouped(removed.count)), kept \(grouped(kept))"
        }
    }

    /// A run into `folder` (made, with its parents, when the run starts writing).
    /// - Throws: ``FileSystemError`` when a part of the path is a file, a dangling or looping link.
    public init(folder: String, engine: ButtonStackEngine) throws(FileSystemError) {
        try Folder.checkMakeable(folder)
        self.folder = folder
        self.engine = engine
    }

    /// Renders `jobs` on `threads` threads into the folder, with the contact sheets if asked
    /// (thumbnails at `sheetScale` pixels a point), then the gallery if asked (`liveGallery`: one
    /// that reloads itself while `render --watch` runs);
    /// every manifest written records `run` (``RenderPlan/planned(specs:options:)``). With
    /// `redraw: .changed`, images an earlier run in the folder drew the same are kept. More than
    /// `keepingLayouts` images to draw are laid out again as they are drawn (see ``layoutsKept``).
    /// - Throws: the first failure (a layout error before anything is drawn, or a file that could
    ///   not be written), or ``Interrupted``; the manifest then lists what is right for this run.
    public func write(
        _ jobs: [PlannedImage], run: RunRecord? = nil, threads: Int, sheets: Bool, sheetColumns: SheetColumns = .textSizes,
        sheetScale: Double = ContactSheet.defaultScale, html: Bool = false, redraw: Redraw = .all, liveGallery: Bool = false,
        keepingLayouts: Int = RenderOutput.layoutsKept, progress: (@Sendable (Int) -> Void)? = nil
    ) throws -> Summary {
        let folder = folder
        // (1) Each image's digest: a microsecond each, with the texts looked up once a stack and
        // locale. An image whose texts cannot be looked up has none: its layout, below, says why,
        // in plan order with every other failure.
        let digests = try ImageDigests(jobs, engine: engine, threads: threads, stackParts: run?.stackParts ?? [:])
        // Each image's digest is worked out at its check and handed to its draw with its drawing
        // (a copy of the whole plan with its digests, held through the run, was a few hundred
        // bytes an image).
        // Not on a thread of its own beside the digests: a `serve` child, forked after the
        // service's warm-up started libdispatch's threads, never ran such a block.
        let earlier = EarlierRun.read(inFolder: folder, threads: threads)
        // (2) An image stays, unlaid-out and undrawn, when the earlier run drew the same digest
        // into a plain file; its manifest entry stays too. Each is found by its file name.
        var kept: [String: EncodedManifestEntry] = [:]
        if redraw == .changed, let earlier {
            for image in jobs {
                guard let digest = digests.digest(of: image), let entry = earlier.unchanged(image.fileName, digest: digest, in: folder) else { continue }
                kept[image.fileName] = entry
            }
        }
        // (3) The executor lays out every image to draw, so a bad spec (or an image too large to
        // draw) fails before anything is written, the first failure in plan order. Each image's
        // drawing (its theme and its size in pixels, its sheet cell's) is worked out then, once,
        // and handed to its draw.
        // (A fresh run draws the plan itself: the same array, not a copy of it an image.)
        let toDraw = kept.isEmpty ? jobs : jobs.filter { kept[$0.fileName] == nil }
        // Each image's drawing, and its digest when its check worked it out (for sheets, whose
        // bands are keyed by their pictures' digests); otherwise its draw works it out.
        let drawings = Locked<[String: (drawing: Drawing, digest: String??)]>([:])
        var items: [SheetItem] = []
        let engine = engine
        let keptEntries = jobs.compactMap { kept[$0.fileName] }
        let done = Locked(keptEntries.count)
        // Set once every image is checked, before any is drawn.
        var removed: [String] = []
        var sheetWriter: ContactSheetWriter?
        var spill: EntryTextSpill?
        let writing = Locked<(sheets: ContactSheetWriter?, spill: EntryTextSpill?)>((nil, nil))
        let prepare: () throws -> [Int]? = {
            try Folder.make(folder)
            removed = earlier?.removeImages(notIn: Set(jobs.map(\.fileName)), from: folder) ?? []
            // Until every image is drawn, the manifest lists only those right for this run (when
            // nothing is drawn or removed, the final one below follows at once).
            // An earlier manifest's sheet pages go too: pages are about to be written, and a run
            // stopped before its own final manifest must not leave them vouched for.
            if !toDraw.isEmpty || !removed.isEmpty || earlier == nil || (sheets && earlier?.sheets != nil) {
                try Manifest.write(encoded: keptEntries, complete: false, run: run, toFolder: folder)
            }
            if !keptEntries.isEmpty { progress?(keptEntries.count) }
            // (4) With sheets and nothing kept, the checked drawings give every sheet page's grid,
            // and the images are drawn page by page, row by row, each placed as it is drawn, so
            // that only the bands being filled are in memory, not whole pages.
            sheetWriter = sheets && keptEntries.isEmpty
                ? ContactSheetWriter(items: items, folder: folder, engine: engine, columns: sheetColumns, scale: sheetScale, digestingPages: true) : nil
            // The writer has its layout now: an image's sheet item is not needed again.
            items = []
            // A large run sets its entries' texts aside in a nameless file of the folder as they
            // are made, and reads them back for the manifest: ~1 KB an image not held.
            spill = toDraw.count <= keepingLayouts ? nil : EntryTextSpill(folder: folder)
            writing.withLock { $0 = (sheetWriter, spill) }
            return sheetWriter?.sheetOrder(of: toDraw.map(\.fileName))
        }
        // A picture this run drew a moment ago (the same draw list: a regional locale with its
        // language's strings) is written from its file, the same bytes, neither painted nor encoded
        // again. Repeats come a row of a sheet apart, so the last few hundred files are enough.
        // When pages are filled as the pictures are drawn, every picture is painted for its
        // thumbnail all the same and a repeat saves only its encoding: a quarter of the memory
        // keeps that (the run's time the same, its peak 10–12 MB lower). Otherwise a repeat saves
        // its painting too, worth 5 % of a run's time.
        let fillsPages = sheets && keptEntries.isEmpty
        let recent = RecentValues<DrawList, [UInt8]>(byteBudget: fillsPages ? 4 << 20 : 16 << 20, entryLimit: 512) { $0.count }
        // Each worker draws and encodes in the same memory picture after picture (the canvas
        // goes back to its painter once written and placed), and is kept for the process's next run.
        let step: @Sendable (inout RenderWorker, LaidOutImage) throws -> EncodedManifestEntry = { worker, unstamped in
            try Self.failing(unstamped.image.fileName) {
                // Each image's step runs once: its drawing goes with it (no memory kept per image).
                guard let (drawing, checkedDigest) = drawings.withLock({ $0.removeValue(forKey: unstamped.image.fileName) }) else {
                    throw RenderFailure(message: "was not checked")
                }
                let (sheetWriter, spill) = writing.withLock { $0 }
                let list = try drawing.drawList(unstamped), path = folder + "/" + unstamped.image.fileName
                // The manifest entry, with the image's digest: worked out after the picture is
                // written when the check did not (the first digest waits for the fonts' identity,
                // which the warm-up thread reads meanwhile).
                let entry = { drawing.entry(Self.stamped(unstamped, digest: checkedDigest ?? digests.digest(of: unstamped.image))) }
                var placed: ManifestEntry?
                let file = recent.value(for: list)
                if let file, sheetWriter == nil {
                    try AtomicFile.write(file, to: path)
                } else {
                    // A sheet's cell is shrunk from the pixels, so they are painted even for a file kept.
                    let canvas = try worker.painter.paint(list)
                    let encoded = try file ?? worker.encoder.encode(canvas)
                    try AtomicFile.write(encoded, to: path)
                    if file == nil { recent.keep(encoded, for: list) }
                    if let sheetWriter {
                        let sheetEntry = entry()
                        placed = sheetEntry
                        try sheetWriter.place(canvas, for: sheetEntry, worker: worker)
                    }
                    worker.painter.recycle(canvas)
                }
                progress?(done.withLock { count in count += 1; return count })
                return try EncodedManifestEntry(placed ?? entry(), spill: spill, folder: folder)
            }
        }
        let inOrder = try PlanRunner(engine: engine, threads: threads, layoutsKept: keepingLayouts).execute(toDraw, check: { unstamped in
            let drawing = try Drawing(unstamped, engine: engine)
            guard sheets else { return drawings.withLock { $0[unstamped.image.fileName] = (drawing, nil) } }
            let laidOut = Self.stamped(unstamped, digest: digests.digest(of: unstamped.image))
            drawings.withLock { $0[laidOut.image.fileName] = (drawing, .some(laidOut.image.digest)) }
            items.append(SheetItem(image: laidOut.image, drawing: drawing))
        }, prepare: prepare, makeWorker: { try RenderWorker.take(from: engine) }, retire: { RenderWorker.keep($0, in: engine) }, step: step)
        // (5) Kept and drawn images in plan order, each found by its file name.
        var written = kept
        for case let entry? in inOrder.values { written[entry.entry.file] = entry }
        let encoded = jobs.compactMap { written[$0.fileName] }
        written = [:]
        var summary = Summary(encoded: encoded, sheets: [], redrawn: encoded.count - keptEntries.count, kept: keptEntries.count,
                              removed: removed, earlier: earlier)
        // Every entry in one list, only for what needs them all: kept pages, the gallery.
        var listed: [ManifestEntry]?
        let entries = { () -> [ManifestEntry] in
            if let listed { return listed }
            let made = summary.entries
            listed = made
            return made
        }
        if let failure = inOrder.failure {
            try? Manifest.write(encoded: encoded, complete: false, run: run, toFolder: folder)
            throw failure
        }
        if sheets {
            do {
                if let sheetWriter {
                    // Every page was written as its last image was placed; this only names them.
                    let worker = try RenderWorker.take(from: engine)
                    defer { RenderWorker.keep(worker, in: engine) }
                    summary.sheets = try sheetWriter.finish(worker: worker)
                } else {
                    // Images were kept: a page of kept images only, laid out as the earlier run
                    // laid it out with the same settings, stays as it is; the others are written
                    // again, each band the page in the folder holds as it would be drawn copied
                    // from it, the rest drawn again from the images in the folder.
                    let keeping = ContactSheet.pagesToKeep(entries(), settings: SheetSettings(columns: sheetColumns, scale: sheetScale),
                                                           earlier: earlier?.sheets, folder: folder)
                    summary.sheets = try ContactSheet.write(entries(), folder: folder, engine: engine, columns: sheetColumns,
                                                            scale: sheetScale, keeping: keeping, reusingBands: true, threads: threads)
                    summary.sheetsKept = keeping.count
                }
            } catch {
                try? Manifest.write(encoded: encoded, complete: false, run: run, toFolder: folder)
                throw error
            }
        }
        _ = earlier?.removeSheets(except: summary.sheets, from: folder)
        if html { try Gallery.write(entries(), toFolder: folder, live: liveGallery) }
        // The sheets, once every page is in place, with each page's digest for the next run.
        var sheetSettings: SheetSettings?
        if sheets {
            var settings = SheetSettings(columns: sheetColumns, scale: sheetScale)
            // A fresh run's writer knows them from its own layout; otherwise they are worked out here.
            settings.pages = sheetWriter?.pageDigests ?? ContactSheet.pageDigests(entries(), settings: settings)
            sheetSettings = settings
        }
        try Manifest.write(encoded: encoded, complete: true, run: run, sheets: sheetSettings, toFolder: folder)
        // Last, once everything it points to is in place: the open gallery's signal to reload.
        if html && liveGallery { try Gallery.writeRefresh(entries(), toFolder: folder) }
        return summary
    }

    /// `laidOut` with its image's `digest`.
    private static func stamped(_ laidOut: LaidOutImage, digest: String?) -> LaidOutImage {
        var image = laidOut.image
        image.digest = digest
        return LaidOutImage(image: image, stack: laidOut.stack)
    }

    /// `body`, with any failure but a file system error or an interruption turned into a
    /// ``RenderFailure`` naming the image.
    private static func failing<T>(_ fileName: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as FileSystemError {
            throw error
        } catch let error as Interrupted {
            throw error
        } catch {
            throw RenderFailure(message: "\(fileName): \(error)")
        }
    }
}

/// `2,856`: a count with a comma between each group of three digits.
public func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return (number < 0 ? "-" : "") + result
}
