import ButtonStackBase
import Foundation
import Testing
@testable import ButtonStrings

let stringsFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/strings").path

/// The exact text chosen for each locale and argument, from a String Catalog and from `.lproj`
/// folders, with iOS's fallback and its notes.
@Suite struct StringTablesTests {
    let catalog: StringTables
    let folders: StringTables

    init() throws {
        catalog = try StringTables.load([stringsFixtures + "/catalog/Localizable.xcstrings"])
        folders = try StringTables.load([stringsFixtures + "/lproj"])
    }

    func text(_ tables: StringTables, _ key: String, _ locale: String, _ arguments: [FormatArgument] = []) throws -> String {
        try tables.resolve(key: key, table: "Localizable", locale: locale, arguments: arguments).text
    }

    @Test(arguments: [(1, "1 файл"), (2, "2 файла"), (5, "5 файлов"), (21, "21 файл"), (11, "11 файлов"), (22, "22 файла")])
    func russianPlurals(count: Int, expected: String) throws {
        #expect(try text(catalog, "files.count", "ru", [.integer(count)]) == expected)
    }

    @Test(arguments: [(0, "لا ملفات"), (1, "ملف واحد"), (2, "ملفان"), (3, "3 ملفات"), (11, "11 ملفًا"), (100, "100 ملف")])
    func arabicPlurals(count: Int, expected: String) throws {
        #expect(try text(catalog, "files.count", "ar", [.integer(count)]) == expected)
    }

    @Test(arguments: [(1, "1 plik"), (2, "2 pliki"), (5, "5 plików"), (22, "22 pliki"), (12, "12 plików")])
    func polishPlurals(count: Int, expected: String) throws {
        #expect(try text(catalog, "files.count", "pl", [.integer(count)]) == expected)
    }

    @Test func englishAndJapanesePlurals() throws {
        #expect(try text(catalog, "files.count", "en", [.integer(1)]) == "1 file")
        #expect(try text(catalog, "files.count", "en", [.integer(0)]) == "0 files")
        #expect(try text(catalog, "files.count", "ja", [.integer(1)]) == "1 個のファイル")
    }

    @Test func substitutionsAndPositionalArguments() throws {
        let arguments: [FormatArgument] = [.integer(1), .text("Anna")]
        #expect(try text(catalog, "send.to", "en", arguments) == "Send 1 photo to Anna")
        #expect(try text(catalog, "send.to", "en", [.integer(3), .text("Anna")]) == "Send 3 photos to Anna")
        #expect(try text(catalog, "send.to", "de", [.integer(3), .text("Anna")]) == "3 Fotos an Anna senden")
        #expect(try text(catalog, "send.to", "ar", [.integer(2), .text("آنا")]) == "إرسال صورتين إلى آنا")
        #expect(try text(catalog, "send.to", "ja", [.integer(4), .text("アンナ")]) == "アンナ に 4 枚の写真を送信")
        #expect(try text(catalog, "moved", "de", [.text("Bild"), .text("Ordner")]) == "Bild nach Ordner verschieben")
        #expect(try text(catalog, "progress", "en", [.decimal(42.25, written: "42.25")]) == "42.2% done")
    }

    @Test func deviceVariationsTakeTheIPhoneForm() throws {
        #expect(try text(catalog, "open.settings", "en") == "Open iPhone Settings")
        #expect(try text(catalog, "open.settings", "de") == "iPhone-Einstellungen öffnen")
    }

