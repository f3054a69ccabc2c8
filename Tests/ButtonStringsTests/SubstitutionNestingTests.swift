import ButtonStackBase
import Foundation
import Testing
@testable import ButtonStrings

/// A hostile translation cannot crash the reader: a substitution that names itself, directly or
/// through others, or that nests deeper than ``StringFormat/maximumNesting``, is an error for that
/// key and locale (the recursion used to overflow the stack: SIGSEGV, and through `serve` the
/// service died with it).
@Suite struct SubstitutionNestingTests {
    /// A String Catalog with one key, `count`, whose `de` value is `%#@NAME@` for the first name and
    /// whose substitutions map each name to its plural `other` form.
    func catalog(value: String, substitutions: [(name: String, form: String)]) throws -> StringTables {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nesting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let members = substitutions.map { substitution in
            """
            "\(substitution.name)": {"argNum": 1, "formatSpecifier": "lld",
              "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "\(substitution.form)"}}}}}
            """
        }
        let text = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"count": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%lld files"}},
              "de": {"stringUnit": {"state": "translated", "value": "\(value)"},
                     "substitutions": {\(members.joined(separator: ",\n"))}}}}}}
            """
        let file = folder.appendingPathComponent("Localizable.xcstrings")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try StringTables.load([file.path])
    }

    func problem(_ tables: StringTables) -> String? {
        do {
            _ = try tables.resolve(key: "count", table: "Localizable", locale: "de", arguments: [.integer(3)])
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aSubstitutionThatNamesItselfIsAnError() throws {
        let tables = try catalog(value: "%#@a@", substitutions: [("a", "%arg mal %#@a@")])
        #expect(problem(tables) == "the substitution %#@a@ refers to itself (%#@a@ → %#@a@)")
    }

    @Test func aCycleThroughOtherSubstitutionsIsAnError() throws {
        let tables = try catalog(value: "%#@a@", substitutions: [("a", "x %#@b@"), ("b", "y %#@c@"), ("c", "z %#@a@")])
        #expect(problem(tables) == "the substitution %#@a@ refers to itself (%#@a@ → %#@b@ → %#@c@ → %#@a@)")
    }

    @Test func nestingBeyondTheLimitIsAnErrorAndWithinItIsFilledIn() throws {
        func chain(_ depth: Int) -> [(name: String, form: String)] {
            (0..<depth).map { level in ("s\(level)", level == depth - 1 ? "%arg" : "<%#@s\(level + 1)@>") }
        }
        let deep = try catalog(value: "%#@s0@", substitutions: chain(StringFormat.maximumNesting + 1))
        #expect(problem(deep)?.hasPrefix("substitutions nest more than \(StringFormat.maximumNesting) deep") == true, "\(problem(deep) ?? "")")
        let allowed = try catalog(value: "%#@s0@", substitutions: chain(StringFormat.maximumNesting))
        let text = try allowed.resolve(key: "count", table: "Localizable", locale: "de", arguments: [.integer(3)]).text
        #expect(text == String(repeating: "<", count: StringFormat.maximumNesting - 1) + "3" + String(repeating: ">", count: StringFormat.maximumNesting - 1))
    }

    @Test func aStringsDictCycleIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nesting-\(UUID().uuidString)")
        let lproj = folder.appendingPathComponent("ru.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func rule(_ name: String, _ form: String) -> String {
            """
            <key>\(name)</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>other</key><string>\(form)</string>
            </dict>
            """
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>count</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
              \(rule("a", "%d %#@b@"))
              \(rule("b", "%#@a@"))
            </dict></dict></plist>
            """
        try plist.write(to: lproj.appendingPathComponent("Localizable.stringsdict"), atomically: true, encoding: .utf8)
        let tables = try StringTables.load([folder.path])
        #expect(throws: FormatError(problem: "the substitution %#@a@ refers to itself (%#@a@ → %#@b@ → %#@a@)")) {
            try tables.resolve(key: "count", table: "Localizable", locale: "ru", arguments: [.integer(5)])
        }
    }

    @Test func aStringsDictNestedBeyondReasonIsAnErrorNotACrash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nesting-\(UUID().uuidString)")
        let lproj = folder.appendingPathComponent("ru.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // 200,000 nested dictionaries overflowed the stack inside Foundation's decoder (SIGSEGV).
        let depth = 200_000
        let plist = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>a</key>"
            + String(repeating: "<dict><key>k</key>", count: depth) + "<string>x</string>" + String(repeating: "</dict>", count: depth)
            + "</dict></plist>"
        let file = lproj.appendingPathComponent("Localizable.stringsdict")
        try plist.write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: StringsError(file: file.path, problem: "nests more than 16 dictionaries or arrays deep; a .stringsdict needs three")) {
            try StringTables.load([folder.path])
        }
        // Comments and CDATA may hold anything; empty dictionaries open nothing.
        let fine = "<?xml version=\"1.0\"?><!-- <dict><dict> --><plist version=\"1.0\"><dict><key>count</key><dict>"
            + "<key>NSStringLocalizedFormatKey</key><string><![CDATA[%d <dict>]]></string><key>x</key><dict/></dict></dict></plist>"
        try fine.write(to: file, atomically: true, encoding: .utf8)
        let tables = try StringTables.load([folder.path])
        #expect(try tables.resolve(key: "count", table: "Localizable", locale: "ru", arguments: [.integer(2)]).text == "2 <dict>")
    }
}
