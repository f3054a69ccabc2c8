import SwiftSyntax

/// An alert an app's helper makes and returns, finished where it is called: `let alert =
/// AlertHelper.build(title: …, actions: [AlertHelper.cancelAction()])`, then
/// `alert.addAction(AlertHelper.defaultAction(…))`. The helper's actions, read with the call's
/// arguments bound, come first and the caller's after: one alert, one group at the call.
extension UIKitGroupFinder {
    /// The alert the app's helper `call` calls returns, read with the call's arguments bound, its
    /// buttons at the call; nil when the helper is not declared to return an alert controller,
    /// or its body makes none or more than one.
    func returnedAlert(_ call: FunctionCallExprSyntax, _ environment: Environment) -> MadeAlert? {
        // Bounded as every helper is: a helper whose body calls itself ends at the inlining depth.
        guard environment.depth < reader.resolver.limits.maximumInliningDepth,
              let helper = alertReturningHelper(call, environment) else { return nil }
        // At most ``maximumNestedAlertHelpers`` helpers for one call, however they nest.
        if environment.depth == 0 { alertHelperBudget = Self.maximumNestedAlertHelpers }
        guard alertHelperBudget > 0 else { return nil }
        alertHelperBudget -= 1
        let made = helperAlerts(helper, call: call, environment)
        guard made.count == 1, var alert = made.first else { return nil }
        let line = file.line(of: call)
        if environment.depth == 0 {
            // What the helper states whatever the arguments is a group there already; only the
            // call's own reading asks (inside a helper's reading the call is read as a value).
            let budget = alertHelperBudget
            let stated = statedAlerts(helper)
            alertHelperBudget = budget
            alert.helperStated = stated.count == 1 ? Self.atCall(stated[0].content, of: helper.name, in: helper.file, line: line) : nil
        }
        alert.content = Self.atCall(alert.content, of: helper.name, in: helper.file, line: line)
        alert.call = call
        return alert
    }

    /// The app's function `call` calls (`AlertHelper.build(…)`, `makeAlert(…)`, not a type's
    /// initializer) when it is declared to return an alert controller and makes one.
    func alertReturningHelper(_ call: FunctionCallExprSyntax, _ environment: Environment) -> FunctionDecl? {
        guard call.calledBaseName?.first?.isLowercase == true, let called = call.calledName,
              let helper = reader.resolver.findFunction(called, call: call, environment),
              let returned = helper.returnType.map(ValueResolver.withoutOptionals),
              reader.resolver.index.isAlertControllerType(returned), makesAlert(helper) else { return nil }
        return helper
    }

    /// True when `call` is the value a local constant or variable of a body is made from (`let
    /// alert = …` among statements, not a property), where the statements around read it as an
    /// alert the caller may add actions to.
    static func namesLocal(_ call: FunctionCallExprSyntax) -> Bool {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              binding.pattern.is(IdentifierPatternSyntax.self),
              let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        return declaration.parent?.is(CodeBlockItemSyntax.self) == true
    }
}

extension UIKitGroupFinder {
    /// True when `statements` make a local from an app's helper returning an alert controller
    /// (under `#if` too).
    func declaresReturnedAlert(_ statements: CodeBlockItemListSyntax, _ environment: Environment) -> Bool {
        statements.iOSItems.contains { item in
            item.item.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                guard binding.pattern.is(IdentifierPatternSyntax.self),
                      let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return false }
                return alertReturningHelper(call, environment) != nil
            } == true
        }
    }
}

extension UIKitGroupFinder {
    /// True when a body around `node` declares local `name` as an alert before it (`let alert =
    /// UIAlertController(…)`, or an alert an app's helper returns).
    func declaresLocalAlert(named name: String, before node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current, parent.typeDeclarationName == nil {
            // Statements read an alert's own body and its `if`s and `switch`es, not a closure's
            // (`DispatchQueue.main.async { alert.addActions(…) }`): there the call is its group.
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) { return false }
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                let environment = Environment(file: file, typeName: statements.enclosingTypeName)
                for item in statements.iOSItems where item.endPosition <= node.position {
                    guard let binding = item.item.as(VariableDeclSyntax.self)?.bindings.first(where: {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    }), let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { continue }
                    return reader.resolver.index.makesAlertController(call, owner: environment.typeName) || alertReturningHelper(call, environment) != nil
                }
            }
            current = parent.parent
        }
        return false
    }
}
