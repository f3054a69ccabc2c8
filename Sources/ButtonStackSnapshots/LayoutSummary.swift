#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ButtonStackLint
import ButtonSpec
import StackEngine
import ButtonStackBase
import ButtonStackFiles
import ButtonLayout
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rasterizer

/// What a reference image's layout was, kept beside the images so a failure can say what moved
/// ("de, accessibilityLarge, 390 pt: mode 2 → 3") and not only which pixels changed.
public struct LayoutSummary: Codable, Sendable, Equatable {
    /// The mode, 1–4.
    public var mode: Int
    /// Stack width in points.
    public var width: Double
    /// Stack height in points.
    public var height: Double
    /// Each button where it was placed, in the stack's order (in the file, as the two lists
    /// `buttons` and `titles` of [x, y, width, height] in points that record has always written).
    public var placements: [PlacedButton]
    /// The texts the picture was laid out with, a title each (nil in a file written before
    /// texts were kept: such a reference cannot tell a text change from a regression).
    public var texts: [ShownText]?
    /// The warnings and errors lint found in the picture (nil in an older file).
    public var findings: [SummaryFinding]?

    /// The summary of `layout`.
    public init<SetLine, Origin>(_ layout: StackLayout<SetLine, Origin>) {
        mode = layout.mode.rawValue
        width = rounded(layout.size.width)
        height = rounded(layout.size.height)
        placements = layout.buttons.map { PlacedButton(frame: box($0.frame), title: box($0.title)) }
    }

    /// The summary of a laid-out stack: its layout, each button's title as shown (with the key it
    /// came from) and its warnings and errors.
    public init(_ stack: LaidOutStack, findings: [LintFinding]) {
        self.init(stack.layout)
        texts = stack.buttons.flatMap { button -> [ShownText] in
            let spec = button.spec, locale = stack.request.locale
            // The title shown is the loading title while loading, as the engine picks it.
            let title = spec.loading ? (spec.loadingTitle ?? spec.title) : spec.title
            var shown = [ShownText(button: button.index, key: title.reference?.key, table: title.reference?.table,
                                   locale: locale, text: button.content.title)]
            if let subtitle = button.content.subtitle {
                shown.append(ShownText(button: button.index, part: .subtitle, key: spec.subtitle?.reference?.key,
                                       table: spec.subtitle?.reference?.table, locale: locale, text: subtitle))
            }
            return shown
        }
        self.findings = findings.filter { $0.severity >= .warning }.map { SummaryFinding(rule: $0.rule.rawValue, button: $0.button) }
    }

    /// How the texts changed from `self` (the reference) to `actual`: only the texts of the same
    /// buttons' same titles and subtitles from the same keys. Empty when nothing but texts
    /// changed is not so — a button or a subtitle added or gone, a key swapped (the code or the
    /// spec changed: a regression) — or when the reference kept no texts.
    public func textChanges(to actual: LayoutSummary) -> [TextChange] {
        guard let old = texts, let new = actual.texts else { return [] }
        let before = Dictionary(old.map { ($0.slot, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.map { ($0.slot, $0) }, uniquingKeysWith: { first, _ in first })
        guard Set(before.keys) == Set(after.keys), before.allSatisfy({ after[$0.key]?.key == $0.value.key }) else { return [] }
        return before.keys.sorted().compactMap { slot in
            guard let was = before[slot], let now = after[slot], was.text != now.text else { return nil }
            return TextChange(button: slot.button, part: now.part, key: now.key, locale: now.locale, old: was.text, new: now.text)
        }
    }

    /// What changed from `self` (the reference) to `actual`, in words; empty when nothing did.
    public func changes(to actual: LayoutSummary) -> [String] {
        var changes: [String] = []
        if mode != actual.mode { changes.append("mode \(mode) → \(actual.mode)") }
        if height != actual.height { changes.append("height \(short(height)) → \(short(actual.height)) pt") }
        if placements.count != actual.placements.count { changes.append("\(placements.count) → \(actual.placements.count) buttons") }
        // Each button with the same button of the fresh picture: the stack's n-th, its identity in the spec.
        for (index, (was, now)) in zip(placements, actual.placements).enumerated() {
            if was.frame != now.frame {
                changes.append("button \(index) frame \(text(was.frame)) → \(text(now.frame))")
            } else if was.title != now.title, was.title != nil, now.title != nil {
                changes.append("button \(index) title \(text(was.title)) → \(text(now.title))")
            }
        }
        return changes
    }

    private func text(_ values: [Double]?) -> String {
        guard let values else { return "none" }
        return values.count == 4 ? "(\(short(values[0])), \(short(values[1])), \(short(values[2]))×\(short(values[3])))" : "\(values)"
    }

    private enum CodingKeys: String, CodingKey {
        case mode, width, height, buttons, titles, texts, findings
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        mode = try container.decode(Int.self, forKey: .mode)
        width = try container.decode(Double.self, forKey: .width)
        height = try container.decode(Double.self, forKey: .height)
        let frames = try container.decode([[Double]].self, forKey: .buttons)
        let titles = try container.decodeIfPresent([[Double]].self, forKey: .titles) ?? []
        // The file keeps a button's frame and its title's frame in two lists; they become one
        // value here, the title only where the file has one.
        placements = frames.enumerated().map { index, frame in
            PlacedButton(frame: frame, title: titles.indices.contains(index) ? titles[index] : nil)
        }
        texts = try container.decodeIfPresent([ShownText].self, forKey: .texts)
        findings = try container.decodeIfPresent([SummaryFinding].self, forKey: .findings)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(placements.map(\.frame), forKey: .buttons)
        try container.encode(placements.compactMap(\.title), forKey: .titles)
        try container.encodeIfPresent(texts, forKey: .texts)
        try container.encodeIfPresent(findings, forKey: .findings)
    }
}

/// One button of a ``LayoutSummary``: its frame and its title's, each [x, y, width, height] in
/// points, rounded.
public struct PlacedButton: Sendable, Equatable {
    /// The button's frame.
    public var frame: [Double]
    /// The title's frame (nil only in a damaged file that lists fewer titles than buttons).
    public var title: [Double]?
}

/// [x, y, width, height] of `rect`, each rounded as a summary keeps it.
private func box(_ rect: Rect) -> [Double] {
    [rounded(rect.x), rounded(rect.y), rounded(rect.width), rounded(rect.height)]
}

/// One button's title as a picture showed it: the key it came from (nil for the spec's own
/// text), the locale and the text.
public struct ShownText: Codable, Sendable, Hashable {
    /// Which text of a button: its title or its subtitle.
    public enum Part: String, Codable, Sendable, Comparable {
        case title, subtitle
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .title && rhs == .subtitle }
    }

    /// A button's text, by the button and the part.
    struct Slot: Hashable, Comparable {
        var button: Int
        var part: Part
        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.button, lhs.part) < (rhs.button, rhs.part) }
    }

    /// The button's index.
    public var button: Int
    /// The subtitle's text, or nil for the title (written only for a subtitle).
    public var part: Part?
    /// The key in the app's strings, or nil.
    public var key: String?
    /// The key's table, or nil.
    public var table: String?
    /// The locale the picture was drawn in.
    public var locale: String
    /// The text as shown.
    public var text: String

    /// A button's `part` (nil: its title) as shown in `locale`, from `key` of `table` when it comes
    /// from the app's strings.
    public init(button: Int, part: Part? = nil, key: String?, table: String?, locale: String, text: String) {
        self.button = button
        self.part = part == .title ? nil : part
        self.key = key
        self.table = table
        self.locale = locale
        self.text = text
    }

    var slot: Slot { Slot(button: button, part: part ?? .title) }
}

