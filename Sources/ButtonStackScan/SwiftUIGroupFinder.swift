import SwiftSyntax

/// Finds SwiftUI's groups in one file: stacks of buttons (`HStack`, `VStack`, `ViewThatFits`,
/// `ControlGroup`, grids), `Menu`s, and the actions of `.alert`, `.confirmationDialog`,
/// `.contextMenu`, `.swipeActions` and `.toolbar`.
final class SwiftUIGroupFinder: SyntaxVisitor {
    let reader: ViewReader
    let sink: GroupSink
    /// Containers read as part of another group (a `ViewThatFits`'s arrangements).
    private var consumed = Set<AbsolutePosition>()
    /// How many times a node's locals and conditions were worked out (``environment(_:)``): the
    /// work, counted.
    private(set) var environmentsWorkedOut = 0

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
        // (A file's preview-only views are worked out only when it declares a private struct.)
        let previewOnly = PrivateStructs.isPrivate(node) && file.previewOnlyViews.contains(node)
        return isPreviewProvider(node.inheritanceClause) || previewOnly ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        isPreviewProvider(node.inheritanceClause) ? .skipChildren : .visitChildren
    }

    private func isPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("PreviewProvider") } == true
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if consumed.contains(node.position) { return .visitChildren }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), !Self.namesFrameworkType(member),
           member.base != nil || Self.isConditionalModifier(node) {
            modifier(member.declName.baseName.text, node, line: file.line(of: member.declName))
        } else if let name = node.calledBaseName {
            if name.first?.isLowercase == true { helperContentStacks(node) } else { container(name, node) }
        } else if Self.isAlertModel(node) {
            legacyAlert(node)  // `.init(title:, primaryButton:, secondaryButton:)`
        } else if Self.isImplicitStateDialog(node) {
            // `state.destination = .deleteAlert(.init(title: { … }, actions: { ButtonState(…) … }))`:
            // an `AlertState`, or a `ConfirmationDialogState` when it says how its title shows.
            stateDialog(node, confirmation: node.argument("titleVisibility") != nil)
        }
        return .visitChildren
    }

    var file: ParsedFile { sink.file }

    /// True for a type named with its framework (`SwiftUI.Alert(…)`, `SwiftUI.HStack { … }`,
    /// written where an app declares its own `Alert`): the type, not a modifier of a view.
    static func namesFrameworkType(_ member: MemberAccessExprSyntax) -> Bool {
        guard let module = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return module == "SwiftUI" || module == "UIKit"
    }

    /// True for a modifier applied under `#if` (`Text(…)` then `#if !os(tvOS) .contextMenu { … }
    /// #endif`): written with no base, it is a modifier of the view before the `#if` (the
    /// clauses an iOS build leaves out are not visited).
    static func isConditionalModifier(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        // Bounded: each step goes one modifier out along a finite chain.
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current,
               let call = member.parent?.as(FunctionCallExprSyntax.self) {
                current = Syntax(call)
                continue
            }
            // The clause, in the clauses of an `#if`, after a view.
            return parent.is(IfConfigClauseSyntax.self) && parent.parent?.parent?.parent?.is(PostfixIfConfigExprSyntax.self) == true
        }
        return false
    }

    func environment(_ node: some SyntaxProtocol) -> Environment {
        environmentsWorkedOut += 1
        var environment = Environment(file: file, typeName: node.enclosingTypeName)
        reader.bindLocals(before: node, into: &environment)
        // The group's view relates its conditions, starting from the branches it is shown in.
        environment.conditionScope = ""
        environment.settledConditions = SharedCondition.branches(around: node, environment)
        // A `.buttonStyle` on the container (or further out) styles its buttons.
        var current = Syntax(node)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current,
               let call = member.parent?.as(FunctionCallExprSyntax.self) {
                let applied = Modifiers.Applied(name: member.declName.baseName.text, call: call)
                // Style, shape and size from the container outwards, the nearest of each kept.
                if environment.look.shape == nil { environment.look.shape = ButtonLook.shape(applied) }
                if environment.look.size == nil { environment.look.size = ButtonLook.size(applied) }
                if environment.style == nil, let style = Modifiers.style(applied) { environment.style = style }
                current = Syntax(call)
                continue
            }
            break
        }
        return environment
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
            let content = reader.menuItems(node, environment)
            sink.add(content, container: "menu", owner: owner, line: line, endLine: endLine, modes: AlertLayout.listModes)
        case "Picker" where Modifiers.makesSubmenu(Modifiers.applied(to: node)) && Self.isInMenu(node):
            // A menu-style picker inside a menu is a submenu: its choices are a menu of their own.
            var environment = environment(node)
            environment.inMenu = true
            let content = reader.pickerItems(node, environment)
            sink.add(content, container: "menu", owner: owner, line: line, endLine: endLine, modes: AlertLayout.listModes)
        case "Alert":
            legacyAlert(node)
        case "AlertState", "ConfirmationDialogState":
            stateDialog(node, confirmation: name == "ConfirmationDialogState")
        case "Self" where Self.extendedStateType(of: node) != nil:
            // `extension AlertState where … { static let denied = Self { … } actions: { … } }`.
            stateDialog(node, confirmation: Self.extendedStateType(of: node) == "ConfirmationDialogState")
        case "ActionSheet" where node.argument("buttons") != nil:
            legacyActionSheet(node)
        default:
            if Self.isAlertModel(node) { legacyAlert(node) } else { smallViewStacks(name, node) }
        }
    }

    /// The Composable Architecture's `AlertState { TextState(…) } actions: { ButtonState(…) { … } … }`
    /// (or `ConfirmationDialogState`): the dialog a reducer's state presents, its actions the group
    /// where the state is made.
    private func stateDialog(_ node: FunctionCallExprSyntax, confirmation: Bool) {
        guard let actions = node.closure("actions") else {
            // The older `AlertState(title:message:buttons: [.default(.init(…), action: …), .cancel(.init(…))])`.
            if let array = node.argument("buttons")?.as(ArrayExprSyntax.self), array.elements.count >= 2 { stateButtons(array, node, confirmation: confirmation) }
            return
        }
        add(reader.closureContent(actions, environment(node)), of: confirmation ? "confirmationDialog" : "alert", node, line: file.line(of: node))
    }

    /// The buttons of an older `AlertState`'s `buttons:` list, each `.default(…)`, `.cancel(…)` or
    /// `.destructive(…)` of a `TextState`; a list the scan cannot read is said under `skipped`.
    private func stateButtons(_ array: ArrayExprSyntax, _ node: FunctionCallExprSyntax, confirmation: Bool) {
        let container = confirmation ? "confirmationDialog" : "alert", line = file.line(of: node), environment = environment(node)
        let buttons: [FoundButton]
        switch alertButtons(array, environment) {
        case .success(let read): buttons = read
        case .failure(let unread):
            sink.skip(line: line, container: container, reason: unread.reason)
            return
        }
        sink.add(Content(variants: [buttons]), container: container, owner: node.enclosingTypeName, line: line, endLine: file.endLine(of: node),
                 modes: confirmation ? AlertLayout.listModes : AlertLayout.alertModes, order: confirmation ? AlertLayout.sheetOrder : AlertLayout.alertOrder)
    }

    /// A list's element the scan cannot read as an alert button: its line said, and the problem
    /// the button's reading gave (nil when it is no call).
    struct UnreadButton: Error {
        var reason: String
        var problem: TitleProblem?
    }

    /// The buttons of a literal list of alert buttons (`[.default(Text(…)), .cancel()]`), each
    /// read as ``alertButton(_:_:)`` reads one; the first it cannot read otherwise.
    private func alertButtons(_ array: ArrayExprSyntax, _ environment: Environment) -> Result<[FoundButton], UnreadButton> {
        var buttons: [FoundButton] = []
        for element in array.elements {
            let unread = "line \(file.line(of: element)): a button the scan cannot read"
            guard let call = element.expression.as(FunctionCallExprSyntax.self) else { return .failure(UnreadButton(reason: unread)) }
            switch alertButton(call, environment) {
            case .success(let button): buttons.append(button)
            case .failure(let problem): return .failure(UnreadButton(reason: unread, problem: problem))
            }
        }
        return .success(buttons)
    }

    /// True for `.init(…)` whose `actions:` closure makes the Composable Architecture's
    /// `ButtonState`s: an `AlertState` or `ConfirmationDialogState` of the type its place expects.
    static func isImplicitStateDialog(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              member.declName.baseName.text == "init", let actions = node.closure("actions") else { return false }
        return actions.descendants(FunctionCallExprSyntax.self).contains { $0.calledBaseName == "ButtonState" }
    }

    /// `AlertState` or `ConfirmationDialogState` when `node` is in an extension of it; nil otherwise.
    static func extendedStateType(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let extended = parent.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription {
                // `AlertState<Action>`, or a type nested in another (`OverlayWindowClient.Item.AlertState`).
                let written = extended.split(separator: "<").first.map(String.init) ?? extended
                let name = written.split(separator: ".").last.map(String.init) ?? written
                return ["AlertState", "ConfirmationDialogState"].contains(name) ? name : nil
            }
            current = parent.parent
        }
        return nil
    }

    /// True when `node` is written inside a `Menu`'s content (not its label) or a `.contextMenu`'s
    /// items (not its preview), within the view around it. Bounded by the syntax tree's depth.
    static func isInMenu(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, parent.typeDeclarationName == nil {
            if let closure = parent.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) {
                if call.calledBaseName == "Menu" { return call.menuItems == ExprSyntax(closure) }
                if call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "contextMenu" {
                    return call.trailingClosure == closure || call.closure("menuItems") == closure
                }
            }
            current = parent
        }
        return false
    }

    private func add(_ node: FunctionCallExprSyntax, _ container: String, modes: [Int]) {
        // A stack drawn invisible (`.hidden()`, `.opacity(0)`, `.foregroundColor(.clear)`: buttons
        // there only for their keyboard shortcuts) shows no group.
        let environment = environment(node)
        guard !reader.hides(Modifiers.applied(to: node), environment) else { return }
        let content = reader.closureContent(node.trailingClosure ?? node.closure("content"), environment)
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
        // Any other call on a value (`alert.addAction(…)`, `view.padding()`) is no group here, and
        // its locals are not worked out: a body of thousands of such calls made that quadratic.
        guard Self.groupModifiers.contains(name) || mayWrapActions(name, node) else { return }
        let endLine = file.endLine(of: node)
        let owner = node.enclosingTypeName
        let environment = environment(node)
        switch name {
        case "alert", "confirmationDialog":
            // The actions: `actions:`, or the first trailing closure (then `message:` follows).
            let closure = node.closure("actions") ?? (node.closure("content") == nil ? node.trailingClosure : nil)
            if name == "alert", let made = helperMadeAlert(closure ?? node.closure("content"), environment) {
                // `.alert(isPresented: $x) { Alert.deleteConfirmation(item) { … } }`: the app's helper's alert, shown here.
                addLegacyAlert(made.call, made.environment, line: line, endLine: endLine, owner: owner)
                return
            }
            if closure == nil, let method = node.argument("actions"), let content = reader.referencedMethod(method, environment) {
                // `actions: actions`, a method of the type around.
                add(content, of: name, node, line: line)
                return
            }
            actions(closure, of: name, node, line: line, environment)
        case "contextMenu":
            // `.contextMenu(ContextMenu(menuItems: { … }))`, the first form SwiftUI had, too, written
            // in place or as a local constant (`let menu = ContextMenu { … }` in a `ForEach`'s row).
            let menu = node.arguments.first.flatMap { statedCall($0.expression, near: node) }.flatMap { $0.calledBaseName == "ContextMenu" ? $0 : nil }
            let closure = node.closure("menuItems") ?? node.trailingClosure ?? menu.flatMap { $0.closure("menuItems") ?? $0.trailingClosure }
            if closure == nil, namedActions(node.argument("menuItems"), of: name, node, line: line, environment) { return }
            actions(closure, of: name, node, line: line, environment)
        case "toolbarTitleMenu":
            // The menu the navigation title opens.
            let closure = node.trailingClosure ?? node.closure("content")
            if closure == nil, namedActions(node.argument("content"), of: "menu", node, line: line, environment) { return }
            actions(closure, of: "menu", node, line: line, environment)
        case "swipeActions":
            // The modifiers of one edge are one swipe (``SwipeEdges``): the first reads them all.
            guard !SwipeEdges.hasEarlier(node) else { return }
            let calls = [node] + SwipeEdges.later(node)
            let read = calls.map { swipeActions($0, $0.id == node.id ? environment : self.environment($0)) }
            let content: Content
            if calls.count > 1, let unread = zip(calls, read).first(where: { $0.1 == nil })?.0 {
                // One modifier of the swipe not read (`content: extra`, a closure the view is
                // given): the swipe is known only at run time, not a group of the others.
                let written = unread.argument("content").map { "`\(reader.resolver.short($0))`" } ?? "a modifier"
                let at = unread.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(unread)
                content = .runtime("line \(file.line(of: at)): swipe actions from \(written), known only at run time", buttons: 2)
            } else {
                let contents = read.compactMap { $0 }
                guard let first = contents.first else { return }
                content = contents.dropFirst().reduce(first) { $0.then($1, limit: reader.limit) }
            }
            add(content, of: name, node, line: line, endLine: calls.last.map { file.endLine(of: $0) })
        case "toolbar":
            var content = reader.closureContent(node.trailingClosure ?? node.closure("content"), environment)
            if node.trailingClosure == nil, let argument = node.arguments.first?.expression, !argument.is(ClosureExprSyntax.self) {
                content = reader.view(argument, environment)
            }
            sink.add(content, container: "toolbar", owner: owner, line: line, endLine: endLine, modes: { _ in [1] })
        case "navigationBarItems":
            // The bar's items before `.toolbar` (`.navigationBarItems(leading: Button(…), trailing: Button(…))`):
            // leading first, as the bar shows them.
            var content = Content.empty
            for label in ["leading", "trailing"] {
                guard let item = node.argument(label) else { continue }
                content = content.then(reader.view(item, environment), limit: reader.limit)
            }
            sink.add(content, container: "navigationBar", owner: owner, line: line, endLine: endLine, modes: { _ in [1] })
        default:
            wrappedModifier(name, node, line: line, environment)
        }
    }

    /// The group of `container`'s actions `closure` states, laid out as iOS lays that container out.
    private func actions(_ closure: ClosureExprSyntax?, of container: String, _ node: FunctionCallExprSyntax, line: Int, _ environment: Environment) {
        guard let closure else { return }
        var environment = environment
        environment.inMenu = container == "contextMenu" || container == "menu"
        add(reader.closureContent(closure, environment), of: container, node, line: line)
    }

    /// The actions a modifier names rather than states: `.contextMenu(menuItems: linkMenuItems)`,
    /// a method of the type around, is its body's buttons. False when `argument` is no such method.
    private func namedActions(_ argument: ExprSyntax?, of container: String, _ node: FunctionCallExprSyntax, line: Int, _ environment: Environment) -> Bool {
        guard let argument, !argument.is(ClosureExprSyntax.self) else { return false }
        var environment = environment
        environment.inMenu = container == "contextMenu" || container == "menu"
        guard let content = reader.referencedMethod(argument, environment) else { return false }
        add(content, of: container, node, line: line)
        return true
    }

    /// The actions one `.swipeActions` call states (its closure, or a method of the type around
    /// it names); nil when it states none the scan reads.
    private func swipeActions(_ node: FunctionCallExprSyntax, _ environment: Environment) -> Content? {
        if let closure = node.trailingClosure ?? node.closure("content") { return reader.closureContent(closure, environment) }
        guard let argument = node.argument("content"), !argument.is(ClosureExprSyntax.self) else { return nil }
        return reader.referencedMethod(argument, environment)
    }

    /// `content` as the group of `container`'s actions, ending at `endLine` (`node`'s own end by default).
    private func add(_ content: Content, of container: String, _ node: FunctionCallExprSyntax, line: Int, endLine: Int? = nil) {
        let (owner, endLine) = (node.enclosingTypeName, endLine ?? file.endLine(of: node))
        switch container {
        case "alert":
            sink.add(content, container: container, owner: owner, line: line, endLine: endLine, modes: AlertLayout.alertModes, order: AlertLayout.alertOrder)
        case "confirmationDialog":
            sink.add(content, container: container, owner: owner, line: line, endLine: endLine, modes: AlertLayout.listModes, order: AlertLayout.sheetOrder)
        case "contextMenu", "menu":
            sink.add(content, container: container, owner: owner, line: line, endLine: endLine, modes: AlertLayout.listModes)
        default:
            sink.add(content, container: container, owner: owner, line: line, endLine: endLine, modes: { _ in [2] })
        }
    }

    /// SwiftUI's modifiers whose content is a group (``modifier(_:_:line:)``'s cases).
    private static let groupModifiers: Set<String> = ["alert", "confirmationDialog", "contextMenu", "toolbarTitleMenu", "swipeActions",
                                                       "toolbar", "navigationBarItems"]

    /// True when `name` may be an app's own modifier passing a closure on to an action modifier:
    /// one the scanned code declares as such, or one named for an alert or a dialog
    /// (``unseenDialogModifier``).
    private func mayWrapActions(_ name: String, _ node: FunctionCallExprSyntax) -> Bool {
        let index = reader.resolver.index
        return index.modifierWrapper(name, depth: reader.resolver.limits.maximumInliningDepth) != nil || Self.dialogContainer(named: name) != nil
            || name == "modifier" || index.statedModifierMethod(name) != nil
    }

    /// `.modifier(ConfirmDialog(…))` of an app's modifier stating its own actions, or the app's
    /// method applying one (`.reusableConfirmDialog(title:confirmTitle:)`): the group here, read
    /// with what this call passes (``StatedModifier``). False for any other call.
    private func statedModifierGroup(_ name: String, _ node: FunctionCallExprSyntax, line: Int, _ environment: Environment) -> Bool {
        let index = reader.resolver.index
        if name == "modifier" {
            guard let made = node.arguments.first?.expression.as(FunctionCallExprSyntax.self), let stated = index.statedModifier(made: made),
                  reader.statedModifierNeedsApplication(stated) else { return false }
            let content = reader.statedModifierActions(stated, made: made, environment)
            // Its buttons on the line of the call, as a helper's are.
            if !sameAsDeclared(content, stated) { add(reader.relocated(content, to: line), of: stated.container, node, line: line) }
            return true
        }
        guard let method = index.statedModifierMethod(name), method.function.pair(node.allArguments) != nil,
              let stated = index.statedModifier(made: method.made), reader.statedModifierNeedsApplication(stated) else { return false }
        guard environment.depth < reader.resolver.limits.maximumInliningDepth else { return false }
        let content = reader.resolver.inline(method.function, call: node, environment) { _, inner in
            reader.statedModifierActions(stated, made: method.made, inner)
        }
        if !sameAsDeclared(content, stated) { add(reader.relocated(content, to: line), of: stated.container, node, line: line) }
        return true
    }

    /// True when an application of `stated` shows the actions its body shows whatever it is
    /// given (`Button("Delete", role: .destructive)`, `Button("Cancel", role: .cancel)`): the
    /// body's group, found where it is declared, is that group already.
    private func sameAsDeclared(_ content: Content, _ stated: StatedModifier) -> Bool {
        var declared = Environment(file: stated.body.file, typeName: stated.type.name)
        declared.conditionScope = ""
        let own = reader.closureContent(stated.actions, declared)
        return own.variants == content.variants && own.runtime == content.runtime && own.runtimeBranch == content.runtimeBranch
    }

    /// The container an app's modifier named for an alert or a dialog stands for
    /// (`confirmationDialogOrAlert` a dialog, `appAlert` an alert); nil for any other name.
    private static func dialogContainer(named name: String) -> String? {
        let lowered = name.lowercased()
        if lowered.contains("dialog") || lowered.contains("actionsheet") { return "confirmationDialog" }
        return lowered.contains("alert") ? "alert" : nil
    }

    /// An app's own modifier that passes a closure on to `.alert`, `.confirmationDialog`,
    /// `.contextMenu` or `.swipeActions` (`.confirmationDialogOrAlert("…", isPresented: $x) { … }`):
    /// the closure this call passes for it is the group, here.
    private func wrappedModifier(_ name: String, _ node: FunctionCallExprSyntax, line: Int, _ environment: Environment) {
        let index = reader.resolver.index
        if statedModifierGroup(name, node, line: line, environment) { return }
        guard let wrapper = index.modifierWrapper(name, depth: reader.resolver.limits.maximumInliningDepth) else {
            unseenDialogModifier(name, node, line: line, environment)
            return
        }
        guard let pairs = wrapper.function.pair(node.allArguments),
              let closure = pairs.first(where: { $0.0.name == wrapper.parameter })?.1.expression.as(ClosureExprSyntax.self) else { return }
        actions(closure, of: wrapper.container, node, line: line, environment)
    }

    /// An app's own alert or dialog modifier declared outside the scanned folders
    /// (`.confirmationDialogOrAlert("…", isPresented: $x, actions: { … })`, its `extension View`
    /// in a folder not scanned): named for an alert or a dialog and passing an `actions:`
    /// closure, SwiftUI's own label for them (or a trailing closure followed by `message:`, as
    /// SwiftUI's own are written), it is read as that container. A modifier the scanned code
    /// declares is read from its body instead (``wrappedModifier``), and so is never guessed at.
    private func unseenDialogModifier(_ name: String, _ node: FunctionCallExprSyntax, line: Int, _ environment: Environment) {
        let beforeMessage = node.additionalTrailingClosures.contains { $0.label.text == "message" } ? node.trailingClosure : nil
        guard let container = Self.dialogContainer(named: name), let closure = node.closure("actions") ?? beforeMessage,
              !reader.resolver.index.declaresFunction(named: name) else { return }
        actions(closure, of: container, node, line: line, environment)
    }

    /// The call `expression` stands for (an `Alert.Button`, a `ContextMenu`): itself, or the local
    /// constant it names (`let primary = okButton` under `#if os(iOS)`, `let okButton =
    /// .default(Text(…))`), followed 8 names deep.
    private func statedCall(_ expression: ExprSyntax, near node: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        for _ in 0..<8 {
            if let call = current.as(FunctionCallExprSyntax.self) { return call }
            guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = localConstant(name, before: node) else { return nil }
            current = value
        }
        return nil
    }

    /// The value of the last local `let`/`var` named `name` declared before `node` in the bodies
    /// around it, as an iOS build compiles them.
    private func localConstant(_ name: String, before node: some SyntaxProtocol) -> ExprSyntax? {
        let rule = LocalDeclarations.Rule(extent: .startedBefore, fileLevel: true, accepts: { $0.value != nil })
        guard case .declared(let entry) = reader.resolver.locals.innermost(name, at: Syntax(node), rule) else { return nil }
        return entry.value
    }

    /// True for `Alert(primaryButton:secondaryButton:)` and an app's model shaped like it, with
    /// more buttons beside its primary one (`verticalButtons: […]`) or not.
    private static func isAlertModel(_ node: FunctionCallExprSyntax) -> Bool {
        node.argument("primaryButton") != nil && (node.argument("secondaryButton") != nil || extraButtons(node) != nil)
    }

    /// The argument giving an alert model more buttons (`verticalButtons: […]`, any label ending in `Buttons`).
    private static func extraButtons(_ node: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        node.arguments.first { $0.label?.text.hasSuffix("Buttons") == true }
    }

    /// `Alert(title:, primaryButton: .destructive(Text("…")), secondaryButton: .cancel())`, and an
    /// app's own alert model shaped like it (`AlertInfo(title:, primaryButton: .init(title: L10n.no),
    /// secondaryButton: .init(title: L10n.yes, role: .destructive))`): the buttons of an alert. The
    /// model's extra buttons (`verticalButtons: [.init(title:…)]`) are part of it, listed above
    /// the two (iOS then stacks them, the cancel one last); extra buttons made at run time leave
    /// the alert skipped.
    private func legacyAlert(_ node: FunctionCallExprSyntax) {
        addLegacyAlert(node, environment(node), line: file.line(of: node), endLine: file.endLine(of: node), owner: node.enclosingTypeName)
    }

    /// `ActionSheet(title:, buttons: [.default(Text("…")) { … }, .cancel()])` (SwiftUI's first
    /// form of a confirmation dialog): its buttons, the cancel one last as iOS shows it; a list
    /// made at run time, or a button the scan cannot read, leaves it skipped.
    private func legacyActionSheet(_ node: FunctionCallExprSyntax) {
        let line = file.line(of: node), environment = environment(node)
        guard let list = node.argument("buttons"), let array = list.as(ArrayExprSyntax.self) else {
            sink.skip(line: line, container: "actionSheet", reason: "buttons from `\(reader.resolver.short(node.argument("buttons") ?? ExprSyntax(node)))`, known only at run time")
            return
        }
        let buttons: [FoundButton]
        switch alertButtons(array, environment) {
        case .success(let read): buttons = read
        case .failure(let unread):
            // The button's own problem where it names one (a title known only at run time).
            let reason = unread.problem.map(\.reason).flatMap { $0.isEmpty ? nil : $0 } ?? unread.reason
            sink.skip(line: line, container: "actionSheet", reason: reason)
            return
        }
        sink.add(Content(variants: [buttons]), container: "actionSheet", owner: node.enclosingTypeName, line: line, endLine: file.endLine(of: node),
                 modes: AlertLayout.listModes, order: AlertLayout.sheetOrder)
    }

    /// The alert `node` states, read in `environment` and reported at `line` (its own, or the
    /// `.alert` that shows it when a helper of the app makes it).
    private func addLegacyAlert(_ node: FunctionCallExprSyntax, _ environment: Environment, line: Int, endLine: Int, owner: String?) {
        switch legacyAlertButtons(node, environment) {
        case .success(let buttons):
            sink.add(Content(variants: [buttons]), container: "alert", owner: owner, line: line, endLine: endLine,
                     modes: AlertLayout.alertModes, order: AlertLayout.alertOrder)
        case .failure(let problem) where !problem.reason.isEmpty:
            sink.skip(line: line, container: "alert", reason: problem.reason)
        case .failure:
            break
        }
    }

    /// The buttons of alert `node` read in `environment`, or why they cannot be (an empty reason:
    /// not an alert the scan reports, nothing to say).
    func legacyAlertButtons(_ node: FunctionCallExprSyntax, _ environment: Environment) -> Result<[FoundButton], TitleProblem> {
        var buttons: [FoundButton] = []
        if let extra = Self.extraButtons(node) {
            guard let array = extra.expression.as(ArrayExprSyntax.self) else {
                return .failure(TitleProblem(reason: "line \(file.line(of: extra)): buttons from `\(reader.resolver.short(extra.expression))`, known only at run time"))
            }
            for element in array.elements {
                guard let call = element.expression.as(FunctionCallExprSyntax.self), call.argument("title") != nil else {
                    return .failure(TitleProblem(reason: "line \(file.line(of: element)): a button the scan cannot read in `\(extra.label?.text ?? "")`"))
                }
                switch alertButton(call, environment) {
                case .success(let button): buttons.append(button)
                case .failure(let problem): return .failure(problem)
                }
            }
        }
        for label in ["primaryButton", "secondaryButton"] {
            guard let written = node.argument(label) else { continue }
            guard let argument = statedCall(written, near: node) else { return .failure(TitleProblem(reason: "")) }
            switch alertButton(argument, environment) {
            case .success(let button): buttons.append(button)
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(buttons)
    }


    /// One button of an alert: SwiftUI's `Alert.Button` (`.destructive(Text("…"))`, `.cancel()`)
    /// or an app's model (`.init(title: L10n.no, role: .cancel)`). A failure with no reason is
    /// not an alert button at all.
    private func alertButton(_ argument: FunctionCallExprSyntax, _ environment: Environment) -> Result<FoundButton, TitleProblem> {
        let kind = argument.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let buttonLine = file.line(of: argument)
        if let title = argument.argument("title") {
            // An app's button model: `title:` a `String`, `role:` SwiftUI's.
            guard case .success(let titles) = reader.titles.plain(title, environment), let first = titles.first else {
                return .failure(TitleProblem(reason: "line \(buttonLine): a title known only at run time"))
            }
            return .success(FoundButton(line: buttonLine, title: first, icon: nil, role: Modifiers.role(argument.argument("role")), style: nil))
        }
        let role = kind == "cancel" ? "cancel" : kind == "destructive" ? "destructive" : nil
        if let text = argument.arguments.first?.expression.as(FunctionCallExprSyntax.self) {
            guard case .success(let titles)? = reader.titles.text(text, environment), let title = titles.first else {
                return .failure(TitleProblem(reason: "line \(buttonLine): a title known only at run time"))
            }
            return .success(FoundButton(line: buttonLine, title: title, icon: nil, role: role, style: nil))
        }
        if kind == "cancel" {
            // SwiftUI's `.cancel()`: iOS's own "Cancel", in the system's language (written as English text).
            return .success(FoundButton(line: buttonLine, title: .text("Cancel"), icon: nil, role: "cancel", style: nil))
        }
        return .failure(TitleProblem(reason: ""))
    }
}
