import ButtonStackCommandLine
import ButtonStackOutput
import StackEngine
import ButtonStackBase
import ButtonStackConcurrency
import ButtonLayout
import ButtonSpec
import ButtonStackKit
import Rasterizer
import Typesetter

/// What a `render` command line asks for, as plain values, and the render it asks for.
///
/// ``RenderCommand`` declares the options for swift-argument-parser and hands its values here;
/// ``RenderArguments`` reads a plain command line into the same values without the parser.
/// Checks that need more than one option's value belong in ``validate()``, which both call.
struct RenderSettings: Sendable {
    /// Spec files or folders of specs.
    var specs: [String]
    /// The output folder.
    var out = RenderCommand.defaultOut
    /// Only the stack with this name.
    var stack: String?
    /// Locales, text sizes, widths and shard.
    var combinations = Combinations()
    /// Display scales, when given.
    var scales: [ScaleItem]?
    /// Appearances, when given.
    var appearances: [Appearance]?
    /// Modes, when given.
    var modes: ModeSelection?
    /// `--jobs`.
    var jobs: Int?
    /// Contact sheets too.
    var sheet = false
    /// The sheets' columns, when given.
    var sheetColumns: SheetColumns?
    /// The sheets' thumbnail pixels a point, when given.
    var sheetScale: SheetScaleItem?
    /// The gallery too.
    var html = false
    /// Draw every image again.
    var fresh = false
    /// Watch the files and render again on every save.
    var watch = false
    /// Print nothing but errors.
    var quiet = false

    /// Checks the options together (none needs it yet; each option's value is checked as it is read).
    func validate() throws {}

    /// Renders (or watches and renders) and prints what was written, unless quiet.
    func run() throws {
        if watch { return try RenderWatch(settings: self).run() }
        let loaded = try failing { try SpecSources.load(specs) }
        let summary = try render(loaded, engine: bundledEngine, redraw: fresh ? .all : .changed, liveGallery: false)
        guard !quiet else { return }
        for line in report(summary) { print(line) }
    }

    /// One render of the `loaded` specs with the engine `makeEngine` gives: everything that can
    /// fail on input fails before a file is written; images an earlier run in `--out` drew the
    /// same are kept unless `redraw` is `.all`.
    func render(_ loaded: [Spec], engine makeEngine: () throws -> ButtonStackEngine, redraw: RenderOutput.Redraw,
                liveGallery: Bool) throws -> RenderOutput.Summary {
        let options = renderOptions()
        let (plan, run) = try failing { try RenderPlan.planned(specs: loaded, options: options) }
        let engine = try makeEngine()
        try failing { try engine.check(loaded) }
        let output = try failing(option: "--out") { try RenderOutput(folder: out, engine: engine) }
        Interruption.install()
        let reporter = ProgressReporter(total: plan.count, enabled: !quiet && standardErrorIsTerminal && plan.count > 8)
        let summary = try failing {
            try output.write(plan, run: run, threads: ThreadOptions.threads(jobs: jobs), sheets: sheet, sheetColumns: sheetColumns ?? .textSizes,
                             sheetScale: sheetScale?.scale ?? ContactSheet.defaultScale, html: html, redraw: redraw, liveGallery: liveGallery, progress: { reporter.update($0) })
        }
        reporter.finish()
        return summary
    }

    /// What a render says it did: the sheets and gallery written, then how many images were
    /// drawn (and, over an earlier run, kept and removed).
    func report(_ summary: RenderOutput.Summary) -> [String] {
        var lines: [String] = []
        if sheet { lines.append("wrote \(summary.sheets.count) contact sheet(s)") }
        if html { lines.append("wrote \(out)/\(Gallery.fileName)") }
        let flagged = summary.flagged
        let note = flagged > 0 ? " (\(flagged) with clipped, broken or missing text: see manifest.json)" : ""
        if summary.earlier != nil {
            lines.append("\(summary.line) in \(out)\(note)")
        } else {
            lines.append("wrote \(summary.count) image(s) and manifest.json to \(out)\(note)")
        }
        return lines
    }

    private func renderOptions() -> RenderOptions {
        var options = RenderOptions()
        options.stackName = stack
        combinations.apply(to: &options)
        if let scales { options.scales = scales.map(\.scale) }
        if let appearances { options.appearances = appearances }
        if let modes { options.modes = modes }
        return options
    }
}
