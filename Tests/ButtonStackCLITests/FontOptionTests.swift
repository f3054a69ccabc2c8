import Foundation
import Testing

/// `--font` on `measure` and `layout`: measure with the app's font; the runs name the file that drew them.
@Suite(.serialized) struct FontOptionTests {
    let regular = "Tests/Fixtures/fonts/Inter-Regular.otf", bold = "Tests/Fixtures/fonts/Inter-Bold.otf"

    func runs(_ result: CLIResult) throws -> [[String: Any]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(json["runs"] as? [[String: Any]])
    }

    @Test func measureReportsTheFontFileOfEveryRun() throws {
        let result = try runCLI(["measure", "Share مشاركة", "--font", regular, "--font", bold, "--bold", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let fonts = try runs(result).compactMap { $0["font"] as? String }
        #expect(fonts == [bold, "Fonts/NotoSansArabic-Bold.ttf"])
        let plain = try runs(try runCLI(["measure", "Share", "--json"])).compactMap { $0["font"] as? String }
        #expect(plain == ["Fonts/NotoSans-Regular.ttf"])
    }

    @Test func layoutTakesTheFontInsteadOfTheSpecs() throws {
        let with = try runCLI(["layout", "Examples/readme.yaml", "--stack", "actions", "--width", "320", "--font", regular, "--json"])
        let without = try runCLI(["layout", "Examples/readme.yaml", "--stack", "actions", "--width", "320", "--json"])
        #expect(with.status == 0 && without.status == 0, "\(with.stderr)")
        #expect(with.stdout != without.stdout, "Inter measures differently from Noto Sans")
    }

    @Test(arguments: [
        (["measure", "A", "--font", "nope.otf"], "--font nope.otf: no such file"),
        (["measure", "A", "--font", "Tests"], "--font Tests: is a folder, not a font file"),
        (["measure", "A", "--font", "Tests/Fixtures/fonts/Inter-Regular.otf", "--font", "Tests/Fixtures/fonts/Inter-Bold.otf", "--font", "x"], "--font: give it once"),
        (["measure", "A", "--font", "Package.swift"], "Package.swift"),
    ])
    func aBadFontIsOneLineAndStatusTwo(arguments: [String], message: String) throws {
        let result = try runCLI(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
