import ButtonStackBase
import ButtonStackFiles
import Foundation
@testable import PNGFiles
import Rasterizer
import StackEngine
import Testing
@testable import ButtonStackKit
@testable import ButtonStackOutput

/// Sheet pages patched a band at a time: after one image changes, a page is its unchanged bands
/// copied from the page in the folder and the changed row drawn again, the same bytes as a page
/// drawn whole; a page in the folder that is damaged, planted or a link is never copied from.
@Suite struct ContactSheetBandReuseTests {
    /// The images of a stack in four locales, light and dark, each with a digest of its own.
    func images() throws -> [RenderedImage] {
        var options = RenderOptions()
        options.stackName = "actions"
        options.locales = ["en", "ar", "zh-Hans", "de"]
        options.textSizes = [.large, .accessibilityLarge]
        options.widths = [390]
        options.appearances = [.light, .dark]
        var images = try RenderRunner(engine: sharedEngine).render(try RenderPlan.images(specs: [example("readme.yaml")], options: options), threads: 2)
        for index in images.indices { images[index].entry.digest = "digest of " + images[index].entry.file }
        return images
    }

    /// `images` with one German image changed: a stripe across it, and a digest of its own.
    func changingOne(_ images: [RenderedImage]) throws -> (images: [RenderedImage], changed: String) {
        var images = images
        let index = try #require(images.firstIndex { $0.entry.file.contains("_de_") && $0.entry.file.contains("light") })
        images[index].canvas.fill(PixelRect(x: 0, y: 10, width: images[index].canvas.width, height: 12), color: Color(hex: 0xFF3B30))
        images[index].entry.digest = "changed"
        return (images, images[index].entry.file)
    }

    /// Writes `images`' sheets into `folder` (made if need be) from their files there, as an
    /// incremental render does; returns the page names and how many bands were copied.
    func writeFromFiles(_ images: [RenderedImage], folder: String, reusingBands: Bool) throws -> (names: [String], copied: Int) {
        let worker = try RenderWorker.take(from: sharedEngine)
        defer { RenderWorker.keep(worker, in: sharedEngine) }
        let writer = ContactSheetWriter(items: images.map { SheetItem($0.entry) }, folder: folder, engine: sharedEngine, reusingBands: reusingBands)
        for index in writer.sheetOrder(of: images.map(\.entry.file)) {
            try writer.place(fromFile: folder + "/" + images[index].entry.file, for: images[index].entry, worker: worker)
        }
        return (try writer.finish(worker: worker), writer.copiedBands)
    }

    /// A folder holding `images`' files and their sheets, drawn whole.
    func folderWithSheets(_ images: [RenderedImage], _ folder: String) throws -> [String] {
        try Folder.make(folder)
        for image in images { try PNGCodec.write(image.canvas, to: folder + "/" + image.entry.file) }
        return try writeFromFiles(images, folder: folder, reusingBands: false).names
    }

    func pages(_ folder: String, _ names: [String]) throws -> [[UInt8]] {
        try names.map { try FileContents.read(folder + "/" + $0) }
    }

