import ButtonStackCommandLine
import ButtonStackOutput
import ButtonStackRenderer
import StackEngine
import ButtonStackBase
import ButtonStackConcurrency
import ButtonStackFiles
import ButtonSpec
import ButtonStackKit
import Typesetter
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `render --watch`: render, then look at the specs, their strings files and the fonts five times
/// a second, and render again — only what changed — once a save has settled, until SIGINT or
/// SIGTERM. Each round prints the files that changed, how many images were redrawn, and lint's
/// findings that were not there before. A spec that becomes invalid prints its one-line error
/// and the watch goes on. With `--html`, the gallery reloads itself in an open browser.
///
/// Files are polled rather than watched with inotify (Glibc's `inotify_init1` and
/// `inotify_add_watch` are reachable from Swift, but a watch follows an inode: an editor that
/// saves by renaming a new file over the old one needs the folders watched and the watches made
/// again, and macOS has none of it). A `stat` a file every 200 ms costs nothing next to a render,
/// works wherever the tool does, and sees a rename-save as plainly as a write in place
/// (see ``FileWatch``).
struct RenderWatch {
    let settings: RenderSettings

    /// How often the files are looked at, in microseconds.
    static let pollInterval: UInt32 = 200_000
    /// How long the files must stay as they are before a render starts, in microseconds: an
    /// editor's save (a temporary file, a rename) or a script writing several files is one change.
    static let settleInterval: UInt32 = 100_000
    /// The most settling waits before rendering anyway, for files that never stop changing.
    static let maximumSettleRounds = 20
    /// The most findings listed after a render; the rest are counted.
    static let maximumFindingLines = 20

    /// Watches until a signal: returns when it comes between renders (exit 0); throws
    /// ``Interrupted`` when it stops a render, which leaves its manifest saying what is there.
    func run() throws {
        Interruption.install()
        var engine = try bundledEngine()
        var loaded: [Spec] = []
        var known = FileWatch(roots(loaded, engine: engine))
        var last: [ManifestEntry]?
        try render(with: engine, redraw: settings.fresh ? .all : .changed, loaded: &loaded, last: &last, first: true)
        var watched = roots(loaded, engine: engine)
        known = known.carried(to: watched)
        say("watching \(known.paths.count) files (specs, strings, fonts); Ctrl-C stops")
        while pause(Self.pollInterval) {
            let look = FileWatch(watched)
            guard look != known else { continue }
            // Wait for the files to stay still.
            var settled = look
            for _ in 0..<Self.maximumSettleRounds {
                guard pause(Self.settleInterval) else { return stopped() }
                let again = FileWatch(watched)
                if again == settled { break }
                settled = again
            }
            let changed = known.changes(to: settled)
            known = settled
            // A file changed and changed back: nothing to do.
            guard !changed.isEmpty else { continue }
            say("changed: " + changed.joined(separator: ", "))
            if changed.contains(where: { isFont($0, loaded: loaded, engine: engine) }) {
                // A font or an icon table: a new engine reads them again (and measures afresh).
                do { engine = try ButtonStackEngine(typesetter: bundledTypesetter()) } catch { complain(error) }
            }
            try render(with: engine, redraw: .changed, loaded: &loaded, last: &last, first: false)
            watched = roots(loaded, engine: engine)
            known = known.carried(to: watched)
        }
        stopped()
    }

    /// One render. A failure of the first is the command's (one line, exit 2, as without
    /// `--watch`); a later one is printed and the watch goes on. `loaded` becomes the specs read
    /// when they could be read; `last` the entries of the last render that finished.
    /// - Throws: the first render's failure, or ``Interrupted`` when a signal stopped a render.
    private func render(with engine: ButtonStackEngine, redraw: RenderOutput.Redraw, loaded: inout [Spec], last: inout [ManifestEntry]?,
                        first: Bool) throws {
        let start = ContinuousClock.now
        let summary: RenderOutput.Summary
        do {
            let specs = try failing { try SpecSources.load(settings.specs) }
            loaded = specs
            summary = try settings.render(specs, engine: { engine }, redraw: redraw, liveGallery: true)
        } catch let interrupted as Interrupted {
            // Stopped part-way: the manifest says what is there; the command exits 128 + signal.
            throw interrupted
        } catch {
            if first { throw error }
            complain(error)
            return
        }
        let elapsed = start.duration(to: .now).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        if first {
            for line in settings.report(summary) { say(line) }
        } else {
            say("\(summary.line) (\(fixed(seconds, places: 2)) s)")
        }
        let before = last ?? summary.earlier?.entries ?? []
        let after = summary.entries
        sayNewFindings(before: before, after: after)
        last = after
    }

