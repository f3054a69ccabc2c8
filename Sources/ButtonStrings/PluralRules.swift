import ButtonStackBase
import ButtonStackConcurrency

/// CLDR plural categories, as String Catalogs and `.stringsdict` files name their forms.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case zero, one, two, few, many, other
}

/// The cardinal plural rules of CLDR (`PluralRulesData.swift`, generated from CLDR's own
/// `plurals.xml`), evaluated as UTS #35 writes them: `n`, `i`, `v`, `w`, `f`, `t` operands, `%`,
/// `=`/`!=` with values and ranges, `and` binding tighter than `or`.
public struct PluralRules: Sendable {
    /// The language the rules are for (`ru`, `ar`, `pt`).
    public let language: String
    /// Its group in ``cldrTable`` (`root`'s for a language CLDR does not list).
    private let group: Int?

    /// The rules for `locale`'s language: `pt-PT` has its own, other regions and scripts take
    /// their language's; a language CLDR does not list takes the root rules (every number is
    /// `other`).
    public init(locale: LanguageTag) {
        let groups = Self.groups
        let exact = locale.region.map { "\(locale.language)_\($0)" }
        let key = exact.flatMap { groups[$0] != nil ? $0 : nil } ?? (groups[locale.language] != nil ? locale.language : "root")
        language = key
        group = groups[key]
    }

    /// The category of `number` (an integer or a decimal as written, e.g. `1.5`).
    public func category(of number: PluralOperands) -> PluralCategory {
        for rule in rules where rule.condition.holds(for: number) { return rule.category }
        return .other
    }

    /// The category of an integer.
    public func category(of number: Int) -> PluralCategory { category(of: PluralOperands(number)) }

    /// The rules, in CLDR's order: the first whose condition holds gives the category.
    private var rules: [(category: PluralCategory, condition: Condition)] {
        group.map(Self.parsed) ?? []
    }

    /// The categories these rules can give, in CLDR's order.
    public var categories: [PluralCategory] { rules.map(\.category) }

    /// Each language's group of rules in ``cldrTable``, by its CLDR name (`pt_PT`, `root`).
    static let groups: [String: Int] = {
        var groups: [String: Int] = [:]
        for (index, group) in cldrTable.enumerated() {
            for locale in group.locales { groups[locale] = index }
        }
        return groups
    }()

    /// The rules of group `group` of ``cldrTable``, parsed the first time a category of that
    /// group is asked for: a run parses the groups of the languages it chooses plural forms in,
    /// not CLDR's every rule (all of them took 3.5 ms of an app plan's start, before any image).
    private static func parsed(_ group: Int) -> [(category: PluralCategory, condition: Condition)] {
        if let made = parsedGroups.withLock({ $0[group] }) { return made }
        let made = cldrTable[group].rules.compactMap { rule -> (category: PluralCategory, condition: Condition)? in
            guard let category = PluralCategory(rawValue: rule.category) else { return nil }
            return (category, Condition.parse(rule.condition))
        }
        parsedGroups.withLock { $0[group] = made }
        return made
    }

    /// The groups ``parsed(_:)`` has parsed, by index.
    private static let parsedGroups = Locked<[Int: [(category: PluralCategory, condition: Condition)]]>([:])

    /// A rule's condition: alternatives (`or`) of conjunctions (`and`) of relations.
    struct Condition: Sendable {
        var alternatives: [[Relation]]

        func holds(for number: PluralOperands) -> Bool {
            if alternatives.isEmpty { return true }  // `other`: always
            return alternatives.contains { $0.allSatisfy { $0.holds(for: number) } }
        }

        static func parse(_ text: String) -> Condition {
            let trimmed = text.trimmingWhitespace
            guard !trimmed.isEmpty else { return Condition(alternatives: []) }
            return Condition(alternatives: trimmed.components(" or ").map { $0.components(" and ").compactMap(Relation.parse) })
        }
    }

    /// `operand [% modulus] (= | !=) list`.
    struct Relation: Sendable {
        var operand: Character
        var modulus: Int?
        var negated: Bool
        var ranges: [ClosedRange<Int>]

        func holds(for number: PluralOperands) -> Bool {
            var value = number.value(of: operand)
            if let modulus { value = value.truncatingRemainder(dividingBy: Double(modulus)) }
            // A value with a fraction (n = 1.5) is in no list of integers.
            let inList = value == value.rounded() && ranges.contains { $0.contains(Int(value)) }
            return inList != negated
        }

        static func parse(_ text: String) -> Relation? {
            let negated = text.contains("!=")
            let sides = text.components(negated ? "!=" : "=")
            guard sides.count == 2 else { return nil }
            let left = sides[0].trimmingWhitespace
            guard let operand = left.first else { return nil }
            let modulus = left.contains("%") ? Int(left.components("%")[1].trimmingWhitespace) : nil
            let ranges = sides[1].split(separator: ",").compactMap { item -> ClosedRange<Int>? in
                let bounds = String(item).trimmingWhitespace.components("..")
                guard let low = Int(bounds[0]), let high = Int(bounds.last ?? bounds[0]), low <= high else { return nil }
                return low...high
            }
            return Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
        }
    }
}

/// A number as plural rules see it: its absolute value and its visible decimals.
public struct PluralOperands: Sendable, Hashable {
    /// The number's digits before the point.
    public let integerDigits: Int
    /// The visible fraction digits as written (`"50"` for 1.50), empty for an integer.
    public let fractionDigits: String

    /// An integer.
    public init(_ value: Int) {
        integerDigits = value.magnitude > UInt(Int.max) ? Int.max : abs(value)
        fractionDigits = ""
    }

    /// A decimal as written, e.g. `"1.50"`; nil when the text is not a plain decimal number.
    public init?(decimal text: String) {
        var body = Substring(text)
        if body.hasPrefix("-") || body.hasPrefix("+") { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = Int(parts[0].isEmpty ? "0" : String(parts[0])),
              parts.count == 1 || parts[1].allSatisfy(\.isNumber) else { return nil }
        integerDigits = whole
        fractionDigits = parts.count == 2 ? String(parts[1]) : ""
    }

    /// The value of operand `n`, `i`, `v`, `w`, `f`, `t` (`c` and `e`, compact exponents, are 0).
    func value(of operand: Character) -> Double {
        let trimmed = String(fractionDigits.reversed().drop { $0 == "0" }.reversed())
        switch operand {
        case "n": return Double(integerDigits) + (Double("0." + (fractionDigits.isEmpty ? "0" : fractionDigits)) ?? 0)
        case "i": return Double(integerDigits)
        case "v": return Double(fractionDigits.count)
        case "w": return Double(trimmed.count)
        case "f": return Double(fractionDigits.isEmpty ? "0" : fractionDigits) ?? 0
        case "t": return Double(trimmed.isEmpty ? "0" : trimmed) ?? 0
        default: return 0
        }
    }
}

extension StringProtocol {
    /// The parts between occurrences of `separator` (kept simple: no Foundation).
    func components(_ separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}