/// A warning or an error a picture had, by rule and button.
public struct SummaryFinding: Codable, Sendable, Hashable {
    /// The rule's id.
    public var rule: String
    /// The button it is about, or nil.
    public var button: Int?
}

/// A title whose text differs between a reference and a fresh picture.
public struct TextChange: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The button's index.
    public var button: Int
    /// The subtitle, or nil for the title.
    public var part: ShownText.Part?
    /// The key the text comes from, or nil for the spec's own text.
    public var key: String?
    /// The locale.
    public var locale: String
    /// The reference's text.
    public var old: String
    /// The fresh text.
    public var new: String

    /// `button 1 'share' (de): 'Teilen' → 'Freigeben'` (`button 1 subtitle …` for a subtitle).
    public var description: String {
        "button \(button)\(part == .subtitle ? " subtitle" : "")\(key.map { " '\($0)'" } ?? "") (\(locale)): '\(old)' → '\(new)'"
    }
}

/// `layouts.json` in a snapshot folder: file name → layout summary.
public struct LayoutSummaries: Codable, Sendable {
    /// File name → summary.
    public var layouts: [String: LayoutSummary]

    /// The largest `layouts.json` read (1,772 references hold 2 MB).
    public static let maximumFileSize = 256 << 20

    /// Reads `folder/layouts.json`, or an empty set when there is none. It comes with a pull
    /// request like the references: read only as a regular file (never through a link), bounded.
    /// - Throws: ``FileSystemError`` naming the file when it cannot be read or is not a layouts
    ///   file (a merge's conflict markers, say): better one line than every picture called a
    ///   regression, or the file written again with only the pictures just recorded.
    public static func read(folder: String) throws(FileSystemError) -> LayoutSummaries {
        let path = folder + "/layouts.json"
        guard Folder.kind(of: path) != .missing else { return LayoutSummaries(layouts: [:]) }
        let bytes = try FileContents.read(path, limit: maximumFileSize, plainFileOnly: true)
        guard let summaries = try? JSONDecoder().decode(LayoutSummaries.self, from: Data(bytes)) else {
            throw FileSystemError(path: path, reason: "is not a layouts file as record writes it (a merge conflict?): restore it, or delete it and record the folder again")
        }
        return summaries
    }

    /// Writes `folder/layouts.json` atomically.
    public func write(folder: String) throws {
        try AtomicFile.write(try JSONOutput.string(self), to: folder + "/layouts.json")
    }

    /// Sets `layouts` in `folder/layouts.json`, keeping its other entries: the file is read and
    /// written again holding an exclusive lock on the folder (`flock`), so runs recording into one
    /// folder at once — threads or processes — each keep what the others wrote.
    public static func update(folder: String, with layouts: [String: LayoutSummary]) throws {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: folder, errno: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw FileSystemError(path: folder, errno: errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        var summaries = try read(folder: folder)
        summaries.layouts.merge(layouts) { _, new in new }
        try summaries.write(folder: folder)
    }
}
