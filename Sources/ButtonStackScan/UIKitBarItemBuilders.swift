import SwiftSyntax

/// Bar items made by a closure called at once (`lazy var deleteButton: UIBarButtonItem = { …
/// return item }()`, under `if #available` or not) and items showing a custom button
/// (`UIBarButtonItem(customView: newButton)`).
extension UIKitGroupFinder {
    /// How many `if #available` a built item's closure is followed into.
    private static let maximumAvailabilityNesting = 4

    /// The item a closure called at once returns: its `return` (in the first branch of an
    /// `if #available`, the iOS the scan reads), a local constant followed to its value with
    /// the title later statements give it. Nil when `call` is no such closure.
    func builtBarItem(_ call: FunctionCallExprSyntax) -> ListedButton? {
        guard call.arguments.isEmpty, let closure = call.calledExpression.as(ClosureExprSyntax.self) else { return nil }
        var statements = closure.statements
        for _ in 0...Self.maximumAvailabilityNesting {
            if let returned = statements.iOSItems.lazy.compactMap({ $0.item.as(ReturnStmtSyntax.self) }).first, let value = returned.expression {
                return listedButton(value, near: returned)
            }
            let available = statements.iOSItems.lazy.compactMap { Self.expression($0)?.as(IfExprSyntax.self) }.first {
                $0.conditions.contains { $0.condition.is(AvailabilityConditionSyntax.self) }
            }
            guard let available else { return nil }
            statements = available.body.statements
        }
        return nil
    }

    /// The button a `UIBarButtonItem(customView: button)` shows: the button, read as a stack
    /// view's (its title, or its icon named by its accessibility label), in the closure that
    /// makes the item when the button is a local constant of it.
    func customViewItem(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Content? {
        guard let custom = call.argument("customView") else { return nil }
        var scope: Syntax? = nil
        if let name = Self.name(custom) {
            var current = call.parent
            while let parent = current, parent.typeDeclarationName == nil {
                if let closure = parent.as(ClosureExprSyntax.self),
                   closure.statements.contains(where: { $0.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true }) {
                    scope = Syntax(closure)
                    break
                }
                current = parent.parent
            }
        }
        let content = scope.map { uiButton(custom, environment, scope: $0) } ?? uiButton(custom, environment)
        return content.hasNoButtons && content.anyRuntime == nil ? nil : content
    }

    /// Whether `item` is a bar item showing a label or another view the code makes with no button
    /// type (`UIBarButtonItem(customView: timeZoneLabel)`, the label made by a closure called at once).
    func showsMadeNonButton(_ item: ExprSyntax) -> Bool {
        guard let call = item.as(FunctionCallExprSyntax.self), call.calledBaseName == "UIBarButtonItem" || Self.isImplicitInit(call),
              let view = call.argument("customView") else { return false }
        let index = reader.resolver.index
        guard let made = Self.name(view).map({ declaration(named: $0, near: view) }) ?? view,
              let call = made.as(FunctionCallExprSyntax.self) else { return false }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) { return !Self.makesAnyButton(closure, index) }
        // `let indicator: UIActivityIndicatorView = .init(frame: .zero)`: the type the property declares.
        let declared = Self.isImplicitInit(call) ? Self.name(view).flatMap { name in
            view.enclosingTypeName.flatMap { index.types[$0]?.properties[name]?.type }.map(ValueResolver.withoutOptionals)
        } : nil
        guard let called = declared ?? call.calledBaseName, called.first?.isUppercase == true else { return false }
        return !index.isButtonType(called) && !index.isButtonByNameOnly(called)
    }
}

extension UIKitGroupFinder {
    /// The type of a package's icon (`Icon.add`, `Icon.add?.withRenderingMode(…)`): a member of a
    /// capitalised type the scanned code neither declares nor extends, and not one of Apple's
    /// (`UI…`, `NS…`, `CG…`, `SF…`). Nil for anything else.
    func packageIconType(_ image: ExprSyntax) -> String? {
        var current: ExprSyntax? = image
        var members = 0
        // Bounded: each step goes one node into a finite expression.
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let optional = expression.as(OptionalChainingExprSyntax.self) { current = optional.expression; continue }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            if let member = expression.as(MemberAccessExprSyntax.self) { members += 1; current = member.base; continue }
            guard members >= 1, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
                  !["UI", "NS", "CG", "CI", "SF"].contains(where: { name.hasPrefix($0) }), name != "Image",
                  reader.resolver.index.types[name] == nil else { return nil }
            return name
        }
        return nil
    }
}
