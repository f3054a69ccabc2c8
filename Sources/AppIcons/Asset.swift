/// One image or symbol of an app's asset catalog, as its `Contents.json` describes it.
public struct Asset: Sendable, Hashable {
    /// What kind of set it is.
    public enum Kind: String, Sendable, Hashable {
        /// A `NAME.imageset`: PDF, SVG or PNG files.
        case image
        /// A `NAME.symbolset`: one SVG in Apple's custom symbol template.
        case symbol
    }

    /// How it takes colour, as `template-rendering-intent` says.
    public enum Rendering: String, Sendable, Hashable {
        /// Drawn in the button's colour (its shape only).
        case template
        /// Drawn in its own colours.
        case original
    }

    /// The name a spec uses (`asset:NAME`), with the folders that provide a namespace
    /// (`ObjectsAndTools/star`).
    public var name: String
    /// Image or symbol.
    public var kind: Kind
    /// Its files, in the order `Contents.json` lists them.
    public var images: [AssetImage]
    /// The rendering its `Contents.json` asks for; nil when it does not say.
    public var rendering: Rendering?
    /// The `.xcassets` folder it is in.
    public var catalog: String
    /// The set's folder (`…/star.imageset`).
    public var folder: String

    /// The file to draw in `dark` mode at `scale` (1, 2 or 3): a vector file when there is one (it
    /// draws sharp at any scale), else the PNG of the nearest scale not below it, else the largest;
    /// the dark variant in dark mode when the set has one, else the light one.
    public func image(dark: Bool, scale: Int) -> AssetImage? {
        let variants = images.filter { $0.dark == dark }
        let pool = variants.isEmpty ? images.filter { !$0.dark } : variants
        let candidates = pool.isEmpty ? images : pool
        if let vector = candidates.first(where: { $0.format != .png }) { return vector }
        let sorted = candidates.sorted { $0.scale < $1.scale }
        return sorted.first { $0.scale >= scale } ?? sorted.last
    }

    /// Every file of the set, sorted (for a render's identity).
    public var files: [String] { images.map(\.path).sorted() }
}

/// One file of an image set.
public struct AssetImage: Sendable, Hashable {
    /// A file's format, by its name's ending.
    public enum Format: String, Sendable, Hashable {
        case pdf, svg, png
    }

    /// The file's path (the set's folder joined on).
    public var path: String
    /// Its format.
    public var format: Format
    /// The scale it is drawn for (`2x` → 2); 1 for a file without one (a single vector file).
    public var scale: Int
    /// True for the dark appearance's variant (`appearances: [{appearance: luminosity, value: dark}]`).
    public var dark: Bool

    /// A file at `path` of `format` for `scale`, the dark variant when `dark`.
    public init(path: String, format: Format, scale: Int = 1, dark: Bool = false) {
        self.path = path
        self.format = format
        self.scale = scale
        self.dark = dark
    }
}
