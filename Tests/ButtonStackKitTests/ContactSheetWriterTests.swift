import ButtonStackBase
import ButtonStackConcurrency
import ButtonStackFiles
import ButtonLayout
import ButtonSpec
import Foundation
import PNGFiles
import Rasterizer
import StackEngine
import Testing
@testable import ButtonStackKit
@testable import ButtonStackOutput

/// Sheet pages: within their limits for any plan, and the same bytes whatever order their cells
/// come in, from however many threads, from memory or from files.
@Suite struct ContactSheetWriterTests {
    /// Stacks by name, each parsed once.
    let stacks = Locked<[String: StackSpec]>([:])

    /// An image of `stack` in `locale` at `size`, `width` points wide, as large as such images get.
    func item(stack: String, locale: String, size: ContentSizeCategory, width: Double, scale: Double, appearance: Appearance) throws -> SheetItem {
        let stackSpec = try stacks.withLock { stacks in
            if let known = stacks[stack] { return known }
            let parsed = try spec("stacks:\n  - name: \(stack)\n    buttons:\n      - title: x\n").stacks[0]
            stacks[stack] = parsed
            return parsed
        }
        let request = StackRequest(file: "app.yaml", stack: stackSpec, locale: locale, textSize: size, width: width, scale: scale, mode: nil)
        let combination = Combination(request: request, appearance: appearance)
        // Four buttons of up to three lines at the largest sizes: up to ~1,900 pt tall.
        let height = (Double(ContentSizeCategory.allCases.firstIndex(of: size)! + 1) * 150 + 32) * scale
        let job = PlannedImage(request: request, appearance: appearance, fileName: FileNames.image(combination))
        return SheetItem(image: job, pixelWidth: Int(((width + 32) * scale).rounded(.up)), pixelHeight: Int(height.rounded(.up)))
    }

    @Test(arguments: [0.5, 1, 3])
    func pagesStayWithinTheirLimitsForALargePlan(scale: Double) throws {
        // 3 stacks × 60 locales × 12 text sizes × 3 widths × @2x and @3x × light and dark: 25,920
        // images, and one a thumbnail would make too tall for a page at 3 px a point.
        var items: [SheetItem] = []
        for stack in ["a", "b", "c"] {
            for locale in (0..<60).map({ "x\($0)" }) {
                for size in ContentSizeCategory.allCases {
                    for width in [320.0, 390, 1024] {
                        for imageScale in [2.0, 3] {
                            for appearance in Appearance.allCases {
                                items.append(try item(stack: stack, locale: locale, size: size, width: width, scale: imageScale, appearance: appearance))
                            }
                        }
                    }
                }
            }
        }
        var tall = try item(stack: "tall", locale: "en", size: .large, width: 400, scale: 3, appearance: .light)
        tall.pixelHeight = 12_000
        items.append(tall)
        for columns in SheetColumns.allCases {
            let layout = SheetLayout(items, columns: columns, scale: scale)
            #expect(layout.addresses.count == items.count, "every image has a cell")
            var cells = 0
            let byFile = Dictionary(uniqueKeysWithValues: items.map { ($0.file, $0) })
            for page in layout.pages {
                #expect(page.width <= ContactSheet.maximumPageSide && page.height <= ContactSheet.maximumPageSide, "\(page.name): \(page.width)×\(page.height)")
                #expect(page.width * page.height <= ContactSheet.maximumPageArea, "\(page.name): \(page.width)×\(page.height)")
                #expect(page.bands.count - 1 <= ContactSheet.maximumRowsPerPage)
                #expect(page.bands.first?.y == 0 && page.bands.reduce(0) { $0 + $1.height } == page.height, "the bands cover the page")
                for band in page.bands {
                    var right = 0
                    for cell in band.cells {
                        cells += 1
                        // Inside its band, after the one before, and room for its thumbnail.
                        #expect(cell.region.y == band.y && cell.region.height == band.height && cell.region.x >= right && cell.region.maxX <= page.width)
                        right = cell.region.maxX
                        let item = byFile[cell.file]!
                        let width = Canvas.downscaledLength(item.pixelWidth, by: page.ratio), height = Canvas.downscaledLength(item.pixelHeight, by: page.ratio)
                        #expect(cell.x + width <= cell.region.maxX && cell.y + height + page.metrics.captionHeight <= cell.region.maxY)
                    }
                }
            }
            #expect(cells == items.count)
            // A sheet's pages are even: 60 locales on two pages are 30 and 30, not 40 and 20.
            let sheets = Dictionary(grouping: layout.pages) { $0.name.replacing(/_p[0-9]+\.png$/, with: "") }
            for (name, pages) in sheets where pages.count > 1 {
                let rows = pages.map { $0.bands.count - 1 }
                #expect(rows.max()! - rows.min()! <= 1, "\(name): \(rows) rows")
            }
        }
    }

