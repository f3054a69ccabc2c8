import SwiftSyntax

/// Lists of UIKit buttons built before they are used: `var actions: [UIMenuElement] = []` (or
/// `[UIAction]()`, or a literal of the first ones), then `actions.append(UIAction(…))`,
/// `actions += […]`, `actions.append(contentsOf: […])`, `actions.insert(…, at: 0)`, some under an
/// `if` or `switch`, then
/// `UIMenu(children: actions)` or `rightBarButtonItems = items`.
extension UIKitGroupFinder {
    /// How many statements deep (an `if` in an `if` …) a built list is followed.
    private static let maximumNesting = 16

    /// The buttons of local list `name` as the statements before `use` build it, in order: each
    /// branch of an `if` or `switch` that adds to it a variant (the existing rule for run-time
    /// branches), a loop adding to it known only at run time. Nil when `name` is no local list
    /// declared before `use` in the bodies around it.
    func builtList(_ name: String, before use: some SyntaxProtocol, _ read: (ListedButton, Environment) -> Content) -> Content? {
        var current = use.parent
        while let parent = current, parent.typeDeclarationName == nil {
            let items = parent.as(CodeBlockItemListSyntax.self)?.iOSItems ?? []
            if let start = items.firstIndex(where: { Self.declaresList(name, $0) && $0.endPosition <= use.position }) {
                let environment = Environment(file: file, typeName: use.enclosingTypeName)
                var content = initialElements(items[start], use, read, environment)
                for item in items[(start + 1)...] where item.endPosition <= use.position {
                    content = changed(content, by: item, name, use, read, environment)
                }
                return content
            }
            current = parent.parent
        }
        return nil
    }

