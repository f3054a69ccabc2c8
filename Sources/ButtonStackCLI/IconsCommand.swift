import PNGFiles
import Rasterizer
import ButtonStackCommandLine
import ButtonStackRenderer
import ArgumentParser
import ButtonStackBase
import ButtonStackKit
import ButtonSpec
import AppIcons

/// `button-stack icons`: what icon names draw, to check a spec's names or find one.
struct IconsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icons",
        abstract: "Show what icon names draw: an SF Symbols name's Material stand-in, a placeholder, or a Material glyph."
    )

    @Argument(help: "Part of a name (case-insensitive): every SF Symbols name containing it, and Material names that are not SF names. Leave out for every SF Symbols name.")
    var query: String?

    @Option(name: .long, help: "A spec whose own icons (assets:, iconFonts:) are listed too: asset:NAME and PREFIX:NAME, first (without QUERY, only those).")
    var spec: String?

    @Flag(name: .long, help: "Print JSON: {query, count, icons: [{name, kind, current, glyph, codepoint, filled, mirrored, since, iOS, renamedFrom, renamedTo, file, rendering}]}.")
    var json = false

    @Option(name: .long, help: "Also draw the matches (at most 540) on a sheet, this PNG file.", transform: OptionValue.pngFileName)
    var sheet: String?

    @Flag(name: .long, help: "Draw the sheet in the bold weight (a primary button's), not regular.")
    var bold = false

    func validate() throws {
        if let query, query.isEmpty { throw ValidationError("QUERY: is empty (leave it out for every name)") }
        if let spec, spec.isEmpty { throw ValidationError("--spec: is empty") }
    }

    func run() throws {
        let engine = try bundledEngine()
        var report = IconsReport(catalog: engine.icons, query: query)
        var appIcons: AppIconSource?
        if let spec {
            let loaded = try failing { try SpecParser.load(path: spec) }
            guard let icons = loaded.stacks.first?.appIcons else {
                throw CLIFailure(message: "\(spec): names none of the app's icons (no assets: and no iconFonts:)")
            }
            appIcons = icons
            let own = IconsReport(appIcons: icons, query: query)
            report.icons = own.icons + (query == nil ? [] : report.icons)
            report.count = report.icons.count
        }
        guard report.count > 0 else {
            let near = query.map { engine.icons.suggestions(for: $0) } ?? []
            throw CLIFailure(message: "no icon name contains '\(query ?? "")'\(near.isEmpty ? "" : " (did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?)")", code: 1)
        }
        if let sheet {
            let glyphs = try failing { try report.icons.prefix(IconSheet.maximumIcons).map { try engine.iconGlyphs.glyph(named: $0.name, appIcons: appIcons) } }
            try failing("--sheet \(sheet)") { try PNGCodec.write(try Painter().paint(IconSheet.drawList(glyphs, engine: engine, bold: bold)), to: sheet) }
        }
        print(json ? try JSONOutput.string(report) : report.humanReadable, terminator: "")
        if let sheet, !json {
            let shown = min(report.count, IconSheet.maximumIcons)
            print("drew \(shown)\(shown < report.count ? " of \(report.count)" : "") on \(sheet)")
        }
    }
}
