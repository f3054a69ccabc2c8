import ButtonStackCommandLine
import StackEngine
import ButtonStackBase
import ArgumentParser
import ButtonLayout
import ButtonSpec
import ButtonStackKit

/// `button-stack layout`: the mode and every frame of one stack.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Choose the mode of a stack and print every frame."
    )

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @Option(name: .long, help: "The stack's name in the spec (default: the only or first stack).")
    var stack: String?

    @Option(name: .long, parsing: .unconditional, help: "The width the stack fills, in points (1 to 10000).", transform: OptionValue.one)
    var width: WidthItem

    @Option(name: .long, parsing: .unconditional, help: "A bounded height in points: fits (filled, or centred per the stack's heightPolicy) or scrolls.",
            transform: OptionValue.number(in: 0...1_000_000, excludingLower: true, "a height in points (above 0, at most 1000000)"))
    var height: Double?

    @Option(name: .long, help: "iOS text size category (default: large).", transform: OptionValue.one)
    var textSize: ContentSizeCategory?

    @Option(name: .long, help: "Locale whose titles are used and in which they are set.")
    var locale: String = "en"

    @Option(name: .long, help: "ltr or rtl (default: from the locale).", transform: OptionValue.one)
    var direction: LayoutDirection?

    @Option(name: .long, parsing: .unconditional, help: "Display scale: 1, 2 or 3 (default: 2).", transform: OptionValue.one)
    var scale: ScaleItem?

    @Option(name: .long, parsing: .unconditional, help: "Force mode 1, 2, 3 or 4 (default: the natural mode).", transform: OptionValue.one)
    var mode: StackMode?

    @Option(name: .long, help: "Lay out with this font (the app's) instead of the spec's: once for the regular file, twice for regular then bold.")
    var font: [String] = []

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    func validate() throws {
        _ = try appFont(font)
    }

    func run() throws {
        let engine = try bundledEngine()
        let request = try makeRequest(engine: engine)
        let laidOut = try failing { try engine.layout(request) }
        let report = LayoutReport(laidOut)
        print(json ? try JSONOutput.string(report) : report.humanReadable, terminator: "")
    }

    private func makeRequest(engine: ButtonStackEngine) throws -> StackRequest {
        var loaded = try failing { try SpecParser.load(path: spec) }
        if !font.isEmpty {
            // --font replaces the spec's own font for every stack.
            func file(_ path: String) -> FontSpec.File { FontSpec.File(path: path, faceIndex: 0, axes: [:], line: nil) }
            let override = FontSpec(regular: file(font[0]), bold: font.count > 1 ? file(font[1]) : nil, tracking: nil, path: "--font")
            for index in loaded.stacks.indices { loaded.stacks[index].font = override }
        }
        try failing { try engine.check([loaded]) }
        // The one way a plan is made, for one picture.
        var options = RenderOptions()
        options.stackName = try failing { try loaded.chooseStack(stack) }.name
        options.locales = [locale]
        options.textSizes = [textSize ?? .large]
        options.widths = [width.points]
        options.scales = [scale?.scale ?? 2]
        options.modes = mode.map { .forced([$0]) } ?? .natural
        options.height = height
        options.direction = direction
        return try failing { try RenderPlan.images(specs: [loaded], options: options)[0].request }
    }
}
