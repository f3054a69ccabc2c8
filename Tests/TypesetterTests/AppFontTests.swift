import ButtonStackBase
import Foundation
import Testing
@testable import Typesetter

/// The app's own font: tried first for every script it covers, the bundled chain after it, the
/// weight kept, tracking added as UIKit adds it.
@Suite struct AppFontTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fonts").path
    let inter = AppFont(regular: AppFont.File(path: fixtures + "/Inter-Regular.otf"), bold: AppFont.File(path: fixtures + "/Inter-Bold.otf"))

    func fonts(_ text: String, weight: FontWeight = .regular, font: AppFont?, locale: String = "en") throws -> [String] {
        let layout = try sharedTypesetter.layout(text, style: TextStyle(size: 17, weight: weight, locale: LanguageTag(locale), font: font))
        #expect(layout.missingGlyphs == 0)
        return layout.lines.flatMap(\.runs).map { URL(fileURLWithPath: $0.face.path).lastPathComponent }
    }

    @Test func theAppFontComesFirstAndTheBundledFontsFillIn() throws {
        #expect(try fonts("Share", font: inter) == ["Inter-Regular.otf"])
        #expect(try fonts("Share مشاركة", font: inter, locale: "ar") == ["NotoSansArabic-Regular.ttf", "Inter-Regular.otf", "Inter-Regular.otf"])
        #expect(try fonts("共有", font: inter, locale: "ja") == ["NotoSansCJK-Regular.ttc"])
    }

    @Test func boldStaysBold() throws {
        #expect(try fonts("Share مشاركة", weight: .bold, font: inter, locale: "ar") == ["NotoSansArabic-Bold.ttf", "Inter-Bold.otf", "Inter-Bold.otf"])
        // Without a bold file, a bold title is set in the bundled bold faces, never in the regular file.
        let regularOnly = AppFont(regular: inter.regular)
        #expect(try fonts("Share", weight: .bold, font: regularOnly) == ["NotoSans-Bold.ttf"])
    }

    @Test func widthIsTheAppFontsDesignUnitSum() throws {
        let hbShape = try #require(hbShapePath, "hb-shape (libharfbuzz-bin) is needed for the reference widths")
        let output = try #require(runProgram(hbShape, ["--font-file=\(inter.regular.path)", "--no-glyph-names", "--no-clusters", "--text=Delete"]))
        let advances = output.split(separator: "|").compactMap { $0.split(separator: "+").last.flatMap { Int($0.filter(\.isNumber)) } }
        let face = try sharedTypesetter.fonts.face(path: inter.regular.path, index: 0)
        let layout = try sharedTypesetter.layout("Delete", style: TextStyle(size: 17, font: inter))
        #expect(abs(layout.width - Double(advances.reduce(0, +)) * 17 / Double(face.unitsPerEm)) < 1e-9)
    }

    @Test func trackingIsAddedAfterEveryCharacter() throws {
        let plain = try sharedTypesetter.layout("Add it", style: TextStyle(size: 17, font: inter))
        var tracked = inter
        tracked.tracking = TrackingTable([(17, -26), (28, 14)])
        let tight = try sharedTypesetter.layout("Add it", style: TextStyle(size: 17, font: tracked))
        let face = try sharedTypesetter.fonts.face(path: inter.regular.path, index: 0)
        let perCharacter = face.points(Int((-26.0 / 1000 * Double(face.unitsPerEm)).rounded()), atSize: 17)
        #expect(abs(tight.width - (plain.width + 6 * perCharacter)) < 1e-9, "\(tight.width) vs \(plain.width)")
        // Between the sizes listed, the table is interpolated.
        #expect(TrackingTable([(17, -26), (28, 14)]).tracking(atPointSize: 22.5) == -6)
    }

    @Test func appleSystemFontTrackingFollowsTheGuidelinesTable() {
        #expect(TrackingTable.sfPro.tracking(atPointSize: 17) == -26)
        #expect(TrackingTable.sfPro.tracking(atPointSize: 12) == 0)
        #expect(TrackingTable.sfPro.tracking(atPointSize: 28) == 14)
        #expect(TrackingTable.sfPro.tracking(atPointSize: 55) == 6.5)
        #expect(TrackingTable.isSystemFont(familyName: "SF Pro") && TrackingTable.isSystemFont(familyName: "SF Pro Text"))
        #expect(!TrackingTable.isSystemFont(familyName: "Inter") && !TrackingTable.isSystemFont(familyName: "SF Mono"))
    }

    @Test func aVariableFontIsShapedAtItsInstance() throws {
        // Material Symbols is a variable font: its advances do not move with weight, but the
        // face is opened at the axes asked for and reports them.
        let path = sharedTypesetter.fonts.folder + "/MaterialSymbolsOutlined.ttf"
        let face = try sharedTypesetter.fonts.face(path: path, index: 0, variations: [AppFont.Axis("wght", 700)])
        #expect(face.variations == [AppFont.Axis("wght", 700)])
        #expect(face.axisTags.contains("wght") && face.axisTags.contains("opsz"))
        #expect(try sharedTypesetter.fonts.face(path: path, index: 0) !== face)
    }

    @Test func aNamedInstanceIsItsAxisValuesWithGivenAxesOverThem() throws {
        let path = sharedTypesetter.fonts.folder + "/MaterialSymbolsOutlined.ttf"
        let file = AppFont.File(path: path, instance: "semibold", axes: [AppFont.Axis("FILL", 1)])
        #expect(try sharedTypesetter.fonts.axes(of: file) == [AppFont.Axis("FILL", 1), AppFont.Axis("GRAD", 0), AppFont.Axis("opsz", 24), AppFont.Axis("wght", 600)])
        do {
            _ = try sharedTypesetter.fonts.axes(of: AppFont.File(path: path, instance: "Heavy"))
            Issue.record("an instance the font lacks was accepted")
        } catch {
            #expect("\(error)".contains("has no named instance 'Heavy' (it has: Thin, ExtraLight, Light, Regular, Medium, SemiBold, Bold)"))
        }
        #expect(throws: TypesetterError.self) { try sharedTypesetter.fonts.axes(of: AppFont.File(path: inter.regular.path, instance: "Bold")) }
    }
}
