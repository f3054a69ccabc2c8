import Foundation
@testable import ButtonStackScan

/// A folder of Swift sources written for one test, removed after it.
final class SourceFolder {
    let url: URL
    var path: String { url.path }

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("scan-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// The names SFSafeSymbols cases in the tests stand for.
let testSymbols = SymbolNames(names: ["doc.on.doc", "trash", "square.and.arrow.up", "star.fill"])

/// Scans `files` as an app's sources.
func scan(_ files: [String: String], limits: ScanLimits = ScanLimits()) throws -> (ScanReport, SourceFolder) {
    let folder = try SourceFolder(files)
    return (Scanner(symbols: testSymbols, limits: limits).scan([folder.path]), folder)
}

extension ScannedGroup {
    /// Titles as keys or quoted text, for compact expectations.
    var titles: [String] {
        buttons.map { button in
            switch button.title {
            case .key(let key, let table): return table == "Localizable" ? key : "\(table):\(key)"
            case .format(let key, let table, let arguments):
                return (table == "Localizable" ? key : "\(table):\(key)") + "(" + arguments.joined(separator: ", ") + ")"
            case .text(let text): return "\"\(text)\""
            }
        }
    }

    var icons: [String?] { buttons.map(\.icon) }
}
