import ButtonStackBase
import ButtonStrings

/// Reads one set's `Contents.json` (pure: the bytes in, the set out).
///
/// An image set lists `images: [{filename, idiom, scale?, appearances?}]` and may have
/// `properties: {template-rendering-intent: template|original}`; a symbol set lists
/// `symbols: [{filename, idiom}]`. Entries without a file (an empty slot Xcode leaves) are skipped,
/// and so are files of formats that are not drawn (HEIC, JPEG) and other idioms than universal and
/// iphone.
public enum AssetContents {
    /// The set `name` of `kind` in `folder` (of catalog `catalog`) that `bytes` describe.
    /// - Throws: ``AppIconError`` naming `Contents.json` when it is not JSON of that shape, or a
    ///   file name leaves the set's folder.
    public static func read(_ bytes: [UInt8], name: String, kind: Asset.Kind, folder: String, catalog: String) throws(AppIconError) -> Asset {
        let file = folder + "/Contents.json"
        let root: JSONValue
        do { root = try JSONDocument.parse(bytes) } catch { throw AppIconError(file: file, problem: "\(error)") }
        guard case .object = root else { throw AppIconError(file: file, problem: "is not a JSON object") }
        let listKey = kind == .image ? "images" : "symbols"
        var images: [AssetImage] = []
        for (index, entry) in (root[listKey]?.items ?? []).enumerated() {
            guard case .object = entry else { throw AppIconError(file: file, problem: "\(listKey)[\(index)] is not an object") }
            guard let filename = entry["filename"]?.text, !filename.isEmpty else { continue }
            guard !filename.contains("/"), filename != ".", filename != ".." else {
                throw AppIconError(file: file, problem: "\(listKey)[\(index)].filename '\(filename)' is not a file of the set")
            }
            if let idiom = entry["idiom"]?.text, !["universal", "iphone"].contains(idiom) { continue }
            guard let format = format(of: filename) else { continue }
            var scale = 1
            if let text = entry["scale"]?.text {
                guard let value = Int(text.dropLast()), text.hasSuffix("x"), (1...3).contains(value) else {
                    throw AppIconError(file: file, problem: "\(listKey)[\(index)].scale '\(text)' is not 1x, 2x or 3x")
                }
                scale = value
            } else if format == .png, let fromName = scaleInName(filename) {
                scale = fromName
            }
            let dark = (entry["appearances"]?.items ?? []).contains { $0["appearance"]?.text == "luminosity" && $0["value"]?.text == "dark" }
            // Other appearances (high contrast) are not drawn.
            let others = (entry["appearances"]?.items ?? []).contains { $0["appearance"]?.text != "luminosity" }
            if others { continue }
            images.append(AssetImage(path: folder + "/" + filename, format: kind == .symbol ? .svg : format, scale: scale, dark: dark))
        }
        if kind == .symbol { images = images.filter { $0.format == .svg } }
        var rendering: Asset.Rendering?
        if let intent = root["properties"]?["template-rendering-intent"]?.text {
            rendering = Asset.Rendering(rawValue: intent)
        }
        return Asset(name: name, kind: kind, images: images, rendering: rendering, catalog: catalog, folder: folder)
    }

    /// True when a folder's `Contents.json` says its name prefixes the names inside it.
    public static func providesNamespace(_ bytes: [UInt8]) -> Bool {
        guard let root = try? JSONDocument.parse(bytes), case .bool(let value)? = root["properties"]?["provides-namespace"] else { return false }
        return value
    }

    /// The format a file name's ending says; nil for a format that is not drawn.
    static func format(of filename: String) -> AssetImage.Format? {
        let lower = filename.lowercased()
        if lower.hasSuffix(".pdf") { return .pdf }
        if lower.hasSuffix(".svg") { return .svg }
        if lower.hasSuffix(".png") { return .png }
        return nil
    }

    /// The scale a PNG's name gives (`icon@2x.png` → 2).
    static func scaleInName(_ filename: String) -> Int? {
        for scale in [3, 2] where filename.lowercased().hasSuffix("@\(scale)x.png") { return scale }
        return nil
    }
}
