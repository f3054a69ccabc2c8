import Foundation
import Testing
import ButtonSpec

/// Values compare by value: a spec loaded twice is the same spec, so its stacks' requests share
/// one layout and one digest whichever load they came from.
@Suite struct ValueEqualityTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/app/app.yaml").path

    @Test func aSpecLoadedTwiceHasEqualStringSourcesAndStacks() throws {
        let first = try SpecParser.load(path: Self.app), second = try SpecParser.load(path: Self.app)
        let a = try #require(first.stacks.first?.strings), b = try #require(second.stacks.first?.strings)
        #expect(a !== b, "two loads, two objects")
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(first.stacks == second.stacks)
        #expect(Set(first.stacks + second.stacks).count == first.stacks.count)
    }

    @Test func stringSourcesOfOtherTextsDiffer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("value-equality-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = URL(fileURLWithPath: Self.app).deletingLastPathComponent()
        for name in ["app.yaml", "Localizable.xcstrings"] {
            try FileManager.default.copyItem(at: original.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let before = try SpecParser.load(path: folder.appendingPathComponent("app.yaml").path)
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try String(contentsOf: catalog, encoding: .utf8).replacingOccurrences(of: "\"Archivieren\"", with: "\"Ins Archiv\"")
            .write(to: catalog, atomically: true, encoding: .utf8)
        let after = try SpecParser.load(path: folder.appendingPathComponent("app.yaml").path)
        #expect(before.stacks.first?.strings != after.stacks.first?.strings)
    }

    /// The app's own icons too: a spec with `assets:` loaded twice has equal stacks.
    @Test func aSpecWithAssetsLoadedTwiceHasEqualStacks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("value-equality-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = URL(fileURLWithPath: Self.app).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/Fixtures/app-icons/Assets.xcassets")
        try FileManager.default.copyItem(at: fixtures, to: folder.appendingPathComponent("Assets.xcassets"))
        let spec = folder.appendingPathComponent("app.yaml").path
        try "assets: Assets.xcassets\nstacks:\n  - name: tools\n    buttons:\n      - {icon: asset:compass, title: Compass}\n      - {icon: trash, title: Delete}\n"
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let first = try SpecParser.load(path: spec), second = try SpecParser.load(path: spec)
        let a = try #require(first.stacks.first?.appIcons), b = try #require(second.stacks.first?.appIcons)
        #expect(a !== b)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(first.stacks == second.stacks)
    }
}
