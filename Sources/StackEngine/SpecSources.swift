import ButtonStackBase
import ButtonStackFiles
import ButtonSpec

/// Spec files named on the command line: files as they are, folders as every `.yaml`, `.yml` and
/// `.json` file in them and in their subfolders one level down (an app's folder of specs beside
/// its strings), sorted.
public enum SpecSources {
    /// Every spec in `paths`, all loaded before any is used, so one bad file stops the run early.
    public static func load(_ paths: [String]) throws -> [Spec] {
        var files: [String] = []
        for path in paths {
            switch Folder.kind(of: path) {
            case .folder:
                let specs = specFiles(in: path, levels: 2)
                guard !specs.isEmpty else { throw SpecError(file: path, path: "", problem: "holds no .yaml, .yml or .json spec") }
                files += specs
            case .missing, .danglingLink:
                throw SpecError(file: path, path: "", problem: "no such file or folder")
            case .file, .other:
                files.append(path)
            }
        }
        return try files.map(SpecParser.load(path:))
    }

    /// Spec files in `folder` (sorted), then in its subfolders, `levels` deep; hidden names skipped.
    static func specFiles(in folder: String, levels: Int) -> [String] {
        guard levels > 0, let names = try? Folder.contents(of: folder) else { return [] }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let visible = names.filter { !$0.hasPrefix(".") }
        let specs = visible.filter { name in
            [".yaml", ".yml", ".json"].contains(where: name.hasSuffix) && Folder.kind(of: prefix + name) == .file
        }
        let folders = visible.filter { Folder.kind(of: prefix + $0) == .folder }
        return specs.map { prefix + $0 } + folders.flatMap { specFiles(in: prefix + $0, levels: levels - 1) }
    }
}
