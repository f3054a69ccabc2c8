import ButtonStackLint
import StackEngine
import ButtonStackBase
import ButtonStackSystem
import ButtonLayout
import Rasterizer

/// A render run into an output folder, image by image: each worker lays out, draws, encodes and
/// writes its image, so memory does not grow with the number of images and PNG encoding runs on
/// every core. The folder's `manifest.json` always tells the truth about this run:
///
/// 1. Before anything is drawn, a manifest with no files and `"complete": false` replaces any
///    older one, so a reused folder never holds a manifest from an older run.
/// 2. Images are written whole or not at all (a temporary file, then a rename).
/// 3. On success the manifest lists every image with `"complete": true`; on a failure or an
///    interruption (SIGINT, SIGTERM) it lists exactly the images written, with `"complete": false`.
///
/// With contact sheets, each image is placed on its sheet as it is drawn (``ContactSheetWriter``)
/// and a page is written the moment its last image is placed; the images are then drawn in the
/// sheets' order (page by page, row by row), so a failure reported is the first in that order.
public struct RenderOutput: Sendable {
    /// The output folder.
    public let folder: String
    /// Lays out and measures.
    public let engine: ButtonStackEngine

    /// What a finished (or stopped) run wrote.
    public struct Summary: Sendable {
        /// The manifest entries of the images written, in job order.
        public var entries: [ManifestEntry]
        /// The contact sheet files written.
        public var sheets: [String]
    }

    /// A run into `folder` (made, with its parents, when the run starts writing).
    /// - Throws: ``FileSystemError`` when a part of the path is a file, a dangling or looping link.
    public init(folder: String, engine: ButtonStackEngine) throws(FileSystemError) {
        try Folder.checkMakeable(folder)
        self.folder = folder
        self.engine = engine
    }

    /// Renders `jobs` on `threads` threads into the folder, with the contact sheets if asked
    /// (thumbnails at `sheetScale` pixels a point, each placed as its image is drawn); every
    /// manifest written records `run` (``RenderPlan/planned(specs:options:)``).
    /// - Throws: the first failure (a layout error before anything is drawn, or a file that could
    ///   not be written), or ``Interrupted``; the manifest then lists what was written.
    public func write(
        _ jobs: [RenderJob], run: RunRecord? = nil, threads: Int, sheets: Bool, sheetColumns: SheetColumns = .textSizes,
        sheetScale: Double = ContactSheet.defaultScale, html: Bool = false, progress: (@Sendable (Int) -> Void)? = nil
    ) throws -> Summary {
        // Every layout first, so a bad spec (or an image too large to draw) fails before
        // anything is written; on every thread too (the first failure by job order is the one
        // reported, as on one thread).
        let plan = PlanRunner(engine: engine, threads: threads)
        let laidOut = try plan.layOut(jobs, check: RenderRunner.checkDrawable)
        // The layouts give every sheet page's grid. With sheets the images are drawn page by
        // page, row by row, so that only the bands being filled are in memory, not whole pages.
        let sheetWriter = sheets
            ? try ContactSheetWriter(laidOut: laidOut, folder: folder, engine: engine, columns: sheetColumns, scale: sheetScale) : nil
        let order = sheetWriter?.sheetOrder(of: laidOut.map(\.job.fileName)) ?? Array(laidOut.indices)
        try Folder.make(folder)
        try Manifest(files: [], complete: false, run: run).write(toFolder: folder)
        let runner = RenderRunner(engine: engine)
        let done = Locked(0)
        // Each worker draws and encodes in the same memory picture after picture (the canvas
        // goes back to its painter once written and placed), and is kept for the process's next run.
        let drawn = plan.run(order.map { laidOut[$0] }, makeWorker: { try RenderWorker.take() }, retire: { RenderWorker.keep($0) }) { worker, laidOut in
            let fileName = laidOut.job.fileName
            do {
                let image = try runner.draw(laidOut, painter: worker.painter)
                try worker.encoder.write(image.canvas, to: folder + "/" + fileName)
                try sheetWriter?.place(image.canvas, for: image.entry, worker: worker)
                worker.painter.recycle(image.canvas)
                progress?(done.withLock { count in count += 1; return count })
                return try EncodedManifestEntry(image.entry)
            } catch let error as FileSystemError {
                throw error
            } catch let error as Interrupted {
                throw error
            } catch {
                throw RenderFailure(message: "\(fileName): \(error)")
            }
        }
        // Back in job order.
        var values = [EncodedManifestEntry?](repeating: nil, count: laidOut.count)
        for (position, index) in order.enumerated() { values[index] = drawn.values[position] }
        let encoded = values.compactMap { $0 }
        let entries = encoded.map(\.entry)
        if let failure = drawn.failure {
            try? Manifest(encoded: encoded, complete: false, run: run).write(toFolder: folder)
            throw failure
        }
        var sheetFiles: [String] = []
        if let sheetWriter {
            do {
                // Every page was written as its last image was placed; this only names them.
                let worker = try RenderWorker.take()
                defer { RenderWorker.keep(worker) }
                sheetFiles = try sheetWriter.finish(worker: worker)
            } catch {
                try? Manifest(encoded: encoded, complete: false, run: run).write(toFolder: folder)
                throw error
            }
        }
        if html { try Gallery.write(entries, toFolder: folder) }
        try Manifest(encoded: encoded, complete: true, run: run).write(toFolder: folder)
        return Summary(entries: entries, sheets: sheetFiles)
    }
}
