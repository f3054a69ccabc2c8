import ButtonStackCommandLine
import ArgumentParser
import ButtonStackBase
import ButtonStackKit
import ButtonStrings

/// `button-stack strings`: the keys of an app's string tables, to write specs with.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "List every key of String Catalogs and .lproj strings: source text, text in a locale, locales that lack it."
    )

    @Argument(help: "String Catalogs (.xcstrings), .strings or .stringsdict files inside xx.lproj folders, or folders of them.")
    var paths: [String]

    @Option(name: .long, help: "Also show each key's text in this locale.")
    var locale: String?

    @Flag(name: .long, help: "Only keys without a text (in --locale, or in any locale of their table).")
    var missing = false

    @Flag(name: .long, help: "Print JSON: {tables: [{name, sourceLanguage, files, locales, keys: [{key, source, text, state, missing}]}]}.")
    var json = false

    func run() throws {
        let tables = try failing { try StringTables.load(paths) }
        let report = StringsReport(tables, locale: locale, onlyMissing: missing)
        print(json ? try JSONOutput.string(report) : report.humanReadable, terminator: "")
    }
}
