/// What layout needs of a custom symbol's SVG (Apple's symbol template), read without drawing
/// it (pure): which glyphs it has (`<g id="Regular-M">` … under `Symbols`), the guides of each
/// scale (`Baseline-M`, `Capline-M`) and each glyph's margins (`left-margin-Regular-M`).
///
/// The template is drawn at 100 pt: its units are points of a symbol beside 100 pt text, so a
/// glyph's margins give its width at any size, and its cap line and baseline where it sits.
public struct SymbolTemplate: Sendable, Hashable {
    /// The glyphs it has, by id (`Regular-M`).
    public var glyphs: Set<String>
    /// Each scale's baseline and cap line (`S`, `M`, `L`), in template units, y down.
    public var guides: [String: (baseline: Double, capline: Double)]
    /// Each glyph's left and right margin (x), where the template draws them.
    public var margins: [String: (left: Double, right: Double)]

    /// The weights of the template, lightest first.
    public static let weights = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
    /// The point size the template is drawn for.
    public static let templatePointSize = 100.0

    public static func == (lhs: SymbolTemplate, rhs: SymbolTemplate) -> Bool {
        lhs.glyphs == rhs.glyphs && lhs.guides.mapValues { [$0.baseline, $0.capline] } == rhs.guides.mapValues { [$0.baseline, $0.capline] }
            && lhs.margins.mapValues { [$0.left, $0.right] } == rhs.margins.mapValues { [$0.left, $0.right] }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(glyphs) }

    /// The template in SVG `bytes`; nil when it has no glyph group.
    public init?(_ bytes: [UInt8]) {
        let text = String(decoding: bytes.prefix(AppIconFiles.maximumFileSize), as: UTF8.self)
        var glyphs = Set<String>(), guides: [String: (Double, Double)] = [:], margins: [String: (Double, Double)] = [:]
        var baselines: [String: Double] = [:], caplines: [String: Double] = [:], lefts: [String: Double] = [:], rights: [String: Double] = [:]
        for (tag, attributes) in SVGScan.elementsWithID(text) {
            guard let id = attributes["id"] else { continue }
            if tag == "g", Self.isGlyphID(id) { glyphs.insert(id) }
            for (prefix, store) in [("Baseline-", 0), ("Capline-", 1), ("left-margin-", 2), ("right-margin-", 3)] where id.hasPrefix(prefix) {
                let key = String(id.dropFirst(prefix.count))
                let horizontal = store < 2
                guard let value = Self.coordinate(tag: tag, attributes: attributes, vertical: !horizontal) else { continue }
                switch store {
                case 0: baselines[key] = value
                case 1: caplines[key] = value
                case 2: lefts[key] = value
                default: rights[key] = value
                }
            }
        }
        guard !glyphs.isEmpty else { return nil }
        for (scale, baseline) in baselines { if let capline = caplines[scale] { guides[scale] = (baseline, capline) } }
        for (glyph, left) in lefts { if let right = rights[glyph], right > left { margins[glyph] = (left, right) } }
        self.glyphs = glyphs
        self.guides = guides
        self.margins = margins
    }

    /// True for a glyph group's id: a weight, a dash, a scale (`Semibold-L`).
    static func isGlyphID(_ id: String) -> Bool {
        let parts = id.split(separator: "-")
        return parts.count == 2 && weights.contains(String(parts[0])) && ["S", "M", "L"].contains(String(parts[1]))
    }

    /// The y of a horizontal guide line (`vertical == false`) or the x of a vertical margin line, from
    /// a `<line>`'s `y1`/`x1` or a `<path>`'s `d="M x,y …"`.
    static func coordinate(tag: String, attributes: [String: String], vertical: Bool) -> Double? {
        if tag == "line" { return attributes[vertical ? "x1" : "y1"].flatMap { Double($0) } }
        guard tag == "path", let d = attributes["d"], d.hasPrefix("M") else { return nil }
        let numbers = ImageGeometry.numbers(String(d.dropFirst().prefix { !$0.isLetter }))
        guard numbers.count >= 2 else { return nil }
        return vertical ? numbers[0] : numbers[1]
    }

    /// The glyph drawn for a title of `weight` (one of ``weights``) at `scale` (`S`, `M`, `L`):
    /// that one when the template has it, else the nearest weight of that scale, else of medium,
    /// else any.
    public func glyph(weight: String, scale: String) -> String {
        let wanted = Self.weights.firstIndex(of: weight) ?? 3
        for candidateScale in [scale, "M", "S", "L"] {
            let available = Self.weights.enumerated().filter { glyphs.contains("\($0.element)-\(candidateScale)") }
            if let nearest = available.min(by: { abs($0.offset - wanted) < abs($1.offset - wanted) }) {
                return "\(nearest.element)-\(candidateScale)"
            }
        }
        return glyphs.sorted()[0]
    }

    /// The width of `glyph` between its margins, in points per point of title size (the template is
    /// drawn for 100 pt text); nil when the template does not draw both margins.
    public func widthPerPoint(_ glyph: String) -> Double? {
        guard let margin = margins[glyph] else { return nil }
        return (margin.right - margin.left) / Self.templatePointSize
    }
}
