import ButtonStackCommandLine
import StackEngine
import ArgumentParser
import ButtonLayout
import ButtonStackBase
import ButtonStackFiles
import ButtonStackKit
import ButtonStrings

/// `button-stack budgets`: how wide each button title may be before its stack changes mode or the
/// title is cut, for translators; written into an XLIFF export or a CSV.
struct BudgetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "budgets",
        abstract: "Room for every button title, in points and characters: before the stack changes mode (keepMode), and before the title is cut (whole).",
        discussion: "Worked out with each stack's source-language texts, @2x. With --xliff IN --out OUT, every trans-unit of a key the specs use gains maxwidth (points, at the large text size) and size-unit=\"point\", and a note with the room at every text size; nothing else of the file changes. See docs/budgets.md."
    )

    @Argument(help: "Spec files or folders (YAML or JSON).")
    var specs: [String]

    @Option(name: .long, help: "Only the stack with this name.")
    var stack: String?

    @Option(name: .long, help: "Comma-separated text size categories, or all (default: each stack's own, else large; with --xliff or --csv, all).", transform: OptionValue.textSizes)
    var textSizes: [ContentSizeCategory]?

    @Option(name: .long, help: "Comma-separated widths in points, 1 to 10000 (default: each stack's own, else 390).", transform: OptionValue.list)
    var widths: [WidthItem]?

    @Option(name: .long, help: "Count characters in this locale's average advance (default: each stack's source language; in an XLIFF note, the file's target language).", transform: OptionValue.one)
    var locale: LocaleItem?

    @Option(name: .long, help: "An XLIFF 1.2 file as Xcode exports it, to add each key's room to (needs --out).")
    var xliff: String?

    @Option(name: .long, help: "Where to write the XLIFF file with the rooms added (may be --xliff itself).")
    var out: String?

    @Option(name: .long, help: "Write key,source,points,characters,table (the room at the large text size) to this CSV file.")
    var csv: String?

    @Flag(name: .long, help: "Print JSON: {budgets: [{spec, stack, button, key, table, source, sourceLocale, textSize, width, mode, keepMode, whole, charactersLocale, averageAdvance, keepModeCharacters, wholeCharacters}]}.")
    var json = false

    func validate() throws {
        if xliff != nil && out == nil { throw ValidationError("--xliff: give --out for the file to write") }
        if out != nil && xliff == nil { throw ValidationError("--out: give --xliff for the file to read") }
        if locale?.tag.lowercased() == "all" { throw ValidationError("--locale: give one locale, not all") }
    }

    func run() throws {
        let loaded = try failing { try SpecSources.load(specs) }
        let engine = try bundledEngine()
        try failing { try engine.check(loaded) }
        var options = RenderOptions()
        options.stackName = stack
        options.widths = widths?.map(\.points)
        options.textSizes = textSizes
        let forTranslators = xliff != nil || csv != nil
        if forTranslators {
            // maxwidth is the room at the default size; the note gives every other.
            let sizes = textSizes ?? ContentSizeCategory.allCases
            options.textSizes = sizes.contains(.large) ? sizes : ContentSizeCategory.allCases.filter { sizes.contains($0) || $0 == .large }
        }
        let rows = try failing { try BudgetsReport.rows(specs: loaded, options: options, charactersLocale: locale?.tag, engine: engine) }
        guard forTranslators else {
            print(json ? try JSONOutput.string(BudgetsOutput(budgets: rows)) : BudgetsReport.humanReadable(rows), terminator: "")
            return
        }
        let keys = TranslatorRooms.keys(rows)
        let advances = AverageAdvances(specs: loaded, engine: engine)
        if let xliff, let out { try writeXLIFF(from: xliff, to: out, keys: keys, advances: advances) }
        if let csv {
            let text = try failing { try TranslatorRooms.csv(keys, locale: locale?.tag, advances: advances) }
            try failing(option: "--csv") { try AtomicFile.write(text, to: csv) }
            print("\(csv): the room of \(keys.count) key\(keys.count == 1 ? "" : "s")")
        }
        if json { print(try JSONOutput.string(BudgetsOutput(budgets: rows)), terminator: "") }
    }

    /// Reads `input`, adds the keys' rooms, writes `output` whole or not at all.
    private func writeXLIFF(from input: String, to output: String, keys: [KeyRoom], advances: AverageAdvances) throws {
        let bytes = try failing(option: "--xliff") { try FileContents.read(input, limit: XLIFFRooms.byteLimit, plainFileOnly: true) }
        // Each target language's note counts characters in that language: worked out first.
        let languages: [String?]
        do { languages = try XLIFFRooms.targetLanguages(in: bytes) } catch {
            throw CLIFailure(message: "\(input):\(error.line): xliff: \(error.problem)")
        }
        var rooms: [String: [String: XLIFFRoom]] = [:]
        for language in Set(languages.map { locale?.tag ?? $0 ?? "" }) {
            for key in keys {
                let shown = language.isEmpty ? key.sizes.first?.rows.first?.sourceLocale ?? "en" : language
                rooms[language, default: [:]]["\(key.table)\u{0}\(key.key)"] = try failing { try TranslatorRooms.xliffRoom(key, locale: shown, advances: advances) }
            }
        }
        let tables = Set(keys.map(\.table))
        let annotated: (bytes: [UInt8], annotated: [String])
        do {
            annotated = try XLIFFRooms.annotate(bytes) { table, key, target in
                let byKey = rooms[locale?.tag ?? target ?? ""] ?? [:]
                // A file without `original` matches a key of any table the specs use.
                let candidates = table.map { [$0] } ?? tables.sorted()
                return candidates.lazy.compactMap { byKey["\($0)\u{0}\(key)"] }.first
            }
        } catch {
            throw CLIFailure(message: "\(input):\(error.line): xliff: \(error.problem)")
        }
        try failing(option: "--out") { try AtomicFile.write(annotated.bytes, to: output) }
        let found = Set(annotated.annotated.map(XLIFFRooms.key(of:)))
        let missing = keys.map(\.key).filter { !found.contains($0) }
        print("\(output): maxwidth on \(annotated.annotated.count) unit\(annotated.annotated.count == 1 ? "" : "s") of \(found.count) key\(found.count == 1 ? "" : "s")"
              + (missing.isEmpty ? "" : "; not in the file: \(missing.joined(separator: ", "))"))
    }
}
