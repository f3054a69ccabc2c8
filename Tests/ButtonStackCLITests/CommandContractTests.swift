import Foundation
import Testing

/// The commands' contracts other tools rely on: flags, JSON fields, exit codes.
@Suite(.serialized) struct CommandContractTests {
    @Test func measureJSONHasTheContractFields() throws {
        let result = try runCLI(["measure", "--json", "--locale", "ar", "الفتح في Safari"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in ["width", "height", "lines", "missingGlyphs", "runs"] { #expect(json[key] != nil, "missing \(key)") }
        let runs = try #require(json["runs"] as? [[String: Any]])
        #expect(runs.count == 2)
        for key in ["text", "font", "faceIndex", "direction", "script", "language", "advance"] { #expect(runs[0][key] != nil, "run lacks \(key)") }
        #expect(runs[0]["script"] as? String == "Latn" && runs[1]["script"] as? String == "Arab")
        #expect(runs[1]["direction"] as? String == "rtl")
        #expect(runs[1]["font"] as? String == "Fonts/NotoSansArabic-Regular.ttf")
        let lines = try #require(json["lines"] as? [[String: Any]])
        #expect(lines[0]["text"] as? String == "الفتح في Safari" && lines[0]["width"] is Double)
    }

    @Test func measureTextSizesAndWrapping() throws {
        let result = try runCLI(["measure", "--json", "--text-size", "accessibilityExtraExtraExtraLarge", "--width", "150", "Zur Leseliste hinzufügen"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["size"] as? Double == 53)
        #expect((json["lines"] as? [Any])?.count ?? 0 > 1)
    }

    @Test func shapePrintsTheHBShapeLine() throws {
        let result = try runCLI(["shape", "--font", "Fonts/NotoSans-Regular.ttf", "--language", "en", "Office"])
        #expect(result.stdout == "[O=0+781|f_f_i=1+946|c=4+480|e=5+564]\n")
    }

    @Test func layoutJSONHasTheContractFields() throws {
        let result = try runCLI(["layout", "Examples/readme.yaml", "--stack", "tools", "--width", "320", "--text-size", "extraExtraLarge",
                                 "--locale", "ar", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["mode"] as? Int == 3)
        #expect(json["scrolls"] as? Bool == false)
        let size = try #require(json["size"] as? [String: Double])
        #expect(size["width"] == 320)
        let buttons = try #require(json["buttons"] as? [[String: Any]])
        #expect(buttons.count == 4)
        for key in ["frame", "icon", "title", "lines"] { #expect(buttons[0][key] != nil, "button lacks \(key)") }
        let frame = try #require(buttons[0]["frame"] as? [String: Double])
        #expect(Set(frame.keys) == ["x", "y", "width", "height"])
        #expect(json["direction"] as? String == "rtl", "direction defaults from the locale")
    }

    @Test func layoutForcedModeAndBoundedHeight() throws {
        let forced = try runCLI(["layout", "Examples/readme.yaml", "--width", "320", "--mode", "4", "--json"])
        #expect(forced.status == 0)
        #expect((try JSONSerialization.jsonObject(with: Data(forced.stdout.utf8)) as? [String: Any])?["mode"] as? Int == 4)
        let scrolling = try runCLI(["layout", "Examples/readme.yaml", "--stack", "actions", "--locale", "de", "--width", "320", "--height", "60", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(scrolling.stdout.utf8)) as? [String: Any])
        #expect(json["scrolls"] as? Bool == true)
    }

    @Test(arguments: [
        (["measure", ""], "text: is empty"),
        (["measure", "--size=-1", "Add"], "--size"),
        (["measure", "--size", "nan", "Add"], "--size"),
        (["measure", "--text-size", "huge", "Add"], "--text-size: 'huge' is not a text size category"),
        (["shape", "--font", "/no/such/font.ttf", "A"], "/no/such/font.ttf"),
        (["shape", "--font", "Package.swift", "A"], "Package.swift: is not a font file"),
        (["layout", "/no/such.yaml", "--width", "320"], "/no/such.yaml: no such file"),
        (["layout", "Examples/readme.yaml", "--width", "0"], "--width"),
        (["layout", "Examples/readme.yaml", "--width", "320", "--stack", "nope"], "no stack named 'nope'"),
        (["layout", "Examples/readme.yaml", "--width", "320", "--scale", "4"], "--scale"),
        (["render", "/no/such.yaml"], "no such file"),
        (["render", "Examples", "--modes", "7"], "--modes"),
        (["frobnicate"], "button-stack"),
    ])
    func badInputIsOneLineAndStatusTwo(arguments: [String], message: String) throws {
        let result = try runCLI(arguments)
        #expect(result.status == 2, "\(arguments): status \(result.status), \(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func hugeTitleIsRefused() throws {
        let result = try runCLI(["measure", String(repeating: "x", count: 100_000)])
        #expect(result.status == 2 && result.stderr.contains("limit"))
    }

    @Test func invalidUTF8ArgumentsAreRefused() throws {
        let result = try runCLI(["measure"], rawArguments: [[0x41, 0xFF, 0x42]])
        #expect(result.status == 2)
        #expect(result.stderr.contains("not valid UTF-8"))
    }
}

/// HarfBuzz's own test format, run line by line through `button-stack shape`.
@Suite struct HarfBuzzTestFormatTests {
    @Test func bundledFontTestsPassLineByLine() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["Scripts/run-harfbuzz-tests.sh", "Tests/Fixtures/shaping/bundled-fonts.tests"]
        process.currentDirectoryURL = packageRoot
        process.environment = ["BUTTON_STACK": cliPath, "PATH": "/usr/bin:/bin"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.hasSuffix("23 passed, 0 failed, 0 skipped\n"), "\(output)")
    }
}
