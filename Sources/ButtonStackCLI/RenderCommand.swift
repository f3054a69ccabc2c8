import ButtonStackBase
import ButtonStackSystem
import ArgumentParser
import ButtonLayout
import ButtonStackKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rasterizer
import Typesetter

/// `button-stack render`: PNG screenshots of every combination, plus `manifest.json`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render PNG screenshots of stacks in every locale, text size, width, scale, appearance and mode."
    )

    @Argument(help: "Spec files or folders of specs (YAML or JSON).")
    var specs: [String]

    @Option(name: .long, help: "Output folder.")
    var out: String = "out"

    @Option(name: .long, help: "Only the stack with this name.")
    var stack: String?

    @OptionGroup var combinations: CombinationOptions

    @Option(name: .long, help: "Comma-separated display scales: 1, 2, 3.")
    var scales = ListOption<ScaleItem>(argument: "2")!

    @Option(name: .long, help: "Comma-separated appearances: light, dark.")
    var appearances = ListOption<Appearance>(argument: "light")!

    @Option(name: .long, help: "natural, all, or comma-separated modes 1–4.")
    var modes = ModesOption(argument: "natural")!

    @OptionGroup var threadOptions: ThreadOptions

    @Flag(name: .long, help: "Also write one contact sheet per stack with every image side by side, captioned.")
    var sheet = false

    @Option(name: .long, help: "Contact sheet columns: sizes, widths or modes (rows are locales; default sizes).")
    var sheetColumns = OneOption<SheetColumns>(argument: "sizes")!

    @Option(name: .long, help: "Contact sheet thumbnails in pixels a point, 0.5 to 3 (default 1; never larger than the images).")
    var sheetScale = OneOption<SheetScaleItem>(argument: "1")!

    @Flag(name: .long, help: "Also write index.html: a gallery of every image with filters and side-by-side comparison, opened from the file system.")
    var html = false

    @Flag(name: .long, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        _ = try renderOptions()
        _ = try sheetColumns.value("--sheet-columns")
        _ = try sheetScale.value("--sheet-scale")
    }

    func run() throws {
        let options = try renderOptions()
        // Everything that can fail on input fails before a file is written.
        let loaded = try failing { try SpecSources.load(specs) }
        let (plan, run) = try failing { try RenderPlan.planned(specs: loaded, options: options) }
        let engine = try bundledEngine()
        try failing { try engine.check(loaded) }
        let output = try failing(option: "--out") { try RenderOutput(folder: out, engine: engine) }
        Interruption.install()
        let reporter = ProgressReporter(total: plan.count, enabled: !quiet && standardErrorIsTerminal && plan.count > 8)
        let summary = try failing {
            try output.write(plan, run: run, threads: threadOptions.threads, sheets: sheet, sheetColumns: try sheetColumns.value("--sheet-columns"),
                             sheetScale: try sheetScale.value("--sheet-scale").scale, html: html, progress: { reporter.update($0) })
        }
        reporter.finish()
        guard !quiet else { return }
        if sheet { print("wrote \(summary.sheets.count) contact sheet(s)") }
        if html { print("wrote \(out)/\(Gallery.fileName)") }
        let flagged = summary.entries.filter { $0.clipped || $0.truncated || $0.missingGlyphs > 0 }.count
        print("wrote \(summary.entries.count) image(s) and manifest.json to \(out)\(flagged > 0 ? " (\(flagged) with clipped, broken or missing text: see manifest.json)" : "")")
    }

    private func renderOptions() throws -> RenderOptions {
        var options = RenderOptions()
        options.stackName = stack
        try combinations.apply(to: &options)
        options.scales = try scales.values("--scales").map(\.scale)
        options.appearances = try appearances.values("--appearances")
        options.modes = try modes.value("--modes")
        return options
    }
}

/// "done/total, rate, time left" on standard error, rewritten in place; silent when disabled
/// (not a terminal, or `--quiet`).
final class ProgressReporter: Sendable {
    private let total: Int
    private let enabled: Bool
    private let start = Date()
    private let lastPrinted = Locked(Date.distantPast)

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled
    }

    func update(_ done: Int) {
        guard enabled else { return }
        lastPrinted.withLock { lastPrinted in
            let now = Date()
            guard done == total || now.timeIntervalSince(lastPrinted) > 0.1 else { return }
            lastPrinted = now
            let elapsed = now.timeIntervalSince(start)
            let left = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
            let rate = elapsed > 0 ? Double(done) / elapsed : 0
            writeToStandardError("\r\(done)/\(total) rendered, \(fixed(rate, places: 0)) images/s, \(fixed(left, places: 1)) s left ")
        }
    }

    func finish() {
        guard enabled else { return }
        writeToStandardError("\n")
    }
}
