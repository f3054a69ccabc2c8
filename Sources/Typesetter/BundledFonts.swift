import ButtonStackBase
import ButtonStackConcurrency

/// One face in `Fonts/`, as `Fonts/manifest.json` records it: the table the fallback chains are
/// built from (a test checks it against the manifest, which records sources and licences).
struct BundledFace: Sendable, Hashable {
    /// The file in `Fonts/`.
    let file: String
    /// The family the file is a weight of (`NotoSansArabic` for `NotoSansArabic-Bold.ttf`).
    let family: String
    /// The face in a collection.
    let faceIndex: Int
    /// Regular or bold.
    let weight: FontWeight
    /// ISO 15924 scripts it is the face for.
    let scripts: Set<String>
    /// Languages it is for in particular (Urdu's Nastaliq, a CJK convention); empty: every language.
    let languages: [String]

    init(_ file: String, family: String, _ weight: FontWeight, _ scripts: Set<String>, languages: [String] = [], faceIndex: Int = 0) {
        self.file = file
        self.family = family
        self.faceIndex = faceIndex
        self.weight = weight
        self.scripts = scripts
        self.languages = languages
    }
}

/// The text faces in `Fonts/`, in fallback order: every language iOS offers as a UI language and
/// the scripts apps commonly ship beyond them, regular and bold where the family has both.
enum BundledFonts {
    static let faces: [BundledFace] = {
        var faces: [BundledFace] = []
        func pair(_ family: String, _ scripts: Set<String>, languages: [String] = []) {
            faces.append(BundledFace("\(family)-Regular.ttf", family: family, .regular, scripts, languages: languages))
            faces.append(BundledFace("\(family)-Bold.ttf", family: family, .bold, scripts, languages: languages))
        }
        pair("NotoSans", ["Latn", "Grek", "Cyrl"])
        pair("NotoSansArabic", ["Arab"])
        // Urdu is drawn in Nastaliq, as iOS draws it: much taller lines.
        pair("NotoNastaliqUrdu", ["Arab"], languages: ["ur"])
        pair("NotoSansHebrew", ["Hebr"])
        pair("NotoSansDevanagari", ["Deva"])
        pair("NotoSansBengali", ["Beng"])
        pair("NotoSansGujarati", ["Gujr"])
        pair("NotoSansGurmukhi", ["Guru"])
        pair("NotoSansKannada", ["Knda"])
        pair("NotoSansMalayalam", ["Mlym"])
        pair("NotoSansOriya", ["Orya"])
        pair("NotoSansTamil", ["Taml"])
        pair("NotoSansTelugu", ["Telu"])
        pair("NotoSansSinhala", ["Sinh"])
        pair("NotoSansThai", ["Thai"])
        pair("NotoSansLao", ["Laoo"])
        pair("NotoSansKhmer", ["Khmr"])
        pair("NotoSansMyanmar", ["Mymr"])
        pair("NotoSerifTibetan", ["Tibt"])
        pair("NotoSansArmenian", ["Armn"])
        pair("NotoSansGeorgian", ["Geor"])
        pair("NotoSansEthiopic", ["Ethi"])
        // Noto Sans CJK holds JP, KR, SC, TC, HK in that order; regular only.
        let cjk = "NotoSansCJK-Regular.ttc"
        faces.append(BundledFace(cjk, family: "NotoSansCJK", .regular, ["Hani", "Hira", "Kana"], languages: ["ja"], faceIndex: 0))
        faces.append(BundledFace(cjk, family: "NotoSansCJK", .regular, ["Hang", "Hani"], languages: ["ko"], faceIndex: 1))
        faces.append(BundledFace(cjk, family: "NotoSansCJK", .regular, ["Hani", "Bopo"], languages: ["zh-Hans"], faceIndex: 2))
        faces.append(BundledFace(cjk, family: "NotoSansCJK", .regular, ["Hani", "Bopo"], languages: ["zh-Hant"], faceIndex: 3))
        faces.append(BundledFace(cjk, family: "NotoSansCJK", .regular, ["Hani", "Bopo"], languages: ["zh-HK"], faceIndex: 4))
        return faces
    }()

    /// The language a CJK convention's face is for.
    static func language(of convention: CJKConvention) -> String {
        switch convention {
        case .japanese: return "ja"
        case .korean: return "ko"
        case .simplified: return "zh-Hans"
        case .traditional: return "zh-Hant"
        case .traditionalHongKong: return "zh-HK"
        }
    }

    /// The faces to try for text of `script` in `language` at `weight`, best first: the script's
    /// own faces (one for the language first, where there is one), then every other script's face
    /// as fallback. A regular title never takes a bold face; a bold one takes the bold face where
    /// the family has one and the regular one where it has not. Of the CJK collection only the
    /// face of the text's convention is tried.
    static func chain(script: String, language: LanguageTag, cjk: CJKConvention, weight: FontWeight) -> [BundledFace] {
        chainIndices(script: script, language: language, cjk: cjk, weight: weight).map { faces[$0] }
    }

    /// ``chain(script:language:cjk:weight:)`` as indices into ``faces``.
    static func chainIndices(script: String, language: LanguageTag, cjk: CJKConvention, weight: FontWeight) -> [Int] {
        let cjkLanguage = Self.language(of: cjk)
        func isForLanguage(_ face: BundledFace) -> Bool {
            face.languages.contains { $0 == language.language || $0 == language.tag } || face.languages == [cjkLanguage]
        }
        // The script's own faces, one made for another language (Nastaliq for Urdu) only for that
        // language; then every other face that is for any language, or for this one.
        var ownForLanguage: [Int] = [], own: [Int] = [], others: [Int] = []
        for index in families(FamiliesKey(cjk: cjk, weight: weight)) {
            let face = faces[index]
            if face.scripts.contains(script) && face.languages.isEmpty {
                own.append(index)
            } else if face.scripts.contains(script) && isForLanguage(face) {
                ownForLanguage.append(index)
            } else if face.languages.isEmpty || isForLanguage(face) || face.file.hasPrefix("NotoSansCJK") {
                others.append(index)
            }
        }
        return ownForLanguage + own + others
    }

    private struct FamiliesKey: Hashable { let cjk: CJKConvention; let weight: FontWeight }

    /// One face per family for a CJK convention and weight, in fallback order, as indices into
    /// ``faces``: the weight asked for where the family has it, else its regular face (never bold
    /// for a regular title); of the CJK collection only the convention's face. The same for every
    /// language and script, so made once for each convention and weight a run meets (a chain is
    /// made for every script of every language a run sets), not for all ten at a run's start.
    private static func families(_ key: FamiliesKey) -> [Int] {
        if let made = familiesMade.withLock({ $0[key] }) { return made }
        struct Family: Hashable { let name: String; let faceIndex: Int }
        var chosen: [Family: Int] = [:]
        var order: [Family] = []
        for (index, face) in faces.enumerated() where !face.file.hasPrefix("NotoSansCJK") || face.languages == [language(of: key.cjk)] {
            let family = Family(name: face.family, faceIndex: face.faceIndex)
            if chosen[family] == nil { order.append(family) }
            if chosen[family] == nil || face.weight == key.weight { chosen[family] = index }
        }
        let made = order.compactMap { chosen[$0] }
        familiesMade.withLock { $0[key] = made }
        return made
    }

    /// ``families(_:)`` made so far.
    private static let familiesMade = Locked<[FamiliesKey: [Int]]>([:])
}
