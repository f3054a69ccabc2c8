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

/// `BUTTON_STACK_EXTRA_FONTS` through the commands that make the engine while their command line
/// is parsed: a damaged extra font is one warning line, said once, and the command goes on with
/// the rest; a folder that is not there is the command's one error line.
@Suite(.serialized) struct ExtraFontsCommandTests {
    @Test(arguments: [["render", "Examples/readme.yaml", "--locales", "he", "--quiet"], ["lint", "Examples/readme.yaml", "--locales", "he"]])
    func aDamagedExtraFontIsOneWarningLineSaidOnce(_ command: [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: false)
        var damaged = try Data(contentsOf: packageRoot.appendingPathComponent("Fonts/NotoSans-Regular.ttf"))
        for index in stride(from: damaged.count / 2, to: damaged.count, by: 97) { damaged[index] ^= 0x5A }
        try damaged.write(to: fonts.appendingPathComponent("damaged.ttf"))
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fonts/NotoSansHebrew-Regular.ttf"),
                                         to: fonts.appendingPathComponent("good.ttf"))
        let out = command[0] == "render" ? ["--out", folder.appendingPathComponent("out").path] : []
        let result = try runCLI(command + out, environment: ["BUTTON_STACK_EXTRA_FONTS": fonts.path, "BUTTON_STACK_SERVICE": "off"])
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("damaged.ttf") }
        #expect(warnings.count == 1 && warnings[0].hasPrefix("button-stack: warning: "), "\(result.stderr)")

        let missing = try runCLI(command + out, environment: ["BUTTON_STACK_EXTRA_FONTS": folder.appendingPathComponent("none").path, "BUTTON_STACK_SERVICE": "off"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "button-stack: \(folder.appendingPathComponent("none").path): cannot be listed\n", "\(missing.stderr)")
    }
}
