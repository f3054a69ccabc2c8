import CHarfBuzz

/// What the typesetter takes from a face's own tables besides shaping: its line metrics and its
/// family name, read once when the face opens, straight from the bytes HarfBuzz already holds.
///
/// The values are FreeType 2.12's, rule for rule (`FT_Face`'s `ascender`, `descender` and
/// `family_name`, and `hhea`'s line gap), which is what every measurement and reference picture was
/// made with: they were read by opening each face a second time through FreeType, under one lock
/// for the whole process. That second open parsed the whole face (Noto Sans CJK's took 0.5–0.9 ms)
/// while every other thread wanting a face waited; reading five fields from three tables needs
/// neither. `TypesetterTests` check the rules against FreeType itself for every font at hand.
struct FaceTables: Equatable, Sendable {
    /// Ascender in design units, positive above the baseline.
    var ascender: Int
    /// Descender in design units, negative below the baseline.
    var descender: Int
    /// `hhea` line gap in design units.
    var lineGap: Int
    /// The family name, in ASCII ('?' for any other character); empty when the font names none.
    var family: String

    /// The tables of `face` (a HarfBuzz face); `shown` names the file in errors.
    /// - Throws: ``TypesetterError/fontUnreadable(path:reason:)`` where FreeType would refuse the
    ///   face: no `head` table or an impossible units per em, no `hhea` or `hmtx` table.
    static func read(_ face: OpaquePointer, shownAs shown: String) throws -> FaceTables {
        let tables = TableReader(face: face)
        defer { tables.release() }
        let has = { (tag: String) in tables[tag].bytes.count > 0 }

        // Which kind of face FreeType takes it for (`sfnt_load_face`): outlines unless it is a
        // colour-bitmap font (CBLC/CBDT); an Apple bitmap font has `bhed` and no outlines.
        var outlines = has("glyf") || has("CFF ") || has("CFF2")
        let appleBitmaps = !outlines && has("bhed")
        let headTable = appleBitmaps && !has("sbix") ? tables["bhed"] : tables["head"]
        guard let unitsPerEm = headTable.u16(18) else {
            throw TypesetterError.fontUnreadable(path: shown, reason: "has no 'head' table, so it cannot be drawn")
        }
        guard (16...16_384).contains(unitsPerEm) else {
            throw TypesetterError.fontUnreadable(path: shown, reason: "has \(unitsPerEm) units per em (16 to 16384 can be drawn)")
        }
        if has("CBLC") || has("CBDT") { outlines = false }
        let hhea = tables["hhea"], os2 = OS2(tables["OS/2"])
        // An Apple bitmap font's metrics are not read at all (FreeType reports zeros).
        if appleBitmaps {
            return FaceTables(ascender: 0, descender: 0, lineGap: 0, family: Self.family(tables["name"], os2: nil))
        }
        guard hhea.bytes.count >= 36 else {
            throw TypesetterError.fontUnreadable(path: shown, reason: "has no 'hhea' table (horizontal metrics), so it cannot be drawn")
        }
        guard has("hmtx") else {
            throw TypesetterError.fontUnreadable(path: shown, reason: "has no 'hmtx' table (advance widths), so it cannot be drawn")
        }
        let hheaAscender = hhea.i16(4) ?? 0, hheaDescender = hhea.i16(6) ?? 0

        // Its face flags: outlines with `sbix` bitmaps are "sbix", without them "scalable"; a face
        // that is neither and has no bitmap strikes is scalable too (it has only empty glyphs).
        let sbix = outlines && has("sbix")
        var scalable = outlines && !sbix
        if !scalable && tables.strikes == 0 { scalable = true }
        var ascender = 0, descender = 0
        if scalable || sbix {
            // FreeType's compromise: the typographic values where the font asks for them
            // (USE_TYPO_METRICS), else `hhea`'s, else where those are both zero `OS/2`'s.
            if let os2, os2.selection & 128 != 0 {
                (ascender, descender) = (os2.typoAscender, os2.typoDescender)
            } else {
                (ascender, descender) = (hheaAscender, hheaDescender)
                if ascender == 0 && descender == 0, let os2 {
                    if os2.typoAscender != 0 || os2.typoDescender != 0 {
                        (ascender, descender) = (os2.typoAscender, os2.typoDescender)
                    } else {
                        // FreeType's FT_Short arithmetic, overflow and all.
                        ascender = Int(Int16(truncatingIfNeeded: os2.winAscent))
                        descender = Int(Int16(truncatingIfNeeded: -Int(Int16(truncatingIfNeeded: os2.winDescent))))
                    }
                }
            }
        }
        // FreeType fills `ascender` and `descender` for scalable fonts only: a bitmap-only font
        // (Noto Color Emoji's CBDT) came out 0 and 0, and a line of emoji alone had no height (its
        // glyphs drawn over the line above). Its `hhea` has them, as CoreText reads them.
        if !scalable && ascender == 0 && descender == 0 {
            (ascender, descender) = (hheaAscender, hheaDescender)
        }
        return FaceTables(ascender: ascender, descender: descender, lineGap: hhea.i16(8) ?? 0, family: Self.family(tables["name"], os2: os2))
    }

