import ButtonStackBase
import CHarfBuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Options of `button-stack shape`, named and defaulted as `hb-shape`'s, so that our HarfBuzz
/// wrapper can be checked line by line against HarfBuzz's own shaping tests.
public struct HBShapeOptions: Sendable {
    /// The font file (`--font-file`).
    public var fontFile: String
    /// Face in a collection (`--face-index`).
    public var faceIndex: Int = 0
    /// Font size in font units per em; nil means the face's upem, as in `hb-shape`.
    public var fontSize: Double?
    /// `ltr`, `rtl`, `ttb`, `btt`; nil guesses (`--direction`).
    public var direction: String?
    /// ISO 15924 code; nil guesses (`--script`).
    public var script: String?
    /// BCP 47 tag; nil takes the process locale (`--language`).
    public var language: String?
    /// hb-shape feature syntax (`--features`).
    public var features: String?
    /// 0, 1, 2 or 3 (`--cluster-level`).
    public var clusterLevel: Int = 0
    /// `--remove-default-ignorables`.
    public var removeDefaultIgnorables = false
    /// `--preserve-default-ignorables`.
    public var preserveDefaultIgnorables = false
    /// `--not-found-glyph`.
    public var notFoundGlyph: UInt32?
    /// `--invisible-glyph`.
    public var invisibleGlyph: UInt32?
    /// Beginning of text (`--bot`).
    public var bot = false
    /// End of text (`--eot`).
    public var eot = false
    /// Print names, not indices (off with `--no-glyph-names`).
    public var glyphNames = true
    /// Print offsets (off with `--no-positions`).
    public var positions = true
    /// Print clusters (off with `--no-clusters` or `--ned`).
    public var clusters = true
    /// Print advances (off with `--no-advances` or `--ned`).
    public var advances = true
    /// Print glyph flags (`--show-flags`).
    public var showFlags = false

    /// Options for shaping with `fontFile`, all else as `hb-shape`'s defaults.
    public init(fontFile: String) { self.fontFile = fontFile }
}

/// Shapes one line the way `hb-shape` does and prints what it prints.
public enum HBShapeLine {
    /// The `[glyph=cluster@dx,dy+advance|…]` line for `scalars` under `options`.
    /// - Throws: ``TypesetterError`` when the font cannot be opened or an option is malformed.
    public static func shape(_ scalars: [UInt32], options: HBShapeOptions) throws -> String {
        guard !scalars.isEmpty else { throw TypesetterError.emptyText }
        guard scalars.count <= Typesetter.maximumTextLength else {
            throw TypesetterError.textTooLong(count: scalars.count, limit: Typesetter.maximumTextLength)
        }
        let face = try FontFace(path: options.fontFile, faceIndex: options.faceIndex)
        guard let font = hb_font_create(face.hbFace) else {
            throw TypesetterError.fontUnreadable(path: options.fontFile, reason: "HarfBuzz cannot make a font of it")
        }
        defer { hb_font_destroy(font) }
        if let size = options.fontSize {
            guard size.isFinite, size > 0, size <= 1_000_000 else { throw TypesetterError.invalidSize(size) }
            hb_font_set_scale(font, Int32(size.rounded()), Int32(size.rounded()))
        }

        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
        }
        if let direction = options.direction {
            let value = hb_direction_from_string(direction, -1)
            guard value != HB_DIRECTION_INVALID else { throw HBShapeError.option("direction", direction) }
            hb_buffer_set_direction(buffer, value)
        }
        if let script = options.script {
            hb_buffer_set_script(buffer, hb_script_from_string(script, -1))
        }
        if let language = options.language {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        } else {
            // hb-shape takes the language from the process locale; so do we, here only.
            _ = setlocale(LC_ALL, "")
        }
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if options.bot { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if options.eot { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        if options.removeDefaultIgnorables { flags |= HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES.rawValue }
        if options.preserveDefaultIgnorables { flags |= HB_BUFFER_FLAG_PRESERVE_DEFAULT_IGNORABLES.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        if let glyph = options.notFoundGlyph { hb_buffer_set_not_found_glyph(buffer, glyph) }
        if let glyph = options.invisibleGlyph { hb_buffer_set_invisible_glyph(buffer, glyph) }
        guard (0...3).contains(options.clusterLevel) else {
            throw HBShapeError.option("cluster-level", String(options.clusterLevel))
        }
        hb_buffer_set_cluster_level(buffer, hb_buffer_cluster_level_t(rawValue: UInt32(options.clusterLevel)))
        hb_buffer_guess_segment_properties(buffer)

        let features = try parseFeatures(options.features ?? "")
        features.withUnsafeBufferPointer { list in
            hb_shape(font, buffer, list.baseAddress, UInt32(list.count))
        }
        return serialize(buffer: buffer, font: font, options: options)
    }

    static func parseFeatures(_ list: String) throws -> [hb_feature_t] {
        try list.split(separator: ",").map { item in
            var feature = hb_feature_t()
            let text = item.trimmingSpaces
            guard hb_feature_from_string(text, -1, &feature) != 0 else { throw HBShapeError.option("features", text) }
            return feature
        }
    }

    static func serialize(buffer: OpaquePointer?, font: OpaquePointer?, options: HBShapeOptions) -> String {
        var flags = HB_BUFFER_SERIALIZE_FLAG_DEFAULT.rawValue
        if !options.glyphNames { flags |= HB_BUFFER_SERIALIZE_FLAG_NO_GLYPH_NAMES.rawValue }
        if !options.positions { flags |= HB_BUFFER_SERIALIZE_FLAG_NO_POSITIONS.rawValue }
        if !options.clusters { flags |= HB_BUFFER_SERIALIZE_FLAG_NO_CLUSTERS.rawValue }
        if !options.advances { flags |= HB_BUFFER_SERIALIZE_FLAG_NO_ADVANCES.rawValue }
        if options.showFlags { flags |= HB_BUFFER_SERIALIZE_FLAG_GLYPH_FLAGS.rawValue }
        let length = Int(hb_buffer_get_length(buffer))
        var output = ""
        var start: UInt32 = 0
        var chunk = [CChar](repeating: 0, count: 4096)
        while Int(start) < length {
            var consumed: UInt32 = 0
            let count = hb_buffer_serialize_glyphs(
                buffer, start, UInt32(length), &chunk, UInt32(chunk.count), &consumed, font,
                HB_BUFFER_SERIALIZE_FORMAT_TEXT, hb_buffer_serialize_flags_t(rawValue: flags)
            )
            guard count > 0 else { break }
            output += String(decoding: chunk[0..<Int(consumed)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            start += count
        }
        if !output.hasPrefix("[") { output = "[" + output + "]" }
        return output
    }
}

/// A malformed `shape` option.
public enum HBShapeError: Error, CustomStringConvertible, Equatable {
    case option(String, String)

    public var description: String {
        switch self {
        case .option(let name, let value): return "--\(name): '\(value)' is not understood"
        }
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
