import SwiftSyntax

/// Finds SwiftUI's groups in one file: stacks of buttons (`HStack`, `VStack`, `ViewThatFits`,
/// `ControlGroup`, grids), `Menu`s, and the actions of `.alert`, `.confirmationDialog`,
/// `.contextMenu`, `.swipeActions` and `.toolbar`.
final class SwiftUIGroupFinder: SyntaxVisitor {
    let reader: ViewReader
    let sink: GroupSink
    /// Containers read as part of another group (a `ViewThatFits`'s arrangements).
    private var consumed = Set<AbsolutePosition>()

    init(reader: ViewReader, sink: GroupSink) {
        self.reader = reader
        self.sink = sink
        super.init(viewMode: .sourceAccurate)
    }

    /// Code an iOS build leaves out (`#if os(macOS)`) states no group of an iOS app.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        IOSBuild.mayTake(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        isPreviewProvider(node.inheritanceClause) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        isPreviewProvider(node.inheritanceClause) ? .skipChildren : .visitChildren
    }

    private func isPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("PreviewProvider") } == true
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if consumed.contains(node.position) { return .visitChildren }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            modifier(member.declName.baseName.text, node, line: file.line(of: member.declName))
        } else if let name = node.calledBaseName {
            container(name, node)
        } else if node.argument("primaryButton") != nil && node.argument("secondaryButton") != nil {
            legacyAlert(node)  // `.init(title:, primaryButton:, secondaryButton:)`
        }
        return .visitChildren
    }

    private var file: ParsedFile { sink.file }

    private func environment(_ node: some SyntaxProtocol) -> Environment {
        var environment = Environment(file: file, typeName: node.enclosingTypeName)
        bindLocals(before: node, into: &environment)
        // A `.buttonStyle` on the container (or further out) styles its buttons.
        var current = Syntax(node)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current,
               let call = member.parent?.as(FunctionCallExprSyntax.self) {
                if let style = Modifiers.style(Modifiers.Applied(name: member.declName.baseName.text, call: call)) {
                    environment.style = style
                    break
                }
                current = Syntax(call)
                continue
            }
            break
        }
        return environment
    }

    /// Local constants declared before `node` in the bodies around it (`let done = …` above the
    /// stack, under `#if os(iOS)` or not), outermost first so an inner one shadows.
    private func bindLocals(before node: some SyntaxProtocol, into environment: inout Environment) {
        var lists: [CodeBlockItemListSyntax] = []
        var current = node.parent
        while let parent = current, parent.typeDeclarationName == nil {
            if let statements = parent.as(CodeBlockItemListSyntax.self) { lists.append(statements) }
            current = parent.parent
        }
        for statements in lists.reversed() {
            for item in statements.iOSItems where item.position < node.position {
                guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                for binding in declaration.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                          value.endPosition <= node.position, let values = reader.resolver.evaluate(value, environment).values else { continue }
                    environment.bindings[name] = values
                }
            }
        }
    }

    // MARK: containers

    private func container(_ name: String, _ node: FunctionCallExprSyntax) {
        let line = file.line(of: node), endLine = file.endLine(of: node)
        let owner = node.enclosingTypeName
        switch name {
        case "HStack", "LazyHStack":
            add(node, "hstack", modes: [1])
        case "VStack", "LazyVStack":
            add(node, "vstack", modes: [3])
        case "ControlGroup":
            add(node, "controlGroup", modes: [1])
        case "Grid", "LazyVGrid", "LazyHGrid":
            add(node, "grid", modes: [])
        case "ViewThatFits":
            viewThatFits(node)
        case "Menu":
            var environment = environment(node)
            environment.inMenu = true
            let content = reader.closureContent(node.trailingClosure ?? node.closure("content"), environment)
            sink.add(content, container: "menu", owner: owner, line: line, endLine: endLine, modes: { _ in [3] })
        case "Alert":
            legacyAlert(node)
        default:
            if node.argument("primaryButton") != nil && node.argument("secondaryButton") != nil { legacyAlert(node) }
        }
    }

    private func add(_ node: FunctionCallExprSyntax, _ container: String, modes: [Int]) {
        let content = reader.closureContent(node.trailingClosure ?? node.closure("content"), environment(node))
        sink.add(content, container: container, owner: node.enclosingTypeName, line: file.line(of: node), endLine: file.endLine(of: node), modes: { _ in modes })
    }

    /// `ViewThatFits { HStack { … } VStack { … } }`: one group, the first arrangement's buttons,
    /// the arrangements' order its policy.
    private func viewThatFits(_ node: FunctionCallExprSyntax) {
        guard let closure = node.trailingClosure ?? node.closure("content") else { return }
        var modes: [Int] = []
        var first: FunctionCallExprSyntax? = nil
        for item in closure.statements {
            guard let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self) else { continue }
            let (base, _) = Modifiers.peel(expression)
            guard let call = base.as(FunctionCallExprSyntax.self), let name = call.calledBaseName else { continue }
            switch name {
            case "HStack", "LazyHStack": modes.append(1)
            case "VStack", "LazyVStack": modes.append(3)
            default: continue
            }
            consumed.insert(call.position)
            if first == nil { first = call }
        }
        guard let first else {
            add(node, "viewThatFits", modes: [])
            return
        }
        var unique: [Int] = []
        for mode in modes where !unique.contains(mode) { unique.append(mode) }
        let content = reader.closureContent(first.trailingClosure ?? first.closure("content"), environment(node))
        sink.add(content, container: "viewThatFits", owner: node.enclosingTypeName, line: file.line(of: node), endLine: file.endLine(of: node),
                 modes: { _ in unique })
    }

    // MARK: modifiers

    private func modifier(_ name: String, _ node: FunctionCallExprSyntax, line: Int) {
        let endLine = file.endLine(of: node)
        let owner = node.enclosingTypeName
        let environment = environment(node)
        switch name {
        case "alert", "confirmationDialog":
            // The actions: `actions:`, or the first trailing closure (then `message:` follows).
            let closure = node.closure("actions") ?? (node.closure("content") == nil ? node.trailingClosure : nil)
            guard let closure else { return }
            let content = reader.closureContent(closure, environment)
            if name == "alert" {
                sink.add(content, container: "alert", owner: owner, line: line, endLine: endLine, modes: AlertLayout.alertModes, order: AlertLayout.alertOrder)
            } else {
                sink.add(content, container: "confirmationDialog", owner: owner, line: line, endLine: endLine, modes: { _ in [3] }, order: AlertLayout.sheetOrder)
            }
        case "contextMenu":
            let closure = node.closure("menuItems") ?? node.trailingClosure
            var environment = environment
            environment.inMenu = true
            sink.add(reader.closureContent(closure, environment), container: "contextMenu", owner: owner, line: line, endLine: endLine, modes: { _ in [3] })
        case "swipeActions":
            sink.add(reader.closureContent(node.trailingClosure ?? node.closure("content"), environment), container: "swipeActions", owner: owner,
                     line: line, endLine: endLine, modes: { _ in [2] })
        case "toolbar":
            var content = reader.closureContent(node.trailingClosure ?? node.closure("content"), environment)
            if node.trailingClosure == nil, let argument = node.arguments.first?.expression, !argument.is(ClosureExprSyntax.self) {
                content = reader.view(argument, environment)
            }
            sink.add(content, container: "toolbar", owner: owner, line: line, endLine: endLine, modes: { _ in [1] })
        default:
            break
        }
    }

    /// The `Alert.Button` call `expression` stands for: itself, or the local constant it names
    /// (`let primary = okButton` under `#if os(iOS)`, `let okButton = .default(Text(…))`), followed 8 names deep.
    private func alertButton(_ expression: ExprSyntax, near node: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        for _ in 0..<8 {
            if let call = current.as(FunctionCallExprSyntax.self) { return call }
            guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = Self.localConstant(name, before: node) else { return nil }
            current = value
        }
        return nil
    }

    /// The value of the last local `let`/`var` named `name` declared before `node` in the bodies
    /// around it, as an iOS build compiles them.
    static func localConstant(_ name: String, before node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        while let parent = current {
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                var found: ExprSyntax? = nil
                for item in statements.iOSItems where item.position < node.position {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        found = binding.initializer?.value ?? found
                    }
                }
                if let found { return found }
            }
            if parent.typeDeclarationName != nil { return nil }
            current = parent.parent
        }
        return nil
    }

    /// `Alert(title:, primaryButton: .destructive(Text("…")), secondaryButton: .cancel())`, and an
    /// app's own alert model shaped like it (`AlertInfo(title:, primaryButton: .init(title: L10n.no),
    /// secondaryButton: .init(title: L10n.yes, role: .destructive))`): two buttons of an alert.
    private func legacyAlert(_ node: FunctionCallExprSyntax) {
        let environment = environment(node)
        let line = file.line(of: node)
        var buttons: [FoundButton] = []
        for label in ["primaryButton", "secondaryButton"] {
            guard let argument = node.argument(label).flatMap({ alertButton($0, near: node) }) else { return }
            let kind = argument.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            let buttonLine = file.line(of: argument)
            if let title = argument.argument("title") {
                // An app's button model: `title:` a `String`, `role:` SwiftUI's.
                guard case .success(let titles) = reader.titles.plain(title, environment), let first = titles.first else {
                    sink.skip(line: line, container: "alert", reason: "line \(buttonLine): a title known only at run time")
                    return
                }
                buttons.append(FoundButton(line: buttonLine, title: first, icon: nil, role: Modifiers.role(argument.argument("role")), style: nil))
                continue
            }
            let role = kind == "cancel" ? "cancel" : kind == "destructive" ? "destructive" : nil
            if let text = argument.arguments.first?.expression.as(FunctionCallExprSyntax.self) {
                guard case .success(let titles)? = reader.titles.text(text, environment), let title = titles.first else {
                    sink.skip(line: line, container: "alert", reason: "line \(buttonLine): a title known only at run time")
                    return
                }
                buttons.append(FoundButton(line: buttonLine, title: title, icon: nil, role: role, style: nil))
            } else if kind == "cancel" {
                // SwiftUI's `.cancel()`: iOS's own "Cancel", in the system's language (written as English text).
                buttons.append(FoundButton(line: buttonLine, title: .text("Cancel"), icon: nil, role: "cancel", style: nil))
            } else {
                return
            }
        }
        // More buttons passed beside the two (`verticalButtons: […]`): not the two-button alert read here.
        if let more = node.arguments.first(where: { $0.label?.text.hasSuffix("Buttons") == true }) {
            sink.skip(line: line, container: "alert", reason: "line \(file.line(of: more)): more buttons in `\(more.label?.text ?? "")`, laid out by the app's own code")
            return
        }
        sink.add(Content(variants: [buttons]), container: "alert", owner: node.enclosingTypeName, line: line, endLine: file.endLine(of: node),
                 modes: AlertLayout.alertModes, order: AlertLayout.alertOrder)
    }
}
