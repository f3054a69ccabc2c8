import SwiftSyntax

/// The app's own small views, read in place of a call: the call's arguments set the view's
/// properties (through its `init`, or the memberwise one), a closure passed for a view
/// (`@ViewBuilder label: () -> Label`, stored as `self.label = label()`) is read where the body
/// shows it, and a property the call does not set keeps its default (`var title = L10n.share`).
extension ViewReader {
    /// The environment `type`'s body (declared in `body`'s file) is read in for `call`.
    func smallViewEnvironment(_ type: TypeDecl, body: PropertyDecl, call: FunctionCallExprSyntax, _ environment: Environment,
                              delegations: Int = 0) -> Environment {
        smallViewEnvironment(type, file: body.file, call: call, environment, delegations: delegations)
    }

    /// The environment a member of `type` declared in `file` (a view's body, a view modifier's
    /// `body(content:)`) is read in for `call`, which makes the value.
    func smallViewEnvironment(_ type: TypeDecl, file: ParsedFile, call: FunctionCallExprSyntax, _ environment: Environment,
                              delegations: Int = 0) -> Environment {
        var inner = Environment(file: file, typeName: type.name)
        inner.depth = environment.depth + 1
        inner.style = environment.style
        inner.look = environment.look
        inner.inMenu = environment.inMenu
        // Each call is a view of its own: its properties and state are not another call's.
        inner.conditionScope = SharedCondition.scope(of: call, in: environment)
        let arguments = call.allArguments

        var set = Set<String>()
        if let (initializer, pairs) = matchingInitializer(type, arguments), let delegated = ValueResolver.delegatedInit(initializer.body),
           delegations < Self.maximumDelegations {
            // `init(_ title: String, _ name: Name) { self.init(name) { Text(title) } }`: the
            // initializer it calls, with its own parameters known as the call gives them (one
            // view: the hop does not count as a level of inlining; at most 4 hops).
            var own = Environment(file: initializer.file, typeName: type.name)
            own.depth = environment.depth
            own.style = environment.style
            own.look = environment.look
            own.inMenu = environment.inMenu
            // The call's own scope, which the initializer's call it delegates to (one for every call) extends.
            own.conditionScope = SharedCondition.scope(of: call, in: environment)
            resolver.bindParameters(of: initializer, to: pairs, from: environment, into: &own)
            return smallViewEnvironment(type, file: file, call: delegated, own, delegations: delegations + 1)
        }
        let memberwise = type.initializers.isEmpty
        if let (initializer, pairs) = matchingInitializer(type, arguments) {
            for (parameter, argument) in pairs {
                guard let property = Self.property(setBy: parameter.name, in: initializer.body, of: type)
                        ?? (type.properties[parameter.name] != nil ? parameter.name : nil) else { continue }
                bind(property, to: argument.expression, type: type, environment, into: &inner)
                set.insert(property)
            }
            // A view the initializer makes of its parameters and stores (`self.titleText = Text(titleKey)`).
            // Its parameters are bound for them only: most initializers store no view.
            // So is a label closure it writes itself (`self.labelContent = { Label(title, systemImage: icon) }`),
            // read with the initializer's parameters, defaults and all.
            let stored = Self.storedViews(in: initializer.body).filter { type.properties[$0.0] != nil }
            let closures = Self.storedClosures(in: initializer.body).filter { type.properties[$0.0] != nil && !set.contains($0.0) }
            if !stored.isEmpty || !closures.isEmpty {
                var parameters = Environment(file: initializer.file, typeName: type.name)
                parameters.depth = inner.depth
                resolver.bindParameters(of: initializer, to: pairs, from: environment, into: &parameters)
                for (property, view) in stored { inner.storedViews[property] = PassedArgument(ExprSyntax(view), parameters) }
                for (property, closure) in closures {
                    inner.viewClosures[property] = PassedView(closure, parameters)
                    set.insert(property)
                }
            }
            // A parameter the call leaves out sets its property to its default (`secondaryActionTitle: String? = nil`).
            var own = Environment(file: initializer.file, typeName: type.name)
            own.depth = inner.depth
            for parameter in initializer.parameters where !pairs.contains(where: { $0.0.name == parameter.name }) {
                guard let value = parameter.defaultValue, let property = Self.property(setBy: parameter.name, in: initializer.body, of: type),
                      !set.contains(property) else { continue }
                bind(property, to: value, type: type, own, into: &inner)
                set.insert(property)
            }
            // A property the initializer itself sets to nil (`destination = nil` in the one taking
            // an action): what `if let destination` shows is absent for this call.
            for property in Self.propertiesSetToNil(in: initializer.body) where type.properties[property] != nil && !set.contains(property) {
                inner.bindings[property] = [Self.absent]
                set.insert(property)
            }
        } else {
            // The memberwise initializer: labels are the stored properties' names, in order.
            var unlabeled = type.storedProperties.makeIterator()
            for argument in arguments {
                let property: String?
                if argument.isTrailing {
                    property = type.storedProperties.first { name in
                        guard !set.contains(name), let declared = type.properties[name] else { return false }
                        return declared.isViewBuilder || declared.type?.contains("->") == true
                    }
                } else {
                    property = argument.label ?? unlabeled.next()
                }
                guard let property else { continue }
                bind(property, to: argument.expression, type: type, environment, into: &inner)
                set.insert(property)
            }
        }
        // Properties the call leaves alone show their default.
        for name in type.storedProperties where !set.contains(name) {
            guard let property = type.properties[name] else { continue }
            guard let initializer = property.initializer else {
                // The memberwise initializer defaults an optional `var` to nil (`var leadingAccessory: Accessory?`
                // left out): what `if let` shows of it is absent.
                if memberwise, !property.isLet, !property.hasAttributes, property.type?.hasSuffix("?") == true {
                    inner.bindings[name] = [Self.absent]
                }
                continue
            }
            var own = Environment(file: property.file, typeName: type.name)
            own.depth = inner.depth
            if let values = resolver.evaluate(initializer, own).values {
                inner.bindings[name] = values.map { resolver.bind($0, type: Self.declaredType(of: property) ?? "") }
                // A `var` a wrapper holds (`@State var isExpanded = false`) is the view's to change;
                // a plain `var` (`var isLoading = false`) only a call sets, so one it leaves out
                // keeps its default.
                if !property.isLet && property.hasAttributes { inner.defaulted.insert(name) }
            }
        }
        return inner
    }

