/// What `budgets` tells translators about one key in an XLIFF file: a `maxwidth` in points on
/// each of its `trans-unit`s, and a note.
public struct XLIFFRoom: Sendable, Hashable {
    /// Whole points: the title's room at the default text size.
    public var maxWidth: Int
    /// The room at every text size, in words.
    public var note: String

    /// A room of `maxWidth` points, described by `note`.
    public init(maxWidth: Int, note: String) {
        self.maxWidth = maxWidth
        self.note = note
    }
}

/// Adds ``XLIFFRoom``s to an XLIFF 1.2 file (as Xcode exports it) by editing its text in place:
/// each `trans-unit` of a key with a room gains `maxwidth="N" size-unit="point"` in its start tag
/// (or has the values of those it has replaced) and a `<note from="button-stack">` after its other
/// children (replacing one an earlier run added). Every other byte is left as it was.
public enum XLIFFRooms {
    /// The name a note's `from` carries, so a later run finds and replaces its own.
    public static let noteAuthor = "button-stack"

    /// The largest XLIFF file read: an app's export in one language is some megabytes.
    public static let byteLimit = 256 << 20

    /// The `target-language` of each `<file>` of the document (nil where it has none), in order.
    /// - Throws: ``XMLTagScanner/Problem`` when the file's tags cannot be read.
    public static func targetLanguages(in bytes: [UInt8]) throws(XMLTagScanner.Problem) -> [String?] {
        var languages: [String?] = []
        try XMLTagScanner(bytes: bytes).scan { tag throws(XMLTagScanner.Problem) in
            if tag.name == "file" && !tag.isClosing { languages.append(tag.value(of: "target-language")) }
        }
        return languages
    }

    /// How deep elements may nest: XLIFF's are a handful of levels deep.
    public static let maximumDepth = 256

    /// `bytes` with the rooms `room(table, key, targetLanguage)` gives added, and the ids of the
    /// units that gained one, in file order. `table` is the name of the file's `original`
    /// (`Localizable` for `App/Localizable.xcstrings`, nil without one); `key` is the unit's key
    /// (``key(of:)``: a String Catalog variation's or a `.stringsdict` entry's is the key it belongs to).
    /// - Throws: ``XMLTagScanner/Problem`` when the file's tags cannot be read or do not nest.
    public static func annotate(
        _ bytes: [UInt8], room: (_ table: String?, _ key: String, _ targetLanguage: String?) -> XLIFFRoom?
    ) throws(XMLTagScanner.Problem) -> (bytes: [UInt8], annotated: [String]) {
        let scanner = XMLTagScanner(bytes: bytes)
        var edits: [Edit] = []
        var annotated: [String] = []
        var open: [(name: String, offset: Int)] = []
        var file: XMLTagScanner.Tag?
        var unit: OpenUnit?
        try scanner.scan { tag throws(XMLTagScanner.Problem) in
            if tag.isClosing {
                guard let last = open.last, last.name == tag.name else {
                    throw XMLTagScanner.Problem(line: scanner.line(of: tag.range.lowerBound), problem: "</\(tag.name)> closes \(open.last.map { "<\($0.name)>" } ?? "nothing")")
                }
                open.removeLast()
                if tag.name == "trans-unit", let finished = unit, open.count == finished.depth {
                    let table = file?.value(of: "original").map(tableName)
                    if let found = room(table, key(of: finished.id), file?.value(of: "target-language")) {
                        edits += finished.edits(for: found, closing: tag, in: bytes)
                        annotated.append(finished.id)
                    }
                    unit = nil
                } else if tag.name == "note", unit?.depth == open.count - 1, let start = unit?.ownNoteStart {
                    unit?.ownNotes.append(start..<tag.range.upperBound)
                    unit?.ownNoteStart = nil
                } else if tag.name == "file" {
                    file = nil
                }
                return
            }
            let depth = open.count
            if !tag.isEmpty {
                guard depth < maximumDepth else {
                    throw XMLTagScanner.Problem(line: scanner.line(of: tag.range.lowerBound), problem: "elements nest more than \(maximumDepth) deep")
                }
                open.append((tag.name, tag.range.lowerBound))
            }
            if tag.name == "file" {
                file = tag
            } else if tag.name == "trans-unit", unit == nil, !tag.isEmpty, let id = tag.value(of: "id") {
                unit = OpenUnit(start: tag, id: id, depth: depth)
            } else if let current = unit, depth == current.depth + 1 {
                unit?.children.append(tag)
                if tag.name == "note", tag.value(of: "from") == noteAuthor, !tag.isEmpty {
                    unit?.ownNoteStart = spaceStart(before: tag.range.lowerBound, in: bytes)
                }
            }
        }
        if let last = open.last {
            throw XMLTagScanner.Problem(line: scanner.line(of: last.offset), problem: "<\(last.name)> is not closed")
        }
        return (apply(edits, to: bytes), annotated)
    }