    /// The elements `name.insert(x, at: i)` or `name.insert(contentsOf: […], at: i)` puts at a
    /// stated place `i`, when `statement` is that call.
    private func insertedAt(_ name: String, _ statement: Syntax, _ read: (ListedButton, Environment) -> Content,
                            _ environment: Environment) -> (Content, Int)? {
        let expression = statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ExprSyntax.self)
        guard let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base.flatMap(Self.name) == name, member.declName.baseName.text == "insert", call.arguments.count == 2,
              let first = call.arguments.first, let place = call.arguments.last, place.label?.text == "at",
              let index = Int(place.expression.trimmedDescription) else { return nil }
        if first.label?.text == "contentsOf" {
            guard let array = first.expression.as(ArrayExprSyntax.self) else { return nil }
            return (listed(array, statement, read, environment), index)
        }
        guard first.label == nil else { return nil }
        return (element(first.expression, statement, read, environment), index)
    }

    /// The buttons an initializer's statements add to the type's own list property `name`
    /// (`actions.append(AlertAction(title: …))`), in order, each branch a variant.
    func propertyList(_ name: String, in body: CodeBlockItemListSyntax, _ read: (ListedButton, Environment) -> Content, _ environment: Environment) -> Content {
        body.iOSItems.reduce(Content.empty) { changed($0, by: $1, name, $1, read, environment) }
    }

    /// List `name` as `content` holds it, after statement `item` (names looked up from `use`):
    /// `name.insert(x, at: 2)` puts x at that place of the list built so far; other statements
    /// add before (``Additions/front``) or after it.
    private func changed(_ content: Content, by item: CodeBlockItemSyntax, _ name: String, _ use: some SyntaxProtocol,
                         _ read: (ListedButton, Environment) -> Content, _ environment: Environment, nesting: Int = 0) -> Content {
        if let (inserted, index) = insertedAt(name, Syntax(item.item), read, environment), let placed = content.inserting(inserted, at: index) {
            return placed
        }
        // An `if` or `switch` inserting into the list in some branch: each branch changes the
        // list built so far, its own variant (an insert in one and an append in another never
        // pair up across branches).
        if let threaded = threadedBranches(content, item.item, name, use, read, environment, nesting: nesting) { return threaded }
        let addition = added(to: name, by: Syntax(item.item), use, read, environment, nesting: 0)
        return addition.front.then(content, limit: reader.limit).then(addition.back, limit: reader.limit)
    }

    /// The list after an `if` or `switch` statement whose branches insert into `name`: each
    /// branch read from `content` as it is, the results its variants; nil for any other statement.
    private func threadedBranches(_ content: Content, _ statement: CodeBlockItemSyntax.Item, _ name: String, _ use: some SyntaxProtocol,
                                  _ read: (ListedButton, Environment) -> Content, _ environment: Environment, nesting: Int) -> Content? {
        let expression = statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ExprSyntax.self)
        guard let expression, expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self),
              expression.descendants(FunctionCallExprSyntax.self).contains(where: { call in
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self)
                  return member?.declName.baseName.text == "insert" && member?.base.flatMap(Self.name) == name
              }) else { return nil }
        guard nesting < Self.maximumNesting else {
            return content.then(.runtime("line \(file.line(of: expression)): `\(name)` built \(Self.maximumNesting) statements deep", buttons: 2), limit: reader.limit)
        }
        var blocks: [CodeBlockItemListSyntax?] = []  // nil: a branch leaving the list as it is
        if let conditional = expression.as(IfExprSyntax.self) {
            var current: IfExprSyntax? = conditional
            while let next = current {
                blocks.append(next.body.statements)
                switch next.elseBody {
                case .ifExpr(let further)?: current = further
                case .codeBlock(let other)?: blocks.append(other.statements); current = nil
                case nil: blocks.append(nil); current = nil
                }
            }
        } else if let choice = expression.as(SwitchExprSyntax.self) {
            blocks = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        }
        let branches = blocks.map { block in
            block.map { $0.iOSItems.reduce(content) { changed($0, by: $1, name, use, read, environment, nesting: nesting + 1) } } ?? content
        }
        return branches.dropFirst().reduce(branches.first ?? content) { $0.or($1, limit: reader.limit) }
    }

    /// True for `var name = []`, `var name: [UIAction] = []`, `var name = [UIAction]()`, `var name = [a, b]`
    /// or `var name = unread ? [markAsRead] : []`.
    private static func declaresList(_ name: String, _ item: CodeBlockItemSyntax) -> Bool {
        guard let declaration = item.item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
        return declaration.bindings.contains { binding in
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = binding.initializer?.value else { return false }
            return Self.choices(value).allSatisfy { choice in
                choice.is(ArrayExprSyntax.self) || choice.as(FunctionCallExprSyntax.self).map { $0.calledExpression.is(ArrayExprSyntax.self) && $0.arguments.isEmpty } == true
            }
        }
    }

    /// The elements a list starts with (`var actions = [open]`); of a ternary's two lists, a variant each.
    private func initialElements(_ item: CodeBlockItemSyntax, _ use: some SyntaxProtocol, _ read: (ListedButton, Environment) -> Content, _ environment: Environment) -> Content {
        guard let value = item.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value else { return .empty }
        let lists = Self.choices(value).map { choice in choice.as(ArrayExprSyntax.self).map { listed($0, use, read, environment) } ?? .empty }
        return lists.dropFirst().reduce(lists.first ?? .empty) { $0.or($1, limit: reader.limit) }
    }

    private func listed(_ array: ArrayExprSyntax, _ use: some SyntaxProtocol, _ read: (ListedButton, Environment) -> Content, _ environment: Environment) -> Content {
        array.elements.reduce(Content.empty) { $0.then(element($1.expression, use, read, environment), limit: reader.limit) }
    }

    /// One element: made in place, or a local constant or property declared nearby.
    private func element(_ expression: ExprSyntax, _ use: some SyntaxProtocol, _ read: (ListedButton, Environment) -> Content, _ environment: Environment) -> Content {
        // The local constants above the statement adding it (`let moreTitle = …` in its `if`).
        var environment = environment
        reader.bindLocals(before: use, into: &environment)
        return item(listedButton(expression, near: use), environment, read)
    }

    /// What one statement adds to list `name`, before the others (`insert(…, at: 0)`) and after
    /// them: nothing when it does not name the list; the elements of `append`,
    /// `append(contentsOf: […])`, `+= […]`, `insert(x, at: 0)`, `insert(contentsOf: […], at: 0)`;
    /// each branch of an `if` or `switch` a variant; anything else that changes it (a loop over
    /// data, an insert elsewhere, `removeAll`) known only at run time.
    private func added(to name: String, by statement: Syntax, _ use: some SyntaxProtocol, _ read: (ListedButton, Environment) -> Content,
                       _ environment: Environment, nesting: Int) -> Additions {
        guard Self.names(name, in: statement) else { return Additions() }
        let line = file.line(of: statement)
        guard nesting < Self.maximumNesting else { return Additions(back: .runtime("line \(line): `\(name)` built \(Self.maximumNesting) statements deep", buttons: 2)) }
        if statement.is(VariableDeclSyntax.self) || statement.is(GuardStmtSyntax.self) { return Additions() }  // a constant read later; an early exit
        let expression = statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ExprSyntax.self)
        if let conditional = expression?.as(IfExprSyntax.self) { return branches(conditional, name, use, read, environment, nesting: nesting) }
        if let choice = expression?.as(SwitchExprSyntax.self) {
            let cases = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            let contents = cases.map { block($0.statements, name, use, read, environment, nesting: nesting + 1) }
            return contents.dropFirst().reduce(contents.first ?? Additions()) { $0.or($1, limit: reader.limit) }
        }
        if let (inserted, index) = insertedAt(name, statement, read, environment), index == 0 { return Additions(front: inserted) }
        if let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base.flatMap(Self.name) == name, member.declName.baseName.text == "append", let argument = call.arguments.first {
            // Names are looked up from the statement (a constant declared in the `if` around it).
            if argument.label?.text == "contentsOf" {
                guard let array = argument.expression.as(ArrayExprSyntax.self) else { return Additions(back: runtimeElements(argument.expression, line)) }
                return Additions(back: listed(array, statement, read, environment))
            }
            return Additions(back: element(argument.expression, statement, read, environment))
        }
        if let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           Self.name(Array(sequence.elements)[0]) == name, Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
           let value = sequence.elements.last {
            guard let array = value.as(ArrayExprSyntax.self) else { return Additions(back: runtimeElements(value, line)) }
            return Additions(back: listed(array, statement, read, environment))
        }
        if let loop = statement.as(ForStmtSyntax.self) {
            // A loop over a list the code states: its body once an element, the variable bound to it.
            if let (variable, values, index) = reader.loopElements(loop, environment) {
                return values.enumerated().reduce(Additions()) { additions, element in
                    var inner = environment
                    inner.bindings[variable] = [element.element]
                    if let index { inner.bindings[index] = [.plain(String(element.offset))] }
                    return additions.then(block(loop.body.statements, name, use, read, inner, nesting: nesting + 1), limit: reader.limit)
                }
            }
            return Additions(back: .runtime("line \(line): items added to `\(name)` in a loop over `\(reader.resolver.short(loop.sequence))`, known only at run time", buttons: 2))
        }
        // `elements.last?.accessibilityIdentifier = "…"`: an element's property that draws nothing, the list as it was.
        if let sequence = expression?.as(SequenceExprSyntax.self), Self.setsUndrawnProperty(of: name, sequence) { return Additions() }
        let written = statement.trimmedDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return Additions(back: .runtime("line \(line): `\(name)` changed at run time (`\(written.prefix(60))`)", buttons: 2))
    }

    private func runtimeElements(_ expression: ExprSyntax, _ line: Int) -> Content {
        .runtime("line \(line): items from `\(reader.resolver.short(expression))`, built at run time", buttons: 2)
    }

    /// The two branches of an `if` (the second empty without `else`), each a variant.
    private func branches(_ conditional: IfExprSyntax, _ name: String, _ use: some SyntaxProtocol, _ read: (ListedButton, Environment) -> Content,
                          _ environment: Environment, nesting: Int) -> Additions {
        let first = block(conditional.body.statements, name, use, read, environment, nesting: nesting + 1)
        switch conditional.elseBody {
        case .ifExpr(let next)?: return first.or(branches(next, name, use, read, environment, nesting: nesting + 1), limit: reader.limit)
        case .codeBlock(let other)?: return first.or(block(other.statements, name, use, read, environment, nesting: nesting + 1), limit: reader.limit)
        case nil: return first.or(Additions(), limit: reader.limit)
        }
    }

    private func block(_ statements: CodeBlockItemListSyntax, _ name: String, _ use: some SyntaxProtocol, _ read: (ListedButton, Environment) -> Content,
                       _ environment: Environment, nesting: Int) -> Additions {
        statements.iOSItems.reduce(Additions()) { $0.then(added(to: name, by: Syntax($1.item), use, read, environment, nesting: nesting), limit: reader.limit) }
    }

    /// True when `node` names `name` (`actions`, `self.actions` not: a property is another list).
    /// Properties of an action or item that change nothing a button draws: tests' and
    /// VoiceOver's handles (a label or title would be drawn, so it is not among them).
    static let undrawnProperties: Set<String> = ["accessibilityIdentifier", "accessibilityHint", "accessibilityTraits", "tag"]

    /// True for `name.last?.accessibilityIdentifier = …`, `name[0].tag = …`: an assignment to a
    /// property in ``undrawnProperties`` of one element of list `name`, its value reading nothing
    /// of the list.
    private static func setsUndrawnProperty(of name: String, _ sequence: SequenceExprSyntax) -> Bool {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), !Self.names(name, in: Syntax(elements[2])),
              let member = elements[0].as(MemberAccessExprSyntax.self), undrawnProperties.contains(member.declName.baseName.text) else { return false }
        // Down to the list: through `.last`, `.first`, `?`, `!` and subscripts, never another name's member.
        var current = member.base
        while let node = current {
            if let reference = node.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
            if let chained = node.as(OptionalChainingExprSyntax.self) { current = chained.expression; continue }
            if let forced = node.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            if let subscripted = node.as(SubscriptCallExprSyntax.self) { current = subscripted.calledExpression; continue }
            if let access = node.as(MemberAccessExprSyntax.self), ["first", "last"].contains(access.declName.baseName.text) { current = access.base; continue }
            return false
        }
        return false
    }

    private static func names(_ name: String, in node: Syntax) -> Bool {
        node.descendants(DeclReferenceExprSyntax.self).contains { $0.baseName.text == name && $0.parent?.as(MemberAccessExprSyntax.self)?.declName.id != $0.id }
    }
}

