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
              let table = localizedTable(of: function, parameter: parameter.name, depth: 0).flatMap({ self.table($0, givenBy: call, to: function, caller: nil) })
        else { return nil }
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

    /// The table `function` looks `parameter` up in, when it does; worked out once a pair. A table
    /// a parameter of `function` carries is written as ``carriedTable`` and its name, read at each
    /// call by ``table(_:givenBy:to:caller:)``.
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
        let lookUps = calls.filter { Self.lookedUpKey($0).map { Self.passes($0, parameter) } == true }
        if let lookUp = lookUps.first {
            // `if let tableName { String(localized: key, table: tableName) } else { String(localized: key) }`
            // (`let tableName = table` hiding the parameter): with no table given, the look-up naming
            // none, carried by the function's own nil-default table parameter when it has one.
            let naming = lookUps.filter { $0.argument("tableName") != nil || $0.argument("table") != nil }
            if naming.count < lookUps.count, !naming.isEmpty, !naming.contains(where: { Self.statedTable($0, of: function) != nil }) {
                let own = function.parameters.first { $0.name.lowercased().contains("table") && $0.defaultValue?.is(NilLiteralExprSyntax.self) == true }
                return own.map { Self.carriedTable + $0.name } ?? "Localizable"
            }
            return Self.statedTable(lookUp, of: function)
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
            let tables = next.map { next in
                next.parameters.first.flatMap { localizedTable(of: next, parameter: $0.name, depth: depth + 1) }.flatMap { table($0, givenBy: call, to: next, caller: function) }
            }
            guard let first = tables.first, let table = first, tables.allSatisfy({ $0 == table }) else { continue }
            return table
        }
        return nil
    }

    /// The table `lookUp` names: its literal, one a nil-default parameter of `function` carries,
    /// Localizable when it names none; nil when it is not known.
    private static func statedTable(_ lookUp: FunctionCallExprSyntax, of function: FunctionDecl) -> String? {
        let table = lookUp.argument("tableName") ?? lookUp.argument("table")
        if let table, let carried = nilParameter(table, of: function) { return carriedTable + carried }  // `tableName: tableName`, nil unless given
        return table?.as(StringLiteralExprSyntax.self)?.literalText ?? (table == nil ? "Localizable" : nil)
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
           UIKitGroupFinder.isImplicitInit(made) || made.calledBaseName == "LocalizationValue" {
            return passes(only.expression, parameter)
        }
        guard let member = argument.as(MemberAccessExprSyntax.self), ["rawValue", "raw"].contains(member.declName.baseName.text) else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    }

    /// The name of the parameter of `function` that `expression` names, when it defaults to `nil`.
    private static func nilParameter(_ expression: ExprSyntax, of function: FunctionDecl) -> String? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let parameter = function.parameters.first(where: { $0.name == name }),
              parameter.defaultValue?.is(NilLiteralExprSyntax.self) == true else { return nil }
        return name
    }

    /// How ``localizedTable(of:parameter:depth:)`` writes a table carried by a parameter (`tableName:
    /// tableName`, nil unless given), before the parameter's name.
    private static let carriedTable = "\u{0}parameter:"

    /// `table` as `call` to `function` gives it: one a parameter carries is the string the call passes
    /// it, Localizable when it passes none or `nil`, the caller's own such parameter when passed on;
    /// nil (not known) for anything else.
    private func table(_ table: String, givenBy call: FunctionCallExprSyntax, to function: FunctionDecl, caller: FunctionDecl?) -> String? {
        guard table.hasPrefix(Self.carriedTable) else { return table }
        let parameter = String(table.dropFirst(Self.carriedTable.count))
        guard let pairs = function.pair(call.allArguments) else { return nil }
        guard let passed = pairs.first(where: { $0.0.name == parameter })?.1.expression else { return "Localizable" }
        if passed.is(NilLiteralExprSyntax.self) { return "Localizable" }
        if let literal = passed.as(StringLiteralExprSyntax.self)?.literalText { return literal }
        if let caller, let carried = Self.nilParameter(passed, of: caller) { return Self.carriedTable + carried }
        return nil
    }
}