    /// `App/en.lproj/Localizable.strings` → `Localizable`.
    static func tableName(_ original: String) -> String {
        let file = original.split(separator: "/").last.map(String.init) ?? original
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// A unit's key: its id, less a String Catalog variation's tail (`key|==|plural.one` → `key`)
    /// or a `.stringsdict` entry's path (`/key:dict/NSStringLocalizedFormatKey:dict/:string` → `key`).
    public static func key(of id: String) -> String {
        if let range = id.firstRange(of: "|==|") { return String(id[..<range.lowerBound]) }
        if id.hasPrefix("/"), let range = id.firstRange(of: ":dict/") { return String(id[id.index(after: id.startIndex)..<range.lowerBound]) }
        return id
    }

    /// Where the white space just before `offset` starts.
    static func spaceStart(before offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, XMLTagScanner.isSpace(bytes[start - 1]) { start -= 1 }
        return start
    }

    /// One replacement of a byte range.
    struct Edit {
        var range: Range<Int>
        var bytes: [UInt8]
    }

    /// A `trans-unit` being read: its start tag, its direct children, notes of ours.
    struct OpenUnit {
        var start: XMLTagScanner.Tag
        var id: String
        /// How many elements enclose it.
        var depth: Int
        var children: [XMLTagScanner.Tag] = []
        var ownNoteStart: Int?
        var ownNotes: [Range<Int>] = []

        init(start: XMLTagScanner.Tag, id: String, depth: Int) {
            self.start = start
            self.id = id
            self.depth = depth
        }

        /// The edits that give this unit `room`.
        func edits(for room: XLIFFRoom, closing: XMLTagScanner.Tag, in bytes: [UInt8]) -> [Edit] {
            var edits: [Edit] = []
            var added = ""
            for (name, value) in [("maxwidth", String(room.maxWidth)), ("size-unit", "point")] {
                if let existing = start.attributes.first(where: { $0.name == name }) {
                    edits.append(Edit(range: existing.valueRange, bytes: Array(value.utf8)))
                } else {
                    added += " \(name)=\"\(value)\""
                }
            }
            if !added.isEmpty { edits.append(Edit(range: start.attributesEnd..<start.attributesEnd, bytes: Array(added.utf8))) }
            edits += ownNotes.map { Edit(range: $0, bytes: []) }
            // After the other notes, before any alternative translation (XLIFF 1.2's order).
            let anchor = children.first { $0.name == "alt-trans" }?.range.lowerBound ?? closing.range.lowerBound
            let at = spaceStart(before: anchor, in: bytes)
            let indent = children.first.map { bytes[spaceStart(before: $0.range.lowerBound, in: bytes)..<$0.range.lowerBound] } ?? []
            let note = "<note from=\"\(noteAuthor)\">\(XMLText.escaped(room.note))</note>"
            edits.append(Edit(range: at..<at, bytes: Array(indent) + Array(note.utf8)))
            return edits
        }
    }

    /// `bytes` with `edits` (which do not overlap) made.
    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.bytes.count })
        var copied = 0
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
            result += bytes[copied..<edit.range.lowerBound]
            result += edit.bytes
            copied = edit.range.upperBound
        }
        result += bytes[copied...]
        return result
    }
}
