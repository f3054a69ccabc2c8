import ArgumentParser
import ButtonLayout
import ButtonStackBase
import ButtonStackSystem
import ButtonStackKit

/// Locales, text sizes and widths to cover, shared by `render` and `lint`.
struct CombinationOptions: ParsableArguments {
    @Option(name: .long, help: "Comma-separated locales (default: each stack's own, else en).")
    var locales: ListOption<LocaleItem>?

    @Option(name: .long, help: "Comma-separated text size categories, or all (default: each stack's own, else large).")
    var textSizes: TextSizesOption?

    @Option(name: .long, help: "Comma-separated widths in points, 1 to 10000 (default: each stack's own, else 390).")
    var widths: ListOption<WidthItem>?

    @Option(name: .long, help: "Only part I of N of the combinations (e.g. 2/3), for a CI matrix: the same part on every machine, the parts together the whole.")
    var shard: OneOption<Shard>?

    func validate() throws {
        var options = RenderOptions()
        try apply(to: &options)
    }

    /// Sets the lists that were given on `options`.
    func apply(to options: inout RenderOptions) throws {
        options.locales = try locales?.values("--locales").map(\.tag)
        options.textSizes = try textSizes?.values("--text-sizes")
        options.widths = try widths?.values("--widths").map(\.points)
        options.shard = try shard?.value("--shard")
    }
}
