import SwiftSyntax

/// Finds UIKit's groups in one file: a `UIAlertController`'s actions, a `UIMenu`'s children, a
/// `UIStackView`'s arranged buttons (wherever in the class they are added and configured), the
/// navigation bar's items, and DynamicButtonStack's `DynamicButtonStack(buttons:)`.
final class UIKitGroupFinder: SyntaxVisitor {
    /// How many lists of buttons are being followed, one inside another (``elements(_:_:_:)``).
    private var listDepth = 0
    /// How many more alert helpers a helper's call may be followed into (``ownAlerts``), so that
    /// helpers calling many helpers stay cheap.
    var alertHelperBudget = 0
    /// The names the file calls `addArrangedSubview(…)` or `addArrangedSubviews(…)` on, found in
    /// one pass the first time a constant made by a call asks (``factoryStackView(_:)``).
    lazy var arrangingNames: Set<String> = Self.arrangingNames(in: Syntax(file.tree))
    /// How many scopes were searched for a factory-made stack's arranged views: the work, counted.
    var factoryScopesRead = 0
    /// The names used in a scope (a body, or the file), worked out once a scope (``isSection(_:)``,
    /// ``legacyAlertView(_:sheet:)``).
    var referencesByScope: [SyntaxIdentifier: [String: [DeclReferenceExprSyntax]]] = [:]
    /// The functions each statement list declares, by name (worked out once a list, ``enclosingLocalFunction``).
    var localFunctionsByList: [SyntaxIdentifier: [String: FunctionDeclSyntax]] = [:]
    /// How many statement lists were gathered for their functions: the work, counted.
    var statementListsGathered = 0
    /// How many lists of row actions were read (`tableView(_:editActionsForRowAt:)`'s): the work, counted.
    var rowActionListsRead = 0
    /// Whether the file calls `addButton(withTitle:)` anywhere, worked out once a file
    /// (``legacyAlertView(_:sheet:)``): nil until asked.
    var fileAddsLegacyButtons: Bool?
    /// The most lists followed one inside another.
    static let maximumListDepth = 16
    let reader: ViewReader
    let sink: GroupSink
    var file: ParsedFile { sink.file }
    var titles: TitleReader { reader.titles }
    var icons: IconReader { reader.icons }

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

