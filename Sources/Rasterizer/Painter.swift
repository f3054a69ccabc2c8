import ButtonStackBase
import ButtonStackFiles
import CFreeType

/// A font file and face, as the painter opens it, at an instance of its variation axes.
public struct FontFile: Hashable, Sendable {
    /// The font file's path.
    public var path: String
    /// The face in a collection (0 for a plain font).
    public var faceIndex: Int
    /// Axis values of a variable font (axes not named keep their defaults); empty for a static font.
    public var variations: [FontVariation]
    /// Glyphs drawn mirrored left to right about their origin (their ink then lies left of it).
    public var mirrored: Bool
    /// The file's bytes as the typesetter read them, drawn from instead of the file (nil: the file
    /// is opened by path, mapped). The same bytes that were measured are drawn even if the file
    /// changes meanwhile, and a font read again is another key (no glyph of the old one is reused).
    public var data: FontData?
    /// The version of the file the typesetter opened (nil: unknown). Part of the key, so a file
    /// replaced since a painter or the glyph cache opened it is opened again, not drawn stale.
    public var version: FileStamp?

    /// Face `faceIndex` of the font at `path` (or in `data`, its bytes), at `variations` if it is
    /// a variable font, mirrored if asked; `version` is the file's as the typesetter read it.
    public init(path: String, faceIndex: Int = 0, variations: [FontVariation] = [], mirrored: Bool = false, data: FontData? = nil,
                version: FileStamp? = nil) {
        self.path = path
        self.faceIndex = faceIndex
        self.variations = variations
        self.mirrored = mirrored
        self.data = data
        self.version = version
    }
}

/// One axis value of a variable font: `wght` 700, `FILL` 1, `opsz` 24.
public typealias FontVariation = FontAxis

/// A glyph to draw: its index in the face and where its origin (on the baseline) goes, in pixels.
public struct GlyphPlacement: Hashable, Sendable {
    /// The glyph's index in its face.
    public var id: UInt32
    /// Origin x in pixels.
    public var x: Double
    /// Baseline y in pixels, y down.
    public var y: Double

    /// Glyph `id` with its origin at (`x`, `y`), y down.
    public init(id: UInt32, x: Double, y: Double) {
        self.id = id
        self.x = x
        self.y = y
    }
}

/// Why painting failed.
public enum PainterError: Error, CustomStringConvertible, Equatable {
    case fontUnreadable(String)
    case freeType(String, Int32)
    /// A glyph of a font file FreeType cannot load.
    case glyph(font: String, id: UInt32, code: Int32)

    public var description: String {
        switch self {
        case .fontUnreadable(let path): return "\(path): FreeType cannot open it"
        case .freeType(let what, let code): return "FreeType failed to \(what) (error \(code))"
        case .glyph(let font, let id, let code): return "\(font): glyph \(id) cannot be drawn (FreeType error \(code)); the font may be damaged"
        }
    }
}

/// Draws anti-aliased shapes and glyphs onto a canvas with FreeType's outline rasterizer: a path
/// becomes an outline, a glyph is loaded unhinted and moved by its fractional pen position, and
/// both are rendered as coverage spans blended in linear light, clipped to a rectangle.
///
/// FreeType objects belong to one thread: make one painter per thread (it opens each font once).
public final class Painter {
    private var library: FT_Library
    private var faces: [FontFile: FT_Face] = [:]
    private let glyphCache: GlyphSpanCache?
    /// The glyphs and face numbers this painter has had from ``glyphCache`` (or put in it), asked
    /// again without its lock: two painters taking the shared cache's lock for every glyph they
    /// drew waited on each other, a third of a two-thread render's futex calls. The values share
    /// their spans' storage with the shared cache's, so this costs a table, not the spans again.
    private var nearGlyphs: [GlyphSpanCache.Key: GlyphSpanCache.Glyph] = [:]
    private var nearFaces: [GlyphSpanCache.FaceAtSize: Int32] = [:]
    /// The most glyphs ``nearGlyphs`` holds before it starts again.
    private static let nearGlyphLimit = 16_384
    /// Where a glyph's spans are gathered as it is rasterized, for the cache (reused).
    private let recorder = SpanRecorder()
    /// The pixel memory of a canvas handed back by ``recycle(_:)``, for the next ``paint(_:)``.
    var spareStorage: [UInt8] = []

    /// A painter with its own FreeType library and its own glyph cache: glyphs it rasterizes are
    /// kept for it alone (pass a cache to ``init(glyphCache:)`` to share one between painters).
    public convenience init() throws {
        try self.init(glyphCache: GlyphSpanCache())
    }

