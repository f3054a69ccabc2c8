import ButtonStackBase

/// The app's own font, as a spec names it (`font:` at the top or in a stack):
///
/// ```yaml
/// font:
///   regular: Fonts/Inter-Regular.otf          # relative to the spec
///   bold: {file: Fonts/Inter.ttf, instance: Bold}   # a variable font's named instance, or axes: {wght: 700}
///   tracking: {17: -26, 28: 14}               # point size: thousandths of an em
/// ```
public struct FontSpec: Hashable, Sendable {
    /// One file of the font.
    public struct File: Hashable, Sendable {
        /// The path, made relative to the working folder (the spec's folder joined on).
        public var path: String
        /// The face in a collection.
        public var faceIndex: Int
        /// Variation axis values, tag → value.
        public var axes: [String: Double]
        /// A named instance of a variable font ("SemiBold").
        public var instance: String?
        /// The line it is named on.
        public var line: Int?

        /// Face `faceIndex` of `path` at `axes`, named on `line`.
        public init(path: String, faceIndex: Int = 0, instance: String? = nil, axes: [String: Double] = [:], line: Int? = nil) {
            self.path = path
            self.instance = instance
            self.faceIndex = faceIndex
            self.axes = axes
            self.line = line
        }
    }

    /// The regular file.
    public var regular: File
    /// The bold file, if any.
    public var bold: File?
    /// Point size → tracking in thousandths of an em.
    public var tracking: [Double: Double]?
    /// Where it is in the file (`font`, `stacks[1].font`), for messages.
    public var path: String

    /// A font of `regular` and `bold` files with `tracking`, named at `path`.
    public init(regular: File, bold: File? = nil, tracking: [Double: Double]? = nil, path: String) {
        self.regular = regular
        self.bold = bold
        self.tracking = tracking
        self.path = path
    }
}

extension SpecParser {
    /// Keys of `font:`.
    static let fontKeys = ["regular", "bold", "tracking"]
    /// Keys of one font file given as a mapping.
    static let fontFileKeys = ["file", "face", "instance", "axes"]

    /// `font:` at `path`: the files' paths joined onto the spec's folder.
    static func parseFont(_ node: YAMLNode, at path: String, reader: NodeReader) throws -> FontSpec {
        let keys = try reader.mapping(node, at: path, allowed: fontKeys)
        guard let regularNode = keys["regular"] else { throw reader.error(path, node, "missing key 'regular' (the font file for regular titles)") }
        var font = FontSpec(regular: try parseFontFile(regularNode, at: path + ".regular", reader: reader), path: path)
        if let bold = keys["bold"] { font.bold = try parseFontFile(bold, at: path + ".bold", reader: reader) }
        if let tracking = keys["tracking"] {
            guard case .mapping(let pairs, _) = tracking, !pairs.isEmpty else {
                throw reader.error(path + ".tracking", tracking, "expected a mapping of point size to tracking in thousandths of an em, e.g. {17: -26}")
            }
            var table: [Double: Double] = [:]
            for pair in pairs {
                guard let size = reader.number(pair.key, at: path + ".tracking"), size.isFinite, size > 0, size <= 1000 else {
                    throw reader.error(path + ".tracking", pair.key, "'\(pair.key.string ?? "")' is not a point size (above 0, at most 1000)")
                }
                table[size] = try reader.double(pair.value, at: path + ".tracking.\(short(size))", range: -1000...1000)
            }
            font.tracking = table
        }
        return font
    }

    private static func parseFontFile(_ node: YAMLNode, at path: String, reader: NodeReader) throws -> FontSpec.File {
        var fileNode = node, faceIndex = 0, axes: [String: Double] = [:], instance: String?
        if case .mapping = node {
            let keys = try reader.mapping(node, at: path, allowed: fontFileKeys)
            guard let file = keys["file"] else { throw reader.error(path, node, "missing key 'file'") }
            fileNode = file
            if let face = keys["face"] { faceIndex = Int(try reader.double(face, at: path + ".face", range: 0...1000)) }
            if let name = keys["instance"] {
                instance = try reader.string(name, at: path + ".instance")
                if instance?.isEmpty == true { throw reader.error(path + ".instance", name, "is empty") }
            }
            if let axesNode = keys["axes"] {
                guard case .mapping(let pairs, _) = axesNode else { throw reader.error(path + ".axes", axesNode, "expected a mapping of axis tag to value, e.g. {wght: 600}") }
                for pair in pairs {
                    guard let tag = pair.key.string, tag.utf8.count == 4, tag.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 }) else {
                        throw reader.error(path + ".axes", pair.key, "'\(pair.key.string ?? "")' is not an axis tag (four letters, e.g. wght)")
                    }
                    axes[tag] = try reader.double(pair.value, at: path + ".axes.\(tag)", range: -100_000...100_000)
                }
            }
        }
        let relative = try reader.string(fileNode, at: path)
        guard !relative.isEmpty else { throw reader.error(path, fileNode, "is empty") }
        let joined = relative.hasPrefix("/") ? relative : folder(of: reader.file) + relative
        return FontSpec.File(path: tidy(joined), faceIndex: faceIndex, instance: instance, axes: axes, line: reader.line(fileNode))
    }
}
