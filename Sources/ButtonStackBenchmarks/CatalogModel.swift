import Foundation

/// A String Catalog as `Decodable` types, for the strings benchmark's JSONDecoder lines: what
/// ``ButtonStrings`` reads of a catalog (source language; per key per locale a string unit,
/// plural or device variations, substitutions), decoded as Foundation would with no scanner of
/// our own. Fields the reader ignores (comments, extraction states) are not decoded either.
struct CatalogModel: Decodable {
    var sourceLanguage: String
    var strings: [String: Entry]

    struct Entry: Decodable {
        var localizations: [String: Localization]?
    }

    struct Localization: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?
        var substitutions: [String: Substitution]?
    }

    struct StringUnit: Decodable {
        var state: String?
        var value: String
    }

    struct Variations: Decodable {
        var plural: [String: Localization]?
        var device: [String: Localization]?
    }

    struct Substitution: Decodable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: Variations?
    }
}

/// The same catalog with only some keys decoded (the others' names kept), as a spec's keys are
/// read: the keys wanted are in the decoder's `userInfo` under ``wanted``. JSONDecoder still
/// parses the whole file first.
struct SkimmedCatalogModel: Decodable {
    static let wanted = CodingUserInfoKey(rawValue: "wanted")!

    var sourceLanguage: String
    var names: [String]
    var entries: [String: CatalogModel.Entry] = [:]

    init(from decoder: any Decoder) throws {
        let catalog = try decoder.container(keyedBy: AnyKey.self)
        sourceLanguage = try catalog.decode(String.self, forKey: AnyKey("sourceLanguage"))
        let strings = try catalog.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("strings"))
        let wanted = decoder.userInfo[Self.wanted] as? Set<String> ?? []
        names = strings.allKeys.map(\.stringValue)
        for key in strings.allKeys where wanted.contains(key.stringValue) {
            entries[key.stringValue] = try strings.decode(CatalogModel.Entry.self, forKey: key)
        }
    }

    /// Any member name.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
