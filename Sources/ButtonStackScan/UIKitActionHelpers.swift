import SwiftSyntax

/// Actions an app's own helper methods return (`func getInfoAction(indexPath:) -> UIAction? {
/// guard … else { return nil }; let title = NSLocalizedString(…); let action = UIAction(title:
/// title, …) { … }; return action }`): the action the helper states is that button, wherever
/// it is used (an alert's `addAction`, a menu's children, a swipe configuration's actions). A
/// helper that may return nil still states its button; the `if let` around its use gives the
/// group's variants, as every run-time condition does.
extension UIKitGroupFinder {
    /// The action a helper returns, and the environment its body was read in (its parameters
    /// bound to the call's arguments, its local constants to their values).
    struct ReturnedAction {
        var call: FunctionCallExprSyntax
        var environment: Environment
        /// The local name the helper stores it under (`let action = UIContextualAction(…)`), and
        /// where it returns it: later statements there may set its title or icon.
        var storedAs: String? = nil
        var site: Syntax? = nil
        /// The environments of the other branches setting the body's constants (`let title:
        /// String`, then `if … { title = … } else { title = … }`): each a variant of the action.
        var otherEnvironments: [Environment] = []
    }

    /// The call making the action `call`'s helper returns, when `call` calls a method of the type
    /// around (or a top-level function) declared to return one of `kinds` (optional or not);
    /// a helper returning another helper's action is followed, within the inlining bound.
    func returnedAction(_ call: FunctionCallExprSyntax, _ environment: Environment, kinds: Set<String>) -> ReturnedAction? {
        let resolver = reader.resolver
        guard environment.depth < resolver.limits.maximumInliningDepth, let called = call.calledName,
              call.calledBaseName?.first?.isLowercase == true,
              let function = resolver.findFunction(called, call: call, environment)
                ?? resolver.findFunction(called, call: call, environment, returning: kinds)
                ?? enclosingLocalFunction(called, around: call, environment),
              let returnType = function.returnType, kinds.contains(Self.bareActionType(returnType)) else { return nil }
        // Declared as one of `kinds`, what it returns as `.init(…)` is of that type.
        return resolver.inline(function, call: call, environment) { body, inner in action(returnedBy: body, inner, kinds: kinds.union(["init"])) }
    }

    /// The action a property of the type around returns (`self.acceptInviteAction` of `private
    /// var acceptInviteAction: UIAction { UIAction(title: …) { … } }`, or of a `lazy var` made by
    /// a closure called in place, `= { … return action }()`), declared as one of `kinds`: read as
    /// a helper taking no arguments, within the inlining bound; one made in its initializer
    /// (`lazy var cancelAction = UIAlertAction(…)`) is that action.
    func propertyAction(_ expression: ExprSyntax, _ environment: Environment, kinds: Set<String>) -> ReturnedAction? {
        let resolver = reader.resolver
        guard environment.depth < resolver.limits.maximumInliningDepth, let name = Self.name(expression),
              let typeName = environment.typeName, let property = resolver.index.types[typeName]?.properties[name],
              !property.isStatic else { return nil }
        var inner = Environment(file: property.file, typeName: property.owner ?? typeName)
        inner.depth = environment.depth + 1
        return declaredAction(property, inner, closureEnvironment: environment, kinds: kinds)
    }

    /// The action `property` states, read in `inner`: made in its initializer (`lazy var
    /// cancelAction = UIAlertAction(…)`), or, declared as one of `kinds`, returned by its getter
    /// or by a closure called in place (read in `closureEnvironment`).
    private func declaredAction(_ property: PropertyDecl, _ inner: Environment, closureEnvironment: Environment, kinds: Set<String>) -> ReturnedAction? {
        let made = property.initializer?.as(FunctionCallExprSyntax.self)
        if let made, kinds.contains(made.calledBaseName ?? "") || kinds.contains("UIAlertAction") && Self.makesAlertAction(made) {
            return ReturnedAction(call: made, environment: inner)
        }
        guard let type = property.type, kinds.contains(Self.bareActionType(type)) else { return nil }
        if let getter = property.getter { return action(returnedBy: getter, inner, kinds: kinds) }
        return made.flatMap { closureAction($0, closureEnvironment, kinds: kinds) }
    }

    /// The action a static property of the app's extension of an action type states
    /// (`extension UIAlertAction { static var cancel: UIAlertAction { UIAlertAction(title:
    /// L10n.cancel, style: .cancel) } }`), named `UIAlertAction.cancel` or `.cancel` where an
    /// action is expected: read as a helper taking no arguments, within the inlining bound.
    func staticPropertyAction(_ expression: ExprSyntax, _ environment: Environment, kinds: Set<String>) -> ReturnedAction? {
        let resolver = reader.resolver
        guard environment.depth < resolver.limits.maximumInliningDepth, let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let owners = member.base.map { base in [base.trimmedDescription].filter(kinds.contains) } ?? kinds.sorted()
        let found = owners.compactMap { owner in
            resolver.index.types[owner]?.properties[member.declName.baseName.text].map { (owner, $0) }
        }.filter { $0.1.isStatic }
        guard found.count == 1, let (owner, property) = found.first else { return nil }
        var inner = Environment(file: property.file, typeName: owner)
        inner.depth = environment.depth + 1
        return declaredAction(property, inner, closureEnvironment: inner, kinds: kinds)
    }

