import ArgumentParser
import ButtonLayout
import ButtonStackBase
import ButtonStackSystem
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

/// A comma-separated option value. Reading it never fails (so swift-argument-parser's generic
/// "invalid value" message never appears); `validate()` calls ``values(_:)``, which throws one
/// line naming the option, the item and the problem.
struct ListOption<Item: ListItem>: ExpressibleByArgument, Sendable {
    private let parsed: Result<[Item], CLIFailure>
    private let argument: String

    init?(argument: String) {
        self.argument = argument
        parsed = Self.parse(argument)
    }

    /// The items, or a one-line failure naming `option`.
    func values(_ option: String) throws -> [Item] {
        switch parsed {
        case .success(let items): return items
        case .failure(let failure): throw CLIFailure(message: "\(option): \(failure.message)")
        }
    }

    var defaultValueDescription: String { argument }

    private static func parse(_ argument: String) -> Result<[Item], CLIFailure> {
        let texts = argument.split(separator: ",").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        guard !texts.isEmpty else { return .failure(CLIFailure(message: "is empty")) }
        var items: [Item] = []
        var seen = Set<String>()
        for text in texts {
            switch Item.parse(text) {
            case .failure(let problem): return .failure(CLIFailure(message: "'\(text)' \(problem.reason)"))
            case .success(let item):
                guard seen.insert(item.key).inserted else { return .failure(CLIFailure(message: "'\(item.shown)' is given twice")) }
                items.append(item)
            }
        }
        return .success(items)
    }
}

/// A locale tag: any non-empty text (a locale no title map has falls back to English).
struct LocaleItem: ListItem {
    var tag: String
    static func parse(_ text: String) -> Result<LocaleItem, ItemProblem> {
        guard text.lowercased() == "all" || LanguageTag.isWellFormed(text) else {
            return .failure(ItemProblem(reason: "is not a locale tag (like de, pt-BR, zh-Hant) or all"))
        }
        return .success(LocaleItem(tag: text))
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

/// `--text-sizes`: categories, or `all`.
struct TextSizesOption: ExpressibleByArgument, Sendable {
    private let list: ListOption<ContentSizeCategory>?
    private let all: Bool

    init?(argument: String) {
        all = argument.trimmingWhitespace.lowercased() == "all"
        list = all ? nil : ListOption(argument: argument)
    }

    func values(_ option: String) throws -> [ContentSizeCategory] {
        if all { return ContentSizeCategory.allCases }
        return try list?.values(option) ?? []
    }
}

/// `--modes`: natural, all, or modes 1–4.
struct ModesOption: ExpressibleByArgument, Sendable {
    private let keyword: ModeSelection?
    private let list: ListOption<StackMode>?
    private let argument: String

    init?(argument: String) {
        self.argument = argument
        switch argument.trimmingWhitespace.lowercased() {
        case "natural": keyword = .natural
        case "all": keyword = .forced(StackMode.allCases)
        default: keyword = nil
        }
        list = keyword == nil ? ListOption(argument: argument) : nil
    }

    func value(_ option: String) throws -> ModeSelection {
        if let keyword { return keyword }
        return .forced(try list?.values(option) ?? [])
    }

    var defaultValueDescription: String { argument }
}

/// One value of an option, read like a list item: reading never fails; ``value(_:)`` throws one
/// line naming the option, the value and the problem (called from `validate()`).
struct OneOption<Item: ListItem>: ExpressibleByArgument, Sendable {
    private let parsed: Result<Item, ItemProblem>
    private let argument: String

    init?(argument: String) {
        self.argument = argument
        parsed = Item.parse(argument.trimmingWhitespace)
    }

    /// The value, or a one-line failure naming `option`.
    func value(_ option: String) throws -> Item {
        switch parsed {
        case .success(let item): return item
        case .failure(let problem): throw CLIFailure(message: "\(option): '\(argument)' \(problem.reason)")
        }
    }

    var defaultValueDescription: String { argument }
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
