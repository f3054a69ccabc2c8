import ButtonStackBase
import Testing

/// The JSON reader the app's files (and an output folder's manifest) are read with, on escapes a
/// hostile file may hold.
@Suite struct JSONDocumentTests {
    func text(_ json: String) throws -> String? {
        try JSONDocument.parse(Array(json.utf8)).text
    }

    @Test func aSurrogatePairIsOneCharacter() throws {
        #expect(try text(#""\uD83D\uDE00""#) == "😀")
    }

    @Test(arguments: [#""\uD800\u0041""#, #""\uDBFF\uDBFF""#, #""\uD800\u0000""#])
    func aHighSurrogateNotFollowedByALowOneIsAReplacementCharacter(json: String) throws {
        // It once overflowed and stopped the process: a planted manifest.json did so to every render.
        let read = try #require(try text(json))
        #expect(read.unicodeScalars.first == "\u{FFFD}")
        #expect(read.unicodeScalars.count == 2)
    }

    @Test func aHighSurrogateAtTheEndIsAReplacementCharacter() throws {
        #expect(try text(#""\uD800""#) == "\u{FFFD}")
    }
}
