import ButtonSpec
import ButtonStackFiles
import ButtonStrings

/// Writes the spec for a scan: one stack per group, named after its type, container and line,
/// with `source: FILE:LINE`, `locales: [all]`, the container's policy, and `strings:` naming the
/// catalogs and `.lproj` folders found. Merged with the spec already at that path, a user's edits
/// survive: a stack keeps its name and every key the user set (widths, sizes, styles …), a
/// button keeps its own keys, and a stack the user removed stays removed (`scanned:` remembers
/// the groups written before).
public struct SpecWriter {
    /// Where the spec goes, for paths relative to it.
    public var specPath: String
    /// The app's tables, to tell a key the app translates from text shown as written (SwiftUI
    /// shows a key with no entry as it is).
    public var tables: StringTables?
    /// Whether the renderer draws an icon name; an icon it does not draw is left out of the
    /// button (with a note), so that the spec renders.
    public var drawsIcon: @Sendable (String) -> Bool

    /// A writer for the spec at `specPath`, checking keys against `tables` and icons with `drawsIcon`.
    public init(specPath: String, tables: StringTables?, drawsIcon: @escaping @Sendable (String) -> Bool = { _ in true }) {
        self.specPath = specPath
        self.tables = tables
        self.drawsIcon = drawsIcon
    }

    /// The spec's text for `report`, merged with `existing` (the spec's tree as it is, if any),
    /// and a note for each icon left out.
    public func text(for report: ScanReport, existing: SpecTree?) -> (text: String, notes: [String]) {
        let header = "# Written by `button-stack scan` from the app's code. Edit it freely: widths, sizes, styles and\n"
            + "# removed stacks survive the next scan; `button-stack scan PATH --check` tells when the code moved on.\n"
        var notes: [String] = []
        for group in report.groups {
            for (index, button) in group.buttons.enumerated() {
                if let icon = button.icon, !drawsIcon(icon) {
                    notes.append("\(group.source): \(group.stack) button \(index + 1): icon '\(icon)' left out of the spec (not an icon this build draws)")
                } else if button.icon == nil, let written = button.unnamedIcon {
                    let reason = button.unnamedIconReason.map { " (\($0))" } ?? ""
                    notes.append("\(group.source): \(group.stack) button \(index + 1): icon `\(written)` is the app's own and the scan cannot name it\(reason); the button is written without an icon")
                }
            }
        }
        return (header + YAMLWriter.write(tree(for: report, existing: existing)), notes)
    }

    /// The spec's tree for `report`, merged with `existing`.
    public func tree(for report: ScanReport, existing: SpecTree?) -> SpecTree {
        let written = report.groups.map { (group: $0, stack: stack(for: $0)) }
        let merged = SpecMerge.merge(written, into: existing)
        var top: [(key: String, value: SpecTree)] = []
        let strings = report.stringFiles.map { Paths.relative($0, from: Paths.folder(of: Paths.absolute(specPath))) }
        if !strings.isEmpty { top.append(("strings", .list(strings.map(SpecTree.scalar)))) }
        // The app's own icons, when a button names an asset this build can draw.
        let assets = report.assetCatalogs.map { Paths.relative($0, from: Paths.folder(of: Paths.absolute(specPath))) }
        let namesAnAsset = report.groups.contains { $0.buttons.contains { ($0.icon ?? "").hasPrefix("asset:") && drawsIcon($0.icon ?? "") } }
        if !assets.isEmpty && namesAnAsset { top.append(("assets", .list(assets.map(SpecTree.scalar)))) }
        // The user's own settings for the whole spec (`lint:`, `font:`, `platform:`, `iconFonts:`)
        // stay as they were, in their order; what the code states is written afresh.
        let stated: Set<String> = ["strings", "assets", "scanned", "stacks"]
        if case .map(let pairs)? = existing { top += pairs.filter { !stated.contains($0.key) } }
        top.append(("scanned", .list(merged.scanned.map(SpecTree.scalar))))
        top.append(("stacks", .list(merged.stacks)))
        return .map(top)
    }

    /// The stack written for `group`.
    func stack(for group: ScannedGroup) -> SpecTree {
        var pairs: [(key: String, value: SpecTree)] = [("name", .scalar(group.stack)), ("source", .scalar(group.source))]
        pairs.append(("locales", .list([.scalar("all")])))
        if !group.modes.isEmpty { pairs.append(("policy", .map([("fit", .list(group.modes.map { .scalar(String($0)) }))]))) }
        pairs.append(("buttons", .list(group.buttons.map(button))))
        return .map(pairs)
    }

    private func button(_ button: ScannedButton) -> SpecTree {
        var pairs: [(key: String, value: SpecTree)] = [("title", title(button.title))]
        if let icon = button.icon, drawsIcon(icon) { pairs.append(("icon", .scalar(icon))) }
        if let role = button.role { pairs.append(("role", .scalar(role))) }
        if let style = button.style { pairs.append(("style", .scalar(style))) }
        if let size = button.size { pairs.append(("size", .scalar(size))) }
        if let shape = button.shape { pairs.append(("shape", .scalar(shape))) }
        return .map(pairs)
    }

    /// A key the app's tables hold is written by key (in the table that holds it); any other is
    /// the text iOS shows for it, the key itself.
    func title(_ title: ScannedTitle) -> SpecTree {
        switch title {
        case .text(let text):
            return .scalar(text)
        case .key(let key, let table):
            guard let tables else { return .scalar(key) }
            if tables.tables[table]?.keys[key] != nil { return Self.keyTree(key, table: table) }
            let holders = tables.tables.values.filter { $0.keys[key] != nil }.map(\.name).sorted()
            if let other = holders.first { return Self.keyTree(key, table: other) }
            return .scalar(key)
        case .format(let key, let table, let arguments):
            // The format filled with the samples: by key when the tables hold it, else as iOS
            // shows a missing key (the key itself, its placeholders filled in).
            let holder = tables.flatMap { tables in
                tables.tables[table]?.keys[key] != nil ? table : tables.tables.values.filter { $0.keys[key] != nil }.map(\.name).sorted().first
            }
            guard let holder else { return .scalar(FormatSamples.filled(key, arguments)) }
            return Self.keyTree(key, table: holder, arguments: arguments)
        }
    }

    private static func keyTree(_ key: String, table: String, arguments: [String] = []) -> SpecTree {
        var pairs: [(key: String, value: SpecTree)] = [("key", .scalar(key))]
        if table != "Localizable" { pairs.append(("table", .scalar(table))) }
        if !arguments.isEmpty { pairs.append(("arguments", .list(arguments.map(SpecTree.scalar)))) }
        return .map(pairs)
    }
}

/// Paths as the spec writes them: relative to the spec's folder.
enum Paths {
    static func absolute(_ path: String) -> String {
        Folder.absolute(path)
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `target` (absolute) relative to `folder` (absolute): `../Resources/Localizable.xcstrings`.
    static func relative(_ target: String, from folder: String) -> String {
        let to = target.split(separator: "/"), from = folder.split(separator: "/")
        var common = 0
        while common < min(to.count, from.count) && to[common] == from[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        let parts = ups + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