    /// `OS/2` as FreeType loads it: nil ("missing") when it is shorter than its version's fields.
    private struct OS2 {
        var selection: Int
        var typoAscender: Int
        var typoDescender: Int
        var winAscent: Int
        var winDescent: Int

        init?(_ table: TableReader.Table) {
            guard let version = table.u16(0) else { return nil }
            // 78 bytes for version 0, then 8 more (code pages), 10 more (version 2), 4 more (5).
            let size = 78 + (version >= 1 ? 8 : 0) + (version >= 2 ? 10 : 0) + (version >= 5 ? 4 : 0)
            guard table.bytes.count >= size, let selection = table.u16(62), let typoAscender = table.i16(68),
                  let typoDescender = table.i16(70), let winAscent = table.u16(74), let winDescent = table.u16(76) else { return nil }
            (self.selection, self.typoAscender, self.typoDescender) = (selection, typoAscender, typoDescender)
            (self.winAscent, self.winDescent) = (winAscent, winDescent)
        }
    }

    /// The family name FreeType reports: for a face `OS/2` calls WWS-only, the typographic family
    /// (name 16), else the family (1); for any other, the WWS family (21), then 16, then 1.
    private static func family(_ table: TableReader.Table, os2: OS2?) -> String {
        let records = NameRecords(table)
        let order: [Int] = if let os2, os2.selection & 256 != 0 { [16, 1] } else { [21, 16, 1] }
        for nameID in order {
            if let name = records.english(nameID) { return name }
        }
        return ""
    }

    /// The `name` table's records as FreeType keeps them (`tt_face_load_name`): a record with no
    /// string, one whose string lies outside the table's storage, or one in a language tag the
    /// table does not have is dropped.
    private struct NameRecords {
        struct Record {
            var platform: Int, encoding: Int, language: Int, nameID: Int
            var string: Range<Int>
        }

        let table: TableReader.Table
        var records: [Record] = []

        init(_ table: TableReader.Table) {
            self.table = table
            guard let format = table.u16(0), let count = table.u16(2), let storage = table.u16(4) else { return }
            var storageStart = 6 + 12 * count
            let storageLimit = table.bytes.count
            guard storageStart <= storageLimit else { return }
            // Format 1 names languages by tag records after the name records; a record whose
            // string lies outside the storage counts as empty.
            var languageTagHasString: [Bool] = []
            if format == 1 {
                guard let tags = table.u16(storageStart) else { return }
                let tagsStart = storageStart + 2
                storageStart += 2 + 4 * tags
                languageTagHasString = (0..<tags).map { index in
                    guard let length = table.u16(tagsStart + 4 * index), let offset = table.u16(tagsStart + 4 * index + 2) else { return false }
                    return length > 0 && storage + offset >= storageStart && storage + offset + length <= storageLimit
                }
            }
            for index in 0..<count {
                let at = 6 + 12 * index
                guard let platform = table.u16(at), let encoding = table.u16(at + 2), let language = table.u16(at + 4),
                      let nameID = table.u16(at + 6), let length = table.u16(at + 8), let offset = table.u16(at + 10) else { continue }
                let start = storage + offset
                guard length > 0, start >= storageStart, start + length <= storageLimit else { continue }
                if format == 1 && language >= 0x8000 {
                    guard language - 0x8000 < languageTagHasString.count, languageTagHasString[language - 0x8000] else { continue }
                }
                records.append(Record(platform: platform, encoding: encoding, language: language, nameID: nameID, string: start..<(start + length)))
            }
        }

