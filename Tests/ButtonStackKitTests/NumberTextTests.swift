import StackEngine
import ButtonStackBase
import Testing
@testable import ButtonStackKit

/// Numbers and names in reports and file names, written without Foundation.
@Suite struct NumberTextTests {
    @Test(arguments: [
        (46.30799999999999, 2, "46.31"), (0.125, 2, "0.12"), (0.375, 2, "0.38"), (-1.005, 2, "-1.00"),
        (2.5, 0, "2"), (1e21, 1, "1000000000000000000000.0"), (-0.0, 1, "-0.0"), (3, 1, "3.0"),
    ])
    func fixedWritesWhatPrintfWrites(value: Double, places: Int, expected: String) {
        #expect(fixed(value, places: places) == expected)
    }

    @Test func fixedNamesWhatIsNotANumber() {
        #expect(fixed(.nan, places: 2) == "nan")
        #expect(fixed(-.infinity, places: 2) == "-inf")
        #expect(fixed(.greatestFiniteMagnitude, places: 2).count == 309 + 3)
    }

    @Test func trimmingDropsOnlyTheEnds() {
        #expect("  a b \t\n".trimmingWhitespace == "a b")
        #expect("«Next!»".trimming { $0.isPunctuation } == "Next")
        #expect("   ".trimmingWhitespace == "")
    }

    @Test func safeNamesKeepAsciiLettersDigitsDotsAndDashes() {
        #expect(FileNames.safe("zh-Hant") == "zh-Hant")
        #expect(FileNames.safe("../../x") == "-.--.-x")
        #expect(FileNames.safe("整理 ٣") == "----")
        #expect(FileNames.safe("") == "-")
        // A dot first becomes a dash, then each ".." from the left becomes "-.", once; a scalar, not
        // a character, becomes one dash; 80 characters at most.
        let cases: [(String, String)] = [
            ("....", "--.."), ("...", "--."), (".", "-"), ("a..b...c", "a-.b-..c"), ("e\u{301}", "e-"), ("é", "-"),
            ("🇫🇷x", "--x"), ("A_Z a-z 0.9", "A-Z-a-z-0.9"), ("\r\n", "--"), ("ª²٣", "---"),
            (String(repeating: "ab.", count: 40), String(String(repeating: "ab.", count: 40).prefix(80))),
            (String(repeating: "..", count: 50), "-" + String(repeating: "-.", count: 39) + "-"),
        ]
        for (text, safe) in cases { #expect(FileNames.safe(text) == safe, "\(text.unicodeScalars.map(\.value))") }
    }
}