    /// The action a closure called in place returns (`{ let action = UIAction(…); return action }()`,
    /// a `lazy var`'s initializer), read as a helper taking no arguments.
    func closureAction(_ call: FunctionCallExprSyntax, _ environment: Environment, kinds: Set<String>) -> ReturnedAction? {
        guard environment.depth < reader.resolver.limits.maximumInliningDepth, call.arguments.isEmpty,
              let closure = call.calledExpression.as(ClosureExprSyntax.self) else { return nil }
        var inner = environment
        inner.depth += 1
        return action(returnedBy: closure.statements, inner, kinds: kinds)
    }

    /// The call making the action `body` returns (its single expression, or its `return`, through
    /// local names), its local constants bound; another helper's action followed.
    private func action(returnedBy body: CodeBlockItemListSyntax, _ inner: Environment, kinds: Set<String>) -> ReturnedAction? {
        let resolver = reader.resolver
        var inner = inner
        var made: [String: ExprSyntax] = [:]
        for item in body.iOSItems {
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
                    made[name] = value
                    inner.bindings[name] = nil
                    if let constructed = value.as(FunctionCallExprSyntax.self), kinds.contains(constructed.calledBaseName ?? "") { continue }
                    if let values = resolver.evaluate(value, inner).values { inner.bindings[name] = values }
                }
                continue
            }
            let returned = item.item.as(ReturnStmtSyntax.self)?.expression ?? (body.count == 1 ? Self.expression(item) : nil)
            guard var expression = returned else { continue }
            var storedAs: String? = nil
            for _ in 0..<8 {
                guard let name = Self.name(expression), let value = made[name] else { break }
                storedAs = name
                expression = value
            }
            guard let action = expression.as(FunctionCallExprSyntax.self) else { return nil }
            // `.init(title: …)` of the declared return type is `init`.
            let made = action.calledBaseName ?? (action.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init" ? "init" : "")
            if kinds.contains(made) || kinds.contains("UIAlertAction") && Self.makesAlertAction(action) {
                let branched = branchedLocals(body, before: item, inner, kinds: kinds) ?? [inner]
                return ReturnedAction(call: action, environment: branched[0], storedAs: storedAs, site: Syntax(item),
                                      otherEnvironments: Array(branched.dropFirst()))
            }
            return returnedAction(action, inner, kinds: kinds)
        }
        return nil
    }

    /// The buttons `read` finds in each environment the action was read in, a variant each.
    func eachBranch(_ returned: ReturnedAction, _ read: (Environment) -> Content) -> Content {
        returned.otherEnvironments.reduce(read(returned.environment)) { $0.or(read($1), limit: reader.limit) }
    }

    /// The list a helper of this file returns, when `expression` calls one declared to return a
    /// list of actions or items (`func createSpeedActions() -> [UIAction]`, `-> [UIMenuElement]`,
    /// `-> [UIBarButtonItem]`, `-> [UIContextualAction]`): the expression it returns (a literal,
    /// a list it builds by appending, a map), read where it is returned; its parameters are
    /// not bound, so a title made from one stays run time. Nil for anything else.
    func listHelperReturn(_ expression: ExprSyntax, _ environment: Environment) -> ExprSyntax? {
        let body: CodeBlockItemListSyntax
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard let called = call.calledName, call.calledBaseName?.first?.isLowercase == true,
                  let function = reader.resolver.findFunction(called, call: call, environment), function.file === file,
                  Self.isActionList(function.returnType) else { return nil }
            body = function.body
        } else if let name = Self.name(expression), let typeName = environment.typeName,
                  // A parameter or local of that name (`func show(actions: [UIAlertAction])`) is not the property.
                  expression.is(MemberAccessExprSyntax.self) || environment.passedArguments[name] == nil && environment.bindings[name] == nil
                    && !reader.isParameterOrLocal(name, at: Syntax(expression)),
                  let property = reader.resolver.index.types[typeName]?.properties[name], property.file === file,
                  let getter = property.getter, Self.isActionList(property.type) {
            body = getter  // a computed property: `var sortActions: [UIAction] { … }`
        } else {
            return nil
        }
        let items = body.iOSItems
        if items.count == 1, let only = items.first, let single = Self.expression(only) { return single }
        return items.last?.item.as(ReturnStmtSyntax.self)?.expression
    }

    /// True for `[UIAction]`, `[UIMenuElement]`, `[UIBarButtonItem]`, `[UIContextualAction]`, `[UIAlertAction]` (optional or not).
    private static func isActionList(_ type: String?) -> Bool {
        guard let type = type?.filter({ !$0.isWhitespace && $0 != "?" && $0 != "!" }), type.hasPrefix("["), type.hasSuffix("]") else { return false }
        return ["UIAction", "UIMenuElement", "UIBarButtonItem", "UIContextualAction", "UIAlertAction"].contains(bareActionType(String(type.dropFirst().dropLast())))
    }

    /// `UIAction` for `UIAction?`, `UIAction!`, `UIKit.UIAction`.
    static func bareActionType(_ type: String) -> String {
        let bare = type.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
        return bare.split(separator: ".").last.map(String.init) ?? bare
    }

    /// Buttons read from a helper carry the line of the use, where the group states them.
    static func relocated(_ content: Content, to line: Int) -> Content {
        var moved = content
        moved.variants = content.variants.map { $0.map { var button = $0; button.line = line; return button } }
        return moved
    }
}
