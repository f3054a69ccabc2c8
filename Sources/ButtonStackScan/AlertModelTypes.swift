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
    /// type so named (`SystemAlert`), and the scanned code declares it with an `actions` property.
    static func namedAsAlert(_ name: String, _ index: DeclarationIndex) -> Bool {
        guard let type = index.types[name], type.isDeclared, type.properties["actions"] != nil, !type.isView else { return false }
        return name.hasSuffix("Alert") || type.inherited.contains { ValueResolver.bareType($0, owner: nil).hasSuffix("Alert") }
    }
}
