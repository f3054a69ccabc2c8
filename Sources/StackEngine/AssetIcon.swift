import AppIcons
import Typesetter

/// An app's image or symbol set as layout needs it: the set, and the width of its box per its
/// height, read from the file's header (an image) or the template's margins (a symbol), so the
/// resolver sizes it like a symbol without drawing it. The renderer draws it into that box.
public struct AssetIcon: Sendable, Hashable {
    /// The set.
    public var asset: Asset
    /// The box's width per its height: the image's aspect ratio (1 when its header does not tell),
    /// or a symbol's width between its margins per the side of a symbol's box.
    public var aspectRatio: Double
    /// A symbol set's template; nil for an image set.
    public var symbol: SymbolTemplate?

    /// The widest and narrowest box, per its height: a runaway aspect ratio is kept to this.
    public static let aspectRange = 0.25...4.0

    /// The layout of `asset`, its light file's header read.
    /// - Throws: ``AppIconError`` when the file cannot be read, or a symbol set's SVG is no template.
    public init(_ asset: Asset) throws(AppIconError) {
        self.asset = asset
        guard let image = asset.image(dark: false, scale: 3) else { throw AppIconError(file: asset.folder, problem: "has no PDF, SVG or PNG file") }
        let bytes = try AppIconFiles.read(image.path)
        if asset.kind == .symbol {
            guard let template = SymbolTemplate(bytes) else {
                throw AppIconError(file: image.path, problem: "is not a symbol template (no group with an id such as Regular-M)")
            }
            symbol = template
            let side = IconGlyph.em(atPointSize: 1) * IconGlyph.boxPerEm
            let glyph = template.glyph(weight: "Regular", scale: "M")
            let toMedium = glyph.hasSuffix("-S") ? 1 / 0.78 : glyph.hasSuffix("-L") ? 1 / 1.29 : 1
            let width = template.widthPerPoint(glyph)
            aspectRatio = Self.clamp(width.map { $0 * toMedium / side } ?? 1)
        } else {
            symbol = nil
            aspectRatio = Self.clamp(ImageGeometry.aspectRatio(bytes, format: image.format) ?? 1)
        }
    }

    private static func clamp(_ ratio: Double) -> Double {
        min(max(ratio, aspectRange.lowerBound), aspectRange.upperBound)
    }
}

/// What an unknown icon's message says of the app's icons the spec has.
public struct AppIconsHint: Sendable, Equatable, CustomStringConvertible {
    /// How many asset sets the spec's catalogs have.
    public var assets: Int
    /// The icon fonts' prefixes.
    public var prefixes: [String]

    /// The hint for `source`.
    public init(_ source: AppIconSource) {
        assets = source.catalog.assets.count
        prefixes = source.fonts.map(\.prefix)
    }

    public var description: String {
        var parts: [String] = []
        if assets > 0 { parts.append("asset:NAME (\(assets) in the spec's assets)") }
        parts += prefixes.map { "\($0):NAME" }
        return parts.isEmpty ? "or asset:NAME" : "or " + parts.joined(separator: ", ")
    }
}

extension IconGlyph {
    /// The app's icon `icon`, named `name` in the spec.
    /// - Throws: ``IconError`` when an icon font has no glyph for its code point, or an asset's
    ///   files cannot be read.
    public init(appIcon icon: AppIcon, name: String, icons: IconCatalog, fonts: FontLibrary) throws {
        switch icon {
        case .asset(let set):
            let placeholder = icons.codepoint(ofMaterial: IconCatalog.placeholderGlyph) ?? 0
            face = try fonts.face(.icons)
            glyph = face.glyph(for: placeholder) ?? 0
            resolution = IconResolution(name: name, source: .asset(set.name), glyphName: set.name, codepoint: placeholder)
            do { asset = try AssetIcon(set) } catch { throw IconError.unreadable(name, reason: "\(error)") }
        case .font(let font, let bare, let codepoint):
            guard AppIconFiles.kind(of: font.fontPath) != .link else {
                throw IconError.unreadable(name, reason: "\(font.fontPath): is a symbolic link; an app's icon files are read only where they are")
            }
            do { face = try fonts.face(path: font.fontPath, index: 0) } catch {
                throw IconError.unreadable(name, reason: "\(error)")
            }
            guard let found = face.glyph(for: codepoint) else { throw IconError.notInFont(name, codepoint: codepoint) }
            glyph = found
            resolution = IconResolution(name: name, source: .appFont(font.fontPath), glyphName: bare, codepoint: codepoint)
            asset = nil
        }
    }
}
