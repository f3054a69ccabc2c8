import ButtonStackBase
import ButtonStackFiles
import ButtonSpec
import StackEngine
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One finding as a baseline holds it: what it is about (stack, button, locale, rule, text size,
/// width, appearance), never its message or a line number, so an unrelated edit of the spec or
/// a reworded message leaves it matched.
public struct BaselineFinding: Codable, Hashable, Comparable, Sendable {
    /// The stack's name.
    public var stack: String
    /// The button's index, nil for a finding about the whole stack.
    public var button: Int?
    /// The locale tag.
    public var locale: String
    /// The rule's id.
    public var rule: String
    /// The Dynamic Type size's name.
    public var textSize: String
    /// The width in points.
    public var width: Double
    /// `light` or `dark`.
    public var appearance: String

    /// The finding of `rule` about `button` in `combination`.
    public init(combination: Combination, rule: LintRule, button: Int?) {
        stack = combination.stack
        self.button = button
        locale = combination.locale
        self.rule = rule.rawValue
        textSize = combination.textSize.rawValue
        width = combination.width
        appearance = combination.appearance.rawValue
    }

    /// Stack, locale, rule, button, text size (in Dynamic Type order), width, appearance: the
    /// order of the file, so that a pull request's diff of it reads by stack.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        func sizeOrder(_ name: String) -> Int { ContentSizeCategory(rawValue: name).flatMap { ContentSizeCategory.allCases.firstIndex(of: $0) } ?? Int.max }
        if (lhs.stack, lhs.locale, lhs.rule, lhs.button ?? -1) != (rhs.stack, rhs.locale, rhs.rule, rhs.button ?? -1) {
            return (lhs.stack, lhs.locale, lhs.rule, lhs.button ?? -1) < (rhs.stack, rhs.locale, rhs.rule, rhs.button ?? -1)
        }
        return (sizeOrder(lhs.textSize), lhs.textSize, lhs.width, lhs.appearance) < (sizeOrder(rhs.textSize), rhs.textSize, rhs.width, rhs.appearance)
    }
}

/// The findings a team has accepted (SwiftLint's baseline): `lint --write-baseline FILE` writes
/// today's findings (notes too), and `lint --baseline FILE` and `verify --baseline FILE` count only
/// the findings it does not hold.
public struct LintBaseline: Sendable, Equatable {
    /// The accepted findings.
    public var findings: Set<BaselineFinding>

    /// The largest baseline file read (a baseline is a few hundred lines; this is for a hostile one).
    public static let maximumFileSize = 32 << 20

    /// A baseline of `findings`.
    public init(_ findings: some Sequence<BaselineFinding>) { self.findings = Set(findings) }

    /// True when `finding` is accepted.
    public func holds(_ finding: BaselineFinding) -> Bool { findings.contains(finding) }

    /// The file's text: stable JSON, one finding a line, sorted, with a trailing newline.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = findings.sorted().compactMap { try? encoder.encode($0) }.map { "    " + String(decoding: $0, as: UTF8.self) }
        return "{\n  \"version\": 1,\n  \"findings\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// Writes the file at `path` whole or not at all.
    public func write(to path: String) throws(FileSystemError) {
        try AtomicFile.write(text, to: path)
    }

    /// The baseline in the file at `path` (a regular file, never through a link).
    /// - Throws: ``SpecError`` naming the file and the problem: not JSON, not a baseline, too large.
    public static func read(_ path: String) throws -> LintBaseline {
        let bytes = try FileContents.read(path, limit: maximumFileSize, plainFileOnly: true)
        do {
            let file = try JSONDecoder().decode(File.self, from: Data(bytes))
            guard file.version == 1 else { throw SpecError(file: path, path: "version", problem: "\(file.version) is not a baseline version this tool reads (1)") }
            return LintBaseline(file.findings)
        } catch let error as SpecError {
            throw error
        } catch let DecodingError.keyNotFound(key, context) {
            throw SpecError(file: path, path: Self.path(context.codingPath + [key]), problem: "missing")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw SpecError(file: path, path: Self.path(context.codingPath), problem: "not the kind of value a baseline holds here")
        } catch {
            throw SpecError(file: path, path: "", problem: "not a baseline file (JSON with version and findings, as lint --write-baseline writes)")
        }
    }

    private struct File: Decodable {
        var version: Int
        var findings: [BaselineFinding]
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().trimming { $0 == "." }
    }
}
