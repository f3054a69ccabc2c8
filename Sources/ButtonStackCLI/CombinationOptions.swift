import ButtonStackBase
import ArgumentParser
import ButtonLayout
import ButtonStackKit

/// The items of a comma-separated option, or a one-line error when there are none.
func commaList(_ text: String, _ option: String) throws -> [String] {
    let items = text.split(separator: ",").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
    guard !items.isEmpty else { throw CLIFailure(message: "\(option): is empty") }
    return items
}

/// The items of a comma-separated option, each at most once: a repeated item would render the
/// same image twice, so it is refused by name.
func distinctList(_ text: String, _ option: String) throws -> [String] {
    let items = try commaList(text, option)
    var seen = Set<String>()
    for item in items where !seen.insert(item.lowercased()).inserted {
        throw CLIFailure(message: "\(option): '\(item)' is given twice")
    }
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
        options.locales = try locales.map { try distinctList($0, "--locales") }
        options.textSizes = try textSizes.map(parseTextSizes)
        options.widths = try widths.map(parseWidths)
    }
}

/// `--text-sizes`: categories by name, or `all`.
func parseTextSizes(_ text: String) throws -> [ContentSizeCategory] {
    if text.lowercased() == "all" { return ContentSizeCategory.allCases }
    let categories = try commaList(text, "--text-sizes").map { try parseCategory($0, option: "--text-sizes") }
    for (index, category) in categories.enumerated() where categories[..<index].contains(category) {
        throw CLIFailure(message: "--text-sizes: '\(category.rawValue)' is given twice")
    }
    return categories
}

/// A text size category by its UIKit name, or a one-line error listing them.
func parseCategory(_ name: String, option: String) throws -> ContentSizeCategory {
    guard let category = ContentSizeCategory(name: name) else {
        throw CLIFailure(message: "\(option): unknown category '\(name)' (one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    return category
}

/// `--widths`: points from 1 to 10000, each at most once.
func parseWidths(_ text: String) throws -> [Double] {
    let widths = try commaList(text, "--widths").map { try parseWidth($0, option: "--widths") }
    for (index, width) in widths.enumerated() where widths[..<index].contains(width) {
        throw CLIFailure(message: "--widths: '\(short(width))' is given twice")
    }
    return widths
}

/// The widths every command accepts, in points: what `render` can draw.
let widthRange: ClosedRange<Double> = 1...10_000

/// One width in points from ``widthRange``, for `option`.
func parseWidth(_ item: String, option: String) throws -> Double {
    guard let value = Double(item), value.isFinite, widthRange.contains(value) else {
        throw CLIFailure(message: "\(option): '\(item)' is not a width in points (1 to 10000)")
    }
    return value
}
