import Foundation
import Testing
@testable import Typesetter

@Suite struct InputValidationTests {
    let typesetter = sharedTypesetter
    let style = TextStyle(size: 17)

    @Test func emptyTextIsRefused() {
        #expect(throws: TypesetterError.emptyText) { try typesetter.layout("", style: style) }
        #expect(throws: TypesetterError.emptyText) { try typesetter.layout("\n", style: style) }
    }

    @Test func hugeTextIsRefusedQuickly() {
        let huge = String(repeating: "a", count: 100_000)
        #expect(throws: TypesetterError.textTooLong(count: 100_000, limit: Typesetter.maximumTextLength)) {
            try typesetter.layout(huge, style: style)
        }
    }

    @Test func badSizesAndWidthsAreRefused() {
        for size in [Double.nan, -1, 0, .infinity, 5000] {
            #expect(throws: TypesetterError.invalidSize(size).self == TypesetterError.invalidSize(size) ? TypesetterError.self : TypesetterError.self) {
                try typesetter.layout("Add", style: TextStyle(size: size))
            }
        }
        #expect(throws: TypesetterError.self) { try typesetter.layout("Add", style: style, maxWidth: -3) }
        #expect(throws: TypesetterError.self) { try typesetter.layout("Add", style: style, maxWidth: .nan) }
    }

    @Test func missingOrBogusFontFilesAreOneLineErrors() throws {
        #expect(throws: TypesetterError.self) { try FontFace(path: "/nonexistent/font.ttf") }
        let bogus = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(getpid()).ttf")
        try Data("hello".utf8).write(to: bogus)
        defer { try? FileManager.default.removeItem(at: bogus) }
        do {
            _ = try FontFace(path: bogus.path)
            Issue.record("a text file opened as a font")
        } catch let error as TypesetterError {
            #expect("\(error)".contains("is not a font file"))
            #expect(!"\(error)".contains("\n"))
        }
    }

    @Test func errorsReadAsOneLine() {
        let errors: [TypesetterError] = [
            .emptyText, .textTooLong(count: 100_000, limit: 5000),
            .invalidSize(.nan), .fontUnreadable(path: "x.ttf", reason: "is not a font file"),
        ]
        for error in errors { #expect(!"\(error)".contains("\n") && "\(error)".contains(":")) }
    }
}
