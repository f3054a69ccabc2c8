import ButtonStackCommandLine
import ButtonStackOutput
import StackEngine
import ButtonStackBase
import ButtonStackConcurrency
import ArgumentParser
import ButtonLayout
import ButtonSpec
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

    /// The output folder when `--out` is not given.
    static let defaultOut = "out"

    @Option(name: .long, help: "Output folder.")
    var out: String = defaultOut

    @Option(name: .long, help: "Only the stack with this name.")
    var stack: String?

    @OptionGroup var combinations: CombinationOptions

    @Option(name: .long, help: "Comma-separated display scales: 1, 2, 3 (default: 2).", transform: OptionValue.list)
    var scales: [ScaleItem]?

    @Option(name: .long, help: "Comma-separated appearances: light, dark (default: light).", transform: OptionValue.list)
    var appearances: [Appearance]?

    @Option(name: .long, help: "natural, all, or comma-separated modes 1–4 (default: natural).", transform: OptionValue.modes)
    var modes: ModeSelection?

    @OptionGroup var threadOptions: ThreadOptions

    @Flag(name: .long, help: "Also write one contact sheet per stack with every image side by side, captioned.")
    var sheet = false

    @Option(name: .long, help: "Contact sheet columns: sizes, widths or modes (rows are locales; default sizes).", transform: OptionValue.one)
    var sheetColumns: SheetColumns?

    @Option(name: .long, help: "Contact sheet thumbnails in pixels a point, 0.5 to 3 (default 1; never larger than the images).", transform: OptionValue.one)
    var sheetScale: SheetScaleItem?

    @Flag(name: .long, help: "Also write index.html: a gallery of every image with filters and side-by-side comparison, opened from the file system.")
    var html = false

    @Flag(name: .long, help: "Draw every image again, even where an earlier run's manifest in --out shows it unchanged.")
    var fresh = false

    @Flag(name: .long, help: "After rendering, watch the specs, their strings files and the fonts, and render again (only what changed) on every save, until Ctrl-C; with --html the open gallery reloads itself.")
    var watch = false

    @Flag(name: .long, help: "Print nothing but errors.")
    var quiet = false

    /// What the options ask for, as plain values.
    var settings: RenderSettings {
        RenderSettings(specs: specs, out: out, stack: stack, combinations: combinations.values, scales: scales, appearances: appearances,
                       modes: modes, jobs: threadOptions.jobs, sheet: sheet, sheetColumns: sheetColumns, sheetScale: sheetScale, html: html,
                       fresh: fresh, watch: watch, quiet: quiet)
    }

    func validate() throws { try settings.validate() }

    func run() throws { try settings.run() }
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
