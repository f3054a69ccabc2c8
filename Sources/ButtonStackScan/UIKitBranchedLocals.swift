import SwiftSyntax

/// Local constants a helper declares first and sets in each branch of an `if` or `switch`
/// (`let title: String; let image: UIImage?; if flag { title = L10n.a; image = … } else { title =
/// L10n.b; image = … }; return UIAction(title: title, image: image) { … }`): each branch is a
/// variant of the action, its title and icon together.
extension UIKitGroupFinder {
    /// The environments the statements of `body` before `end` leave, one a branch of each `if` or
    /// `switch` that sets a constant declared there without a value (at most the variant limit);
    /// nil when the body declares none so.
    func branchedLocals(_ body: CodeBlockItemListSyntax, before end: CodeBlockItemSyntax, _ start: Environment, kinds: Set<String>) -> [Environment]? {
        let items = body.iOSItems.filter { $0.position < end.position }
        var deferred = Set<String>()
        for item in items {
            for binding in item.item.as(VariableDeclSyntax.self)?.bindings ?? [] where binding.initializer == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { deferred.insert(name) }
            }
        }
        guard !deferred.isEmpty else { return nil }
        var environments = [start]
        for item in items {
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    environments = environments.map { environment in
                        var environment = environment
                        environment.bindings[name] = nil
                        if let value = binding.initializer?.value, !(value.as(FunctionCallExprSyntax.self).map { kinds.contains($0.calledBaseName ?? "") } ?? false),
                           let values = reader.resolver.evaluate(value, environment).values {
                            environment.bindings[name] = values
                        }
                        return environment
                    }
                }
                continue
            }
            let expression = Self.expression(item)
            let branches: [CodeBlockItemListSyntax]
            if let conditional = expression?.as(IfExprSyntax.self) {
                branches = Self.branchBodies(conditional)
            } else if let choice = expression?.as(SwitchExprSyntax.self) {
                branches = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
            } else {
                continue
            }
            guard branches.contains(where: { Self.assigns($0, deferred) }) else { continue }
            environments = Array(environments.flatMap { environment in
                branches.map { branch in assigned(branch, deferred, environment) }
            }.prefix(reader.limit))
        }
        return environments
    }

    /// The bodies of an `if`, its `else if`s and its `else` (an empty one when there is none).
    private static func branchBodies(_ conditional: IfExprSyntax) -> [CodeBlockItemListSyntax] {
        var bodies = [conditional.body.statements]
        switch conditional.elseBody {
        case .ifExpr(let next)?: bodies += branchBodies(next)
        case .codeBlock(let block)?: bodies.append(block.statements)
        case nil: bodies.append(CodeBlockItemListSyntax([]))
        }
        return bodies
    }

    private static func assigns(_ statements: CodeBlockItemListSyntax, _ names: Set<String>) -> Bool {
        statements.contains { item in setting(item).map { names.contains($0.name) } ?? false }
    }

    /// `name = value` as one statement, the value unfolded as the parser leaves it
    /// (`title = muted ? L10n.unmute : L10n.mute` is a sequence of five).
    private static func setting(_ item: CodeBlockItemSyntax) -> (name: String, value: ExprSyntax)? {
        guard let sequence = expression(item)?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let target = name(elements[0]) else { return nil }
        if elements.count == 3 { return (target, elements[2]) }
        return (target, ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2)))))
    }

    /// `environment` with the constants `statements` set (`title = L10n.a`) bound to their values.
    private func assigned(_ statements: CodeBlockItemListSyntax, _ names: Set<String>, _ environment: Environment) -> Environment {
        var result = environment
        for item in statements.iOSItems {
            guard let (name, value) = Self.setting(item), names.contains(name) else { continue }
            result.bindings[name] = reader.resolver.evaluate(value, environment).values
        }
        return result
    }
}
