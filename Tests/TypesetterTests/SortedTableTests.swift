import Foundation
import Testing
@testable import Typesetter

/// The icon tables' reader: comments and blank lines skipped, LF or CRLF, any line order, keys
/// found by exact bytes.
@Suite struct SortedTableTests {
    func table(_ text: String) throws -> SortedTable {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("table-\(UUID().uuidString).txt").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try SortedTable(path: path)
    }

    @Test func linesInAnyOrderAreFoundByTheirWholeKey() throws {
        let table = try table("# a comment\nstar.fill star fill\r\n\nab second\na first\nzeta\nstar star\n# end")
        #expect(table.keys == ["a", "ab", "star", "star.fill", "zeta"])
        #expect(table.fields(for: "star.fill") == ["star", "fill"])
        #expect(table.fields(for: "a") == ["first"])
        #expect(table.fields(for: "zeta") == [])
        #expect(!table.contains("st") && !table.contains("abc") && !table.contains("") && !table.contains("# a"))
        #expect(try self.table("").count == 0)
        #expect(try self.table("only").fields(for: "only") == [])
    }

    @Test func theBundledTablesAreSortedAndComplete() throws {
        let fonts = RepositoryFolder.fonts
        let names = try SortedTable(path: fonts + "/SFSymbols-names.txt")
        #expect(names.count > 5000)
        #expect(names.contains("square.and.arrow.up") && names.contains("trash"))
        #expect(names.keys == names.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }
}

private enum RepositoryFolder {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts").path
}
