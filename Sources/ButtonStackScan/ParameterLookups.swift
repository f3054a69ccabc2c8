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
              parameter.type == "String", function.parameters.first?.name == parameter.name,
              let table = localizedTable(of: function, parameter: parameter.name, depth: 0) else { return nil }
        var plain = environment
        plain.expectedType = nil
        guard let values = evaluate(argument.expression, plain).values, !values.isEmpty else { return nil }
        var keys: [Value] = []
        for value in values {
            guard let key = value.stringContent, !key.isEmpty else { return nil }
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
        for call in function.body.descendants(FunctionCallExprSyntax.self) {
            let called = call.calledBaseName ?? ""
            let keyArgument = called == "NSLocalizedString" ? call.arguments.first?.expression
                : called == "String" ? call.argument("localized")
                : called == "localizedString" ? call.argument("forKey") : nil
            if let keyArgument, keyArgument.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter {
                let table = call.argument("tableName") ?? call.argument("table")
                return table?.as(StringLiteralExprSyntax.self)?.literalText ?? (table == nil ? "Localizable" : nil)
            }
            // Passed on to another of the app's functions, as its first argument.
            guard depth < 4, let first = call.arguments.first, first.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter,
                  let name = call.calledName else { continue }
            var environment = Environment(file: function.file, typeName: function.owner)
            environment.depth = depth + 1
            guard let next = findFunction(name, call: call, environment), next.body.id != function.body.id,
                  let nextParameter = next.parameters.first?.name,
                  let table = localizedTable(of: next, parameter: nextParameter, depth: depth + 1) else { continue }
            return table
        }
        return nil
    }
}
