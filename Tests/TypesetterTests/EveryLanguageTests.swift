import ButtonStackBase
import Testing
@testable import Typesetter

/// A real button title ("Share") in every language iOS offers as a UI language (iOS 18.4) and in
/// the scripts apps commonly ship beyond them: each drawn in a font of its script with no missing
/// glyph, its width the design-unit sum `hb-shape` gives for the same font.
@Suite struct EveryLanguageTests {
    struct Title: Sendable, CustomStringConvertible {
        let locale: String, text: String, font: String, faceIndex: Int
        init(_ locale: String, _ text: String, _ font: String = "NotoSans", faceIndex: Int = 0) {
            self.locale = locale
            self.text = text
            self.font = font
            self.faceIndex = faceIndex
        }
        var description: String { "\(locale): \(text)" }
    }

    static let titles: [Title] = [
        // The long-standing UI languages.
        Title("ar", "مشاركة", "NotoSansArabic"), Title("ca", "Comparteix"), Title("zh-Hans", "共享", "NotoSansCJK", faceIndex: 2),
        Title("zh-Hant", "分享", "NotoSansCJK", faceIndex: 3), Title("zh-HK", "分享", "NotoSansCJK", faceIndex: 4),
        Title("hr", "Podijeli"), Title("cs", "Sdílet"), Title("da", "Del"), Title("nl", "Deel"), Title("en", "Share"),
        Title("en-AU", "Share"), Title("en-GB", "Share"), Title("en-IN", "Share"), Title("fi", "Jaa"), Title("fr", "Partager"),
        Title("fr-CA", "Partager"), Title("de", "Teilen"), Title("el", "Κοινοποίηση"), Title("he", "שיתוף", "NotoSansHebrew"),
        Title("hi", "शेयर करें", "NotoSansDevanagari"), Title("hu", "Megosztás"), Title("id", "Bagikan"), Title("it", "Condividi"),
        Title("ja", "共有", "NotoSansCJK", faceIndex: 0), Title("ko", "공유", "NotoSansCJK", faceIndex: 1), Title("ms", "Kongsi"),
        Title("nb", "Del"), Title("pl", "Udostępnij"), Title("pt-BR", "Compartilhar"), Title("pt-PT", "Partilhar"),
        Title("ro", "Partajează"), Title("ru", "Поделиться"), Title("sk", "Zdieľať"), Title("es", "Compartir"),
        Title("es-MX", "Compartir"), Title("es-419", "Compartir"), Title("sv", "Dela"), Title("th", "แชร์", "NotoSansThai"),
        Title("tr", "Paylaş"), Title("uk", "Поділитися"), Title("vi", "Chia sẻ"),
        // Added in iOS 17 and 18.
        Title("sl", "Deli"), Title("bn", "শেয়ার করুন", "NotoSansBengali"), Title("gu", "શેર કરો", "NotoSansGujarati"),
        Title("kn", "ಹಂಚಿಕೊಳ್ಳಿ", "NotoSansKannada"), Title("ml", "പങ്കിടുക", "NotoSansMalayalam"),
        Title("mr", "शेअर करा", "NotoSansDevanagari"), Title("or", "ସେୟାର କରନ୍ତୁ", "NotoSansOriya"),
        Title("pa", "ਸਾਂਝਾ ਕਰੋ", "NotoSansGurmukhi"), Title("ta", "பகிர்", "NotoSansTamil"),
        Title("te", "షేర్ చేయండి", "NotoSansTelugu"), Title("ur", "شیئر کریں", "NotoNastaliqUrdu"),
        // Scripts apps commonly ship beyond them.
        Title("hy", "Կիսվել", "NotoSansArmenian"), Title("ka", "გაზიარება", "NotoSansGeorgian"), Title("am", "አጋራ", "NotoSansEthiopic"),
        Title("km", "ចែករំលែក", "NotoSansKhmer"), Title("lo", "ແບ່ງປັນ", "NotoSansLao"), Title("my", "မျှဝေရန်", "NotoSansMyanmar"),
        Title("si", "බෙදාගන්න", "NotoSansSinhala"), Title("bo", "བགོ་འགྲེམས།", "NotoSerifTibetan"),
    ]

    func file(_ title: Title, bold: Bool) -> String {
        title.font == "NotoSansCJK" ? "NotoSansCJK-Regular.ttc" : "\(title.font)-\(bold ? "Bold" : "Regular").ttf"
    }

    @Test(arguments: titles, [false, true])
    func drawnInItsScriptsFontWithTheReferenceWidth(title: Title, bold: Bool) throws {
        let hbShape = try #require(hbShapePath, "hb-shape (libharfbuzz-bin) is needed for the reference widths")
        let style = TextStyle(size: 17, weight: bold ? .bold : .regular, locale: LanguageTag(title.locale))
        let layout = try sharedTypesetter.layout(title.text, style: style)
        #expect(layout.missingGlyphs == 0, "\(title)")
        let font = file(title, bold: bold)
        for run in layout.lines[0].runs {
            #expect(run.face.displayPath == "Fonts/" + font && run.face.faceIndex == title.faceIndex, "\(title): \(run.face)")
        }
        let fontPath = sharedTypesetter.fonts.folder + "/" + font
        let output = try #require(runProgram(hbShape, [
            "--font-file=\(fontPath)", "--face-index=\(title.faceIndex)", "--language=\(title.locale)",
            "--no-glyph-names", "--no-clusters", "--text=\(title.text)",
        ]))
        let advances = output.split(separator: "|").compactMap { $0.split(separator: "+").last.flatMap { Int($0.filter(\.isNumber)) } }
        let face = try sharedTypesetter.fonts.face(path: fontPath, index: title.faceIndex)
        let reference = Double(advances.reduce(0, +)) * 17 / Double(face.unitsPerEm)
        #expect(abs(layout.width - reference) <= 0.01, "\(title): \(layout.width) vs reference \(reference)")
    }

    @Test func aRegularTitleNeverTakesABoldFaceAndABoldOneTakesBoldWhereThereIsOne() throws {
        for title in Self.titles {
            let regular = try sharedTypesetter.layout(title.text, style: TextStyle(size: 17, locale: LanguageTag(title.locale)))
            #expect(regular.lines[0].runs.allSatisfy { !$0.face.displayPath.contains("Bold") }, "\(title)")
        }
        // A Latin title with an Armenian word: both bold.
        let mixed = try sharedTypesetter.layout("Share Կիսվել", style: TextStyle(size: 17, weight: .bold, locale: LanguageTag("hy")))
        #expect(Set(mixed.lines[0].runs.map(\.face.displayPath)) == ["Fonts/NotoSans-Bold.ttf", "Fonts/NotoSansArmenian-Bold.ttf"])
        // Urdu is Nastaliq; the same letters in Arabic or Persian are not.
        let persian = try sharedTypesetter.layout("اشتراک", style: TextStyle(size: 17, locale: LanguageTag("fa")))
        #expect(persian.lines[0].runs.allSatisfy { $0.face.displayPath == "Fonts/NotoSansArabic-Regular.ttf" })
    }
}
