import Foundation
import Testing
@testable import ButtonStackRendering
@testable import ButtonStackKit

/// Manifest texts set aside during a large run come back as they were, from any thread, and the
/// file they wait in never has a name in the folder.
@Suite struct EntryTextSpillTests {
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
        let jobs = try RenderPlan.jobs(specs: [example("readme.yaml")], options: options)
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
