import ButtonStackCommandLine
import ArgumentParser
import Typesetter

/// `button-stack shape`: HarfBuzz shaping printed exactly as `hb-shape` prints it.
struct ShapeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shape",
        abstract: "Shape text with our HarfBuzz wrapper and print the line hb-shape prints for the same options."
    )

    @Option(name: [.customLong("font"), .customLong("font-file")], help: "Font file (hb-shape's --font-file).")
    var font: String

    @Option(name: .long, help: "Face index in a collection.")
    var faceIndex: Int = 0

    @Option(name: .long, help: "Font size in units per em (default: the font's upem, as hb-shape).")
    var fontSize: Double?

    @Option(name: .long, help: "Direction: ltr, rtl, ttb or btt (default: guessed, as hb-shape).")
    var direction: String?

    @Option(name: .long, help: "ISO 15924 script, e.g. Arab (default: guessed, as hb-shape).")
    var script: String?

    @Option(name: .long, help: "BCP 47 language (default: the process locale, as hb-shape).")
    var language: String?

    @Option(name: .long, help: "Comma-separated OpenType features, hb-shape syntax (e.g. -liga,kern).")
    var features: String?

    @Option(name: .long, help: "Cluster level 0, 1, 2 or 3.")
    var clusterLevel: Int = 0

    @Flag(name: .long, help: "Remove default-ignorable characters.")
    var removeDefaultIgnorables = false

    @Flag(name: .long, help: "Keep default-ignorable characters as glyphs.")
    var preserveDefaultIgnorables = false

    @Option(name: .long, help: "Font functions: ot (HarfBuzz's own, the default) or ft (FreeType's, unhinted: the same numbers).")
    var fontFuncs: String = "ot"

    @Option(name: [.customLong("shapers"), .customLong("shaper")], help: "Shapers to try, comma-separated; only ot exists here.")
    var shapers: String = "ot"

    @Option(name: .long, help: "Glyph to use for characters the font lacks.")
    var notFoundGlyph: UInt32?

    @Option(name: .long, help: "Glyph to use for default-ignorable characters.")
    var invisibleGlyph: UInt32?

    @Flag(name: .long, help: "Treat the text as the beginning of a paragraph.")
    var bot = false

    @Flag(name: .long, help: "Treat the text as the end of a paragraph.")
    var eot = false

    @Flag(name: .long, help: "No extra data: print neither clusters nor advances.")
    var ned = false

    @Flag(name: .long, help: "Print glyph indices instead of names.")
    var noGlyphNames = false

    @Flag(name: .long, help: "Do not print glyph positions.")
    var noPositions = false

    @Flag(name: .long, help: "Do not print cluster indices.")
    var noClusters = false

    @Flag(name: .long, help: "Do not print glyph advances.")
    var noAdvances = false

    @Flag(name: .long, help: "Print glyph flags.")
    var showFlags = false

    @Option(name: .long, help: "Code points instead of text: U+0041,U+0301 (hex, comma or space separated).")
    var unicodes: String?

    @Argument(help: "The text to shape (unless --unicodes is given).")
    var text: String?

    func run() throws {
        let scalars: [UInt32]
        if let unicodes {
            guard text == nil else { throw CLIFailure(message: "--unicodes: give either --unicodes or TEXT, not both") }
            scalars = try parseUnicodes(unicodes)
        } else if let text {
            scalars = text.unicodeScalars.map(\.value)
        } else {
            throw CLIFailure(message: "text: give TEXT or --unicodes")
        }
        guard ["ot", "ft"].contains(fontFuncs) else { throw CLIFailure(message: "--font-funcs: '\(fontFuncs)' is not ot or ft") }
        guard shapers.split(separator: ",").contains("ot") else { throw CLIFailure(message: "--shapers: only the ot shaper exists here") }
        var options = HBShapeOptions(fontFile: font)
        options.preserveDefaultIgnorables = preserveDefaultIgnorables
        options.notFoundGlyph = notFoundGlyph
        options.invisibleGlyph = invisibleGlyph
        options.faceIndex = faceIndex
        options.fontSize = fontSize
        options.direction = direction
        options.script = script
        options.language = language
        options.features = features
        options.clusterLevel = clusterLevel
        options.removeDefaultIgnorables = removeDefaultIgnorables
        options.bot = bot
        options.eot = eot
        options.glyphNames = !noGlyphNames
        options.positions = !noPositions
        options.clusters = !(noClusters || ned)
        options.advances = !(noAdvances || ned)
        options.showFlags = showFlags
        print(try failing { try HBShapeLine.shape(scalars, options: options) })
    }

    private func parseUnicodes(_ list: String) throws -> [UInt32] {
        let items = list.split(whereSeparator: { $0 == "," || $0 == " " })
        return try items.map { item in
            var digits = Substring(item)
            if digits.hasPrefix("U+") || digits.hasPrefix("u+") { digits = digits.dropFirst(2) } else if digits.hasPrefix("0x") { digits = digits.dropFirst(2) }
            guard let value = UInt32(digits, radix: 16), Unicode.Scalar(value) != nil else {
                throw CLIFailure(message: "--unicodes: '\(item)' is not a Unicode scalar value")
            }
            return value
        }
    }
}
