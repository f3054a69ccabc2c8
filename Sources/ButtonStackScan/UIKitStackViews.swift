import SwiftSyntax

/// UIKit's stack views and their buttons: `UIStackView(arrangedSubviews:)` plus
/// `addArrangedSubview` anywhere in the type, each `UIButton` read from where it is made and from
/// every line of the type that sets its title, image or configuration.
extension UIKitGroupFinder {
    /// `UIStackView(arrangedSubviews: [a, b])` plus `stack.addArrangedSubview(c)` anywhere in the type.
    func stackView(_ node: FunctionCallExprSyntax) {
        let environment = Environment(file: file, typeName: node.enclosingTypeName)
        var subviews: [ExprSyntax] = node.argument("arrangedSubviews")?.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? []
        var vertical = false
        let scope = Syntax(Self.typeScope(of: node) ?? Syntax(node.root))
        if let stackName = Self.assignedName(node) {
            for statement in Self.calls(named: "addArrangedSubview", on: stackName, in: scope) {
                if let argument = statement.arguments.first?.expression { subviews.append(argument) }
            }
            vertical = scope.description.contains("\(stackName).axis = .vertical")
        }
        var result = Content.empty
        for subview in subviews {
            result = result.then(uiButton(subview, environment, scope: scope), limit: reader.limit)
        }
        sink.add(result, container: "stackView", owner: node.enclosingTypeName, line: file.line(of: node), endLine: file.endLine(of: node),
                 modes: { _ in vertical ? [3] : [1] })
    }

    func uiButton(_ expression: ExprSyntax, _ environment: Environment) -> Content {
        uiButton(expression, environment, scope: Syntax(Self.typeScope(of: expression) ?? Syntax(expression.root)))
    }

    /// A `UIButton`: made in place, or a property of the type (set up in its initializer closure
    /// or anywhere in the type with `setTitle`, `setImage`, `configuration`).
    func uiButton(_ expression: ExprSyntax, _ environment: Environment, scope: Syntax) -> Content {
        var facts = ButtonFacts()
        var made: ExprSyntax? = expression.is(FunctionCallExprSyntax.self) ? expression : nil
        if let name = Self.name(expression) {
            made = declaration(named: name, near: expression)
            for call in Self.calls(named: nil, on: name, in: scope) { facts.read(call) }
            for assignment in Self.assignments(on: name, in: scope) { facts.read(assignment) }
        }
        guard let made else { return .empty }
        if let call = made.as(FunctionCallExprSyntax.self) {
            guard call.calledBaseName == "UIButton" || call.calledName?.hasSuffix("UIButton") == true else {
                // A closure called at once: `{ let b = UIButton(); b.setTitle(…); return b }()`.
                if let closure = call.calledExpression.as(ClosureExprSyntax.self) { facts.readAll(Syntax(closure)) ; return facts.content(self, environment, line: file.line(of: expression)) }
                return .empty
            }
            facts.read(call)
        } else if let closure = made.as(ClosureExprSyntax.self) {
            facts.readAll(Syntax(closure))
        } else {
            return .empty
        }
        return facts.content(self, environment, line: file.line(of: expression))
    }

    /// What the code says of one `UIButton`.
    struct ButtonFacts {
        var isButton = false
        var title: ExprSyntax?
        var image: ExprSyntax?
        var style: String?

        mutating func read(_ call: FunctionCallExprSyntax) {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledBaseName ?? ""
            switch name {
            case "UIButton":
                isButton = true
                if let configuration = call.argument("configuration") { readConfiguration(configuration) }
                if let action = call.argument("primaryAction")?.as(FunctionCallExprSyntax.self) {
                    title = title ?? action.argument("title")
                    image = image ?? action.argument("image")
                }
            case "setTitle" where title == nil && call.arguments.last?.expression.trimmedDescription.hasSuffix("normal") != false:
                title = call.arguments.first?.expression
            case "setImage" where image == nil:
                image = call.arguments.first?.expression
            default:
                if let style = Modifiers.uiKitStyle(name), call.calledExpression.trimmedDescription.contains("Configuration") { self.style = self.style ?? style }
            }
        }

        mutating func read(_ assignment: Assignment) {
            let target = assignment.target.trimmedDescription
            if target.hasSuffix("configuration") { readConfiguration(assignment.value) }
            else if target.hasSuffix(".title") { title = title ?? assignment.value }
            else if target.hasSuffix(".attributedTitle") {
                // `AttributedString(L10n.title, attributes: …)`: the text is its first argument.
                let call = assignment.value.as(FunctionCallExprSyntax.self)
                if call?.calledBaseName == "AttributedString" || call?.calledBaseName == "NSAttributedString" { title = title ?? call?.arguments.first?.expression }
            }
            else if target.hasSuffix(".image") { image = image ?? assignment.value }
        }

        private mutating func readConfiguration(_ expression: ExprSyntax) {
            if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                style = style ?? Modifiers.uiKitStyle(name)
            }
        }

        /// Reads every call and assignment in a builder closure.
        mutating func readAll(_ node: Syntax) {
            for call in node.descendants(FunctionCallExprSyntax.self) { read(call) }
            for sequence in node.descendants(SequenceExprSyntax.self) { if let assignment = Assignment(sequence) { read(assignment) } }
        }

        func content(_ finder: UIKitGroupFinder, _ environment: Environment, line: Int) -> Content {
            guard isButton else { return .empty }
            var content = finder.titledButton(line: line, title: title, image: image, role: nil, environment)
            content.variants = content.variants.map { $0.map { var button = $0; button.line = line; button.style = style; return button } }
            return content
        }
    }

}
