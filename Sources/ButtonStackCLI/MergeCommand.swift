import ButtonStackCommandLine
import ButtonStackOutput
import ArgumentParser
import ButtonStackBase
import ButtonStackConcurrency
import ButtonStackKit

/// `button-stack merge`: join the output folders of a sharded render.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the folders of a sharded render (render --shard I/N) into one: every image and one manifest."
    )

    @Argument(help: "The folder to merge into (made if missing).")
    var out: String

    @Argument(help: "The shards' output folders.")
    var shards: [String]

    @Flag(name: .long, help: "Also draw contact sheets over the merged images.")
    var sheet = false

    @Option(name: .long, help: "Contact sheet columns: sizes, widths or modes (rows are locales; default sizes).", transform: OptionValue.one)
    var sheetColumns: SheetColumns?

    @Option(name: .long, help: "Contact sheet thumbnails in pixels a point, 0.5 to 3 (default 1; never larger than the images).", transform: OptionValue.one)
    var sheetScale: SheetScaleItem?

    @Flag(name: .long, help: "Write index.html, a gallery of the merged images (written anyway when a shard had one).")
    var html = false

    @Flag(name: .long, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard !shards.isEmpty else { throw ValidationError("name at least one shard folder after OUT") }
        guard Set(shards).count == shards.count else { throw ValidationError("a shard folder is named twice") }
    }

    func run() throws {
        let engine = try bundledEngine()
        Interruption.install()
        let summary = try failing { try ShardMerge.merge(shards, into: out, sheets: sheet, sheetColumns: sheetColumns ?? .textSizes,
                                                        sheetScale: sheetScale?.scale ?? ContactSheet.defaultScale, html: html, engine: engine) }
        if !summary.missingShards.isEmpty {
            writeToStandardError("button-stack: merge: shard\(summary.missingShards.count == 1 ? "" : "s") \(summary.missingShards.joined(separator: ", ")) of the run missing; \(out)/manifest.json says complete: false\n")
        }
        guard !quiet else { return }
        if sheet { print("wrote \(summary.sheets.count) contact sheet(s)") }
        print("merged \(summary.entries.count) image(s) from \(shards.count) shard(s) into \(out)\(summary.complete ? "" : " (incomplete: manifest.json says complete: false)")")
    }
}
