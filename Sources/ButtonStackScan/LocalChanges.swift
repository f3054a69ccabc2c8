import SwiftSyntax

/// Where the locals of one statement list are changed and read, worked out in one walk of the
/// list: asking each declaration in turn to walk the whole list again made a list of thousands
/// of locals take minutes.
struct LocalChanges {
    /// The list's statements as written.
    let items: [CodeBlockItemSyntax]
    /// For each name, the statements (indices in ``items``) that change it: `name = …`,
    /// `name += …`, or `&name` passed on, nested ones included.
    private(set) var changers: [String: [Int]] = [:]
    /// For each name, where it is read (not where it is assigned, nor a member of that name), in order.
    private(set) var reads: [String: [AbsolutePosition]] = [:]

    init(_ statements: CodeBlockItemListSyntax) {
        items = Array(statements)
        for (index, item) in items.enumerated() {
            for reference in item.descendants(DeclReferenceExprSyntax.self) {
                // `cell.imageView?.image = nil`: a member named `image`, not the local.
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
                let name = reference.baseName.text
                if Self.changes(reference) {
                    if changers[name]?.last != index { changers[name, default: []].append(index) }
                } else {
                    reads[name, default: []].append(reference.position)
                }
            }
        }
    }

    /// True when a statement of the list changes `name`.
    func changes(_ name: String) -> Bool { changers[name] != nil }

    /// The statements that change `name`, in order.
    func statements(changing name: String) -> [CodeBlockItemSyntax] { (changers[name] ?? []).map { items[$0] } }

    /// Where `name` is first read at or after `position`.
    func firstRead(of name: String, after position: AbsolutePosition) -> AbsolutePosition? {
        reads[name]?.first { $0 >= position }
    }

    /// True when `reference` is changed where it is written: the target of `=` (or `+=`, …),
    /// or passed as `&name`; false where it is read.
    private static func changes(_ reference: DeclReferenceExprSyntax) -> Bool {
        if reference.parent?.is(InOutExprSyntax.self) == true { return true }
        guard let sequence = reference.parent?.parent?.as(SequenceExprSyntax.self),
              Array(sequence.elements).first?.id == ExprSyntax(reference).id, sequence.elements.count >= 3 else { return false }
        return isAssignment(Array(sequence.elements)[1])
    }

    /// `var title = passedTitle` then `if title == nil { title = Strings.ok }` and no other
    /// change of `title`: the value given when it was `nil` (`Strings.ok`), as `??` gives it.
    func nilDefault(of name: String) -> ExprSyntax? {
        let changing = statements(changing: name)
        guard changing.count == 1, let item = changing.first else { return nil }
        let assigned = item.assignments(to: name)
        guard assigned.count == 1, let only = assigned.first, !item.descendants(InOutExprSyntax.self).contains(where: {
            $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }) else { return nil }
        guard let conditional = (item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self))?.as(IfExprSyntax.self),
              conditional.elseBody == nil, conditional.conditions.count == 1,
              let condition = conditional.conditions.first?.condition.as(SequenceExprSyntax.self) else { return nil }
        let parts = Array(condition.elements)
        guard parts.count == 3, parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name,
              parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==", parts[2].is(NilLiteralExprSyntax.self),
              conditional.body.statements.count == 1,
              let statement = conditional.body.statements.first,
              (statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self))?.as(SequenceExprSyntax.self)?.id == only.id,
              Array(only.elements)[1].is(AssignmentExprSyntax.self) else { return nil }
        return Array(only.elements).last
    }
}

extension DeclarationIndex {
    /// The ``LocalChanges`` of `statements`, worked out once a list.
    func localChanges(_ statements: CodeBlockItemListSyntax) -> LocalChanges {
        if let known = localChangesMade[statements.id] { return known }
        let made = LocalChanges(statements)
        localChangesMade[statements.id] = made
        return made
    }
}
