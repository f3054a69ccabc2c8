import SwiftSyntax

/// `.swipeActions` modifiers stacked on one row: SwiftUI shows the actions of every modifier of
/// one edge together (`.swipeActions(edge: .leading) { Next }.swipeActions(edge: .leading) {
/// Last }` is one swipe of two, often written so only the first is full-swipe), so they are one
/// group, reported at the first; modifiers of the other edge are a group of their own.
enum SwipeEdges {
    /// The edge a `.swipeActions` call names (`trailing` when it names none, as SwiftUI's
    /// default); nil for an edge chosen at run time.
    static func edge(_ node: FunctionCallExprSyntax) -> String? {
        guard let written = node.argument("edge") else { return "trailing" }
        guard let member = written.as(MemberAccessExprSyntax.self),
              member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "HorizontalEdge" else { return nil }
        return member.declName.baseName.text
    }

    /// The `.swipeActions` calls of `node`'s edge applied after it to the same view, in order
    /// (outwards along the modifier chain).
    static func later(_ node: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        guard let edge = edge(node) else { return [] }
        let chain = swipes(around: node)
        guard let index = chain.firstIndex(where: { $0.id == node.id }) else { return [] }
        return chain[(index + 1)...].filter { Self.edge($0) == edge }
    }

    /// True when a `.swipeActions` call of `node`'s edge is applied before it to the same view
    /// (inwards along the modifier chain): that one reports the edge's group.
    static func hasEarlier(_ node: FunctionCallExprSyntax) -> Bool {
        guard let edge = edge(node) else { return false }
        let chain = swipes(around: node)
        guard let index = chain.firstIndex(where: { $0.id == node.id }) else { return false }
        return chain[..<index].contains { Self.edge($0) == edge }
    }

    /// The `.swipeActions` calls of the whole modifier chain `node` is in, innermost first, as an
    /// iOS build applies them: the chain's modifiers as ``Modifiers/peel(_:)`` reads them, so one
    /// under `#if os(iOS) … #endif` is among them (from a modifier inside that clause too).
    /// Bounded by the syntax tree's depth.
    private static func swipes(around node: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var current = Syntax(node)
        while true {
            if let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current {
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                    current = Syntax(call)
                } else {
                    current = Syntax(member)
                }
            } else if let postfix = current.parent?.as(PostfixIfConfigExprSyntax.self), postfix.base.map(Syntax.init) == current {
                current = Syntax(postfix)
            } else if let clause = current.parent?.as(IfConfigClauseSyntax.self),
                      let postfix = clause.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self) {
                current = Syntax(postfix)  // the modifiers of an `#if`'s clause, after a view
            } else {
                break
            }
        }
        guard let outermost = current.as(ExprSyntax.self) else { return [] }
        return Modifiers.peel(outermost).1.compactMap { $0.name == "swipeActions" ? $0.call : nil }
    }
}
