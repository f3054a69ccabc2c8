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

    /// ``branchAssignedValues(of:initial:declaredAt:readAt:)`` at the first read of `name` after
    /// its declaration, when nothing changes it after that read, so that the values hold wherever
    /// it is read; nil otherwise (`var title = "Save"`, read, then `title = "Discard"`, read again).
    func valuesAtEveryRead(of name: String, initial: ExprSyntax?, declaredAt declaration: AbsolutePosition) -> [ExprSyntax]? {
        guard let read = firstRead(of: name, after: declaration),
              statements(changing: name).allSatisfy({ $0.endPosition <= read }) else { return nil }
        return branchAssignedValues(of: name, initial: initial, declaredAt: declaration, readAt: read)
    }
}

/// What a local may hold after some statements: the expressions it was given, and whether every
/// path through them gave it one.
private struct BranchFlow {
    var values: [ExprSyntax]
    var always: Bool

    /// The local after `items`, from `start`; nil when one changes it other than by `name = …`
    /// as a statement of its own or in a branch, when a case falls through, or when a branch
    /// assigns it a name the branch itself binds (`case .custom(let name): title = name`).
    static func through(_ items: [CodeBlockItemSyntax], _ name: String, from start: BranchFlow, nesting: Int) -> BranchFlow? {
        guard nesting <= LocalChanges.maximumAssignmentNesting else { return nil }
        var flow = start
        for item in items where item.reassigns(name) {
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let assigned = expression.flatMap({ Self.assignedValue($0, to: name) }) {
                flow = BranchFlow(values: [assigned], always: true)
            } else if let choice = expression.flatMap(Self.branches) {
                var given: [ExprSyntax] = []
                var everyPath = choice.exhaustive
                for branch in choice.branches {
                    // A branch that leaves (`default: return`) never reaches the read.
                    if Self.leaves(branch.statements) { continue }
                    guard let inner = through(Array(branch.statements), name, from: BranchFlow(values: [], always: false), nesting: nesting + 1),
                          !inner.values.contains(where: { Self.names($0, in: branch.bound) }) else { return nil }
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

    /// One branch: its statements, and the names it binds (a case's or a condition's `let`, its
    /// own locals), which the scan does not know outside it.
    struct Branch {
        var statements: CodeBlockItemListSyntax
        var bound: Set<String>
    }

    /// The branches of an `if` (`else if` ones too) or a `switch`'s cases, and whether one of them
    /// is always taken (an `if` with a final `else`; a `switch`, which Swift makes exhaustive).
    /// Nil for anything else, and for a `switch` whose cases fall through or sit under `#if`.
    private static func branches(_ expression: ExprSyntax) -> (branches: [Branch], exhaustive: Bool)? {
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            guard cases.count == switchExpression.cases.count,
                  !cases.contains(where: { $0.statements.contains { $0.item.is(FallThroughStmtSyntax.self) } }) else { return nil }
            return (cases.map { Branch(statements: $0.statements, bound: bindings(in: Syntax($0))) }, true)
        }
        guard var conditional = expression.as(IfExprSyntax.self) else { return nil }
        // `if #available(…)`: its first branch, the iOS the renderer draws (as
        // ``ValueResolver/ifValue(_:rest:_:chain:)`` reads it); `if #unavailable(…)`: its `else`.
        let availability = conditional.conditions.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }
        if !availability.isEmpty, availability.count == conditional.conditions.count {
            if availability.allSatisfy({ $0.availabilityKeyword.tokenKind == .poundAvailable }) {
                return ([Branch(statements: conditional.body.statements, bound: bindings(in: Syntax(conditional.body)))], true)
            }
            guard availability.allSatisfy({ $0.availabilityKeyword.tokenKind == .poundUnavailable }) else { return nil }
            switch conditional.elseBody {
            case nil: return ([], false)  // never taken: the local keeps what it held
            case .codeBlock(let other)?: return ([Branch(statements: other.statements, bound: bindings(in: Syntax(other)))], true)
            case .ifExpr?: return nil
            }
        }
        var found: [Branch] = []
        while true {
            let bound = bindings(in: Syntax(conditional.conditions)).union(bindings(in: Syntax(conditional.body)))
            found.append(Branch(statements: conditional.body.statements, bound: bound))
            switch conditional.elseBody {
            case .ifExpr(let next)?: conditional = next
            case .codeBlock(let last)?: return (found + [Branch(statements: last.statements, bound: bindings(in: Syntax(last)))], true)
            case nil: return (found, false)
            }
        }
    }

    /// The names `node` binds: `let`/`var` patterns, and the locals it declares.
    private static func bindings(in node: Syntax) -> Set<String> {
        Set(node.descendants(IdentifierPatternSyntax.self).map(\.identifier.text))
    }

    /// True when `expression` reads one of `names`.
    private static func names(_ expression: ExprSyntax, in names: Set<String>) -> Bool {
        !names.isEmpty && expression.descendants(DeclReferenceExprSyntax.self).contains { names.contains($0.baseName.text) }
    }

    /// True when `statements` end by leaving the body (`return`, `throw`, `continue`,
    /// `fatalError(…)`): that path never reaches what follows.
    private static func leaves(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard let last = statements.last?.item else { return false }
        if last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(ContinueStmtSyntax.self) { return true }
        let expression = last.as(ExpressionStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
        let called = expression?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return called == "fatalError" || called == "preconditionFailure"
    }
}
