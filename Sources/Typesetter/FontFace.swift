import ButtonStackBase
import ButtonStackFiles
import CFreeType
import CHarfBuzz

/// One face of one font file, opened once and shared by every thread.
///
/// The HarfBuzz font is made immutable after creation and scaled to the face's units per em, so
/// shaping returns advances in design units: a run's exact width at any size is the sum of its
/// design-unit advances × size ÷ unitsPerEm, with no hinting and no rounding.
/// Line metrics and the family name are read once, from the face's own tables (``FaceTables``):
/// no FreeType face is opened for measuring, so nothing here waits for another thread.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    // @unchecked Sendable: the HarfBuzz face and font are immutable after init (hb_font_make_immutable),
    // which HarfBuzz documents as safe to share between threads; everything else is a `let`.

    /// The font file's path as the user would write it (relative to the package root for `Fonts/`).
    public let displayPath: String
    /// The font file's absolute path.
    public let path: String
    /// The face's index in a collection (0 for a plain font file).
    public let faceIndex: Int
    /// The family name from the font's `name` table, if it has one.
    public let familyName: String
    /// Design units per em.
    public let unitsPerEm: Int
    /// Ascender in design units (positive, above the baseline): `hhea`'s, or `OS/2`'s typographic
    /// one where the font asks for it, as FreeType reports it (``FaceTables``).
    public let ascender: Int
    /// Descender in design units (negative, below the baseline), chosen as the ascender is.
    public let descender: Int
    /// `hhea` line gap in design units.
    public let lineGap: Int
    /// The variation axis values it was opened at (empty: a static font or its default instance).
    public let variations: [AppFont.Axis]
    /// The names of its variation axes (empty for a static font).
    public let axisTags: [String]

    /// The file's version when it was opened: the library opens it again once that changes.
    public let stamp: FileStamp?
    /// The file's bytes, read into memory or mapped (``FontFace/init(path:faceIndex:displayPath:variations:mapped:)``):
    /// painters draw from the same bytes, so a file is read or mapped once for the process.
    public let data: FontData?

    let hbFace: OpaquePointer
    let hbFont: OpaquePointer

    /// Opens `path` (face `faceIndex`) for shaping and measuring.
    ///
    /// The file is read into memory the face owns unless `mapped` is true: a mapping of a file that
    /// is truncated under it ends the process (SIGBUS), and one rewritten in place changes under
    /// the face. Only the package's own fonts in `Fonts/` are mapped (``FontLibrary`` decides):
    /// they are large (Noto Sans CJK is 19 MB, of which a render touches a few pages) and part of
    /// the installation, not files a user edits while renders run.
    /// - Throws: ``TypesetterError/fontUnreadable(path:reason:)`` when the file is missing, not a
    ///   font, or changes while it is read.
    public convenience init(path: String, faceIndex: Int = 0, displayPath: String? = nil, variations: [AppFont.Axis] = [], mapped: Bool = false) throws {
        let shown = displayPath ?? path
        try self.init(path: path, faceIndex: faceIndex, displayPath: shown, variations: variations,
                      data: FontSource.open(path, mapped: mapped, shownAs: shown))
    }

    /// Opens face `faceIndex` of `data`, the bytes of the file at `path` (which a library shares
    /// between the faces of one file).
    /// - Throws: ``TypesetterError/fontUnreadable(path:reason:)`` when the bytes are not a font.
    init(path: String, faceIndex: Int, displayPath shown: String, variations: [AppFont.Axis], data: FontData) throws {
        let stamp = data.stamp
        guard let blob = FontSource.blob(data) else {
            throw TypesetterError.fontUnreadable(path: shown, reason: "cannot be read (missing or not a file)")
        }
        defer { hb_blob_destroy(blob) }
        let count = Int(hb_face_count(blob))
        guard count > 0 else {
            throw TypesetterError.fontUnreadable(path: shown, reason: "is not a font file (no OpenType or TrueType face)")
        }
        guard faceIndex >= 0, faceIndex < count else {
            throw TypesetterError.fontUnreadable(path: shown, reason: "has \(count) face(s); face index \(faceIndex) does not exist")
        }
        let face = hb_face_create(blob, UInt32(faceIndex))!
        hb_face_make_immutable(face)
        let metrics: FaceTables
        do { metrics = try FaceTables.read(face, shownAs: shown) } catch {
            hb_face_destroy(face)
            throw error
        }
        let upem = Int(hb_face_get_upem(face))
        let font = hb_font_create(face)!
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        var axisCount: UInt32 = 64
        var axisInfos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: 64)
        _ = hb_ot_var_get_axis_infos(face, 0, &axisCount, &axisInfos)
        let axisTags = axisInfos.prefix(Int(axisCount)).map { info in
            String(decoding: [24, 16, 8, 0].map { UInt8((info.tag >> UInt32($0)) & 0xFF) }, as: UTF8.self)
        }
        if !variations.isEmpty {
            // Shaping at the instance: advances follow the axes (HVAR), as the painter's outlines do.
            let settings = variations.map { hb_variation_t(tag: hb_tag_from_string($0.tag, -1), value: Float($0.value)) }
            hb_font_set_variations(font, settings, UInt32(settings.count))
        }
        hb_font_make_immutable(font)

        self.displayPath = shown
        self.path = path
        self.faceIndex = faceIndex
        self.hbFace = face
        self.hbFont = font
        self.unitsPerEm = upem
        self.ascender = metrics.ascender
        self.descender = metrics.descender
        self.lineGap = metrics.lineGap
        self.familyName = metrics.family
        self.variations = variations
        self.axisTags = axisTags
        self.stamp = stamp
        self.data = data
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
    }

    /// The glyph that the face's `cmap` maps `scalar` to, or nil when the face lacks it.
    @inline(__always)
    public func glyph(for scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 ? glyph : nil
    }

    /// True when the face has a glyph for `scalar`.
    @inline(__always)
    public func covers(_ scalar: UInt32) -> Bool { glyph(for: scalar) != nil }

    /// The glyph's advance in design units (unhinted).
    public func advance(ofGlyph glyph: UInt32) -> Int {
        Int(hb_font_get_glyph_h_advance(hbFont, glyph))
    }

    /// The glyph's ink box in design units, y up: (xMin, yMin, xMax, yMax).
    public func inkBounds(ofGlyph glyph: UInt32) -> (xMin: Int, yMin: Int, xMax: Int, yMax: Int) {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0 else { return (0, 0, 0, 0) }
        let x0 = Int(extents.x_bearing), y1 = Int(extents.y_bearing)
        return (x0, y1 + Int(extents.height), x0 + Int(extents.width), y1)
    }

    /// `units` design units in points at `size` points, multiplied before dividing so that whole
    /// results come out whole (6775 units at 34 pt is 230.35, not 230.35000000000002).
    @inline(__always)
    public func points(_ units: Int, atSize size: Double) -> Double { Double(units) * size / Double(unitsPerEm) }

    /// Points per design unit at `size` points.
    @inline(__always)
    public func scale(atSize size: Double) -> Double { size / Double(unitsPerEm) }

    public var description: String {
        let axes = variations.map { "\($0.tag)=\(short($0.value, places: 2))" }
        return (faceIndex == 0 ? displayPath : "\(displayPath)#\(faceIndex)") + (axes.isEmpty ? "" : "@" + axes.joined(separator: ","))
    }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A check that a font the user added can be drawn: FreeType opens it and loads glyph outlines
