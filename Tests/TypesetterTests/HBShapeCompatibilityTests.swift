import ButtonStackBase
import Testing
@testable import Typesetter

/// `button-stack shape` prints what `hb-shape` prints for the same options.
@Suite struct HBShapeCompatibilityTests {
    struct Case: Sendable, CustomStringConvertible {
        let font: String, faceIndex: Int, arguments: [String], unicodes: [UInt32], options: @Sendable (inout HBShapeOptions) -> Void
        var description: String { "\(font) \(arguments.joined(separator: " "))" }
    }

    static let cases: [Case] = [
        Case(font: "NotoSans-Regular.ttf", faceIndex: 0, arguments: ["--language=en"], unicodes: Array("Office".unicodeScalars.map(\.value))) { $0.language = "en" },
        Case(font: "NotoSansArabic-Regular.ttf", faceIndex: 0, arguments: ["--language=ar", "--show-flags"], unicodes: Array("الفتح في".unicodeScalars.map(\.value))) { $0.language = "ar"; $0.showFlags = true },
        Case(font: "NotoSans-Regular.ttf", faceIndex: 0, arguments: ["--language=en", "--features=-liga,kern", "--font-size=17"], unicodes: Array("ffi AV".unicodeScalars.map(\.value))) { $0.language = "en"; $0.features = "-liga,kern"; $0.fontSize = 17 },
        Case(font: "NotoSansDevanagari-Regular.ttf", faceIndex: 0, arguments: ["--language=hi", "--cluster-level=1", "--no-glyph-names"], unicodes: Array("सेटिंग्स".unicodeScalars.map(\.value))) { $0.language = "hi"; $0.clusterLevel = 1; $0.glyphNames = false },
        Case(font: "NotoSansCJK-Regular.ttc", faceIndex: 3, arguments: ["--language=zh-Hant", "--ned", "--face-index=3"], unicodes: Array("送信。".unicodeScalars.map(\.value))) { $0.language = "zh-Hant"; $0.clusters = false; $0.advances = false; $0.faceIndex = 3 },
        Case(font: "NotoSans-Regular.ttf", faceIndex: 0, arguments: ["--language=en", "--bot", "--no-positions"], unicodes: [0x301, 0x41, 0x200D, 0x42]) { $0.language = "en"; $0.bot = true; $0.positions = false },
        Case(font: "NotoSans-Regular.ttf", faceIndex: 0, arguments: ["--language=en", "--remove-default-ignorables", "--direction=rtl", "--script=Latn"], unicodes: [0x41, 0x200B, 0x42]) { $0.language = "en"; $0.removeDefaultIgnorables = true; $0.direction = "rtl"; $0.script = "Latn" },
    ]

    @Test(arguments: cases)
    func sameLineAsHBShape(testCase: Case) throws {
        let hbShape = try #require(hbShapePath, "hb-shape (libharfbuzz-bin) is needed")
        let path = sharedTypesetter.fonts.folder + "/" + testCase.font
        let unicodes = testCase.unicodes.map { "U+" + String($0, radix: 16, uppercase: true) }.joined(separator: ",")
        let expected = try #require(runProgram(hbShape, ["--font-file=\(path)", "--unicodes=\(unicodes)"] + testCase.arguments))
        var options = HBShapeOptions(fontFile: path)
        testCase.options(&options)
        let ours = try HBShapeLine.shape(testCase.unicodes, options: options)
        #expect(ours == expected.trimmingCharacters(in: .newlines))
    }
}
