/// The parts of a BCP 47 locale tag that picking a translation, shaping and font choice care
/// about: the one way this package reads a locale.
///
/// `zh-Hans`, `zh-Hant`, `zh-TW`, `ja`, `ar-EG` and `de_DE` are all understood; unknown parts are
/// kept in ``tag`` and passed to HarfBuzz as they are.
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The tag as given, with `_` turned into `-`.
    public let tag: String
    /// The primary language subtag, lowercased (`zh`, `ar`, `en`).
    public let language: String
    /// The script subtag in title case (`Hans`), if the tag has one.
    public let script: String?
    /// The region subtag in upper case (`TW`), if the tag has one.
    public let region: String?

    /// Parses a tag such as `zh-Hant` or `de_DE`.
    public init(_ tag: String) {
        self = Self.parseASCII(tag) ?? Self.parseCharacters(tag)
    }

    /// The parse of any tag, Character by Character.
    static func parseCharacters(_ tag: String) -> LanguageTag {
        let normalized = String(tag.map { $0 == "_" ? "-" : $0 })
        let parts = normalized.split(separator: "-").map(String.init)
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(\.isLetter), script == nil {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                region = region ?? part.uppercased()
            }
        }
        return LanguageTag(tag: normalized, language: (parts.first ?? "und").lowercased(), script: script, region: region)
    }

    /// The parse of an ASCII tag, byte by byte (the same result as the general parse, which
    /// works on Characters: a picture's texts look locales up often enough for it to show at
    /// the start of a run); nil for a tag that is not ASCII.
    static func parseASCII(_ tag: String) -> LanguageTag? {
        var bytes = Array(tag.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        for index in bytes.indices where bytes[index] == UInt8(ascii: "_") { bytes[index] = UInt8(ascii: "-") }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func lower(_ part: ArraySlice<UInt8>) -> String { String(decoding: part.map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self) }
        func upper(_ part: ArraySlice<UInt8>) -> String { String(decoding: part.map { isLetter($0) ? $0 & ~0x20 : $0 }, as: UTF8.self) }
        let parts = bytes.split(separator: UInt8(ascii: "-"))
        var script: String?, region: String?
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(isLetter), script == nil {
                script = upper(part.prefix(1)) + lower(part.dropFirst())
            } else if (part.count == 2 && part.allSatisfy(isLetter)) || (part.count == 3 && part.allSatisfy(isDigit)) {
                region = region ?? upper(part)
            }
        }
        return LanguageTag(tag: String(decoding: bytes, as: UTF8.self), language: parts.first.map(lower) ?? "und", script: script, region: region)
    }

    /// The parts as they are.
    private init(tag: String, language: String, script: String?, region: String?) {
        self.tag = tag
        self.language = language
        self.script = script
        self.region = region
    }

    /// The script the tag means: its own, or for Chinese the one its region implies (zh-TW, zh-HK
    /// and zh-MO mean Traditional; zh-CN and plain zh Simplified).
    public var impliedScript: String? {
        if let script { return script }
        guard language == "zh" else { return nil }
        return ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
    }

    /// Language, script and region equal (so `zh_hant` and `zh-Hant` are the same locale).
    public func sameLocale(as other: LanguageTag) -> Bool {
        language == other.language && script == other.script && region == other.region
    }

    /// True when `tag` is spelled as a locale tag: subtags of 1–8 letters or digits joined by `-`
    /// or `_`, the first 2–8 letters (`de`, `pt_BR`, `zh-Hant-TW`, and the pseudo-locales
    /// `en-XA`, `double-length`, `right-to-left`). Whether the language exists is not checked.
    public static func isWellFormed(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// `tag` as iOS and the app's string files spell it: the language in lower case, a script in
    /// title case, a region in upper case, `_` as `-` (`ZH_hant_tw` → `zh-Hant-TW`, `HE` → `he`);
    /// other subtags in lower case, a pseudo-locale as it is named. For a well-formed tag (``isWellFormed(_:)``).
    public static func canonical(_ tag: String) -> String {
        if let pseudo = PseudoLocale(tag: tag) { return pseudo.rawValue }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        var result: [String] = []
        for (index, part) in parts.enumerated() {
            if index == 0 {
                result.append(part.lowercased())
            } else if index == 1, part.count == 4, part.allSatisfy(\.isLetter) {
                result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if index <= 2, part.count == 2 && part.allSatisfy(\.isLetter) || part.count == 3 && part.allSatisfy(\.isNumber) {
                result.append(part.uppercased())
            } else {
                result.append(part.lowercased())
            }
        }
        return result.joined(separator: "-")
    }

    /// True when `tag`'s language is spelled as a language code (two or three letters, `de`,
    /// `haw`) or `tag` is a pseudo-locale: what a user names a locale by on the command line,
    /// where a word (`german`) is a mistake, not a locale.
    public static func namesALanguage(_ tag: String) -> Bool {
        guard isWellFormed(tag) else { return false }
        if PseudoLocale(tag: tag) != nil { return true }
        let language = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
        return (2...3).contains(language.count)
    }

    /// English, the default when no locale is given.
    public static let english = LanguageTag("en")

    public var description: String { tag }

    // Every other field follows from `tag`, so equality and hashing look at it alone.
    public static func == (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.tag == rhs.tag }
    public func hash(into hasher: inout Hasher) { hasher.combine(tag) }

    /// True for languages written right to left (Arabic, Hebrew, Persian, Urdu and others).
    public var isRightToLeft: Bool {
        if let pseudo = PseudoLocale(tag: tag) { return pseudo.isRightToLeft }
        if let script { return ["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg"].contains(script) }
        return ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "syr"].contains(language)
    }

    /// Which Chinese, Japanese or Korean writing convention the tag asks for, if any.
    public var cjkConvention: CJKConvention? {
        switch language {
        case "ja": return .japanese
        case "ko": return .korean
        case "zh", "yue", "cmn":
            if script == "Hant" { return region == "HK" || region == "MO" ? .traditionalHongKong : .traditional }
            if script == "Hans" { return .simplified }
            switch region {
            case "TW": return .traditional
            case "HK", "MO": return .traditionalHongKong
            default: return language == "yue" ? .traditionalHongKong : .simplified
            }
        default: return nil
        }
    }
}

/// The CJK conventions that select a face of the Noto Sans CJK collection and its `locl` forms.
public enum CJKConvention: String, Sendable, CaseIterable {
    case japanese, korean, simplified, traditional, traditionalHongKong
}