    /// A key translated in some languages but not in the source language: where there is no
    /// text to fall back on, iOS shows the key itself, and so does a render (with a note).
    @Test func aKeyWithNoSourceTextShowsTheKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("key-shown-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (locale, text) in [("en", "\"reply\" = \"Reply\";\n"), ("de", "\"reply\" = \"Antworten\";\n\"Keep Development\" = \"Entwicklung behalten\";\n")] {
            let lproj = folder.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try text.write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        let tables = try StringTables.load([folder.path])
        #expect(try text(tables, "Keep Development", "de") == "Entwicklung behalten")
        let french = try tables.resolve(key: "Keep Development", table: "Localizable", locale: "fr", arguments: [])
        #expect(french.text == "Keep Development")
        #expect(french.notes == [.keyShown(key: "Keep Development", locale: "fr", source: "en")])
    }

    /// translatewiki's `qqq.lproj` holds notes to translators ("Button title of an item in the
    /// overflow menu"), not a language: a folder of tables never renders it as a locale.
    @Test func folderOfNoLanguageIsNotALocale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qqq-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("en", "Share"), ("de", "Teilen"), ("qqq", "Button title of the share action"), ("Base", "Share")] {
            let lproj = folder.appendingPathComponent("\(name).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try "\"share\" = \"\(text)\";\n".write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        let tables = try StringTables.load([folder.path])
        #expect(tables.locales.sorted() == ["de", "en"])
        #expect(StringTables.locale(ofFolder: "qqq.lproj") == nil && StringTables.locale(ofFolder: "qaa.lproj") == nil)
        #expect(StringTables.locale(ofFolder: "pt_BR.lproj") == "pt-BR" && StringTables.locale(ofFolder: "que.lproj") == "que")
        // Named on its own, the notes file is refused with the reason.
        #expect(throws: StringsError.self) { try StringTables.load([folder.appendingPathComponent("qqq.lproj/Localizable.strings").path]) }
    }

    /// A link planted in an app's folder (to a folder of tables elsewhere, or to one table) is
    /// not followed when the folder is read: only the tables inside it are the app's.
    @Test func aLinkInTheFolderIsNotFollowedOutOfIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App"), outside = root.appendingPathComponent("Outside")
        for (folder, text) in [(app, "Share"), (outside, "Stolen")] {
            let lproj = folder.appendingPathComponent("en.lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try "\"share\" = \"\(text)\";\n\"\(text.lowercased())\" = \"\(text)\";\n".write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("Elsewhere"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("Stolen.xcstrings"),
                                                   withDestinationURL: outside.appendingPathComponent("en.lproj/Localizable.strings"))
        let tables = try StringTables.load([app.path])
        #expect(tables.tables["Localizable"]?.allKeys.sorted() == ["share"])
        #expect(tables.tables.count == 1)
    }

    @Test func missingTranslationsFallBackAsIOSDoesAndSaySo() throws {
        let japanese = try catalog.resolve(key: "reply", table: "Localizable", locale: "ja", arguments: [])
        #expect(japanese.text == "Reply" && japanese.usedLocale == "en")
        #expect(japanese.notes == [.untranslated(key: "reply", locale: "ja", fallback: "en")])
        // pt-BR → pt, said as a regional fallback (a note); pt's text is empty, so → en.
        let brazil = try catalog.resolve(key: "share", table: "Localizable", locale: "pt-BR", arguments: [])
        #expect(brazil.text == "Compartilhar" && brazil.usedLocale == "pt")
        #expect(brazil.notes == [.regionalFallback(key: "share", locale: "pt-BR", fallback: "pt")])
        let empty = try catalog.resolve(key: "reply", table: "Localizable", locale: "pt-BR", arguments: [])
        #expect(empty.text == "Reply" && empty.notes.count == 1)
        // zh-CN finds zh-Hans: the same script, as iOS has it, so nothing to say.
        #expect(try text(catalog, "share", "zh-CN") == "共享")
        #expect(try catalog.resolve(key: "share", table: "Localizable", locale: "zh-CN", arguments: []).notes.isEmpty)
        // A key with no source entry shows the key.
        #expect(try text(catalog, "Done", "en") == "Done")
        #expect(try text(catalog, "Done", "de") == "Fertig")
    }

    @Test func reviewStatesAreReported() throws {
        let german = try catalog.resolve(key: "archive", table: "Localizable", locale: "de", arguments: [])
        #expect(german.text == "Archivieren")
        #expect(german.notes == [.state(key: "archive", locale: "de", state: "needs_review")])
        #expect(try catalog.resolve(key: "archive", table: "Localizable", locale: "fr", arguments: []).notes
            == [.state(key: "archive", locale: "fr", state: "new")])
    }

    /// A catalog read after `.lproj` tables of the same name adds its locales to theirs, and a
    /// localization export (`en-US.xcloc`) is not read at all: German stays German.
    @Test func aCatalogAddsToTablesReadBeforeAndAnExportIsNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "A/de.lproj/Localizable.strings": "\"Cancel\" = \"Abbrechen\";\n",
            "B/Localizable.xcstrings": #"{"sourceLanguage": "en", "strings": {"Cancel": {}, "Save": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Sichern"}}}}}}"#,
            "B/en-US.xcloc/Source Contents/B/Localizable.xcstrings": #"{"sourceLanguage": "en-US", "strings": {"Save": {}}}"#,
        ]
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let tables = try StringTables.load([folder])
        #expect(try text(tables, "Cancel", "de") == "Abbrechen")
        #expect(try text(tables, "Save", "de") == "Sichern")
        #expect(tables.tables["Localizable"]?.allKeys == ["Cancel", "Save"])
        #expect(tables.tables["Localizable"]?.files.contains { $0.contains(".xcloc") } == false)
    }

    /// A byte-order mark written twice (`FF FE FF FE`, then the text in UTF-16), or after UTF-8's
    /// own: the file is read, as iOS reads it.
    @Test func aByteOrderMarkWrittenTwiceIsRead() throws {
        let text = "/* Cancel button */\n\"Cancel\" = \"إلغاء\";\n"
        let utf16 = [0xFF, 0xFE, 0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try StringsFileParser.parse(utf16).map(\.value) == ["إلغاء"])
        let utf8 = [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(text.utf8)
        #expect(try StringsFileParser.parse(utf8).map(\.key) == ["Cancel"])
    }

    @Test func stringsFilesInUTF8AndUTF16WithCommentsAndEscapes() throws {
        #expect(try text(folders, "share", "de") == "Teilen")
        #expect(try text(folders, "share", "ru") == "Поделиться")
        #expect(try text(folders, "quote", "en") == "Say \"Hi\"\tnow")
        #expect(try text(folders, "quote", "de") == "Sag \"Hallo\"")
        #expect(try text(folders, "unquoted_key", "en") == "Old style")
        #expect(try text(folders, "open", "en", [.text("Files")]) == "Open \u{201C}Files\u{201D}")
        #expect(try text(folders, "open", "de", [.text("Dateien")]) == "„Dateien“ öffnen")
        #expect(try text(folders, "reply", "de") == "Reply")
        #expect(folders.locales == ["en", "de", "ru"])
    }

    @Test(arguments: [(1, "1 сообщение"), (3, "3 сообщения"), (5, "5 сообщений"), (21, "21 сообщение")])
    func stringsDictPlurals(count: Int, expected: String) throws {
        #expect(try text(folders, "messages.count", "ru", [.integer(count)]) == expected)
        #expect(try text(folders, "messages.count", "en", [.integer(1)]) == "1 message")
    }

    @Test func badInputIsOneLineNamingTheFileAndTheProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("fr.lproj/Localizable.strings")
        try "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n".write(to: strings, atomically: true, encoding: .utf8)
        #expect(throws: StringsError(file: strings.path, line: 3, problem: "expected ';' after the value of \"c\"")) {
            try StringTables.load([strings.path])
        }
        let catalog = folder.appendingPathComponent("Bad.xcstrings")
        try "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"en\": {\"stringUnit\": {\"value\": 3}}}}}}"
            .write(to: catalog, atomically: true, encoding: .utf8)
        do { _ = try StringTables.load([catalog.path]); Issue.record("read a bad catalog") } catch {
            #expect("\(error)".hasPrefix(catalog.path + ": is not a String Catalog (at strings.a.localizations.en.stringUnit.value: expected text"), "\(error)")
        }
        try "not json".write(to: catalog, atomically: true, encoding: .utf8)
        #expect(throws: StringsError.self) { try StringTables.load([catalog.path]) }
        let tables = try StringTables.load([stringsFixtures + "/catalog"])
        #expect(throws: FormatError(problem: "needs at least 2 arguments; 1 given")) {
            try tables.resolve(key: "moved", table: "Localizable", locale: "en", arguments: [.text("x")])
        }
        #expect(throws: FormatError(problem: "argument 1 ('many') chooses a plural form, so it must be a number")) {
            try tables.resolve(key: "send.to", table: "Localizable", locale: "en", arguments: [.text("many"), .text("x")])
        }
        #expect(tables.suggestions(for: "delet", in: try tables.table(named: "Localizable")).first == "delete")
    }
}

