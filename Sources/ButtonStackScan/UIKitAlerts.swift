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
    }

    /// The alerts a body makes, each a group at the line of its `UIAlertController(…)`.
    func alertControllers(in statements: CodeBlockItemListSyntax) {
        for alert in madeAlerts(statements, Environment(file: file, typeName: statements.enclosingTypeName)) {
            sink.add(alert.content, container: alert.sheet ? "actionSheet" : "alertController", owner: alert.call.enclosingTypeName,
                     line: file.line(of: alert.call), endLine: file.endLine(of: alert.call),
                     modes: alert.sheet ? { _ in [3] } : AlertLayout.alertModes, order: alert.sheet ? AlertLayout.sheetOrder : AlertLayout.alertOrder)
        }
    }

    /// A call of an app's helper whose body makes a `UIAlertController` and adds actions to it:
    /// each alert it makes is a group at the call, read with the call's arguments bound (a
    /// parameter it leaves out takes its default). True when `node` calls such a helper.
    func inlinedAlertHelper(_ node: FunctionCallExprSyntax) -> Bool {
        // A helper is a function (`confirmAction(…)`, `self.confirm(…)`), not a type's initializer.
        guard let called = node.calledName, node.calledBaseName?.first?.isLowercase == true else { return false }
        var environment = Environment(file: file, typeName: node.enclosingTypeName)
        let resolver = reader.resolver
        // Which function is called depends on its name and the type around the call alone, so it
        // is found before the call's locals are bound: binding them reads every constant before
        // the call, and this runs for every lowercase call of a file.
        guard let function = resolver.findFunction(called, call: node, environment), resolver.index.makesAlertController(function) else { return false }
        reader.bindLocals(before: node, into: &environment)
        let alerts = resolver.inline(function, call: node, environment) { _, inner in
            self.body(of: function).flatMap { madeAlerts($0, inner) }
        }
        // An alert the helper's body states whole, whatever the arguments, is its group there already.
        var own = Environment(file: function.file, typeName: function.owner)
        own.depth = 1
        let stated = body(of: function).flatMap { madeAlerts($0, own) }.map { $0.content.anyRuntime == nil }
        let line = file.line(of: node)
        for (index, alert) in alerts.enumerated() where !(index < stated.count && stated[index]) {
            var content = alert.content
            // A reason's line is the helper's: say whose.
            content.runtime = content.runtime.map { "in `\(function.name)` (\(function.file.relative)): \($0)" }
            content.runtimeBranch = content.runtimeBranch.map { "in `\(function.name)` (\(function.file.relative)): \($0)" }
            content.variants = content.variants.map { $0.map { var button = $0; button.line = line; return button } }
            sink.add(content, container: alert.sheet ? "actionSheet" : "alertController", owner: node.enclosingTypeName,
                     line: line, endLine: file.endLine(of: node),
                     modes: alert.sheet ? { _ in [3] } : AlertLayout.alertModes, order: alert.sheet ? AlertLayout.sheetOrder : AlertLayout.alertOrder)
        }
        return true
    }

    /// Each statement list of a helper's body (a `DispatchQueue.main.async { }` too).
    private func body(of function: FunctionDecl) -> [CodeBlockItemListSyntax] {
        function.body.descendants(CodeBlockItemListSyntax.self)
    }

    /// `let alert = UIAlertController(…, preferredStyle: .alert)` then `alert.addAction(…)` in
    /// `statements`: an action made inline, a local constant, or each action of a loop over the
    /// actions a helper was given (`for action in actions { alert.addAction(action) }`).
    func madeAlerts(_ statements: CodeBlockItemListSyntax, _ environment: Environment) -> [MadeAlert] {
        var controllers: [(name: String, alert: MadeAlert)] = []
        var actions: [String: FunctionCallExprSyntax] = [:]
        var environment = environment
        for item in statements.iOSItems {
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
                        // `UIAlertController()` (no style given) is an action sheet, UIKit's default.
                        let style = call.argument("preferredStyle")?.trimmedDescription
                        let sheet = style.map { $0.hasSuffix("actionSheet") } ?? call.arguments.isEmpty
                        controllers.append((name, MadeAlert(call: call, sheet: sheet, content: .empty)))
                    } else if call.calledBaseName == "UIAlertAction" {
                        actions[name] = call
                    }
                }
                continue
            }
            if let loop = item.item.as(ForStmtSyntax.self) {
                for (index, controller) in controllers.enumerated() where Self.addsActions(loop, to: controller.name) {
                    controllers[index].alert.content = controller.alert.content.then(loopActions(loop, environment), limit: reader.limit)
                }
                continue
            }
            guard let call = Self.expression(item)?.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addAction",
                  let receiver = member.base.flatMap(Self.name), let index = controllers.firstIndex(where: { $0.name == receiver }),
                  let argument = call.arguments.first?.expression else { continue }
            let added: Content
            if let action = argument.as(FunctionCallExprSyntax.self), Self.makesAlertAction(action) {
                added = alertAction(action, environment)
            } else if let name = Self.name(argument), let action = actions[name] {
                added = alertAction(action, environment)
            } else {
                added = .runtime("line \(file.line(of: argument)): an action made elsewhere")
            }
            controllers[index].alert.content = controllers[index].alert.content.then(added, limit: reader.limit)
        }
        return controllers.map(\.alert)
    }

    /// `UIAlertAction(…)`, `UIAlertAction.init(…)` or `.init(…)` where an action is expected (`addAction(.init(title:style:))`).
    private static func makesAlertAction(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledBaseName == "UIAlertAction" || call.calledName == "UIAlertAction.init" { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.text == "init"
    }

    /// True when `loop`'s body adds its element to `controller` (`alert.addAction(action)`).
    private static func addsActions(_ loop: ForStmtSyntax, to controller: String) -> Bool {
        calls(named: "addAction", on: controller, in: Syntax(loop.body)).contains { call in
            call.arguments.first?.expression.trimmedDescription == loop.pattern.trimmedDescription
        }
    }

    /// The actions a loop adds: those of the array a helper was given (`actions: [UIAlertAction(…)]`,
    /// a ternary of two arrays giving a variant each, the default `[]` none); anything else is
    /// known only at run time.
    private func loopActions(_ loop: ForStmtSyntax, _ environment: Environment) -> Content {
        let line = file.line(of: loop)
        let unknown = Content.runtime("line \(line): actions from `\(reader.resolver.short(loop.sequence))`, known only at run time", buttons: 2)
        guard let name = Self.name(loop.sequence), let passed = environment.passedArguments[name] else { return unknown }
        return passedActions(passed.expression, passed.environment) ?? unknown
    }

    private func passedActions(_ expression: ExprSyntax, _ environment: Environment) -> Content? {
        if let array = expression.as(ArrayExprSyntax.self) {
            var content = Content.empty
            for element in array.elements {
                guard let call = element.expression.as(FunctionCallExprSyntax.self), call.calledBaseName == "UIAlertAction" else { return nil }
                content = content.then(alertAction(call, environment), limit: reader.limit)
            }
            return content
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            guard let first = passedActions(ternary.thenExpression, environment), let second = passedActions(ternary.elseExpression, environment) else { return nil }
            return first.or(second, limit: reader.limit)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let last = sequence.elements.last,
           let ternary = sequence.elements.dropLast().last?.as(UnresolvedTernaryExprSyntax.self) {
            guard let first = passedActions(ternary.thenExpression, environment), let second = passedActions(last, environment) else { return nil }
            return first.or(second, limit: reader.limit)
        }
        return nil
    }

    /// One `UIAlertAction(title:style:)`.
    func alertAction(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Content {
        let line = file.line(of: call)
        guard let titleExpression = call.argument("title") else { return .runtime("line \(line): an action without a title") }
        switch titles.plain(titleExpression, environment) {
        case .success(let found):
            let role = Modifiers.role(chosenBranch(call.argument("style"), environment))
            return Content(variants: found.map { [FoundButton(line: line, title: $0, icon: nil, role: role, style: nil)] })
        case .failure(let problem):
            return .runtime("line \(line): title: \(problem.reason)")
        }
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
    /// True when `function`'s body makes a `UIAlertController` (worked out once a function).
    func makesAlertController(_ function: FunctionDecl) -> Bool {
        if let known = alertMakers[function.body.id] { return known }
        let makes = function.body.descendants(FunctionCallExprSyntax.self).contains { $0.calledBaseName == "UIAlertController" }
        alertMakers[function.body.id] = makes
        return makes
    }
}
