import ButtonStackBase
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads an Xcode String Catalog (`.xcstrings`, JSON): `sourceLanguage`, and per key per locale
/// a `stringUnit` (state, value) or `variations` (plural, device; nested), with `substitutions`.
enum StringCatalogReader {
    static func read(_ bytes: [UInt8], file: String, into table: inout StringTable) throws(StringsError) {
        let catalog: Catalog
        do {
            catalog = try JSONDecoder().decode(Catalog.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw StringsError(file: file, problem: "is not a String Catalog (\(describe(error)))")
        } catch {
            throw StringsError(file: file, problem: "is not a String Catalog (\(error))")
        }
        table.sourceLanguage = catalog.sourceLanguage
        for (key, entry) in catalog.strings {
            var localizations: [String: Localization] = [:]
            for (locale, localization) in entry.localizations ?? [:] {
                guard let value = localization.value else { continue }
                localizations[locale] = Localization(
                    value: value, state: localization.stringUnit?.state,
                    substitutions: (localization.substitutions ?? [:]).mapValues { $0.substitution }
                )
            }
            // A key with no source-language entry shows the key itself.
            if localizations[catalog.sourceLanguage] == nil {
                localizations[catalog.sourceLanguage] = Localization(value: .text(key), state: "translated")
            }
            table.keys[key] = localizations
            table.origins[key] = file
        }
    }

    /// A decoding error in one line: the path in the JSON and what was wrong.
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let parts = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return parts.isEmpty ? "" : "at \(parts.hasPrefix(".") ? String(parts.dropFirst()) : parts): "
        }
        switch error {
        case .typeMismatch(let type, let context): return "\(path(context))expected \(Self.name(of: type))"
        case .valueNotFound(let type, let context): return "\(path(context))expected \(Self.name(of: type))"
        case .keyNotFound(let key, let context): return "\(path(context))missing key '\(key.stringValue)'"
        case .dataCorrupted(let context): return "\(path(context))not valid JSON"
        @unknown default: return "not readable"
        }
    }

    static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default: return "an object"
        }
    }

    struct Catalog: Decodable {
        var sourceLanguage: String
        var strings: [String: Entry]
    }

    struct Entry: Decodable {
        var localizations: [String: CatalogLocalization]?
    }

    struct StringUnit: Decodable {
        var state: String?
        var value: String
    }

    struct CatalogLocalization: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?
        var substitutions: [String: CatalogSubstitution]?

        var value: LocalizedValue? {
            if let variations { return variations.value }
            return stringUnit.map { .text($0.value) }
        }
    }

    struct Variations: Decodable {
        var plural: [String: CatalogLocalization]?
        var device: [String: CatalogLocalization]?

        var value: LocalizedValue? {
            if let plural {
                var forms: [PluralCategory: LocalizedValue] = [:]
                for (name, form) in plural { if let category = PluralCategory(rawValue: name), let value = form.value { forms[category] = value } }
                return .plural(forms)
            }
            if let device {
                return .device(device.compactMapValues(\.value))
            }
            return nil
        }
    }

    struct CatalogSubstitution: Decodable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: Variations?

        var substitution: Substitution {
            var forms: [PluralCategory: String] = [:]
            for (name, form) in variations?.plural ?? [:] {
                if let category = PluralCategory(rawValue: name), let text = form.stringUnit?.value { forms[category] = text }
            }
            return Substitution(argumentNumber: argNum, formatSpecifier: formatSpecifier ?? "lld", forms: forms)
        }
    }
}

/// A strings file or folder that cannot be used: the file, the line when known, the problem.
public struct StringsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or folder.
    public var file: String
    /// The line, from 1.
    public var line: Int?
    /// What is wrong.
    public var problem: String

    /// A problem with `file` (at `line`).
    public init(file: String, line: Int? = nil, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(problem)" }
}
