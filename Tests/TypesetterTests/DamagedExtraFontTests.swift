import Foundation
import Testing
@testable import Typesetter

/// Fonts the user adds through `BUTTON_STACK_EXTRA_FONTS`: a damaged one is skipped with one
/// warning that names it, and the rest still work.
@Suite struct DamagedExtraFontTests {
    @Test func aDamagedExtraFontIsSkippedWithAWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("extra-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = sharedTypesetter.fonts.folder
        var damaged = try Data(contentsOf: URL(fileURLWithPath: fonts + "/NotoSans-Regular.ttf"))
        for index in stride(from: damaged.count / 2, to: damaged.count, by: 97) { damaged[index] ^= 0x5A }
        try damaged.write(to: folder.appendingPathComponent("a-damaged.ttf"))
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("b-text.ttf"))
        try FileManager.default.copyItem(atPath: fonts + "/NotoSansHebrew-Regular.ttf", toPath: folder.appendingPathComponent("c-good.ttf").path)
        let library = try FontLibrary(folder: fonts, extraFolders: [folder.path])
        #expect(library.extraFontPaths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["c-good.ttf"])
        #expect(library.warnings.count == 2)
        #expect(library.warnings.allSatisfy { $0.hasPrefix("warning: ") && $0.hasSuffix("this extra font is skipped") && !$0.contains("\n") })
        #expect(library.warnings[0].contains("a-damaged.ttf") && library.warnings[1].contains("b-text.ttf"))
        let layout = try Typesetter(fonts: library).layout("Hello", style: TextStyle(size: 17))
        #expect(layout.lines[0].runs.allSatisfy { $0.missingGlyphs == 0 })
    }
}
