import SwiftSyntax

/// Alert actions a helper of the same file returns as a list (`func makeActions() ->
/// [UIAlertAction] { [UIAlertAction(…), UIAlertAction(…)] }`, or a list it builds by appending,
/// some under an `if` or `switch`), added to an alert in a loop (`for action in makeActions() {
/// alert.addAction(action) }`, `makeActions().forEach { alert.addAction($0) }`) or passed on as
/// a list (`alert.addActions(makeActions())`). Menus read such helpers already (``elements(_:_:_:)``).
extension UIKitGroupFinder {
    /// The actions of the list the helper `expression` calls returns, each branch that builds it
    /// a variant (as a menu's built list); nil when `expression` calls no such helper. Bounded as
    /// lists inside lists are (``maximumListDepth``): a helper returning its own call ends there.
    func helperAlertActions(_ expression: ExprSyntax, _ environment: Environment) -> Content? {
        guard let returned = listHelperReturn(expression, environment) else { return nil }
        return elements(returned, returned) { listed, environment in self.listedAlertAction(listed, environment) }
    }

    /// One element of such a list: a `UIAlertAction(…)` made in place (or held by a constant
    /// declared nearby), or one a helper of the app returns; nothing the scan reads otherwise,
    /// which leaves the list known only at run time.
    private func listedAlertAction(_ listed: ListedButton, _ environment: Environment) -> Content {
        guard let call = listed.expression.as(FunctionCallExprSyntax.self) else { return .empty }
        if Self.makesAlertAction(call) { return alertAction(call, environment) }
        guard let returned = returnedAction(call, environment, kinds: ["UIAlertAction"]) else { return .empty }
        return Self.relocated(alertAction(returned.call, returned.environment), to: file.line(of: call))
    }
}
