import Foundation
import Testing

/// `render --html`: a gallery that works opened from the file system, checked in a real browser
/// (Debian's chromium, headless; the README's quick start installs it).
@Suite(.serialized) struct GalleryTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let isCI = ProcessInfo.processInfo.environment["CI"] != nil

    func render(_ folder: URL) throws -> [[String: Any]] {
        let result = try runCLI(["render", "Examples/readme.yaml", "Tests/Fixtures/lint-violations.yaml", "--locales", "en,de,ar",
                                 "--text-sizes", "large,accessibilityLarge", "--out", folder.path, "--html", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [String: Any]
        return manifest?["files"] as? [[String: Any]] ?? []
    }

    @Test func theGalleryIsOneSelfContainedPage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try render(folder)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        // It opens on the smallest text size, not on the name that sorts first
        // ("accessibilityLarge" before "large").
        let first = try #require(html.range(of: "\"textSize\" : \""))
        #expect(html[first.upperBound...].hasPrefix("large\""), "\(html[first.upperBound...].prefix(30))")
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<script src") && !html.contains("<link"))
        for file in files.compactMap({ $0["file"] as? String }) { #expect(html.contains("\"\(file)\""), "\(file) is not in the gallery") }
        #expect(html.contains("loading = \"lazy\""))
    }

    /// How many images the page shows at `fragment`, after its script ran in headless Chromium.
    func shown(_ folder: URL, _ fragment: String, browser: String) throws -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000", "--dump-dom",
                             "file://" + folder.appendingPathComponent("index.html").path + fragment]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        guard let range = dom.range(of: #"data-shown="(\d+)""#, options: .regularExpression) else { return nil }
        return Int(dom[range].filter(\.isNumber))
    }

    @Test(.enabled(if: chromium != nil || isCI, "needs Debian's chromium (the quick start installs it)"))
    func filtersAndComparisonWorkInARealBrowser() throws {
        let browser = try #require(Self.chromium, "chromium is not installed")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try render(folder)
        #expect(try shown(folder, "", browser: browser) == files.count)
        let german = files.filter { $0["locale"] as? String == "de" }.count
        #expect(german > 0 && german < files.count)
        #expect(try shown(folder, "#locale=de", browser: browser) == german)
        let flagged = files.filter { !(($0["findings"] as? [Any]) ?? []).isEmpty }.count
        #expect(flagged > 0 && flagged < files.count)
        #expect(try shown(folder, "#findings=1", browser: browser) == flagged)
        let germanFlagged = files.filter { $0["locale"] as? String == "de" && !(($0["findings"] as? [Any]) ?? []).isEmpty }.count
        #expect(try shown(folder, "#locale=de&findings=1", browser: browser) == germanFlagged)
        // size= is read as textSize=, as people write it.
        let accessibility = files.filter { $0["textSize"] as? String == "accessibilityLarge" }.count
        #expect(accessibility > 0 && accessibility < files.count)
        #expect(try shown(folder, "#size=accessibilityLarge", browser: browser) == accessibility)
        #expect(try shown(folder, "#textSize=accessibilityLarge", browser: browser) == accessibility)
        // English beside German: every combination that has both, two images a pair.
        let english = files.filter { $0["locale"] as? String == "en" }.count
        #expect(try shown(folder, "#compare=locale&a=en&b=de", browser: browser) == 2 * min(english, german))
        // And a screenshot of it, for people to look at.
        let shot = folder.appendingPathComponent("shot.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1200,900",
                             "--virtual-time-budget=3000", "--screenshot=" + shot.path, "file://" + folder.appendingPathComponent("index.html").path]
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        let png = try Data(contentsOf: shot)
        #expect(png.count > 10_000 && png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}

/// A damaged or hostile address fragment never empties the gallery.
@Suite(.serialized) struct GalleryFragmentTests {
    @Test(.enabled(if: GalleryTests.chromium != nil || GalleryTests.isCI, "needs Debian's chromium (the quick start installs it)"))
    func aMalformedFragmentShowsEveryImage() throws {
        let browser = try #require(GalleryTests.chromium, "chromium is not installed")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try GalleryTests().render(folder)
        for fragment in ["#locale=%E0%A4%A", "#%", "#compare=__proto__&a=x&b=y", "#__proto__=1&constructor=2", "#locale=%ZZ&findings=%"] {
            #expect(try GalleryTests().shown(folder, fragment, browser: browser) == files.count, "\(fragment)")
        }
        // A well-formed one still filters.
        let german = files.filter { $0["locale"] as? String == "de" }.count
        #expect(try GalleryTests().shown(folder, "#locale=de&bogus=%", browser: browser) == german)
    }
}