/// A catalog read for a spec's keys skips the others without building them; skipping must get
/// every string's end right, escaped quotes and backslashes included.
@Suite struct CatalogSkimmingTests {
    @Test func skippedKeysWithEscapesLeaveTheWantedOnesIntact() throws {
        let json = #"""
        {"version": "1.0", "strings": {
          "skip.me": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "a \"quoted\" {brace} \\"}}}},
          "tricky \"key\"": {"comment": "[not an array", "localizations": {}},
          "keep": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Behalten \\\" }"}}}}
        }, "sourceLanguage": "en"}
        """#
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("skim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Localizable.xcstrings").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let skimmed = try StringTables.load([path], only: ["keep"])
        let table = try skimmed.table(named: "Localizable")
        #expect(table.keys.keys.sorted() == ["keep"])
        #expect(table.allKeys == ["skip.me", "tricky \"key\"", "keep"])
        #expect(try skimmed.resolve(key: "keep", table: "Localizable", locale: "de", arguments: []).text == "Behalten \\\" }")
        let whole = try StringTables.load([path])
        #expect(try whole.resolve(key: "skip.me", table: "Localizable", locale: "en", arguments: []).text == "a \"quoted\" {brace} \\")
    }
}

/// A catalog that is not JSON is named with the line of the fault (as a `.strings` file is), and
/// one nested without end is refused, whether its key is built or skipped.
@Suite struct CatalogSyntaxErrorTests {
    func withCatalog(_ text: String, _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Localizable.xcstrings").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try body(path)
    }

    @Test func aSyntaxErrorNamesItsLine() throws {
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"localizations\" : {} },\n    \"b\" : { \"localizations\" {} }\n  }\n}\n"
        try withCatalog(text) { path throws in
            #expect(throws: StringsError(file: path, line: 5, problem: "is not a String Catalog (not valid JSON: expected ':')")) {
                try StringTables.load([path])
            }
            // Read for that key alone, the one before skipped: the same line.
            #expect(throws: StringsError(file: path, line: 5, problem: "is not a String Catalog (not valid JSON: expected ':')")) {
                try StringTables.load([path], only: ["b"])
            }
        }
    }

    @Test func nestingWithoutEndIsAnErrorNotACrash() throws {
        let depth = 100_000
        let text = "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}}"
        try withCatalog(text) { path throws in
            #expect(throws: StringsError(file: path, line: 1, problem: "is not a String Catalog (not valid JSON: nested more than 64 deep)")) {
                try StringTables.load([path])
            }
            // Skipped, the same value is only counted through, and the catalog reads.
            #expect(try StringTables.load([path], only: ["b"]).table(named: "Localizable").allKeys == ["a"])
        }
    }
}
