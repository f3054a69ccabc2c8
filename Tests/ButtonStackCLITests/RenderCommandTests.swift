import Foundation
import Testing

@Suite(.serialized) struct RenderCommandTests {
    @Test func rendersTwiceToTheSameBytesWithOneOrAllCores() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = folder.appendingPathComponent("one").path, all = folder.appendingPathComponent("all").path
        let again = folder.appendingPathComponent("again").path
        for (out, jobs) in [(one, "1"), (all, "4"), (again, "2")] {
            let result = try runCLI(["render", "Examples/readme.yaml", "--out", out, "--jobs", jobs, "--scales", "1,3", "--quiet"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.isEmpty && result.stderr.isEmpty, "--quiet prints nothing")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: one).sorted()
        #expect(names.count == 23, "11 images at two scales and manifest.json")
        for name in names {
            let a = FileManager.default.contents(atPath: one + "/" + name)
            #expect(a == FileManager.default.contents(atPath: all + "/" + name), "\(name) differs with --jobs 4")
            #expect(a == FileManager.default.contents(atPath: again + "/" + name), "\(name) differs on a second run")
        }
    }

    @Test func manifestDescribesEveryFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runCLI(["render", "Examples/screens.yaml", "--out", folder.path, "--stack", "mail-actions", "--locales", "de",
                                 "--text-sizes", "large,accessibilityExtraExtraExtraLarge", "--modes", "natural,", "--quiet"])
        #expect(result.status == 2, "natural, is not a mode list")
        let ok = try runCLI(["render", "Examples/screens.yaml", "--out", folder.path, "--stack", "mail-actions", "--locales", "de",
                             "--text-sizes", "large,accessibilityExtraExtraExtraLarge", "--widths", "320", "--modes", "all"])
        #expect(ok.status == 0, "\(ok.stderr)")
        let data = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent("manifest.json").path))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try #require(manifest["files"] as? [[String: Any]])
        #expect(files.count == 8)
        for file in files {
            let name = try #require(file["file"] as? String)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
            for key in ["locale", "textSize", "width", "scale", "appearance", "mode", "pixelWidth", "pixelHeight", "truncated", "clipped", "missingGlyphs"] {
                #expect(file[key] != nil, "\(name) lacks \(key)")
            }
        }
        #expect(files.contains { $0["clipped"] as? Bool == true }, "forced row modes clip German at the largest size")
    }

    @Test func aSpecThatDoesNotLoadWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.yaml")
        try Data("stacks:\n  - name: a\n    buttons:\n      - titel: Add\n".utf8).write(to: bad)
        let out = folder.appendingPathComponent("out")
        let result = try runCLI(["render", bad.path, "--out", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("stacks[0].buttons[0]: unknown key 'titel' (did you mean 'title'?)"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func hostileStackNamesStayInsideOut() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("evil.yaml")
        try Data("stacks:\n  - name: ../../escape\n    buttons: [{title: A}]\n".utf8).write(to: spec)
        let out = folder.appendingPathComponent("a/b/out")
        let result = try runCLI(["render", spec.path, "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(written.count == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a/escape_en_large_390pt_@2x_light_natural.png").path))
    }
}
