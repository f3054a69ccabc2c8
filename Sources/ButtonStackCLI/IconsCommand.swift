import ButtonStackRenderer
import ArgumentParser
import ButtonStackBase
import ButtonStackKit

/// `button-stack icons`: what icon names draw, to check a spec's names or find one.
struct IconsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icons",
        abstract: "Show what icon names draw: an SF Symbols name's Material stand-in, a placeholder, or a Material glyph."
    )

    @Argument(help: "Part of a name (case-insensitive): every SF Symbols name containing it, and Material names that are not SF names. Leave out for every SF Symbols name.")
    var query: String?

    @Flag(name: .long, help: "Print JSON: {query, count, icons: [{name, kind, current, glyph, codepoint, filled, mirrored, since, iOS, renamedFrom, renamedTo}]}.")
    var json = false

    @Option(name: .long, help: "Also draw the matches (at most 540) on a sheet, this PNG file.", transform: OptionValue.pngFileName)
    var sheet: String?

    @Flag(name: .long, help: "Draw the sheet in the bold weight (a primary button's), not regular.")
    var bold = false

    func validate() throws {
        if let query, query.isEmpty { throw ValidationError("QUERY: is empty (leave it out for every name)") }
    }

    func run() throws {
        let engine = try bundledEngine()
        let report = IconsReport(catalog: engine.icons, query: query)
        guard report.count > 0 else {
            let near = query.map { engine.icons.suggestions(for: $0) } ?? []
            throw CLIFailure(message: "no icon name contains '\(query ?? "")'\(near.isEmpty ? "" : " (did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?)")", code: 1)
        }
        if let sheet {
            let glyphs = try failing { try report.icons.prefix(IconSheet.maximumIcons).map { try engine.iconGlyphs.glyph(named: $0.name) } }
            try failing("--sheet \(sheet)") { try IconSheet.write(glyphs, to: sheet, engine: engine, bold: bold) }
        }
        print(json ? try JSONOutput.string(report) : report.humanReadable, terminator: "")
        if let sheet, !json {
            let shown = min(report.count, IconSheet.maximumIcons)
            print("drew \(shown)\(shown < report.count ? " of \(report.count)" : "") on \(sheet)")
        }
    }
}
