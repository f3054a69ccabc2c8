/// The accessors R.swift and SwiftGen would generate from the app's strings and asset
/// catalogs, by the dotted path code writes after the root (`string.localizable.settingsTitle`
/// of `R`, `Settings.ConnectionSection.makeDefault` of `L10n`): each map made once a scan, the
/// first time an accessor of its kind is read, from ``AppStringKeys`` and ``AppAssetNames``. A
/// path two keys (or two assets) would make names neither: the generator itself skips or
/// clashes on them.
final class GeneratedAccessorMaps {
    /// A string table's key.
    struct TableKey: Equatable {
        var table: String
        var key: String
    }

    /// Names to one target each, a name made for two targets kept as none.
    struct UniqueNames<Target: Equatable> {
        private var targets: [String: Target?] = [:]

        /// Records that `name` stands for `target`.
        mutating func add(_ name: String, _ target: Target) {
            guard !name.isEmpty else { return }
            if let known = targets[name] {
                if known != target { targets[name] = .some(nil) }
            } else {
                targets[name] = .some(target)
            }
        }

        /// The one target `name` stands for.
        func target(_ name: String) -> Target? {
            targets[name] ?? nil
        }
    }

    /// Keys longer than this are not given accessor names: no one writes one out as code.
    static let maximumKeyLength = 512

    private var rswiftStrings: UniqueNames<TableKey>?
    private var rswiftImages: UniqueNames<String>?
    private var swiftGenStrings: UniqueNames<TableKey>?
    private var swiftGenAssets: UniqueNames<String>?
    private var xcodeImages: UniqueNames<String>?
    private var normalizedStrings: UniqueNames<TableKey>?
    /// Whether each undeclared root names an app's own strings enum, by root (worked out once a root).
    var stringsEnumRoots: [String: Bool] = [:]
    /// The members code reads of each capitalised root (`LocalString.common_button_cancel`), by
    /// root (gathered once, by one walk of the scanned files).
    var membersByRoot: [String: Set<String>]?

    /// R.swift's `R.string.TABLE.KEY`, by `string.TABLE.KEY`.
    func rswiftString(_ path: String, _ strings: AppStringKeys) -> TableKey? {
        if rswiftStrings == nil {
            var names = UniqueNames<TableKey>()
            for (table, key) in Self.tableKeys(strings) {
                names.add("string." + RswiftIdentifiers.name(table) + "." + RswiftIdentifiers.name(key), TableKey(table: table, key: key))
            }
            rswiftStrings = names
        }
        return rswiftStrings?.target(path)
    }

    /// R.swift's `R.image.NAMESPACE.NAME` (catalogs merged), by `image.NAMESPACE.NAME`.
    func rswiftImage(_ path: String, _ assets: AppAssetNames) -> String? {
        if rswiftImages == nil {
            var names = UniqueNames<String>()
            for catalog in assets.catalogs {
                for asset in catalog.assets {
                    let parts = asset.split(separator: "/").map { RswiftIdentifiers.name(String($0)) }
                    names.add((["image"] + parts).joined(separator: "."), asset)
                }
            }
            rswiftImages = names
        }
        return rswiftImages?.target(path)
    }

    /// SwiftGen's strings (structured or flat template, with or without the table's enum, which
    /// it writes for several tables), by the path after `L10n.`.
    func swiftGenString(_ path: String, _ strings: AppStringKeys) -> TableKey? {
        if swiftGenStrings == nil {
            var names = UniqueNames<TableKey>()
            for (table, key) in Self.tableKeys(strings) {
                let levels = key.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
                guard let last = levels.last else { continue }
                let structured = (levels.dropLast().map(SwiftGenIdentifiers.type) + [SwiftGenIdentifiers.member(last)]).joined(separator: ".")
                let flat = SwiftGenIdentifiers.member(key)
                let tableEnum = SwiftGenIdentifiers.type(table)
                for path in Set([structured, flat, tableEnum + "." + structured, tableEnum + "." + flat]) {
                    names.add(path, TableKey(table: table, key: key))
                }
            }
            swiftGenStrings = names
        }
        return swiftGenStrings?.target(path)
    }

    /// SwiftGen's assets (with or without the catalog's enum, which it writes for several
    /// catalogs; an enum for each namespace), by the path after `Asset.`.
    func swiftGenAsset(_ path: String, _ assets: AppAssetNames) -> String? {
        if swiftGenAssets == nil {
            var names = UniqueNames<String>()
            for catalog in assets.catalogs {
                let catalogEnum = SwiftGenIdentifiers.type(catalog.name)
                for asset in catalog.assets {
                    let parts = asset.split(separator: "/").map(String.init)
                    guard let last = parts.last else { continue }
                    let inside = (parts.dropLast().map(SwiftGenIdentifiers.type) + [SwiftGenIdentifiers.member(last)]).joined(separator: ".")
                    names.add(inside, asset)
                    names.add(catalogEnum + "." + inside, asset)
                }
            }
            swiftGenAssets = names
        }
        return swiftGenAssets?.target(path)
    }

    /// The key a member of an app's own strings enum names (`common_button_cancel` of
    /// `common.button.cancel`), by ``StringsEnumIdentifiers``'s names of every key; with
    /// `informative`, only when the name is more than the key's letters in another case (a key
    /// that is itself an identifier says nothing of a generator).
    func normalizedString(_ name: String, _ strings: AppStringKeys) -> (found: TableKey, informative: Bool)? {
        if normalizedStrings == nil {
            var names = UniqueNames<TableKey>()
            for (table, key) in Self.tableKeys(strings) {
                for made in StringsEnumIdentifiers.names(key) { names.add(made, TableKey(table: table, key: key)) }
            }
            normalizedStrings = names
        }
        guard let found = normalizedStrings?.target(name) else { return nil }
        return (found, found.key.lowercased() != name.lowercased())
    }

    /// Xcode's generated `ImageResource.NAME` (catalogs merged; sets in a namespace left out), by
    /// ``XcodeAssetIdentifiers/key(_:)`` of the name code writes.
    func xcodeImage(_ symbol: String, _ assets: AppAssetNames) -> String? {
        if xcodeImages == nil {
            var names = UniqueNames<String>()
            for catalog in assets.catalogs {
                for asset in catalog.assets where !asset.contains("/") {
                    for name in XcodeAssetIdentifiers.names(asset) { names.add(XcodeAssetIdentifiers.key(name), asset) }
                }
            }
            xcodeImages = names
        }
        return xcodeImages?.target(XcodeAssetIdentifiers.key(symbol))
    }

    /// Every table's keys, in a fixed order, but those too long to be written as code.
    private static func tableKeys(_ strings: AppStringKeys) -> [(String, String)] {
        strings.byTable.keys.sorted().flatMap { table in
            (strings.byTable[table] ?? []).sorted()
                .filter { $0.unicodeScalars.count <= maximumKeyLength }
                .map { (table, $0) }
        }
    }
}
