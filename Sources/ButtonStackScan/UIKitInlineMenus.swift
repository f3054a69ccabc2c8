import SwiftSyntax

/// Inline menus (`UIMenu(options: .displayInline, …)`): a section of the menu that lists them,
/// or a menu of their own when no menu does (`button.menu = avatarMenu`).
extension UIKitGroupFinder {
    /// True when inline menu `node` (`options: .displayInline`) is a section of another menu: an
    /// element of a list (`children: […]`, `append(…)`), or held by a constant, property or method
    /// that is used so, or used nowhere in its scope. False when it, or every use of what holds
    /// it, is given to something else (`button.menu = avatarMenu`).
    func isSection(_ node: FunctionCallExprSyntax) -> Bool {
        if let listed = Self.inList(Syntax(node)) { return listed }
        guard let (name, scope) = Self.holder(of: node) else { return true }
        if referencesByScope[scope.id] == nil {
            referencesByScope[scope.id] = Dictionary(grouping: scope.descendants(DeclReferenceExprSyntax.self)) { $0.baseName.text }
        }
        let uses = referencesByScope[scope.id]?[name] ?? []
        guard !uses.isEmpty else { return true }
        return uses.contains { Self.inList(Syntax($0)) ?? false }
    }

    /// Whether `node` is an element of a list (`[…]`, `append(…)`, another menu's argument):
    /// true, false when the statement uses it otherwise, nil when a body returns it or a
    /// constant holds it.
    private static func inList(_ node: Syntax) -> Bool? {
        var current = node.parent
        while let parent = current {
            if parent.is(ArrayExprSyntax.self) { return true }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                // `sortSection()`: the method's own call is the value, used where the call is.
                if node.position >= call.calledExpression.position && node.endPosition <= call.calledExpression.endPosition {
                    current = parent.parent
                    continue
                }
                let method = call.calledBaseName ?? ""
                return method == "UIMenu" || method == "append" || method == "insert" || method == "UIDeferredMenuElement"
            }
            if parent.is(ReturnStmtSyntax.self) || parent.is(PatternBindingSyntax.self) { return nil }
            if let item = parent.as(CodeBlockItemSyntax.self) {
                // The single expression of a getter or method returns it.
                let list = item.parent?.as(CodeBlockItemListSyntax.self)
                let single = list?.count == 1 && (item.item.is(ExprSyntax.self) || item.item.is(ExpressionStmtSyntax.self))
                return single && (list?.parent?.is(AccessorBlockSyntax.self) == true || list?.parent?.is(CodeBlockSyntax.self) == true) ? nil : false
            }
            current = parent.parent
        }
        return false
    }

    /// The name of the local constant, property or method holding `node` (its value, getter or
    /// body; not a closure inside), and where it is used: the body around a local, else the file.
    private static func holder(of node: FunctionCallExprSyntax) -> (String, Syntax)? {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) { return nil }
            if let function = parent.as(FunctionDeclSyntax.self) { return (function.name.text, function.root) }
            if let binding = parent.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if let body = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self) { return (name, Syntax(body)) }
                return (name, binding.root)
            }
            if parent.typeDeclarationName != nil { return nil }
            current = parent.parent
        }
        return nil
    }
}
