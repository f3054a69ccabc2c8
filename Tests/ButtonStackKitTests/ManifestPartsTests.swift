@testable import ButtonStackOutput
import ButtonStackBase
import Foundation
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
    /// Every entry a render writes reads back through the package's own scanner as it reads
    /// through `JSONDecoder`, and one the scanner does not take (lint findings, a member of
    /// another type or missing) is left to `JSONDecoder` (nil here), never read otherwise.
    @Test func entriesReadByTheScannerEqualWhatJSONDecoderReads() throws {
        var options = RenderOptions()
        options.appearances = [.light, .dark]
        let natural = try RenderPlan.images(specs: [example("readme.yaml"), example("languages.yaml")], options: options)
        options.modes = .forced(StackMode.allCases)
        let forced = try RenderPlan.images(specs: [example("readme.yaml")], options: options)
        let rendered = try RenderRunner(engine: sharedEngine).render(Array(natural.prefix(80)) + Array(forced.prefix(40)), threads: 2)
        let encoded = try rendered.map { try EncodedManifestEntry($0.entry) }
        let bytes = Array(try Manifest.text(encoded: encoded, complete: true).utf8)
        let parts = try #require(ManifestParts(bytes))
        var read = 0, left = 0
        for range in parts.files {
            let decoded = try JSONDecoder().decode(ManifestEntry.self, from: Data(bytes[range]))
            if let scanned = ManifestEntryReading.entry(bytes[range]) {
                #expect(scanned == decoded, "\(decoded.file)")
                read += 1
            } else {
                #expect(!decoded.findings.isEmpty, "\(decoded.file) has no finding, yet the scanner left it")
                left += 1
            }
        }
        #expect(read > 0 && left > 0, "both kinds are among them: \(read) read, \(left) left")
        let entry = Array(#"{"spec":"a.yaml","stack":"s","locale":"en","textSize":"large","width":390,"file":"x.png","pointSize":17,"direction":"ltr","mode":1,"measuredMode":1,"pixelWidth":10,"pixelHeight":10,"truncated":false,"clipped":false,"missingGlyphs":0,"findings":[]}"#.utf8)
        #expect(ManifestEntryReading.entry(entry[...])?.combination.scale == 2, "absent members take Combination's defaults")
        for broken in [#""width":390"#: #""width":"390""#, #""mode":1,"#: #""mode":1.5,"#, #""file":"x.png","#: ""] {
            let text = String(decoding: entry, as: UTF8.self).replacingOccurrences(of: broken.key, with: broken.value)
            #expect(ManifestEntryReading.entry(Array(text.utf8)[...]) == nil, "\(text)")
        }
    }
}
