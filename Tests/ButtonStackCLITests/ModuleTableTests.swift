import Foundation
import Testing

/// docs/modules.md is where a newcomer learns the modules: its table lists exactly the targets
/// Package.swift declares, so a module added, renamed or removed shows there too.
@Suite struct ModuleTableTests {
    @Test func theModuleTableListsEveryTargetOfThePackage() throws {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targetsPart = try #require(manifest.range(of: "targets: [\n")).upperBound
        // `.target(name:)` and the like, and the `systemLibrary("CName", …)` shims; not a package's products.
        let targets = String(manifest[targetsPart...])
        let declared = Set(Self.captures(of: #"(?<!product\()name: "(\w+)""#, in: targets) + Self.captures(of: #"systemLibrary\("(\w+)""#, in: targets))
            .filter { !$0.hasSuffix("Tests") }
        let table = try String(contentsOf: packageRoot.appendingPathComponent("docs/modules.md"), encoding: .utf8)
        let firstCells = table.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { $0.split(separator: "|")[0] }
        let listed = Set(firstCells.flatMap { Self.captures(of: #"`(\w+)`"#, in: String($0)) })
        #expect(declared.count > 20)
        #expect(declared.subtracting(listed).isEmpty, "targets missing from docs/modules.md: \(declared.subtracting(listed).sorted())")
        #expect(listed.subtracting(declared).isEmpty, "docs/modules.md lists what Package.swift does not: \(listed.subtracting(declared).sorted())")
    }

    static func captures(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
