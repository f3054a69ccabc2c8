import ButtonStackFiles

/// The image and symbol sets of an app's asset catalogs (`.xcassets` folders), by name.
///
/// A path the spec names is a catalog, or a folder searched for catalogs (hidden folders and
/// links skipped). Inside a catalog, plain folders group sets; one whose `Contents.json` says
/// `provides-namespace` puts its name before theirs (`ObjectsAndTools/star`). Links are never
/// followed, and the walk is bounded in depth and in the number of entries it looks at.
public struct AssetCatalog: Sendable, Equatable {
    /// Every set, by its name.
    public private(set) var assets: [String: Asset] = [:]
    /// The catalogs read, sorted.
    public private(set) var catalogs: [String] = []

    /// How deep folders are searched, for catalogs and inside one.
    public static let maximumDepth = 12
    /// How many folder entries one load looks at, at most.
    public static let maximumEntries = 50_000
    /// The largest `Contents.json` read.
    public static let maximumContentsSize = 256 << 10

    /// An empty catalog.
    public init() {}

    /// The sets of every catalog at or below `paths`.
    /// - Throws: ``AppIconError`` for a path that is missing, holds no catalog, or a `Contents.json`
    ///   that cannot be read.
    public static func load(_ paths: [String]) throws(AppIconError) -> AssetCatalog {
        var result = AssetCatalog()
        var budget = maximumEntries
        for path in paths {
            switch AppIconFiles.kind(of: path) {
            case .folder: break
            case .link:
                // The folder the user named may be a link; nothing inside it is followed.
                guard Folder.kind(of: path) == .folder else { throw AppIconError(file: path, problem: "is a symbolic link to no folder") }
            case .missing: throw AppIconError(file: path, problem: "no such folder")
            case .file, .other: throw AppIconError(file: path, problem: "is not a folder (an .xcassets folder, or one that holds them)")
            }
            let catalogs = path.hasSuffix(".xcassets") ? [path] : findCatalogs(in: path, depth: 0, budget: &budget)
            guard !catalogs.isEmpty else { throw AppIconError(file: path, problem: "holds no .xcassets folder") }
            for catalog in catalogs where !result.catalogs.contains(catalog) {
                result.catalogs.append(catalog)
                try result.readSets(in: catalog, prefix: "", catalog: catalog, depth: 0, budget: &budget)
            }
        }
        result.catalogs.sort()
        return result
    }

    /// The set named `name`: exactly, else the only set whose name without its namespaces is `name`.
    public func asset(named name: String) -> Asset? {
        if let found = assets[name] { return found }
        let matches = assets.values.filter { $0.name.split(separator: "/").last.map(String.init) == name }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Every set's name, sorted.
    public var names: [String] { assets.keys.sorted() }

    private static func findCatalogs(in folder: String, depth: Int, budget: inout Int) -> [String] {
        guard depth < maximumDepth else { return [] }
        var found: [String] = []
        for name in AppIconFiles.names(in: folder) where !name.hasPrefix(".") {
            budget -= 1
            guard budget > 0 else { return found }
            let path = folder + "/" + name
            guard AppIconFiles.kind(of: path) == .folder else { continue }
            if name.hasSuffix(".xcassets") { found.append(path) } else { found += findCatalogs(in: path, depth: depth + 1, budget: &budget) }
        }
        return found
    }

    private mutating func readSets(in folder: String, prefix: String, catalog: String, depth: Int, budget: inout Int) throws(AppIconError) {
        guard depth < Self.maximumDepth else { return }
        for name in AppIconFiles.names(in: folder) where !name.hasPrefix(".") {
            budget -= 1
            guard budget > 0 else { throw AppIconError(file: catalog, problem: "has more than \(Self.maximumEntries) entries") }
            let path = folder + "/" + name
            guard AppIconFiles.kind(of: path) == .folder else { continue }
            let kind: Asset.Kind? = name.hasSuffix(".imageset") ? .image : name.hasSuffix(".symbolset") ? .symbol : nil
            if let kind {
                let setName = prefix + String(name.dropLast(kind == .image ? 9 : 10))
                let contents = path + "/Contents.json"
                guard AppIconFiles.kind(of: contents) != .missing else { continue }
                let bytes = try AppIconFiles.read(contents, limit: Self.maximumContentsSize)
                let asset = try AssetContents.read(bytes, name: setName, kind: kind, folder: path, catalog: catalog)
                guard !asset.images.isEmpty, assets[setName] == nil else { continue }
                assets[setName] = asset
            } else if !name.contains(".") || name.hasSuffix(".folder") {
                // A group: its name prefixes the sets' when it provides a namespace.
                let contents = path + "/Contents.json"
                let namespace = AppIconFiles.kind(of: contents) == .file
                    && AssetContents.providesNamespace((try? AppIconFiles.read(contents, limit: Self.maximumContentsSize)) ?? [])
                try readSets(in: path, prefix: namespace ? prefix + name + "/" : prefix, catalog: catalog, depth: depth + 1, budget: &budget)
            }
        }
    }
}
