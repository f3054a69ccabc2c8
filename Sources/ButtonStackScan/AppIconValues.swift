import SwiftSyntax

/// An app's own icon vocabulary, declared in the scanned code: static members of its types
/// (`Icons.send`, `Icon.lemmy.send`, `.lemmy.send` where the type is `Icon`), instances made with
/// no arguments whose members are constants (`static let lemmy: LemmyIcons = .init()`), and a
/// type wrapping one name (`Icon("paperplane")`, `Icon(name: "x")`, `.init("x")`, a static
/// factory `.applySquare("x")` returning the type).
extension ValueResolver {
    /// `type` as a name of the index: `Icon?` → `Icon`, `Self` → the owner, `Icons.Icon` → `Icon`.
    static func bareType(_ type: String, owner: String?) -> String {
        var bare = type.hasPrefix("some ") ? String(type.dropFirst(5)) : type
        bare = bare.filter { $0 != " " }
        while bare.hasSuffix("?") || bare.hasSuffix("!") { bare.removeLast() }
        if bare == "Self", let owner { return owner }
        return bare.split(separator: ".").last.map(String.init) ?? bare
    }

    /// `.member` with no base: a case of the expected enum, a static member of the expected type,
    /// else an enum case whose enum is found later.
    func implicitMember(_ memberName: String, _ environment: Environment) -> Outcome {
        if let expected = environment.expectedType.flatMap({ index.types[$0] }) {
            if expected.isEnum, expected.cases.contains(where: { $0.name == memberName && !$0.takesValues }) {
                return .values([.enumCase(memberName, type: expected.name)])
            }
            // A static constant, which may share its name with a case taking values
            // (`static let cancel = Role.cancel(title: L10n.actionCancel)`).
            if let property = expected.properties[memberName], property.isStatic {
                return propertyValue(property, environment)
            }
            // An enum of a package outside the scan that the app extends, switching over its cases.
            if extendedEnumCase(memberName, of: expected) { return .values([.enumCase(memberName, type: expected.name)]) }
        }
        return .values([.enumCase(memberName, type: nil)])
    }

    /// `member` of an app's instance or wrapped name, or of `.name` where no enum has that case
    /// but one type has a static `name` (`.lemmy.send`); nil when `value` is none of these.
    func instanceMember(_ memberName: String, of value: Value, _ environment: Environment) -> Outcome? {
        var deeper = environment
        deeper.depth += 1
        switch value {
        case .fields(let typeName, let labels, let values):
            guard let position = labels.firstIndex(of: memberName) else {
                return .unknown("`\(typeName).\(memberName)` is not a value the code states")
            }
            return .values([values[position]])
        case .instance(let typeName):
            guard let property = index.declared(typeName)?.properties[memberName], !property.isStatic else {
                return .unknown("`\(typeName).\(memberName)` is not a property the scan can read")
            }
            return propertyValue(property, environment)
        case .wrapped(let typeName, let name, let asset):
            guard let type = index.types[typeName], let property = type.properties[memberName], !property.isStatic else {
                return .unknown("`\(typeName).\(memberName)` is not a property the scan can read")
            }
            guard let getter = property.getter else {
                // The stored name itself (`icon.name`), when an `init` stores it as it is given
                // (not `self.title = title.uppercased()`), or the memberwise one does.
                guard property.type.map({ Self.bareType($0, owner: nil) }) == "String",
                      type.initializers.isEmpty || type.initializers.contains(where: { Self.storesParameter(memberName, in: $0) }) else {
                    return .unknown("`\(typeName).\(memberName)` is set at run time")
                }
                return .values([.text(name)])
            }
            // A computed member (`var image: Image { Image(systemName: name) }`), its `String`
            // stored properties holding the name.
            var inner = Environment(file: property.file, typeName: typeName)
            inner.depth = deeper.depth
            inner.expectedType = property.type.map { Self.bareType($0, owner: typeName) }
            for stored in type.storedProperties where type.properties[stored]?.type.map({ Self.bareType($0, owner: nil) }) == "String" {
                inner.bindings[stored] = [.text(name)]
            }
            _ = asset
            return typed(bodyValue(getter, inner), property.type)
        case .enumCase(let caseName, nil) where index.enumWithCase(caseName, member: memberName == "rawValue" ? nil : memberName) == nil:
            // Among several types with a static `caseName`, the one whose declared type has `memberName`
            // (`Icon.settings: SettingsIcons` has `postSize`; `Icons.settings: String` has not).
            let holding = index.staticOwners(of: caseName).filter { owner in
                guard let type = owner.properties[caseName]?.type.map({ Self.bareType($0, owner: owner.name) }) else { return false }
                return index.types[type]?.properties[memberName] != nil
            }
            guard let owner = holding.count == 1 ? holding[0] : index.staticOwner(of: caseName), let property = owner.properties[caseName] else {
                let declared = index.types.values.contains { type in
                    type.cases.contains { $0.name == caseName } || type.properties[caseName]?.isStatic == true
                }
                return declared ? nil : .unknown("`.\(caseName)` is not declared in the scanned code")
            }
            guard deeper.depth <= limits.maximumInliningDepth else { return .unknown("helpers nest deeper than \(limits.maximumInliningDepth)") }
            let outcome = propertyValue(property, environment)
            guard let values = outcome.values else { return outcome }
            return union(values.map { enumMember(memberName, of: $0, deeper) })
        default:
            return nil
        }
    }

