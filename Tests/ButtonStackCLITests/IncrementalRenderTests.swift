import Foundation
import Testing

/// `render` into a folder holding an earlier run: only the images whose digest changed are drawn
/// again, images no longer planned are removed (never through a link, never outside the folder),
/// and the folder ends byte for byte as a render into an empty one.
@Suite(.serialized) struct IncrementalRenderTests {
    let options = ["--locales", "en,de,fr", "--text-sizes", "large,accessibilityLarge"]

    /// A copy of Examples/app to edit, in a fresh folder that also holds the outputs.
    func appCopy() throws -> (root: URL, app: URL) {
        let root = try temporaryFolder()
        let app = root.appendingPathComponent("app")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples/app"), to: app)
        return (root, app)
    }

    /// Every file of `folder` by name, with its bytes.
    func files(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    /// Each PNG's inode: a redrawn image is a new file renamed over the old one.
    func inodes(_ folder: URL) throws -> [String: UInt64] {
        var result: [String: UInt64] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".png") {
            var info = stat()
            if lstat(folder.appendingPathComponent(name).path, &info) == 0 { result[name] = UInt64(info.st_ino) }
        }
        return result
    }

    func render(_ arguments: [String]) throws -> CLIResult {
        let result = try runCLI(["render"] + arguments, environment: ["BUTTON_STACK_SERVICE": "off"])
        #expect(result.status == 0, "\(result.stderr)")
        return result
    }

    /// Changes the German "Archive" of the copy's String Catalog.
    func changeGermanArchive(in app: URL) throws {
        let catalog = app.appendingPathComponent("Localizable.xcstrings")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        #expect(text.components(separatedBy: "\"Archivieren\"").count == 2)
        try text.replacingOccurrences(of: "\"Archivieren\"", with: "\"Ins Archiv legen\"").write(to: catalog, atomically: true, encoding: .utf8)
    }

