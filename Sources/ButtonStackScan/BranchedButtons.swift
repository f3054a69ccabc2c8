import SwiftSyntax

/// A SwiftUI button whose title or icon a ternary chooses (`Button(isEditing ? "Done" : "Edit")`,
/// `Label(starred ? "Unstar" : "Star", systemImage: …)` in its label): read once for each branch
/// of the condition, each variant recording the branch it is, so an `if` on the same condition
/// elsewhere in the group takes the same branch with it (``SharedCondition``).
extension ViewReader {
    /// The button read for each branch of the first ternary choosing its title or icon, or nil
    /// (`whole`, the button read at once, stands) where there is none, its condition is not
    /// related (or is settled already), or the branches read apart say more than `whole`: a
    /// branch known only at run time (`whole` says so), or a title and an icon each chosen
    /// at run time that `whole` pairs up (`sorted ? "Up" : "Down"` with `direction.symbol`).
    func branchedButton(_ call: FunctionCallExprSyntax, _ environment: Environment, whole: Content,
                        read: (Environment) -> Content) -> Content? {
        guard environment.conditionScope != nil, whole.anyRuntime == nil, whole.variants.count > 1,
              let condition = Self.labelTernaryCondition(call),
              let (key, holds) = SharedCondition.key(condition, environment), environment.settledConditions[key] == nil else { return nil }
        var when = environment, otherwise = environment
        when.settledConditions[key] = holds
        otherwise.settledConditions[key] = !holds
        let first = read(when), second = read(otherwise)
        // A ternary that changes nothing the scan reads (a colour) is no variant.
        guard first.anyRuntime == nil, second.anyRuntime == nil, first.variants != second.variants,
              first.variants.count + second.variants.count <= whole.variants.count else { return nil }
        return first.taking(key, holds: holds).or(second.taking(key, holds: !holds), limit: limit)
    }

    /// The condition of the first ternary among `call`'s arguments (not its closures) or the
    /// arguments of the views its label closure states (`Text(…)`, `Label(…)`, `Image(…)`), as
    /// its elements (an unfolded condition is several: `count`, `>`, `0`).
    private static func labelTernaryCondition(_ call: FunctionCallExprSyntax) -> [ExprSyntax]? {
        var candidates = call.arguments.map(\.expression).filter { !$0.is(ClosureExprSyntax.self) }
        let label = call.argument("action") != nil ? call.trailingClosure ?? call.closure("label") : call.closure("label")
        for item in label?.statements ?? [] {
            guard let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression,
                  let shown = Modifiers.peel(expression).0.as(FunctionCallExprSyntax.self) else { continue }
            candidates += shown.arguments.map(\.expression).filter { !$0.is(ClosureExprSyntax.self) }
        }
        return candidates.lazy.compactMap(ternaryCondition).first
    }

    /// `c ? a : b`'s condition, folded or not, through brackets.
    private static func ternaryCondition(_ expression: ExprSyntax) -> [ExprSyntax]? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return ternaryCondition(only.expression)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) { return [ternary.condition] }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[elements.count - 2].is(UnresolvedTernaryExprSyntax.self) else { return nil }
            return Array(elements.dropLast(2))
        }
        return nil
    }
}
