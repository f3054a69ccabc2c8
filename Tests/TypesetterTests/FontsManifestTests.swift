import Foundation
import Testing
@testable import Typesetter

/// `Fonts/manifest.json` records where every font and table came from; the fallback chains are
/// built from a table in the code, which must say the same.
@Suite struct FontsManifestTests {
    struct Manifest: Decodable {
        struct Font: Decodable { var file: String; var weight: Int; var faceIndex: Int; var scripts: [String]; var languages: [String]?; var licence: String }
        struct Table: Decodable { var file: String; var licence: String }
        var fonts: [Font]
        var tables: [Table]
    }

    let folder = FontLibrary.locateFontsFolder()

    func manifest() throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json")))
    }

    @Test func everyBundledFaceIsRecordedAsTheCodeUsesIt() throws {
        let fonts = try manifest().fonts
        for face in BundledFonts.faces {
            let entry = try #require(fonts.first { $0.file == face.file && $0.faceIndex == face.faceIndex }, "\(face.file)#\(face.faceIndex)")
            #expect(entry.weight == (face.weight == .bold ? 700 : 400), "\(face.file)")
            #expect(face.scripts.isSubset(of: Set(entry.scripts)), "\(face.file)")
            #expect(face.languages.isEmpty || face.languages == entry.languages ?? [], "\(face.file)")
        }
    }

    @Test func everyFileInFontsIsRecordedWithALicenceAndTheFolderStaysSmall() throws {
        let manifest = try manifest()
        let recorded = Set(manifest.fonts.map(\.file) + manifest.tables.map(\.file))
        var total = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let size = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int ?? 0
            total += size
            guard !name.hasPrefix("LICENSE"), name != "manifest.json" else { continue }
            #expect(recorded.contains(name), "\(name) is not in manifest.json")
        }
        #expect(manifest.fonts.allSatisfy { !$0.licence.isEmpty } && manifest.tables.allSatisfy { !$0.licence.isEmpty })
        #expect(total < 60_000_000, "Fonts/ is \(total) bytes")
    }
}