    /// A painter with its own FreeType library that keeps glyphs it rasterizes in `glyphCache`
    /// and draws them from there again (nil: rasterize every glyph every time). The cache may be
    /// shared with painters on other threads.
    public init(glyphCache: GlyphSpanCache?) throws {
        var handle: FT_Library?
        let error = FT_Init_FreeType(&handle)
        guard error == 0, let handle else { throw PainterError.freeType("initialise", error) }
        library = handle
        self.glyphCache = glyphCache
    }

    deinit {
        for face in faces.values { FT_Done_Face(face) }
        FT_Done_FreeType(library)
    }

    /// Fills `path` with `color`, clipped to `clip` (the whole canvas when nil).
    public func fill(_ path: Path, color: Color, clip: PixelRect? = nil, on canvas: inout Canvas) {
        guard color.alpha > 0 else { return }
        var outline = OutlineBuilder(path: path, canvasHeight: canvas.height)
        outline.withOutline { pointer in
            render(pointer, color: color, clip: clip, on: &canvas)
        }
    }

    /// Draws `glyphs` of `font` at `pixelSize` pixels per em in `color`, clipped to `clip`.
    public func drawGlyphs(
        _ glyphs: [GlyphPlacement], font: FontFile, pixelSize: Double, color: Color, clip: PixelRect? = nil,
        on canvas: inout Canvas
    ) throws {
        guard color.alpha > 0, !glyphs.isEmpty, pixelSize > 0 else { return }
        let face = try face(font)
        if Self.hasColorBitmaps(face) {
            try drawColorBitmaps(glyphs, face: face, font: font, pixelSize: pixelSize, opacity: Double(color.alpha) / 255, clip: clip, on: &canvas)
            return
        }
        let size = Int((pixelSize * 64).rounded())
        var error = FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72)
        guard error == 0 else { throw PainterError.freeType("set the size \(pixelSize) of \(font.path)", error) }
        let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        let faceNumber = glyphCache.map { cache in number(of: font, size: size, in: cache) }
        let clipBox = rasterClip(clip, canvas: canvas)
        for glyph in glyphs {
            // Subpixel positioning: the outline moves by the exact pen position, to 1/64 pixel
            // (FreeType's raster coordinates, y up).
            let x = FT_Pos((glyph.x * 64).rounded()), y = FT_Pos(((Double(canvas.height) - glyph.y) * 64).rounded())
            let key = faceNumber.map { GlyphSpanCache.Key(face: $0, glyph: glyph.id, fraction: UInt16(x & 63) | UInt16(y & 63) << 6) }
            // (1) A glyph drawn before at the same place inside a pixel, wholly inside the clip.
            if let key, let kept = nearGlyph(key), Self.blend(kept, at: x >> 6, y >> 6, inside: clipBox, color: color, on: &canvas) {
                continue
            }
            // (2) Otherwise load and rasterize it, and keep it if it was drawn whole.
            error = FT_Load_Glyph(face, glyph.id, flags)
            guard error == 0 else { throw PainterError.glyph(font: font.path, id: glyph.id, code: error) }
            guard let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { continue }
            FT_Outline_Translate(&slot.pointee.outline, x, y)
            // Recorded (and copied to be kept) only while the cache takes more.
            let whole = key != nil && glyphCache?.takesMore == true
                && recorder.start(outline: &slot.pointee.outline, origin: (x >> 6, y >> 6), inside: clipBox)
            render(&slot.pointee.outline, color: color, clip: clip, recording: whole, on: &canvas)
            if whole, let key {
                // Remembered only as the shared cache keeps it: a painter holds no spans beyond
                // the cache's budget.
                let glyph = recorder.finish()
                if glyphCache?.keep(glyph, for: key) == true { remember(glyph, for: key) }
            }
        }
    }

    /// The shared cache's number for `font` at `size` (in 1/64 pixels), asked once a painter.
    private func number(of font: FontFile, size: Int, in cache: GlyphSpanCache) -> Int32 {
        let key = GlyphSpanCache.FaceAtSize(font: font, size: size)
        if let number = nearFaces[key] { return number }
        let number = cache.faceNumber(font, size: size)
        nearFaces[key] = number
        return number
    }

    /// The glyph kept for `key`: this painter's own table first, then the shared cache's.
    private func nearGlyph(_ key: GlyphSpanCache.Key) -> GlyphSpanCache.Glyph? {
        if let glyph = nearGlyphs[key] { return glyph }
        guard let glyph = glyphCache?.glyph(key) else { return nil }
        remember(glyph, for: key)
        return glyph
    }

    private func remember(_ glyph: GlyphSpanCache.Glyph, for key: GlyphSpanCache.Key) {
        if nearGlyphs.count >= Self.nearGlyphLimit { nearGlyphs.removeAll(keepingCapacity: true) }
        nearGlyphs[key] = glyph
    }

    /// The clip (the whole canvas when nil) in FreeType's raster coordinates: whole pixels, y up.
    private func rasterClip(_ clip: PixelRect?, canvas: Canvas) -> FT_BBox {
        let area = (clip ?? canvas.bounds).intersection(canvas.bounds)
        return FT_BBox(xMin: FT_Pos(area.x), yMin: FT_Pos(canvas.height - area.maxY), xMax: FT_Pos(area.maxX), yMax: FT_Pos(canvas.height - area.y))
    }

    /// Blends a kept glyph whose origin's pixel is (`x`, `y`) (raster coordinates), if it lies
    /// wholly inside `clip`.
    /// - Returns: false, with nothing drawn, when part of it would be clipped.
    private static func blend(_ kept: GlyphSpanCache.Glyph, at x: FT_Pos, _ y: FT_Pos, inside clip: FT_BBox, color: Color, on canvas: inout Canvas) -> Bool {
        guard x + FT_Pos(kept.minX) >= clip.xMin, x + FT_Pos(kept.maxX) <= clip.xMax,
              y + FT_Pos(kept.minY) >= clip.yMin, y + FT_Pos(kept.maxY) <= clip.yMax else { return false }
        let width = canvas.width, top = canvas.height - 1
        canvas.pixels.withUnsafeMutableBytes { pixels in
            guard let base = pixels.baseAddress else { return }
            for span in kept.spans {
                let row = base + (top - (Int(y) + Int(span.y))) * width * 4
                Canvas.blend(row + (Int(x) + Int(span.x)) * 4, count: Int(span.length), coverage: Int(span.coverage), color: color)
            }
        }
        return true
    }

    /// True for a face of colour bitmaps at fixed sizes (Noto Color Emoji's CBDT): it is drawn
    /// from its bitmaps, scaled, not from outlines.
    static func hasColorBitmaps(_ face: FT_Face) -> Bool {
        face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && face.pointee.num_fixed_sizes > 0
            && face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
    }

    /// Colour glyphs from the face's largest bitmap strike, scaled to `pixelSize` pixels an em,
    /// in their own colours (the text colour's alpha dims them, as for a disabled button).
    private func drawColorBitmaps(
        _ glyphs: [GlyphPlacement], face: FT_Face, font: FontFile, pixelSize: Double, opacity: Double, clip: PixelRect?,
        on canvas: inout Canvas
    ) throws {
        let sizes = UnsafeBufferPointer(start: face.pointee.available_sizes, count: Int(face.pointee.num_fixed_sizes))
        guard let largest = sizes.indices.max(by: { sizes[$0].y_ppem < sizes[$1].y_ppem }) else { return }
        var error = FT_Select_Size(face, FT_Int(largest))
        guard error == 0 else { throw PainterError.freeType("select the bitmap size of \(font.path)", error) }
        let scale = pixelSize / (Double(sizes[largest].y_ppem) / 64)
        for glyph in glyphs {
            error = FT_Load_Glyph(face, glyph.id, FT_Int32(FT_LOAD_COLOR))
            guard error == 0 else { throw PainterError.glyph(font: font.path, id: glyph.id, code: error) }
            guard let slot = face.pointee.glyph, slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue),
                  let buffer = slot.pointee.bitmap.buffer else { continue }
            let bitmap = slot.pointee.bitmap
            let pixels = UnsafeBufferPointer(start: buffer, count: Int(bitmap.rows) * Int(abs(bitmap.pitch)))
            canvas.draw(ScaledBitmap(pixels: pixels, width: Int(bitmap.width), height: Int(bitmap.rows), pitch: Int(bitmap.pitch)),
                        left: glyph.x + Double(slot.pointee.bitmap_left) * scale, top: glyph.y - Double(slot.pointee.bitmap_top) * scale,
                        scale: scale, opacity: opacity, clip: clip)
        }
    }

    private func face(_ font: FontFile) throws -> FT_Face {
        if let face = faces[font] { return face }
        var face: FT_Face?
        // From the bytes the typesetter read when it has them (the key keeps them alive as long
        // as the face), else from a mapping of the file.
        let error = if let data = font.data {
            FT_New_Memory_Face(library, data.bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(data.bytes.count),
                               FT_Long(font.faceIndex), &face)
        } else {
            FT_New_Face(library, font.path, FT_Long(font.faceIndex), &face)
        }
        guard error == 0, let face else { throw PainterError.fontUnreadable(font.path) }
        if !font.variations.isEmpty {
            let error = Self.setVariations(font.variations, of: face, library: library)
            guard error == 0 else {
                FT_Done_Face(face)
                throw PainterError.freeType("set the variation axes of \(font.path)", error)
            }
        }
        if font.mirrored {
            var matrix = FT_Matrix(xx: -0x10000, xy: 0, yx: 0, yy: 0x10000)
            FT_Set_Transform(face, &matrix, nil)
        }
        faces[font] = face
        return face
    }

    /// Sets the axes named in `variations` (clamped to each axis's range), the others at their
    /// defaults; a face without axes is left as it is.
    private static func setVariations(_ variations: [FontVariation], of face: FT_Face, library: FT_Library) -> FT_Error {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return 0 }
        defer { FT_Done_MM_Var(library, master) }
        let axes = UnsafeBufferPointer(start: master.pointee.axis, count: Int(master.pointee.num_axis))
        var coordinates: [FT_Fixed] = axes.map { axis in
            let tag = axisTag(axis.tag)
            guard let wanted = variations.last(where: { $0.tag == tag }) else { return axis.def }
            let fixed = FT_Fixed((wanted.value * 65536).rounded())
            return min(max(fixed, axis.minimum), axis.maximum)
        }
        return FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates)
    }

    /// A four-byte OpenType tag as text.
    private static func axisTag(_ tag: FT_ULong) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }, as: UTF8.self)
    }

    private func render(_ outline: UnsafeMutablePointer<FT_Outline>, color: Color, clip: PixelRect?, recording: Bool = false, on canvas: inout Canvas) {
        let box = rasterClip(clip, canvas: canvas)
        guard box.xMax > box.xMin, box.yMax > box.yMin else { return }
        let width = canvas.width, height = canvas.height
        canvas.pixels.withUnsafeMutableBytes { pixels in
            guard let base = pixels.baseAddress else { return }
            var target = SpanTarget(pixels: base, width: width, height: height, color: color,
                                    recorder: recording ? Unmanaged.passUnretained(recorder) : nil)
            withUnsafeMutablePointer(to: &target) { targetPointer in
                var params = FT_Raster_Params()
                params.source = UnsafeRawPointer(outline)
                params.flags = Int32(FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP)
                params.gray_spans = spanCallback
                params.user = UnsafeMutableRawPointer(targetPointer)
                params.clip_box = box
                _ = FT_Outline_Render(library, outline, &params)
            }
        }
    }
}