    /// The images of a few stacks in three scripts, light and dark, in memory.
    func images() throws -> [RenderedImage] {
        var options = RenderOptions()
        options.stackName = "actions"
        options.locales = ["en", "ar", "zh-Hans", "de"]
        options.textSizes = [.large, .accessibilityLarge, .accessibilityExtraExtraExtraLarge]
        options.widths = [320, 390]
        options.appearances = [.light, .dark]
        return try RenderRunner(engine: sharedEngine).render(try RenderPlan.images(specs: [example("readme.yaml")], options: options), threads: 2)
    }

    func pages(_ folder: String, _ names: [String]) throws -> [[UInt8]] {
        try names.map { try FileContents.read(folder + "/" + $0) }
    }

    @Test func pagesAreTheSameBytesInAnyOrderOnAnyNumberOfThreadsFromMemoryOrFiles() throws {
        let images = try images()
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("sheets-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        func writer(_ name: String, scale: Double = 1) throws -> (ContactSheetWriter, String) {
            let folder = base + "/" + name
            try Folder.make(folder)
            return (ContactSheetWriter(items: images.map { SheetItem($0.entry) }, folder: folder, engine: sharedEngine, scale: scale), folder)
        }
        let worker = try RenderWorker.take(from: sharedEngine)
        defer { RenderWorker.keep(worker, in: sharedEngine) }
        // In the writer's order, one thread.
        let (inOrder, orderedFolder) = try writer("ordered")
        for index in inOrder.sheetOrder(of: images.map(\.entry.file)) { try inOrder.place(images[index].canvas, for: images[index].entry, worker: worker) }
        let names = try inOrder.finish(worker: worker)
        #expect(names.count == 4 && names.allSatisfy { $0.hasPrefix("sheet_actions_@2x_") })
        let expected = try pages(orderedFolder, names)
        // Backwards, on three threads at once.
        let (backwards, backwardsFolder) = try writer("backwards")
        let reversed = Array(images.reversed())
        _ = try ParallelWork.map(count: reversed.count, threads: 3, makeWorker: { try RenderWorker.take(from: sharedEngine) }, retire: { RenderWorker.keep($0, in: sharedEngine) }) { worker, index in
            try backwards.place(reversed[index].canvas, for: reversed[index].entry, worker: worker)
        }
        #expect(try backwards.finish(worker: worker) == names)
        #expect(try pages(backwardsFolder, names) == expected)
        // From the PNGs on disk, as a merge or an incremental render places them.
        let (fromFiles, filesFolder) = try writer("files")
        for image in images { try PNGCodec.write(image.canvas, to: filesFolder + "/" + image.entry.file) }
        for image in images { try fromFiles.place(fromFile: filesFolder + "/" + image.entry.file, for: image.entry, worker: worker) }
        #expect(try fromFiles.finish(worker: worker) == names)
        #expect(try pages(filesFolder, names) == expected)
        // Each cell holds its image's thumbnail, where the layout says.
        let layout = SheetLayout(images.map { SheetItem($0.entry) }, columns: .textSizes, scale: 1)
        let page = try PNGCodec.decode(expected[0])
        for image in images {
            guard let address = layout.addresses[image.entry.file], address.page == 0 else { continue }
            let cell = layout.pages[0].bands[address.band].cells[address.cell]
            let thumbnail = image.canvas.downscaled(by: 2)
            for (x, y) in [(0, 0), (thumbnail.width / 2, thumbnail.height / 2), (thumbnail.width - 1, thumbnail.height - 1)] {
                #expect(page.pixel(x: cell.x + x, y: cell.y + y) == thumbnail.pixel(x: x, y: y), "\(image.entry.file) at (\(x), \(y))")
            }
        }
        // At 2 px a point the @2x images are their own size.
        let (full, fullFolder) = try writer("full", scale: 2)
        for image in images { try full.place(image.canvas, for: image.entry, worker: worker) }
        _ = try full.finish(worker: worker)
        #expect(try PNGCodec.read(path: fullFolder + "/" + names[0]).width > PNGCodec.decode(expected[0]).width * 3 / 2)
    }

    @Test func finishWritesPagesWithCellsMissing() throws {
        let images = try images()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheets-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Folder.make(folder)
        let writer = ContactSheetWriter(items: images.map { SheetItem($0.entry) }, folder: folder, engine: sharedEngine)
        let worker = try RenderWorker.take(from: sharedEngine)
        defer { RenderWorker.keep(worker, in: sharedEngine) }
        for image in images.prefix(3) { try writer.place(image.canvas, for: image.entry, worker: worker) }
        let names = try writer.finish(worker: worker)
        for name in names { #expect(try PNGCodec.read(path: folder + "/" + name).isOpaque, "\(name)") }
    }
}
