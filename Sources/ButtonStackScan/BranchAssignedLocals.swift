import SwiftSyntax

/// A local given its value in branches: `let actionTitle: String`, then `switch mode { case
/// .restore: actionTitle = … case .resolve: actionTitle = … }`; or `var image = UIImage(named:
/// "pin")`, then `if #available(iOS 16, *) { image = UIImage(systemName: "pin") }`. Where it is
/// read, it holds one of the values its branches give it: each is a variant, as a branch written
/// around the buttons is.
extension LocalChanges {
    /// How many `if`s and `switch`es deep branches are followed.
    static let maximumAssignmentNesting = 8

    /// The expressions local `name`, declared in these statements with `initial` (nil for `let
    /// name: T`), may hold at `position`, in the order the code gives them: the initializer
    /// unless a plain assignment replaces it, and each value a branch of an `if` or `switch`
    /// assigns. Nil when a statement before `position` changes it in any other way (in a loop
    /// or a closure, `+=`, `&name`), or when it holds no value there.
    func branchAssignedValues(of name: String, initial: ExprSyntax?, declaredAt declaration: AbsolutePosition,
                              readAt position: AbsolutePosition) -> [ExprSyntax]? {
        let changing = statements(changing: name)
        // A statement holding the read (a closure around it) must not change the local first.
        if changing.contains(where: { $0.position < position && $0.endPosition > position }) { return nil }
        let before = changing.filter { $0.position >= declaration && $0.endPosition <= position }
        let start = BranchFlow(values: initial.map { [$0] } ?? [], always: initial != nil)
        guard let flow = BranchFlow.through(before, name, from: start, nesting: 0), flow.always else { return nil }
        return flow.values
    }
}

/// What a local may hold after some statements: the expressions it was given, and whether every
/// path through them gave it one.
private struct BranchFlow {
    var values: [ExprSyntax]
    var always: Bool

    /// The local after `items`, from `start`; nil when one changes it other than by `name = …`
    /// as a statement of its own or in a branch.
    static func through(_ items: [CodeBlockItemSyntax], _ name: String, from start: BranchFlow, nesting: Int) -> BranchFlow? {
        guard nesting <= LocalChanges.maximumAssignmentNesting else { return nil }
        var flow = start
        for item in items where item.reassigns(name) {
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let assigned = expression.flatMap({ Self.assignedValue($0, to: name) }) {
                flow = BranchFlow(values: [assigned], always: true)
            } else if let branches = expression.flatMap(Self.branches) {
                var given: [ExprSyntax] = []
                var everyPath = branches.exhaustive
                for branch in branches.bodies {
                    guard let inner = through(Array(branch), name, from: BranchFlow(values: [], always: false), nesting: nesting + 1) else { return nil }
                    given += inner.values
                    everyPath = everyPath && inner.always
                }
                // A path that gives it nothing keeps what it held.
                flow = everyPath ? BranchFlow(values: given, always: true) : BranchFlow(values: flow.values + given, always: flow.always)
            } else {
                return nil
            }
        }
        return flow
    }

    /// `e` of `name = e`.
    private static func assignedValue(_ expression: ExprSyntax, to name: String) -> ExprSyntax? {
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
              elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return elements[2]
    }

    /// The statement lists of an `if`'s branches (`else if` ones too) or a `switch`'s cases, and
    /// whether one of them is always taken (an `if` with a final `else`; a `switch`, which Swift
    /// makes exhaustive).
    private static func branches(_ expression: ExprSyntax) -> (bodies: [CodeBlockItemListSyntax], exhaustive: Bool)? {
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            let bodies = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
            return bodies.count == switchExpression.cases.count ? (bodies, true) : nil  // `#if` among the cases: not followed
        }
        guard var conditional = expression.as(IfExprSyntax.self) else { return nil }
        // `if #available(…)`: its first branch, the iOS the renderer draws (as ``ValueResolver/ifValue(_:rest:_:chain:)`` reads it).
        if conditional.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) { return ([conditional.body.statements], true) }
        var bodies: [CodeBlockItemListSyntax] = []
        while true {
            bodies.append(conditional.body.statements)
            switch conditional.elseBody {
            case .ifExpr(let next)?: conditional = next
            case .codeBlock(let last)?: return (bodies + [last.statements], true)
            case nil: return (bodies, false)
            }
        }
    }
}
