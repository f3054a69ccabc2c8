@testable import ButtonStackOutput
import StackEngine
import Testing

/// An earlier manifest read as JSON: each entry found, and its text written again as it stands
/// when the encoder wrote it (re-encoding every kept entry took a quarter of an incremental run).
@Suite struct ManifestPartsTests {
    @Test func everyEntryARenderWritesIsReadBackAndItsTextKept() throws {
        let images = try RenderPlan.images(specs: [example("readme.yaml")], options: RenderOptions())
        let rendered = try RenderRunner(engine: sharedEngine).render(images, threads: 1)
        let encoded = try rendered.map { try EncodedManifestEntry($0.entry) }
        #expect(rendered.contains { $0.entry.findings.isEmpty }, "an entry with an empty list (an empty line in its text) is among them")
        let bytes = Array(try Manifest.text(encoded: encoded, complete: true).utf8)
        let parts = try #require(ManifestParts(bytes))
        #expect(parts.version == Manifest.currentVersion)
        #expect(parts.files.count == encoded.count)
        let sorted = encoded.sorted { $0.entry.file < $1.entry.file }
        for (range, entry) in zip(parts.files, sorted) {
            #expect(ManifestParts.keptText(bytes[range]) == (try entry.text), "\(entry.entry.file)")
        }
    }
}
