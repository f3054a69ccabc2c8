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
    }

    /// The call making the action `call`'s helper returns, when `call` calls a method of the type
    /// around (or a top-level function) declared to return one of `kinds` (optional or not);
    /// a helper returning another helper's action is followed, within the inlining bound.
    func returnedAction(_ call: FunctionCallExprSyntax, _ environment: Environment, kinds: Set<String>) -> ReturnedAction? {
        let resolver = reader.resolver
        guard environment.depth < resolver.limits.maximumInliningDepth, let called = call.calledName,
              call.calledBaseName?.first?.isLowercase == true,
              let function = resolver.findFunction(called, call: call, environment),
              let returnType = function.returnType, kinds.contains(Self.bareActionType(returnType)) else { return nil }
        return resolver.inline(function, call: call, environment) { body, inner in
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
                if kinds.contains(action.calledBaseName ?? "") || kinds.contains("UIAlertAction") && Self.makesAlertAction(action) {
                    return ReturnedAction(call: action, environment: inner, storedAs: storedAs, site: Syntax(item))
                }
                return returnedAction(action, inner, kinds: kinds)
            }
            return nil
        }
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
