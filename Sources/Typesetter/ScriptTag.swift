import ButtonStackBase
import CHarfBuzz

/// An ISO 15924 script code as HarfBuzz stores it (a four-byte tag such as `Arab`).
public struct ScriptTag: Hashable, Sendable, CustomStringConvertible {
    /// The tag's four bytes, big-endian, as `hb_script_t` holds them.
    public let rawValue: UInt32

    /// Wraps a HarfBuzz script value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The script from its ISO 15924 code (`"Arab"`).
    public init(_ name: String) {
        rawValue = hb_script_from_string(name, -1).rawValue
    }

    /// The script of `scalar` by the Unicode Character Database (HarfBuzz's copy).
    @inline(__always)
    static func of(_ scalar: UInt32) -> ScriptTag {
        ScriptTag(rawValue: hb_unicode_script(unicodeFunctions, scalar).rawValue)
    }

    nonisolated(unsafe) static let unicodeFunctions = hb_unicode_funcs_get_default()

    /// The four-letter ISO 15924 code, e.g. `Arab`.
    public var name: String {
        let bytes = [24, 16, 8, 0].map { UInt8((rawValue >> UInt32($0)) & 0xFF) }
        return String(decoding: bytes, as: UTF8.self)
    }

    public var description: String { name }

    var hbScript: hb_script_t { hb_script_t(rawValue: rawValue) }

    /// Common (`Zyyy`) and Inherited (`Zinh`) characters take the script of the run around them.
    var isCommonOrInherited: Bool {
        self == .common || self == .inherited || self == .unknown
    }

    static let common = ScriptTag(rawValue: HB_SCRIPT_COMMON.rawValue)
    static let inherited = ScriptTag(rawValue: HB_SCRIPT_INHERITED.rawValue)
    static let unknown = ScriptTag(rawValue: HB_SCRIPT_UNKNOWN.rawValue)
    static let latin = ScriptTag(rawValue: HB_SCRIPT_LATIN.rawValue)

    /// The CJK convention a script implies on its own (kana → Japanese, Hangul → Korean).
    var defaultCJKConvention: CJKConvention? {
        switch name {
        case "Hira", "Kana": return .japanese
        case "Hang": return .korean
        case "Bopo": return .traditional
        default: return nil
        }
    }

    /// The usual script of a language, for text made only of Common characters (digits, symbols).
    static func usual(for language: LanguageTag) -> ScriptTag {
        if let script = language.script, script != "Hans", script != "Hant" { return ScriptTag(script) }
        switch language.language {
        case "ar", "fa", "ur", "ps", "sd", "ug", "ckb": return ScriptTag("Arab")
        case "he", "iw", "yi": return ScriptTag("Hebr")
        case "hi", "mr", "ne", "sa": return ScriptTag("Deva")
        case "bn", "as": return ScriptTag("Beng")
        case "gu": return ScriptTag("Gujr")
        case "pa": return ScriptTag("Guru")
        case "kn": return ScriptTag("Knda")
        case "ml": return ScriptTag("Mlym")
        case "or": return ScriptTag("Orya")
        case "ta": return ScriptTag("Taml")
        case "te": return ScriptTag("Telu")
        case "si": return ScriptTag("Sinh")
        case "th": return ScriptTag("Thai")
        case "lo": return ScriptTag("Laoo")
        case "km": return ScriptTag("Khmr")
        case "my": return ScriptTag("Mymr")
        case "bo", "dz": return ScriptTag("Tibt")
        case "hy": return ScriptTag("Armn")
        case "ka": return ScriptTag("Geor")
        case "am", "ti": return ScriptTag("Ethi")
        case "zh", "yue", "cmn": return ScriptTag("Hani")
        case "ja": return ScriptTag("Hani")
        case "ko": return ScriptTag("Hang")
        case "ru", "uk", "bg", "sr", "be", "mk", "kk": return ScriptTag("Cyrl")
        case "el": return ScriptTag("Grek")
        default: return .latin
        }
    }
}
