import SwiftSyntax

/// A function a method declares in its own body and calls to add actions to the alert it makes:
///
///     let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
///     func addAction(_ titleKey: String, style: UIAlertAction.Style = .default) {
///         alert.addAction(UIAlertAction(title: localized(titleKey), style: style, handler: nil))
///     }
///     addAction("upload.take_photo")
///
/// Each call is the function's body read with the call's arguments, as a helper is inlined.
extension UIKitGroupFinder {
    /// Records `item` in `scope` when it declares a local function; true when it does.
    func declareLocalFunction(_ item: CodeBlockItemSyntax, in scope: inout AlertScope) -> Bool {
        guard let declaration = item.item.as(FunctionDeclSyntax.self) else { return false }
        if let local = FunctionDecl(local: declaration, file: file, owner: scope.environment.typeName) {
            scope.localFunctions[local.name] = local
        }
        return true
    }

    /// True when `syntax` calls a local function of `scope`.
    func callsLocalFunction(_ syntax: Syntax, _ scope: AlertScope) -> Bool {
        syntax.descendants(FunctionCallExprSyntax.self).contains { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self).map { scope.localFunctions[$0.baseName.text] != nil } == true
        }
    }

    /// The actions a call of a local function adds to alert `name`; nil when `call` calls none.
    func localFunctionActions(_ call: FunctionCallExprSyntax, on name: String, _ scope: AlertScope, nesting: Int) -> Content? {
        guard let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let local = scope.localFunctions[called], let pairs = local.pair(call.allArguments) else { return nil }
        let line = file.line(of: call)
        guard nesting < Self.maximumAlertNesting, scope.environment.depth < reader.resolver.limits.maximumInliningDepth else {
            return .runtime("line \(line): actions added \(Self.maximumAlertNesting) calls deep", buttons: 2)
        }
        guard !scope.inlining.contains(called) else { return .runtime("line \(line): `\(called)` calls itself", buttons: 2) }
        guard reader.resolver.budget.spend() else { return .runtime("line \(line): more than \(ReadingBudget.valuesPerFile) values in one file; not followed", buttons: 2) }
        var inner = scope
        inner.environment.depth += 1
        // A local function calling itself adds as many actions as the run decides (and inlining
        // each call again would fan out without end).
        inner.inlining.insert(called)
        // The parameters hide the names of the body around them.
        for parameter in local.parameters {
            inner.made[parameter.name] = nil
            inner.environment.bindings[parameter.name] = nil
        }
        reader.resolver.bindParameters(of: local, to: pairs, from: scope.environment, into: &inner.environment)
        return Self.relocated(alertBlock(local.body, name, inner, nesting: nesting + 1), to: line)
    }

    /// A function declared in a body around `call` that calls it by its bare name (a method's
    /// nested `func downloadAction() -> UIAction`, which Swift lets the method call above its
    /// declaration); nil when no body around declares one of that name.
    func enclosingLocalFunction(_ called: String, around call: FunctionCallExprSyntax, _ environment: Environment) -> FunctionDecl? {
        guard call.calledExpression.is(DeclReferenceExprSyntax.self) else { return nil }
        var current = call.parent
        while let parent = current, parent.typeDeclarationName == nil {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                // Each list's functions are gathered once: a file of many calls stays linear.
                let declared: [String: FunctionDeclSyntax]
                if let known = localFunctionsByList[list.id] {
                    declared = known
                } else {
                    declared = Dictionary(list.compactMap { item in item.item.as(FunctionDeclSyntax.self).map { ($0.name.text, $0) } },
                                          uniquingKeysWith: { first, _ in first })
                    localFunctionsByList[list.id] = declared
                    statementListsGathered += 1
                }
                if let declaration = declared[called] {
                    return FunctionDecl(local: declaration, file: environment.file, owner: environment.typeName)
                }
            }
            current = parent.parent
        }
        return nil
    }
}
