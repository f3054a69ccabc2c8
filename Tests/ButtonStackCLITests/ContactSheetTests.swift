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
        let image = try size(folder.appendingPathComponent("actions_en_large_320pt_@2x_light_natural.png"))
        let sheet = try size(folder.appendingPathComponent(sheets[0]))
        #expect(sheet.width > 2 * image.width && sheet.width < 3 * image.width, "two text-size columns beside the locale labels")
        #expect(sheet.height > 3 * image.height, "three locale rows")
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
        #expect(try size(folder.appendingPathComponent(sheets[0])).width > 4 * image.width, "the four forced modes side by side")
        #expect(try runCLI(["render", "Examples/readme.yaml", "--out", folder.path, "--sheet-columns", "rows"]).status == 2)
    }
}
