import SwiftSyntax

/// A stack of buttons in an app's small view whose titles are the view's own properties
/// (`struct Scaffold: View { let primaryTitle: String; let secondaryTitle: String?; … VStack {
/// Button(action: primary) { Text(primaryTitle) }; if let secondaryTitle { … } } }`): read in
/// place its titles are known only at run time, but each call states them
/// (`Scaffold(primaryTitle: L10n.next, secondaryTitle: L10n.later)`), so each call is the group,
/// read with the call's arguments bound (an optional passed `nil`, or left to a `nil` default,
/// shows no button). A `Menu` showing content the call passes (`NBToolbarMenu(…) { Button(…) … }`
/// of `Menu { _content }`, `_content = content()`) is a menu at each call the same way.
struct ParameterStack {
    /// The property whose getter holds it (`body`, `bottomActions`).
    var property: PropertyDecl
    var stack: FunctionCallExprSyntax
    var container: String
    var modes: [Int]
    /// True for a menu showing only what each call passes (nothing known in place): a call whose
    /// content is known only at run time is said under `skipped` there, since no group is said in place.
    var showsCallContent = false
}

extension SwiftUIGroupFinder {
    /// The groups a call of small view `name` makes with its arguments.
    func smallViewStacks(_ name: String, _ node: FunctionCallExprSyntax) {
        let resolver = reader.resolver
        guard let type = resolver.index.types[name], type.isView, let body = type.properties["body"], body.getter != nil else { return }
        let stacks = parameterStacks(of: type)
        guard !stacks.isEmpty else { return }
        let callEnvironment = environment(node)
        for stack in stacks {
            var inner = reader.smallViewEnvironment(type, body: body, call: node, callEnvironment)
            inner.file = stack.property.file
            inner.inMenu = stack.container == "menu"
            let content = stack.container == "menu" ? reader.menuItems(stack.stack, inner)
                : reader.closureContent(stack.stack.trailingClosure ?? stack.stack.closure("content"), inner)
            // A title this call does not state either stays the view's own skipped group.
            guard content.anyRuntime == nil || stack.showsCallContent else { continue }
            sink.add(UIKitGroupFinder.relocated(content, to: file.line(of: node)), container: stack.container, owner: node.enclosingTypeName,
                     line: file.line(of: node), endLine: file.endLine(of: node), modes: { _ in stack.modes })
        }
    }

    /// The stacks of `type`'s view code (its body and computed properties) with two or more
    /// buttons that, read in place, are known only at run time (worked out once a type).
    private func parameterStacks(of type: TypeDecl) -> [ParameterStack] {
        let index = reader.resolver.index
        if let known = index.parameterStacks[type.name] { return known }
        index.parameterStacks[type.name] = []  // a view calling itself finds none while this runs
        var found: [ParameterStack] = []
        let properties = type.properties.values.filter { $0.getter != nil && !$0.isStatic }
            .sorted { ($0.file.relative, $0.getter?.position.utf8Offset ?? 0) < ($1.file.relative, $1.getter?.position.utf8Offset ?? 0) }
        for property in properties {
            guard let getter = property.getter else { continue }
            for call in getter.descendants(FunctionCallExprSyntax.self) {
                let kind: (String, [Int])
                switch call.calledBaseName {
                case "HStack", "LazyHStack": kind = ("hstack", [1])
                case "VStack", "LazyVStack": kind = ("vstack", [3])
                case "Menu": kind = ("menu", [3])
                default: continue
                }
                var own = Environment(file: property.file, typeName: type.name)
                own.depth = 1
                own.inMenu = kind.0 == "menu"
                let stated = kind.0 == "menu" ? reader.menuItems(call, own) : reader.closureContent(call.trailingClosure ?? call.closure("content"), own)
                // A menu of the view's own content (`Menu { content }`, a `@ViewBuilder` closure
                // the call passes) shows nothing known in place: its buttons are counted at each call.
                // So does a stack showing only that content (`ButtonStackView { Button(…); Button(…) }`
                // of `HStack { content() }`).
                let ownContent = kind.0 == "menu" ? stated.runtime != nil || stated.hasNoButtons
                    : stated.runtime == nil && stated.hasNoButtons && showsViewClosure(call, of: type)
                // (Known only at run time as a whole, or in a branch left out: `if let text =
                // positiveButtonText { return DashButton(text: text, …) }; return nil`.)
                guard stated.anyRuntime != nil && stated.largestCount >= 2 || ownContent else { continue }
                found.append(ParameterStack(property: property, stack: call, container: kind.0, modes: kind.1,
                                            showsCallContent: ownContent && stated.runtime == nil))
            }
        }
        index.parameterStacks[type.name] = found
        return found
    }