/// spread over the whole font, so a damaged file is found when the fonts are opened, not half-way
/// through a render. Every command pays for it, so a large font is sampled (at most
/// ``sampledGlyphs`` glyphs, evenly spaced) rather than read whole: a CJK collection's 65,000
/// glyphs took 0.8 s. A glyph the sample missed still fails with the font's name when drawn.
enum FontCheck {
    /// The most glyphs loaded to check one font.
    static let sampledGlyphs = 2_048

    /// Why a font cannot be used, in words.
    struct Problem: Error { var reason: String }

    /// What a font path that is not a regular file is, in words.
    static func notAFile(_ path: String) -> String {
        switch Folder.kind(of: path) {
        case .folder: return "is a folder, not a font file"
        case .missing: return "cannot be read (missing or not a file)"
        case .danglingLink: return "is a symbolic link to nothing"
        default: return "is not a regular file (a pipe, a device or a looping link)"
        }
    }

    /// The face's weight when the sampled glyphs of face `faceIndex` of `path` load (bold when
    /// `OS/2` says 600 or more, or the style flags say bold); else what is wrong, in words.
    static func inspect(path: String, faceIndex: Int) -> Result<FontWeight, Problem> {
        guard Folder.kind(of: path) == .file else { return .failure(Problem(reason: notAFile(path))) }
        // Read into memory, not mapped: a user's font truncated during the check must not end the process.
        let data: FontData
        do { data = try FontData(contentsOf: path) } catch { return .failure(Problem(reason: error.description)) }
        // A FreeType library of the check's own: FreeType objects belong to one thread, and a
        // check is rare (once for each extra font, when a library of fonts is made).
        var handle: FT_Library?
        guard FT_Init_FreeType(&handle) == 0, let library = handle else { return .failure(Problem(reason: "FreeType cannot be started")) }
        defer { FT_Done_FreeType(library) }
        return withExtendedLifetime(data) { () -> Result<FontWeight, Problem> in
            var face: FT_Face?
            let error = FontSource.openFreeType(library, path: path, data: data, faceIndex: faceIndex, &face)
            guard error == 0, let face else { return .failure(Problem(reason: "FreeType cannot open it (error \(error))")) }
            defer { FT_Done_Face(face) }
            guard face.pointee.num_glyphs > 0 else { return .failure(Problem(reason: "has no glyphs")) }
            let count = Int(face.pointee.num_glyphs)
            for glyph in stride(from: 0, to: count, by: max(1, count / sampledGlyphs)).map(UInt32.init) {
                let error = FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
                if error != 0 { return .failure(Problem(reason: "glyph \(glyph) cannot be loaded (FreeType error \(error))")) }
            }
            var bold = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
            if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
                bold = bold || raw.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass >= 600
            }
            return .success(bold ? .bold : .regular)
        }
    }

    /// Nil when the sampled glyphs of face `faceIndex` of `path` load; else what is wrong, in words.
    static func problem(path: String, faceIndex: Int) -> String? {
        if case .failure(let problem) = inspect(path: path, faceIndex: faceIndex) { return problem.reason }
        return nil
    }
}

