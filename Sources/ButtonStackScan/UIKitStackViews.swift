import SwiftSyntax

/// UIKit's stack views and their buttons: `UIStackView(arrangedSubviews:)` plus
/// `addArrangedSubview` anywhere in the type, each `UIButton` read from where it is made and from
/// every line of the type that sets its title, image or configuration.
extension UIKitGroupFinder {
    /// `UIStackView(arrangedSubviews: [a, b])` plus `stack.addArrangedSubview(c)` anywhere in the type.
    func stackView(_ node: FunctionCallExprSyntax) {
        let environment = Environment(file: file, typeName: node.enclosingTypeName)
        var subviews: [ExprSyntax] = arrangedList(node.argument("arrangedSubviews"), near: node)
        var vertical = false
        let scope = Syntax(Self.typeScope(of: node) ?? Syntax(node.root))
        // Its names: the constant it is stored in, and the property a builder closure returns it to
        // (`let buttons: UIStackView = { let stack = UIStackView(); …; return stack }()`).
        // `let stack = UIStackView().then { $0.axis = .vertical }` (the `Then` library's set-up
        // closure): the constant holds the stack the closure configured.
        let configuration = Self.thenClosure(around: node)
        var names = Self.assignedName(configuration?.call ?? node).map { [$0] } ?? []
        // The two are often one name (`lazy var stackView = { let stackView = UIStackView(); … }()`):
        // its arranged views are read once.
        if let builder = Self.builderProperty(of: node), !names.contains(builder) { names.append(builder) }
        for stackName in names {
            subviews += Self.arrangedSubviews(of: stackName, in: scope)
            if scope.description.contains("\(stackName).axis = .vertical") { vertical = true }
        }
        if configuration?.closure.description.contains("$0.axis = .vertical") == true { vertical = true }
        let result = arrangedButtons(Self.arrangedOnce(subviews), environment, scope: scope)
        sink.add(result, container: "stackView", owner: node.enclosingTypeName, line: file.line(of: node), endLine: file.endLine(of: node),
                 modes: { _ in vertical ? [3] : [1] })
    }