    /// Lint's findings in `after` that are not in `before`, a line each (light and dark said
    /// once), and how many went.
    private func sayNewFindings(before: [ManifestEntry], after: [ManifestEntry]) {
        func findings(_ entries: [ManifestEntry]) -> [LintReportEntry] {
            var seen = Set<LintReportEntry>(), result: [LintReportEntry] = []
            for entry in entries {
                var combination = entry.combination
                combination.appearance = .light
                for finding in entry.findings {
                    let report = LintReportEntry(combination: combination, mode: entry.mode, finding: finding)
                    if seen.insert(report).inserted { result.append(report) }
                }
            }
            return result
        }
        // A finding is the same one when it is about the same button, rule and combination, as a
        // baseline matches it: a title that moved to another mode, or whose message now says so,
        // is not new.
        let old = findings(before), new = findings(after)
        let oldSet = Set(old.map(\.baselineFinding)), newSet = Set(new.map(\.baselineFinding))
        let added = new.filter { !oldSet.contains($0.baselineFinding) }
        let gone = Set(old.map(\.baselineFinding).filter { !newSet.contains($0) }).count
        guard !added.isEmpty || gone > 0 else { return }
        say("lint: \(added.count) new finding\(added.count == 1 ? "" : "s")\(gone > 0 ? ", \(gone) gone" : "")")
        let lines = LintReportLine.lines(added)
        for line in lines.prefix(Self.maximumFindingLines) { say("  " + line.text) }
        if lines.count > Self.maximumFindingLines { say("  … and \(lines.count - Self.maximumFindingLines) more (see manifest.json)") }
    }

    /// What to watch: the specs named (a folder's spec files two levels down), each stack's
    /// strings files, app fonts, asset catalogs and icon fonts, and backdrop image, and the fonts folder.
    private func roots(_ loaded: [Spec], engine: ButtonStackEngine) -> [FileWatch.Root] {
        var roots = settings.specs.map { FileWatch.Root($0, suffixes: [".yaml", ".yml", ".json"], depth: 2) }
        for spec in loaded {
            roots.append(FileWatch.Root(spec.file))
            for stack in spec.stacks {
                for path in stack.strings?.paths ?? [] {
                    roots.append(FileWatch.Root(path, suffixes: [".xcstrings", ".strings", ".stringsdict"], depth: 8))
                }
                roots += appFonts(stack).map { FileWatch.Root($0) }
                if let icons = stack.appIcons {
                    roots += icons.catalog.catalogs.map { FileWatch.Root($0, suffixes: [".json", ".pdf", ".svg", ".png"], depth: 12) }
                    roots += icons.fonts.flatMap { [FileWatch.Root($0.fontPath), FileWatch.Root($0.namesPath)] }
                }
                for appearance in [Appearance.light, .dark] {
                    if case .image(let path, _, _) = Theme.standard(appearance, stack: stack).backdrop { roots.append(FileWatch.Root(path)) }
                }
            }
        }
        roots.append(FileWatch.Root(engine.typesetter.fonts.folder))
        roots += engine.typesetter.fonts.extraFontPaths.map { FileWatch.Root($0) }
        return roots
    }

    private func appFonts(_ stack: StackSpec) -> [String] {
        guard let font = stack.font else { return [] }
        return [font.regular.path] + (font.bold.map { [$0.path] } ?? [])
    }

    /// Whether `path` is read with the fonts: a file of the fonts folder, an extra font, an app font.
    private func isFont(_ path: String, loaded: [Spec], engine: ButtonStackEngine) -> Bool {
        let fonts = engine.typesetter.fonts
        return path.hasPrefix(fonts.folder + "/") || fonts.extraFontPaths.contains(path)
            || loaded.contains { $0.stacks.contains { appFonts($0).contains(path) } }
    }

    /// Sleeps `microseconds` (a signal ends it early); false once SIGINT or SIGTERM came.
    private func pause(_ microseconds: UInt32) -> Bool {
        if Interruption.signal == nil { usleep(microseconds) }
        return Interruption.signal == nil
    }

    private func stopped() {
        say("stopped watching")
    }

    /// A line on standard output, at once (a pipe would hold it back); nothing with `--quiet`.
    private func say(_ line: String) {
        guard !settings.quiet else { return }
        print(line)
        fflush(nil)
    }

    /// A failure as `render` reports it, a line each, on standard error.
    private func complain(_ error: any Error) {
        let message = (error as? CLIFailure)?.message ?? "\(error)"
        for line in message.split(separator: "\n") { writeToStandardError("button-stack: \(line)\n") }
    }
}
