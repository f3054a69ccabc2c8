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
              let value = Self.localView(name, readAt: Syntax(reference)) else { return nil }
        var inner = environment
        inner.depth += 1
        return labelView(value, inner)
    }

    /// The value of the local `let` named `name` that `node` reads: the last one declared in
    /// full before it in the bodies around it, innermost first, as an iOS build compiles them.
    /// Nil when the nearest declaration of that name is a `var` (it may change), a parameter of
    /// a closure or function around, a name an `if let`, `guard let`, `for` or `case let` around
    /// binds, or outside the type. A declaration is never its own value (`let label = label`
    /// reads an outer one), so following names cannot loop. Bounded by the syntax tree's depth
    /// and each body's statements.
    static func localView(_ name: String, readAt node: Syntax) -> ExprSyntax? {
        func declares(_ clause: FunctionParameterClauseSyntax?) -> Bool {
            clause?.parameters.contains { ($0.secondName ?? $0.firstName).text == name } == true
        }
        func binds(_ syntax: some SyntaxProtocol) -> Bool {
            syntax.descendants(IdentifierPatternSyntax.self).contains { $0.identifier.text == name }
        }
        func binds(_ conditions: ConditionElementListSyntax) -> Bool {
            conditions.contains { element in
                if let binding = element.condition.as(OptionalBindingConditionSyntax.self) { return binds(binding.pattern) }
                if let matching = element.condition.as(MatchingPatternConditionSyntax.self) { return binds(matching.pattern) }
                return false
            }
        }
        var current = node
        while let parent = current.parent, parent.typeDeclarationName == nil {
            defer { current = parent }
            // (A file's own top-level statements declare the app's globals, not locals.)
            if let statements = parent.as(CodeBlockItemListSyntax.self), !(statements.parent?.is(SourceFileSyntax.self) ?? false) {
                for item in statements.iOSItems.reversed() where item.endPosition <= node.position {
                    if let guarded = item.item.as(GuardStmtSyntax.self), binds(guarded.conditions) { return nil }
                    guard let declaration = item.item.as(VariableDeclSyntax.self),
                          let binding = declaration.bindings.last(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else { continue }
                    guard declaration.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
                    return binding.initializer?.value
                }
            } else if let signature = parent.as(ClosureExprSyntax.self)?.signature?.parameterClause {
                if let names = signature.as(ClosureShorthandParameterListSyntax.self), names.contains(where: { $0.name.text == name }) { return nil }
                if let list = signature.as(ClosureParameterClauseSyntax.self),
                   list.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return nil }
            } else if let conditional = parent.as(IfExprSyntax.self), current.id == conditional.body.id, binds(conditional.conditions) {
                return nil
            } else if let loop = parent.as(WhileStmtSyntax.self), current.id == loop.body.id, binds(loop.conditions) {
                return nil
            } else if let loop = parent.as(ForStmtSyntax.self), current.id == loop.body.id, binds(loop.pattern) {
                return nil
            } else if let label = parent.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self), binds(label.caseItems) {
                return nil
            } else if declares(parent.as(FunctionDeclSyntax.self)?.signature.parameterClause)
                        || declares(parent.as(InitializerDeclSyntax.self)?.signature.parameterClause) {
                return nil
            }
        }
        return nil
    }
}
