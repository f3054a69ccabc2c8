import AppIcons
import Testing

/// Catalogs as Xcode writes them, read from a real app's files.
@Suite struct AssetCatalogTests {
    @Test func readsImageAndSymbolSetsWithNamespaces() throws {
        let catalog = try AssetCatalog.load([fixtureCatalog])
        #expect(catalog.names == ["Tools/wrench", "compass", "dot", "launchScreen-logo", "message-processing-outline", "ohf-inline"])
        #expect(catalog.asset(named: "wrench")?.name == "Tools/wrench")
        #expect(catalog.asset(named: "Tools/wrench")?.rendering == .template)
        #expect(catalog.asset(named: "compass")?.rendering == nil)
        #expect(catalog.asset(named: "message-processing-outline")?.kind == .symbol)
    }

    @Test func aFolderIsSearchedForCatalogs() throws {
        let catalog = try AssetCatalog.load([fixtures])
        #expect(catalog.catalogs == [fixtureCatalog])
        #expect(catalog.asset(named: "compass") != nil)
    }

    @Test func picksTheScaleAndTheAppearance() throws {
        let dot = try #require(try AssetCatalog.load([fixtureCatalog]).asset(named: "dot"))
        #expect(dot.image(dark: false, scale: 2)?.path.hasSuffix("dot-light@2x.png") == true)
        #expect(dot.image(dark: false, scale: 3)?.path.hasSuffix("dot-light@3x.png") == true)
        #expect(dot.image(dark: true, scale: 2)?.path.hasSuffix("dot-dark@2x.png") == true)
        #expect(dot.image(dark: true, scale: 3)?.path.hasSuffix("dot-dark@2x.png") == true)
        let ohf = try #require(try AssetCatalog.load([fixtureCatalog]).asset(named: "ohf-inline"))
        #expect(ohf.image(dark: true, scale: 2)?.path.hasSuffix("monochrome-on-dark.svg") == true)
        #expect(ohf.image(dark: false, scale: 2)?.path.hasSuffix("monochrome-on-light.svg") == true)
    }

    @Test func headersGiveTheAspectRatio() throws {
        let catalog = try AssetCatalog.load([fixtureCatalog])
        func ratio(_ name: String) throws -> Double? {
            let image = try #require(catalog.asset(named: name)?.image(dark: false, scale: 2))
            return ImageGeometry.aspectRatio(try AppIconFiles.read(image.path), format: image.format)
        }
        #expect(try ratio("ohf-inline") == 2960.0 / 291.0)
        #expect(try ratio("dot") == 1)
        #expect(try ratio("compass").map { abs($0 - 1) < 0.01 } == true)
    }

    @Test func aSymbolTemplateGivesItsGlyphsGuidesAndMargins() throws {
        let set = try #require(try AssetCatalog.load([fixtureCatalog]).asset(named: "message-processing-outline"))
        let template = try #require(SymbolTemplate(try AppIconFiles.read(set.images[0].path)))
        #expect(template.glyphs == ["Ultralight-S", "Regular-S", "Black-S"])
        #expect(template.glyph(weight: "Bold", scale: "M") == "Black-S")
        #expect(template.glyph(weight: "Regular", scale: "M") == "Regular-S")
        #expect(template.guides["M"].map { [$0.baseline, $0.capline] } == [346, 276])
        #expect(template.widthPerPoint("Regular-S") == 0.9)
    }

    @Test func aMissingFolderOrOneWithoutCatalogsIsOneLine() throws {
        #expect(throws: AppIconError(file: "/nonexistent/x.xcassets", problem: "no such folder")) {
            try AssetCatalog.load(["/nonexistent/x.xcassets"])
        }
        let empty = try temporaryFolder("empty")
        #expect(throws: AppIconError(file: empty, problem: "holds no .xcassets folder")) { try AssetCatalog.load([empty]) }
    }

    @Test func aBrokenContentsFileIsNamed() throws {
        let root = try temporaryFolder("broken")
        try write("{\"images\": [", to: root + "/A.xcassets/x.imageset/Contents.json")
        #expect(throws: AppIconError.self) { try AssetCatalog.load([root + "/A.xcassets"]) }
        do { _ = try AssetCatalog.load([root + "/A.xcassets"]) } catch {
            #expect(error.file.hasSuffix("x.imageset/Contents.json"))
            #expect(error.problem.hasPrefix("is not valid JSON"))
        }
    }
}
