import ButtonSpec
import Foundation

/// Spec files named on the command line: files as they are, folders as every `.yaml`, `.yml` and
/// `.json` file in them, sorted.
public enum SpecSources {
    /// Every spec in `paths`, all loaded before any is used, so one bad file stops the run early.
    public static func load(_ paths: [String]) throws -> [Spec] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SpecError(file: path, path: "", problem: "no such file or folder")
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                let specs = names.filter { [".yaml", ".yml", ".json"].contains(where: $0.hasSuffix) && !$0.hasPrefix(".") }.sorted()
                guard !specs.isEmpty else { throw SpecError(file: path, path: "", problem: "holds no .yaml, .yml or .json spec") }
                files += specs.map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        return try files.map(SpecParser.load(path:))
    }
}