/// What statements add to a list being built: before the elements already there
/// (`insert(…, at: 0)`) and after them.
struct Additions {
    var front = Content.empty
    var back = Content.empty

    /// These, then `next`'s: a later front addition goes before an earlier one.
    func then(_ next: Additions, limit: Int) -> Additions {
        Additions(front: next.front.then(front, limit: limit), back: back.then(next.back, limit: limit))
    }

    /// These or `other` (branches of an `if` or `switch`), each part a variant. Branches adding
    /// before the elements and after them (an `insert(…, at: 0)` in one, an `append` in the
    /// other) are known only at run time: the two parts' variants would pair across branches.
    func or(_ other: Additions, limit: Int) -> Additions {
        if (front.adds || other.front.adds) && (back.adds || other.back.adds) {
            return Additions(back: .runtime("branches add both before and after the list's elements", buttons: 2))
        }
        return Additions(front: front.or(other.front, limit: limit), back: back.or(other.back, limit: limit))
    }
}

extension Content {
    /// True when it adds a button, or one known only at run time.
    var adds: Bool { anyRuntime != nil || variants.contains { !$0.isEmpty } }

    /// The buttons of `inserted` (one variant) put at place `index` of each variant, as
    /// `Array.insert(_:at:)` does; nil when either is known only at run time, `inserted` has
    /// several variants, or some variant is shorter than `index`.
    func inserting(_ inserted: Content, at index: Int) -> Content? {
        guard runtime == nil, inserted.anyRuntime == nil, inserted.variants.count == 1, let added = inserted.variants.first,
              index >= 0, variants.allSatisfy({ $0.count >= index }) else { return nil }
        var result = self
        result.variants = variants.map { Array($0.prefix(index)) + added + Array($0.dropFirst(index)) }
        return result
    }
}
