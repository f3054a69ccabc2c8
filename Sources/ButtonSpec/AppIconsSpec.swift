import AppIcons

extension SpecParser {
    /// Keys of one `iconFonts:` entry.
    static let iconFontKeys = ["prefix", "font", "names"]

    /// The app's own icons the spec's top level names: `assets:` (an `.xcassets` folder, a folder
    /// searched for them, or a list) and `iconFonts: [{prefix, font, names}]`, paths relative to
    /// the spec. Catalogs and names files are read now (they are small); images are drawn by the
    /// renderer.
    static func loadAppIcons(assets: YAMLNode?, iconFonts: YAMLNode?, reader: NodeReader) throws -> AppIconSource? {
        guard assets != nil || iconFonts != nil else { return nil }
        var catalog = AssetCatalog(), paths: [String] = []
        if let assets {
            for (item, path) in try items(assets, key: "assets", reader: reader) {
                paths.append(try specRelativePath(item, at: path, reader: reader))
            }
            do { catalog = try AssetCatalog.load(paths) } catch { throw reader.error("assets", assets, "\(error)") }
        }
        var fonts: [IconFont] = []
        if let iconFonts {
            for (index, node) in try reader.sequence(iconFonts, at: "iconFonts").enumerated() {
                let path = "iconFonts[\(index)]"
                let keys = try reader.mapping(node, at: path, allowed: iconFontKeys)
                guard let prefixNode = keys["prefix"] else { throw reader.error(path, node, "missing key 'prefix' (what its icon names start with, e.g. mdi)") }
                let prefix = try reader.string(prefixNode, at: path + ".prefix")
                guard !prefix.isEmpty, prefix.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
                      !["asset", "material", "U", "u"].contains(prefix) else {
                    throw reader.error(path + ".prefix", prefixNode, "'\(prefix)' is not a prefix (letters, digits, - and _; not asset, material or U)")
                }
                if fonts.contains(where: { $0.prefix == prefix }) { throw reader.error(path + ".prefix", prefixNode, "'\(prefix)' is the prefix of an earlier icon font") }
                guard let fontNode = keys["font"] else { throw reader.error(path, node, "missing key 'font' (the TTF or OTF file)") }
                guard let namesNode = keys["names"] else { throw reader.error(path, node, "missing key 'names' (meta.json, a codepoints file or CSS)") }
                let font = try specRelativePath(fontNode, at: path + ".font", reader: reader)
                let namesFile = try specRelativePath(namesNode, at: path + ".names", reader: reader)
                let names: [String: UInt32]
                do { names = try IconFontNames.read(try AppIconFiles.read(namesFile, limit: 32 << 20), file: namesFile) } catch {
                    throw reader.error(path + ".names", namesNode, "\(error)")
                }
                fonts.append(IconFont(prefix: prefix, fontPath: font, namesPath: namesFile, names: names))
            }
        }
        return AppIconSource(catalog: catalog, fonts: fonts, assetPaths: paths)
    }

    /// A path or a list of paths.
    private static func items(_ node: YAMLNode, key: String, reader: NodeReader) throws -> [(YAMLNode, String)] {
        if case .sequence(let list, _) = node {
            guard !list.isEmpty else { throw reader.error(key, node, "names no folder") }
            return list.enumerated().map { ($1, "\(key)[\($0)]") }
        }
        return [(node, key)]
    }

    /// The path `node` names, joined onto the spec's folder.
    private static func specRelativePath(_ node: YAMLNode, at path: String, reader: NodeReader) throws -> String {
        let relative = try reader.string(node, at: path)
        guard !relative.isEmpty else { throw reader.error(path, node, "is empty") }
        return tidy(relative.hasPrefix("/") ? relative : folder(of: reader.file) + relative)
    }
}
