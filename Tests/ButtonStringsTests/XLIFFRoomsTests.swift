import Foundation
import Testing
@testable import ButtonStrings

/// Rooms added to an Xcode-style XLIFF export by editing its text: every other byte as it was.
@Suite struct XLIFFRoomsTests {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/xliff/de.xliff").path

    /// The keys of the app example's stacks, all in the `Localizable` table.
    static let keys: Set<String> = ["action.archive", "action.delete", "action.forward", "action.move", "action.reply", "action.savePhotos", "action.share"]

    func rooms(width: Int = 81) -> (String?, String, String?) -> XLIFFRoom? {
        { table, key, _ in
            table == "Localizable" && Self.keys.contains(key) ? XLIFFRoom(maxWidth: width, note: "Room: \(width) pt at large <& more>") : nil
        }
    }

    /// `text` without what `annotate` adds: the two attributes and the note.
    func withoutRooms(_ text: String) -> String {
        text.replacing(/\ maxwidth="\d+" size-unit="point"/, with: "")
            .replacing(/\n *<note from="button-stack">[^<]*<\/note>/, with: "")
    }

    @Test func everyOtherByteIsLeftAsItWas() throws {
        let original = try Array(Data(contentsOf: URL(fileURLWithPath: fixture)))
        let (bytes, annotated) = try XLIFFRooms.annotate(original, room: rooms())
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(bytes != original)
        #expect(Array(withoutRooms(text).utf8) == original)
        // The spec's keys in Localizable, variations included; not the same key in another table,
        // nor a key the spec does not use, nor a unit written inside a comment.
        #expect(annotated == ["action.archive", "action.delete", "action.forward", "action.move", "action.reply", "action.savePhotos",
                              "action.savePhotos|==|substitutions.photos.plural.one", "action.savePhotos|==|substitutions.photos.plural.other",
                              "action.share"])
        #expect(text.contains("<trans-unit id=\"action.reply\" xml:space='preserve' maxwidth=\"81\" size-unit=\"point\">"))
        #expect(text.contains("<trans-unit id=\"settings.title\" xml:space=\"preserve\">"))
        #expect(text.contains("""
                <note>Deletes the message; shown in red</note>
                <note from="button-stack">Room: 81 pt at large &lt;&amp; more&gt;</note>
              </trans-unit>
        """))
        #expect(text.components(separatedBy: "maxwidth=").count - 1 == 9)
    }

    @Test func aSecondRunReplacesWhatTheFirstAdded() throws {
        let original = try Array(Data(contentsOf: URL(fileURLWithPath: fixture)))
        let first = try XLIFFRooms.annotate(original, room: rooms()).bytes
        #expect(try XLIFFRooms.annotate(first, room: rooms()).bytes == first)
        let second = try XLIFFRooms.annotate(first, room: rooms(width: 120)).bytes
        #expect(second == (try XLIFFRooms.annotate(original, room: rooms(width: 120)).bytes))
        #expect(!String(decoding: second, as: UTF8.self).contains("81"))
    }

    @Test func aUnitOnOneLineGainsItsNoteOnTheSameLine() throws {
        let text = #"<xliff version="1.2"><file original="Localizable.strings" target-language="de"><body><trans-unit id="action.reply"><source>Reply</source></trans-unit></body></file></xliff>"#
        let (bytes, _) = try XLIFFRooms.annotate(Array(text.utf8), room: rooms())
        #expect(String(decoding: bytes, as: UTF8.self) == #"<xliff version="1.2"><file original="Localizable.strings" target-language="de"><body><trans-unit id="action.reply" maxwidth="81" size-unit="point"><source>Reply</source><note from="button-stack">Room: 81 pt at large &lt;&amp; more&gt;</note></trans-unit></body></file></xliff>"#)
    }

    @Test func whatCannotBeReadIsALineAndAProblem() {
        let broken = [
            ("<xliff>\n<!-- open comment\n</xliff>", 2, "comment is not closed"),
            ("<xliff>\n<file>\n<body></file></xliff>", 3, "</file> closes <body>"),
            ("<xliff>\n<file original=Localizable.strings>", 2, "attribute original of <file> has no quoted value"),
            ("<xliff><file>", 1, "<file> is not closed"),
            ("<xliff><trans-unit id=\"a\"", 1, "tag <trans-unit> is not closed"),
            ("<xliff>a < b</xliff>", 1, "'<' that starts no tag (write &lt; in text)"),
            ("<xliff>\n" + String(repeating: "<g>", count: 300), 2, "elements nest more than 256 deep"),
        ]
        for (text, line, problem) in broken {
            #expect(throws: XMLTagScanner.Problem.self) { try XLIFFRooms.annotate(Array(text.utf8), room: rooms()) }
            do { _ = try XLIFFRooms.annotate(Array(text.utf8), room: rooms()) } catch {
                #expect(error.line == line && error.problem == problem, "\(text): \(error)")
            }
        }
    }

    @Test func aUTF16FileIsRefusedNotMisread() {
        let utf16: [UInt8] = [0xFF, 0xFE] + "<xliff/>".utf8.flatMap { byte -> [UInt8] in [byte, 0] }
        do {
            _ = try XLIFFRooms.annotate(utf16, room: rooms())
            Issue.record("read")
        } catch {
            #expect(error.problem == "is UTF-16: save it as UTF-8, as Xcode exports it")
        }
    }

    @Test func tableNamesAndVariationKeys() {
        #expect(XLIFFRooms.tableName("App/Localizable.xcstrings") == "Localizable")
        #expect(XLIFFRooms.tableName("App/en.lproj/InfoPlist.strings") == "InfoPlist")
        #expect(XLIFFRooms.key(of: "action.savePhotos|==|plural.one") == "action.savePhotos")
        #expect(XLIFFRooms.key(of: "a|b") == "a|b")
        #expect(XLIFFRooms.key(of: "/files.count:dict/NSStringLocalizedFormatKey:dict/:string") == "files.count")
        #expect(XLIFFRooms.key(of: "/not a dict path") == "/not a dict path")
        #expect(XMLText.unescaped(ArraySlice("a &amp; b &#x41;&#66; &bogus; &".utf8)) == "a & b AB &bogus; &")
    }
}
