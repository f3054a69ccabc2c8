import SwiftSyntax

/// UIKit's alerts: `let alert = UIAlertController(…)` then `alert.addAction(…)` in one body, and
/// an app's alert helper that does so in its own body, read at each call with its arguments bound
/// (`confirmAction(title:continueActionName:)`).
extension UIKitGroupFinder {
    /// A `UIAlertController` a body makes, with the actions added to it there.
    struct MadeAlert {
        var call: FunctionCallExprSyntax
        var sheet: Bool
        var content: Content
        /// For an alert an app's helper returns (``returnedAlert(_:_:)``): what the helper's
        /// body states with no argument known, a group there already.
        var helperStated: Content? = nil
    }

    /// The alerts a body makes, each a group at the line of its `UIAlertController(…)`.
    func alertControllers(in statements: CodeBlockItemListSyntax) {
        // Local constants of the bodies around (a closure's, a function's) are known here too.
        for alert in alerts(in: statements, Environment(file: file, typeName: statements.enclosingTypeName)) {
            sink.add(alert.content, container: alert.sheet ? "actionSheet" : "alertController", owner: alert.call.enclosingTypeName,
                     line: file.line(of: alert.call), endLine: file.endLine(of: alert.call),
                     modes: alert.sheet ? AlertLayout.listModes : AlertLayout.alertModes, order: alert.sheet ? AlertLayout.sheetOrder : AlertLayout.alertOrder)
        }
    }

    /// A call of an app's helper whose body makes a `UIAlertController` and adds actions to it:
    /// each alert it makes is a group at the call, read with the call's arguments bound (a
    /// parameter it leaves out takes its default). True when `node` calls such a helper.
    func inlinedAlertHelper(_ node: FunctionCallExprSyntax) -> Bool {
        // A helper is a function (`confirmAction(…)`, `self.confirm(…)`), not a type's initializer.
        guard let called = node.calledName, node.calledBaseName?.first?.isLowercase == true else { return false }
        var environment = Environment(file: file, typeName: node.enclosingTypeName)
        // `let alert = AlertHelper.build(…)` in a body: read with the statements around, which
        // may add actions (``madeAlerts(_:_:)``), when the helper returns the one alert it makes.
        if Self.namesLocal(node), returnedAlert(node, environment) != nil { return true }
        let resolver = reader.resolver
        // Which function is called depends on its name and the type around the call alone, so it
        // is found before the call's locals are bound: binding them reads every constant before
        // the call, and this runs for every lowercase call of a file.
        guard let function = resolver.findFunction(called, call: node, environment), makesAlert(function) else { return false }
        reader.bindLocals(before: node, into: &environment)
        alertHelperBudget = Self.maximumNestedAlertHelpers
        let inlined = helperAlerts(function, call: node, environment)
        // An alert the helper's body states the same whatever the arguments (whole, or with the
        // same run-time parts) is its group there already: the call adds nothing.
        let stated = statedAlerts(function)
        let line = file.line(of: node)
        for (index, alert) in inlined.enumerated() where !(index < stated.count && Self.same(stated[index].content, alert.content)) {
            let content = Self.atCall(alert.content, of: function.name, in: function.file, line: line)
            sink.add(content, container: alert.sheet ? "actionSheet" : "alertController", owner: node.enclosingTypeName,
                     line: line, endLine: file.endLine(of: node),
                     modes: alert.sheet ? AlertLayout.listModes : AlertLayout.alertModes, order: alert.sheet ? AlertLayout.sheetOrder : AlertLayout.alertOrder)
        }
        return true
    }

    /// The alerts `statements` make, the local constants of the bodies around them known.
    func alerts(in statements: CodeBlockItemListSyntax, _ environment: Environment) -> [MadeAlert] {
        guard Self.declaresAlert(statements, reader.resolver.index, owner: environment.typeName)
              || declaresReturnedAlert(statements, environment) else { return [] }
        var environment = environment
        reader.bindLocals(before: statements, into: &environment)
        return madeAlerts(statements, environment)
    }

