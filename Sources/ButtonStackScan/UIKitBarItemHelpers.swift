import SwiftSyntax

/// An app's helper that sets the navigation bar's items it is passed
/// (`func setBarButtonItems(items: [UIBarButtonItem], position: Position) { … rightBarButtonItems = items … }`):
/// at each call, the navigation bar group of the items the call passes.
extension UIKitGroupFinder {
    /// A method that assigns one of its parameters to `rightBarButtonItems`/`leftBarButtonItems`.
    struct BarItemSetter {
        var function: FunctionDecl
        var parameter: FunctionDecl.Parameter
    }

    /// Reports the navigation bar a call of a bar-item helper sets; true when `node` is one.
    func barItemHelper(_ node: FunctionCallExprSyntax) -> Bool {
        guard let name = node.calledBaseName, let setters = reader.resolver.index.barItemSetters[name], !setters.isEmpty else { return false }
        let arguments = node.allArguments
        for setter in setters {
            // The argument given to the items parameter, matched by its label (or position when unlabeled).
            guard let position = setter.function.parameters.firstIndex(where: { $0.name == setter.parameter.name }) else { continue }
            let argument: ExprSyntax?
            if let label = setter.parameter.label {
                argument = arguments.first { $0.label == label }?.expression
            } else {
                argument = arguments.count == setter.function.parameters.count ? arguments[position].expression : nil
            }
            guard let argument else { continue }
            let content = elements(argument, node) { self.barItem($0, $1) }
            sink.add(content, container: "navigationBar", owner: node.enclosingTypeName, line: file.line(of: node),
                     endLine: file.endLine(of: node), modes: { _ in [1] })
            return true
        }
        return false
    }
}

extension DeclarationIndex {
    /// The app's methods that set a navigation bar's items to a parameter, by name (worked out once).
    var barItemSetters: [String: [UIKitGroupFinder.BarItemSetter]] {
        if let known = barItemSettersByName { return known }
        var found: [String: [UIKitGroupFinder.BarItemSetter]] = [:]
        for name in types.keys.sorted() {
            guard let type = types[name] else { continue }
            for function in type.functions.values.joined() where !function.parameters.isEmpty {
                let assigned = Self.barItemsAssigned(in: function.body)
                guard let parameter = function.parameters.first(where: { assigned.contains($0.name) }) else { continue }
                found[function.name, default: []].append(UIKitGroupFinder.BarItemSetter(function: function, parameter: parameter))
            }
        }
        barItemSettersByName = found
        return found
    }

    /// The names assigned to `rightBarButtonItems`/`leftBarButtonItems` (or `self.…`) in a body.
    private static func barItemsAssigned(in body: CodeBlockItemListSyntax) -> Set<String> {
        var names = Set<String>()
        for sequence in body.descendants(SequenceExprSyntax.self) {
            guard let assignment = Assignment(sequence) else { continue }
            let target = assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard target == "rightBarButtonItems" || target == "leftBarButtonItems",
                  let value = assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            names.insert(value)
        }
        return names
    }
}

extension UIKitGroupFinder {
    /// True when `value` names a parameter of the function around `node`.
    static func isParameter(_ value: ExprSyntax, of node: some SyntaxProtocol) -> Bool {
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var current = node.parent
        while let parent = current, parent.typeDeclarationName == nil {
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            current = parent.parent
        }
        return false
    }
}
