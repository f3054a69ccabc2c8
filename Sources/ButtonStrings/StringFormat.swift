import ButtonStackBase

/// An argument a spec gives a format: text, or a number as written.
public enum FormatArgument: Sendable, Hashable, CustomStringConvertible {
    case text(String)
    case integer(Int)
    /// A decimal, with its text as written (its visible digits choose the plural form).
    case decimal(Double, written: String)

    /// `5` is an integer, `2.5` a decimal, anything else text.
    public init(_ written: String) {
        if let integer = Int(written) { self = .integer(integer) }
        else if let value = Double(written), value.isFinite, written.first.map({ $0.isNumber || $0 == "-" || $0 == "." }) == true {
            self = .decimal(value, written: written)
        } else { self = .text(written) }
    }

    public var description: String {
        switch self {
        case .text(let text): return text
        case .integer(let value): return String(value)
        case .decimal(_, let written): return written
        }
    }

    /// The plural operands, for a number.
    var operands: PluralOperands? {
        switch self {
        case .text: return nil
        case .integer(let value): return PluralOperands(value)
        case .decimal(_, let written): return PluralOperands(decimal: written)
        }
    }
}

/// Why a format could not be filled in.
public struct FormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. "needs 2 arguments; 1 given".
    public var problem: String
    public var description: String { problem }
}

/// Fills in a format as Foundation's `String(format:)` reads it: `%@`, `%d %i %u %ld %lld %lu %llu`,
/// `%f`, `%.Nf`, `%%`, positional `%1$@`, and `%#@NAME@` substitutions whose plural form is chosen
/// by the locale's CLDR rules. Numbers are written with plain digits.
public struct StringFormat: Sendable {
    /// The locale's plural rules.
    public let plurals: PluralRules
    /// The substitutions the text may name.
    public let substitutions: [String: Substitution]

    /// A formatter for `locale` with `substitutions`.
    public init(locale: LanguageTag, substitutions: [String: Substitution] = [:]) {
        plurals = PluralRules(locale: locale)
        self.substitutions = substitutions
    }

    /// `template` with its specifiers replaced by `arguments`.
    public func format(_ template: String, _ arguments: [FormatArgument]) throws(FormatError) -> String {
        var next = 0
        let result = try fill(template, arguments, next: &next, own: nil, within: [])
        return result
    }

    /// How deeply substitutions may nest (`%#@a@` whose form holds `%#@b@` …): Apple's own
    /// strings nest one or two levels; a translation that nests deeper is a mistake or an attack
    /// (each level re-reads the form, and recursion without end overflows the stack).
    public static let maximumNesting = 8

    /// How many arguments `template` uses (the highest position, or the count of specifiers).
    public func argumentCount(_ template: String) -> Int {
        var count = 0
        var next = 0
        for specifier in Self.specifiers(in: template) {
            switch specifier.kind {
            case .percent: continue
            case .substitution(let name):
                let position = substitutions[name]?.argumentNumber ?? (next + 1)
                next = max(next, position)
                count = max(count, position)
            case .value:
                let position = specifier.position ?? (next + 1)
                next = specifier.position == nil ? position : next
                count = max(count, position)
            }
        }
        return count
    }

    /// For each argument `template` uses, first to last, whether it takes a number (`%d`, `%f`,
    /// a `%#@NAME@` substitution) rather than text (`%@`, `%s`); an argument no specifier names
    /// is text. Nil when it uses more than `limit` arguments (a position beyond it is not
    /// counted out one by one).
    public static func numericArguments(in template: String, limit: Int) -> [Bool]? {
        var numeric: [Int: Bool] = [:]
        var next = 0
        for specifier in specifiers(in: template) {
            let position: Int, isNumber: Bool
            switch specifier.kind {
            case .percent: continue
            case .substitution:
                next += 1
                (position, isNumber) = (next, true)
            case .value(let conversion):
                if let explicit = specifier.position {
                    position = explicit
                } else {
                    next += 1
                    position = next
                }
                isNumber = conversion != "@" && conversion != "s"
            }
            guard position >= 1, position <= limit else { return nil }
            if numeric[position] == nil { numeric[position] = isNumber }
        }
        guard let last = numeric.keys.max() else { return [] }
        return (1...last).map { numeric[$0] ?? false }
    }

    /// Replaces the specifiers of `template`. Inside a substitution's form, `own` is the
    /// substitution's argument: `%arg` and every unnumbered specifier stand for it.
    /// `within` is the chain of substitutions being filled, outermost first: a name already in it
    /// refers to itself (directly or through others) and is refused, as is a chain deeper than
    /// ``maximumNesting``.
    private func fill(_ template: String, _ arguments: [FormatArgument], next: inout Int, own: FormatArgument?,
                      within: [String]) throws(FormatError) -> String {
        var output = ""
        var last = template.startIndex
        for specifier in Self.specifiers(in: template) {
            output += template[last..<specifier.range.lowerBound]
            last = specifier.range.upperBound
            switch specifier.kind {
            case .percent:
                output += "%"
            case .substitution(let name):
                guard let substitution = substitutions[name] else {
                    throw FormatError(problem: "names the substitution %#@\(name)@, which the string does not define")
                }
                try Self.checkNesting(name, within: within)
                let position = substitution.argumentNumber ?? (next + 1)
                if substitution.argumentNumber == nil { next = position }
                let argument = try Self.argument(position, of: arguments)
                guard let operands = argument.operands else {
                    throw FormatError(problem: "argument \(position) ('\(argument)') chooses a plural form, so it must be a number")
                }
                let category = plurals.category(of: operands)
                guard let form = substitution.forms[category] ?? substitution.forms[.other] else {
                    throw FormatError(problem: "%#@\(name)@ has no '\(category.rawValue)' or 'other' form")
                }
                let spelled = form.replacing("%arg", with: "%" + substitution.formatSpecifier)
                var inner = 0
                output += try fill(spelled, arguments, next: &inner, own: argument, within: within + [name])
            case .value(let conversion):
                let argument: FormatArgument
                if let position = specifier.position {
                    argument = try Self.argument(position, of: arguments)
                } else if let own {
                    argument = own
                } else {
                    next += 1
                    argument = try Self.argument(next, of: arguments)
                }
                output += try Self.write(argument, conversion: conversion, precision: specifier.precision,
                                         position: specifier.position ?? next, written: String(template[specifier.range]))
            }
        }
        output += template[last...]
        return output
    }

