import AppIcons
import ButtonStackFiles

/// The image and symbol sets of the app's asset catalogs, by catalog: what an asset accessor
/// generated at build time (R.swift's `R.image.star`, SwiftGen's `Asset.Images.star`) may be
/// checked against, so that such an accessor gives an asset only where the app holds it. Read
/// once, the first time one is asked for: an app that makes no such call never pays for it. Each
/// catalog is read on its own (bounded as ``AssetCatalog`` reads), because SwiftGen names a
/// catalog's enum after it.
final class AppAssetNames {
    /// One catalog's sets.
    struct Catalog {
        /// The catalog's name without `.xcassets` (`Images`).
        var name: String
        /// Its sets' names, with the folders that provide a namespace (`ObjectsAndTools/star`), sorted.
        var assets: [String]
    }

    private let paths: [String]
    private let deadline: Deadline
    private var loaded: [Catalog]?
    /// One `path: problem` line for each catalog not read.
    private(set) var problems: [String] = []

    /// The sets of the `.xcassets` folders `paths` names (as ``SourceTree`` found them), read until `deadline`.
    init(catalogs paths: [String], deadline: Deadline) {
        self.paths = paths
        self.deadline = deadline
    }

    /// Every catalog's sets, in the order of `paths`.
    var catalogs: [Catalog] {
        if let loaded { return loaded }
        var result: [Catalog] = []
        for (position, path) in paths.enumerated() {
            if deadline.passed {
                problems.append("\(path): the scan ran out of its time; it and \(paths.count - position - 1) more asset catalog(s) not read for their names")
                break
            }
            do {
                let catalog = try AssetCatalog.load([path])
                let file = path.split(separator: "/").last.map(String.init) ?? path
                result.append(Catalog(name: file.hasSuffix(".xcassets") ? String(file.dropLast(".xcassets".count)) : file, assets: catalog.names))
            } catch {
                problems.append("\(error.description); its names not read")
            }
        }
        loaded = result
        return result
    }
}