    /// The views of `UIStackView(arrangedSubviews:)`: a list written there, or in a constant
    /// declared before it (`let linkButtons = [a, b]`, then `arrangedSubviews: linkButtons`). A
    /// `var` (`var buttons = [cancel]`, then `buttons.append(delete)`) may hold more.
    private func arrangedList(_ argument: ExprSyntax?, near node: FunctionCallExprSyntax) -> [ExprSyntax] {
        var list = argument?.as(ArrayExprSyntax.self)
        if list == nil, let argument, let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let value = declaration(named: name, near: node),
           value.parent?.parent?.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let) {
            list = value.as(ArrayExprSyntax.self)
        }
        return list.map { $0.elements.map(\.expression) } ?? []
    }

    /// The buttons of a stack's arranged views, in order.
    private func arrangedButtons(_ subviews: [ExprSyntax], _ environment: Environment, scope: Syntax) -> Content {
        subviews.reduce(Content.empty) { $0.then(uiButton($1, environment, scope: scope), limit: reader.limit) }
    }

    /// The views `stackName.addArrangedSubview(…)` arranges in `scope`, in order, with an app's own
    /// `addArrangedSubviews(a, b, c)` (or of a list, `[a, b, c]`) each in turn.
    static func arrangedSubviews(of stackName: String, in scope: Syntax) -> [ExprSyntax] {
        var subviews: [ExprSyntax] = []
        for statement in calls(named: nil, on: stackName, in: scope) {
            switch statement.calledBaseName {
            case "addArrangedSubview":
                if let argument = statement.arguments.first?.expression { subviews.append(argument) }
            case "addArrangedSubviews":
                let arguments = statement.arguments.map(\.expression)
                subviews += arguments.count == 1 ? arguments[0].as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? arguments : arguments
            default:
                break
            }
        }
        return subviews
    }

    /// A stack made by the app's own factory (`let buttons = UIFactory.default.createVerticalStackView(spacing: 8)`),
    /// known a stack by what the code does with it: only a stack view arranges subviews
    /// (`buttons.addArrangedSubview(addButton)`). One made with `UIStackView(…)` anywhere in its
    /// value is read where it is made (``stackView(_:)``).
    func factoryStackView(_ binding: PatternBindingSyntax) {
        // Only a name the file arranges views on is looked for (one pass over the file, not one a constant).
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, arrangingNames.contains(name),
              let value = binding.initializer?.value, let made = value.as(FunctionCallExprSyntax.self),
              !value.descendants(FunctionCallExprSyntax.self).contains(where: { $0.calledBaseName == "UIStackView" }) else { return }
        // A local's stack is arranged in its own function; a property's anywhere in its type. Its
        // buttons are the type's, set up anywhere in it.
        let scope = Syntax(Self.typeScope(of: binding) ?? Syntax(binding.root))
        factoryScopesRead += 1
        let subviews = Self.arrangedOnce(Self.arrangedSubviews(of: name, in: Self.functionScope(of: binding) ?? scope))
        guard subviews.count >= 2 else { return }
        let environment = Environment(file: file, typeName: binding.enclosingTypeName)
        let result = arrangedButtons(subviews, environment, scope: scope)
        let vertical = (made.calledBaseName ?? "").contains("Vertical") || scope.description.contains("\(name).axis = .vertical")
        sink.add(result, container: "stackView", owner: binding.enclosingTypeName, line: file.line(of: binding), endLine: file.endLine(of: binding),
                 modes: { _ in vertical ? [3] : [1] })
    }

    /// The body of the function, initializer, accessor or closure `node` is declared in, when it is
    /// inside one before a type; nil for a type's member.
    static func functionScope(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let parent = current, parent.typeDeclarationName == nil {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
            if let initializer = parent.as(InitializerDeclSyntax.self) { return initializer.body.map(Syntax.init) }
            if parent.is(AccessorBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return parent }
            current = parent.parent
        }
        return nil
    }

    /// The names `addArrangedSubview(…)` or `addArrangedSubviews(…)` is called on in `root`.
    static func arrangingNames(in root: Syntax) -> Set<String> {
        var names = Set<String>()
        for call in root.descendants(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  ["addArrangedSubview", "addArrangedSubviews"].contains(member.declName.baseName.text), let base = member.base,
                  let name = name(base) ?? base.as(OptionalChainingExprSyntax.self).flatMap({ name($0.expression) }) else { continue }
            names.insert(name)
        }
        return names
    }

    /// The views a stack arranges, each once: adding a view it arranges already moves it to the
    /// end (`stack.addArrangedSubview(buttonContainer)` after each refresh is one view, last).
    static func arrangedOnce(_ subviews: [ExprSyntax]) -> [ExprSyntax] {
        var seen = Set<String>()
        return subviews.reversed().filter { subview in
            guard let name = name(subview) else { return true }
            return seen.insert(name).inserted
        }.reversed()
    }

    /// A subclass of `UIStackView` (8 classes up) arranging its own buttons: `addArrangedSubview(b)`
    /// (or `self.addArrangedSubview`) anywhere in the class and its extensions in the file, each
    /// button read as in any stack view; the group is at the class.
    func stackViewSubclass(_ node: ClassDeclSyntax) {
        let name = node.name.text
        let index = reader.resolver.index
        var current = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        var isStack = false
        for _ in 0..<8 {
            guard let type = current else { break }
            if type == "UIStackView" || type == "UIKit.UIStackView" { isStack = true; break }
            current = index.types[type]?.inherited.first
        }
        guard isStack else { return }
        let scope = Syntax(Self.typeScope(of: node.memberBlock) ?? Syntax(node))
        let added = scope.descendants(FunctionCallExprSyntax.self).filter { call in
            let callee = call.calledExpression
            let own = callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "addArrangedSubview"
                || callee.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == "addArrangedSubview" && $0.base?.trimmedDescription == "self" } == true
            return own && call.enclosingTypeName == name
        }
        guard !added.isEmpty else { return }
        let environment = Environment(file: file, typeName: name)
        let result = arrangedButtons(added.compactMap { $0.arguments.first?.expression }, environment, scope: scope)
        let vertical = scope.description.contains("axis = .vertical")
        sink.add(result, container: "stackView", owner: name, line: file.line(of: node.name), endLine: file.endLine(of: node),
                 modes: { _ in vertical ? [3] : [1] })
    }

    func uiButton(_ expression: ExprSyntax, _ environment: Environment) -> Content {
        uiButton(expression, environment, scope: Syntax(Self.typeScope(of: expression) ?? Syntax(expression.root)))
    }

    /// A `UIButton`: made in place, or a property of the type (set up in its initializer closure
    /// or anywhere in the type with `setTitle`, `setImage`, `configuration`).
    func uiButton(_ expression: ExprSyntax, _ environment: Environment, scope: Syntax, wrapped: Bool = false) -> Content {
        let index = reader.resolver.index
        var facts = ButtonFacts(isButtonType: { index.isButtonType($0) }, isButtonByNameOnly: { index.isButtonByNameOnly($0) })
        var made: ExprSyntax? = expression.is(FunctionCallExprSyntax.self) ? expression : nil
        if let name = Self.name(expression) {
            made = declaration(named: name, near: expression)
            for call in Self.calls(named: nil, on: name, in: scope) { facts.read(call) }
            for assignment in Self.assignments(on: name, in: scope) { facts.read(assignment) }
            // A view that only wraps one button (a shadow, a container) shows that button.
            if !wrapped, let made, !Self.makesButton(made, index) {
                let added = Self.calls(named: "addSubview", on: name, in: scope).compactMap { $0.arguments.first?.expression }
                let buttons = added.filter { Self.name($0).flatMap { declaration(named: $0, near: expression) }.map { Self.makesButton($0, index) } ?? false }
                if buttons.count == 1, let only = buttons.first {
                    var content = uiButton(only, environment, scope: scope, wrapped: true)
                    content.variants = content.variants.map { $0.map { var button = $0; button.line = file.line(of: expression); return button } }
                    return content
                }
            }
        }
        guard var made else { return .empty }
        // `UIButton().then { $0.setTitle("취소", for: .normal) }`: the button, and what its set-up closure sets.
        if let call = made.as(FunctionCallExprSyntax.self), let (configured, closure) = Self.thenParts(call) {
            made = configured
            facts.readAll(Syntax(closure))
        }
        if let call = made.as(FunctionCallExprSyntax.self) {
            if let helped = helperButton(call, environment, given: facts, line: file.line(of: expression)) { return helped }
            guard let called = call.calledBaseName, index.isButtonType(called) else {
                // A closure called at once: `{ let b = UIButton(); b.setTitle(…); return b }()`. One that
                // makes no button (`{ let label = UILabel(); …; return label }()` shown by a bar item) shows none.
                guard let closure = call.calledExpression.as(ClosureExprSyntax.self), Self.makesAnyButton(closure, index) else { return .empty }
                facts.readAll(Syntax(closure))
                return facts.content(self, environment, line: file.line(of: expression))
            }
            facts.read(call)
        } else if let closure = made.as(ClosureExprSyntax.self) {
            facts.readAll(Syntax(closure))
        } else {
            return .empty
        }
        return facts.content(self, environment, line: file.line(of: expression))
    }

    /// A button an app's helper makes (`createLinkButton(title: Copy.terms, url: …)`, whose body
    /// is `let button = UIButton(type: .system); button.setTitle(title, for: .normal); …; return
    /// button`): read from the helper's body, with the call's arguments bound. Nil for a call of
    /// no such helper. What the caller sets on the button itself (`given`: `ok.setTitle(…)` after
    /// `let ok = makeButton()`) replaces what the helper set.
    private func helperButton(_ call: FunctionCallExprSyntax, _ environment: Environment, given: ButtonFacts, line: Int) -> Content? {
        let resolver = reader.resolver, index = resolver.index
        guard let called = call.calledName, let base = call.calledBaseName, base.first?.isLowercase == true,
              let function = resolver.findFunction(called, call: call, environment),
              let returned = function.body.last?.item.as(ReturnStmtSyntax.self)?.expression.flatMap({ Self.name($0) }),
              let made = function.body.lazy.compactMap({ $0.item.as(VariableDeclSyntax.self) }).flatMap(\.bindings)
                .first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == returned })?.initializer?.value.as(FunctionCallExprSyntax.self),
              let maker = made.calledBaseName, index.isButtonType(maker) else { return nil }
        guard environment.depth < resolver.limits.maximumInliningDepth else { return .runtime("helpers nest deeper than \(resolver.limits.maximumInliningDepth)") }
        return resolver.inline(function, call: call, environment) { body, inner in
            var facts = ButtonFacts(isButtonType: { index.isButtonType($0) }, isButtonByNameOnly: { index.isButtonByNameOnly($0) })
            facts.read(made)
            for setting in Self.calls(named: nil, on: returned, in: Syntax(body)) { facts.read(setting) }
            for assignment in Self.assignments(on: returned, in: Syntax(body)) { facts.read(assignment) }
            let callerTitles = given.title != nil || given.accessibilityLabel != nil
            guard callerTitles || given.image != nil else { return facts.content(self, inner, line: line) }
            // The caller titles the button (or sets its icon) itself: read where it is written. A
            // title or icon only the helper sets is read in the helper, which one reading cannot join.
            guard callerTitles || (facts.title == nil && facts.accessibilityLabel == nil), given.image != nil || facts.image == nil else {
                return .runtime("line \(line): a button `\(called)` makes, set up again where it is called")
            }
            var own = given
            own.isButton = facts.isButton
            own.byNameOnly = facts.byNameOnly
            own.style = own.style ?? facts.style
            return own.content(self, environment, line: line)
        }
    }

    /// `made.then { … }`: the value made and the closure that sets it up; nil for any other call.
    static func thenParts(_ call: FunctionCallExprSyntax) -> (made: ExprSyntax, closure: ClosureExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "then",
              let base = member.base, base.is(FunctionCallExprSyntax.self), call.arguments.isEmpty, let closure = call.trailingClosure else { return nil }
        return (base, closure)
    }

    /// The `.then { … }` call `node` is made for, with its closure; nil when there is none.
    static func thenClosure(around node: FunctionCallExprSyntax) -> (call: FunctionCallExprSyntax, closure: ClosureExprSyntax)? {
        guard let member = node.parent?.as(MemberAccessExprSyntax.self), let call = member.parent?.as(FunctionCallExprSyntax.self),
              let (_, closure) = thenParts(call) else { return nil }
        return (call, closure)
    }

    /// The property whose initial value is a closure, called at once, around `node`.
    static func builderProperty(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
                      let binding = call.parent?.parent?.as(PatternBindingSyntax.self) else { return nil }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if parent.typeDeclarationName != nil { return nil }
            current = parent.parent
        }
        return nil
    }

    /// True when `made` (an initial value) makes a button: `UIButton(…)`, an app's subclass, or a
    /// closure called at once that makes one.
    static func makesButton(_ made: ExprSyntax, _ index: DeclarationIndex) -> Bool {
        guard let call = made.as(FunctionCallExprSyntax.self) else { return false }
        if let called = call.calledBaseName, index.isButtonType(called) { return true }
        guard let closure = call.calledExpression.as(ClosureExprSyntax.self) else { return false }
        return closure.descendants(FunctionCallExprSyntax.self).contains { $0.calledBaseName.map(index.isButtonType) ?? false }
    }

    /// Whether `closure` makes a button: calls a button type, or a class known to be one by its name.
    static func makesAnyButton(_ closure: ClosureExprSyntax, _ index: DeclarationIndex) -> Bool {
        closure.descendants(FunctionCallExprSyntax.self).contains {
            guard let called = $0.calledBaseName else { return false }
            return index.isButtonType(called) || index.isButtonByNameOnly(called)
        }
    }

    /// What the code says of one `UIButton`.
    struct ButtonFacts {
        var isButtonType: (String) -> Bool
        var isButtonByNameOnly: (String) -> Bool
        var isButton = false
        /// Made as a class known to be a button by its name only: a button only when the code sets
        /// its title or image (or configures it) as a `UIButton`'s.
        var byNameOnly = false
        var configured = false
        var title: ExprSyntax?
        /// An icon-only button's title: its accessibility label (`button.accessibilityLabel = …`).
        var accessibilityLabel: ExprSyntax?
        var image: ExprSyntax?
        var style: String?

        mutating func read(_ call: FunctionCallExprSyntax) {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledBaseName ?? ""
            switch name {
            case _ where call.calledExpression.is(DeclReferenceExprSyntax.self) && isButtonType(name):
                isButton = true
                byNameOnly = isButtonByNameOnly(name)
                if let configuration = call.argument("configuration") { readConfiguration(configuration) }
                if let action = call.argument("primaryAction")?.as(FunctionCallExprSyntax.self) {
                    title = title ?? action.argument("title")
                    image = image ?? action.argument("image")
                }
                // An app's button class made with its title and image (`MyInfoNavigationButton(title:
                // "열매함", image: …)`), which its initializer shows; UIKit's own classes take none.
                if !name.hasPrefix("UI") {
                    title = title ?? call.argument("title")
                    image = image ?? call.argument("image")
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
            else if target.hasSuffix(".accessibilityLabel") { accessibilityLabel = accessibilityLabel ?? assignment.value }
            else if target.hasSuffix(".attributedTitle") {
                // `AttributedString(L10n.title, attributes: …)`: the text is its first argument.
                let call = assignment.value.as(FunctionCallExprSyntax.self)
                if call?.calledBaseName == "AttributedString" || call?.calledBaseName == "NSAttributedString" { title = title ?? call?.arguments.first?.expression }
            }
            else if target.hasSuffix(".image") { image = image ?? assignment.value }
        }

        private mutating func readConfiguration(_ expression: ExprSyntax) {
            configured = true
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
            guard isButton, !byNameOnly || title != nil || image != nil || configured else { return .empty }
            var content = finder.titledButton(line: line, title: title ?? accessibilityLabel, image: image, role: nil, environment)
            content.variants = content.variants.map { $0.map { var button = $0; button.line = line; button.style = style; return button } }
            return content
        }
    }

}
