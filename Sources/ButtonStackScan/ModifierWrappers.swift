import SwiftSyntax

/// An app's own view modifier that passes one of its closures on to SwiftUI's `.alert`,
/// `.confirmationDialog`, `.contextMenu` or `.swipeActions`
/// (`func confirmationDialogOrAlert(_:isPresented:actions:message:)` in `extension View`): the
/// closure a call passes is that container's actions, and the call is the group.
struct ModifierWrapper {
    var function: FunctionDecl
    /// The container the body makes: the first SwiftUI modifier it passes the closure to.
    var container: String
    /// The parameter passed on as the container's actions.
    var parameter: String
}

extension DeclarationIndex {
    /// SwiftUI's modifiers whose closure is a group, with the label of that closure.
    static let actionModifiers: [String: String] = ["alert": "actions", "confirmationDialog": "actions",
                                                    "contextMenu": "menuItems", "swipeActions": "content"]

    /// True when the scanned code declares a function called `name`, in a type or at the top level.
    func declaresFunction(named name: String) -> Bool {
        globalFunctions[name] != nil || types.values.contains { $0.functions[name] != nil }
    }

    /// The app's modifier called `name` that wraps one of SwiftUI's action modifiers, when one
    /// function of that name does (worked out once for every function, then looked up).
    func modifierWrapper(_ name: String, depth: Int) -> ModifierWrapper? {
        if modifierWrappers == nil { modifierWrappers = findModifierWrappers(passes: depth) }
        return modifierWrappers?[name]
    }

    /// Every view-returning function that passes a closure parameter on to an action modifier,
    /// or to a wrapper found in an earlier pass (a wrapper of a wrapper), `passes` deep. A name
    /// two functions declare differently is left out (the scan does not resolve overloads).
    private func findModifierWrappers(passes: Int) -> [String: ModifierWrapper] {
        // In a fixed order (name, file, place), so the same code finds the same wrappers every run.
        let functions = (types.values.flatMap { $0.functions.values.joined() } + globalFunctions.values.joined())
            .filter { $0.returnType?.contains("View") == true && Self.actionModifiers[$0.name] == nil }
            .sorted { ($0.name, $0.file.relative, $0.body.position.utf8Offset) < ($1.name, $1.file.relative, $1.body.position.utf8Offset) }
        var found: [String: ModifierWrapper] = [:]
        var ambiguous = Set<String>()
        for _ in 0..<max(1, passes) {
            var added = false
            for function in functions where found[function.name] == nil && !ambiguous.contains(function.name) {
                guard let wrapper = wrapper(function, known: found) else { continue }
                if functions.contains(where: { $0.name == function.name && $0.body.id != function.body.id && self.wrapper($0, known: found)?.container != wrapper.container }) {
                    ambiguous.insert(function.name)
                    continue
                }
                found[function.name] = wrapper
                added = true
            }
            if !added { break }
        }
        return found
    }

    /// `function` as a wrapper: the first call in its body to an action modifier (or a known
    /// wrapper) whose actions are one of its closure parameters, passed as they are
    /// (`actions: actions`) or called in a closure (`{ actions() }`).
    private func wrapper(_ function: FunctionDecl, known: [String: ModifierWrapper]) -> ModifierWrapper? {
        let closures = Set(function.parameters.filter { $0.type.contains("->") }.map(\.name))
        guard !closures.isEmpty else { return nil }
        for call in function.body.descendants(FunctionCallExprSyntax.self) {
            guard let name = call.calledBaseName,
                  call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.is(MemberAccessExprSyntax.self) else { continue }
            let container: String
            let passed: ExprSyntax?
            if name == "modifier", let (made, property) = viewModifierActions(call) {
                // `modifier(DialogCompatModifier(…, actions: actions))`: the view modifier's body
                // passes its `actions` property on; this function passes its parameter to that property.
                container = made
                passed = call.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.argument(property)
            } else if let label = Self.actionModifiers[name] {
                container = name
                passed = call.argument(label) ?? call.trailingClosure.map(ExprSyntax.init)
            } else if let inner = known[name], let pairs = inner.function.pair(call.allArguments) {
                container = inner.container
                passed = pairs.first { $0.0.name == inner.parameter }?.1.expression
            } else {
                continue
            }
            if let parameter = passed.flatMap(Self.passedParameter), closures.contains(parameter) {
                return ModifierWrapper(function: function, container: container, parameter: parameter)
            }
        }
        return nil
    }

    /// For `modifier(T(…))` of an app's `ViewModifier` `T`: the action modifier its `body(content:)`
    /// makes first (the iOS 26 branch of an `if #available` is first) and the property of `T` it
    /// passes on as that container's actions. Nil for any other call.
    private func viewModifierActions(_ call: FunctionCallExprSyntax) -> (container: String, property: String)? {
        guard let made = call.arguments.first?.expression.as(FunctionCallExprSyntax.self), let typeName = made.calledBaseName,
              let body = types[typeName]?.functions["body"]?.first else { return nil }
        let properties = Set(types[typeName]?.storedProperties ?? [])
        for inner in body.body.descendants(FunctionCallExprSyntax.self) {
            // `Menu(L10n.options, systemImage: "ellipsis") { menuContent }` in a toolbar of its
            // body: the content passed on is that menu's items (beside items the modifier adds
            // at run time, such as a `ForEach` over groups its children report, which are not read).
            if inner.calledBaseName == "Menu", inner.calledExpression.is(DeclReferenceExprSyntax.self),
               let items = inner.closure("content") ?? (inner.closure("label") == nil ? inner.trailingClosure : nil),
               let property = items.statements.lazy.compactMap({ UIKitGroupFinder.expression($0).flatMap(Self.shownProperty) })
                .first(where: { properties.contains($0) }) {
                return ("menu", property)
            }
            guard let name = inner.calledBaseName, let label = Self.actionModifiers[name],
                  let passed = inner.argument(label) ?? inner.trailingClosure.map(ExprSyntax.init),
                  let property = Self.passedParameter(passed), properties.contains(property) else { continue }
            return (name, property)
        }
        return nil
    }

    /// The property a closure's one statement shows: `menuContent`, `self.menuContent` or `menuContent()`.
    private static func shownProperty(_ shown: ExprSyntax) -> String? {
        if let call = shown.as(FunctionCallExprSyntax.self) {
            guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return passedParameter(shown)
    }

    /// The parameter an argument passes on: `actions`, or `{ actions() }`.
    private static func passedParameter(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.isSelf == true { return member.declName.baseName.text }
        guard let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let only = closure.statements.first.flatMap({ UIKitGroupFinder.expression($0) })?.as(FunctionCallExprSyntax.self),
              only.arguments.isEmpty, only.trailingClosure == nil else { return nil }
        return only.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
