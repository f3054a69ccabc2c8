import ButtonStackBase
import ButtonLayout
import ButtonSpec
import ButtonStrings

/// The room each key of an app's strings has, for translators: from `budgets`' rows, the
/// narrowest over every stack, button and width that shows the key.
public struct KeyRoom: Sendable {
    /// The strings table.
    public var table: String
    /// The key in it.
    public var key: String
    /// The source language's text (the first row's, as shown with its arguments).
    public var source: String
    /// At each text size planned, in size order: the smallest room in points, and the rows it
    /// was taken from (for characters).
    public var sizes: [SizeRoom]

    /// The room at one text size.
    public struct SizeRoom: Sendable {
        /// The text size.
        public var textSize: ContentSizeCategory
        /// The smallest room of the rows, in points.
        public var points: Double
        /// The key's rows at this size.
        public var rows: [BudgetRow]
    }

    /// Whole points: the room at the default text size (`large`), else the smallest planned.
    public var maxWidth: Int {
        let large = sizes.first { $0.textSize == .large } ?? sizes.min { $0.points < $1.points }
        return Int(((large?.points ?? 0) + 1e-9).rounded(.down))
    }

    /// The widths the rows cover, for the note.
    var widths: [Double] { Array(Set(sizes.flatMap { $0.rows.map(\.width) })).sorted() }

}

/// Rooms by key, and what `budgets --xliff` and `--csv` write of them.
public enum TranslatorRooms {
    /// Every key the rows show, sorted by table and key.
    public static func keys(_ rows: [BudgetRow]) -> [KeyRoom] {
        var grouped: [String: [String: [BudgetRow]]] = [:]
        for row in rows {
            guard let key = row.key, let table = row.table else { continue }
            grouped[table, default: [:]][key, default: []].append(row)
        }
        return grouped.keys.sorted().flatMap { table in
            grouped[table]!.keys.sorted().map { key in
                let keyRows = grouped[table]![key]!
                let sizes = ContentSizeCategory.allCases.compactMap { size -> KeyRoom.SizeRoom? in
                    let atSize = keyRows.filter { $0.textSize == size }
                    guard let smallest = atSize.map(\.room).min() else { return nil }
                    return KeyRoom.SizeRoom(textSize: size, points: smallest, rows: atSize)
                }
                return KeyRoom(table: table, key: key, source: keyRows[0].source, sizes: sizes)
            }
        }
    }

    /// The fewest characters of `locale`'s average advance (`advances`) any of `rows` has room for.
    static func characters(_ rows: [BudgetRow], locale: String, advances: AverageAdvances) throws -> Int? {
        try rows.compactMap { row in
            try advances.advance(locale: locale, font: row.font, attributes: row.attributes).map { Int((row.room / $0 + 1e-9).rounded(.down)) }
        }.min()
    }

    /// The XLIFF room of `key`: its `maxwidth`, and a note with the room at every size planned,
    /// in points and characters of `locale`.
    public static func xliffRoom(_ key: KeyRoom, locale: String, advances: AverageAdvances) throws -> XLIFFRoom {
        let sizes = try key.sizes.map { size in
            let characters = try characters(size.rows, locale: locale, advances: advances)
            return "\(size.textSize.rawValue) \(short(size.points, places: 1))\(characters.map { " (≈ \($0))" } ?? "")"
        }
        let widths = key.widths.map { short($0) }.joined(separator: ", ")
        let note = "Room for this text on its button, in points (≈ characters of \(locale)) at each text size, "
            + "the narrowest of its stacks \(widths) pt wide: \(sizes.joined(separator: ", ")). "
            + "Up to this width its stack keeps its layout; where no layout is kept, the text is still shown whole. (button-stack budgets)"
        return XLIFFRoom(maxWidth: key.maxWidth, note: note)
    }

    /// `key,source,points,characters,table`: one line a key, points at the default text size,
    /// characters of `locale` at that size.
    public static func csv(_ keys: [KeyRoom], locale: String?, advances: AverageAdvances) throws -> String {
        var lines = ["key,source,points,characters,table"]
        for key in keys {
            let rows = (key.sizes.first { $0.textSize == .large } ?? key.sizes.min { $0.points < $1.points })?.rows ?? []
            let characters = try characters(rows, locale: locale ?? rows.first?.sourceLocale ?? "en", advances: advances)
            lines.append([key.key, key.source, String(key.maxWidth), characters.map(String.init) ?? "", key.table].map(csvField).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
