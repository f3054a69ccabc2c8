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

    @Option(name: .long, parsing: .unconditional, help: "The width the stack fills, in points (1 to 10000).")
    var width: Double

    @Option(name: .long, parsing: .unconditional, help: "A bounded height in points: fits (filled, or centred per the stack's heightPolicy) or scrolls.")
    var height: Double?

    @Option(name: .long, help: "iOS text size category.")
    var textSize: String = "large"

    @Option(name: .long, help: "Locale whose titles are used and in which they are set.")
    var locale: String = "en"

    @Option(name: .long, help: "ltr or rtl (default: from the locale).")
    var direction: String?

    @Option(name: .long, parsing: .unconditional, help: "Display scale: 1, 2 or 3.")
    var scale: Double = 2

    @Option(name: .long, parsing: .unconditional, help: "Force mode 1, 2, 3 or 4 (default: the natural mode).")
    var mode: Int?

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    func validate() throws {
        guard widthRange.contains(width) else { throw CLIFailure(message: "--width: '\(short(width))' is not a width in points (1 to 10000)") }
        if let height, !(height.isFinite && height > 0 && height <= 1_000_000) {
            throw CLIFailure(message: "--height: '\(short(height))' is not a height in points (above 0, at most 1000000)")
        }
        guard [1, 2, 3].contains(scale) else { throw CLIFailure(message: "--scale: '\(short(scale))' is not 1, 2 or 3") }
        if let mode, StackMode(rawValue: mode) == nil { throw CLIFailure(message: "--mode: '\(mode)' is not 1, 2, 3 or 4") }
        _ = try parseCategory(textSize, option: "--text-size")
    }

    func run() throws {
        let request = try makeRequest()
        let engine = try bundledEngine()
        let result = try failing { try engine.layout(request) }
        let report = LayoutReport(request: request, configuration: result.configuration, layout: result.layout)
        print(json ? try JSONOutput.string(report) : report.humanReadable, terminator: "")
    }

    private func makeRequest() throws -> StackRequest {
        let loaded = try failing { try SpecParser.load(path: spec) }
        let chosen = try chooseStack(stack, in: loaded)
        let category = try parseCategory(textSize, option: "--text-size")
        var forced: StackMode?
        if let mode {
            guard let value = StackMode(rawValue: mode) else { throw CLIFailure(message: "--mode: \(mode) is not 1, 2, 3 or 4") }
            forced = value
        }
        let layoutDirection = try parseDirection(direction).map { $0 == .rightToLeft ? LayoutDirection.rightToLeft : .leftToRight }
        return StackRequest(
            file: spec, stack: chosen, locale: locale, textSize: category, width: width, height: height, scale: scale,
            direction: layoutDirection, mode: forced
        )
    }
}

/// The stack named `name`, or the first one; a one-line error listing the names otherwise.
func chooseStack(_ name: String?, in spec: Spec) throws -> StackSpec {
    guard let name else { return spec.stacks[0] }
    guard let stack = spec.stack(named: name) else {
        throw CLIFailure(message: "\(spec.file): --stack: no stack named '\(name)' (stacks: \(spec.stacks.map(\.name).joined(separator: ", ")))")
    }
    return stack
}