/// Where the span callback blends: the canvas's RGBA storage (borrowed for one outline; the
/// clip box keeps every span inside it).
private struct SpanTarget {
    var pixels: UnsafeMutableRawPointer
    var width: Int
    var height: Int
    var color: Color
    /// Also gathers the spans, for the glyph cache.
    var recorder: Unmanaged<SpanRecorder>?
}

/// FreeType hands coverage spans in its y-up raster coordinates; rows are flipped here.
private let spanCallback: FT_SpanFunc = { y, count, spans, user in
    guard let spans, let user else { return }
    let target = user.assumingMemoryBound(to: SpanTarget.self).pointee
    let row = target.pixels + (target.height - 1 - Int(y)) * target.width * 4
    for index in 0..<Int(count) {
        let span = spans[index]
        Canvas.blend(row + Int(span.x) * 4, count: Int(span.len), coverage: Int(span.coverage), color: target.color)
    }
    target.recorder?.takeUnretainedValue().add(y: y, UnsafeBufferPointer(start: spans, count: Int(count)))
}

/// Gathers one glyph's spans as FreeType hands them, relative to its origin's pixel, for
/// ``GlyphSpanCache``.
private final class SpanRecorder {
    private var spans = ContiguousArray<GlyphSpanCache.Span>()
    private var originX = 0, originY = 0
    private var box = (minX: Int32(0), minY: Int32(0), maxX: Int32(0), maxY: Int32(0))