    @Test func aChangedImageRedrawsItsBandOnlyAndThePagesAreAFreshWritesBytes() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bands-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let before = try images()
        let (after, changed) = try changingOne(before)
        let names = try folderWithSheets(before, base + "/incremental")
        let expected = try pages(base + "/fresh", try folderWithSheets(after, base + "/fresh"))
        // Only the changed image and the others of its row are on disk: copied bands need no image.
        let layout = SheetLayout(after.map { SheetItem($0.entry) }, columns: .textSizes, scale: ContactSheet.defaultScale)
        let address = try #require(layout.addresses[changed])
        let row = Set(layout.pages[address.page].bands[address.band].cells.map(\.file))
        #expect(row.count > 1 && row.count < after.count / 2)
        for image in after {
            let path = base + "/incremental/" + image.entry.file
            if row.contains(image.entry.file) { try PNGCodec.write(image.canvas, to: path) } else { try FileManager.default.removeItem(atPath: path) }
        }
        let patched = try writeFromFiles(after, folder: base + "/incremental", reusingBands: true)
        #expect(patched.names == names)
        // Every band of every page but the changed one.
        let bands = layout.pages.reduce(0) { $0 + $1.bands.count }
        #expect(patched.copied == bands - 1)
        #expect(try pages(base + "/incremental", names) == expected)
        // The pages are the pictures drawn whole, pixel for pixel: each band as a page alone
        // encodes it, the rows decoded from the stream of bands compressed apart.
        let page = try PNGCodec.read(path: base + "/incremental/" + names[address.page])
        let thumbnail = after.first { $0.entry.file == changed }!.canvas.downscaled(by: 2)
        let cell = layout.pages[address.page].bands[address.band].cells.first { $0.file == changed }!
        for (x, y) in [(0, 0), (thumbnail.width / 2, 15 / 2), (thumbnail.width - 1, thumbnail.height - 1)] {
            #expect(page.pixel(x: cell.x + x, y: cell.y + y) == thumbnail.pixel(x: x, y: y), "(\(x), \(y))")
        }
    }

    /// A band is copied only as the same fonts would draw it: the column labels' band, which holds
    /// no image whose digest carries the fonts, is keyed by them too, as every band is.
    /// The page digests a fresh run records come from the writer's own layout; an incremental run
    /// works them out from the manifest's entries to decide which pages to keep. Both are the same,
    /// and a page with an image that has no digest has none either way.
    @Test func theWritersPageDigestsAreTheOnesTheEntriesGive() throws {
        var entries = try images().map(\.entry)
        let settings = SheetSettings(columns: .textSizes, scale: ContactSheet.defaultScale)
        let writer = ContactSheetWriter(items: entries.map(SheetItem.init), folder: "/nonexistent", engine: sharedEngine, digestingPages: true)
        #expect(writer.pageDigests.count == writer.pageNames.count && writer.pageNames.count >= 2)
        #expect(writer.pageDigests == ContactSheet.pageDigests(entries, settings: settings))
        entries[entries.count - 1].digest = nil
        let missing = ContactSheetWriter(items: entries.map(SheetItem.init), folder: "/nonexistent", engine: sharedEngine, digestingPages: true)
        #expect(missing.pageDigests == ContactSheet.pageDigests(entries, settings: settings))
        #expect(missing.pageDigests.count == missing.pageNames.count - 1)
        #expect(ContactSheetWriter(items: entries.map(SheetItem.init), folder: "/nonexistent", engine: sharedEngine).pageDigests.isEmpty)
    }

    @Test func everyBandsKeyCarriesTheFonts() throws {
        let images = try images()
        let layout = SheetLayout(images.map { SheetItem($0.entry) }, columns: .textSizes, scale: ContactSheet.defaultScale)
        let page = try #require(layout.pages.first)
        let digests = Dictionary(images.compactMap { image in image.entry.digest.map { (image.entry.file, $0) } }, uniquingKeysWith: { a, _ in a })
        for index in page.bands.indices {
            let one = ContactSheet.bandKey(index, of: page, columns: .textSizes, scale: ContactSheet.defaultScale, digests: digests, fonts: 1)
            let other = ContactSheet.bandKey(index, of: page, columns: .textSizes, scale: ContactSheet.defaultScale, digests: digests, fonts: 2)
            #expect(!one.isEmpty && one != other, "band \(index)")
        }
    }

    @Test(arguments: ["a byte flipped", "truncated", "a wrong band table", "a link to a page outside", "a folder", "another picture"])
    func aPageInTheFolderThatCannotBeTrustedIsDrawnWhole(damage: String) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bands-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let before = try images()
        let (after, changed) = try changingOne(before)
        let folder = base + "/incremental"
        let names = try folderWithSheets(before, folder)
        let expected = try pages(base + "/fresh", try folderWithSheets(after, base + "/fresh"))
        for image in after { try PNGCodec.write(image.canvas, to: folder + "/" + image.entry.file) }
        let layout = SheetLayout(after.map { SheetItem($0.entry) }, columns: .textSizes, scale: ContactSheet.defaultScale)
        let page = layout.pages[try #require(layout.addresses[changed]).page]
        let path = folder + "/" + page.name
        var file = try FileContents.read(path)
        switch damage {
        case "a byte flipped": file[file.count * 2 / 3] ^= 0x01
        case "truncated": file.removeLast(file.count / 3)
        case "a wrong band table":
            // Every band's Adler-32 off by one, the chunk's CRC made right: the bands' sums no
            // longer make the stream's.
            file = try tableChanged(file) { table in
                var offset = 4
                while offset < table.count {
                    table[offset + 11] ^= 1
                    offset += 13 + Int(table[offset + 12])
                }
            }
        case "a link to a page outside":
            // A page that would be copied from, were the link followed.
            let outside = base + "/outside.png"
            try file.withUnsafeBufferPointer { try Data(buffer: $0).write(to: URL(fileURLWithPath: outside)) }
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside)
        case "a folder":
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        default:
            // Another page's file in its place: its bands are not this page's.
            let other = try #require(names.first { $0 != page.name })
            file = try FileContents.read(folder + "/" + other)
        }
        if damage != "a link to a page outside" && damage != "a folder" {
            try file.withUnsafeBufferPointer { try Data(buffer: $0).write(to: URL(fileURLWithPath: path)) }
        }
        if damage == "a folder" {
            // A folder where the page goes cannot be written over: the run says so, never a crash.
            #expect(throws: (any Error).self) { _ = try writeFromFiles(after, folder: folder, reusingBands: true) }
            return
        }
        let patched = try writeFromFiles(after, folder: folder, reusingBands: true)
        let others = layout.pages.filter { $0.name != page.name }.reduce(0) { $0 + $1.bands.count }
        // No band of the page is copied — but for another page's column labels, which may be
        // this page's too (the same pixels, the same key).
        #expect(patched.copied == others || (damage == "another picture" && patched.copied == others + 1), "\(damage): \(patched.copied) bands copied")
        #expect(try pages(folder, names) == expected, "\(damage)")
        if damage == "a link to a page outside" {
            // The link itself was replaced by the page; what it pointed to is as it was.
            var info = stat()
            #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
            #expect(try FileContents.read(base + "/outside.png") == file)
        }
    }

    @Test func aBandWrittenWithCellsMissingIsNeverCopied() throws {
        // Pages finished with most images missing: their bands claim nothing a later page could copy.
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bands-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let images = try images()
        let folder = base + "/incremental"
        try Folder.make(folder)
        let partial = ContactSheetWriter(items: images.map { SheetItem($0.entry) }, folder: folder, engine: sharedEngine)
        let worker = try RenderWorker.take(from: sharedEngine)
        defer { RenderWorker.keep(worker, in: sharedEngine) }
        let order = partial.sheetOrder(of: images.map(\.entry.file))
        for index in order.prefix(5) { try partial.place(images[index].canvas, for: images[index].entry, worker: worker) }
        let names = try partial.finish(worker: worker)
        for image in images { try PNGCodec.write(image.canvas, to: folder + "/" + image.entry.file) }
        let patched = try writeFromFiles(images, folder: folder, reusingBands: true)
        let expected = try pages(base + "/fresh", try folderWithSheets(images, base + "/fresh"))
        #expect(try pages(folder, names) == expected)
        // The column labels' bands (no cells) and the rows placed whole, and no other.
        let layout = SheetLayout(images.map { SheetItem($0.entry) }, columns: .textSizes, scale: ContactSheet.defaultScale)
        let placed = Set(order.prefix(5).map { images[$0].entry.file })
        let whole = layout.pages.flatMap(\.bands).filter { band in band.cells.allSatisfy { placed.contains($0.file) } }.count
        #expect(whole > layout.pages.count && whole < layout.pages.flatMap(\.bands).count / 2)
        #expect(patched.copied == whole, "\(patched.copied) bands copied")
    }

    /// `file` with its band table changed by `change` and the table chunk's CRC made right.
    func tableChanged(_ file: [UInt8], _ change: (inout [UInt8]) -> Void) throws -> [UInt8] {
        // Signature, IHDR (25 bytes), then the table chunk.
        let start = 8 + 25, length = Int(file[start]) << 24 | Int(file[start + 1]) << 16 | Int(file[start + 2]) << 8 | Int(file[start + 3])
        #expect(String(decoding: file[(start + 4)..<(start + 8)], as: UTF8.self) == "sbND")
        var table = Array(file[(start + 8)..<(start + 8 + length)])
        change(&table)
        var crcInput = Array("sbND".utf8) + table
        let crc = crcInput.withUnsafeMutableBufferPointer { Checksums.crc32(UnsafeBufferPointer($0)) }
        return Array(file[..<(start + 8)]) + table + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
            + Array(file[(start + 12 + length)...])
    }
}
