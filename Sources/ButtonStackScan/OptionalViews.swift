import SwiftSyntax

/// A view made from an optional (`installedProfiles.first.map { ProfileMenu(profile: $0) }`,
/// `profile.map { profile in Button(…) }`): `Optional.map` in a result builder shows its closure's
/// views when the value is there (an array's `map` gives no view a builder takes). The closure's
/// parameter is known only at run time, or as an instance of the optional's declared type when
/// the scanned code declares it (its computed properties read from their getters).
extension ViewReader {
    /// The buttons `value.map { … }` shows, one variant with them and one without; nil when
    /// `call` is no such call.
    func optionalMap(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Content? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, call.arguments.isEmpty,
              let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty else { return nil }
        var inner = environment
        let parameter = Self.closureParameter(closure)
        inner.bindings[parameter] = nil
        if let type = resolver.declaredProperty(base, environment)?.type.map({ ValueResolver.bareType($0, owner: environment.typeName) }),
           let declared = resolver.index.types[type], !declared.isEnum {
            inner.bindings[parameter] = [.instance(type)]
        }
        return content(closure.statements, inner).or(.empty, limit: limit)
    }
}

/// A method named where a view is expected (`.toolbar(content: toolbarContent)`, `.alert(…,
/// actions: actions, message: message)`): its body's views, its parameters known only at run time
/// or, of an app's type, instances of it (its constants known).
extension ViewReader {
    /// The buttons the method `expression` names shows; nil when it names none of the type around.
    /// `alertContent(for:)` picks the one of several taking those labels; `Self.actions` (or the
    /// type's own name) a `static` one.
    func referencedMethod(_ expression: ExprSyntax, _ environment: Environment) -> Content? {
        guard environment.depth < resolver.limits.maximumInliningDepth, let reference = Self.methodReference(expression, environment),
              environment.bindings[reference.name] == nil, environment.viewClosures[reference.name] == nil,
              let type = environment.typeName.flatMap({ resolver.index.types[$0] }), type.properties[reference.name] == nil else { return nil }
        let functions = (type.functions[reference.name] ?? []).filter { function in
            function.isStatic == reference.isStatic
                && reference.labels.map { $0 == function.parameters.map { $0.label ?? "_" } } != false
        }
        guard functions.count == 1, let function = functions.first else { return nil }
        var inner = Environment(file: function.file, typeName: function.owner ?? environment.typeName)
        inner.depth = environment.depth + 1
        inner.style = environment.style
        inner.look = environment.look
        inner.inMenu = environment.inMenu
        for parameter in function.parameters {
            inner.unknownArguments[parameter.name] = "`\(parameter.name)` is known only at run time"
            // An alert's item of an app's type (`leaveRoomAlertActions(_ item: LeaveRoomAlertItem)`):
            // some instance of it, whose constants (`let cancelTitle = L10n.actionCancel`) are
            // known whichever instance it is (``ValueResolver/declaredTypeConstant(_:of:_:)``).
            if let type = resolver.index.instanceType(written: parameter.type, owner: function.owner ?? environment.typeName) {
                inner.instanceTypes[parameter.name] = type
            }
        }
        return relocated(content(function.body, inner), to: environment.file.line(of: expression))
    }

    /// The method `expression` names: `actions`, `self.actions`, `alertContent(for:)` (its labels,
    /// `_` for none), or `Self.actions` / `Editor.actions` in type `Editor` (static).
    private static func methodReference(_ expression: ExprSyntax, _ environment: Environment) -> (name: String, labels: [String]?, isStatic: Bool)? {
        func labels(_ names: DeclNameArgumentsSyntax?) -> [String]? { names.map { $0.arguments.map(\.name.text) } }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return (reference.baseName.text, labels(reference.argumentNames), false)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text, written = labels(member.declName.argumentNames)
        if base.isSelf { return (name, written, false) }
        let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard typeName == "Self" || typeName != nil && typeName == environment.typeName else { return nil }
        return (name, written, true)
    }
}

extension DeclarationIndex {
    /// The app's type (not an enum) a parameter written `written` is an instance of: its name, or
    /// `Outer.Inner` where the code writes that path. Nil when the scanned code does not declare
    /// it, or several types nest a type of that name and the code does not say whose
    /// (`IgnoreUserAlertItem` in two screens' bindings).
    func instanceType(written: String, owner: String?) -> String? {
        let bare = ValueResolver.bareType(written, owner: owner)
        var path = written.filter { $0 != " " }
        while path.hasSuffix("?") || path.hasSuffix("!") { path.removeLast() }
        let parts = path.split(separator: ".")
        if parts.count >= 2, let nested = nestedTypes[parts.suffix(2).joined(separator: ".")], !nested.isEnum {
            return nested.name
        }
        guard let declared = types[bare], declared.isDeclared, !declared.isEnum else { return nil }
        let declarations = declared.outerTypes.count + (declared.isDeclaredAtTopLevel ? 1 : 0)
        return declarations > 1 ? nil : bare
    }
}

extension ValueResolver {
    /// `viewModel.saveButtonTitle` where `viewModel` is declared as an app's type (not an enum),
    /// or `item.cancelTitle` of a parameter of one, whose member is a `let` with its value (`let
    /// saveButtonTitle = #localize("save")`), or computed, of a type no scanned type inherits from
    /// (a subclass could override it): the same for every instance, so known though the
    /// instance is not. Nil for anything else (a `var`, a member the instance sets).
    func declaredTypeConstant(_ memberName: String, of base: ExprSyntax, _ environment: Environment) -> Outcome? {
        let typeName: String
        if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let parameterType = environment.instanceTypes[name] {
            typeName = parameterType
        } else if let holder = declaredProperty(base, environment), let written = holder.type,
                  let propertyType = index.instanceType(written: written, owner: holder.owner ?? environment.typeName) {
            typeName = propertyType
        } else {
            return nil
        }
        guard let property = index.declared(typeName)?.properties[memberName], !property.isStatic else { return nil }
        let bare = typeName.split(separator: ".").last.map(String.init) ?? typeName
        let constant = property.isLet && property.initializer != nil && property.getter == nil
        let computed = property.getter != nil && !index.inheritedNames.contains(bare)
        guard constant || computed else { return nil }
        let outcome = propertyValue(property, environment)
        return outcome.values == nil ? nil : outcome
    }
}