    /// True when `statements` declare a `UIAlertController` (under `#if` too), or assign one to a property.
    static func declaresAlert(_ statements: CodeBlockItemListSyntax, _ index: DeclarationIndex, owner: String?) -> Bool {
        statements.iOSItems.contains { item in
            assignedAlert(item, index, owner: owner) != nil || item.item.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                binding.initializer?.value.as(FunctionCallExprSyntax.self).map { index.makesAlertController(beneathAlertMethods($0, index, owner: owner), owner: owner) } == true
                    || declaredAlertType(binding, index)
            } == true
        }
    }

    /// True for `let alert: UIAlertController` (an alert controller type, no value yet).
    private static func declaredAlertType(_ binding: PatternBindingSyntax, _ index: DeclarationIndex) -> Bool {
        guard binding.initializer == nil, let written = binding.typeAnnotation?.type.trimmedDescription else { return false }
        return index.isAlertControllerType(ValueResolver.withoutOptionals(written))
    }

    /// `let alert: UIAlertController`, then `alert = UIAlertController(…)` in each branch of an
    /// `if` (a title for each case): the alert the first branch makes, where the group is, when
    /// every branch makes one of the same style before the alert is first read; nil otherwise.
    private func branchMadeAlert(_ name: String, _ binding: PatternBindingSyntax, after item: CodeBlockItemSyntax,
                                 in statements: CodeBlockItemListSyntax, _ environment: Environment) -> FunctionCallExprSyntax? {
        let index = reader.resolver.index
        guard Self.declaredAlertType(binding, index),
              let made = index.localChanges(statements).valuesAtEveryRead(of: name, initial: nil, declaredAt: item.endPosition) else { return nil }
        let calls = made.compactMap { $0.as(FunctionCallExprSyntax.self) }
        guard calls.count == made.count, calls.allSatisfy({ index.makesAlertController($0, owner: environment.typeName) }),
              Set(calls.map { $0.argument("preferredStyle")?.trimmedDescription ?? "" }).count == 1 else { return nil }
        return calls.first
    }

    /// Every name written in `item` (its identifier tokens), to tell which alerts it may touch.
    static func identifiers(in item: CodeBlockItemSyntax) -> Set<String> {
        var names = Set<String>()
        for token in item.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.insert(name) }
        }
        return names
    }

    /// What a helper (or an app's `init`) named `helper`, declared in `file`, adds, as read where
    /// it is called: each button at the call's `line`, and a reason's line said to be the helper's.
    static func atCall(_ content: Content, of helper: String, in file: ParsedFile, line: Int) -> Content {
        var content = content
        content.runtime = content.runtime.map { "in `\(helper)` (\(file.relative)): \($0)" }
        content.runtimeBranch = content.runtimeBranch.map { "in `\(helper)` (\(file.relative)): \($0)" }
        content.variants = content.variants.map { $0.map { var button = $0; button.line = line; return button } }
        return content
    }

    /// True when two readings of one alert found the same buttons and the same run-time parts.
    static func same(_ one: Content, _ other: Content) -> Bool {
        one.variants == other.variants && one.runtime == other.runtime && one.runtimeBranch == other.runtimeBranch
    }

    /// Each statement list of a helper's body (a `DispatchQueue.main.async { }` too).
    func body(of function: FunctionDecl) -> [CodeBlockItemListSyntax] {
        function.body.descendants(CodeBlockItemListSyntax.self)
    }

    /// `let alert = UIAlertController(…, preferredStyle: .alert)` then `alert.addAction(…)` in
    /// `statements`: an action made inline, a local constant, an action an app's helper returns
    /// (`if let action = getInfoAlertAction(…) { alert.addAction(action) }`), or each action of a
    /// loop over the actions a helper was given (`for action in actions { alert.addAction(action) }`).
    /// Actions added under an `if` or `switch` give a variant a branch, as everywhere else.
    func madeAlerts(_ statements: CodeBlockItemListSyntax, _ environment: Environment) -> [MadeAlert] {
        var controllers: [(name: String, alert: MadeAlert)] = []
        // Alerts whose variable was given another alert after them (`alert = UIAlertController(…)` again).
        var finished: [MadeAlert] = []
        var scope = AlertScope(environment: environment)
        for item in statements.iOSItems {
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let call = binding.initializer?.value.as(FunctionCallExprSyntax.self).map({ Self.beneathAlertMethods($0, reader.resolver.index, owner: environment.typeName) })
                            ?? branchMadeAlert(name, binding, after: item, in: statements, environment) else { continue }
                    guard reader.resolver.index.makesAlertController(call, owner: environment.typeName) else {
                        // `let alert = AlertHelper.build(…)`: the alert the helper returns, finished here.
                        if let returned = returnedAlert(call, environment) {
                            controllers.removeAll { $0.name == name }
                            controllers.append((name, returned))
                        }
                        continue
                    }
                    controllers.removeAll { $0.name == name }
                    controllers.append((name, newAlert(call, environment)))
                }
                declare(declaration, in: &scope, statements)
                continue
            }
            // `alert = UIAlertController(…)` (`self.alert`), a property of the type made here.
            if let (name, call) = Self.assignedAlert(item, reader.resolver.index, owner: environment.typeName) {
                finished += controllers.filter { $0.name == name }.map(\.alert)
                controllers.removeAll { $0.name == name }
                controllers.append((name, newAlert(call, environment)))
                continue
            }
            if declareLocalFunction(item, in: &scope) { continue }
            if recordAssignedAction(item, in: &scope) { continue }
            recordActionIcons(item, in: &scope)
            // Only an alert the statement names (or `self`, or through a local function it calls)
            // can be added to by it: asking every alert made so far of every statement took
            // minutes for a body making thousands.
            let names = Self.identifiers(in: item)
            let callsLocalFunction = names.contains { scope.localFunctions[$0] != nil }
            for index in controllers.indices
            where callsLocalFunction || controllers[index].name == "self" || names.contains(controllers[index].name) {
                let added = actionsAdded(to: controllers[index].name, by: item, scope, nesting: 0)
                controllers[index].alert.content = controllers[index].alert.content.then(added, limit: reader.limit)
            }
        }
        // A helper's alert the caller added nothing to is the helper's own group already.
        return (finished + controllers.map(\.alert)).filter { alert in alert.helperStated.map { !Self.same($0, alert.content) } ?? true }
    }

    /// The alert `call` makes, before anything is added to it.
    private func newAlert(_ call: FunctionCallExprSyntax, _ environment: Environment) -> MadeAlert {
        // `UIAlertController()` (no style given) is an action sheet, UIKit's default.
        let style = call.argument("preferredStyle")?.trimmedDescription
        let ownView = call.calledBaseName.map(reader.resolver.index.isAppAlertView) ?? false
        let sheet = style.map { $0.hasSuffix("actionSheet") } ?? (call.arguments.isEmpty && !ownView)
        // The actions an app's convenience `init` adds come first.
        let initial = initializerActions(call, environment) ?? .empty
        return MadeAlert(call: call, sheet: sheet, content: initial)
    }

    /// The `UIAlertController(…)` under methods of the app's `extension UIAlertController` called
    /// on it as it is made (`UIAlertController(…).popoverPresentation(style: .centred(view))`,
    /// returning the alert); `call` itself when there are none. A method adding actions
    /// (`.addingCancel()`) is not passed over: the alert without them is not the one shown.
    static func beneathAlertMethods(_ call: FunctionCallExprSyntax, _ index: DeclarationIndex, owner: String?) -> FunctionCallExprSyntax {
        var current = call
        // Bounded: each step goes one call into a finite expression.
        while let member = current.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(FunctionCallExprSyntax.self),
              let methods = index.types["UIAlertController"]?.functions[member.declName.baseName.text],
              !methods.contains(where: { addsActions($0, index) }) {
            if index.makesAlertController(base, owner: owner) { return base }
            current = base
        }
        return call
    }

    /// Whether `method` of the app's `extension UIAlertController` may add actions: it calls
    /// `addAction`, or another method of the extension.
    private static func addsActions(_ method: FunctionDecl, _ index: DeclarationIndex) -> Bool {
        let own = index.types["UIAlertController"]?.functions ?? [:]
        return method.body.descendants(FunctionCallExprSyntax.self).contains { call in
            call.calledBaseName.map { $0 == "addAction" || own[$0] != nil } ?? false
        }
    }

    /// `alert = UIAlertController(…)` or `self.alert = …`: the name assigned and the alert made.
    static func assignedAlert(_ item: CodeBlockItemSyntax, _ index: DeclarationIndex, owner: String?) -> (String, FunctionCallExprSyntax)? {
        guard let assignment = expression(item)?.as(SequenceExprSyntax.self).flatMap(Assignment.init),
              let name = name(assignment.target), let call = assignment.value.as(FunctionCallExprSyntax.self),
              index.makesAlertController(call, owner: owner) else { return nil }
        return (name, call)
    }

    /// What the statements before an action know: local constants' values, and the expressions
    /// local names were made from (an action, or a helper's call returning one).
    struct AlertScope {
        var environment: Environment
        var made: [String: ExprSyntax] = [:]
        /// The names known where each local call was made, to read it in (`let cancelAction =
        /// UIAlertAction(title: cancelAction, …)` reads the parameter it then hides).
        var madeIn: [String: Environment] = [:]
        /// The alert methods and local functions being inlined around these statements.
        var inlining: Set<String> = []
        /// Functions the body declares before (`func addAction(_ key: String) { alert.addAction(…) }`), by name.
        var localFunctions: [String: FunctionDecl] = [:]
        /// The image a local action is given before it is added (`action.setValue(image, forKey:
        /// "image")`, an app's `action.image = …`), by the action's name, with where it was given.
        var icons: [String: (image: ExprSyntax, environment: Environment)] = [:]
    }

    /// How many statements deep (an `if` in an `if` …) actions added to an alert are followed.
    static let maximumAlertNesting = 16

    /// Records the local constants `declaration` makes: their values when the scan can read them
    /// (`let cancelTitle = NSLocalizedString(…)`), and what each was made from. A `var` assigned
    /// again in `statements` holds what its branches give it before it is read
    /// (``branchValues(_:_:in:_:)``), and is otherwise known only at run time.
    private func declare(_ declaration: VariableDeclSyntax, in scope: inout AlertScope, _ statements: CodeBlockItemListSyntax) {
        let isVar = declaration.bindingSpecifier.tokenKind == .keyword(.var)
        for binding in declaration.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // `let cancelAction = UIAlertAction(title: cancelAction, …)`: the initializer reads the
            // name as it was (a helper's parameter), the new constant hides it only after.
            let before = scope
            scope.made[name] = nil
            scope.environment.bindings[name] = nil
            guard let value = binding.initializer?.value else {
                // `let actionTitle: String`, then given a value in each case of a `switch`.
                scope.environment.bindings[name] = branchValues(name, declaration, in: statements, before.environment)
                continue
            }
            let changes = reader.resolver.index.localChanges(statements)
            if isVar && changes.changes(name) {
                // `var ok = actionTitle` then `if ok == nil { ok = Strings.ok }`: `actionTitle ?? Strings.ok`.
                if let fallback = changes.nilDefault(of: name), let values = reader.resolver.nilDefaulted(
                    reader.resolver.evaluate(value, before.environment), fallback: { reader.resolver.evaluate(fallback, before.environment) }).values {
                    scope.environment.bindings[name] = values
                } else {
                    // `var image = …`, then `if #available(iOS 16, *) { image = … }`.
                    scope.environment.bindings[name] = branchValues(name, declaration, in: statements, before.environment)
                }
                continue
            }
            if let call = value.as(FunctionCallExprSyntax.self) {
                scope.made[name] = value
                scope.madeIn[name] = before.environment  // read where it was made
                if reader.resolver.index.makesAlertController(call, owner: scope.environment.typeName) || Self.makesAlertAction(call) { continue }
            }
            // `let cancelAction = UIAlertAction.cancel`: an action a static property states;
            // `let delete = self.deleteAction`, one a property of the type makes (the same name,
            // `let cancelAction = self.cancelAction`, is read by that name already).
            if value.is(MemberAccessExprSyntax.self), Self.name(value) != name { scope.made[name] = value }
            if let values = reader.resolver.evaluate(value, scope.environment).values { scope.environment.bindings[name] = values }
        }
    }

    /// The values local `name`, declared by `declaration`, holds wherever it is read, when
    /// branches after the declaration give them (``ViewReader/branchValues(_:initial:declaredAt:in:_:)``).
    private func branchValues(_ name: String, _ declaration: VariableDeclSyntax, in statements: CodeBlockItemListSyntax, _ environment: Environment) -> [Value]? {
        guard let binding = declaration.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else { return nil }
        return reader.branchValues(name, initial: binding.initializer?.value, declaredAt: declaration.endPosition, in: statements, environment)
    }

    /// The actions one statement adds to alert `name`: `name.addAction(…)`, a loop adding a
    /// helper's actions, each branch of an `if`/`switch` around `addAction` a variant (`if let
    /// action = helper(…)` binds `action` to the helper's action in its branch).
    private func actionsAdded(to name: String, by item: CodeBlockItemSyntax, _ scope: AlertScope, nesting: Int) -> Content {
        // `do { … alert.addAction(…) } catch { … }`: its body's actions, in order (a `catch`
        // runs only on failure, left out as an error path is).
        if let block = item.item.as(DoStmtSyntax.self) {
            guard nesting < Self.maximumAlertNesting else { return .runtime("line \(file.line(of: block)): actions added \(Self.maximumAlertNesting) statements deep", buttons: 2) }
            return alertBlock(block.body.statements, name, scope, nesting: nesting + 1)
        }
        if let loop = item.item.as(ForStmtSyntax.self) {
            if addsActions(loop, to: name) {
                let stated = loop.whereClause == nil && Self.addsEveryElement(loop.body.statements) ? statedActions(loop.sequence, scope) : nil
                return stated ?? loopActions(loop.sequence, line: file.line(of: loop), scope.environment)
            }
            guard !Self.calls(named: "addAction", on: name, in: Syntax(loop.body)).isEmpty || callsLocalFunction(Syntax(loop.body), scope) else { return .empty }
            let line = file.line(of: loop)
            // A loop over a list the code states (at most 16 elements): its body once an element.
            if nesting < Self.maximumAlertNesting, let (variable, values, index) = reader.loopElements(loop, scope.environment) {
                return values.enumerated().reduce(Content.empty) { content, element in
                    var inner = scope
                    inner.environment.bindings[variable] = [element.element]
                    inner.made[variable] = nil
                    if let index {
                        inner.environment.bindings[index] = [.plain(String(element.offset))]
                        inner.made[index] = nil
                    }
                    return content.then(alertBlock(loop.body.statements, name, inner, nesting: nesting + 1), limit: reader.limit)
                }
            }
            return .runtime("line \(line): actions added in a loop over `\(reader.resolver.short(loop.sequence))`, known only at run time", buttons: 2)
        }
        // In an app's method of `UIAlertController`, `return addActionWithTitle(…)` adds too.
        let returned = name == "self" ? item.item.as(ReturnStmtSyntax.self)?.expression : nil
        guard let expression = Self.expression(item) ?? returned else { return .empty }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let list = Self.forEachAdding(call, to: name) {
                let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
                let stated = closure.map { Self.addsEveryElement($0.statements) } == true ? statedActions(list, scope) : nil
                return stated ?? loopActions(list, line: file.line(of: call), scope.environment)
            }
            if let added = forEachBody(call, name, scope, nesting: nesting) { return added }
            if let added = controllerMethodActions(call, on: name, scope, nesting: nesting) { return added }
            if let added = localFunctionActions(call, on: name, scope, nesting: nesting) { return added }
            guard Self.addsAction(call, to: name), let argument = call.arguments.first?.expression else { return .empty }
            // An app's alert view takes the action's title and style itself: `addAction(title:style:)`.
            if call.argument("title") != nil { return alertAction(call, scope.environment) }
            return action(argument, scope, at: file.line(of: argument))
        }
        let owners = reader.resolver.index.alertMethodOwners
        let addsHere = Self.calls(named: nil, on: name, in: Syntax(expression)).contains { call in
            let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            return method == "addAction" || owners.contains { $0.functions[method] != nil }
        } || callsLocalFunction(Syntax(expression), scope)
        guard addsHere else { return .empty }
        let line = file.line(of: expression)
        guard nesting < Self.maximumAlertNesting else { return .runtime("line \(line): actions added \(Self.maximumAlertNesting) statements deep", buttons: 2) }
        if let conditional = expression.as(IfExprSyntax.self) { return alertBranches(conditional, name, scope, nesting: nesting + 1) }
        if let choice = expression.as(SwitchExprSyntax.self) {
            let cases = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            let contents = cases.map { alertBlock($0.statements, name, scope, nesting: nesting + 1) }
            return contents.dropFirst().reduce(contents.first ?? .empty) { $0.or($1, limit: reader.limit) }
        }
        return .empty
    }

    /// Each branch of an `if` that adds actions to alert `name` a variant (the second empty
    /// without `else`); only the branch a condition known at that call takes (`if showDelete`
    /// where a helper's `showDelete` defaults to `false`).
    private func alertBranches(_ conditional: IfExprSyntax, _ name: String, _ scope: AlertScope, nesting: Int) -> Content {
        let truth = reader.resolver.bound(conditional.conditions, scope.environment).neverTaken ? false : knownTruth(conditional.conditions, scope.environment)
        if let taken = truth {
            if taken { return alertBlock(conditional.body.statements, name, scope, nesting: nesting) }
            switch conditional.elseBody {
            case .ifExpr(let next)?: return alertBranches(next, name, scope, nesting: nesting + 1)
            case .codeBlock(let other)?: return alertBlock(other.statements, name, scope, nesting: nesting)
            case nil: return .empty
            }
        }
        var inner = scope
        for condition in conditional.conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // `if let setPhoneAction = setPhoneAction`: the action that name was given before.
            if let value = binding.initializer?.value, let source = Self.name(value), let earlier = scope.made[source] {
                inner.made[bound] = earlier
            } else {
                inner.made[bound] = binding.initializer?.value ?? scope.made[bound]
            }
            if let value = binding.initializer?.value, let values = reader.resolver.evaluate(value, scope.environment).values {
                inner.environment.bindings[bound] = values.filter { $0 != .none }  // not nil inside the branch
            }
        }
        let first = alertBlock(conditional.body.statements, name, inner, nesting: nesting)
        switch conditional.elseBody {
        case .ifExpr(let next)?: return first.or(alertBranches(next, name, scope, nesting: nesting + 1), limit: reader.limit)
        case .codeBlock(let other)?: return first.or(alertBlock(other.statements, name, scope, nesting: nesting), limit: reader.limit)
        case nil: return first.or(.empty, limit: reader.limit)
        }
    }

    /// The truth of an `if`'s conditions when each is a Boolean expression the scan knows at
    /// that call (false when one is known false); nil otherwise (bindings, `#available`, run time).
    private func knownTruth(_ conditions: ConditionElementListSyntax, _ environment: Environment) -> Bool? {
        var truths: [Bool?] = []
        for element in conditions {
            guard let condition = element.condition.as(ExprSyntax.self) else { return nil }
            truths.append(reader.truth(condition, environment))
        }
        if truths.contains(false) { return false }
        return truths.allSatisfy { $0 == true } ? true : nil
    }

    /// True for `name.addAction(…)`, and for `addAction(…)` or `self.addAction(…)` when `name` is
    /// `self` (in an app's method of `UIAlertController`).
    private static func addsAction(_ call: FunctionCallExprSyntax, to name: String) -> Bool {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addAction" {
            return member.base.flatMap(Self.name) == name || (name == "self" && member.base?.isSelf == true)
        }
        return name == "self" && call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "addAction"
    }

    /// The actions `statements` add to alert `name`, in order.
    func alertBlock(_ statements: CodeBlockItemListSyntax, _ name: String, _ scope: AlertScope, nesting: Int) -> Content {
        var scope = scope
        var content = Content.empty
        for item in statements.iOSItems {
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                // A new alert of the same name is another group.
                if declaration.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) { break }
                declare(declaration, in: &scope, statements)
                continue
            }
            if let (assigned, _) = Self.assignedAlert(item, reader.resolver.index, owner: scope.environment.typeName), assigned == name { break }
            if declareLocalFunction(item, in: &scope) { continue }
            recordActionIcons(item, in: &scope)
            content = content.then(actionsAdded(to: name, by: item, scope, nesting: nesting), limit: reader.limit)
        }
        return content
    }

    /// Records the action an assignment gives a name kept outside the method (`setPhoneAction =
    /// UIAlertAction(title: …)`, the property an alert with a text field keeps to enable it
    /// later): read where it is added, as a local constant is. True when `item` is one.
    private func recordAssignedAction(_ item: CodeBlockItemSyntax, in scope: inout AlertScope) -> Bool {
        let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        guard let sequence = expression?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
              let target = Self.name(assignment.target), let call = assignment.value.as(FunctionCallExprSyntax.self),
              Self.makesAlertAction(call) else { return false }
        scope.made[target] = assignment.value
        scope.madeIn[target] = scope.environment
        return true
    }

    /// Records the images `item` gives the scope's local actions: `action.setValue(image, forKey:
    /// "image")` (the key UIKit's action sheets draw an icon from), in an `if let image = …` or
    /// not, and `action.image = …` (an app's extension of `UIAlertAction` over that key).
    private func recordActionIcons(_ item: CodeBlockItemSyntax, in scope: inout AlertScope) {
        for call in item.descendants(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "setValue",
                  let action = member.base.flatMap(Self.name), scope.made[action] != nil,
                  let key = call.argument("forKey")?.as(StringLiteralExprSyntax.self), key.representedLiteralValue == "image",
                  let image = call.arguments.first(where: { $0.label == nil })?.expression else { continue }
            scope.icons[action] = (Self.bound(image, around: call, within: item) ?? image, scope.environment)
        }
        for sequence in item.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "image",
                  let action = target.base.flatMap(Self.name), scope.made[action] != nil else { continue }
            scope.icons[action] = (Self.bound(elements[2], around: sequence, within: item) ?? elements[2], scope.environment)
        }
    }

    /// What `expression`, a name an `if let` or `guard let` around `node` (inside `item`) binds,
    /// was bound to: `UIImage(systemName: "trash")` for `image` in `if let image =
    /// UIImage(systemName: "trash") { action.setValue(image, forKey: "image") }`; nil otherwise.
    private static func bound(_ expression: ExprSyntax, around node: some SyntaxProtocol, within item: CodeBlockItemSyntax) -> ExprSyntax? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = node.parent
        while let parent = current, parent.id != item.id {
            if let conditions = parent.as(IfExprSyntax.self)?.conditions ?? parent.as(GuardStmtSyntax.self)?.conditions,
               let value = optionalBinding(name, in: conditions) {
                return value
            }
            current = parent.parent
        }
        return nil
    }

    /// `content`'s buttons with the icon `given` names, where they show none: the first icon
    /// found, or the image as written when the scan cannot name it.
    private func withIcon(_ content: Content, _ given: (image: ExprSyntax, environment: Environment)?) -> Content {
        guard let given else { return content }
        var result = content
        let found = icons.imageExpression(given.image, given.environment)
        for variant in result.variants.indices {
            for index in result.variants[variant].indices where result.variants[variant][index].icon == nil {
                switch found {
                case .success(let names): result.variants[variant][index].icon = names.first
                case .failure(let problem):
                    result.variants[variant][index].unnamedIcon = reader.resolver.short(given.image)
                    result.variants[variant][index].unnamedIconReason = problem.reason
                }
            }
        }
        return result
    }

    /// The action `expression` adds: made in place (`UIAlertAction(…)`, `.init(…)`), a local name
    /// made from one, an app's helper returning one (`getInfoAlertAction(indexPath:)` ->
    /// `UIAlertAction?`) or a property of the type computing one, followed 8 names deep, or a
    /// library's stock action (``StockAlertActions``); anything else known only at run time.
    private func action(_ expression: ExprSyntax, _ scope: AlertScope, at line: Int) -> Content {
        var current = expression
        var environment = scope.environment
        // The name the action is added by, whose image the scope may know.
        var added: String?
        for _ in 0..<8 {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if Self.makesAlertAction(call) { return withIcon(alertAction(call, environment), added.flatMap { scope.icons[$0] }) }
                if let returned = returnedAction(call, environment, kinds: ["UIAlertAction"]) {
                    return Self.relocated(eachBranch(returned) { alertAction(returned.call, $0) }, to: line)
                }
                break
            }
            guard let name = Self.name(current), let made = scope.made[name] else {
                // A property of the type returning one (`alert.addAction(self.cancelAction)`).
                if let returned = propertyAction(current, scope.environment, kinds: ["UIAlertAction"])
                    ?? staticPropertyAction(current, scope.environment, kinds: ["UIAlertAction"]) {
                    return Self.relocated(alertAction(returned.call, returned.environment), to: line)
                }
                break
            }
            if added == nil { added = name }
            environment = scope.madeIn[name] ?? environment
            current = made
        }
        if let stock = StockAlertActions.action(current, reader.resolver.index) {
            // A library's `UIAlertAction.cancel` (`alert.addAction(.cancel)`).
            return Content(variants: [[FoundButton(line: line, title: .text(stock.title), icon: nil, role: stock.role, style: nil)]])
        }
        return .runtime("line \(line): an action made elsewhere")
    }

    /// `UIAlertAction(…)`, `UIAlertAction.init(…)` or `.init(…)` where an action is expected
    /// (`addAction(.init(title:style:))`), or a library's factory on `UIAlertAction` taking the
    /// title first and a `style:` (``libraryFactoryTitle(_:)``).
    static func makesAlertAction(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledBaseName == "UIAlertAction" || call.calledName == "UIAlertAction.init" { return true }
        if libraryFactoryTitle(call) != nil { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.text == "init"
    }

    /// The title of a library's `UIAlertAction` factory (RxSwift Action's
    /// `UIAlertAction.Action("OK", style: .default)`): a capitalized static function on
    /// `UIAlertAction`, called with the title unlabelled first and a `style:` after it, as
    /// UIKit's own initializer takes them. Nil for any other call.
    ///
    /// So is an app's (or a module's) subclass named for an alert action, made the same way
    /// (Canvas's `AlertAction(String(localized: "Edit"), style: .default) { … }`, `class
    /// AlertAction: UIAlertAction` with `convenience init(_ title: String?, style:handler:)`).
    static func libraryFactoryTitle(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let named = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, named != "UIAlertAction", named.hasSuffix("AlertAction"),
           let first = call.arguments.first, first.label == nil, call.arguments.dropFirst().first?.label?.text == "style",
           call.arguments.count <= 3 {
            return first.expression
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIAlertAction",
              member.declName.baseName.text.first?.isUppercase == true,
              call.arguments.count == 2, let first = call.arguments.first, first.label == nil,
              call.arguments.last?.label?.text == "style" else { return nil }
        return first.expression
    }

    /// True when `loop`'s body adds its element to `controller` (`alert.addAction(action)`, or
    /// `addAction(action)` in a method of the alert, `controller` `self`).
    /// Also through an app's alert method that adds the one action it is given (`for anAction
    /// in actions { self.add(action: anAction) }`, with `func add(action: UIAlertAction?) { if
    /// let action { addAction(action) } }`).
    private func addsActions(_ loop: ForStmtSyntax, to controller: String) -> Bool {
        let element = loop.pattern.trimmedDescription
        let calls = Self.calls(named: nil, on: controller, in: Syntax(loop.body)).filter { $0.arguments.first?.expression.trimmedDescription == element }
        if calls.contains(where: { $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "addAction" }) { return true }
        // In a method of the alert itself, `addAction(action)` with `self` left out.
        if controller == "self", loop.body.descendants(FunctionCallExprSyntax.self).contains(where: { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "addAction" && call.arguments.first?.expression.trimmedDescription == element
        }) { return true }
        let owners = reader.resolver.index.alertMethodOwners
        return calls.contains { call in
            guard call.arguments.count == 1, let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  let function = owners.lazy.compactMap({ $0.functions[method]?.first }).first else { return false }
            return Self.addsItsParameter(function)
        }
    }

    /// True when an alert method adds the one action it is given: `addAction(action)`, or the
    /// name an `if let` binds it to (`if let action { addAction(action) }`).
    private static func addsItsParameter(_ function: FunctionDecl) -> Bool {
        guard function.parameters.count == 1, let parameter = function.parameters.first?.name else { return false }
        var names: Set<String> = [parameter]
        for binding in function.body.descendants(OptionalBindingConditionSyntax.self) {
            guard let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let source = binding.initializer?.value.trimmedDescription ?? bound
            if source == parameter { names.insert(bound) }
        }
        return function.body.descendants(FunctionCallExprSyntax.self).contains { call in
            let called = call.calledExpression.trimmedDescription
            return (called == "addAction" || called == "self.addAction") && names.contains(call.arguments.first?.expression.trimmedDescription ?? "")
        }
    }

    /// The actions a loop adds: those of the array a helper was given (`actions: [UIAlertAction(…)]`,
    /// a ternary of two arrays giving a variant each, the default `[]` none) or a helper of the
    /// file returns (``helperAlertActions(_:_:)``); anything else is known only at run time.
    private func loopActions(_ sequence: ExprSyntax, line: Int, _ environment: Environment) -> Content {
        let unknown = Content.runtime("line \(line): actions from `\(reader.resolver.short(sequence))`, known only at run time", buttons: 2)
        let list = Self.withoutEmptyFallback(sequence)
        guard let name = Self.name(list), let passed = environment.passedArguments[name] else {
            // `for action in makeActions()`: the list a helper of the file returns.
            return helperAlertActions(list, environment) ?? unknown
        }
        return passedActions(passed.expression, passed.environment) ?? unknown
    }

    /// The actions of a literal list a loop adds one by one (`[nude, hate, cancel].forEach {
    /// actionSheet.addAction($0) }`), each element an action as ``action(_:_:at:)`` reads it (a
    /// local constant made before, or made in place), in the list's order; nil for any other
    /// sequence, or a list of more than ``ViewReader/maximumLoopElements``.
    private func statedActions(_ sequence: ExprSyntax, _ scope: AlertScope) -> Content? {
        guard let array = sequence.as(ArrayExprSyntax.self), !array.elements.isEmpty,
              array.elements.count <= ViewReader.maximumLoopElements else { return nil }
        return array.elements.reduce(Content.empty) { content, element in
            content.then(action(element.expression, scope, at: file.line(of: element)), limit: reader.limit)
        }
    }

    /// True when a loop's body is only the call adding its element (`actionSheet.addAction($0)`):
    /// every element of the list is added, none left out by an `if`, a `guard`, a `break` or a
    /// `where` (checked by the caller), so the list is the actions.
    private static func addsEveryElement(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let only = statements.first else { return false }
        return expression(only)?.is(FunctionCallExprSyntax.self) == true
    }

    /// `actions ?? []` (an optional list, none when nil) as the list it unwraps; anything else as it is.
    static func withoutEmptyFallback(_ expression: ExprSyntax) -> ExprSyntax {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return expression }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              elements[2].as(ArrayExprSyntax.self)?.elements.isEmpty == true else { return expression }
        return elements[0]
    }

    /// `options.forEach { option in alert.addAction(UIAlertAction(title: option.name, …)) }`: the
    /// closure's body once for each element of a list the code states, as a `for` loop's; known
    /// only at run time over any other list. Nil when `call` is no `forEach` adding to `name`.
    private func forEachBody(_ call: FunctionCallExprSyntax, _ name: String, _ scope: AlertScope, nesting: Int) -> Content? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
              let list = member.base, let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              !Self.calls(named: "addAction", on: name, in: Syntax(closure)).isEmpty else { return nil }
        let line = file.line(of: call)
        // A `return` in the closure skips an element (`guard size != current else { return }`):
        // which ones, the run decides.
        let skips = closure.statements.descendants(ReturnStmtSyntax.self).contains { returned in
            !Syntax(returned).ancestors(until: Syntax(closure)).contains { $0.is(ClosureExprSyntax.self) || $0.is(FunctionDeclSyntax.self) }
        }
        guard nesting < Self.maximumAlertNesting, !skips, let values = reader.sequenceElements(list, scope.environment) else {
            return .runtime("line \(line): actions added for each of `\(reader.resolver.short(list))`, known only at run time", buttons: 2)
        }
        let parameter = ViewReader.closureParameter(closure)
        return values.reduce(Content.empty) { content, value in
            var inner = scope
            inner.environment.bindings[parameter] = [value]
            inner.made[parameter] = nil
            return content.then(alertBlock(closure.statements, name, inner, nesting: nesting + 1), limit: reader.limit)
        }
    }

    /// `list.forEach { alert.addAction($0) }` (or `{ action in alert.addAction(action) }`): the list.
    private static func forEachAdding(_ call: FunctionCallExprSyntax, to controller: String) -> ExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
              let list = member.base, let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { return nil }
        let parameter = ViewReader.closureParameter(closure)
        let adds = calls(named: "addAction", on: controller, in: Syntax(closure)).contains { $0.arguments.first?.expression.trimmedDescription == parameter }
        return adds ? list : nil
    }

    /// The actions of a list a helper was given: an array of actions made in place or held by
    /// the caller's constants (`actions: [github, cancel]`), a ternary of two (a variant each), or
    /// a list the caller built from its own parameter (`var actions = actions;
    /// actions.append(UIAlertAction(…))`); nil for anything else.
    func passedActions(_ expression: ExprSyntax, _ environment: Environment, nesting: Int = 0) -> Content? {
        guard nesting < 8 else { return nil }
        if let array = expression.as(ArrayExprSyntax.self) {
            var content = Content.empty
            for element in array.elements {
                var made = element.expression
                if let name = Self.name(made), let declared = declaration(named: name, near: element) { made = declared }
                guard let call = made.as(FunctionCallExprSyntax.self) else { return nil }
                if Self.makesAlertAction(call) {
                    content = content.then(alertAction(call, environment), limit: reader.limit)
                } else if let returned = returnedAction(call, environment, kinds: ["UIAlertAction"]) {
                    // An action the app's helper returns (`AlertHelper.cancelAction()`, its title a default).
                    content = content.then(Self.relocated(alertAction(returned.call, returned.environment), to: file.line(of: call)), limit: reader.limit)
                } else {
                    return nil
                }
            }
            return content
        }
        if let name = Self.name(expression), let built = builtActions(name, before: expression, environment, nesting: nesting) { return built }
        // A list the helper was handed by the helper that called it (`present(…, actions:
        // actions)` → `build(actions: actions)`), not built again here: the list its own caller gave.
        if let name = Self.name(expression), let passed = environment.passedArguments[name] {
            return passedActions(passed.expression, passed.environment, nesting: nesting + 1)
        }
        // `addActions(makeActions())`: the list a helper of the file returns.
        if let helper = helperAlertActions(expression, environment) { return helper }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            guard let first = passedActions(ternary.thenExpression, environment, nesting: nesting + 1),
                  let second = passedActions(ternary.elseExpression, environment, nesting: nesting + 1) else { return nil }
            return first.or(second, limit: reader.limit)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let last = sequence.elements.last,
           let ternary = sequence.elements.dropLast().last?.as(UnresolvedTernaryExprSyntax.self) {
            guard let first = passedActions(ternary.thenExpression, environment, nesting: nesting + 1),
                  let second = passedActions(last, environment, nesting: nesting + 1) else { return nil }
            return first.or(second, limit: reader.limit)
        }
        return nil
    }

    /// One `UIAlertAction(title:style:)`.
    func alertAction(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Content {
        let line = file.line(of: call)
        guard let titleExpression = call.argument("title") ?? Self.libraryFactoryTitle(call) else { return .runtime("line \(line): an action without a title") }
        return titledAction(titleExpression, line: line, environment) {
            // `style:` of UIKit's actions; `type:` or `role:` of an alert model's (`.init(type: .destructive, title: …)`).
            let kind = call.argument("style") ?? call.argument("type") ?? call.argument("role")
            let chosen = chosenBranch(Self.passedExpression(kind, environment), environment)
            return Modifiers.role(chosen) ?? roleValue(chosen, environment)
        }
    }

    /// One action titled by `title` as UIKit takes a `String` (a variant for each title it may
    /// be), with the role `role()` works out once the title is known; known only at run time when
    /// the title is.
    func titledAction(_ title: ExprSyntax, line: Int, _ environment: Environment, role: () -> String?) -> Content {
        switch titles.plain(title, environment) {
        case .success(let found):
            let role = role()
            return Content(variants: found.map { [FoundButton(line: line, title: $0, icon: nil, role: role, style: nil)] })
        case .failure(let problem):
            return .runtime("line \(line): title: \(problem.reason)")
        }
    }

    /// The role a style the code holds elsewhere names (`style: buttonAction.style`, the member of
    /// an app's action value made with `style: .destructive`): the one case all its values are.
    private func roleValue(_ expression: ExprSyntax?, _ environment: Environment) -> String? {
        guard let expression, let values = reader.resolver.evaluate(expression, environment).values, !values.isEmpty else { return nil }
        let names = Set(values.compactMap { $0.enumCaseParts?.name })
        guard names.count == 1, values.allSatisfy({ $0.enumCaseParts != nil }), let name = names.first else { return nil }
        return ["destructive", "cancel"].contains(name) ? name : nil
    }

    /// The expression a helper's caller passed for a parameter named `expression` (`style: style`
    /// in `addActionWithTitle(_:style:)` called with `style: .cancel`), followed 4 helpers out;
    /// anything else as it is.
    private static func passedExpression(_ expression: ExprSyntax?, _ environment: Environment) -> ExprSyntax? {
        var current = expression
        var environment = environment
        for _ in 0..<4 {
            guard let name = current?.as(DeclReferenceExprSyntax.self)?.baseName.text, let passed = environment.passedArguments[name] else { break }
            current = passed.expression
            environment = passed.environment
        }
        return current
    }

    /// The branch of `condition ? a : b` a known `Bool` picks (`destructive ? .destructive :
    /// .default` where a helper's `destructive` is bound); anything else as it is.
    private func chosenBranch(_ expression: ExprSyntax?, _ environment: Environment) -> ExprSyntax? {
        guard let expression else { return nil }
        let parts: (ExprSyntax, ExprSyntax, ExprSyntax)?
        if let ternary = expression.as(TernaryExprSyntax.self) {
            parts = (ternary.condition, ternary.thenExpression, ternary.elseExpression)
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  let ternary = Array(sequence.elements)[1].as(UnresolvedTernaryExprSyntax.self), let first = sequence.elements.first, let last = sequence.elements.last {
            parts = (first, ternary.thenExpression, last)
        } else {
            parts = nil
        }
        guard let (condition, then, otherwise) = parts else { return expression }
        let values = reader.resolver.evaluate(condition, environment).values
        if values == [.plain("true")] { return then }
        if values == [.plain("false")] { return otherwise }
        return expression
    }
}

extension DeclarationIndex {
    /// True when `call` makes a `UIAlertController`: `UIAlertController(…)`, or `Self(…)` in an
    /// extension of it (or of a subclass: `owner` is the type around the call).
    func makesAlertController(_ call: FunctionCallExprSyntax, owner: String?) -> Bool {
        if call.calledBaseName == "UIAlertController" { return true }
        // An app's subclass (`ThemedAlertController(title:message:preferredStyle:)`).
        if let name = Self.madeTypeName(call), name.first?.isUppercase == true {
            if isAlertControllerType(name) || makesUnseenAlertController(call, named: name) { return true }
        }
        guard ["Self", "Self.init", "self.init"].contains(call.calledName ?? ""), var current = owner else { return false }
        for _ in 0..<8 {
            if current == "UIAlertController" { return true }
            guard let next = types[current]?.inherited.first else { return false }
            current = next
        }
        return false
    }

    /// True when `call` makes (as `written`) a class the scanned code does not declare (a shared module's, a
    /// folder left out of the scan) whose name says it is an alert controller and which is made
    /// as one is, with `preferredStyle:` (`PortraitAlertController(title: nil, message: nil,
    /// preferredStyle: .actionSheet)`). A type the scanned code declares is what it declares; one
    /// it declares only nested in another (`Strings.AlertController`, a namespace of titles) is
    /// not the one an unqualified call makes.
    private func makesUnseenAlertController(_ call: FunctionCallExprSyntax, named written: String) -> Bool {
        let name = String(written.split(separator: ".").last ?? "")
        guard name.hasSuffix("AlertController"), name.first?.isUppercase == true else { return false }
        if let type = types[name], type.isDeclared,
           type.isDeclaredAtTopLevel || written.contains(".") || type.outerTypes.isEmpty || call.enclosingTypeName.map(type.outerTypes.contains) == true {
            return false  // the type around the call nests its own of that name: that one
        }
        return call.arguments.contains { $0.label?.text == "preferredStyle" }
    }

    /// The type `call` makes as written (`Module.Name` of `Module.Name(…)` or `Name.init(…)`).
    private static func madeTypeName(_ call: FunctionCallExprSyntax) -> String? {
        guard let name = call.calledName else { return nil }
        return name.hasSuffix(".init") ? String(name.dropLast(5)) : name
    }
}
