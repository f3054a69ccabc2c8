import ButtonStackCommandLine
import ButtonStackOutput
import StackEngine
import ArgumentParser
import ButtonLayout
import ButtonStackBase
import ButtonStackFiles
import ButtonStackKit
import Typesetter

/// One item of a comma-separated option: how it is read from text, and what makes two items the
/// same (a repeated item would render the same image twice).
protocol ListItem: Sendable {
    /// The item in `text`, or what is wrong with it ("is not 1, 2 or 3").
    static func parse(_ text: String) -> Result<Self, ItemProblem>
    /// Items with the same key are the same item.
    var key: String { get }
    /// The key, as written in a message.
    var shown: String { get }
}

/// Why an item was refused, completed with the item's text in the message.
struct ItemProblem: Error {
    var reason: String
}

/// Why an option's value was refused: one line without the option's name, which
/// swift-argument-parser knows and ``ButtonStackCommand`` puts in front (`--widths: '0' is not a
/// width in points (1 to 10000)`), so no option's name is written twice.
struct OptionProblem: Error, CustomStringConvertible {
    var description: String
}

/// How option values are read: each a `transform:` of its `@Option`, so a bad value is refused
/// while the arguments are parsed, before `validate()` and `run()`.
enum OptionValue {
    /// A comma-separated list of items, each once.
    static func list<Item: ListItem>(_ argument: String) throws -> [Item] {
        let texts = argument.split(separator: ",").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        guard !texts.isEmpty else { throw OptionProblem(description: "is empty") }
        var items: [Item] = []
        var seen = Set<String>()
        for text in texts {
            switch Item.parse(text) {
            case .failure(let problem): throw OptionProblem(description: "'\(text)' \(problem.reason)")
            case .success(let item):
                guard seen.insert(item.key).inserted else { throw OptionProblem(description: "'\(item.shown)' is given twice") }
                items.append(item)
            }
        }
        return items
    }

    /// One item.
    static func one<Item: ListItem>(_ argument: String) throws -> Item {
        switch Item.parse(argument.trimmingWhitespace) {
        case .success(let item): return item
        case .failure(let problem): throw OptionProblem(description: "'\(argument)' \(problem.reason)")
        }
    }

    /// Text size categories, or `all`.
    static func textSizes(_ argument: String) throws -> [ContentSizeCategory] {
        argument.trimmingWhitespace.lowercased() == "all" ? ContentSizeCategory.allCases : try list(argument)
    }

    /// `natural`, `all`, or modes 1–4.
    static func modes(_ argument: String) throws -> ModeSelection {
        switch argument.trimmingWhitespace.lowercased() {
        case "natural": return .natural
        case "all": return .forced(StackMode.allCases)
        default: return .forced(try list(argument))
        }
    }

    /// A number in `range` (above its lower bound when `excludingLower`), described as `what`
    /// when it is not (`a point size (above 0 and at most 1000)`).
    static func number(in range: ClosedRange<Double>, excludingLower: Bool = false, _ what: String) -> @Sendable (String) throws -> Double {
        { argument in
            guard let value = Double(argument.trimmingWhitespace), value.isFinite, range.contains(value),
                  !excludingLower || value > range.lowerBound else {
                throw OptionProblem(description: "'\(argument)' is not \(what)")
            }
            return value
        }
    }

    /// An absolute path.
    static func absolutePath(_ argument: String) throws -> String {
        guard argument.hasPrefix("/") else { throw OptionProblem(description: "'\(argument)' must be an absolute path") }
        return argument
    }

    /// The name of a PNG file to write.
    static func pngFileName(_ argument: String) throws -> String {
        guard argument.hasSuffix(".png") else { throw OptionProblem(description: "'\(argument)' is not a .png file name") }
        return argument
    }

    /// A whole number in `range`, described as `what` when it is not.
    static func count(in range: ClosedRange<Int>, _ what: String) -> @Sendable (String) throws -> Int {
        { argument in
            guard let value = Int(argument.trimmingWhitespace), range.contains(value) else {
                throw OptionProblem(description: "'\(argument)' is not \(what)")
            }
            return value
        }
    }
}

/// A locale tag: any non-empty text (a locale no title map has falls back to English).
struct LocaleItem: ListItem {
    var tag: String
    static func parse(_ text: String) -> Result<LocaleItem, ItemProblem> {
        if text.lowercased() == "all" { return .success(LocaleItem(tag: "all")) }
        guard LanguageTag.namesALanguage(text) else {
            return .failure(ItemProblem(reason: "is not a locale tag (like de, pt-BR, zh-Hant) or all"))
        }
        // Spelled as the app's files and the references are (`HE` is `he`), so names match.
        return .success(LocaleItem(tag: LanguageTag.canonical(text)))
    }
    var key: String { tag.lowercased().replacing("_", with: "-") }
    var shown: String { tag }
}

