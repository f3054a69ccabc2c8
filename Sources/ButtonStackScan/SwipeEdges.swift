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
    /// (outwards along the modifier chain). Bounded by the syntax tree's depth.
    static func later(_ node: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        guard let edge = edge(node) else { return [] }
        var found: [FunctionCallExprSyntax] = []
        var current = Syntax(node)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            if member.declName.baseName.text == "swipeActions", Self.edge(call) == edge { found.append(call) }
            current = Syntax(call)
        }
        return found
    }

    /// True when a `.swipeActions` call of `node`'s edge is applied before it to the same view
    /// (inwards along the modifier chain): that one reports the edge's group. Bounded by the
    /// syntax tree's depth.
    static func hasEarlier(_ node: FunctionCallExprSyntax) -> Bool {
        guard let edge = edge(node) else { return false }
        var current = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "swipeActions", Self.edge(call) == edge { return true }
            current = member.base
        }
        return false
    }
}
