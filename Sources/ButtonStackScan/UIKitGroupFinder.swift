import SwiftSyntax

/// Finds UIKit's groups in one file: a `UIAlertController`'s actions, a `UIMenu`'s children, a
/// `UIStackView`'s arranged buttons (wherever in the class they are added and configured), the
/// navigation bar's items, and DynamicButtonStack's `DynamicButtonStack(buttons:)`.
final class UIKitGroupFinder: SyntaxVisitor {
    let reader: ViewReader
    let sink: GroupSink
    private var file: ParsedFile { sink.file }
    private var titles: TitleReader { reader.titles }
    private var icons: IconReader { reader.icons }

    init(reader: ViewReader, sink: GroupSink) {
        self.reader = reader
        self.sink = sink
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    // MARK: alert controllers

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        alertControllers(in: node)
        return .visitChildren
    }

    /// `let alert = UIAlertController(…, preferredStyle: .alert)` then `alert.addAction(…)` in the same body.
    private func alertControllers(in statements: CodeBlockItemListSyntax) {
        var controllers: [(name: String, call: FunctionCallExprSyntax, sheet: Bool, actions: [Content])] = []
        var actions: [String: FunctionCallExprSyntax] = [:]
        var environment = Environment(file: file, typeName: statements.enclosingTypeName)
        for item in statements {
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    // A local constant the actions' titles may name (`let title = flag ? L10n.a : L10n.b`).
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                       !value.is(FunctionCallExprSyntax.self), let values = reader.resolver.evaluate(value, environment).values {
                        environment.bindings[name] = values
                    }
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { continue }
                    if call.calledBaseName == "UIAlertController" {
                        let sheet = call.argument("preferredStyle")?.trimmedDescription.hasSuffix("actionSheet") == true
                        controllers.append((name, call, sheet, []))
                    } else if call.calledBaseName == "UIAlertAction" {
                        actions[name] = call
                    }
                }
                continue
            }
            guard let call = Self.expression(item)?.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addAction",
                  let receiver = member.base.flatMap(Self.name), let index = controllers.firstIndex(where: { $0.name == receiver }),
                  let argument = call.arguments.first?.expression else { continue }
            if let action = argument.as(FunctionCallExprSyntax.self), action.calledBaseName == "UIAlertAction" || action.calledName == ".init" || action.calledBaseName == "init" {
                controllers[index].actions.append(alertAction(action, environment))
            } else if let name = Self.name(argument), let action = actions[name] {
                controllers[index].actions.append(alertAction(action, environment))
            } else {
                controllers[index].actions.append(.runtime("line \(file.line(of: argument)): an action made elsewhere"))
            }
        }
        for controller in controllers {
            let content = controller.actions.reduce(Content.empty) { $0.then($1, limit: reader.limit) }
            let container = controller.sheet ? "actionSheet" : "alertController"
            sink.add(content, container: container, owner: controller.call.enclosingTypeName, line: file.line(of: controller.call),
                     endLine: file.endLine(of: controller.call), modes: controller.sheet ? { _ in [3] } : AlertLayout.alertModes,
                     order: controller.sheet ? AlertLayout.sheetOrder : AlertLayout.alertOrder)
        }
    }

    private func alertAction(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Content {
        let line = file.line(of: call)
        guard let titleExpression = call.argument("title") else { return .runtime("line \(line): an action without a title") }
        switch titles.plain(titleExpression, environment) {
        case .success(let found):
            return Content(variants: found.map { [FoundButton(line: line, title: $0, icon: nil, role: Modifiers.role(call.argument("style")), style: nil)] })
        case .failure(let problem):
            return .runtime("line \(line): title: \(problem.reason)")
        }
    }

    // MARK: menus, stacks, bars

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.calledBaseName {
        case "UIMenu":
            // An inline menu is shown in its parent menu, as part of that group.
            let inline = node.argument("options")?.trimmedDescription.contains("displayInline") == true
            if let children = node.argument("children"), !inline {
                let content = elements(children, node) { self.menuElement($0, $1) }
                sink.add(content, container: "uiMenu", owner: node.enclosingTypeName, line: file.line(of: node), endLine: file.endLine(of: node), modes: { _ in [3] })
            }
        case "DynamicButtonStack":
            if let buttons = node.argument("buttons") {
                let content = elements(buttons, node) { self.uiButton($0, $1) }
                sink.add(content, container: "dynamicButtonStack", owner: node.enclosingTypeName, line: file.line(of: node), endLine: file.endLine(of: node))
            }
        case "UIStackView":
            stackView(node)
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `navigationItem.rightBarButtonItems = [a, b]`
        guard let assignment = Assignment(node), let target = assignment.target.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let name = target.declName.baseName.text
        guard name == "rightBarButtonItems" || name == "leftBarButtonItems", !assignment.value.is(NilLiteralExprSyntax.self) else { return .visitChildren }
        let content = elements(assignment.value, node) { self.barItem($0, $1) }
        sink.add(content, container: "navigationBar", owner: node.enclosingTypeName, line: file.line(of: node), endLine: file.endLine(of: node), modes: { _ in [1] })
        return .visitChildren
    }

    /// The buttons of an array literal (or a constant holding one) of calls or names declared nearby.
    private func elements(_ expression: ExprSyntax, _ node: some SyntaxProtocol, _ read: (ExprSyntax, Environment) -> Content) -> Content {
        let environment = Environment(file: file, typeName: node.enclosingTypeName)
        var list = expression.as(ArrayExprSyntax.self)
        if list == nil, let name = Self.name(expression), let value = declaration(named: name, near: node)?.as(ArrayExprSyntax.self) { list = value }
        guard let list else {
            return .runtime("line \(file.line(of: expression)): buttons from `\(reader.resolver.short(expression))`, built at run time", buttons: 2)
        }
        var result = Content.empty
        for element in list.elements {
            var expression = element.expression
            if let name = Self.name(expression), let declared = declaration(named: name, near: node) { expression = declared }
            result = result.then(read(expression, environment), limit: reader.limit)
        }
        return result
    }

    /// A `UIAction(title:image:attributes:)`, or a submenu as one button.
    private func menuElement(_ expression: ExprSyntax, _ environment: Environment) -> Content {
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledBaseName, ["UIAction", "UIMenu", "UICommand"].contains(name) else {
            return .empty
        }
        // An inline submenu (`options: .displayInline`) shows its children in this menu.
        if name == "UIMenu", let children = call.argument("children"),
           call.argument("options")?.trimmedDescription.contains("displayInline") == true || call.argument("title")?.as(StringLiteralExprSyntax.self)?.literalText == "" {
            return elements(children, call) { self.menuElement($0, $1) }
        }
        let role = call.argument("attributes")?.trimmedDescription.contains("destructive") == true ? "destructive" : nil
        return titledButton(line: file.line(of: call), title: call.argument("title"), image: call.argument("image"), role: role, environment)
    }

    /// A `UIBarButtonItem(title:…)`, `(image:…)`, `(barButtonSystemItem:…)` or `(primaryAction:)`.
    private func barItem(_ expression: ExprSyntax, _ environment: Environment) -> Content {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledBaseName == "UIBarButtonItem" else { return .empty }
        let line = file.line(of: call)
        if let system = call.argument("barButtonSystemItem") ?? call.argument("systemItem") {
            let item = system.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            guard let (title, icon) = Self.systemItems[item] else { return .runtime("line \(line): system item .\(item)") }
            return Content(variants: [[FoundButton(line: line, title: title, icon: icon, role: nil, style: nil)]])
        }
        if let action = call.argument("primaryAction")?.as(FunctionCallExprSyntax.self) {
            return titledButton(line: line, title: action.argument("title"), image: action.argument("image"), role: nil, environment)
        }
        return titledButton(line: line, title: call.argument("title"), image: call.argument("image"), role: nil, environment)
    }

    /// UIKit's system bar items as iOS shows them: a title, or an icon named by its accessibility label.
    static let systemItems: [String: (ScannedTitle, String?)] = [
        "done": (.text("Done"), nil), "cancel": (.text("Cancel"), nil), "edit": (.text("Edit"), nil), "save": (.text("Save"), nil),
        "add": (.text("Add"), "plus"), "close": (.text("Close"), "xmark"), "action": (.text("Share"), "square.and.arrow.up"),
        "trash": (.text("Delete"), "trash"), "compose": (.text("Compose"), "square.and.pencil"), "refresh": (.text("Refresh"), "arrow.clockwise"),
        "search": (.text("Search"), "magnifyingglass"), "reply": (.text("Reply"), "arrowshape.turn.up.left"), "bookmarks": (.text("Bookmarks"), "book"),
        "camera": (.text("Camera"), "camera"), "organize": (.text("Organize"), "folder"), "undo": (.text("Undo"), "arrow.uturn.backward"),
        "redo": (.text("Redo"), "arrow.uturn.forward"),
    ]

    fileprivate func titledButton(line: Int, title: ExprSyntax?, image: ExprSyntax?, role: String?, _ environment: Environment) -> Content {
        var icon: String? = nil
        if let image {
            switch icons.imageExpression(image, environment) {
            case .success(let found): icon = found.first
            case .failure(let problem): return .runtime("line \(line): icon: \(problem.reason)")
            }
        }
        guard let title else {
            return .runtime("line \(line): the button shows only an icon and names no accessibility label")
        }
        switch titles.plain(title, environment) {
        case .success(let found):
            return Content(variants: found.map { [FoundButton(line: line, title: $0, icon: icon, role: role, style: nil)] })
        case .failure(let problem):
            return .runtime("line \(line): title: \(problem.reason)")
        }
    }

    // MARK: stack views

    /// `UIStackView(arrangedSubviews: [a, b])` plus `stack.addArrangedSubview(c)` anywhere in the type.
    private func stackView(_ node: FunctionCallExprSyntax) {
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

    private func uiButton(_ expression: ExprSyntax, _ environment: Environment) -> Content {
        uiButton(expression, environment, scope: Syntax(Self.typeScope(of: expression) ?? Syntax(expression.root)))
    }

    /// A `UIButton`: made in place, or a property of the type (set up in its initializer closure
    /// or anywhere in the type with `setTitle`, `setImage`, `configuration`).
    private func uiButton(_ expression: ExprSyntax, _ environment: Environment, scope: Syntax) -> Content {
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

    // MARK: syntax helpers

    private static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
    }

    /// `x` for `x` or `self.x`.
    static func name(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The initial value of `name`: a local constant of the body around `node`, else a property of its type.
    private func declaration(named name: String, near node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        while let parent = current {
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                for item in statements {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let value = binding.initializer?.value { return value }
                    }
                }
            }
            if parent.typeDeclarationName != nil { break }
            current = parent.parent
        }
        guard let typeName = node.enclosingTypeName, let property = reader.resolver.index.types[typeName]?.properties[name] else { return nil }
        return property.initializer
    }

    /// The type declaration around `node`.
    static func typeScope(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.typeDeclarationName != nil { return parent }
            current = parent.parent
        }
        return nil
    }

    /// The name a call's value is stored under (`let stack = UIStackView(…)`, `stack = …`).
    static func assignedName(_ call: FunctionCallExprSyntax) -> String? {
        if let binding = call.parent?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let list = call.parent?.parent, let sequence = list.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
           assignment.value.id == call.id {
            return name(assignment.target)
        }
        return nil
    }

    /// Calls `receiver.method(…)` (any method when `method` is nil) in `scope`, in source order.
    static func calls(named method: String?, on receiver: String, in scope: Syntax) -> [FunctionCallExprSyntax] {
        scope.descendants(FunctionCallExprSyntax.self).filter { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  name(base) == receiver || base.as(OptionalChainingExprSyntax.self).flatMap({ name($0.expression) }) == receiver else { return false }
            return method == nil || member.declName.baseName.text == method
        }
    }

    /// Assignments to `receiver.something` in `scope`.
    static func assignments(on receiver: String, in scope: Syntax) -> [Assignment] {
        scope.descendants(SequenceExprSyntax.self).compactMap(Assignment.init).filter { assignment in
            let target = assignment.target.trimmedDescription
            return target.hasPrefix(receiver + ".") || target.hasPrefix("self." + receiver + ".") || target.hasPrefix(receiver + "?.")
        }
    }
}

/// `target = value`, as the parser leaves it (operators unfolded: a sequence of three).
struct Assignment {
    var target: ExprSyntax
    var value: ExprSyntax

    init?(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        target = elements[0]
        value = elements[2]
    }
}

extension SyntaxProtocol {
    /// Every node of type `T` under this one, in source order; an explicit stack, so a deep tree
    /// costs memory in proportion to its size, never the thread's stack.
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var pending: [Syntax] = [Syntax(self)]
        while let node = pending.popLast() {
            if let match = node.as(T.self) { found.append(match) }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}
