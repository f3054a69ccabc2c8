import SwiftSyntax

/// A menu laid over a label with nothing of its own to show (`Label("Tasks", systemImage:
/// "checklist").overlay { Menu { … } label: { } }`): one button, the label's title and icon,
/// that opens the menu (whose items are a group of their own where the scan finds them).
extension ViewReader {
    /// The `Menu` of an `.overlay { Menu { … } label: { } }` among `modifiers` whose label
    /// shows nothing (empty, or `EmptyView()`); nil when there is none.
    static func invisibleMenuOverlay(_ modifiers: [Modifiers.Applied]) -> FunctionCallExprSyntax? {
        for modifier in modifiers where modifier.name == "overlay" {
            guard let call = modifier.call, let content = call.trailingClosure ?? call.closure("content"),
                  content.statements.count == 1, let only = content.statements.first,
                  let menu = (only.item.as(ExpressionStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)).map({ Modifiers.peel($0).0 })?
                    .as(FunctionCallExprSyntax.self), menu.calledBaseName == "Menu", menu.arguments.isEmpty else { continue }
            guard let label = menu.closure("label") else { continue }
            let shown = label.statements.filter { item in
                let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
                return expression?.as(FunctionCallExprSyntax.self)?.calledBaseName != "EmptyView"
            }
            if shown.isEmpty { return menu }
        }
        return nil
    }

    /// The one button `base` under an invisible menu shows: its label's title and icon.
    func overlaidMenuButton(_ base: ExprSyntax, _ environment: Environment, accessibilityLabel: ExprSyntax?) -> Content {
        let line = environment.file.line(of: base)
        // Read where it is written (a list made anew around it would be a new tree, its lines lost).
        return assembledLabel(labelView(base, environment), line: line, environment, accessibilityLabel: accessibilityLabel)
    }
}
