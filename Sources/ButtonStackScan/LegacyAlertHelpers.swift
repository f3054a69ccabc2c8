import SwiftSyntax

/// `.alert(isPresented: $deleting) { Alert.deleteConfirmation(alias: alias) { … } }`: an `Alert`
/// (SwiftUI's first form, `primaryButton:`/`secondaryButton:`) made by a helper of the app and
/// shown by this `.alert`. The group is the helper's alert read with this call's arguments, at
/// the `.alert` — where the app shows it — as an alert helper's UIKit alert is at each call.
extension SwiftUIGroupFinder {
    /// The `Alert(…)` the helper called in `closure` returns, with the helper's parameters bound
    /// to the call's arguments; nil when the closure shows anything else.
    func helperMadeAlert(_ closure: ClosureExprSyntax?, _ environment: Environment) -> (call: FunctionCallExprSyntax, environment: Environment)? {
        guard let closure, let shown = (Self.onlyExpression(closure.statements) ?? Self.returnAfterGuards(closure.statements))?.as(FunctionCallExprSyntax.self),
              let called = shown.calledName, shown.calledBaseName != "Alert", !called.hasSuffix(".init"),
              let function = reader.resolver.findFunction(called, call: shown, environment) else { return nil }
        guard let found = reader.resolver.inline(function, call: shown, environment, { body, inner -> (call: FunctionCallExprSyntax, environment: Environment)? in
            guard let made = Self.onlyExpression(body)?.as(FunctionCallExprSyntax.self), made.argument("primaryButton") != nil,
                  made.calledBaseName == "Alert" || made.calledBaseName == "init" else { return nil }
            return (made, inner)
        }) else { return nil }
        // An alert the helper states whole, whatever the call passes, is the group the helper's
        // own `Alert(…)` already is: not a second one here.
        if case .success(let own) = legacyAlertButtons(found.call, self.environment(found.call)),
           case .success(let here) = legacyAlertButtons(found.call, found.environment), own == here { return nil }
        return found
    }

    /// `guard let alias = selected else { return Alert(title: Text("…")) }` then `return
    /// Alert.deleteConfirmation(alias)`: the value the statements return when their guards pass
    /// (a guard's own early alert has one button, no group).
    private static func returnAfterGuards(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        let items = statements.iOSItems
        guard items.count >= 2, let last = items.last?.item.as(ReturnStmtSyntax.self)?.expression,
              items.dropLast().allSatisfy({ $0.item.is(GuardStmtSyntax.self) }) else { return nil }
        return last
    }

    /// The one expression `statements` give: a lone expression or a lone `return`.
    private static func onlyExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        let items = statements.iOSItems
        guard items.count == 1, let only = items.first else { return nil }
        return only.item.as(ReturnStmtSyntax.self)?.expression ?? UIKitGroupFinder.expression(only)
    }
}
