import ButtonStackBase
import Testing
@testable import Typesetter

/// Our widths against the design-unit reference: `hb-shape` (a separate program) shapes the same
/// title at the face's units per em, and the sum of its advances × size ÷ upem is the exact width.
@Suite struct MeasuredWidthTests {
    struct Title: Sendable, CustomStringConvertible {
        let text: String, locale: String, font: String, faceIndex: Int, script: String, direction: String
        var description: String { "\(locale): \(text)" }
    }

    static let titles: [Title] = [
        Title(text: "Organise", locale: "en", font: "NotoSans-Regular.ttf", faceIndex: 0, script: "Latn", direction: "ltr"),
        Title(text: "Send Message", locale: "en", font: "NotoSans-Regular.ttf", faceIndex: 0, script: "Latn", direction: "ltr"),
        Title(text: "Einstellungen", locale: "de", font: "NotoSans-Regular.ttf", faceIndex: 0, script: "Latn", direction: "ltr"),
        Title(text: "Ρυθμίσεις", locale: "el", font: "NotoSans-Regular.ttf", faceIndex: 0, script: "Grek", direction: "ltr"),
        Title(text: "Настройки", locale: "ru", font: "NotoSans-Regular.ttf", faceIndex: 0, script: "Cyrl", direction: "ltr"),
        Title(text: "الإعدادات", locale: "ar", font: "NotoSansArabic-Regular.ttf", faceIndex: 0, script: "Arab", direction: "rtl"),
        Title(text: "הגדרות", locale: "he", font: "NotoSansHebrew-Regular.ttf", faceIndex: 0, script: "Hebr", direction: "rtl"),
        Title(text: "सेटिंग्स", locale: "hi", font: "NotoSansDevanagari-Regular.ttf", faceIndex: 0, script: "Deva", direction: "ltr"),
        Title(text: "การตั้งค่า", locale: "th", font: "NotoSansThai-Regular.ttf", faceIndex: 0, script: "Thai", direction: "ltr"),
        Title(text: "设置", locale: "zh-Hans", font: "NotoSansCJK-Regular.ttc", faceIndex: 2, script: "Hani", direction: "ltr"),
        Title(text: "設定", locale: "ja", font: "NotoSansCJK-Regular.ttc", faceIndex: 0, script: "Hani", direction: "ltr"),
        Title(text: "설정", locale: "ko", font: "NotoSansCJK-Regular.ttc", faceIndex: 1, script: "Hang", direction: "ltr"),
    ]

    @Test(arguments: titles, [17.0, 53.0])
    func widthEqualsDesignUnitReference(title: Title, size: Double) throws {
        let hbShape = try #require(hbShapePath, "hb-shape (libharfbuzz-bin) is needed for the reference widths")
        let fontPath = sharedTypesetter.fonts.folder + "/" + title.font
        let output = try #require(runProgram(hbShape, [
            "--font-file=\(fontPath)", "--face-index=\(title.faceIndex)", "--script=\(title.script)",
            "--language=\(title.locale)", "--direction=\(title.direction)", "--no-glyph-names", "--no-clusters",
            "--text=\(title.text)",
        ]))
        let advances = output.split(separator: "|").compactMap { $0.split(separator: "+").last.flatMap { Int($0.filter(\.isNumber)) } }
        #expect(!advances.isEmpty)
        let face = try FontFace(path: fontPath, faceIndex: title.faceIndex)
        let reference = Double(advances.reduce(0, +)) * size / Double(face.unitsPerEm)
        let layout = try sharedTypesetter.layout(title.text, style: TextStyle(size: size, locale: LanguageTag(title.locale)))
        #expect(layout.missingGlyphs == 0)
        #expect(layout.lines[0].runs.allSatisfy { $0.face.displayPath.hasSuffix(title.font) })
        #expect(abs(layout.width - reference) <= 0.01, "\(title): \(layout.width) vs reference \(reference)")
    }
}