    /// True when `stack`'s closure shows a view closure the type keeps (`content()`, `self.content`,
    /// of a `let content: () -> Content` or a `@ViewBuilder` property): the content each call passes.
    private func showsViewClosure(_ stack: FunctionCallExprSyntax, of type: TypeDecl) -> Bool {
        guard let closure = stack.trailingClosure ?? stack.closure("content") else { return false }
        return closure.statements.contains { item in
            guard let shown = Self.shownView(item), let name = ViewReader.propertyName(shown), let property = type.properties[name] else { return false }
            return property.isViewBuilder || property.type?.contains("->") == true || Self.isStoredFromViewClosure(name, of: type)
        }
    }

    /// True when an initializer of `type` stores the view a closure parameter makes into `property`
    /// (`init(@ViewBuilder content: () -> Content) { self.content = content() }`, `let content: Content`).
    private static func isStoredFromViewClosure(_ property: String, of type: TypeDecl) -> Bool {
        type.initializers.contains { initializer in
            initializer.parameters.contains { parameter in
                parameter.type.contains("->") && ViewReader.property(setBy: parameter.name, in: initializer.body, of: type) == property
            }
        }
    }
}

extension SwiftUIGroupFinder {
    /// A helper function of a view that shows the content its call passes in a menu or a stack
    /// (`actionMenu("plus.square") { Button(…); Button(…) }` of `func actionMenu(_ image: String,
    /// @ViewBuilder menu: () -> some View) -> some View { Menu { menu() } label: { … } }`): read in
    /// place its content is the call's, so each call is the group, read with the call's arguments.
    func helperContentStacks(_ node: FunctionCallExprSyntax) {
        guard node.trailingClosure != nil || node.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }),
              let called = node.calledName else { return }
        let resolver = reader.resolver
        var callEnvironment = Environment(file: file, typeName: node.enclosingTypeName)
        guard let function = resolver.findFunction(called, call: node, callEnvironment),
              function.returnType?.contains("View") == true else { return }
        for stack in contentStacks(of: function) {
            guard let kind = Self.helperContainer(stack.calledBaseName), let shown = stack.trailingClosure ?? stack.closure("content") else { continue }
            callEnvironment = environment(node)
            var inner = Environment(file: function.file, typeName: function.owner ?? callEnvironment.typeName)
            inner.depth = callEnvironment.depth + 1
            inner.inMenu = kind.container == "menu"
            resolver.bindParameters(of: function, to: function.pair(node.allArguments) ?? [], from: callEnvironment, into: &inner)
            let content = kind.container == "menu" ? reader.menuItems(stack, inner) : reader.closureContent(shown, inner)
            sink.add(UIKitGroupFinder.relocated(content, to: file.line(of: node)), container: kind.container, owner: node.enclosingTypeName,
                     line: file.line(of: node), endLine: file.endLine(of: node), modes: kind.modes)
        }
    }

    /// The menus and stacks of `function`'s body that show one of its closure parameters (worked
    /// out once a function: a helper may be called thousands of times).
    private func contentStacks(of function: FunctionDecl) -> [FunctionCallExprSyntax] {
        let index = reader.resolver.index
        if let known = index.helperContentStacks[function.body.id] { return known }
        let shownClosures = Set(function.parameters.filter { $0.type.contains("->") }.map(\.name))
        // A helper calling itself (`func row(…) { HStack { content(); row(t) { content() } } }`)
        // would show its content again at every level: none is read.
        let calls = function.body.descendants(FunctionCallExprSyntax.self)
        let recursive = calls.contains { $0.calledBaseName == function.name }
        let found = shownClosures.isEmpty || recursive ? [] : calls.filter { stack in
            guard Self.helperContainer(stack.calledBaseName) != nil, let shown = stack.trailingClosure ?? stack.closure("content") else { return false }
            return shown.statements.contains { item in
                Self.shownView(item)?.as(DeclReferenceExprSyntax.self).map { shownClosures.contains($0.baseName.text) } ?? false
            }
        }
        index.helperContentStacks[function.body.id] = found
        return found
    }

    /// The container a helper's `HStack`, `VStack` or `Menu` is, with its modes; nil for any other call.
    private static func helperContainer(_ name: String?) -> (container: String, modes: @Sendable (Int) -> [Int])? {
        switch name {
        case "HStack", "LazyHStack": ("hstack", { _ in [1] })
        case "VStack", "LazyVStack": ("vstack", { _ in [3] })
        case "Menu": ("menu", AlertLayout.listModes)
        default: nil
        }
    }

    /// The view a statement of a closure shows: `content`, or `content()` called with no arguments.
    private static func shownView(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        guard let expression = UIKitGroupFinder.expression(item) else { return nil }
        return expression.as(FunctionCallExprSyntax.self).flatMap { $0.arguments.isEmpty ? $0.calledExpression : nil } ?? expression
    }
}
