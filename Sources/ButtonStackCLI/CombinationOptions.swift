import ArgumentParser
import ButtonLayout
import ButtonStackKit

/// The items of a comma-separated option, or a one-line error when there are none.
func commaList(_ text: String, _ option: String) throws -> [String] {
    let items = text.split(separator: ",").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
    guard !items.isEmpty else { throw CLIFailure(message: "\(option): is empty") }
    return items
}

/// Locales, text sizes and widths to cover, shared by `render` and `lint`.
struct CombinationOptions: ParsableArguments {
    @Option(name: .long, help: "Comma-separated locales (default: each stack's own, else en).")
    var locales: String?

    @Option(name: .long, help: "Comma-separated text size categories, or all (default: each stack's own, else large).")
    var textSizes: String?

    @Option(name: .long, help: "Comma-separated widths in points (default: each stack's own, else 390).")
    var widths: String?

    /// Sets the lists that were given on `options`.
    func apply(to options: inout RenderOptions) throws {
        options.locales = try locales.map { try commaList($0, "--locales") }
        options.textSizes = try textSizes.map(parseTextSizes)
        options.widths = try widths.map(parseWidths)
    }
}

/// `--text-sizes`: categories by name, or `all`.
func parseTextSizes(_ text: String) throws -> [ContentSizeCategory] {
    if text.lowercased() == "all" { return ContentSizeCategory.allCases }
    return try commaList(text, "--text-sizes").map { try parseCategory($0, option: "--text-sizes") }
}

/// A text size category by its UIKit name, or a one-line error listing them.
func parseCategory(_ name: String, option: String) throws -> ContentSizeCategory {
    guard let category = ContentSizeCategory(name: name) else {
        throw CLIFailure(message: "\(option): unknown category '\(name)' (one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    return category
}

/// `--widths`: points from 1 to 10000.
func parseWidths(_ text: String) throws -> [Double] {
    try commaList(text, "--widths").map { item in
        guard let value = Double(item), value.isFinite, value >= 1, value <= 10_000 else {
            throw CLIFailure(message: "--widths: '\(item)' is not a width in points (1 to 10000)")
        }
        return value
    }
}