    private func bind(_ property: String, to expression: ExprSyntax, type: TypeDecl, _ environment: Environment, into inner: inout Environment) {
        if expression.is(NilLiteralExprSyntax.self) {
            inner.bindings[property] = [Self.absent]  // an optional passed nil: what `if let` shows is absent
        } else if let closure = expression.as(ClosureExprSyntax.self) {
            var caller = environment
            caller.depth = inner.depth
            inner.viewClosures[property] = PassedView(closure, caller)
        } else if Self.isLabelView(expression) {
            // `titleFirstButton: Text("dialog_cancel")` to a `var titleFirstButton: Text?`: a view
            // the body shows (`titleFirstButton.frame(…)` in a label), read where the call states it.
            var caller = environment
            caller.depth = inner.depth
            inner.storedViews[property] = PassedArgument(expression, caller)
        } else {
            // `.cancel` is read as a value of the property's type (a case, or a static constant).
            var argumentEnvironment = environment
            argumentEnvironment.expectedType = type.properties[property]?.type.map { ValueResolver.bareType($0, owner: type.name) }
            let outcome = resolver.evaluate(expression, argumentEnvironment)
            guard let values = outcome.values else {
                // Set by the call, to a value known only at run time: the property's default does not apply.
                inner.unknownArguments[property] = outcome.reason
                return
            }
            inner.bindings[property] = values.map { resolver.bind($0, type: Self.declaredType(of: type.properties[property]) ?? "") }
        }
    }

    /// A property's type as declared, or `String` when Swift infers it from a string literal
    /// (`var title = "Request"`: a `String`, so `Text(title)` shows it as written).
    static func declaredType(of property: PropertyDecl?) -> String? {
        guard let property else { return nil }
        if let type = property.type { return type }
        return property.initializer?.is(StringLiteralExprSyntax.self) == true ? "String" : nil
    }

    /// True for `Text(…)` or `Label(…)`, modifiers and all: a view a label shows, not a value. (An
    /// `Image(…)` is a value, an icon, which a small view may pass on to another.)
    static func isLabelView(_ expression: ExprSyntax) -> Bool {
        let (base, _) = Modifiers.peel(expression)
        guard let name = base.as(FunctionCallExprSyntax.self)?.calledBaseName else { return false }
        return ["Text", "Label"].contains(name)
    }

    /// How many `self.init(…)` hops one small view's initializers are followed.
    static let maximumDelegations = 4

    /// The value of an optional property a call sets to `nil`: the one `nil` of every value.
    static var absent: Value { .none }

    /// For `if let a, let b = c` over a small view's optional properties: false when one of them
    /// was passed `nil` (the body shows the `else` branch), true when every one is known to hold a
    /// value (a closure or a value passed), nil when any is known only at run time or another
    /// condition stands beside them.
    static func optionalsPresent(_ conditions: ConditionElementListSyntax, _ environment: Environment) -> Bool? {
        var allPresent = true
        for condition in conditions {
            // Another condition (`if !compact, let badge`) leaves the branch to run time, unless
            // an optional beside it is absent: the conditions hold together or not at all.
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { allPresent = false; continue }
            let source = binding.initializer.map { ViewReader.propertyName($0.value) } ?? bound
            guard let source else { allPresent = false; continue }
            if let values = environment.bindings[source], !values.isEmpty, values.allSatisfy({ $0 == absent }) { return false }
            let present = environment.viewClosures[source] != nil || environment.bindings[source].map { !$0.isEmpty } == true
            if !present { allPresent = false }
        }
        return allPresent ? true : nil
    }

