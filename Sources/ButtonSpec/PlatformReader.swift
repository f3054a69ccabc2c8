import ButtonStackBase
import ButtonStackFiles

/// Reads the keys of iOS 26's buttons and the deployment target: `platform`, `shape` and a theme's
/// `backdrop`.
extension NodeReader {
    /// The oldest and newest iOS a deployment target may name: SF Symbols began with iOS 13, and
    /// a bound keeps a typo (`iOS: 180`) from passing as a release.
    static let iOSRange = OSVersion(major: 13)...OSVersion(major: 99, minor: 999)

    /// `{iOS: "17.0"}`.
    func platform(_ node: YAMLNode, at path: String) throws -> Platform {
        let keys = try mapping(node, at: path, allowed: ["iOS"])
        guard let value = keys["iOS"] else { throw error(path, node, "missing key 'iOS' (the deployment target, such as iOS: \"18.0\")") }
        let text = try string(value, at: path + ".iOS")
        guard let version = OSVersion(text) else {
            throw error(path + ".iOS", value, "'\(text)' is not an iOS release such as 17.0, 18.4 or 26.0")
        }
        guard Self.iOSRange.contains(version) else {
            throw error(path + ".iOS", value, "iOS \(version) is out of range (13.0 to 99)")
        }
        return Platform(iOS: version)
    }

    /// `automatic`, `capsule`, `circle`, `roundedRectangle` or `{roundedRectangle: RADIUS}`.
    func shape(_ node: YAMLNode, at path: String) throws -> ButtonShape {
        if case .mapping = node {
            let keys = try mapping(node, at: path, allowed: ["roundedRectangle"])
            guard let radius = keys["roundedRectangle"] else { throw error(path, node, "expected {roundedRectangle: RADIUS}") }
            return .roundedRectangle(radius: try double(radius, at: path + ".roundedRectangle", range: 0...500))
        }
        return try choice(node, at: path, { name -> ButtonShape? in
            switch name {
            case "automatic": return .automatic
            case "capsule": return .capsule
            case "circle": return .circle
            case "roundedRectangle": return .roundedRectangle(radius: nil)
            default: return nil
            }
        }, ButtonShape.names)
    }

    /// The most colours a gradient backdrop takes.
    static let maximumGradientStops = 8
    /// The largest backdrop image file read, and the most pixels a side: a backdrop is scaled to
    /// the picture, so a bigger one only costs memory.
    static let maximumBackdropBytes = 16 * 1024 * 1024
    static let maximumBackdropSide = 8192

    /// `#RRGGBB`, `{gradient: [COLOUR, COLOUR, …]}` or `{image: FILE.png}` (relative to the spec).
    func backdrop(_ node: YAMLNode, at path: String) throws -> Backdrop {
        if case .scalar = node { return .color(try color(node, at: path)) }
        let keys = try mapping(node, at: path, allowed: ["gradient", "image"])
        guard keys.count == 1, let (key, value) = keys.first else { throw error(path, node, "give one of a colour, gradient or image") }
        if key == "gradient" {
            let items = try sequence(value, at: path + ".gradient")
            guard (2...Self.maximumGradientStops).contains(items.count) else {
                throw error(path + ".gradient", value, "has \(items.count) colours; give 2 to \(Self.maximumGradientStops)")
            }
            return .gradient(try items.enumerated().map { try color($1, at: "\(path).gradient[\($0)]") })
        }
        let relative = try string(value, at: path + ".image")
        guard !relative.isEmpty else { throw error(path + ".image", value, "is empty") }
        let file = SpecParser.tidy(relative.hasPrefix("/") ? relative : SpecParser.folder(of: self.file) + relative)
        try checkBackdropImage(file, node: value, at: path + ".image")
        return .image(path: file, line: line(value), specPath: path + ".image")
    }

    /// The file is a PNG of a bounded size: its signature and header read here, so that a wrong
    /// file stops the run before anything is drawn (the renderer decodes it).
    func checkBackdropImage(_ file: String, node: YAMLNode, at path: String) throws {
        switch Folder.kind(of: file) {
        case .missing, .danglingLink: throw error(path, node, "\(file): no such file")
        case .folder: throw error(path, node, "\(file): is a folder, not a PNG file")
        case .file, .other: break
        }
        let bytes: [UInt8]
        do { bytes = try FileContents.read(file, limit: Self.maximumBackdropBytes) } catch {
            throw self.error(path, node, "\(file): cannot be read, or is larger than \(Self.maximumBackdropBytes / 1_048_576) MB")
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw error(path, node, "\(file): is not a PNG file")
        }
        func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = word(16), height = word(20)
        guard (1...Self.maximumBackdropSide).contains(width), (1...Self.maximumBackdropSide).contains(height) else {
            throw error(path, node, "\(file): is \(width)×\(height) pixels; a backdrop may be at most \(Self.maximumBackdropSide) a side")
        }
    }
}
