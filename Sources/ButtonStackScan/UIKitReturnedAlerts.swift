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
        guard let helper = alertReturningHelper(call, environment) else { return nil }
        alertHelperBudget = Self.maximumNestedAlertHelpers
        let made = helperAlerts(helper, call: call, environment)
        guard made.count == 1, var alert = made.first else { return nil }
        let line = file.line(of: call)
        func atCall(_ content: Content) -> Content {
            var content = content
            // A reason's line is the helper's: say whose.
            content.runtime = content.runtime.map { "in `\(helper.name)` (\(helper.file.relative)): \($0)" }
            content.runtimeBranch = content.runtimeBranch.map { "in `\(helper.name)` (\(helper.file.relative)): \($0)" }
            content.variants = content.variants.map { $0.map { var button = $0; button.line = line; return button } }
            return content
        }
        let stated = statedAlerts(helper)
        alert.helperStated = stated.count == 1 ? atCall(stated[0].content) : nil
        alert.content = atCall(alert.content)
        alert.call = call
        return alert
    }

    /// The app's function `call` calls (`AlertHelper.build(…)`, `makeAlert(…)`, not a type's
    /// initializer) when it is declared to return an alert controller and makes one.
    func alertReturningHelper(_ call: FunctionCallExprSyntax, _ environment: Environment) -> FunctionDecl? {
        guard call.calledBaseName?.first?.isLowercase == true, let called = call.calledName,
              let helper = reader.resolver.findFunction(called, call: call, environment),
              let returned = helper.returnType.map({ String($0.prefix { $0 != "?" && $0 != "!" }) }),
              reader.resolver.index.isAlertControllerType(returned), makesAlert(helper) else { return nil }
        return helper
    }

    /// True when `call` is the value a local constant or variable is made from (`let alert = …`),
    /// where the statements around read it as an alert the caller may add actions to.
    static func namesLocal(_ call: FunctionCallExprSyntax) -> Bool {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return false }
        return binding.pattern.is(IdentifierPatternSyntax.self)
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