/// A width in points, 1 to 10000: what `render` can draw, so `layout` takes the same widths.
struct WidthItem: ListItem {
    static let range: ClosedRange<Double> = 1...10_000
    var points: Double
    static func parse(_ text: String) -> Result<WidthItem, ItemProblem> {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            return .failure(ItemProblem(reason: "is not a width in points (1 to 10000)"))
        }
        return .success(WidthItem(points: value))
    }
    var key: String { short(points, places: 6) }
    var shown: String { key }
}

/// A display scale: 1, 2 or 3.
struct ScaleItem: ListItem {
    var scale: Double
    static func parse(_ text: String) -> Result<ScaleItem, ItemProblem> {
        guard let value = Double(text), [1, 2, 3].contains(value) else { return .failure(ItemProblem(reason: "is not 1, 2 or 3")) }
        return .success(ScaleItem(scale: value))
    }
    var key: String { short(scale) }
    var shown: String { key }
}

extension Appearance: ListItem {
    static func parse(_ text: String) -> Result<Appearance, ItemProblem> {
        Appearance(rawValue: text.lowercased()).map { .success($0) } ?? .failure(ItemProblem(reason: "is not light or dark"))
    }
    var key: String { rawValue }
    var shown: String { rawValue }
}

extension ContentSizeCategory: ListItem {
    static func parse(_ text: String) -> Result<ContentSizeCategory, ItemProblem> {
        ContentSizeCategory(name: text).map { .success($0) }
            ?? .failure(ItemProblem(reason: "is not a text size category (one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")))"))
    }
    var key: String { rawValue }
    var shown: String { rawValue }
}

extension StackMode: ListItem {
    static func parse(_ text: String) -> Result<StackMode, ItemProblem> {
        Int(text).flatMap(StackMode.init(rawValue:)).map { .success($0) } ?? .failure(ItemProblem(reason: "is not 1, 2, 3 or 4"))
    }
    var key: String { String(rawValue) }
    var shown: String { key }
}

extension LayoutDirection: ListItem {
    static func parse(_ text: String) -> Result<LayoutDirection, ItemProblem> {
        LayoutDirection(rawValue: text.lowercased()).map { .success($0) } ?? .failure(ItemProblem(reason: "is not ltr or rtl"))
    }
    var key: String { rawValue }
    var shown: String { rawValue }
}

/// The app font of `--font` given once (regular) or twice (regular, then bold), or nil.
func appFont(_ files: [String]) throws -> AppFont? {
    guard !files.isEmpty else { return nil }
    guard files.count <= 2 else { throw CLIFailure(message: "--font: give it once (regular) or twice (regular, then bold), not \(files.count) times") }
    for file in files {
        switch Folder.kind(of: file) {
        case .file: continue
        case .folder: throw CLIFailure(message: "--font \(file): is a folder, not a font file")
        default: throw CLIFailure(message: "--font \(file): no such file")
        }
    }
    return AppFont(regular: AppFont.File(path: files[0]), bold: files.count > 1 ? AppFont.File(path: files[1]) : nil)
}

extension Shard: ListItem {
    static func parse(_ text: String) -> Result<Shard, ItemProblem> {
        Shard(text).map { .success($0) }
            ?? .failure(ItemProblem(reason: "is not a shard I/N (whole numbers, 1 ≤ I ≤ N ≤ \(Shard.maximumCount), e.g. 2/3)"))
    }
    var key: String { description }
    var shown: String { description }
}

extension SheetColumns: ListItem {
    static func parse(_ text: String) -> Result<SheetColumns, ItemProblem> {
        SheetColumns(rawValue: text.lowercased()).map { .success($0) } ?? .failure(ItemProblem(reason: "is not sizes, widths or modes"))
    }
    var key: String { rawValue }
    var shown: String { rawValue }
}

/// `--sheet-scale`: a contact sheet's thumbnail pixels a point, 0.5 to 3.
struct SheetScaleItem: ListItem {
    var scale: Double
    static func parse(_ text: String) -> Result<SheetScaleItem, ItemProblem> {
        guard let value = Double(text), value.isFinite, ContactSheet.scales.contains(value) else {
            return .failure(ItemProblem(reason: "is not a number of pixels a point from \(short(ContactSheet.scales.lowerBound)) to \(short(ContactSheet.scales.upperBound))"))
        }
        return .success(SheetScaleItem(scale: value))
    }
    var key: String { short(scale, places: 6) }
    var shown: String { key }
}
