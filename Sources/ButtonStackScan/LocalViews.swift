import SwiftSyntax

/// A label a body keeps in a local constant (`let label = Text(title).font(.headline)`, then
/// `Button(action: perform) { label }`): the constant's view, read where the button shows it.
extension ViewReader {
    /// The title and icon of the view the local constant `reference` names, read in
    /// `environment` one level deeper (so a chain of locals ends at the inlining bound); nil
    /// when the name is bound otherwise here (a value, a view passed in) or names no local `let`.
    func localLabel(_ reference: DeclReferenceExprSyntax, _ environment: Environment) -> LabelParts? {
        let name = reference.baseName.text
        guard environment.depth < resolver.limits.maximumInliningDepth, environment.bindings[name] == nil,
              environment.passedArguments[name] == nil, environment.viewClosures[name] == nil,
              resolver.budget.spend(), let value = localView(name, readAt: Syntax(reference)) else { return nil }
        var inner = environment
        inner.depth += 1
        return labelView(value, inner)
    }

    /// The value of the local `let` named `name` that `node` reads: the last one declared in
    /// full before it in the bodies around it, innermost first, as an iOS build compiles them.
    /// Nil when the nearest declaration of that name is a `var` (it may change), a tuple's or
    /// a `guard`'s, a parameter of a closure or function around, a name an `if let`, `guard
    /// let`, `for` or `case let` around binds, or outside the type; nil too when a name the
    /// value reads is bound again between the declaration and `node` (`let label =
    /// Text(title)`, then `ForEach(titles) { title in Button { label } }`): the value is read
    /// with the names of where it is shown, which would be the wrong ones. A declaration is
    /// never its own value (`let label = label` reads an outer one), so following names cannot
    /// loop. Bounded by the syntax tree's depth, each lookup one value of the file's budget.
    func localView(_ name: String, readAt node: Syntax) -> ExprSyntax? {
        let rule = LocalDeclarations.Rule(extent: .endedBefore, parameters: true, conditions: true)
        guard case .declared(let entry) = resolver.locals.innermost(name, at: node, rule), entry.isLet, let value = entry.value else { return nil }
        // The names the value reads (not members' names), each looked up again from `node`: one
        // bound after the declaration is bound between the two.
        let read = Set(value.descendants(DeclReferenceExprSyntax.self).compactMap { reference -> String? in
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return nil }
            return reference.baseName.text
        })
        for other in read.sorted() where other != name {
            guard resolver.budget.spend() else { return nil }
            if let bound = resolver.locals.innermost(other, at: node, rule), bound.position > entry.position { return nil }
        }
        return value
    }
}