    /// Refuses `name` when it is already being filled (a cycle: `a → b → a`) or when the chain
    /// would be deeper than ``maximumNesting``.
    private static func checkNesting(_ name: String, within: [String]) throws(FormatError) {
        if within.contains(name) {
            let cycle = (within.drop { $0 != name } + [name]).map { "%#@\($0)@" }.joined(separator: " → ")
            throw FormatError(problem: "the substitution %#@\(name)@ refers to itself (\(cycle))")
        }
        guard within.count < maximumNesting else {
            throw FormatError(problem: "substitutions nest more than \(maximumNesting) deep (%#@\(within[0])@ → … → %#@\(name)@)")
        }
    }

    private static func argument(_ position: Int, of arguments: [FormatArgument]) throws(FormatError) -> FormatArgument {
        guard position >= 1, position <= arguments.count else {
            throw FormatError(problem: "needs at least \(position) argument\(position == 1 ? "" : "s"); \(arguments.count) given")
        }
        return arguments[position - 1]
    }

    private static func write(
        _ argument: FormatArgument, conversion: Character, precision: Int?, position: Int, written: String
    ) throws(FormatError) -> String {
        switch conversion {
        case "@", "s":
            return argument.description
        case "d", "i", "u", "c":
            switch argument {
            case .integer(let value): return String(value)
            case .decimal(let value, _): return String(Int(value.rounded(.towardZero)))
            case .text(let text): throw FormatError(problem: "argument \(position) ('\(text)') is written with \(written), so it must be a number")
            }
        case "f", "e", "g":
            switch argument {
            case .integer(let value): return fixed(Double(value), places: precision ?? 6)
            case .decimal(let value, _): return fixed(value, places: precision ?? 6)
            case .text(let text): throw FormatError(problem: "argument \(position) ('\(text)') is written with \(written), so it must be a number")
            }
        default:
            return argument.description
        }
    }

    /// One `%…` in a format.
    struct Specifier {
        enum Kind { case percent, substitution(String), value(Character) }
        var range: Range<String.Index>
        var kind: Kind
        var position: Int?
        var precision: Int?
    }

    /// The specifiers of `template`, in order; text that only looks like one is left alone.
    static func specifiers(in template: String) -> [Specifier] {
        var result: [Specifier] = []
        var index = template.startIndex
        while let percent = template[index...].firstIndex(of: "%") {
            var cursor = template.index(after: percent)
            guard cursor < template.endIndex else { break }
            if template[cursor] == "%" {
                result.append(Specifier(range: percent..<template.index(after: cursor), kind: .percent))
                index = template.index(after: cursor)
                continue
            }
            if template[cursor...].hasPrefix("#@"), let close = template[template.index(cursor, offsetBy: 2)...].firstIndex(of: "@") {
                let name = String(template[template.index(cursor, offsetBy: 2)..<close])
                result.append(Specifier(range: percent..<template.index(after: close), kind: .substitution(name)))
                index = template.index(after: close)
                continue
            }
            // [position$] [flags] [width] [.precision] [length] conversion
            var position: Int?
            let digitsEnd = template[cursor...].firstIndex { !$0.isASCII || !$0.isNumber } ?? template.endIndex
            if digitsEnd < template.endIndex, template[digitsEnd] == "$", let number = Int(template[cursor..<digitsEnd]) {
                position = number
                cursor = template.index(after: digitsEnd)
            }
            while cursor < template.endIndex, "-+ #0'".contains(template[cursor]) { cursor = template.index(after: cursor) }
            while cursor < template.endIndex, template[cursor].isASCII, template[cursor].isNumber { cursor = template.index(after: cursor) }
            var precision: Int?
            if cursor < template.endIndex, template[cursor] == "." {
                cursor = template.index(after: cursor)
                let start = cursor
                while cursor < template.endIndex, template[cursor].isASCII, template[cursor].isNumber { cursor = template.index(after: cursor) }
                precision = Int(template[start..<cursor]) ?? 0
            }
            while cursor < template.endIndex, "hlqLzjt".contains(template[cursor]) { cursor = template.index(after: cursor) }
            guard cursor < template.endIndex, "@dDiuUxXoOfFeEgGcCsSaAp".contains(template[cursor]) else {
                index = template.index(after: percent)
                continue
            }
            let conversion = Character(template[cursor].lowercased())
            result.append(Specifier(range: percent..<template.index(after: cursor), kind: .value(conversion), position: position, precision: precision))
            index = template.index(after: cursor)
        }
        return result
    }
}