    /// An app's type made by `call`: `Type(…)`, `Type.init(…)`, `.init(…)` or a static factory
    /// (`.applySquare("x")`) of the expected type. With no arguments it is an instance whose
    /// members are read later; with one argument naming something (a string, an icon) it wraps
    /// that name — an asset's when another argument is `.custom`, `.asset` or `.image`; with
    /// several, each given to a stored property of its label, it holds them (``Value/fields(type:labels:values:)``).
    /// Nil when `call` makes none of the app's types.
    func construction(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome? {
        guard let type = constructedType(call, environment) else { return nil }
        let stores = storedFields(type, call)
        // A closure the instance keeps as a stored property (`action: { … }` of an app's alert
        // button) is its handler, not its value: the other members are still read. A closure
        // given to anything else computes the value at run time.
        let handlers = zip(call.arguments, stores).filter { $0.0.expression.is(ClosureExprSyntax.self) && $0.1 != nil }.map(\.0.expression.id)
        if (call.trailingClosure != nil && !storesTrailingClosure(type, call)) || call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) && !handlers.contains($0.expression.id) }) {
            return .unknown("`\(short(ExprSyntax(call)))` computes its value in a closure at run time")
        }
        let arguments = call.arguments.filter { !handlers.contains($0.expression.id) }
        if arguments.isEmpty && handlers.isEmpty && call.trailingClosure == nil { return .values([.instance(type.name)]) }
        var argumentEnvironment = environment
        argumentEnvironment.expectedType = nil
        var names: [[String]] = []
        var asset = false
        var fields: [(label: String, values: [Value])] = []
        var unknown: Outcome? = nil
        for (argument, stored) in zip(call.arguments, stores) where !handlers.contains(argument.expression.id) {
            let outcome = evaluate(argument.expression, argumentEnvironment)
            guard let values = outcome.values else {
                // A value the call gives a stored property at run time (`buttonImage: .init(…)`):
                // that member is not known, the others still are.
                guard stored != nil else { return outcome }
                unknown = unknown ?? outcome
                continue
            }
            if let stored, !values.isEmpty {
                let declared = type.properties[stored]?.type ?? ""
                fields.append((stored, values.map { bind($0, type: declared) }))
            }
            var strings: [String] = []
            for value in values {
                switch value {
                case .literal(let name), .text(let name), .icon(let name): strings.append(name)
                case .wrapped(_, let name, _): strings.append(name)
                case .enumCase(let name, _) where ["custom", "asset", "image"].contains(name): asset = true
                default: break
                }
            }
            if strings.count == values.count { names.append(strings) }
        }
        if let unknown {
            // Some members known: the instance holding them, each argument given to a stored
            // property (a wrapped name needs every argument known).
            guard !fields.isEmpty, stores.allSatisfy({ $0 != nil }) else { return unknown }
            return instances(of: type.name, fields) ?? unknown
        }
        guard names.count == 1, let only = names.first else {
            // Each argument passed to a stored property of its label (several names, or values
            // that are no name: a key, a case): the instance, its members read later.
            if !fields.isEmpty, fields.count == arguments.count, let made = instances(of: type.name, fields) {
                return made
            }
            return .unknown("`\(short(ExprSyntax(call)))` holds \(names.isEmpty ? "no" : "more than one") name the scan can read")
        }
        return .values(only.map { .wrapped(type: type.name, name: $0, asset: asset) })
    }

    /// The instances `fields` make, one for each value of a member given several (`title:
    /// type.title` over an enum's cases, as a ternary's two are alternatives); nil past
    /// ``maximumFieldInstances``.
    private func instances(of typeName: String, _ fields: [(label: String, values: [Value])]) -> Outcome? {
        var made: [[Value]] = [[]]
        for field in fields {
            made = made.flatMap { prefix in field.values.map { prefix + [$0] } }
            guard made.count <= Self.maximumFieldInstances else { return nil }
        }
        let labels = fields.map(\.label)
        return .values(made.map { .fields(type: typeName, labels: labels, values: $0) })
    }

    /// The most instances one construction with members of several values makes (a variant each).
    static let maximumFieldInstances = 8

    /// True when `call`'s trailing closure is given to a stored property of `type` through the
    /// `init` the call fits (`VLCAlertButton(title: …) { action in … }` keeping its handler).
    private func storesTrailingClosure(_ type: TypeDecl, _ call: FunctionCallExprSyntax) -> Bool {
        guard let trailing = call.trailingClosure, call.additionalTrailingClosures.isEmpty,
              let (initializer, pairs) = type.initializers.lazy.compactMap({ initializer in initializer.pair(call.allArguments).map { (initializer, $0) } }).first,
              let parameter = pairs.first(where: { $0.1.isTrailing && $0.1.expression.id == ExprSyntax(trailing).id })?.0 else { return false }
        return initializer.body.descendants(SequenceExprSyntax.self).compactMap(Assignment.init).contains { assignment in
            assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter.name
                && (assignment.target.as(MemberAccessExprSyntax.self).flatMap { $0.base?.isSelf == true ? $0.declName.baseName.text : nil }
                    ?? assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text).map(type.storedProperties.contains) == true
        }
    }

    /// The stored property each argument of `call` (in parentheses) sets, nil where it sets none
    /// the scan can tell: through the `init` of `type` the call fits, the property that `init`
    /// assigns the parameter to as it is (`self.title = title`); with no `init` that fits (the
    /// memberwise one, a static factory), the stored property of the argument's label.
    private func storedFields(_ type: TypeDecl, _ call: FunctionCallExprSyntax) -> [String?] {
        let arguments = call.arguments.map { CallArgument(label: $0.label?.text, expression: $0.expression, isTrailing: false) }
        let byLabel = arguments.map { argument in argument.label.flatMap { type.storedProperties.contains($0) ? $0 : nil } }
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "init"
        guard member == "init", !type.initializers.isEmpty else { return byLabel }
        let all = call.allArguments
        guard let (initializer, pairs) = type.initializers.lazy.compactMap({ initializer in initializer.pair(all).map { (initializer, $0) } }).first else {
            return byLabel
        }
        let assignments = initializer.body.descendants(SequenceExprSyntax.self).compactMap(Assignment.init)
        return arguments.map { argument in
            guard let parameter = pairs.first(where: { $0.1.expression.id == argument.expression.id })?.0 else { return nil }
            for assignment in assignments where assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter.name {
                guard let target = assignment.target.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.isSelf == true ? $0.declName.baseName.text : nil })
                        ?? assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      type.storedProperties.contains(target) else { continue }
                return target
            }
            return nil
        }
    }

    /// True when `initializer` sets stored property `name` to one of its parameters as it is
    /// (`self.title = title`, `title = name`).
    static func storesParameter(_ name: String, in initializer: FunctionDecl) -> Bool {
        initializer.body.descendants(SequenceExprSyntax.self).compactMap(Assignment.init).contains { assignment in
            let target = assignment.target.as(MemberAccessExprSyntax.self).flatMap { $0.base?.isSelf == true ? $0.declName.baseName.text : nil }
                ?? assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard target == name, let value = assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return initializer.parameters.contains { $0.name == value }
        }
    }

    /// The app's type (not a view, not an enum) that `call` makes, if it makes one.
    private func constructedType(_ call: FunctionCallExprSyntax, _ environment: Environment) -> TypeDecl? {
        let typeName: String
        let member: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            typeName = reference.baseName.text
            member = "init"
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            member = access.declName.baseName.text
            if let base = access.base {
                guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
                typeName = name == "Self" ? (environment.typeName ?? name) : name
            } else {
                guard let expected = environment.expectedType else { return nil }
                typeName = expected
            }
        } else {
            return nil
        }
        // A type the app names in lower case (`hButtonContent`), unless a function has that name.
        guard typeName.first?.isUppercase == true || index.globalFunctions[typeName] == nil,
              let type = index.types[typeName], type.isDeclared, !type.isEnum, !type.isView else { return nil }
        // `Image(asset: .tag)` where the app declares only `ListItem.Constants.Image`: SwiftUI's,
        // unless the call is inside the type that nests it.
        if call.calledExpression.is(DeclReferenceExprSyntax.self), !type.isDeclaredAtTopLevel, !type.outerTypes.isEmpty,
           lexicallyNested(typeName, at: call) == nil { return nil }
        if member == "init" { return type }
        // A static factory returning the type.
        let factories = (type.functions[member] ?? []).filter { function in
            function.returnType.map { Self.bareType($0, owner: type.name) } == type.name
        }
        return factories.isEmpty ? nil : type
    }
}