    /// Starts gathering for `outline` (already moved into place), its origin's pixel at
    /// `origin` (raster coordinates).
    /// - Returns: false when the glyph is not drawn whole inside `clip` or too large to keep:
    ///   clipped spans are not the glyph's.
    func start(outline: UnsafeMutablePointer<FT_Outline>, origin: (FT_Pos, FT_Pos), inside clip: FT_BBox) -> Bool {
        var cbox = FT_BBox()
        FT_Outline_Get_CBox(outline, &cbox)
        // The whole pixels the rasterizer can touch.
        let minX = cbox.xMin >> 6, minY = cbox.yMin >> 6, maxX = (cbox.xMax + 63) >> 6, maxY = (cbox.yMax + 63) >> 6
        guard minX >= clip.xMin, maxX <= clip.xMax, minY >= clip.yMin, maxY <= clip.yMax else { return false }
        // Spans are kept in 16 bits relative to the origin.
        let limit = FT_Pos(Int16.max)
        guard minX - origin.0 >= -limit, maxX - origin.0 < limit, minY - origin.1 >= -limit, maxY - origin.1 < limit else { return false }
        box = (Int32(minX - origin.0), Int32(minY - origin.1), Int32(maxX - origin.0), Int32(maxY - origin.1))
        originX = Int(origin.0)
        originY = Int(origin.1)
        spans.removeAll(keepingCapacity: true)
        return true
    }

