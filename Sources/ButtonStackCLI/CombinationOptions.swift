import StackEngine
import ArgumentParser
import ButtonLayout
import ButtonStackBase
import ButtonStackKit

/// Locales, text sizes and widths to cover, shared by `render` and `lint`.
struct CombinationOptions: ParsableArguments {
    @Option(name: .long, help: "Comma-separated locales, or all: every locale of each stack (with strings:, every locale the app has; pseudo-locales such as en-XA work too). Default: each stack's own locales; with strings:, the app's; else en.", transform: OptionValue.list)
    var locales: [LocaleItem]?

    @Option(name: .long, help: "Comma-separated text size categories, or all (default: each stack's own, else large).", transform: OptionValue.textSizes)
    var textSizes: [ContentSizeCategory]?

    @Option(name: .long, help: "Comma-separated widths in points, 1 to 10000 (default: each stack's own, else 390).", transform: OptionValue.list)
    var widths: [WidthItem]?

    @Option(name: .long, help: "Only part I of N of the combinations (e.g. 2/3), for a CI matrix: the same part on every machine, the parts together the whole.",
            transform: OptionValue.one)
    var shard: Shard?

    /// The options as plain values.
    var values: Combinations { Combinations(locales: locales, textSizes: textSizes, widths: widths, shard: shard) }

    /// True unless only a shard of the plan is asked for.
    var coversTheWholePlan: Bool { values.coversTheWholePlan }

    /// Sets the lists that were given on `options`.
    func apply(to options: inout RenderOptions) { values.apply(to: &options) }
}

/// The combinations a command line asks for (``CombinationOptions``), as plain values.
struct Combinations: Sendable {
    var locales: [LocaleItem]?
    var textSizes: [ContentSizeCategory]?
    var widths: [WidthItem]?
    var shard: Shard?

    /// True unless only a shard of the plan is asked for.
    var coversTheWholePlan: Bool { shard == nil }

    /// Sets the lists that were given on `options`.
    func apply(to options: inout RenderOptions) {
        options.locales = locales?.map(\.tag)
        options.textSizes = textSizes
        options.widths = widths?.map(\.points)
        options.shard = shard
    }
}
