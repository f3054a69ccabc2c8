import SwiftSyntax

/// An app's own mapping stated in its code, read where it is applied: a property holding a
/// function (`var systemImageName: (ImageName) -> String = ImageName.defaultName`, its initial
/// value a closure, or a static property or function giving one, whose body `switch`es over its
/// argument), called as `theme.systemImageName(name)`; and a dictionary literal
/// (`let icons: [Kind: String] = [.add: "plus", …]`) read as `icons[kind]`. The mapping read is
/// the one the code states; one an app sets again at run time is not seen.
extension ValueResolver {
    /// The value of `call` when it calls a property holding a function the code states; nil when
    /// `call` calls no such property.
    func mappingCall(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome? {
        guard call.trailingClosure == nil, let property = declaredProperty(call.calledExpression, environment),
              property.type?.contains("->") == true else { return nil }
        guard let closure = statedFunction(property, environment, steps: 0) else {
            return .unknown("`\(property.name)` holds a function the scan cannot read")
        }
        guard environment.depth < limits.maximumInliningDepth else { return .unknown("helpers nest deeper than \(limits.maximumInliningDepth)") }
        var inner = Environment(file: closure.file, typeName: closure.owner)
        inner.depth = environment.depth + 1
        var argumentEnvironment = environment
        argumentEnvironment.expectedType = nil
        let arguments = call.arguments.map(\.expression)
        guard arguments.count == closure.parameters.count else { return .unknown("`\(short(ExprSyntax(call)))` passes another number of values") }
        for (parameter, argument) in zip(closure.parameters, arguments) {
            let outcome = evaluate(argument, argumentEnvironment)
            guard let values = outcome.values else { return outcome }
            inner.bindings[parameter] = values
        }
        // The declared return type: a closure returning `String` gives text, not a key.
        let returnType = property.type.map { type in
            String(type.split(separator: ">", omittingEmptySubsequences: false).last ?? "").filter { !$0.isWhitespace && $0 != ")" }
        }
        return typed(bodyValue(closure.body, inner), returnType)
    }

    /// The value of `dictionary[key]` when `dictionary` is a property holding a dictionary literal;
    /// nil when it is not one.
    /// With `fallback` (`mapping[key] ?? fallback`), a key without an entry gives the fallback
    /// beside the entries found.
    func mappingSubscript(_ subscriptCall: SubscriptCallExprSyntax, _ environment: Environment, fallback: ExprSyntax? = nil) -> Outcome? {
        guard subscriptCall.arguments.count == 1, let keyExpression = subscriptCall.arguments.first?.expression,
              let property = declaredProperty(subscriptCall.calledExpression, environment) else { return nil }
        if fallback == nil, let elements = statedArray(property) {
            return arraySubscript(elements, property: property, index: keyExpression, subscriptCall, environment)
        }
        guard let literal = statedDictionary(property) else { return nil }
        let (keys, entryEnvironment) = subscriptKeys(keyExpression, of: property, environment)
        guard let wanted = keys.values else { return keys }
        var outcomes: [Outcome] = []
        var missing = false
        for key in wanted {
            guard let entry = literal.first(where: { sameKey(evaluate($0.key, entryEnvironment).values, key) }) else {
                guard fallback != nil else { return .unknown("no entry of the stated dictionary for `\(short(ExprSyntax(subscriptCall)))`") }
                missing = true
                continue
            }
            outcomes.append(evaluate(entry.value, entryEnvironment))
        }
        if missing, let fallback { outcomes.append(evaluate(fallback, environment)) }
        return union(outcomes)
    }

    /// `mapping[key] ?? fallback`: the entry, or the fallback when the stated dictionary has none
    /// for the key; nil for any other `??`.
    func fallbackValue(_ elements: [ExprSyntax], _ environment: Environment) -> Outcome? {
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              let lookup = elements[0].as(SubscriptCallExprSyntax.self) else { return nil }
        return mappingSubscript(lookup, environment, fallback: elements[2])
    }

    private func sameKey(_ declared: [Value]?, _ key: Value) -> Bool {
        guard let declared, declared.count == 1 else { return false }
        if let one = declared[0].enumCaseParts, let other = key.enumCaseParts { return one.name == other.name }
        return Self.plainText(declared[0]) != nil && Self.plainText(declared[0]) == Self.plainText(key)
    }

    private static func plainText(_ value: Value) -> String? {
        switch value {
        case .literal(let text), .text(let text), .plain(let text): return text
        default: return nil
        }
    }

    /// The property `expression` names: `name` or `self.name` of the type around, `Type.name`,
    /// or `value.name` where `value` is a property of the type around with a declared type.
    func declaredProperty(_ expression: ExprSyntax, _ environment: Environment) -> PropertyDecl? {
        // The type around as the code nests it (`BView.Row`, not another view's `Row` of the same name).
        let own = environment.typeName.flatMap { lexicallyNested($0, at: expression) ?? index.types[$0] }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard !Self.setByCall(name, environment) else { return nil }
            return own?.properties[name] ?? index.globalProperties[name]
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if base.isSelf { return Self.setByCall(name, environment) ? nil : own?.properties[name] }
        if let typeName = Self.typeReference(base) {
            if typeName == "Self" { return own?.properties[name] }
            return (ownNestedType(base, named: typeName) ?? index.types[typeName])?.properties[name]
        }
        guard let holder = declaredProperty(base, environment), let type = holder.type else { return nil }
        return index.types[Self.bareType(type, owner: holder.owner)]?.properties[name]
    }

    /// True when the call being read gave `name` a value (known, unknown, or a closure): the
    /// property's stated default does not apply.
    private static func setByCall(_ name: String, _ environment: Environment) -> Bool {
        environment.bindings[name] != nil || environment.viewClosures[name] != nil
            || environment.unknownArguments[name] != nil || environment.passedArguments[name] != nil
    }

    /// A function a property's code states: its parameters' names, its body, and where it is read.
    struct StatedFunction {
        var parameters: [String]
        var body: CodeBlockItemListSyntax
        var file: ParsedFile
        var owner: String?
    }

    /// The function `property` holds: a closure it is set to, or returns, or the static
    /// property or function its initial value names, followed 4 steps.
    private func statedFunction(_ property: PropertyDecl, _ environment: Environment, steps: Int) -> StatedFunction? {
        guard steps < 4 else { return nil }
        let expression: ExprSyntax?
        if let initializer = property.initializer, property.getter == nil {
            expression = initializer
        } else if let getter = property.getter, getter.count == 1, let item = getter.first {
            expression = item.item.as(ReturnStmtSyntax.self)?.expression ?? UIKitGroupFinder.expression(item)
        } else {
            expression = nil
        }
        guard let expression else { return nil }
        if let closure = expression.as(ClosureExprSyntax.self) {
            guard let parameters = Self.closureParameters(closure) else { return nil }
            return StatedFunction(parameters: parameters, body: closure.statements, file: property.file, owner: property.owner)
        }
        var own = Environment(file: property.file, typeName: property.owner)
        own.depth = environment.depth
        if let named = declaredProperty(expression, own), named.type?.contains("->") == true || named.getter != nil {
            return statedFunction(named, own, steps: steps + 1)
        }
        // A static function named as a value (`ImageName.defaultName`).
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let typeName = Self.typeReference(base),
           let functions = index.types[typeName]?.functions[member.declName.baseName.text], functions.count == 1, let function = functions.first {
            return StatedFunction(parameters: function.parameters.map(\.name), body: function.body, file: function.file, owner: function.owner)
        }
        return nil
    }

    /// The names a closure gives its parameters, in order (`$0`, `$1` … when it names none: as
    /// many as its own body uses, not a nested closure's); nil past `$8`.
    static func closureParameters(_ closure: ClosureExprSyntax) -> [String]? {
        if let parameters = closure.signature?.parameterClause {
            if let names = parameters.as(ClosureShorthandParameterListSyntax.self) { return names.map(\.name.text) }
            if let clause = parameters.as(ClosureParameterClauseSyntax.self) { return clause.parameters.map { ($0.secondName ?? $0.firstName).text } }
        }
        let finder = ShorthandParameters(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        guard let highest = finder.highest else { return [] }
        guard highest <= 8 else { return nil }
        return (0...highest).map { "$\($0)" }
    }

    /// `Self.names[self.rawValue]` where `names` is a property holding an array literal (`static
    /// let names = ["None", "Manual", "Silent"]`) and the index a number the code states (an
    /// integer enum's raw value): that element.
    private func arraySubscript(_ elements: [ExprSyntax], property: PropertyDecl, index: ExprSyntax, _ subscriptCall: SubscriptCallExprSyntax,
                                _ environment: Environment) -> Outcome {
        let (indices, elementEnvironment) = subscriptKeys(index, of: property, environment)
        guard let wanted = indices.values else { return indices }
        var outcomes: [Outcome] = []
        for value in wanted {
            guard case .plain(let written) = value, let position = Int(written), elements.indices.contains(position) else {
                return .unknown("`\(short(ExprSyntax(subscriptCall)))` is no element of the stated list")
            }
            // That element alone, of the list listed once (``statedArray(_:)``): listing every
            // element of a long list for each look-up made a menu over a long enum quadratic.
            outcomes.append(evaluate(elements[position], elementEnvironment))
        }
        return union(outcomes)
    }

    /// The values a subscript's key stands for (read as no particular type) and the environment
    /// the entries `property` states are read in, where it is declared.
    private func subscriptKeys(_ key: ExprSyntax, of property: PropertyDecl, _ environment: Environment) -> (keys: Outcome, entries: Environment) {
        var keyEnvironment = environment
        keyEnvironment.expectedType = nil
        var entries = Environment(file: property.file, typeName: property.owner)
        entries.depth = environment.depth + 1
        return (evaluate(key, keyEnvironment), entries)
    }

    /// What `property` states: its initial value, or what its one-statement getter returns.
    private func statedValue(_ property: PropertyDecl) -> ExprSyntax? {
        if let initial = property.initializer { return initial }
        guard let getter = property.getter, getter.count == 1, let item = getter.first else { return nil }
        return item.item.as(ReturnStmtSyntax.self)?.expression ?? UIKitGroupFinder.expression(item)
    }

    /// The elements of the array literal a property holds (`static let names = ["None", …]`),
    /// listed once a literal: an enum of thousands of cases asks for one element each.
    private func statedArray(_ property: PropertyDecl) -> [ExprSyntax]? {
        guard let list = statedValue(property)?.as(ArrayExprSyntax.self) else { return nil }
        if let listed = index.statedArrays[list.id] { return listed }
        let listed = list.elements.map(\.expression)
        index.statedArrays[list.id] = listed
        index.statedArraysListed += 1
        return listed
    }

    /// The entries of the dictionary literal a property holds.
    private func statedDictionary(_ property: PropertyDecl) -> [(key: ExprSyntax, value: ExprSyntax)]? {
        guard let dictionary = statedValue(property)?.as(DictionaryExprSyntax.self),
              case .elements(let elements) = dictionary.content else { return nil }
        return elements.map { ($0.key, $0.value) }
    }
}

/// The highest `$N` a closure's own body uses (a nested closure's are its own); nil for none, or
/// for a number too large to be one of its parameters.
private final class ShorthandParameters: SyntaxVisitor {
    var highest: Int?

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        let digits = text.dropFirst()
        guard text.hasPrefix("$"), !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return .visitChildren }
        // `$9223372036854775808` does not fit an Int: past 8 either way.
        let number = Int(digits) ?? Int.max
        highest = max(highest ?? number, number)
        return .visitChildren
    }
}
