import SwiftSyntax

/// Reads SwiftUI view code for the buttons it shows directly: a result builder's statements,
/// each branch of an `if` or `switch` a variant, `ForEach` over an enum's cases or a literal list
/// unrolled, `Group`/`Section`/`ToolbarItem` looked through, and helper functions, computed
/// properties and small views of the same code inlined (bounded depth). A nested stack is not
/// read: it is a group of its own.
struct ViewReader {
    let resolver: ValueResolver
    var titles: TitleReader { TitleReader(resolver: resolver) }
    var icons: IconReader { IconReader(resolver: resolver) }
    var limit: Int { resolver.limits.maximumVariants }

    /// Containers whose buttons form a group of their own.
    static let stackContainers: Set<String> = ["HStack", "VStack", "LazyHStack", "LazyVStack", "ViewThatFits", "ControlGroup",
                                               "Grid", "LazyVGrid", "LazyHGrid"]
    /// Views looked through: their content is their parent's.
    static let transparent: Set<String> = ["Group", "Section", "ToolbarItem", "ToolbarItemGroup", "GridRow", "TupleView"]
    /// Stacks a toolbar item may hold its buttons in, laid out in the bar.
    static let toolbarStacks: Set<String> = ["HStack", "VStack"]

    // MARK: content

    /// The buttons of a result builder's statements.
    func content(_ statements: CodeBlockItemListSyntax, _ environment: Environment) -> Content {
        var environment = environment
        var result = Content.empty
        for item in statements.iOSItems {
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initializer = binding.initializer?.value,
                       let values = resolver.evaluate(initializer, environment).values {
                        environment.bindings[name] = values
                    }
                }
                continue
            }
            result = result.then(statement(Syntax(item.item), environment), limit: limit)
        }
        return result
    }

    private func statement(_ node: Syntax, _ environment: Environment) -> Content {
        if let returned = node.as(ReturnStmtSyntax.self) { return returned.expression.map { view($0, environment) } ?? .empty }
        if let statement = node.as(ExpressionStmtSyntax.self) { return view(statement.expression, environment) }
        if let expression = node.as(ExprSyntax.self) { return view(expression, environment) }
        if let conditional = node.as(IfConfigDeclSyntax.self) { return ifConfig(conditional, environment) }
        return .empty
    }

    /// `#if`: the clause an iOS build takes (the first one not known to be left out).
    private func ifConfig(_ node: IfConfigDeclSyntax, _ environment: Environment) -> Content {
        guard let elements = IOSBuild.clause(of: node)?.elements else { return .empty }
        if let statements = elements.as(CodeBlockItemListSyntax.self) { return content(statements, environment) }
        return .empty
    }

    /// Local constants declared before `node` in the bodies around it (`let done = …` above the
    /// stack, under `#if os(iOS)` or not; in the closures and `if` bodies around it too),
    /// outermost first so an inner one shadows; a `var` assigned again (or a `let` given its
    /// value later) holds what its branches give it before `node`, else is known only at run time.
    func bindLocals(before node: some SyntaxProtocol, into environment: inout Environment) {
        var lists: [CodeBlockItemListSyntax] = []
        var current = node.parent
        while let parent = current, parent.typeDeclarationName == nil {
            if let statements = parent.as(CodeBlockItemListSyntax.self) { lists.append(statements) }
            current = parent.parent
        }
        for statements in lists.reversed() {
            for item in statements.iOSItems where item.position < node.position {
                guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                let isVar = declaration.bindingSpecifier.tokenKind == .keyword(.var)
                for binding in declaration.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    environment.bindings[name] = nil  // an inner declaration shadows an outer one
                    let initial = binding.initializer?.value
                    if initial == nil || (isVar && resolver.index.localChanges(statements).changes(name)) {
                        // Given its value in branches: each value; otherwise known only at run time.
                        environment.bindings[name] = branchValues(name, initial: initial, declaredAt: item.endPosition, in: statements, environment)
                            .map { Self.typed($0, binding.typeAnnotation) }
                        continue
                    }
                    guard let value = initial, value.endPosition <= node.position,
                          let values = resolver.evaluate(value, environment).values else { continue }
                    environment.bindings[name] = Self.typed(values, binding.typeAnnotation)
                }
            }
        }
    }

    /// Values a local declared `LocalizedStringKey` (or `LocalizedStringResource`) holds: its
    /// literals are keys (`let label: LocalizedStringKey = phone ? "Trailer" : "Watch Trailer"`
    /// is localized where `Text(label)` shows it); any other declaration's as they are.
    static func typed(_ values: [Value], _ annotation: TypeAnnotationSyntax?) -> [Value] {
        guard let type = annotation?.type.trimmedDescription, ["LocalizedStringKey", "LocalizedStringResource"].contains(type) else { return values }
        return values.map { if case .literal(let written) = $0 { return .key(written, table: "Localizable") } else { return $0 } }
    }

    /// The values local `name` of `statements` holds wherever it is read, when it is given them
    /// in branches (``LocalChanges/valuesAtEveryRead(of:initial:declaredAt:)``) and each is
    /// known; nil otherwise.
    func branchValues(_ name: String, initial: ExprSyntax?, declaredAt declaration: AbsolutePosition,
                      in statements: CodeBlockItemListSyntax, _ environment: Environment) -> [Value]? {
        guard let given = resolver.index.localChanges(statements).valuesAtEveryRead(of: name, initial: initial, declaredAt: declaration) else { return nil }
        return resolver.union(given.map { resolver.evaluate($0, environment) }).values
    }

    // MARK: one view

    /// The buttons one view expression shows directly.
    func view(_ expression: ExprSyntax, _ environment: Environment, accessibilityLabel: ExprSyntax? = nil) -> Content {
        // Past the inlining bound (a view showing itself, `again()` in `again()`'s body), the
        // view is not followed: its buttons are known only at run time, not left out (each level
        // read to the bound repeated its buttons).
        guard environment.depth <= resolver.limits.maximumInliningDepth else {
            return .runtime("views nest deeper than \(resolver.limits.maximumInliningDepth)")
        }
        // Each view read is a value of the file's budget: small views showing small views sixteen
        // times a level (a hundred lines) end with the file named, as values and labels do.
        guard resolver.budget.spend() else { return .runtime("more than \(ReadingBudget.valuesPerFile) values in one file; not followed") }
        let (base, modifiers) = Modifiers.peel(expression)
        if hides(modifiers, environment) { return .empty }
        var environment = environment
        if let style = modifiers.compactMap({ Modifiers.style($0) }).first { environment.style = style }
        environment.look = environment.look.applying(modifiers)
        if let drawn = styleTitles(modifiers, environment) { environment.styleTitles = drawn }
        let label = Modifiers.accessibilityLabel(modifiers) ?? accessibilityLabel

        if let conditional = base.as(IfExprSyntax.self) { return ifContent(conditional, environment) }
        // `loading ? AnyView(ProgressView()) : AnyView(addButton)`: each branch a variant.
        if let shown = ternaryContent(base, environment, accessibilityLabel: label) { return shown }
        // `AnyView(button)`: the view it erases.
        if let call = base.as(FunctionCallExprSyntax.self), call.calledBaseName == "AnyView", call.arguments.count == 1,
           let erased = call.arguments.first, erased.label == nil {
            return view(erased.expression, environment, accessibilityLabel: label)
        }
        // `Label(…).overlay { Menu { … } label: { } }`: the label is the menu's button.
        if Self.invisibleMenuOverlay(modifiers) != nil { return overlaidMenuButton(base, environment, accessibilityLabel: label) }
        if let switchExpression = base.as(SwitchExprSyntax.self) { return switchContent(switchExpression, environment) }
        if let call = base.as(FunctionCallExprSyntax.self) {
            // A menu-style `Picker` in a menu is a submenu: one item, its label (its choices are its own group).
            if environment.inMenu, call.calledBaseName == "Picker", Modifiers.makesSubmenu(modifiers) {
                return menuButton(call, environment, accessibilityLabel: label)
            }
            return self.call(call, environment, accessibilityLabel: label)
        }
        if let macro = base.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return .empty }
        if let passed = passedView(base, environment) { return content(passed.statements, passed.environment) }
        if let referenced = referencedMethod(base, environment) { return referenced }
        if let name = Self.propertyName(base) { return relocated(property(name, environment), to: environment.file.line(of: base)) }
        return .empty
    }

    /// A stack placing one button between spacers (`HStack { Spacer(); Button(…); Spacer() }`,
    /// which centres it) draws that button in the stack around it: a button of that stack, not a
    /// group of its own. Nil for any other stack (`HStack { Spacer(); Button(…) }` too).
    private func centredButton(_ name: String, _ call: FunctionCallExprSyntax, _ environment: Environment) -> Content? {
        guard name == "HStack" || name == "VStack", let closure = call.trailingClosure ?? call.closure("content") else { return nil }
        let items = closure.statements.iOSItems
        let shown = items.map { item in
            (item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression).flatMap {
                Modifiers.peel($0).0.as(FunctionCallExprSyntax.self)?.calledBaseName
            }
        }
        // Spacers on both sides: one on a side only aligns it (a close button at the top right).
        guard shown.filter({ $0 != "Spacer" }) == ["Button"], shown.first == "Spacer", shown.last == "Spacer" else { return nil }
        return content(closure.statements, environment)
    }

    private func ifContent(_ node: IfExprSyntax, _ environment: Environment) -> Content {
        switch knownBranch(node, environment) {
        case true?: return content(node.body.statements, unwrapped(node.conditions, environment))
        case false?: return elseContent(node, environment)
        case nil: break
        }
        // `if c` where a branch of `c` is taken already (an `if c` around, or the branch this
        // variant took): that branch; otherwise each branch records the one it is.
        return relatedBranches(SharedCondition.key(node.conditions, environment), environment,
                               then: { content(node.body.statements, unwrapped(node.conditions, $0)) }, otherwise: { elseContent(node, $0) })
    }

    /// `environment` with the names `if let text = positiveButtonText` binds holding what the
    /// optional holds, when the scan knows it (`if let title` of a value the call gives is bound
    /// already): a small view's computed button (`if let text = title { return DashButton(text:
    /// text, …) }`) is titled by it. A name whose value is not known is left as it was.
    private func unwrapped(_ conditions: ConditionElementListSyntax, _ environment: Environment) -> Environment {
        var inner = environment
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, value.as(DeclReferenceExprSyntax.self)?.baseName.text != name,
                  let values = resolver.evaluate(value, environment).values, !values.isEmpty, !values.contains(Self.absent) else { continue }
            inner.bindings[name] = values
        }
        return inner
    }

    /// The branch of `node` the scan knows is taken (true its body, false its `else`), nil when
    /// run time decides:
    /// - `if style == .installedProfile` where the call states `style` (not over a `var`'s
    ///   default, which the view may change: `@State var isExpanded = false`);
    /// - `if reserveSpace, Trailing.self == EmptyView.self` where the call leaves `reserveSpace`
    ///   false: the conditions hold together or not at all, so one known false takes the `else`;
    /// - `if let title` over a small view's optional the call states (``optionalsPresent(_:_:)``).
    func knownBranch(_ node: IfExprSyntax, _ environment: Environment) -> Bool? {
        func decided(_ element: ConditionElementSyntax) -> Bool? {
            guard let condition = element.condition.as(ExprSyntax.self),
                  !condition.descendants(DeclReferenceExprSyntax.self).contains(where: { environment.defaulted.contains($0.baseName.text) }) else { return nil }
            return truth(condition, environment)
        }
        if node.conditions.count == 1, let only = node.conditions.first, let known = decided(only) { return known }
        if node.conditions.count > 1, node.conditions.contains(where: { decided($0) == false }) { return false }
        return Self.optionalsPresent(node.conditions, environment)
    }

    /// The two branches of a condition whose key is `shared` (``SharedCondition``): the one a branch
    /// taken around already settles; otherwise each branch a variant recording the one it is
    /// (no key: each a variant, unrelated).
    private func relatedBranches(_ shared: (key: String, holds: Bool)?, _ environment: Environment,
                                 then: (Environment) -> Content, otherwise: (Environment) -> Content) -> Content {
        if let shared, let settled = environment.settledConditions[shared.key] {
            return settled == shared.holds ? then(environment) : otherwise(environment)
        }
        var body = environment, other = environment
        if let shared {
            body.settledConditions[shared.key] = shared.holds
            other.settledConditions[shared.key] = !shared.holds
        }
        let first = then(body), second = otherwise(other)
        guard let shared else { return first.or(second, limit: limit) }
        return first.taking(shared.key, holds: shared.holds).or(second.taking(shared.key, holds: !shared.holds), limit: limit)
    }

    /// `c ? a : b` as a view, folded or as parsed (a chain `c ? a : d ? b : e` too): each branch a
    /// variant, its condition related to the group's others as an `if`'s is (two ternaries on one
    /// condition take the same branch together); nil for any other expression.
    private func ternaryContent(_ expression: ExprSyntax, _ environment: Environment, accessibilityLabel label: ExprSyntax?) -> Content? {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return ternaryBranches([ternary.condition], then: ternary.thenExpression, environment, accessibilityLabel: label) {
                self.view(ternary.elseExpression, $0, accessibilityLabel: label)
            }
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), TitleReader.ternaryBranches(expression) != nil else { return nil }
        return sequenceTernary(Array(sequence.elements)[...], environment, accessibilityLabel: label)
    }

    /// An unfolded ternary's elements (`c`, `? a :`, `rest…`), the rest read as another (a chain) or as the last `else`.
    private func sequenceTernary(_ elements: ArraySlice<ExprSyntax>, _ environment: Environment, accessibilityLabel label: ExprSyntax?) -> Content {
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let marker = elements[index].as(UnresolvedTernaryExprSyntax.self) else {
            guard elements.count == 1, let only = elements.first else { return .empty }
            return view(only, environment, accessibilityLabel: label)
        }
        let rest = elements[(index + 1)...]
        return ternaryBranches(Array(elements[elements.startIndex..<index]), then: marker.thenExpression, environment, accessibilityLabel: label) {
            self.sequenceTernary(rest, $0, accessibilityLabel: label)
        }
    }

    /// A ternary's `then` view and what `other` shows when `condition` does not hold, as an `if`'s branches.
    private func ternaryBranches(_ condition: [ExprSyntax], then: ExprSyntax, _ environment: Environment, accessibilityLabel label: ExprSyntax?,
                                 other: (Environment) -> Content) -> Content {
        relatedBranches(SharedCondition.key(condition, environment), environment,
                        then: { view(then, $0, accessibilityLabel: label) }, otherwise: other)
    }

    /// What an `if` shows when its condition does not hold: its `else`, or nothing.
    private func elseContent(_ node: IfExprSyntax, _ environment: Environment) -> Content {
        switch node.elseBody {
        case .ifExpr(let next)?: return ifContent(next, environment)
        case .codeBlock(let block)?: return content(block.statements, environment)
        case nil: return .empty
        }
    }

    private func switchContent(_ node: SwitchExprSyntax, _ environment: Environment) -> Content {
        if let values = resolver.evaluate(node.subject, environment).values, values.count == 1,
           let (statements, bound) = resolver.matchingCaseBinding(node, values[0]) {
            var inner = environment
            inner.bindings.merge(bound) { $1 }
            return content(statements, inner)
        }
        var result: Content? = nil
        for element in node.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            let branch = content(switchCase.statements, environment)
            result = result.map { $0.or(branch, limit: limit) } ?? branch
        }
        return result ?? .empty
    }

    private func call(_ call: FunctionCallExprSyntax, _ environment: Environment, accessibilityLabel: ExprSyntax?) -> Content {
        guard let name = call.calledBaseName else { return .empty }
        let line = environment.file.line(of: call)
        switch name {
        case "Button":
            return button(call, environment, accessibilityLabel: accessibilityLabel)
        case "ShareLink":
            return shareLink(call, environment, accessibilityLabel: accessibilityLabel)
        case "ButtonState":
            return buttonState(call, environment)
        case "Toggle":
            return .empty  // a switch, not a button, in a menu too (docs/button-groups.md)
        case "EditButton":
            return single(FoundButton(line: line, title: .text("Edit"), icon: nil, role: nil, style: environment.style))
        case "PasteButton":
            return single(FoundButton(line: line, title: .text("Paste"), icon: "doc.on.clipboard", role: nil, style: environment.style))
        case "Menu":
            return menuButton(call, environment, accessibilityLabel: accessibilityLabel)
        case "ForEach":
            return forEach(call, environment)
        case "Picker" where environment.inMenu:
            return pickerItems(call, environment)
        case "ZStack":
            return layers(call, environment)
        case "map", "flatMap":
            if let shown = optionalMap(call, environment) { return shown }
        default:
            break
        }
        if Self.transparent.contains(name) {
            var inner = environment
            inner.inToolbarItem = name == "ToolbarItem" || name == "ToolbarItemGroup"
            return closureContent(call.trailingClosure ?? call.closure("content"), inner)
        }
        // `ToolbarItem { HStack { AddButton(); SettingsLink() } }`: a stack of one button (beside
        // links, spacers) puts it in the bar, with the toolbar's other buttons; a stack of two or
        // more is a group of its own (a keyboard bar's), as any stack is.
        if environment.inToolbarItem, Self.toolbarStacks.contains(name) {
            var inner = environment
            inner.inToolbarItem = false
            let stacked = closureContent(call.trailingClosure ?? call.closure("content"), inner)
            // Buttons from a loop over data are the stack's own (dynamic) group, not the bar's.
            return stacked.unknownButtons <= 1 && stacked.variants.allSatisfy({ $0.count + (stacked.runtime == nil ? 0 : stacked.unknownButtons) <= 1 })
                ? stacked : .empty
        }
        if let centred = centredButton(name, call, environment) { return centred }
        if Self.stackContainers.contains(name) { return .empty }
        // A small view of the same code: its body, with the call's arguments as its properties.
        if let type = resolver.index.types[name], type.isView, let bodyProperty = type.properties["body"], let body = bodyProperty.getter {
            var inner = smallViewEnvironment(type, body: bodyProperty, call: call, environment)
            if let accessibilityLabel, Self.isSingleButton(body) {
                switch titles.accessibilityLabel(accessibilityLabel, environment) {
                case .success(let found): inner.callerAccessibilityTitles = found
                case .failure(let problem): inner.callerAccessibilityProblem = "`\(resolver.short(accessibilityLabel))`: \(problem.reason)"
                }
            }
            return relocated(Self.attributed(content(body, inner), to: "`\(name)`", in: bodyProperty.file, from: environment), to: line)
        }
        // A view passed to the small view being read, shown by calling it (`label()`).
        if let passed = passedView(ExprSyntax(call), environment) { return content(passed.statements, passed.environment) }
        // A helper function of the same code.
        if let called = call.calledName, let function = resolver.findFunction(called, call: call, environment) {
            let inlined = resolver.inline(function, call: call, environment) { body, inner in content(body, inner) }
            return relocated(Self.attributed(inlined, to: "`\(function.name)`", in: function.file, from: environment), to: line)
        }
        return .empty
    }

    /// `content` read from a view or helper declared in another file than the caller's, its
    /// reasons saying where their lines are (`in \`ToolbarButton\` (Views/Toolbar.swift): line 38: …`):
    /// a skipped group's line is in its own file, the reason's in the helper's.
    static func attributed(_ content: Content, to name: String, in file: ParsedFile, from environment: Environment) -> Content {
        guard file.relative != environment.file.relative else { return content }
        var named = content
        named.runtime = content.runtime.map { $0.hasPrefix("in `") ? $0 : "in \(name) (\(file.relative)): \($0)" }
        named.runtimeBranch = content.runtimeBranch.map { $0.hasPrefix("in `") ? $0 : "in \(name) (\(file.relative)): \($0)" }
        return named
    }

    /// A `ZStack`'s layers: one button with what is drawn over or under it (a small view's
    /// button with its badge, or with accessories its call leaves out) is that button; layers of
    /// several buttons, or of buttons known only at run time, are no row or column of them.
    private func layers(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Content {
        let layered = closureContent(call.trailingClosure ?? call.closure("content"), environment)
        guard layered.anyRuntime == nil, layered.variants.allSatisfy({ $0.count <= 1 }) else { return .empty }
        return layered
    }

    /// True when `body` is one `Button` (its modifiers aside): an accessibility label on the
    /// call of the small view it is the body of is that button's.
    private static func isSingleButton(_ body: CodeBlockItemListSyntax) -> Bool {
        let items = body.iOSItems
        guard items.count == 1, let only = items.first else { return false }
        let expression = only.item.as(ExprSyntax.self) ?? only.item.as(ExpressionStmtSyntax.self)?.expression
            ?? only.item.as(ReturnStmtSyntax.self)?.expression
        guard let expression else { return false }
        return Modifiers.peel(expression).0.as(FunctionCallExprSyntax.self)?.calledBaseName == "Button"
    }

    private func property(_ name: String, _ environment: Environment) -> Content {
        let owner = environment.typeName.flatMap { resolver.index.types[$0] }
        guard let property = owner?.properties[name] ?? resolver.index.globalProperties[name], let getter = property.getter else { return .empty }
        var inner = Environment(file: property.file, typeName: property.owner ?? environment.typeName)
        inner.depth = environment.depth + 1
        inner.style = environment.style
        inner.look = environment.look
        inner.inMenu = environment.inMenu
        inner.bindings = environment.bindings
        // The same view's property: its conditions are the view's, related to the caller's.
        inner.conditionScope = environment.conditionScope
        inner.settledConditions = environment.settledConditions
        return content(getter, inner)
    }

    /// Buttons read from a helper elsewhere carry the line of the call, where the group states them.
    func relocated(_ content: Content, to line: Int) -> Content {
        var moved = content
        moved.variants = content.variants.map { $0.map { var button = $0; button.line = line; return button } }
        return moved
    }

    func closureContent(_ closure: ClosureExprSyntax?, _ environment: Environment) -> Content {
        guard let closure else { return .empty }
        return content(closure.statements, environment)
    }

    // MARK: ForEach

    /// A `ForEach`'s buttons, each element's read by `read` (views, or a picker's items).
    func forEach(_ call: FunctionCallExprSyntax, _ environment: Environment,
                 read: ((CodeBlockItemListSyntax, Environment) -> Content)? = nil) -> Content {
        let read = read ?? { content($0, $1) }
        guard let closure = call.trailingClosure ?? call.closure("content") else { return .empty }
        let data = call.arguments.first?.expression
        let parameter = Self.closureParameter(closure)
        if let data, let elements = elements(of: data, environment) {
            guard elements.count <= resolver.limits.maximumUnrolledElements else {
                return .runtime("line \(environment.file.line(of: call)): a ForEach over \(elements.count) stated elements, more than "
                                + "\(resolver.limits.maximumUnrolledElements) buttons of one group; not followed", buttons: 2)
            }
            var result = Content.empty
            for element in elements {
                var inner = environment
                inner.bindings[parameter] = [element]
                result = result.then(read(closure.statements, inner), limit: limit)
            }
            return result
        }
        let body = read(closure.statements, environment)
        if body.hasNoButtons && body.anyRuntime == nil { return .empty }
        let line = environment.file.line(of: call)
        let shown = data.map { resolver.short($0) } ?? "its data"
        return .runtime("line \(line): buttons from a ForEach over `\(shown)`, known only at run time", buttons: 2)
    }

    /// The elements of a `ForEach`'s data (or a list mapped to buttons) when the code states them:
    /// an enum's `allCases`, or a literal list.
    func elements(of data: ExprSyntax, _ environment: Environment, followLocal: Bool = true) -> [Value]? {
        // `let types = Kind.allCases; ForEach(types)`: the local constant's list (one step, not a chain).
        if followLocal, let reference = data.as(DeclReferenceExprSyntax.self),
           let initializer = localConstant(reference.baseName.text, before: data) {
            return elements(of: initializer, environment, followLocal: false)
        }
        // `private var modes: [Mode] { Mode.allCases }`: a computed property of the type around
        // stating its list in one expression (one step, not a chain).
        if followLocal, let (returned, property) = computedList(data, environment) {
            return elements(of: returned, Self.listing(property, environment), followLocal: false)
        }
        // `static let names = ["a", "b"]; ForEach(Self.names)`: a constant list the app states (one step).
        if followLocal, let (stated, property) = constantList(data, environment) {
            // `let rates: [Double] = [1, 2]`: whole numbers of a floating-point list print `1.0`.
            return elements(of: stated, Self.listing(property, environment), followLocal: false).map { ValueResolver.floating($0, property.type) }
        }
        if let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
           let typeName = member.base?.dottedPath?.split(separator: ".").last.map(String.init) {
            let resolved = typeName == "Self" ? environment.typeName ?? typeName : typeName
            // The view's own `Sorting`, not the cases of every enum of that name merged.
            let own = member.base.flatMap { resolver.ownNestedType($0, named: resolved) }
            guard let type = own ?? resolver.index.types[resolved], type.isEnum, !type.cases.isEmpty else { return nil }
            return type.cases.map { .enumCase($0.name, type: type.name) }
        }
        if let array = data.as(ArrayExprSyntax.self) {
            var values: [Value] = []
            var inner = environment
            for element in array.elements {
                guard let found = resolver.evaluate(element.expression, inner).values, found.count == 1 else { return nil }
                // `[Range.lastHour, .today]`: the later `.today` is a case of the first one's enum.
                if inner.expectedType == nil, case .enumCase(_, let type?) = found[0] { inner.expectedType = type }
                values.append(found[0])
            }
            return values
        }
        return nil
    }

    /// `environment` for reading the elements of a property's list declared `[T]` (or `Array<T>`):
    /// `T` is their expected type, so `.init(title: "Never")` makes a `T` as `T(title: "Never")`
    /// would. Any other declared type (or none) leaves the environment as it is.
    static func listing(_ property: PropertyDecl, _ environment: Environment) -> Environment {
        guard let element = property.type.flatMap(listElementType) else { return environment }
        var inner = environment
        inner.expectedType = ValueResolver.bareType(element, owner: property.owner)
        return inner
    }

    /// `T` of a list type written `[T]` or `Array<T>` (spaces ignored), nil for any other type
    /// (a dictionary `[K: V]`, an optional list, a nested list).
    static func listElementType(_ declared: String) -> String? {
        let bare = declared.filter { !$0.isWhitespace }
        let element: Substring
        if bare.hasPrefix("["), bare.hasSuffix("]") {
            element = bare.dropFirst().dropLast()
        } else if bare.hasPrefix("Array<"), bare.hasSuffix(">") {
            element = bare.dropFirst(6).dropLast()
        } else {
            return nil
        }
        guard !element.isEmpty, !element.contains(where: { "[]:<>,()".contains($0) }) else { return nil }
        return String(element)
    }

    /// The one expression a computed property of the type around returns (`modes` or `self.modes`),
    /// with the property's declared type.
    private func computedList(_ data: ExprSyntax, _ environment: Environment) -> (list: ExprSyntax, property: PropertyDecl)? {
        let name: String
        if let reference = data.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = data.as(MemberAccessExprSyntax.self), member.base?.isSelf == true {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let owner = environment.typeName, let property = resolver.index.types[owner]?.properties[name],
              let getter = property.getter, getter.count == 1, let item = getter.first?.item,
              let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        else { return nil }
        return (returned, property)
    }

    /// The array literal a constant of the app holds: a `let` of the type around (`names`,
    /// `self.names`, `Self.names`), of a type the path names (`Editor.names`), or at top level.
    /// A `var`, or a constant made any other way, is nil: its elements may change at run time.
    private func constantList(_ data: ExprSyntax, _ environment: Environment) -> (list: ExprSyntax, property: PropertyDecl)? {
        let property: PropertyDecl?
        if let reference = data.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // A parameter or local of that name (`func chips(_ names: [String])`) is not the constant.
            guard environment.bindings[name] == nil, environment.unknownArguments[name] == nil, environment.passedArguments[name] == nil,
                  environment.viewClosures[name] == nil, !isParameterOrLocal(name, at: Syntax(data)) else { return nil }
            property = environment.typeName.flatMap { resolver.index.types[$0]?.properties[name] } ?? resolver.index.globalProperties[name]
        } else if let member = data.as(MemberAccessExprSyntax.self), let base = member.base {
            let owner = base.isSelf || base.trimmedDescription == "Self" ? environment.typeName
                : base.dottedPath?.split(separator: ".").last.map(String.init)
            let name = member.declName.baseName.text
            // `Config.zoomLevels` in a view declaring its own `enum Config`: that one, not another view's.
            let own = base.isSelf ? nil : owner.flatMap { resolver.ownNestedType(base, named: $0) }
            property = own?.properties[name] ?? owner.flatMap { resolver.index.types[$0]?.properties[name] }
        } else {
            property = nil
        }
        guard let property, property.isLet, let list = property.initializer, list.is(ArrayExprSyntax.self) else { return nil }
        return (list, property)
    }

    /// True when `name`, where `node` reads it, is a parameter of a function, initializer or
    /// closure around it, or a constant or variable declared in a body around it: not the
    /// type's property of that name. Bounded by the syntax tree's depth.
    func isParameterOrLocal(_ name: String, at node: Syntax) -> Bool {
        resolver.locals.innermost(name, at: node, LocalDeclarations.Rule(extent: .anywhere, parameters: true)) != nil
    }

    /// The value of the `let` named `name` declared before `node` in the bodies around it, nil when
    /// none is (or it is a `var`). Bounded by the syntax tree's depth.
    func localConstant(_ name: String, before node: some SyntaxProtocol) -> ExprSyntax? {
        let rule = LocalDeclarations.Rule(extent: .startedBefore, fileLevel: true, accepts: { $0.binding != nil })
        guard case .declared(let entry) = resolver.locals.innermost(name, at: Syntax(node), rule), entry.isLet else { return nil }
        return entry.value
    }

    /// The name a closure gives its single parameter (`$0` when it names none).
    static func closureParameter(_ closure: ClosureExprSyntax) -> String {
        if let parameters = closure.signature?.parameterClause {
            if let names = parameters.as(ClosureShorthandParameterListSyntax.self), let first = names.first { return first.name.text }
            if let clause = parameters.as(ClosureParameterClauseSyntax.self), let first = clause.parameters.first {
                return (first.secondName ?? first.firstName).text
            }
        }
        return "$0"
    }

    static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.isSelf == true {
            return member.declName.baseName.text
        }
        return nil
    }

    private func single(_ button: FoundButton) -> Content { Content(variants: [[button]]) }
}
