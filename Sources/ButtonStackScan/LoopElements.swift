import SwiftSyntax

/// `for range in [Range.lastHour, .today] { … }` or `for kind in Kind.allCases { … }`: the
/// elements a loop goes over when the code states them, at most ``maximumElements``.
extension ViewReader {
    /// The most elements a loop is unrolled over.
    static let maximumLoopElements = 16

    /// The loop variable's name and the values it takes, in order; nil when the loop binds no
    /// single name, or its sequence is not a literal list (or an enum's `allCases`) of known
    /// values, or has more than ``maximumLoopElements`` elements.
    func loopElements(_ loop: ForStmtSyntax, _ environment: Environment) -> (name: String, values: [Value])? {
        guard loop.whereClause == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil,
              let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        if let array = loop.sequence.as(ArrayExprSyntax.self) {
            guard array.elements.count <= Self.maximumLoopElements else { return nil }
            var values: [Value] = []
            var inner = environment
            for element in array.elements {
                guard let found = resolver.evaluate(element.expression, inner).values, found.count == 1 else { return nil }
                // `[Range.lastHour, .today]`: the later `.today` is a case of the first one's enum.
                if inner.expectedType == nil, case .enumCase(_, let type?) = found[0] { inner.expectedType = type }
                values.append(found[0])
            }
            return values.isEmpty ? nil : (name, values)
        }
        guard let values = elements(of: loop.sequence, environment), !values.isEmpty,
              values.count <= Self.maximumLoopElements else { return nil }
        return (name, values)
    }
}
