import SwiftSyntax

/// A list of alert actions an app's helper builds before passing it on to another helper that
/// adds them to its alert (`var actions = actions; actions.append(UIAlertAction(title: "Cancel",
/// style: .cancel)); showAlert(title: title, actions: actions)`).
extension UIKitGroupFinder {
    /// The actions local list `name` holds where `use` passes it on, as the statements before it
    /// build it: its first value (an array of actions, `[]`, or a list the body was given itself),
    /// then `append(…)`, `append(contentsOf: […])` and `+= […]`. Anything else that changes it
    /// leaves it known only at run time. Nil when `name` is no local list declared before `use`.
    func builtActions(_ name: String, before use: ExprSyntax, _ environment: Environment, nesting: Int) -> Content? {
        var current = use.parent
        while let parent = current, parent.typeDeclarationName == nil {
            let items = parent.as(CodeBlockItemListSyntax.self)?.iOSItems ?? []
            if let start = items.lastIndex(where: { Self.initialValue(of: name, in: $0) != nil && $0.endPosition <= use.position }),
               let initial = Self.initialValue(of: name, in: items[start]) {
                var content = firstActions(initial, environment, nesting: nesting)
                for item in items[(start + 1)...] where item.endPosition <= use.position {
                    guard item.item.descendants(DeclReferenceExprSyntax.self).contains(where: { $0.baseName.text == name }) else { continue }
                    content = content.then(appendedActions(to: name, by: item, environment, nesting: nesting), limit: reader.limit)
                }
                return content
            }
            current = parent.parent
        }
        return nil
    }

    /// The value `item` declares `name` with (`var actions = actions`, `let list = [a, b]`).
    private static func initialValue(of name: String, in item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(VariableDeclSyntax.self)?.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }?.initializer?.value
    }

    private func firstActions(_ initial: ExprSyntax, _ environment: Environment, nesting: Int) -> Content {
        let line = file.line(of: initial)
        if let call = initial.as(FunctionCallExprSyntax.self), call.calledExpression.is(ArrayExprSyntax.self), call.arguments.isEmpty { return .empty }
        if let array = initial.as(ArrayExprSyntax.self), array.elements.isEmpty { return .empty }
        if let name = Self.name(initial), let passed = environment.passedArguments[name] {
            // The list the helper was given itself.
            return passedActions(passed.expression, passed.environment, nesting: nesting + 1)
                ?? .runtime("line \(line): actions from `\(reader.resolver.short(passed.expression))`, known only at run time", buttons: 2)
        }
        return passedActions(initial, environment, nesting: nesting + 1)
            ?? .runtime("line \(line): actions from `\(reader.resolver.short(initial))`, known only at run time", buttons: 2)
    }

    /// What one statement naming list `name` adds to it.
    private func appendedActions(to name: String, by item: CodeBlockItemSyntax, _ environment: Environment, nesting: Int) -> Content {
        let line = file.line(of: item)
        let unknown = Content.runtime("line \(line): `\(name)` changed at run time", buttons: 2)
        guard let expression = Self.expression(item) else { return unknown }
        var added: ExprSyntax? = nil
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base.flatMap(Self.name) == name, member.declName.baseName.text == "append", let argument = call.arguments.first {
            guard argument.label?.text != "contentsOf" else { return passedActions(argument.expression, environment, nesting: nesting + 1) ?? unknown }
            // One action: made in place, or a constant declared nearby.
            var made = argument.expression
            if let local = Self.name(made), let declared = declaration(named: local, near: argument) { made = declared }
            guard let action = made.as(FunctionCallExprSyntax.self), Self.makesAlertAction(action) else { return unknown }
            return alertAction(action, environment)
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  Self.name(Array(sequence.elements)[0]) == name,
                  Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
            added = sequence.elements.last
        }
        guard let added else { return unknown }
        return passedActions(added, environment, nesting: nesting + 1) ?? unknown
    }
}