    /// Adds the spans of raster row `y`.
    func add(y: Int32, _ row: UnsafeBufferPointer<FT_Span>) {
        for span in row {
            spans.append(GlyphSpanCache.Span(x: Int16(truncatingIfNeeded: Int(span.x) - originX), y: Int16(truncatingIfNeeded: Int(y) - originY),
                                             length: span.len, coverage: span.coverage))
        }
    }

    /// The glyph gathered since ``start(outline:origin:inside:)``, in memory of its own just its
    /// size. Why a copy: handing over the gathering buffer itself made the next glyph's
    /// `removeAll(keepingCapacity:)` copy it to a new buffer as large as the largest glyph gathered
    /// so far, and the cache then held every glyph at that size: 160 MB of 200 for an app's render,
    /// where the spans were 20.
    ///
    /// A glyph without spans (a space) keeps the shared empty array: asking for an uninitialized
    /// buffer of capacity 0 writes its count into the standard library's one empty-array storage,
    /// which two threads finishing blank glyphs at once then race on (the thread sanitizer saw it).
    func finish() -> GlyphSpanCache.Glyph {
        guard !spans.isEmpty else {
            return GlyphSpanCache.Glyph(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, spans: [])
        }
        let kept = ContiguousArray<GlyphSpanCache.Span>(unsafeUninitializedCapacity: spans.count) { buffer, count in
            count = spans.withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0) }
        }
        return GlyphSpanCache.Glyph(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, spans: kept)
    }
}

/// A path as a FreeType outline: 26.6 fixed-point points, y up, cubic control points tagged.
private struct OutlineBuilder {
    var points: [FT_Vector] = []
    var tags: [CChar] = []
    var contours: [Int16] = []

    init(path: Path, canvasHeight: Int) {
        func point(_ x: Double, _ y: Double) -> FT_Vector {
            FT_Vector(x: FT_Pos((x * 64).rounded()), y: FT_Pos(((Double(canvasHeight) - y) * 64).rounded()))
        }
        var open = false
        for element in path.elements {
            switch element {
            case .move(let x, let y):
                if open { contours.append(Int16(points.count - 1)) }
                points.append(point(x, y)); tags.append(CChar(FT_CURVE_TAG_ON))
                open = true
            case .line(let x, let y):
                points.append(point(x, y)); tags.append(CChar(FT_CURVE_TAG_ON))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                points.append(point(c1x, c1y)); tags.append(CChar(FT_CURVE_TAG_CUBIC))
                points.append(point(c2x, c2y)); tags.append(CChar(FT_CURVE_TAG_CUBIC))
                points.append(point(x, y)); tags.append(CChar(FT_CURVE_TAG_ON))
            case .close:
                if open { contours.append(Int16(points.count - 1)) }
                open = false
            }
        }
        if open { contours.append(Int16(points.count - 1)) }
    }

    mutating func withOutline(_ body: (UnsafeMutablePointer<FT_Outline>) -> Void) {
        guard !contours.isEmpty, points.count < Int(Int16.max) else { return }
        let pointCount = points.count, contourCount = contours.count
        points.withUnsafeMutableBufferPointer { points in
            tags.withUnsafeMutableBufferPointer { tags in
                contours.withUnsafeMutableBufferPointer { contours in
                    var outline = FT_Outline(
                        n_contours: Int16(contourCount), n_points: Int16(pointCount), points: points.baseAddress,
                        tags: tags.baseAddress, contours: contours.baseAddress, flags: 0
                    )
                    body(&outline)
                }
            }
        }
    }
}
