import Foundation
import Testing

/// Contact sheets as grids: a row per locale, a column per text size (or width, or mode).
@Suite(.serialized) struct ContactSheetTests {
    func size(_ url: URL) throws -> (width: Int, height: Int) {
        let header = try Data(contentsOf: url).prefix(24)
        return (header[16..<20].reduce(0) { $0 << 8 | Int($1) }, header[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test func aSheetIsLocalesByTextSizesAndOtherDimensionsGetTheirOwnSheets() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runCLI(["render", "Examples/readme.yaml", "--stack", "actions", "--locales", "en,de,ar", "--text-sizes", "large,accessibilityLarge",
                                 "--widths", "320,390", "--out", folder.path, "--sheet", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let sheets = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("sheet_") }.sorted()
        #expect(sheets == ["sheet_actions_@2x_light_320pt_natural.png", "sheet_actions_@2x_light_390pt_natural.png"])
        // Thumbnails at 1 px a point: the @2x images at half their size.
        let image = try size(folder.appendingPathComponent("actions_en_large_320pt_@2x_light_natural.png"))
        let thumbnail = (width: image.width / 2, height: image.height / 2)
        let sheet = try size(folder.appendingPathComponent(sheets[0]))
        #expect(sheet.width > 2 * thumbnail.width && sheet.width < 3 * thumbnail.width, "two text-size columns beside the locale labels")
        #expect(sheet.height > 3 * thumbnail.height, "three locale rows")
        // At 2 px a point, the images' own size.
        let full = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: full) }
        #expect(try runCLI(["render", "Examples/readme.yaml", "--stack", "actions", "--locales", "en,de,ar", "--text-sizes", "large,accessibilityLarge",
                            "--widths", "320", "--out", full.path, "--sheet", "--sheet-scale", "2", "--quiet"]).status == 0)
        let large = try size(full.appendingPathComponent(sheets[0]))
        #expect(large.width > 2 * image.width && large.width < 3 * image.width)
    }

    /// Sheets are drawn as the images are, on every thread, in whatever order the threads finish:
    /// the pages are the same bytes on one thread and on two, and a merge of shards draws the
    /// same pages again from the files (rows in file-name order, so locales given in that order).
    @Test func theSameSheetsOnOneThreadOnTwoAndMergedFromShards() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = ["render", "Examples/readme.yaml", "Examples/styles.yaml", "--locales", "ar,de,en,zh-Hans", "--text-sizes", "large,accessibilityLarge,extraSmall",
                    "--appearances", "light,dark", "--sheet", "--quiet"]
        func sheets(_ folder: URL) throws -> [String: Data] {
            var result: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("sheet_") {
                result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            return result
        }
        for jobs in ["1", "2"] {
            let result = try runCLI(plan + ["--out", root.appendingPathComponent("jobs\(jobs)").path, "--jobs", jobs])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let one = try sheets(root.appendingPathComponent("jobs1"))
        #expect(one.count >= 10)
        #expect(try sheets(root.appendingPathComponent("jobs2")) == one)
        for index in 1...3 {
            #expect(try runCLI(plan + ["--out", root.appendingPathComponent("shard\(index)").path, "--shard", "\(index)/3", "--jobs", "2"]).status == 0)
        }
        let merged = root.appendingPathComponent("merged")
        let merge = try runCLI(["merge", merged.path] + (1...3).map { root.appendingPathComponent("shard\($0)").path } + ["--sheet", "--quiet"])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(try sheets(merged) == one)
    }

    @Test func aSheetScaleOutOfRangeIsOneLineNamingTheFlag() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for value in ["0.2", "4", "x", "nan"] {
            for command in [["render", "Examples/readme.yaml", "--out", folder.appendingPathComponent("out").path],
                            ["merge", folder.appendingPathComponent("merged").path, folder.path]] {
                let result = try runCLI(command + ["--sheet", "--sheet-scale", value])
                #expect(result.status == 2, "\(command[0]) \(value)")
                #expect(result.stderr.hasPrefix("button-stack: --sheet-scale: '\(value)' is not") && result.stderr.split(separator: "\n").count == 1,
                        "\(result.stderr)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func columnsCanBeModes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runCLI(["render", "Examples/readme.yaml", "--stack", "actions", "--locales", "en,de", "--modes", "all",
                                 "--out", folder.path, "--sheet", "--sheet-columns", "modes", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let sheets = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("sheet_") }
        #expect(sheets == ["sheet_actions_@2x_light_extraExtraLarge_320pt.png"])
        let image = try size(folder.appendingPathComponent("actions_en_extraExtraLarge_320pt_@2x_light_mode1.png"))
        #expect(try size(folder.appendingPathComponent(sheets[0])).width > 4 * image.width / 2, "the four forced modes side by side, at 1 px a point")
        #expect(try runCLI(["render", "Examples/readme.yaml", "--out", folder.path, "--sheet-columns", "rows"]).status == 2)
    }
}
