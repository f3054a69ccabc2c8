import AppIcons
import Testing

/// The three forms of an icon font's names file.
@Suite struct IconFontNamesTests {
    @Test func readsMetaJSONWithAliases() throws {
        let json = #"[{"id":"x","name":"content-copy","codepoint":"F018F","aliases":["copy"]},{"name":"bell-ring-outline","codepoint":"F009E"}]"#
        let table = try IconFontNames.read(Array(json.utf8), file: "meta.json")
        #expect(table == ["content-copy": 0xF018F, "copy": 0xF018F, "bell-ring-outline": 0xF009E])
    }

    @Test func readsCodepointLines() throws {
        let table = try IconFontNames.read(Array("# comment\nstar e838\nsettings E8B8\n".utf8), file: "x.codepoints")
        #expect(table == ["star": 0xE838, "settings": 0xE8B8])
    }

    @Test func readsCSSDroppingTheSharedClassWord() throws {
        let css = ".mdi-content-copy::before {\n  content: \"\\F018F\";\n}\n.mdi-bell:before { content: '\\F009A' }\n.mdi { display: inline-block }"
        let table = try IconFontNames.read(Array(css.utf8), file: "mdi.css")
        #expect(table == ["content-copy": 0xF018F, "bell": 0xF009A])
    }

    @Test func aBadLineIsNamedByItsLine() {
        #expect(throws: AppIconError(file: "x.txt:2", problem: "expected 'name codepoint' (hexadecimal), got 'star'")) {
            try IconFontNames.read(Array("a e000\nstar\n".utf8), file: "x.txt")
        }
    }
}
