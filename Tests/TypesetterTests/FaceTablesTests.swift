import CFreeType
import Foundation
import Testing
@testable import Typesetter

/// The typesetter reads line metrics and family names from a face's tables itself (``FaceTables``)
/// instead of opening every face a second time through FreeType. FreeType stays the reference:
/// every face of every font at hand — the bundled ones, the test fixtures and the machine's own
/// fonts — must read exactly as FreeType reports it (`FT_Face`'s `ascender`, `descender`,
/// `family_name`, `hhea`'s line gap, and `hhea`'s values for a bitmap-only face).
@Suite struct FaceTablesTests {
    /// The fonts compared: the package's, the fixtures', and up to 200 of the machine's.
    static let fontFiles: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fontFile = { (name: String) in [".ttf", ".otf", ".ttc"].contains { name.lowercased().hasSuffix($0) } }
        var files: [String] = []
        for folder in [root.appendingPathComponent("Fonts").path, root.appendingPathComponent("Tests/Fixtures/fonts").path] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            files += names.filter(fontFile).sorted().map { folder + "/" + $0 }
        }
        var system: [String] = []
        if let walker = FileManager.default.enumerator(atPath: "/usr/share/fonts") {
            for case let name as String in walker where fontFile(name) { system.append("/usr/share/fonts/" + name) }
        }
        return files + system.sorted().prefix(200)
    }()

    /// What FreeType reports for face `index` of `path`, as the typesetter used to read it; nil
    /// when FreeType cannot open it. Also the number of faces in the file.
    static func freeType(_ path: String, index: Int) -> (tables: FaceTables?, faces: Int) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return (nil, 0) }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else { return (nil, 0) }
        defer { FT_Done_Face(face) }
        var ascender = Int(face.pointee.ascender), descender = Int(face.pointee.descender), lineGap = 0
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            lineGap = Int(hhea.Line_Gap)
            if face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 && ascender == 0 && descender == 0 {
                (ascender, descender) = (Int(hhea.Ascender), Int(hhea.Descender))
            }
        }
        let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
        return (FaceTables(ascender: ascender, descender: descender, lineGap: lineGap, family: family), Int(face.pointee.num_faces))
    }

    @Test func everyFaceReadsAsFreeTypeReadsIt() throws {
        #expect(Self.fontFiles.count > 60, "the bundled fonts and the fixtures at least")
        var compared = 0
        for path in Self.fontFiles {
            let faces = Self.freeType(path, index: 0).faces
            for index in 0..<max(faces, 1) {
                let reference = Self.freeType(path, index: index).tables
                let face: FontFace
                do { face = try FontFace(path: path, faceIndex: index) } catch {
                    #expect(reference == nil, "\(path)#\(index): FreeType opens it, the typesetter says \(error)")
                    continue
                }
                let read = FaceTables(ascender: face.ascender, descender: face.descender, lineGap: face.lineGap, family: face.familyName)
                #expect(read == reference, "\(path)#\(index)")
                compared += 1
            }
        }
        #expect(compared > 60)
    }

    @Test func knownValues() throws {
        let fonts = sharedTypesetter.fonts
        let sans = try fonts.face(path: fonts.folder + "/NotoSans-Regular.ttf", index: 0)
        #expect((sans.ascender, sans.descender, sans.lineGap, sans.familyName) == (1069, -293, 0, "Noto Sans"))
        // A bitmap-only face: FreeType has no ascender for it, so `hhea`'s is taken.
        let emoji = try fonts.face(.emoji)
        #expect((emoji.ascender, emoji.descender) == (1900, -500))
    }

    @Test func aFaceWithoutMetricsTablesIsAOneLineError() throws {
        // Noto Sans with its `hhea` table renamed (to a tag that sorts in its place): HarfBuzz
        // still opens it, FreeType never would.
        let fonts = sharedTypesetter.fonts
        var bytes = try Data(contentsOf: URL(fileURLWithPath: fonts.folder + "/NotoSans-Regular.ttf"))
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        for record in 0..<tables where bytes[12 + 16 * record..<12 + 16 * record + 4] == Data("hhea".utf8) {
            bytes.replaceSubrange(12 + 16 * record..<12 + 16 * record + 4, with: Data("hheb".utf8))
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("no-hhea-\(getpid()).ttf")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(Self.freeType(file.path, index: 0).tables == nil)
        do {
            _ = try FontFace(path: file.path)
            Issue.record("a font without hhea opened")
        } catch let error as TypesetterError {
            #expect("\(error)".contains("has no 'hhea' table") && !"\(error)".contains("\n"))
        }
    }
}
