import ButtonStackBase
import ButtonSpec
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Spec files named on the command line: files as they are, folders as every `.yaml`, `.yml` and
/// `.json` file in them, sorted.
public enum SpecSources {
    /// Every spec in `paths`, all loaded before any is used, so one bad file stops the run early.
    public static func load(_ paths: [String]) throws -> [Spec] {
        var files: [String] = []
        for path in paths {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
                throw SpecError(file: path, path: "", problem: "no such file or folder")
            }
            if attributes[.type] as? FileAttributeType == .typeDirectory {
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