/// Where FreeType and HarfBuzz read a font from: a mapping of its file, or bytes in memory
/// (``FontData``) that the HarfBuzz blob or the FreeType face keeps alive while it reads them.
enum FontSource {
    /// The whole file at `path` in memory.
    /// - Throws: ``TypesetterError/fontUnreadable(path:reason:)`` naming it as `shown`.
    static func read(_ path: String, shownAs shown: String) throws -> FontData {
        do { return try FontData(contentsOf: path) } catch { throw TypesetterError.fontUnreadable(path: shown, reason: error.description) }
    }

    /// The file at `path` mapped (`mapped`) or read into memory, once it is known to be a regular
    /// file: reading a pipe or a device would wait for ever.
    /// - Throws: ``TypesetterError/fontUnreadable(path:reason:)`` naming it as `shown`.
    static func open(_ path: String, mapped: Bool, shownAs shown: String) throws -> FontData {
        guard Folder.kind(of: path) == .file else { throw TypesetterError.fontUnreadable(path: shown, reason: FontCheck.notAFile(path)) }
        guard mapped else { return try read(path, shownAs: shown) }
        do { return try FontData(mapping: path) } catch { throw TypesetterError.fontUnreadable(path: shown, reason: error.description) }
    }

    /// A HarfBuzz blob over `data`, which it retains until the blob is destroyed; nil when it is
    /// too large for HarfBuzz.
    static func blob(_ data: FontData) -> OpaquePointer? {
        guard data.bytes.count <= Int(UInt32.max), let start = data.bytes.baseAddress else { return nil }
        return hb_blob_create_or_fail(
            start.assumingMemoryBound(to: CChar.self), UInt32(data.bytes.count), HB_MEMORY_MODE_READONLY,
            Unmanaged.passRetained(data).toOpaque(), { Unmanaged<FontData>.fromOpaque($0!).release() }
        )
    }

    /// `FT_New_Memory_Face` over `data` (the caller keeps it alive as long as the face), or
    /// `FT_New_Face` on `path` when there is none.
    static func openFreeType(_ library: FT_Library, path: String, data: FontData?, faceIndex: Int, _ face: inout FT_Face?) -> FT_Error {
        guard let data else { return FT_New_Face(library, path, FT_Long(faceIndex), &face) }
        return FT_New_Memory_Face(library, data.bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(data.bytes.count),
                                  FT_Long(faceIndex), &face)
    }
}