    /// A class that is itself a stack view (`final class SearchBar: UIStackView`).
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        stackViewSubclass(node)
        return .visitChildren
    }

    // MARK: alert controllers

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        alertModelInitializer(node)
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        // A clause of `#if` is read in the statements around it, the clause an iOS build takes
        // spliced in (``CodeBlockItemListSyntax/iOSItems``): read again on its own, its alert
        // was reported twice, and an alert of a clause iOS leaves out once.
        if node.parent?.is(IfConfigClauseSyntax.self) != true { alertControllers(in: node) }
        return .visitChildren
    }

    // MARK: menus, stacks, bars

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.calledBaseName {
        case "UIMenu":
            // An inline menu is shown in its parent menu, as part of that group; one that is no
            // other menu's child (`button.menu = avatarMenu` of a property returning it) is a menu.
            let inline = node.argument("options")?.trimmedDescription.contains("displayInline") == true && isSection(node)
            if let children = node.argument("children"), !inline {
                let content = elements(children, node) { self.menuElement($0.expression, $1, titleSetLater: $0.titleSetLater) }
                // The menu a context menu configuration's provider returns is that context menu, where it is made.
                let site = Self.contextMenuConfiguration(providing: node).map(Syntax.init) ?? Syntax(node)
                sink.add(content, container: "uiMenu", owner: node.enclosingTypeName, line: file.line(of: site), endLine: file.endLine(of: site), modes: AlertLayout.listModes)
            }
        case "UIActionSheet", "UIAlertView":
            legacyAlertView(node, sheet: node.calledBaseName == "UIActionSheet")
        case "DynamicButtonStack":
            if let buttons = node.argument("buttons") {
                let content = elements(buttons, node) { self.uiButton($0.expression, $1) }
                sink.add(content, container: "dynamicButtonStack", owner: node.enclosingTypeName, line: file.line(of: node), endLine: file.endLine(of: node))
            }
        case "UIStackView":
            stackView(node)
        case "UISwipeActionsConfiguration":
            if let actions = node.argument("actions") {
                let content = elements(actions, node) { self.contextualAction($0, $1) }
                sink.add(content, container: "swipeActions", owner: node.enclosingTypeName, line: file.line(of: node), endLine: file.endLine(of: node), modes: { _ in [2] })
            }
        default:
            if !barItemHelper(node), !inlinedAlertHelper(node) { alertHelper(node) }
        }
        return .visitChildren
    }

    /// The `UIContextMenuConfiguration(…) { _ in … }` whose action provider (its trailing closure
    /// or `actionProvider:`) makes `menu` as its own menu, not a submenu of another; nil otherwise.
    static func contextMenuConfiguration(providing menu: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        // Returned (`return UIMenu(…)`), or the provider's single expression; a menu held in a
        // constant is a submenu.
        let returned = menu.parent?.as(ReturnStmtSyntax.self)?.expression?.id == ExprSyntax(menu).id
        let single = menu.parent?.as(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self).map {
            $0.count == 1 && $0.parent?.is(ClosureExprSyntax.self) == true
        } ?? false
        guard returned || single else { return nil }
        var current = menu.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) {
                var holder = closure.parent
                if holder?.is(LabeledExprSyntax.self) == true, holder?.as(LabeledExprSyntax.self)?.label?.text == "actionProvider" {
                    holder = holder?.parent?.parent
                }
                guard let call = holder?.as(FunctionCallExprSyntax.self), call.calledBaseName == "UIContextMenuConfiguration" else { return nil }
                return call
            }
            if parent.is(FunctionDeclSyntax.self) || parent.typeDeclarationName != nil { return nil }
            current = parent.parent
        }
        return nil
    }

    /// An app's alert helper given its actions as an array (`presentAlert(title:message:actions:
    /// [UIAlertAction(…), UIAlertAction(…)])`): the helper adds them to a `UIAlertController`, an
    /// alert of those actions. Two or more actions written inline make the group. An argument
    /// labelled `actions` (or `alertActions`) of actions an alert model of the app or a library makes (`alert(title:
    /// actions: [.init(title: …, style: .cancel), .init(title: …, style: .destructive)])`,
    /// `AppAlert(actions: [.init(type: .destructive, title: …)])`) is such an alert too, an
    /// action sheet when the call asks for one (`style: .actionSheet`). A list labelled `buttons`
    /// of buttons a model makes with a title is an app's button group the same way.
    private func alertHelper(_ node: FunctionCallExprSyntax) {
        // A list being built (`actions.append(contentsOf: [a, b])`) is part of an alert made
        // later, read there (``builtActions(_:before:_:nesting:)``), not an alert of its own.
        guard !["append", "insert"].contains(node.calledBaseName ?? "") else { return }
        // `alert.addActions([…])`, an app's alert method on an alert made just before: read with
        // that alert (``madeAlerts(_:_:)``), one group.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(Self.name),
           reader.resolver.index.alertMethodOwners.contains(where: { $0.functions[member.declName.baseName.text] != nil }),
           declaresLocalAlert(named: base, before: node) { return }
        for argument in node.arguments {
            guard let array = argument.expression.as(ArrayExprSyntax.self), array.elements.count >= 2 else { continue }
            // Each element made in place, or a constant made just before (`actions: [okAction, faqAction]`).
            let calls = array.elements.compactMap { listedButton($0.expression, near: node).expression.as(FunctionCallExprSyntax.self) }
            guard calls.count == array.elements.count else { continue }
            var environment = Environment(file: file, typeName: node.enclosingTypeName)
            reader.bindLocals(before: node, into: &environment)
            let labelledActions = Self.namesActions(argument.label?.text)
            // Each element an action made in place, or returned by the app's helper
            // (`AlertHelper.cancelAction()`, its title a default argument; `makeCancelAction()`
            // returning the app's action model, `.init(title: …, style: .cancel)`, given as `actions:`).
            // A helper overloaded by return type (`makeCancelAction() -> UIAlertAction` beside
            // `-> AdamantAlertAction`) is, to Swift, the one of the list's type: the app's model
            // where another element's helper returns it (`makeRenameAction() -> AdamantAlertAction`).
            let models = labelledActions ? listedModels(calls, environment) : []
            let made: [(call: FunctionCallExprSyntax, environment: Environment)?] = calls.map { call in
                if call.calledBaseName == "UIAlertAction" { return (call, environment) }
                if !models.isEmpty, let model = returnedModelAction(call, environment, returning: models) { return (model.call, model.environment) }
                if let action = returnedAction(call, environment, kinds: ["UIAlertAction"]) { return (action.call, action.environment) }
                guard labelledActions, let model = returnedModelAction(call, environment) else { return nil }
                return (model.call, model.environment)
            }
            let alertActions = made.allSatisfy { $0 != nil } && calls.contains { $0.calledBaseName == "UIAlertAction" || labelledActions }
            let modelActions = labelledActions && zip(calls, made).allSatisfy { call, action in
                Self.makesTitledAction(call) || action.map { Self.makesTitledAction($0.call) } == true
            }
            // `buttons: [.init(style: .yellow, title: …) { … }, .init(style: .transparent, title: …)]`:
            // an app's button group (a bottom sheet's, a dialog's) of the buttons each element makes.
            let modelButtons = !alertActions && argument.label?.text == "buttons" && calls.allSatisfy(Self.makesTitledAction)
            guard alertActions || modelActions || modelButtons else { continue }
            let content = zip(calls, made).map { call, action in
                // A helper's action carries the line of its element, where the group states it.
                action.map { Self.relocated(alertAction($0.call, $0.environment), to: file.line(of: call)) } ?? alertAction(call, environment)
            }.reduce(Content.empty) { $0.then($1, limit: reader.limit) }
            if modelButtons {
                // Laid out as the app's component lays it: unknown here, so as iOS lays out two or more actions.
                sink.add(content, container: "buttonGroup", owner: node.enclosingTypeName, line: file.line(of: node),
                         endLine: file.endLine(of: node), modes: AlertLayout.alertModes)
                continue
            }
            let sheet = node.arguments.contains { ["style", "preferredStyle"].contains($0.label?.text) && $0.expression.trimmedDescription.hasSuffix(".actionSheet") }
            sink.add(content, container: sheet ? "actionSheet" : "alertController", owner: node.enclosingTypeName, line: file.line(of: node),
                     endLine: file.endLine(of: node), modes: sheet ? AlertLayout.listModes : AlertLayout.alertModes, order: sheet ? AlertLayout.sheetOrder : AlertLayout.alertOrder)
        }
    }

    /// The action model a helper of the app returns made in place with a title (`func
    /// makeCancelAction() -> AlertAction { .init(title: L10n.cancel, style: .cancel) }`), read with
    /// the call's arguments; nil for any other call.
    /// With `returning`, a helper overloaded by return type is the one returning one of those models.
    private func returnedModelAction(_ call: FunctionCallExprSyntax, _ environment: Environment, returning: Set<String>? = nil) -> ReturnedAction? {
        let resolver = reader.resolver
        guard let called = call.calledName, call.calledBaseName?.first?.isLowercase == true,
              let returnType = (resolver.findFunction(called, call: call, environment)
                ?? returning.flatMap { resolver.findFunction(called, call: call, environment, returning: $0) })?.returnType else { return nil }
        let model = Self.bareActionType(returnType)
        guard model.first?.isUppercase == true, let action = returnedAction(call, environment, kinds: [model, "init"]),
              Self.makesTitledAction(action.call) else { return nil }
        return action
    }

    /// The action models (no `UIAlertAction`) the helpers of `calls` are declared to return, each
    /// helper one Swift can tell without the list's type.
    private func listedModels(_ calls: [FunctionCallExprSyntax], _ environment: Environment) -> Set<String> {
        Set(calls.compactMap { call -> String? in
            guard let called = call.calledName, call.calledBaseName?.first?.isLowercase == true,
                  let returnType = reader.resolver.findFunction(called, call: call, environment)?.returnType else { return nil }
            let model = Self.bareActionType(returnType)
            return model.first?.isUppercase == true && model != "UIAlertAction" ? model : nil
        })
    }

    /// True for an argument label that says it holds an alert's actions: `actions`, or
    /// `alertActions` (Bitwarden's `Alert(title:message:alertActions:)`); not any `…Actions`
    /// (`leadingActions:` of swipe actions, `primaryActions:` of an empty state).
    private static func namesActions(_ label: String?) -> Bool {
        label == "actions" || label == "alertActions"
    }

    /// An action an alert model makes in place with a title: `.init(title: …)`, `Action(title: …)`.
    private static func makesTitledAction(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.argument("title") != nil else { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.base == nil && member.declName.baseName.text == "init" }
        return call.calledBaseName?.first?.isUppercase == true
    }

    /// `func tableView(_:editActionsForRowAt:) -> [UITableViewRowAction]?`, the swipe actions
    /// before `UISwipeActionsConfiguration`: each list of two or more actions it returns is a
    /// variant of one swipe group, at the first such `return`.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        factoryStackView(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "editActionsForRowAt" }),
              let body = node.body else { return .visitChildren }
        // The function's own returns, not a handler closure's.
        let returns = body.statements.descendants(ReturnStmtSyntax.self).filter { returned in
            var current = returned.parent
            while let parent = current, parent.id != Syntax(node).id {
                if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) { return false }
                current = parent.parent
            }
            return true
        }
        // A variant a list, so no more lists than a group keeps variants are read (each reads the
        // function's statements again: thousands of `return`s would take minutes).
        let lists = Array(returns.lazy.compactMap { $0.expression?.as(ArrayExprSyntax.self) }.filter { $0.elements.count >= 2 }.prefix(reader.limit))
        guard let first = lists.first else { return .visitChildren }
        rowActionListsRead += lists.count
        let contents = lists.map { list in elements(ExprSyntax(list), list) { self.contextualAction($0, $1) } }
        let content = contents.dropFirst().reduce(contents[0]) { $0.or($1, limit: reader.limit) }
        sink.add(content, container: "swipeActions", owner: node.enclosingTypeName, line: file.line(of: first), endLine: file.endLine(of: first),
                 modes: { _ in [2] })
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `navigationItem.rightBarButtonItems = [a, b]`
        guard let assignment = Assignment(node), let target = assignment.target.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let name = target.declName.baseName.text
        // `toolbar.items = [cancel, flexSpace, done]` of a `UIToolbar` made nearby (a keyboard's
        // accessory bar), or a view controller's `toolbarItems`: a toolbar.
        let toolbar = name == "toolbarItems" || (name == "items" && target.base.flatMap(Self.name).map { isToolbar($0, near: node) } == true)
        guard name == "rightBarButtonItems" || name == "leftBarButtonItems" || toolbar,
              !assignment.value.is(NilLiteralExprSyntax.self) else { return .visitChildren }
        // A helper setting the items it is passed: each call is the group (`barItemHelper`).
        if Self.isParameter(assignment.value, of: node) { return .visitChildren }
        let content = elements(assignment.value, node) { self.barItem($0, $1) }
        sink.add(content, container: toolbar ? "toolbar" : "navigationBar", owner: node.enclosingTypeName, line: file.line(of: node),
                 endLine: file.endLine(of: node), modes: { _ in [1] })
        return .visitChildren
    }

    /// True when local or property `name` is a `UIToolbar` (`let toolbar = UIToolbar(…)`, or a
    /// property declared one).
    private func isToolbar(_ name: String, near node: some SyntaxProtocol) -> Bool {
        if let made = declaration(named: name, near: node)?.as(FunctionCallExprSyntax.self) { return made.calledBaseName == "UIToolbar" }
        return reader.resolver.propertyType(name, Environment(file: file, typeName: node.enclosingTypeName)) == "UIToolbar"
    }

    /// One button of a list: the expression that makes it, and the title a later statement gives
    /// it when it is a constant or property (`item.title = …`, `item.accessibilityLabel = …`).
    struct ListedButton {
        var expression: ExprSyntax
        var titleSetLater: ExprSyntax? = nil
        /// The icon a later statement gives it (`action.image = UIImage(systemName: "trash")`).
        var imageSetLater: ExprSyntax? = nil
    }

    /// The buttons of an array literal (or a constant holding one, or a list built by appending)
    /// of calls or names declared nearby.
    func elements(_ expression: ExprSyntax, _ node: some SyntaxProtocol, _ read: (ListedButton, Environment) -> Content) -> Content {
        // Lists are followed into the lists their items name (a submenu held by a property) no
        // deeper than code nests them in practice: `lazy var a = UIMenu(children: [b])` with
        // `b` naming `a` again would otherwise recurse until the stack ran out.
        guard listDepth < Self.maximumListDepth else {
            return .runtime("line \(file.line(of: expression)): menus inside menus deeper than \(Self.maximumListDepth)", buttons: 2)
        }
        listDepth += 1
        defer { listDepth -= 1 }
        var environment = Environment(file: file, typeName: node.enclosingTypeName)
        reader.bindLocals(before: node, into: &environment)  // `let deleteTitle = NSLocalizedString(…)` above
        if let name = Self.name(expression), let built = builtList(name, before: node, read) { return built }
        // `items.reversed()`: the list, last first.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "reversed", let base = member.base {
            var reversed = elements(base, node, read)
            reversed.variants = reversed.variants.map { Array($0.reversed()) }
            return reversed
        }
        // `[edit, rename, call].compactMap { $0 }`: the list, its optionals left out where they are nil.
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "compactMap", let base = member.base, Self.isIdentityClosure(call) {
            return elements(base, node, read)
        }
        if let returned = listHelperReturn(expression, environment) { return elements(returned, returned, read) }
        if let mapped = mappedList(expression, node, read) { return mapped }
        var list = expression.as(ArrayExprSyntax.self)
        if list == nil, let name = Self.name(expression), let value = declaration(named: name, near: node)?.as(ArrayExprSyntax.self) { list = value }
        guard let list else {
            return .runtime("line \(file.line(of: expression)): buttons from `\(reader.resolver.short(expression))`, built at run time", buttons: 2)
        }
        var result = Content.empty
        for element in list.elements {
            result = result.then(item(listedButton(element.expression, near: node), environment, read), limit: reader.limit)
        }
        return result
    }

    /// True for a call given only `{ $0 }` (or `{ x in x }`) as its closure.
    static func isIdentityClosure(_ call: FunctionCallExprSyntax) -> Bool {
        let closure = call.trailingClosure ?? (call.arguments.count == 1 ? call.arguments.first?.expression.as(ClosureExprSyntax.self) : nil)
        guard let closure, call.arguments.isEmpty || call.trailingClosure == nil, closure.statements.count == 1,
              let only = closure.statements.first, let name = expression(only)?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name == ViewReader.closureParameter(closure)
    }

    /// A list made by mapping data the code states to buttons (`Field.allCases.map { field in
    /// UIAction(title: field.title) { … } }`, or a constant holding one): one button per element,
    /// the closure read with its parameter bound. Nil for anything else (a map over run-time data
    /// stays "built at run time").
    private func mappedList(_ expression: ExprSyntax, _ node: some SyntaxProtocol, _ read: (ListedButton, Environment) -> Content) -> Content? {
        var expression = expression
        if let name = Self.name(expression), let declared = declaration(named: name, near: node) { expression = declared }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map", let data = member.base,
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let only = closure.statements.first else { return nil }
        let environment = Environment(file: file, typeName: node.enclosingTypeName)
        guard let elements = reader.elements(of: data, environment),
              let made = Self.expression(only) ?? only.item.as(ReturnStmtSyntax.self)?.expression else { return nil }
        let parameter = ViewReader.closureParameter(closure)
        var result = Content.empty
        for element in elements {
            var inner = environment
            inner.bindings[parameter] = [element]
            result = result.then(item(ListedButton(expression: made), inner, read), limit: reader.limit)
        }
        return result
    }

    /// One item of a list of buttons: a constant chosen by an `if` expression or a ternary
    /// (`let more = if flag { UIBarButtonItem(…) } else { UIBarButtonItem(…) }`) gives a variant
    /// a branch; an item that is no button the scan reads (a helper's result, a deferred
    /// element) leaves the group known only at run time rather than written without it.
    func item(_ listed: ListedButton, _ environment: Environment, _ read: (ListedButton, Environment) -> Content) -> Content {
        // A bar's spacer (`.flexibleSpace()`, `.fixedSpace(16)`) or a label it shows is no button.
        let written = listed.expression.trimmedDescription
        if written.contains("flexibleSpace") || written.contains("fixedSpace") || showsMadeNonButton(listed.expression) { return .empty }
        let choices = Self.choices(listed.expression)
        if choices.count > 1 {
            // A choice of no button (`call = nil` in one branch): nothing in that variant. (Only a
            // branch's: `var call: UIAction? = nil` may be set later, the `nil` it starts as no choice.)
            func choice(_ expression: ExprSyntax) -> Content {
                if expression.is(NilLiteralExprSyntax.self) { return Content(variants: [[]]) }
                return item(ListedButton(expression: expression, titleSetLater: listed.titleSetLater, imageSetLater: listed.imageSetLater), environment, read)
            }
            return choices.dropFirst().reduce(choice(choices[0])) { $0.or(choice($1), limit: reader.limit) }
        }
        let content = read(listed, environment)
        guard content.hasNoButtons, content.anyRuntime == nil else { return content }
        return .runtime("line \(file.line(of: listed.expression)): an item the scan cannot read (`\(reader.resolver.short(listed.expression))`)")
    }

    /// The expressions an `if` expression of single-expression branches, or a ternary, chooses between; the expression alone otherwise.
    static func choices(_ expression: ExprSyntax) -> [ExprSyntax] {
        if let conditional = expression.as(IfExprSyntax.self), let first = single(conditional.body.statements) {
            switch conditional.elseBody {
            case .codeBlock(let other)?: if let second = single(other.statements) { return [first, second] }
            case .ifExpr(let next)?: let rest = choices(ExprSyntax(next)); if rest.count > 1 { return [first] + rest }
            case nil: break
            }
            return [expression]
        }
        if let ternary = expression.as(TernaryExprSyntax.self) { return [ternary.thenExpression, ternary.elseExpression] }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let ternary = Array(sequence.elements)[1].as(UnresolvedTernaryExprSyntax.self), let last = sequence.elements.last {
            return [ternary.thenExpression, last]
        }
        return [expression]
    }

    private static func single(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first, let expression = expression(only) else { return nil }
        // A branch setting the constant declared before it (`call = UIAction(…)`): the value it sets.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let value = sequence.elements.last { return value }
        return expression
    }

    /// The `if` right after `declared` (a constant declared without a value) whose every branch
    /// only sets `name`, an `else` included; nil for any other use.
    static func branchAssignment(of name: String, after declared: CodeBlockItemSyntax, in statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let position = statements.firstIndex(where: { $0.id == declared.id }) else { return nil }
        let next = statements.index(after: position)
        guard next != statements.endIndex, let conditional = expression(statements[next])?.as(IfExprSyntax.self) else { return nil }
        var current: IfExprSyntax? = conditional
        while let branch = current {
            guard setsOnly(name, branch.body.statements) else { return nil }
            switch branch.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?:
                guard setsOnly(name, block.statements) else { return nil }
                current = nil
            case nil: return nil
            }
        }
        return ExprSyntax(conditional)
    }

    /// True when `statements` is one statement, `name = value`.
    private static func setsOnly(_ name: String, _ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let only = statements.first, let sequence = expression(only)?.as(SequenceExprSyntax.self),
              sequence.elements.count == 3, let first = sequence.elements.first else { return false }
        return Array(sequence.elements)[1].is(AssignmentExprSyntax.self) && Self.name(first) == name
    }

    /// An element of a list: made in place, or a constant or property declared nearby, with the
    /// title a later statement sets.
    func listedButton(_ expression: ExprSyntax, near node: some SyntaxProtocol) -> ListedButton {
        guard let name = Self.name(expression), let declared = declaration(named: name, near: node) else { return ListedButton(expression: expression) }
        return ListedButton(expression: declared, titleSetLater: setLater(on: name, near: node, ["title", "accessibilityLabel"]),
                            imageSetLater: setLater(on: name, near: node, ["image"]))
    }

    /// The value statements give `name`'s first property of `properties` after it is made, in
    /// the body that declares it (or its type, for a property): its title (`name.title = …`, else
    /// `name.accessibilityLabel = …`, an icon's) or its icon (`name.image = …`).
    func setLater(on name: String, near node: some SyntaxProtocol, _ properties: [String]) -> ExprSyntax? {
        var scope = Self.typeScope(of: node)
        var current = node.parent
        while let parent = current, parent.typeDeclarationName == nil {
            if let statements = parent.as(CodeBlockItemListSyntax.self), statements.contains(where: { item in
                item.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true
            }) {
                scope = Syntax(statements)
                break
            }
            current = parent.parent
        }
        guard let scope else { return nil }
        let assignments = Self.assignments(on: name, in: scope)
        for property in properties {
            if let found = assignments.first(where: { [name, "self." + name].map { $0 + "." + property }.contains($0.target.trimmedDescription) }) {
                return found.value
            }
        }
        return nil
    }

    /// A `UIAction(title:image:attributes:)`, or a submenu as one button.
    private func menuElement(_ expression: ExprSyntax, _ environment: Environment, titleSetLater: ExprSyntax? = nil,
                             attributesSetLater: ExprSyntax? = nil) -> Content {
        let kinds: Set<String> = ["UIAction", "UIMenu", "UICommand", "UIMenuElement"]
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledBaseName else {
            // An action a property of the type returns (`self.acceptInviteAction`), or a closure
            // called in place (a `lazy var`'s `= { … }()`).
            let returned = expression.as(FunctionCallExprSyntax.self).flatMap { closureAction($0, environment, kinds: kinds) }
                ?? propertyAction(expression, environment, kinds: kinds)
            guard let returned else { return .empty }
            return Self.relocated(returnedMenuElement(returned), to: file.line(of: expression))
        }
        guard ["UIAction", "UIMenu", "UICommand"].contains(name) else {
            // An action an app's helper returns (`self.renameAction(indexPath:)` -> `UIAction`).
            guard let returned = returnedAction(call, environment, kinds: kinds) else { return .empty }
            return Self.relocated(returnedMenuElement(returned), to: file.line(of: call))
        }
        // An inline submenu (`options: .displayInline`) shows its children in this menu.
        if name == "UIMenu", let children = call.argument("children"),
           call.argument("options")?.trimmedDescription.contains("displayInline") == true || call.argument("title")?.as(StringLiteralExprSyntax.self)?.literalText == "" {
            return elements(children, call) { self.menuElement($0.expression, $1, titleSetLater: $0.titleSetLater) }
        }
        let attributes = call.argument("attributes") ?? attributesSetLater
        let role = attributes?.trimmedDescription.contains("destructive") == true ? "destructive" : nil
        return titledButton(line: file.line(of: call), title: call.argument("title") ?? titleSetLater, image: call.argument("image"), role: role, environment)
    }

    /// The menu element a helper or property returns, with the title and attributes its body
    /// gives the action after making it (`action.attributes = .destructive; return action`).
    private func returnedMenuElement(_ returned: ReturnedAction) -> Content {
        var titleSetLater: ExprSyntax? = nil
        var attributesSetLater: ExprSyntax? = nil
        if let name = returned.storedAs, let site = returned.site {
            titleSetLater = setLater(on: name, near: site, ["title"])
            attributesSetLater = setLater(on: name, near: site, ["attributes"])
        }
        return eachBranch(returned) { menuElement(ExprSyntax(returned.call), $0, titleSetLater: titleSetLater, attributesSetLater: attributesSetLater) }
    }

    /// A `UIContextualAction(style:title:handler:)` of a swipe configuration, with the icon and
    /// title later statements give it (`action.image = …`; `title: nil` with `action.accessibilityLabel
    /// = …`), or the one an app's helper returns.
    private func contextualAction(_ listed: ListedButton, _ environment: Environment) -> Content {
        let property = listed.expression.is(FunctionCallExprSyntax.self) ? nil : propertyAction(listed.expression, environment, kinds: ["UIContextualAction"])
        guard let call = listed.expression.as(FunctionCallExprSyntax.self) ?? property?.call else { return .empty }
        guard call.calledBaseName == "UIContextualAction" || call.calledBaseName == "UITableViewRowAction", property == nil else {
            guard let returned = property ?? returnedAction(call, environment, kinds: ["UIContextualAction"]) else { return .empty }
            var made = ListedButton(expression: ExprSyntax(returned.call))
            if let name = returned.storedAs, let site = returned.site {
                made.titleSetLater = setLater(on: name, near: site, ["title", "accessibilityLabel"])
                made.imageSetLater = setLater(on: name, near: site, ["image"])
            }
            return Self.relocated(eachBranch(returned) { contextualAction(made, $0) }, to: file.line(of: listed.expression))
        }
        let title = call.argument("title").flatMap { $0.is(NilLiteralExprSyntax.self) ? nil : $0 } ?? listed.titleSetLater
        // `UITableViewRowAction`'s `.default` style is its red, destructive look.
        let style = call.argument("style")?.trimmedDescription ?? ""
        let role = style.hasSuffix("destructive") || call.calledBaseName == "UITableViewRowAction" && style.hasSuffix("default") ? "destructive" : nil
        // An app's convenience initializer taking the icon (`UIContextualAction(style:title:image:…)`).
        let image = call.argument("image") ?? listed.imageSetLater
        return titledButton(line: file.line(of: call), title: title, image: image, role: role, environment)
    }

    /// A `UIBarButtonItem(title:…)`, `(image:…)`, `(barButtonSystemItem:…)` or `(primaryAction:)`.
    func barItem(_ listed: ListedButton, _ environment: Environment) -> Content {
        // A view controller's own `editButtonItem`: UIKit's Edit item.
        if Self.name(listed.expression) == "editButtonItem", let (title, icon) = Self.systemItems["edit"] {
            return Content(variants: [[FoundButton(line: file.line(of: listed.expression), title: title, icon: icon, role: nil, style: nil)]])
        }
        // `lazy var item: UIBarButtonItem = { … return item }()`: the item it returns (not a closure again).
        if let call = listed.expression.as(FunctionCallExprSyntax.self), let built = builtBarItem(call),
           !(built.expression.as(FunctionCallExprSyntax.self)?.calledExpression.is(ClosureExprSyntax.self) ?? false) {
            return barItem(built, environment)
        }
        // `.init(title:style:target:action:)` in a list of bar items is a `UIBarButtonItem` too.
        guard let call = listed.expression.as(FunctionCallExprSyntax.self),
              call.calledBaseName == "UIBarButtonItem" || Self.isImplicitInit(call) else { return .empty }
        let line = file.line(of: call)
        if let custom = customViewItem(call, environment) { return custom }
        if let system = call.argument("barButtonSystemItem") ?? call.argument("systemItem") {
            let item = system.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            guard let (title, icon) = Self.systemItems[item] else { return .runtime("line \(line): system item .\(item)") }
            return Content(variants: [[FoundButton(line: line, title: title, icon: icon, role: nil, style: nil)]])
        }
        if let action = call.argument("primaryAction")?.as(FunctionCallExprSyntax.self) {
            return titledButton(line: line, title: action.argument("title"), image: action.argument("image"), role: nil, environment)
        }
        // `item.image = UIImage(named: "icStarSmall")` after `let item = UIBarButtonItem()`: its icon.
        return titledButton(line: line, title: call.argument("title") ?? listed.titleSetLater, image: call.argument("image") ?? listed.imageSetLater,
                            role: nil, environment)
    }

    /// True for `.init(…)` with no type written (the type the list around expects).
    static func isImplicitInit(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.text == "init"
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

    func titledButton(line: Int, title: ExprSyntax?, image: ExprSyntax?, role: String?, _ environment: Environment) -> Content {
        var iconList: [String] = []
        var unnamed: (written: String, reason: String)? = nil
        // `image: nil` shows no icon.
        if let image, !image.is(NilLiteralExprSyntax.self) {
            switch icons.imageExpression(image, environment) {
            case .success(let found): iconList = found
            case .failure(let problem):
                // An icon of a package the scan does not read (`Icon.add`): the button, its icon unnamed.
                guard let package = packageIconType(image) else { return .runtime("line \(line): icon: \(problem.reason)") }
                unnamed = (reader.resolver.short(image), "`\(package)` is not declared in the scanned code")
            }
        }
        guard let title else {
            return .unwritable("line \(line): the button shows only an icon and names no accessibility label")
        }
        switch titles.plain(title, environment) {
        case .success(let found):
            // Two ternaries over one condition (`pinned ? "UNPIN" : "PIN"`, `pinned ? "pin.slash" : "pin"`):
            // the i-th title shows the i-th icon.
            let paired = found.count > 1 && iconList.count == found.count
            return Content(variants: found.enumerated().map { index, title in
                [FoundButton(line: line, title: title, icon: paired ? iconList[index] : iconList.first, role: role, style: nil,
                             unnamedIcon: unnamed?.written, unnamedIconReason: unnamed?.reason)]
            })
        case .failure(let problem):
            return .runtime("line \(line): title: \(problem.reason)")
        }
    }

    // MARK: syntax helpers

    static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
    }

    /// `x` for `x` or `self.x`.
    static func name(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.isSelf == true {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The initial value of `name`: a local constant of the body around `node`, else a property of its type.
    func declaration(named name: String, near node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        while let parent = current {
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                for item in statements {
                    if let guarded = item.item.as(GuardStmtSyntax.self), item.position < node.position,
                       let value = Self.optionalBinding(name, in: guarded.conditions) {
                        return value  // `guard let action = helper(…) else { return }`
                    }
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let value = binding.initializer?.value { return value }
                        // `let call: UIAction?` then `if c { call = UIAction(…) } else { call = nil }`:
                        // the `if`, whose branches are the choices (``choices(_:)``).
                        if let set = Self.branchAssignment(of: name, after: item, in: statements) { return set }
                    }
                }
            }
            // `if let action = helper(…) { … }` around the use.
            if let conditional = parent.as(IfExprSyntax.self), conditional.body.position <= node.position, node.endPosition <= conditional.body.endPosition,
               let value = Self.optionalBinding(name, in: conditional.conditions) {
                return value
            }
            if parent.typeDeclarationName != nil { break }
            current = parent.parent
        }
        guard let typeName = node.enclosingTypeName, let property = reader.resolver.index.types[typeName]?.properties[name] else { return nil }
        if let initializer = property.initializer { return initializer }
        // A property set in an initializer: `self.button = HighlightButton()`.
        guard let scope = Self.typeScope(of: node) else { return nil }
        return scope.descendants(SequenceExprSyntax.self).lazy.compactMap(Assignment.init).first { assignment in
            Self.name(assignment.target) == name && assignment.value.is(FunctionCallExprSyntax.self)
        }?.value
    }

    /// The value `if let name = value` or `guard let name = value` binds in `conditions`.
    static func optionalBinding(_ name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = binding.initializer?.value else { continue }
            return value
        }
        return nil
    }

    /// The type declaration around `node`.
    /// When the same file extends the type too (UIKit views often set up in `extension View`), the
    /// whole file is its scope.
    static func typeScope(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if let name = parent.typeDeclarationName {
                let extended = parent.root.descendants(ExtensionDeclSyntax.self).contains {
                    $0.extendedType.trimmedDescription == name && Syntax($0) != parent
                }
                return extended ? parent.root : parent
            }
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
