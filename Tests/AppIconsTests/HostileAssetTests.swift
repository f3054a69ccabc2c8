import AppIcons
import AssetRasterizer
import Foundation
import Rasterizer
import Testing

/// Asset files are a pull request's: each hostile one ends with one line, and nothing outside the
/// asset folder is read.
@Suite struct HostileAssetTests {
    func draw(_ path: String, _ format: AssetImage.Format, width: Int = 64, height: Int = 64) throws -> Canvas {
        try AssetRasterizer.draw(AssetRaster(image: AssetImage(path: path, format: format), width: width, height: height, tint: .original))
    }

    @Test func anSVGLoadsNoExternalReference() throws {
        let root = try temporaryFolder("external")
        // Outside the asset folder: a picture that would cover the whole icon if it were loaded.
        try write("<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64'><rect width='64' height='64'/></svg>", to: root + "/outside.svg")
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64">
          <image href="../outside.svg" width="64" height="64"/>
          <image xlink:href="file://\(root)/outside.svg" width="64" height="64"/>
          <image href="/etc/passwd" width="64" height="64"/>
          <use href="../outside.svg#x"/>
          <style>@import url("/etc/passwd");</style>
        </svg>
        """
        try write(svg, to: root + "/assets/x.svg")
        let canvas = try draw(root + "/assets/x.svg", .svg)
        #expect(canvas.pixels.indices.allSatisfy { $0 % 4 != 3 || canvas.pixels[$0] == 0 }, "something outside was drawn")
    }

    @Test func billionLaughsEndsWithOneLineOrNothingDrawn() throws {
        let root = try temporaryFolder("laughs")
        var entities = "<!ENTITY lol \"lol\">\n"
        for level in 1...12 { entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n" }
        let svg = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n\(entities)]>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"64\" height=\"64\"><text y=\"20\">&lol12;</text></svg>"
        try write(svg, to: root + "/laughs.svg")
        do {
            _ = try draw(root + "/laughs.svg", .svg)
        } catch {
            #expect(!"\(error)".contains("\n"))
            #expect("\(error)".hasPrefix(root + "/laughs.svg: "))
        }
    }

    @Test func aPDFOfManyPagesOrLyingAboutThemIsRefused() throws {
        let root = try temporaryFolder("pages")
        try Data(Self.pdf(pages: 1000)).write(to: URL(fileURLWithPath: root + "/many.pdf"))
        #expect(throws: AppIconError(file: root + "/many.pdf", problem: "cannot be drawn as PDF (has 1000 pages; an icon is one page (at most 4 read))")) {
            try draw(root + "/many.pdf", .pdf)
        }
        // A page tree claiming a million pages with one behind it.
        try Data(Self.pdf(pages: 1, claimed: 1_000_000)).write(to: URL(fileURLWithPath: root + "/liar.pdf"))
        #expect {
            try draw(root + "/liar.pdf", .pdf)
        } throws: { error in
            "\(error)".hasPrefix(root + "/liar.pdf: cannot be drawn as PDF (") && !"\(error)".contains("\n")
        }
        // One honest page draws.
        try Data(Self.pdf(pages: 1)).write(to: URL(fileURLWithPath: root + "/one.pdf"))
        #expect(InkMask.alpha(try draw(root + "/one.pdf", .pdf)).count > 1000)
    }

    @Test func aPDFBombOfNestedFormsEndsAtTheTimeLimit() throws {
        // Nine levels of forms, each drawing the next four times: 65,536 squares, seconds of
        // poppler's time (which nothing in poppler bounds); the drawing is abandoned at the limit.
        let root = try temporaryFolder("bomb")
        try Data(Self.nestedFormsPDF(depth: 9)).write(to: URL(fileURLWithPath: root + "/bomb.pdf"))
        let raster = AssetRaster(image: AssetImage(path: root + "/bomb.pdf", format: .pdf), width: 64, height: 64, tint: .original)
        #expect(throws: AppIconError(file: root + "/bomb.pdf", problem: "took more than 0.2 s to draw; not drawn")) {
            try AssetRasterizer.draw(raster, timeLimit: 0.2)
        }
        // Two levels draw at once.
        try Data(Self.nestedFormsPDF(depth: 2)).write(to: URL(fileURLWithPath: root + "/small.pdf"))
        #expect(InkMask.alpha(try draw(root + "/small.pdf", .pdf)).count > 1000)
    }

    @Test func aFileThatIsNotWhatItsNameSaysIsOneLine() throws {
        let root = try temporaryFolder("garbage")
        try write("this is not a PDF", to: root + "/x.pdf")
        try write("<svg", to: root + "/x.svg")
        for (file, format) in [("x.pdf", AssetImage.Format.pdf), ("x.svg", .svg), ("x.pdf", .png)] {
            #expect {
                try draw(root + "/" + file, format)
            } throws: { error in
                let text = "\(error)"
                return text.hasPrefix(root + "/" + file + ": ") && !text.contains("\n")
            }
        }
    }

    @Test func aPNGClaimingHugeDimensionsIsRefusedBeforeItsPixels() throws {
        let root = try temporaryFolder("huge")
        try Data(Self.png(width: 100_000, height: 100_000)).write(to: URL(fileURLWithPath: root + "/huge.png"))
        #expect(ImageGeometry.pngSize(try AppIconFiles.read(root + "/huge.png"))?.width == 100_000)
        #expect(throws: AppIconError(file: root + "/huge.png", problem: "is a PNG of 100000×100000 px; an icon's may have at most 16777216 px")) {
            try draw(root + "/huge.png", .png)
        }
    }

    @Test func aLinkOutOfTheAssetFolderIsNeverFollowed() throws {
        let root = try temporaryFolder("links")
        let outside = root + "/outside"
        try write("<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'><rect width='8' height='8'/></svg>", to: outside + "/secret.svg")
        try write("{\"images\": [{\"filename\": \"secret.svg\", \"idiom\": \"universal\"}]}", to: outside + "/secret.imageset/Contents.json")
        try FileManager.default.copyItem(atPath: outside + "/secret.svg", toPath: outside + "/secret.imageset/secret.svg")
        let catalog = root + "/App.xcassets"
        // A linked set folder is not listed.
        try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: catalog + "/linked.imageset", withDestinationPath: outside + "/secret.imageset")
        // A set whose file is a link out: listed, but the link is not read.
        try write("{\"images\": [{\"filename\": \"icon.svg\", \"idiom\": \"universal\"}]}", to: catalog + "/own.imageset/Contents.json")
        try FileManager.default.createSymbolicLink(atPath: catalog + "/own.imageset/icon.svg", withDestinationPath: outside + "/secret.svg")
        // A linked group folder is not searched.
        try FileManager.default.createSymbolicLink(atPath: catalog + "/Group", withDestinationPath: outside)
        let loaded = try AssetCatalog.load([catalog])
        #expect(loaded.names == ["own"])
        let image = try #require(loaded.asset(named: "own")?.image(dark: false, scale: 2))
        #expect(throws: AppIconError(file: image.path, problem: "is a symbolic link; an app's icon files are read only where they are")) {
            try AssetRasterizer.draw(AssetRaster(image: image, width: 8, height: 8, tint: .original))
        }
        // A folder searched for catalogs does not follow a linked catalog either.
        try FileManager.default.createDirectory(atPath: root + "/search", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/search/Linked.xcassets", withDestinationPath: catalog)
        #expect(throws: AppIconError(file: root + "/search", problem: "holds no .xcassets folder")) { try AssetCatalog.load([root + "/search"]) }
    }

    @Test func aNamedPipeDoesNotBlock() throws {
        let root = try temporaryFolder("pipe")
        #expect(mkfifo(root + "/x.svg", 0o600) == 0)
        #expect(throws: AppIconError(file: root + "/x.svg", problem: "is not a regular file")) { try draw(root + "/x.svg", .svg) }
    }

    /// A PDF of `pages` pages, each a filled square, whose page tree claims `claimed` of them.
    static func pdf(pages: Int, claimed: Int? = nil) -> [UInt8] {
        let content = "0 0 0 rg 8 8 48 48 re f"
        let kids = (0..<pages).map { "\($0 + 4) 0 R" }.joined(separator: " ")
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [\(kids)] /Count \(claimed ?? pages) >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ] + (0..<pages).map { _ in "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 64 64] /Contents 3 0 R >>" }
        return file(of: objects)
    }

    /// A PDF whose page draws form F1, which draws F2 four times, … down to a filled square.
    static func nestedFormsPDF(depth: Int) -> [UInt8] {
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 64 64] /Contents 4 0 R /Resources << /XObject << /F 5 0 R >> >> >>",
            "<< /Length 5 >>\nstream\n/F Do\nendstream",
        ]
        for level in 0..<depth {
            let last = level == depth - 1
            let body = last ? "0 0 0 rg 8 8 48 48 re f" : Array(repeating: "/F Do", count: 4).joined(separator: " ")
            let resources = last ? "" : " /Resources << /XObject << /F \(level + 6) 0 R >> >>"
            objects.append("<< /Type /XObject /Subtype /Form /BBox [0 0 64 64]\(resources) /Length \(body.utf8.count) >>\nstream\n\(body)\nendstream")
        }
        return file(of: objects)
    }

    /// A PDF file of `objects` (object 1 its catalog), with its cross-reference table and trailer.
    static func file(of objects: [String]) -> [UInt8] {
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(text.utf8)
    }

    /// A PNG signature and IHDR chunk claiming `width` × `height` (no pixel data).
    static func png(width: Int, height: Int) -> [UInt8] {
        func word(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        let body = Array("IHDR".utf8) + word(width) + word(height) + [8, 6, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        // An IDAT and IEND after it, so a reader that wants them gets that far.
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + word(13) + body + word(Int(crc))
            + word(2) + Array("IDAT".utf8) + [0x78, 0x01] + word(0) + word(0) + Array("IEND".utf8) + word(0xAE42_6082)
    }
}
