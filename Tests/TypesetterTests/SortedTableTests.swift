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
        #expect(!table.isSorted)
        #expect(table.fields(for: "star.fill") == ["star", "fill"])
        #expect(table.fields(for: "a") == ["first"])
        #expect(table.fields(for: "zeta") == [])
        #expect(!table.contains("st") && !table.contains("abc") && !table.contains("") && !table.contains("# a"))
        #expect(try self.table("").count == 0)
        #expect(try self.table("only").fields(for: "only") == [])
    }

    /// Keys are found by bisecting the bytes: checked against a dictionary of the same lines on
    /// tables of every shape — sorted or not, with comments, blank lines and CRLF anywhere, keys
    /// that prefix one another, a last line without its LF — for keys present and absent.
    @Test func bisectingFindsWhatADictionaryFinds() throws {
        var seed: UInt64 = 0x5EED_7AB1E
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let alphabet = Array("ab.c")
        func word() -> String { String((0...next(4)).map { _ in alphabet[next(alphabet.count)] }) }
        for round in 0..<300 {
            var byKey: [String: String] = [:]
            for _ in 0..<next(40) {
                let key = word()
                if byKey[key] == nil { byKey[key] = next(3) == 0 ? "" : "v\(next(100)) w" }
            }
            var keys = byKey.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            var shuffler = SeededShuffle(state: UInt64(round))
            if round % 3 == 0 { keys.shuffle(using: &shuffler) }
            var text = ""
            for key in keys {
                if next(5) == 0 { text += next(2) == 0 ? "# note \(word())\n" : "\n" }
                let value = byKey[key] ?? ""
                text += key + (value.isEmpty ? "" : " " + value) + (next(4) == 0 ? "\r\n" : "\n")
            }
            if next(2) == 0, text.hasSuffix("\n") { text.removeLast() }
            let table = try table(text)
            for _ in 0..<30 {
                let probe = next(2) == 0 ? (keys.isEmpty ? word() : keys[next(keys.count)]) : word()
                let expected = byKey[probe].map { $0.split(separator: " ").map(String.init) }
                #expect(table.fields(for: probe)?.map(String.init) == expected, "round \(round): \(probe) in \(text.debugDescription)")
            }
            #expect(table.count == keys.count)
        }
    }

    /// A table of any shape ends its look-ups: one line of a megabyte with no LF, thousands of
    /// comments round one key, NUL bytes and lone CRs in keys.
    @Test func oddTablesAreSearchedToTheEnd() throws {
        let long = try table(String(repeating: "x", count: 1 << 20) + " value")
        #expect(long.fields(for: String(repeating: "x", count: 1 << 20)) == ["value"])
        #expect(!long.contains("x") && !long.contains("y"))
        let comments = String(repeating: "# c\n", count: 20_000)
        let commented = try table(comments + "middle 1\n" + comments + "\n\n")
        #expect(commented.fields(for: "middle") == ["1"])
        #expect(!commented.contains("a") && !commented.contains("z") && !commented.contains("# c"))
        let odd = try table("a\u{0}b 1\nb\rc 2\r\n\r\nz 3")
        #expect(odd.fields(for: "a\u{0}b") == ["1"] && odd.fields(for: "b\rc") == ["2"] && odd.fields(for: "z") == ["3"])
        #expect(!odd.contains("b"))
    }

    @Test func theBundledTablesAreSortedAndComplete() throws {
        let fonts = RepositoryFolder.fonts
        let names = try SortedTable(path: fonts + "/SFSymbols-names.txt")
        #expect(names.count > 5000)
        #expect(names.contains("square.and.arrow.up") && names.contains("trash"))
        // Bisecting relies on it: each bundled table is in byte order as shipped.
        for file in ["SFSymbols-names.txt", "SFSymbols-releases.txt", "SFSymbols-aliases.txt", "SFSymbols-to-MaterialSymbols.txt",
                     "MaterialSymbolsOutlined.codepoints"] {
            #expect(try SortedTable(path: fonts + "/" + file).isSorted, "\(file)")
        }
    }
}

/// A seeded generator for shuffling a table's lines the same way every run.
private struct SeededShuffle: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}

private enum RepositoryFolder {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts").path
}