    /// The `init` of `type` the arguments fit, each parameter paired with its argument; nil when
    /// the type declares none (or none fits).
    private func matchingInitializer(_ type: TypeDecl, _ arguments: [CallArgument]) -> (FunctionDecl, [(FunctionDecl.Parameter, CallArgument)])? {
        for initializer in type.initializers {
            if let pairs = initializer.pair(arguments) { return (initializer, pairs) }
        }
        return nil
    }

    /// The property an `init` sets from `parameter`: `self.label = label()`, `title = title`,
    /// `_selection = State(initialValue: selection)` (a wrapper's storage: `selection`), or a
    /// property whose own name starts with `_` (`self._content = content()`).
    static func property(setBy parameter: String, in body: CodeBlockItemListSyntax, of type: TypeDecl) -> String? {
        for assignment in body.descendants(SequenceExprSyntax.self).compactMap(Assignment.init) {
            guard let target = UIKitGroupFinder.name(assignment.target), uses(assignment.value, parameter) else { continue }
            return target.hasPrefix("_") && type.properties[target] == nil ? String(target.dropFirst()) : target
        }
        return nil
    }

    /// The views an initializer stores, by property: `self.titleText = Text(titleKey)`,
    /// `icon = Image(systemName: name)`.
    private static func storedViews(in body: CodeBlockItemListSyntax) -> [(String, FunctionCallExprSyntax)] {
        body.descendants(SequenceExprSyntax.self).compactMap(Assignment.init).compactMap { assignment in
            guard let target = UIKitGroupFinder.name(assignment.target), let view = assignment.value.as(FunctionCallExprSyntax.self),
                  ["Text", "Image", "Label"].contains(view.calledBaseName ?? "") else { return nil }
            return (target, view)
        }
    }

    /// The closures an initializer writes into properties itself: `self.labelContent = { … }`,
    /// a statement of its own body only: one written in a branch (`if compact { self.label = { … } }
    /// else { … }`) is set only when that branch runs, which the call's arguments decide.
    private static func storedClosures(in body: CodeBlockItemListSyntax) -> [(String, ClosureExprSyntax)] {
        body.compactMap { UIKitGroupFinder.expression($0)?.as(SequenceExprSyntax.self) }.compactMap(Assignment.init).compactMap { assignment in
            guard let target = UIKitGroupFinder.name(assignment.target), let closure = assignment.value.as(ClosureExprSyntax.self) else { return nil }
            return (target, closure)
        }
    }

    /// The properties an initializer sets to `nil` in a statement of its own body (`action = nil`,
    /// `self.destination = nil`); one set in a branch is set only when the branch runs, and one
    /// the body also sets to something else (`if enabled { self.action = { … } }`) may be set.
    private static func propertiesSetToNil(in body: CodeBlockItemListSyntax) -> [String] {
        let setOtherwise = Set(body.descendants(SequenceExprSyntax.self).compactMap(Assignment.init).compactMap { assignment in
            assignment.value.is(NilLiteralExprSyntax.self) ? nil : UIKitGroupFinder.name(assignment.target)
        })
        return body.compactMap { UIKitGroupFinder.expression($0)?.as(SequenceExprSyntax.self) }.compactMap(Assignment.init).compactMap { assignment in
            assignment.value.is(NilLiteralExprSyntax.self) ? UIKitGroupFinder.name(assignment.target) : nil
        }.filter { !setOtherwise.contains($0) }
    }

    /// True for `parameter`, `parameter()`, or a call whose first argument is `parameter`.
    private static func uses(_ value: ExprSyntax, _ parameter: String) -> Bool {
        if value.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter { return true }
        guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
        if call.arguments.isEmpty, call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter { return true }
        return call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    }

    /// The view closure `expression` names in a small view's body (`label`, `self.label`, `label()`).
    func passedView(_ expression: ExprSyntax, _ environment: Environment) -> PassedView? {
        if let name = Self.propertyName(expression) { return environment.viewClosures[name] }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let name = Self.propertyName(call.calledExpression), let passed = environment.viewClosures[name] else { return nil }
        if call.arguments.isEmpty { return passed }
        // `content(nil)`: the closure shown with its one parameter given (`label: { completion in
        // if let completion { … } else { Label("Trace Route", …) } }` shows its `else`).
        guard call.arguments.count == 1, let argument = call.arguments.first?.expression else { return nil }
        var inner = passed.environment
        if argument.is(NilLiteralExprSyntax.self) {
            inner.bindings[passed.parameter] = [Self.absent]
        } else {
            let outcome = resolver.evaluate(argument, environment)
            if let values = outcome.values { inner.bindings[passed.parameter] = values } else { inner.unknownArguments[passed.parameter] = outcome.reason }
        }
        return PassedView(passed, inner)
    }
}