    @Test func aChangedTranslationRedrawsItsImagesOnlyAndTheFolderEqualsAFreshRender() throws {
        let (root, app) = try appCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out"), fresh = root.appendingPathComponent("fresh")
        let extras = ["--sheet", "--html"]
        let first = try render([app.path, "--out", out.path] + options + extras)
        #expect(first.stdout.contains("wrote 12 image(s)"), "\(first.stdout)")
        let before = try inodes(out)
        try changeGermanArchive(in: app)
        let second = try render([app.path, "--out", out.path] + options + extras)
        // Archive is a button of message-actions: its two German images, and nothing else.
        #expect(second.stdout.contains("redrew 2 of 12 images, removed 0, kept 10 in \(out.path)"), "\(second.stdout)")
        let after = try inodes(out)
        let redrawn = Set(before.keys.filter { before[$0] != after[$0] })
        #expect(redrawn == ["message-actions_de_large_390pt_@2x_light_natural.png",
                            "message-actions_de_accessibilityLarge_390pt_@2x_light_natural.png",
                            // The sheet of those images is drawn anew; photo-actions' page, all
                            // of whose images were kept, stays as it was.
                            "sheet_message-actions_@2x_light_390pt_natural.png"])
        _ = try render([app.path, "--out", fresh.path, "--quiet"] + options + extras)
        let incremental = try files(out), whole = try files(fresh)
        #expect(incremental.keys.sorted() == whole.keys.sorted())
        for (name, bytes) in whole { #expect(incremental[name] == bytes, "\(name) differs from a fresh render") }
        // Nothing changed: nothing is drawn.
        let third = try render([app.path, "--out", out.path] + options + extras)
        #expect(third.stdout.contains("redrew 0 of 12 images, removed 0, kept 12"), "\(third.stdout)")
        #expect(try inodes(out).filter { $0.key.hasPrefix("sheet_") } == after.filter { $0.key.hasPrefix("sheet_") }, "no page is drawn again")
        // Sheets made otherwise (smaller thumbnails) are every page drawn again, as a fresh render draws them.
        let smaller = try render([app.path, "--out", out.path, "--sheet-scale", "0.5"] + options + extras)
        #expect(smaller.stdout.contains("redrew 0 of 12 images"), "\(smaller.stdout)")
        _ = try render([app.path, "--out", fresh.path, "--quiet", "--fresh", "--sheet-scale", "0.5"] + options + extras)
        let rescaled = try files(out), rescaledFresh = try files(fresh)
        for (name, bytes) in rescaledFresh { #expect(rescaled[name] == bytes, "\(name) differs from a fresh render at 0.5") }
    }

    @Test func aManifestWrittenAgainInAnotherLayoutIsStillAnEarlierRun() throws {
        // A tool (or a person) writes the manifest again compactly, members in another order: it
        // is read as JSON, not by its lines, so the images stay; the manifest the next run writes
        // is a fresh render's, byte for byte.
        let (root, app) = try appCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out"), fresh = root.appendingPathComponent("fresh")
        _ = try render([app.path, "--out", out.path] + options)
        let manifest = out.appendingPathComponent("manifest.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
        try JSONSerialization.data(withJSONObject: object, options: []).write(to: manifest)
        let second = try render([app.path, "--out", out.path] + options)
        #expect(second.stdout.contains("redrew 0 of 12 images, removed 0, kept 12"), "\(second.stdout)")
        _ = try render([app.path, "--out", fresh.path, "--quiet"] + options)
        #expect(try Data(contentsOf: manifest) == Data(contentsOf: fresh.appendingPathComponent("manifest.json")))
        // Not JSON at all: no earlier run, every image drawn again.
        try Data("{\"files\": [".utf8).write(to: manifest)
        let third = try render([app.path, "--out", out.path] + options)
        #expect(third.stdout.contains("wrote 12 image(s)") && !third.stdout.contains("kept"), "\(third.stdout)")
        // A manifest planted to break the reader (a broken surrogate pair, a huge `sheets` list):
        // the same, never a crash.
        for planted in [#"{"\uD800\u0041": 1, "files": [], "version": 1}"#,
                        #"{"files": [], "sheets": ["# + String(repeating: "0,", count: 100_000) + #"0], "version": 1}"#] {
            try Data(planted.utf8).write(to: manifest)
            let again = try render([app.path, "--out", out.path] + options)
            #expect(again.stdout.contains("12 image"), "\(again.stdout)")
        }
    }

    @Test func sheetPagesARunStoppedWhileWritingThemNeverVouchesFor() throws {
        // The second run draws every page again at another scale, then fails on the gallery (a
        // folder planted where index.html goes): its final manifest is never written. The pages on
        // disk are then at the other scale; the manifest left must not vouch for them, so the
        // third run, at the first scale, draws them again and the folder is a fresh render's.
        let (root, app) = try appCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out"), fresh = root.appendingPathComponent("fresh")
        let extras = ["--sheet", "--html"]
        _ = try render([app.path, "--out", out.path] + options + extras)
        let gallery = out.appendingPathComponent("index.html")
        try FileManager.default.removeItem(at: gallery)
        try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: false)
        let stopped = try runCLI(["render", app.path, "--out", out.path, "--sheet-scale", "0.5"] + options + extras,
                                 environment: ["BUTTON_STACK_SERVICE": "off"])
        #expect(stopped.status != 0, "\(stopped.stdout)")
        let left = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(!left.contains("\"sheets\""), "the manifest left vouches for sheet pages")
        try FileManager.default.removeItem(at: gallery)
        _ = try render([app.path, "--out", out.path] + options + extras)
        _ = try render([app.path, "--out", fresh.path, "--quiet"] + options + extras)
        let incremental = try files(out), whole = try files(fresh)
        for (name, bytes) in whole { #expect(incremental[name] == bytes, "\(name) differs from a fresh render") }
    }

    @Test func aRemovedLocalesImagesAreRemovedAndFreshRedrawsEverything() throws {
        let (root, app) = try appCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out"), fresh = root.appendingPathComponent("fresh")
        _ = try render([app.path, "--out", out.path, "--sheet"] + options)
        let fewer = ["--locales", "en,de", "--text-sizes", "large,accessibilityLarge"]
        let second = try render([app.path, "--out", out.path] + fewer)
        #expect(second.stdout.contains("redrew 0 of 8 images, removed 4, kept 8"), "\(second.stdout)")
        #expect(try inodes(out).keys.allSatisfy { !$0.contains("_fr_") && !$0.hasPrefix("sheet_") })
        _ = try render([app.path, "--out", fresh.path] + fewer)
        #expect(try files(out) == files(fresh))
        // --fresh draws every image again, each a new file.
        let before = try inodes(out)
        let third = try render([app.path, "--out", out.path, "--fresh"] + fewer)
        #expect(third.stdout.contains("redrew 8 of 8 images, removed 0, kept 0"), "\(third.stdout)")
        let after = try inodes(out)
        #expect(before.keys.sorted() == after.keys.sorted() && before.allSatisfy { after[$0.key] != $0.value })
        #expect(try files(out) == files(fresh))
    }

    @Test func aShardOfAnEarlierWholeRunKeepsItsOwnImagesOnly() throws {
        let (root, app) = try appCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out"), fresh = root.appendingPathComponent("fresh")
        _ = try render([app.path, "--out", out.path] + options)
        let shard = try render([app.path, "--out", out.path, "--shard", "1/2"] + options)
        _ = try render([app.path, "--out", fresh.path, "--shard", "1/2"] + options)
        let count = try inodes(fresh).count
        #expect(count > 0 && count < 12)
        #expect(shard.stdout.contains("redrew 0 of \(count) images, removed \(12 - count), kept \(count)"), "\(shard.stdout)")
        #expect(try files(out) == files(fresh))
    }

    /// An earlier manifest is a file anyone may have written: what it lists is removed only as a
    /// plain name of the folder that is a regular file, never through a link or outside it, and
    /// an image it lists that is now a link is drawn again as a file, the link's target untouched.
    @Test func anEarlierManifestNeverLeadsRemovalOutsideTheFolderOrThroughALink() throws {
        let (root, app) = try appCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let fewer = ["--locales", "en", "--text-sizes", "large"]
        _ = try render([app.path, "--out", out.path] + fewer)
        // Files outside the folder, and links to them inside it.
        let outside = root.appendingPathComponent("victim.png"), target = root.appendingPathComponent("target.png")
        try Data("precious".utf8).write(to: outside)
        try Data("target".utf8).write(to: target)
        let link = out.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: outside.path)
        let planned = "message-actions_en_large_390pt_@2x_light_natural.png"
        try FileManager.default.removeItem(at: out.appendingPathComponent(planned))
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent(planned).path, withDestinationPath: target.path)
        try FileManager.default.createDirectory(at: out.appendingPathComponent("sub"), withIntermediateDirectories: false)
        try Data("inner".utf8).write(to: out.appendingPathComponent("sub/inner.png"))
        try Data("notes".utf8).write(to: out.appendingPathComponent("notes.txt"))
        // The manifest now lists them all, with the digest the planned image had.
        let manifestURL = out.appendingPathComponent("manifest.json")
        var manifest = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        var entries = try #require(manifest["files"] as? [[String: Any]])
        let model = try #require(entries.first)
        for name in ["../victim.png", "link.png", "sub/inner.png", "sub", "notes.txt", "/tmp/x.png", "..", "manifest.json"] {
            var entry = model
            entry["file"] = name
            entries.append(entry)
        }
        manifest["files"] = entries
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)

        let result = try render([app.path, "--out", out.path] + fewer)
        #expect(result.stdout.contains("redrew 1 of 2 images, removed 0, kept 1"), "\(result.stdout)")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "precious")
        #expect(try String(contentsOf: target, encoding: .utf8) == "target")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == outside.path, "the link is left as it was")
        #expect(try String(contentsOf: out.appendingPathComponent("sub/inner.png"), encoding: .utf8) == "inner")
        #expect(try String(contentsOf: out.appendingPathComponent("notes.txt"), encoding: .utf8) == "notes")
        var info = stat()
        #expect(lstat(out.appendingPathComponent(planned).path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG, "drawn again as a file")
        let png = try Data(contentsOf: out.appendingPathComponent(planned))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
