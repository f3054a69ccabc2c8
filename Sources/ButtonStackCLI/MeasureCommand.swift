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

    @Option(name: .long, help: "Point size (default: the body size of --text-size, or 17).")
    var size: Double?

    @Option(name: .long, help: "iOS text size category, e.g. large or accessibilityExtraExtraExtraLarge.")
    var textSize: String?

    @Option(name: .long, help: "BCP 47 locale: picks CJK forms, shaping language and line breaking.")
    var locale: String = "en"

    @Option(name: .long, help: "Wrap to this width in points.")
    var width: Double?

    @Option(name: .long, help: "Paragraph direction: ltr or rtl (default: from the locale, else the text).")
    var direction: String?

    @Flag(name: .long, help: "Bold weight.")
    var bold = false

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    @Argument(help: "The title to measure.")
    var text: String

    func run() throws {
        let pointSize = try failing { try resolvePointSize(size: size, textSize: textSize) }
        let textDirection = try failing { try parseDirection(direction) }
        let typesetter = try bundledTypesetter()
        let style = TextStyle(size: pointSize, weight: bold ? .bold : .regular, locale: LanguageTag(locale), direction: textDirection)
        let layout = try failing { try typesetter.layout(text, style: style, maxWidth: width) }
        let report = MeasureReport(layout)
        print(json ? try JSONOutput.string(report) : report.humanReadable, terminator: "")
    }
}

/// The point size from `--size` or `--text-size` (body style), 17 when neither is given.
func resolvePointSize(size: Double?, textSize: String?) throws -> Double {
    if size != nil && textSize != nil { throw CLIFailure(message: "--size and --text-size: give one, not both") }
    if let size {
        guard size.isFinite, size > 0, size <= 1000 else { throw CLIFailure(message: "--size: \(size) is not a point size (a number above 0 and at most 1000)") }
        return size
    }
    if let textSize { return try parseCategory(textSize, option: "--text-size").bodyPointSize }
    return ContentSizeCategory.large.bodyPointSize
}

/// `ltr`, `rtl` or nil.
func parseDirection(_ value: String?) throws -> LayoutDirection? {
    guard let value else { return nil }
    guard let direction = LayoutDirection(rawValue: value.lowercased()) else {
        throw CLIFailure(message: "--direction: '\(value)' is not ltr or rtl")
    }
    return direction
}
