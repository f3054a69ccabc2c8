import ButtonStackCommandLine
import ButtonStackBase
import ArgumentParser
import ButtonLayout
import ButtonStackKit
import Typesetter

/// `button-stack measure`: shape and measure one title.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Shape and measure a title: its width, height, lines and runs."
    )

    @Option(name: .long, parsing: .unconditional, help: "Point size, above 0 and at most 1000 (default: the body size of --text-size, or 17).",
            transform: OptionValue.number(in: 0...1000, excludingLower: true, "a point size (a number above 0 and at most 1000)"))
    var size: Double?

    @Option(name: .long, help: "iOS text size category, e.g. large or accessibilityExtraExtraExtraLarge.", transform: OptionValue.one)
    var textSize: ContentSizeCategory?

    @Option(name: .long, help: "BCP 47 locale: picks CJK forms, shaping language and line breaking.")
    var locale: String = "en"

    @Option(name: .long, parsing: .unconditional, help: "Wrap to this width in points (1 to 10000).", transform: OptionValue.one)
    var width: WidthItem?

    @Option(name: .long, help: "Paragraph direction: ltr or rtl (default: from the locale, else the text).", transform: OptionValue.one)
    var direction: LayoutDirection?

    @Flag(name: .long, help: "Bold weight.")
    var bold = false

    @Option(name: .long, help: "Measure with this font first (the app's), the bundled fonts after it: give it once for the regular file, twice for regular then bold.")
    var font: [String] = []

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    @Argument(help: "The title to measure.")
    var text: String

    func validate() throws {
        if size != nil && textSize != nil { throw CLIFailure(message: "--size and --text-size: give one, not both") }
        _ = try appFont(font)
    }

    func run() throws {
        let typesetter = try bundledTypesetter()
        let style = TextStyle(size: pointSize(), weight: bold ? .bold : .regular, locale: LanguageTag(locale),
                              direction: direction, font: try appFont(font))
        let layout = try failing { try typesetter.layout(text, style: style, maxWidth: width?.points) }
        let report = MeasureReport(layout)
        print(json ? try JSONOutput.string(report) : report.humanReadable, terminator: "")
    }

    /// The point size from `--size` or `--text-size` (body style), 17 when neither is given.
    private func pointSize() -> Double {
        size ?? textSize?.bodyPointSize ?? ContentSizeCategory.large.bodyPointSize
    }
}
