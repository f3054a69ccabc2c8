import SwiftSyntax

/// An app's localizing helper whose body is more than one look-up (Bitkit's `func t(_ key:
/// String, …) -> String { var text = LocalizationHelper.getString(for: key); for (name, value) in
/// variables { text = text.replacingOccurrences(…) }; return text }`, its look-up choosing a
/// language's bundle before `NSLocalizedString(key, bundle: bundle, comment:)`): recognised by
/// where its parameter goes, never by its name. A function that passes its parameter as the key
/// of `NSLocalizedString`, `String(localized:)` or `localizedString(forKey:)`, or on to another
/// of the app's functions that does (4 deep), looks that key up: a call giving it a string the
/// code states is that key.
extension ValueResolver {
    /// `function(literal, …)` of such a helper: the key of its table; nil when `call` is no such
    /// call or the string it passes is not stated.
    func parameterLookupCall(_ function: FunctionDecl, call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome? {
        guard function.returnType.map({ Self.bareType($0, owner: nil) }) == "String",
              let pairs = function.pair(call.allArguments), let (parameter, argument) = pairs.first,
              function.parameters.first?.name == parameter.name else { return nil }
        // A key given as a string, or as a case of the app's enum of keys (`localize(.cancel)` of
        // `func localize(_ key: StringLocalizableKey) -> String`, its raw value the key).
        let keyType = index.types[Self.bareType(parameter.type, owner: nil)]
        let keyEnum = keyType.flatMap { $0.isEnum && $0.rawType == "String" ? $0 : nil }
        // `L10n.text("Report")` of `static func text(_ key: Key, …)`, `struct Key: ExpressibleByStringLiteral`:
        // the literal is the key.
        let literalKey = keyType?.inherited.contains("ExpressibleByStringLiteral") == true
        guard parameter.type == "String" || keyEnum != nil || literalKey,
              let table = localizedTable(of: function, parameter: parameter.name, depth: 0) else { return nil }
        var plain = environment
        plain.expectedType = keyEnum?.name
        guard let values = evaluate(argument.expression, plain).values, !values.isEmpty else { return nil }
        var keys: [Value] = []
        for value in values {
            let raw = keyEnum == nil ? value : enumMember("rawValue", of: bind(value, type: parameter.type), environment).values?.first
            guard let key = raw?.stringContent, !key.isEmpty else { return nil }
            keys.append(.key(key, table: table))
        }
        return .values(keys)
    }

    /// The table `function` looks `parameter` up in, when it does; worked out once a pair.
    func localizedTable(of function: FunctionDecl, parameter: String, depth: Int) -> String? {
        let id = "\(function.file.relative):\(function.body.position.utf8Offset):\(parameter)"
        if let known = index.parameterLookups[id] { return known }
        index.parameterLookups[id] = .some(nil)  // a function reaching itself looks nothing up
        let found = lookUpTable(function, parameter: parameter, depth: depth)
        index.parameterLookups[id] = .some(found)
        return found
    }

    private func lookUpTable(_ function: FunctionDecl, parameter: String, depth: Int) -> String? {
        let calls = Array(function.body.descendants(FunctionCallExprSyntax.self))
        // `if let tableName { String(localized: key, table: tableName) } else { String(localized: key) }`:
        // a look-up naming no table is the one a call giving none makes.
        let lookUps = calls.filter { Self.lookedUpKey($0).map { Self.passes($0, parameter) } == true }
        if let lookUp = lookUps.first(where: { $0.argument("tableName") == nil && $0.argument("table") == nil }) ?? lookUps.first {
            let table = lookUp.argument("tableName") ?? lookUp.argument("table")
            if let table, Self.isNilParameter(table, of: function) { return "Localizable" }  // `tableName: tableName`, nil unless given
            return table?.as(StringLiteralExprSyntax.self)?.literalText ?? (table == nil ? "Localizable" : nil)
        }
        for call in calls {
            // Passed on to another of the app's functions, as its first argument.
            guard depth < 4, let first = call.arguments.first, Self.passes(first.expression, parameter),
                  let name = call.calledName else { continue }
            var environment = Environment(file: function.file, typeName: function.owner)
            environment.depth = depth + 1
            // Overloads the call fits equally (`localize(_ key: String, …)`, `localize<Key>(_ key: Key, …)`)
            // look the key up alike, or the table is not known.
            let next = fittingFunctions(name, call: call, environment).filter { $0.body.id != function.body.id }
            let tables = next.map { next in next.parameters.first.flatMap { localizedTable(of: next, parameter: $0.name, depth: depth + 1) } }
            guard let first = tables.first, let table = first, tables.allSatisfy({ $0 == table }) else { continue }
            return table
        }
        return nil
    }

    /// The key argument of a look-up: `NSLocalizedString(key, …)`, `String(localized: key, …)`,
    /// `bundle.localizedString(forKey: key, …)`; nil for any other call.
    private static func lookedUpKey(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        switch call.calledBaseName ?? "" {
        case "NSLocalizedString": return call.arguments.first?.expression
        case "String": return call.argument("localized")
        case "localizedString": return call.argument("forKey")
        default: return nil
        }
    }

    /// True for `parameter`, `parameter.rawValue` (a case of an enum of keys passing its key on),
    /// `parameter.raw` (a string-literal key type's one property), or either made a
    /// `LocalizationValue` (`.init(key.raw)`).
    private static func passes(_ argument: ExprSyntax, _ parameter: String) -> Bool {
        if argument.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter { return true }
        if let made = argument.as(FunctionCallExprSyntax.self), made.arguments.count == 1, made.trailingClosure == nil,
           let only = made.arguments.first, only.label == nil,
           made.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil && $0.declName.baseName.text == "init" }) == true
            || made.calledBaseName == "LocalizationValue" {
            return passes(only.expression, parameter)
        }
        guard let member = argument.as(MemberAccessExprSyntax.self), ["rawValue", "raw"].contains(member.declName.baseName.text) else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    }

    /// True when `expression` names a parameter of `function` that defaults to `nil`.
    private static func isNilParameter(_ expression: ExprSyntax, of function: FunctionDecl) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let parameter = function.parameters.first(where: { $0.name == name }) else { return false }
        return parameter.defaultValue?.is(NilLiteralExprSyntax.self) == true
    }
}
