import ButtonStackBase
import ButtonStackFiles
import ButtonStackKit
import ButtonStrings
import Foundation

/// What an app's strings add to a render: reading a String Catalog of 5,000 keys in 40 locales
/// (about the size of a large app's), with a plural and a substitution among them, and resolving
/// one key in every locale; and the same render process with and without `strings:`. Then our
/// catalog reader beside Foundation's JSON readers (``CatalogReaderComparison``) on that catalog
/// and on the real apps' catalogs named in `BUTTON_STACK_BENCH_CATALOGS` (paths, `:` between).
enum StringsBenchmark {
    /// The environment variable naming real String Catalogs to compare the readers on.
    static let catalogsVariable = "BUTTON_STACK_BENCH_CATALOGS"

    static func run() throws {
        print("== strings (5,000 keys × 40 locales, one core)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-strings-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let locales = ["en"] + (1..<40).map { "l\($0)" }
        var strings: [String: Any] = [:]
        for key in 0..<5_000 {
            var localizations: [String: Any] = [:]
            for locale in locales {
                let value = key % 100 == 0 ? "Save %#@items@ (\(locale))" : "Title \(key) in \(locale)"
                var entry: [String: Any] = ["stringUnit": ["state": "translated", "value": value]]
                if key % 100 == 0 {
                    entry["substitutions"] = ["items": ["argNum": 1, "formatSpecifier": "lld", "variations": ["plural": [
                        "one": ["stringUnit": ["state": "translated", "value": "%arg item"]],
                        "other": ["stringUnit": ["state": "translated", "value": "%arg items"]],
                    ]]]]
                }
                localizations[locale] = entry
            }
            strings["key.\(key)"] = ["localizations": localizations]
        }
        let data = try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": strings])
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try data.write(to: catalog)
        let load = try Timing.secondsPerCall(rounds: 5, iterations: 1) { _ = try StringTables.load([catalog.path]) }
        print("  build every key (\(data.count / 1_000_000) MB catalog): \(Timing.ms(load)) (what `button-stack strings` does)")
        let readBytes = try Timing.secondsPerCall(rounds: 5, iterations: 1) { _ = try FileContents.read(catalog.path) }
        let skim = try Timing.secondsPerCall(rounds: 5, iterations: 1) { _ = try StringTables.load([catalog.path], only: ["key.1", "key.4200"]) }
        print("  for a spec's 2 keys:             \(Timing.ms(skim)) (of which reading the file \(Timing.ms(readBytes)))")
        let tables = try StringTables.load([catalog.path])
        let resolve = try Timing.secondsPerCall(iterations: 2_000) {
            for locale in ["en", "l7", "l39"] {
                _ = try tables.resolve(key: "key.4200", table: "Localizable", locale: locale, arguments: [.integer(3)])
            }
        }
        print("  resolve a plural key in a locale: \(Timing.us(resolve / 3)) each")

        // The same one-stack render as a process, with its titles by key and with them written out.
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("button-stack").path
        let keyed = folder.appendingPathComponent("keyed.yaml")
        try "strings: Localizable.xcstrings\nstacks: [{name: s, buttons: [{title: {key: key.1}}, {title: {key: key.4200, arguments: [3]}}]}]\n"
            .write(to: keyed, atomically: true, encoding: .utf8)
        let plain = folder.appendingPathComponent("plain.yaml")
        try "stacks: [{name: s, buttons: [{title: Title 1 in en}, {title: Save 3 items (en)}]}]\n".write(to: plain, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out").path
        let withStrings = Timing.processSeconds(binary, ["render", keyed.path, "--out", out, "--quiet", "--jobs", "1"], runs: 15)
        let without = Timing.processSeconds(binary, ["render", plain.path, "--out", out, "--quiet", "--jobs", "1"], runs: 15)
        if let withStrings, let without {
            print("  render process, titles by key:    \(Timing.ms(withStrings)); written out: \(Timing.ms(without)); strings add \(Timing.ms(withStrings - without)) (aim < 50 ms)")
        }

        print("  String Catalog readers, ours and Foundation's (one core):")
        try CatalogReaderComparison.run(catalog.path, name: "the 5,000-key catalog above")
        let real = ProcessInfo.processInfo.environment[catalogsVariable]?.split(separator: ":").map(String.init) ?? []
        if real.isEmpty { print("  real apps' catalogs: none named (\(catalogsVariable)=PATH:PATH…; README, \"Benchmarks\")") }
        for path in real { try CatalogReaderComparison.run(path, name: Timing.shown(path)) }
    }
}
