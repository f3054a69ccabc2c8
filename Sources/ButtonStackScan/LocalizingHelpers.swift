import SwiftSyntax

/// An app's own string-localizing helpers, recognised by their bodies, never by their names: a
/// function or property whose body gives `NSLocalizedString(name, …)`, `String(localized: name)`,
/// `LocalizedStringKey(name)` or another such helper, with `name` its parameter or `self`
/// (`static func localized(_ name: String) -> String { NSLocalizedString(name, comment: "") }`
/// called as `.localized("Get Info")`, `String.localized("Get Info")`, `"Get Info".localized()`,
/// or a `var localized: String { NSLocalizedString(self, comment: "") }`). Each is inlined with
/// its argument bound, so the key is the literal the call passes and the table the one the body
/// names, within the inlining bound.
extension ValueResolver {
    /// The key `NSLocalizedString`, `String(localized:)`, `LocalizedStringKey(…)` or
    /// `LocalizedStringResource(…)` looks up: a literal, or a name whose value is a known string
    /// (a helper's parameter, `self` in an extension of `String`, a constant).
    func localizedKey(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome {
        guard let written = call.argument("localized") ?? call.arguments.first?.expression else {
            return .unknown("`\(short(ExprSyntax(call)))` takes its key at run time")
        }
        let keyExpression = Self.localizationValueText(written) ?? written
        var plain = environment
        plain.expectedType = nil
        let tableExpression = call.argument("table") ?? call.argument("tableName")
        let table = tableExpression.flatMap { strings(evaluate($0, plain))?.first } ?? "Localizable"
        if let key = keyExpression.as(StringLiteralExprSyntax.self)?.literalText { return .values([.key(key, table: table)]) }
        // `String(localized: "saving \(done) of \(total)")`: the format key the app's strings hold.
        if let literal = keyExpression.as(StringLiteralExprSyntax.self), let found = interpolatedKey(literal, table: table) { return found }
        let evaluated = evaluate(keyExpression, plain)
        // `String(localized: .app(.cancel))`: a resource naming its own key and table.
        if call.argument("localized") != nil, let values = evaluated.values, !values.isEmpty,
           values.allSatisfy({ if case .key = $0 { return true } else if case .format = $0 { return true } else { return false } }) {
            return evaluated
        }
        // `NSLocalizedString(title, …)` of a title the caller localized already (`"paired".localized`):
        // the translation, looked up again, is no key of the table and shows as it is — that key's text.
        if let values = evaluated.values, !values.isEmpty, values.allSatisfy({ if case .key = $0 { return true } else { return false } }) {
            return evaluated
        }
        guard let keys = strings(evaluated) else {
            return .unknown("`\(short(ExprSyntax(call)))` takes its key at run time")
        }
        return .values(keys.map { .key($0, table: table) })
    }

    /// The text a `String.LocalizationValue` is made from, where the call writes one around it
    /// (`String(localized: .init(stringLiteral: self), bundle: .module)`,
    /// `String(localized: String.LocalizationValue(key))`): the key is that text.
    static func localizationValueText(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
              let only = call.arguments.first, only.label == nil || only.label?.text == "stringLiteral" else { return nil }
        let called = call.calledExpression.trimmedDescription
        guard [".init", "String.LocalizationValue", "LocalizationValue", "String.LocalizationValue.init"].contains(called) else { return nil }
        return only.expression
    }

    /// `.name(…)` where no type is written: a static function of the expected type, or of any
    /// type declaring one that fits the call's arguments (`.localized("Get Info")` of `extension
    /// String` and of `extension LocalizedStringKey`); two must give the same values, more are
    /// not read. Nil when no static function fits.
    func implicitStaticCall(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil else { return nil }
        let name = access.declName.baseName.text
        guard name != "init" else { return nil }
        let arguments = call.allArguments
        var candidates = index.staticFunctions(named: name).closestFits(for: arguments)
        if let expected = environment.expectedType {
            let own = candidates.filter { $0.owner == expected }
            if !own.isEmpty { candidates = own }
        }
        guard let first = candidates.first else { return nil }
        // Two at most (`String`'s and `LocalizedStringKey`'s), each read only while the ones
        // before are known: helpers calling such helpers stay cheap.
        guard candidates.count <= 2 else { return .unknown("`.\(name)(…)` is declared by \(candidates.count) types") }
        var agreed: [Value]? = nil
        for function in candidates {
            let outcome = inline(function, call: call, environment) { body, inner in typed(bodyValue(body, inner), function.returnType) }
            guard let values = outcome.values else { return outcome }
            if let agreed, agreed != values {
                return .unknown("`.\(name)(…)` of \(first.owner ?? "the app") and of another type give different values")
            }
            agreed = values
        }
        return agreed.map(Outcome.values)
    }

    /// `"Get Info".localized()`: an instance method of the app's `extension String`, run with
    /// `self` as each string the base may be. Nil when `String` has no such method or the base
    /// is no known string.
    func stringMethodCall(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              let functions = index.types["String"]?.functions[access.declName.baseName.text] else { return nil }
        let arguments = call.allArguments
        let fitting = functions.filter { !$0.isStatic }.closestFits(for: arguments)
        guard fitting.count == 1, let function = fitting.first else { return nil }
        var plain = environment
        plain.expectedType = nil
        guard let texts = strings(evaluate(base, plain)) else { return nil }
        return union(texts.map { text in
            inline(function, call: call, environment) { body, inner in
                var inner = inner
                inner.typeName = "String"
                inner.bindings["self"] = [.text(text)]
                return Self.withoutKeyFallback(typed(bodyValue(body, inner), function.returnType), key: text)
            }
        })
    }

    /// `"Get Info".localized` of the app's `extension String { var localized: String { … } }`,
    /// its getter run with `self` as each string the base may be. Nil when `String` has no such
    /// property or the base is no known string.
    func stringProperty(_ memberName: String, of base: ExprSyntax, _ environment: Environment) -> Outcome? {
        guard let property = index.types["String"]?.properties[memberName], !property.isStatic,
              let getter = property.getter else { return nil }
        var plain = environment
        plain.expectedType = nil
        // A property an iOS build makes `self` (`var forMenu: String { #if os(macOS) … #else self #endif }`):
        // the base's value, a key of the app's strings too.
        let items = getter.iOSItems
        if items.count == 1, let only = items.first, (UIKitGroupFinder.expression(only) ?? only.item.as(ReturnStmtSyntax.self)?.expression)?
            .as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return evaluate(base, plain)
        }
        guard let texts = strings(evaluate(base, plain)) else { return nil }
        guard environment.depth < limits.maximumInliningDepth else { return .unknown("helpers nest deeper than \(limits.maximumInliningDepth)") }
        return union(texts.map { text in
            var inner = Environment(file: property.file, typeName: "String")
            inner.depth = environment.depth + 1
            inner.bindings["self"] = [.text(text)]
            return Self.withoutKeyFallback(typed(bodyValue(getter, inner), property.type), key: text)
        })
    }

    /// A localizing helper's values without the key itself as text where the key is among them:
    /// `return self` when no table has the key is what every look-up shows then, no title of its own.
    static func withoutKeyFallback(_ outcome: Outcome, key: String) -> Outcome {
        guard let values = outcome.values, values.contains(where: { if case .key(key, _) = $0 { return true } else { return false } }) else {
            return outcome
        }
        return .values(values.filter { $0.stringContent != key })
    }

    /// The strings an outcome's values are, when each is a literal or text.
    private func strings(_ outcome: Outcome) -> [String]? {
        guard let values = outcome.values, !values.isEmpty else { return nil }
        var result: [String] = []
        for value in values {
            switch value {
            case .literal(let text), .text(let text): result.append(text)
            default: return nil
            }
        }
        return result
    }
}