        /// Name `nameID` in English as FreeType picks it (`tt_face_get_name`): Windows' English
        /// entry (any Windows Unicode entry when there is no English one and no Macintosh one),
        /// else Macintosh's English or Roman entry, else a Unicode-platform entry; as ASCII.
        func english(_ nameID: Int) -> String? {
            var windows: Record?, windowsIsEnglish = false
            var appleEnglish: Record?, appleRoman: Record?, unicode: Record?
            for record in records where record.nameID == nameID {
                switch record.platform {
                case 0, 2: unicode = record
                case 1:
                    if record.language == 0 { appleEnglish = record } else if record.encoding == 0 { appleRoman = record }
                case 3:
                    let english = record.language & 0x3FF == 0x009
                    if (windows == nil || english) && [0, 1, 10].contains(record.encoding) {
                        windowsIsEnglish = english
                        windows = record
                    }
                default: break
                }
            }
            let apple = appleEnglish ?? appleRoman
            if let windows, !(apple != nil && !windowsIsEnglish) { return ascii(windows.string, utf16: true) }
            if let apple { return ascii(apple.string, utf16: false) }
            if let unicode { return ascii(unicode.string, utf16: true) }
            return nil
        }

        /// The string's characters up to the first NUL, each outside printable ASCII as '?'.
        private func ascii(_ range: Range<Int>, utf16: Bool) -> String {
            var characters: [UInt8] = []
            var at = range.lowerBound
            while at + (utf16 ? 1 : 0) < range.upperBound {
                let code = utf16 ? (table.u16(at) ?? 0) : Int(table.bytes[at])
                at += utf16 ? 2 : 1
                if code == 0 { break }
                characters.append(code < 32 || code > 127 ? UInt8(ascii: "?") : UInt8(code))
            }
            return String(decoding: characters, as: UTF8.self)
        }
    }
}

/// The tables of one HarfBuzz face, each referenced once and released together; the bytes stay
/// the face blob's (no copy).
private final class TableReader {
    /// One table's bytes, with big-endian reads that answer nil past its end.
    struct Table {
        let bytes: UnsafeRawBufferPointer

        func u16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        }

        func i16(_ offset: Int) -> Int? { u16(offset).map { Int(Int16(bitPattern: UInt16($0))) } }

        func u32(_ offset: Int) -> Int? {
            guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
            return high << 16 | low
        }
    }

    private let face: OpaquePointer
    private var blobs: [OpaquePointer] = []
    private var read: [String: Table] = [:]

    init(face: OpaquePointer) { self.face = face }

    subscript(tag: String) -> Table {
        if let known = read[tag] { return known }
        let blob = hb_face_reference_table(face, hb_tag_from_string(tag, -1))!
        blobs.append(blob)
        var length: UInt32 = 0
        let start = hb_blob_get_data(blob, &length)
        let table = Table(bytes: UnsafeRawBufferPointer(start: start.map(UnsafeRawPointer.init), count: start == nil ? 0 : Int(length)))
        read[tag] = table
        return table
    }

    /// How many bitmap strikes the face has (`CBLC`, `EBLC`, `bloc`: sizes; `sbix`: strikes).
    var strikes: Int {
        let counts = ["CBLC", "EBLC", "bloc"].map { self[$0].u32(4) ?? 0 } + [self["sbix"].u32(4) ?? 0]
        return counts.reduce(0, +)
    }

    func release() { blobs.forEach { hb_blob_destroy($0) } }
}
