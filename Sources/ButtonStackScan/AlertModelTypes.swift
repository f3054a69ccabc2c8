import SwiftSyntax

/// An app's alert model types: a class or struct named as an alert (`AccountDeletionWarningAlert:
/// SystemAlert`) whose initializer appends its buttons to its own `actions` list
/// (`actions.append(AlertAction(title: Localizable.continue, style: .confirmative, handler: …))`),
/// which the app's alert service later turns into a `UIAlertController`. Each such initializer
/// states one alert, read where it is declared.
extension UIKitGroupFinder {
    /// Records the alert `node` states, when it is an alert model's initializer.
    func alertModelInitializer(_ node: InitializerDeclSyntax) {
        guard let body = node.body?.statements, let owner = node.enclosingTypeName, Self.namedAsAlert(owner, reader.resolver.index) else { return }
        // Only an initializer that appends its actions (`self.actions = actions` states none), and
        // none reaching the list as `self.actions`, which the list reader does not follow.
        let calls = body.descendants(FunctionCallExprSyntax.self)
        guard calls.contains(where: { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            return ["append", "insert"].contains(member.declName.baseName.text) && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "actions"
        }), !body.descendants(MemberAccessExprSyntax.self).contains(where: { $0.base?.isSelf == true && $0.declName.baseName.text == "actions" }) else { return }
        let environment = Environment(file: file, typeName: owner)
        let content = propertyList("actions", in: body, { listed, inner in
            guard let call = listed.expression.as(FunctionCallExprSyntax.self), call.argument("title") != nil else {
                return .runtime("line \(self.file.line(of: listed.expression)): an action the scan cannot read (`\(self.reader.resolver.short(listed.expression))`)")
            }
            return self.alertAction(call, inner)
        }, environment)
        sink.add(content, container: "alertController", owner: owner, line: file.line(of: node), endLine: file.endLine(of: node),
                 modes: AlertLayout.alertModes, order: AlertLayout.alertOrder)
    }

    /// True when type `name` is named as an alert (`…Alert`) or conforms to or inherits from a
    /// type so named (`SystemAlert`), and the scanned code declares it with an `actions` list of
    /// a type of its own that has a `style` or `role`, as an alert's buttons have (a price alert's
    /// notification actions have none).
    static func namedAsAlert(_ name: String, _ index: DeclarationIndex) -> Bool {
        guard let type = index.types[name], type.isDeclared, let actions = type.properties["actions"], !type.isView,
              name.hasSuffix("Alert") || type.inherited.contains(where: { ValueResolver.bareType($0, owner: nil).hasSuffix("Alert") }) else { return false }
        let written = actions.type ?? actions.initializer?.trimmedDescription ?? ""
        let element = String(written.drop { $0 == "[" }.prefix { $0 != "]" && $0 != "(" && $0 != "?" })
        guard let action = index.types[element] else { return false }
        return action.properties["style"] != nil || action.properties["role"] != nil
    }
}
