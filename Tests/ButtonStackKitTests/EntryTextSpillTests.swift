import StackEngine
import Foundation
import ButtonStackFiles
import Testing
@testable import ButtonStackOutput
@testable import ButtonStackKit

/// Manifest texts set aside during a large run come back as they were, from any thread, and the
/// file they wait in never has a name in the folder.
@Suite(.enabled(if: EntryTextSpill.isAvailable(in: FileManager.default.temporaryDirectory.path), "the temporary folder's file system gives no nameless files"))
struct EntryTextSpillTests {
    /// A text that cannot be read back (here: said to lie past the spill's end) stops the
    /// manifest: the error says so, and the manifest there before stays as it was.
    @Test func aTextThatCannotBeReadBackLeavesTheManifestAsItWas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spill-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spill = try #require(EntryTextSpill(folder: folder))
        let jobs = try RenderPlan.images(specs: [example("readme.yaml")], options: RenderOptions())
        let entries = try RenderRunner(engine: sharedEngine).render(Array(jobs.prefix(3)), threads: 1).map(\.entry)
        try Manifest.write(encoded: try entries.map(EncodedManifestEntry.init), complete: false, run: nil, toFolder: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json"))
        let broken = [try EncodedManifestEntry(entries[0], spill: spill, folder: folder),
                      EncodedManifestEntry(entry: entries[1], spilledAt: 1_000_000..<1_000_100, in: spill, folder: folder),
                      try EncodedManifestEntry(entries[2])]
        #expect(throws: FileSystemError.self) { try Manifest.write(encoded: broken, complete: true, run: nil, toFolder: folder) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json")) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["manifest.json"])
    }

    @Test func textsComeBackAsTheyWereAndTheFolderStaysEmpty() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spill-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spill = try #require(EntryTextSpill(folder: folder))
        let texts = (0..<2_000).map { index in "    {\n      \"file\" : \"\(index)-مرحبا-你好.png\"" + String(repeating: "é", count: index % 300) + "\n    }" }
        let places = Array(repeating: Range<Int>?.none, count: texts.count)
        let kept = LockedPlaces(places)
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in kept.set(index, spill.keep(texts[index])) }
        for (index, text) in texts.enumerated() {
            let place = try #require(kept.get(index))
            #expect(try spill.text(at: place, folder: folder) == text)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        // An entry set aside reads as one kept in memory.
        var options = RenderOptions()
        options.locales = ["ar"]
        let jobs = try RenderPlan.images(specs: [example("readme.yaml")], options: options)
        let entry = try #require(try RenderRunner(engine: sharedEngine).render(Array(jobs.prefix(1)), threads: 1).first?.entry)
        #expect(try EncodedManifestEntry(entry, spill: spill, folder: folder).text == EncodedManifestEntry(entry).text)
    }

    final class LockedPlaces: @unchecked Sendable {
        private var places: [Range<Int>?]
        private let lock = NSLock()
        init(_ places: [Range<Int>?]) { self.places = places }
        func set(_ index: Int, _ place: Range<Int>?) { lock.lock(); places[index] = place; lock.unlock() }
        func get(_ index: Int) -> Range<Int>? { lock.lock(); defer { lock.unlock() }; return places[index] }
    }
}
