import SwiftSyntax

/// `for range in [Range.lastHour, .today] { … }` or `for kind in Kind.allCases { … }`: the
/// elements a loop goes over when the code states them, at most ``maximumElements``.
extension ViewReader {
    /// The most elements a loop is unrolled over.
    static let maximumLoopElements = 16

    /// The loop's names and the values they take, in order: the loop variable's, and for
    /// `for (index, title) in titles.enumerated()` the index's name too (its values 0, 1, …).
    /// Nil when the loop binds no such names, or its sequence is not a literal list (or an enum's
    /// `allCases`, or a helper's parameter the call passes such a list) of known values, or has
    /// more than ``maximumLoopElements`` elements.
    func loopElements(_ loop: ForStmtSyntax, _ environment: Environment) -> (name: String, values: [Value], index: String?)? {
        guard loop.whereClause == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil,
              let (name, index, sequence) = Self.loopNames(loop) else { return nil }
        return sequenceElements(sequence, environment).map { (name, $0, index) }
    }

    /// The elements a loop over `sequence` takes (`for x in sequence`, `sequence.forEach { x in
    /// … }`): a list the code states, or a helper's parameter the call passed one to; nil
    /// when they are not known or past ``maximumLoopElements``.
    func sequenceElements(_ sequence: ExprSyntax, _ environment: Environment) -> [Value]? {
        if let array = sequence.as(ArrayExprSyntax.self) {
            guard array.elements.count <= Self.maximumLoopElements, let values = elements(of: sequence, environment), !values.isEmpty else { return nil }
            return values
        }
        // `for title in titles` where `titles` is a helper's parameter: the list the call passed.
        if let reference = sequence.as(DeclReferenceExprSyntax.self), environment.bindings[reference.baseName.text] == nil,
           let passed = environment.passedArguments[reference.baseName.text], passed.expression.is(ArrayExprSyntax.self) {
            guard let values = elements(of: passed.expression, passed.environment), !values.isEmpty,
                  values.count <= Self.maximumLoopElements else { return nil }
            return values
        }
        guard let values = elements(of: sequence, environment), !values.isEmpty,
              values.count <= Self.maximumLoopElements else { return nil }
        return values
    }

    /// The loop variable, the index's name for `(index, element)` over `.enumerated()`, and the
    /// sequence enumerated; nil for any other pattern.
    private static func loopNames(_ loop: ForStmtSyntax) -> (name: String, index: String?, sequence: ExprSyntax)? {
        if let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { return (name, nil, loop.sequence) }
        guard let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
              let call = loop.sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
              let base = member.base,
              let name = Array(tuple.elements)[1].pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let index = Array(tuple.elements)[0].pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        return (name, index, base)
    }
}
