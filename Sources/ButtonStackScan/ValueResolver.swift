import SwiftSyntax

/// Reads what an expression stands for: literals, constants, enum cases and their raw values,
/// properties that `switch` over an enum, SwiftGen's accessors, `String(localized:)`,
/// `NSLocalizedString`, and helper functions called with known arguments (bounded depth).
struct ValueResolver {
    let index: DeclarationIndex
    let symbols: SymbolNames
    let limits: ScanLimits
    /// The keys of the app's string tables, for calls the scanned code does not declare.
    let appStrings: AppStringKeys
    /// The sets of the app's asset catalogs, for asset accessors the scanned code does not declare.
    let appAssets: AppAssetNames
    /// R.swift's and SwiftGen's accessor names for those strings and sets (made once a scan).
    let generatedMaps = GeneratedAccessorMaps()
    /// The values left to work out in the file being read (the scan resets it a file).
    let budget = ReadingBudget()
    /// The locals each body of the scanned code declares, indexed once a scan.
    let locals = LocalDeclarations()

    /// The possible values of `expression`.
    func evaluate(_ expression: ExprSyntax, _ environment: Environment) -> Outcome {
        guard environment.depth <= limits.maximumInliningDepth else { return .unknown("helpers nest deeper than \(limits.maximumInliningDepth)") }
        guard budget.spend() else { return .unknown("more than \(ReadingBudget.valuesPerFile) values in one file; not followed") }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard let text = literal.literalText else {
                return interpolatedText(literal, environment) ?? .unknown("`\(short(expression))` interpolates values known only at run time")
            }
            return .values([.literal(text)])
        }
        if expression.is(NilLiteralExprSyntax.self) { return .values([.none]) }
        if let macro = expression.as(MacroExpansionExprSyntax.self) {
            return localizingMacro(macro) ?? .unknown("`\(short(expression))` is a macro the scan does not expand")
        }
        if expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) {
            return .values([.plain(expression.trimmedDescription)])
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression, environment)
        }
        if let prefixed = expression.as(PrefixOperatorExprSyntax.self), let applied = appOperator(prefixed, environment) {
            return applied
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            if let known = knownFlag(ternary.condition, environment) ?? SharedCondition.settled([ternary.condition], environment) {
                return evaluate(known ? ternary.thenExpression : ternary.elseExpression, environment)
            }
            return union([evaluate(ternary.thenExpression, environment), evaluate(ternary.elseExpression, environment)])
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // Unfolded operators: `condition ? a : b` is the one the scan reads.
            let elements = Array(sequence.elements)
            if elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self) {
                if elements.count == 3, let known = knownFlag(elements[0], environment) {
                    return evaluate(known ? ternary.thenExpression : elements[2], environment)
                }
                // The branch already taken of the same condition (an `if` around: ``SharedCondition``).
                if let settled = SharedCondition.settled(Array(elements.dropLast(2)), environment) {
                    return evaluate(settled ? ternary.thenExpression : elements[elements.count - 1], environment)
                }
                return union([evaluate(ternary.thenExpression, environment), evaluate(elements[elements.count - 1], environment)])
            }
            // `text as String`, `format as NSString`: the value cast.
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) { return evaluate(elements[0], environment) }
            // `icons[kind] ?? "questionmark"` over a dictionary the code states.
            if let mapped = fallbackValue(elements, environment) { return mapped }
            if let coalesced = coalescedValue(elements, environment) { return coalesced }
            return .unknown("`\(short(expression))` is known only at run time")
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(forced.expression, environment) }
        if let cast = expression.as(AsExprSyntax.self) { return evaluate(cast.expression, environment) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return evaluate(optional.expression, environment) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return name(reference.baseName.text, environment)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return memberAccess(member, environment)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return self.call(call, environment)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchValue(switchExpression, environment)
        }
        if let lookup = expression.as(SubscriptCallExprSyntax.self), let mapped = mappingSubscript(lookup, environment) {
            return mapped
        }
        if let conditional = expression.as(IfExprSyntax.self) {
            return ifValue(conditional, rest: nil, environment, chain: 0)
        }
        return .unknown("`\(short(expression))` is known only at run time")
    }

    /// A Boolean name or literal whose one value is known here (`left` where a small view's call
    /// passes `left: true`): a ternary over it is that branch's value alone.
    private func knownFlag(_ condition: ExprSyntax, _ environment: Environment) -> Bool? {
        guard condition.is(DeclReferenceExprSyntax.self) || condition.is(BooleanLiteralExprSyntax.self)
                || condition.as(MemberAccessExprSyntax.self)?.base?.isSelf == true else { return nil }
        var plain = environment
        plain.expectedType = nil
        guard let values = evaluate(condition, plain).values, values.count == 1, case .plain(let written) = values[0],
              written == "true" || written == "false" else { return nil }
        return written == "true"
    }

    /// The values an `if` gives (as an expression, or a statement whose branches return): an
    /// `if #available(…)` its first branch, the iOS the renderer draws; any other `if` each
    /// branch's, alternatives as a ternary's two are (with no `else`, the statements after it
    /// are the other branch). `chain` counts the `if`s followed, nested or one after another:
    /// at most 16.
    func ifValue(_ conditional: IfExprSyntax, rest: [CodeBlockItemSyntax]?, _ environment: Environment, chain: Int) -> Outcome {
        guard chain < Self.maximumIfChain else { return .unknown("`if`s more than \(Self.maximumIfChain) deep") }
        let (inner, neverTaken) = bound(conditional.conditions, environment)
        // `if #unavailable(iOS 16)`: never taken on the iOS the renderer draws.
        let unavailable = conditional.conditions.allSatisfy {
            $0.condition.as(AvailabilityConditionSyntax.self)?.availabilityKeyword.tokenKind == .poundUnavailable
        }
        if neverTaken || unavailable { return otherBranch(of: conditional, rest: rest, environment, chain: chain) }
        // `if localized == self` after `let localized = NSLocalizedString(self, …)`: the key is missing
        // from its table. The app's tables say whether it is.
        switch keyMissing(conditional.conditions, environment) {
        case false?: return otherBranch(of: conditional, rest: rest, environment, chain: chain)
        case true?: return bodyValue(conditional.body.statements, inner, chain: chain + 1)
        case nil: break
        }
        let first = bodyValue(conditional.body.statements, inner, chain: chain + 1)
        if conditional.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) { return first }
        switch conditional.elseBody {
        case .codeBlock(let other)?: return union([first, bodyValue(other.statements, environment, chain: chain + 1)])
        case .ifExpr(let next)?: return union([first, ifValue(next, rest: rest, environment, chain: chain + 1)])
        case nil:
            guard let rest, !rest.isEmpty else { return .unknown("an `if` without `else` leaves the value to run time") }
            return union([first, bodyValue(CodeBlockItemListSyntax(rest), environment, chain: chain + 1)])
        }
    }

    /// For `if looked == key` (or `!=`) comparing a look-up of a key with the key itself, which
    /// iOS returns when no table holds it: whether the condition holds, as the app's tables say;
    /// with no tables in the scan, the key is taken to be there (a look-up's fallback is the
    /// exception, as ``withoutKeyFallback(_:key:)`` takes it). Nil when it is no such comparison.
    private func keyMissing(_ conditions: ConditionElementListSyntax, _ environment: Environment) -> Bool? {
        guard conditions.count == 1, let sequence = conditions.first?.condition.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              operation == "==" || operation == "!=" else { return nil }
        var plain = environment
        plain.expectedType = nil
        guard let left = evaluate(elements[0], plain).values, left.count == 1,
              let right = evaluate(elements[2], plain).values, right.count == 1 else { return nil }
        let pair: (key: String, table: String, text: String)
        switch (left[0], right[0]) {
        case (.key(let key, let table), let other), (let other, .key(let key, let table)):
            guard let text = other.stringContent else { return nil }
            pair = (key, table, text)
        default:
            return nil
        }
        guard pair.key == pair.text else { return nil }
        let missing = appStrings.hasFiles && !appStrings.contains(pair.key, table: pair.table)
        return operation == "==" ? missing : !missing
    }

    /// What an `if` gives when its first branch is never taken: its `else`, or the statements after it.
    private func otherBranch(of conditional: IfExprSyntax, rest: [CodeBlockItemSyntax]?, _ environment: Environment, chain: Int) -> Outcome {
        switch conditional.elseBody {
        case .codeBlock(let other)?: return bodyValue(other.statements, environment, chain: chain + 1)
        case .ifExpr(let next)?: return ifValue(next, rest: rest, environment, chain: chain + 1)
        case nil:
            guard let rest, !rest.isEmpty else { return .unknown("an `if` without `else` leaves the value to run time") }
            return bodyValue(CodeBlockItemListSyntax(rest), environment, chain: chain + 1)
        }
    }

    /// The value of a body that goes on after `guard …  else { … }`: what the rest gives, and
    /// what the `else` returns when it returns a value (a localizing helper's fallback, `guard let
    /// bundle = … else { return value }`), each an alternative, as an `if`'s branches are. An
    /// `else` that throws, traps or returns nothing adds no value; names the conditions bind are
    /// known only at run time.
    func guardValue(_ guarded: GuardStmtSyntax, rest: [CodeBlockItemSyntax], _ environment: Environment, chain: Int) -> Outcome {
        guard chain < Self.maximumIfChain else { return .unknown("`if`s more than \(Self.maximumIfChain) deep") }
        guard !rest.isEmpty else { return .unknown("a body that ends in a `guard`") }
        let returned = guarded.body.statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }
        let (inner, neverTaken) = bound(guarded.conditions, environment)
        if neverTaken, let early = returned.first, !early.is(NilLiteralExprSyntax.self) {
            return evaluate(early, environment)  // the `guard` always leaves
        }
        let after = bodyValue(CodeBlockItemListSyntax(rest), inner, chain: chain + 1)
        guard let early = returned.first, !early.is(NilLiteralExprSyntax.self),
              !guarded.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) else { return after }
        return union([after, evaluate(early, environment)])
    }

    /// The most `if`s a value is followed through (``ifValue(_:rest:_:chain:)``).
    static let maximumIfChain = 16

    /// The environment inside a body that `conditions` guard: each `if let name = value` (or
    /// `guard let`) binds `name` to what `value` is when it is not nil — a localizing helper's
    /// `if let text = bundle.localizedString(forKey: key, …) { return text }` returns that key —
    /// and a value known only at run time leaves `name` so, never to a property of that name.
    /// `neverTaken` when a value bound is only ever `nil` here (a helper's `okTitle` left out):
    /// the body never runs.
    func bound(_ conditions: ConditionElementListSyntax, _ environment: Environment) -> (inner: Environment, neverTaken: Bool) {
        var inner = environment
        var neverTaken = false
        for element in conditions {
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            guard let value = binding.initializer?.value else {  // `if let name`: the name as it was, not nil
                if let values = inner.bindings[name], !values.isEmpty, values.allSatisfy({ $0 == .none }) { neverTaken = true }
                inner.bindings[name] = inner.bindings[name]?.filter { $0 != .none }
                continue
            }
            switch evaluate(value, inner) {  // each condition sees the names bound before it
            case .values(let values):
                if !values.isEmpty, values.allSatisfy({ $0 == .none }) { neverTaken = true }  // only ever `nil` here
                inner.bindings[name] = values.filter { $0 != .none }  // inside the branch it is not nil
                inner.unknownArguments[name] = nil
            case .unknown(let reason):
                inner.bindings[name] = nil
                inner.unknownArguments[name] = reason
            }
        }
        return (inner, neverTaken)
    }


    // MARK: names

    private func name(_ name: String, _ environment: Environment) -> Outcome {
        if let bound = environment.bindings[name] { return .values(bound) }
        if let reason = environment.unknownArguments[name] { return .unknown(reason) }
        if name == "self", let selfCase = environment.selfCase { return .values([selfCase]) }
        if let typeName = environment.typeName, let property = index.types[typeName]?.properties[name] {
            return propertyValue(property, environment)
        }
        // `var assetName: String { rawValue }` in an enum: `self.rawValue` with `self` left out,
        // read like the spelled-out form (an app's own `rawValue` property, found above, wins).
        if name == "rawValue", let selfCase = environment.selfCase { return enumMember(name, of: selfCase, environment) }
        if let property = index.globalProperties[name] { return propertyValue(property, environment) }
        return .unknown("`\(name)` is known only at run time")
    }

    /// A property's value: its initializer, or its getter run with `self` as it is.
    func propertyValue(_ property: PropertyDecl, _ environment: Environment) -> Outcome {
        var inner = Environment(file: property.file, typeName: property.owner)
        inner.depth = environment.depth + 1
        inner.selfCase = environment.selfCase
        // Another property of the same value (`ub_debugLocalized` read in `"key".ub_localized`): the same `self`.
        if property.owner != nil, property.owner == environment.typeName, !property.isStatic, let value = environment.bindings["self"] {
            inner.bindings["self"] = value
        }
        inner.expectedType = property.type.map { Self.bareType($0, owner: property.owner) }
        let outcome: Outcome
        if let initializer = property.initializer, property.getter == nil {
            // A stored instance property's initial value may change: only constants count.
            guard property.isStatic || property.owner == nil || property.isLet || isConstant(property) else {
                return .unknown("`\(property.name)` is a stored property, set at run time")
            }
            // A `var` that starts empty (`static var current: Session? = nil`) is set later.
            if !property.isLet, initializer.is(NilLiteralExprSyntax.self) {
                return .unknown("`\(property.name)` is set at run time")
            }
            outcome = evaluate(initializer, inner)
        } else if let getter = property.getter {
            outcome = bodyValue(getter, inner)
        } else {
            return .unknown("`\(property.name)` is set at run time")
        }
        return typed(outcome, property.type)
    }

    private func isConstant(_ property: PropertyDecl) -> Bool {
        // `let title = "x"` in a view: a constant unless the initializer can set it; treated as known.
        // (A wrapped one, `@State var text = ""`, is the view's state: a condition over it is not
        // decided by its default, ``ViewReader/truth(_:_:)``.)
        property.initializer?.is(StringLiteralExprSyntax.self) == true
    }

    /// `String`-typed values are shown as they are; `LocalizedStringKey`-typed ones are keys.
    func typed(_ outcome: Outcome, _ type: String?) -> Outcome {
        guard let values = outcome.values, let type else {
            if let values = outcome.values { return .values(values.map { if case .literal(let text) = $0 { return .text(text) } else { return $0 } }) }
            return outcome
        }
        if type.contains("LocalizedStringKey") || type.contains("LocalizedStringResource") { return outcome }
        return .values(Self.floating(values, type).map { value in
            if case .literal(let text) = value { return .text(text) }
            return value
        })
    }

    /// `values` as a value of `type` holds them: whole numbers of a floating-point type
    /// (`let rates: [Double] = [1, 2]`) print `1.0`, as Swift prints a `Double`.
    static func floating(_ values: [Value], _ type: String?) -> [Value] {
        guard let type, ["Double", "CGFloat", "Float", "TimeInterval"].contains(where: { type.contains($0) }) else { return values }
        return values.map { value in
            if case .plain(let written) = value, Int(written) != nil { return .plain(written + ".0") }
            return value
        }
    }

    // MARK: member access

    private func memberAccess(_ member: MemberAccessExprSyntax, _ environment: Environment) -> Outcome {
        let memberName = member.declName.baseName.text
        guard let base = member.base else { return implicitMember(memberName, environment) }
        if memberName == "title", let stock = StockAlertActions.action(base, index) { return .values([.text(stock.title)]) }
        if let path = ExprSyntax(member).dottedPath {
            // `Strings.Time.done` where `typealias Strings = WriteStrings` of a generated enum: its accessor.
            if let generated = index.generatedString(path) ?? aliasExpanded(path, at: member, file: environment.file).flatMap(index.generatedString) {
                if generated.takesArguments { return .unknown("`\(path)` is a format that takes values at run time") }
                return .values([.key(generated.key, table: generated.table)])
            }
            let assetPath = ["image", "swiftUIImage", "name", "uiImage"].contains(memberName)
                ? String(path.dropLast(memberName.count + 1)) : path
            if let asset = index.generatedAsset(assetPath) { return .values([.icon("asset:" + asset)]) }
            // SFSafeSymbols' `SFSymbol.gear`, unless the app declares that constant itself
            // (`enum SFSymbol { static let settings = "gear" }`): then it is the app's.
            if let first = path.split(separator: ".").first, first == "SFSymbol" || first == "SFSymbols",
               index.types[String(first)]?.properties[memberName] == nil {
                return .values([.enumCase(memberName, type: "SFSymbol")])
            }
        }
        if let unseen = unseenGeneratedMember(member) { return unseen }  // R.swift's `R.image.star`, SwiftGen's not committed
        // `Strings.save` where the view or its file declares `typealias Strings = L10n.Settings`:
        // the alias hides any type of that name elsewhere.
        if let aliased = aliasedMember(memberName, of: base, environment, lexicalOnly: true) { return aliased }
        // `Type.member`: a static constant or an enum case; `Outer.Inner.member` of a nested
        // type, which the index knows by its own name.
        if let typeName = knownTypeReference(base) {
            let resolved = typeName == "Self" ? (environment.typeName ?? typeName) : typeName
            // `Localization.cancel` in a view that declares its own `enum Localization` (or
            // `EditView.Localization.cancel`): that one, not another view's of the same name.
            if let own = ownNestedType(base, named: resolved) {
                if let property = own.properties[memberName] { return propertyValue(property, environment) }
                if own.cases.contains(where: { $0.name == memberName }) { return .values([.enumCase(memberName, type: own.name)]) }
            }
            if let type = index.types[resolved] {
                if type.cases.contains(where: { $0.name == memberName && !$0.takesValues }) { return .values([.enumCase(memberName, type: resolved)]) }
                if let property = type.properties[memberName] { return propertyValue(property, environment) }
                if type.cases.contains(where: { $0.name == memberName }) { return .values([.enumCase(memberName, type: resolved)]) }
                // An enum of a package outside the scan that the app extends (`extension Stack.Status
                // { var icon: String { switch self { case .inactive: "stop" … } } }`): its case.
                if extendedEnumCase(memberName, of: type) { return .values([.enumCase(memberName, type: resolved)]) }
            }
            if let aliased = aliasedMember(memberName, of: base, environment) { return aliased }
            // `LocalString.common_button_cancel` of an enum the app's own script writes at build time.
            if let root = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let generated = unseenStringsEnumMember(root: root, member: memberName, values: nil) { return generated }
            return .unknown("`\(short(ExprSyntax(member)))` is not declared in the scanned code")
        }
        if let aliased = aliasedMember(memberName, of: base, environment) { return aliased }
        if base.isSelf && environment.selfCase == nil {
            return name(memberName, environment)
        }
        // `"Get Info".localized`, read through the app's property; one the scan cannot read that
        // is named `localized` still gives the key, as it always did.
        if let helped = stringProperty(memberName, of: base, environment),
           helped.values != nil || (memberName != "localized" && memberName != "localizedString") { return helped }
        if memberName == "localized" || memberName == "localizedString", let literal = base.as(StringLiteralExprSyntax.self)?.literalText {
            return .values([.key(literal, table: "Localizable")])
        }
        // `value.member` where value is an enum case: its raw value, or a property run for that case.
        let baseOutcome = evaluate(base, environment)
        guard let baseValues = baseOutcome.values else {
            // `viewModel.saveButtonTitle`, a constant of the app's type `viewModel` is declared as.
            if let constant = declaredTypeConstant(memberName, of: base, environment) { return constant }
            // `settings.sortDirection.systemImage`: each case of the enum it is declared to be.
            if let cases = declaredEnumCases(base, environment) {
                let each = union(cases.map { enumMember(memberName, of: $0, environment) })
                if each.values != nil { return each }
            }
            // `selected?.title` over an optional enum of the app: each case's, or `nil` (then
            // `?? fallback` shows the fallback too).
            if let chained = base.as(OptionalChainingExprSyntax.self), let cases = declaredEnumCases(chained.expression, environment),
               let values = union(cases.map { enumMember(memberName, of: $0, environment) }).values {
                return .values(values.contains(.none) ? values : values + [.none])
            }
            return baseOutcome
        }
        if let changed = TextCase.apply(memberName, to: baseValues) { return changed }
        return union(baseValues.map { enumMember(memberName, of: $0, environment) })
    }

    /// The type `base` names as the code around it means it, when it is nested in another:
    /// `EditView.Localization`, or `Sorting` inside a view that declares its own `Sorting` (one
    /// more of that name elsewhere is not it); nil when `base` names no nested type.
    func ownNestedType(_ base: ExprSyntax, named resolved: String) -> TypeDecl? {
        let path = base.dottedPath?.split(separator: ".").map(String.init) ?? []
        let nestedName = path.count >= 2 ? path.suffix(2).joined(separator: ".") : nil
        return nestedName.flatMap { index.nestedTypes[$0] }
            ?? (base.is(DeclReferenceExprSyntax.self) ? lexicallyNested(resolved, at: base) : nil)
    }

    /// The type `name` declared in a type around `node` as the code is written (`Localization`
    /// inside `struct Footer` inside `struct EditView` is `EditView.Localization` when `Footer`
    /// declares none): Swift's own lookup, innermost first; nil when none around declares it.
    func lexicallyNested(_ name: String, at node: some SyntaxProtocol) -> TypeDecl? {
        var current = node.parent
        while let parent = current {
            if let around = parent.typeDeclarationName, let own = index.nestedTypes[around + "." + name] { return own }
            current = parent.parent
        }
        return nil
    }

    /// The type `base` names: `Type`, `Self`, or the innermost of a path of types (`Assets.Images`
    /// is `Images`); nil for a value.
    static func typeReference(_ base: ExprSyntax) -> String? {
        if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return name.first?.isUppercase == true || name == "Self" ? name : nil
        }
        guard base.is(MemberAccessExprSyntax.self), let path = base.dottedPath else { return nil }
        let parts = path.split(separator: ".")
        guard parts.allSatisfy({ $0.first?.isUppercase == true }), let last = parts.last else { return nil }
        return String(last)
    }

    /// The type `base` names, a path of types only when its outermost is a type the scanned code
    /// has (`Assets.Images`, not `Current.Log` of a global value `Current`).
    private func knownTypeReference(_ base: ExprSyntax) -> String? {
        if let parts = implicitTypePath(base) {
            // `.adamant.alert.cancel` passed for a `String`: the type `String.adamant.alert` an
            // extension of `String` nests, written from its second name as Swift allows.
            return parts.last
        }
        if base.is(MemberAccessExprSyntax.self), let parts = base.dottedPath?.split(separator: ".").map(String.init) {
            guard let first = parts.first, index.types[first] != nil else { return nil }
            // A type nested in it under a name of any case (`UIConstants.strings.cancel`, a
            // `struct strings` of localized constants), which the index knows by its own name:
            // each part declared inside the one before (another `strings` elsewhere is not it).
            let nested = zip(parts, parts.dropFirst()).allSatisfy { outer, inner in index.types[inner]?.outerTypes.contains(outer) == true }
            if parts.count > 1, nested, let last = parts.last { return last }
        }
        return Self.typeReference(base)
    }

    /// The names of `.outer.inner`, a path of nested types from an implicit member (each declared
    /// inside the one before, the first inside another type) that no enum case or static member
    /// of that first name could be; nil for anything else.
    private func implicitTypePath(_ base: ExprSyntax) -> [String]? {
        var names: [String] = []
        var current: ExprSyntax? = base
        while let member = current?.as(MemberAccessExprSyntax.self) {
            names.insert(member.declName.baseName.text, at: 0)
            current = member.base
            if names.count > 8 { return nil }
        }
        guard current == nil, let first = names.first, let outer = index.types[first], !outer.outerTypes.isEmpty,
              zip(names, names.dropFirst()).allSatisfy({ outer, inner in index.types[inner]?.outerTypes.contains(outer) == true }),
              !index.types.values.contains(where: { type in
                  type.cases.contains { $0.name == first } || type.properties[first]?.isStatic == true
              }) else { return nil }
        return names
    }

    /// The raw value of case `name` of an enum of `Int`s (`enum JournalType: Int { case
    /// withdrawal = 0, deposit, transfer }`): the one written, else one more than the case
    /// before's (0 for the first). Nil for another enum, or a raw value that is no integer; nil
    /// too for enums of the same name declared in several types, whose cases the index merges
    /// (counting over them counts another enum's cases). Worked out once a type: a `ForEach`
    /// over the cases of an enum of thousands asks each.
    static func integerRawValue(of name: String, in type: TypeDecl) -> Int? {
        guard type.rawType == "Int", type.outerTypes.count + (type.isDeclaredAtTopLevel ? 1 : 0) <= 1 else { return nil }
        if let known = type.integerRawValues { return known[name] }
        var values: [String: Int] = [:]
        var next = 0
        for declared in type.cases {
            guard declared.rawValue == nil else { break }
            let value = declared.integerRawValue ?? next
            if values[declared.name] == nil { values[declared.name] = value }
            guard value < Int.max else { break }
            next = value + 1
        }
        type.integerRawValues = values
        return values[name]
    }

    /// `member` of enum case `value`: `rawValue`, or a property or function without arguments.
    func enumMember(_ memberName: String, of value: Value, _ environment: Environment) -> Outcome {
        if let found = instanceMember(memberName, of: value, environment) { return found }
        guard let (caseName, typeName, carried) = value.enumCaseParts else {
            return .unknown("`.\(memberName)` of a value known only at run time")
        }
        let type = typeName.flatMap { index.declared($0) } ?? index.enumWithCase(caseName, member: memberName == "rawValue" ? nil : memberName)
        guard let type else { return .unknown("`.\(caseName).\(memberName)`: no single enum with that case and member") }
        let typedCase = carried.isEmpty ? Value.enumCase(caseName, type: type.name) : .enumCaseWithValues(caseName, type: type.name, values: carried)
        if memberName == "rawValue" {
            guard let declared = type.cases.first(where: { $0.name == caseName }) else { return .unknown("no case \(caseName) in \(type.name)") }
            if let raw = declared.rawValue { return .values([.text(raw)]) }
            if type.rawType == "String" { return .values([.text(caseName)]) }
            if let number = Self.integerRawValue(of: caseName, in: type) { return .values([.plain(String(number))]) }
            return .unknown("`\(type.name).\(caseName)` has no literal raw value")
        }
        guard let property = type.properties[memberName] else {
            return .unknown("`\(type.name).\(memberName)` is not a property the scan can read")
        }
        var inner = environment
        inner.selfCase = typedCase
        return propertyValue(property, inner)
    }

    /// Method `name()` (no arguments) of enum case `value`, run with `self` as that case.
    private func enumMethod(_ name: String, of value: Value, _ environment: Environment) -> Outcome {
        guard let (caseName, typeName, carried) = value.enumCaseParts,
              let type = typeName.flatMap({ index.declared($0) }) ?? index.enumWithCase(caseName, member: name),
              let function = type.functions[name]?.first(where: { $0.parameters.allSatisfy { $0.defaultValue != nil } }) else {
            return .unknown("`.\(name)()` of a value known only at run time")
        }
        var inner = Environment(file: function.file, typeName: type.name)
        inner.depth = environment.depth + 1
        inner.selfCase = carried.isEmpty ? .enumCase(caseName, type: type.name) : .enumCaseWithValues(caseName, type: type.name, values: carried)
        return typed(bodyValue(function.body, inner), function.returnType)
    }

    // MARK: calls

    private func call(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome {
        // `{ if #available(iOS 18, *) { return a } else { return b } }()`: a closure called at once.
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            var inner = environment
            inner.depth += 1
            guard inner.depth <= limits.maximumInliningDepth else { return .unknown("helpers nest deeper than \(limits.maximumInliningDepth)") }
            return bodyValue(closure.statements, inner)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "init" {
            if call.argument("systemName") != nil || call.argument("named") != nil || call.argument("systemSymbol") != nil {
                return image(call, environment)  // `.init(systemName:)` where an image is expected
            }
            if call.argument("resource") != nil, let symbol = assetSymbolImage(call) {
                return symbol  // `.init(resource: .iconName)` where an image is expected: Xcode's asset symbol
            }
            // `.init("Restore")` where a `String` is expected (`image: String`): `String("Restore")`, as written.
            if environment.expectedType == "String", call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
               call.trailingClosure == nil, let text = plainString(only.expression, environment) {
                return text
            }
        }
        if let made = enumCaseConstruction(call, environment) { return made }  // `Role.cancel(title: L10n.actionCancel)`
        if let made = construction(call, environment) { return made }  // an app's type, `Icon("paperplane")`
        // A method of an instance the code makes with its values (`String.chat.localized("key")` of
        // `static var chat: LocalStringBuilder { .init(tableName: "Chat", bundle: .main) }`).
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           let made = fieldsMethod(member.declName.baseName.text, of: base, call: call, environment) { return made }
        if let helped = implicitStaticCall(call, environment) { return helped }  // `.localized("Get Info")`
        if let generated = catalogAccessor(call, environment) { return generated }  // xcstrings-tool's `.app(.cancel)`
        if let generated = unseenGeneratedCall(call) { return generated }  // R.swift's `R.string.localizable.x()`
        if let generated = unseenStringsEnumCall(call) { return generated }  // `LocalString.files(withArgs: n)`
        if let helped = stringMethodCall(call, environment) { return helped }  // `"Get Info".localized()`
        if let key = unseenStringMethod(call) { return key }  // a package's `"Get Info".localized()`
        if let kept = sameSymbol(call, environment) { return kept }  // `UIImage(systemName: "x")?.withRenderingMode(…)`
        // `bundle?.localizedString(forKey:value:table:)`: a look-up in whichever bundle, however the
        // bundle is reached (an optional chain has no dotted name).
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "localizedString",
           call.argument("forKey") != nil {
            return localizedKey(call, environment)
        }
        guard let called = call.calledName else { return .unknown("`\(short(ExprSyntax(call)))` is known only at run time") }
        let baseName = called.split(separator: ".").last.map(String.init) ?? called
        if let delegated = delegatingImageInitializer(call, typeName: baseName, environment) { return delegated }
        if let made = extendedTypeInitializer(call, called: called, environment) { return made }  // `String(localizationKey: "Cancel")`
        if baseName.hasSuffix("Image"), index.types[baseName]?.isDeclared != true,
           call.argument("named") != nil || call.argument("systemName") != nil {
            return image(call, environment)  // a platform alias of `UIImage` (`RSImage(named:)`)
        }
        // `UIImage.init(named: "backarrow2")`: the initializer written out is the image too.
        if called.hasSuffix(".init"), let owner = called.dropLast(5).split(separator: ".").last, ["Image", "UIImage", "NSImage"].contains(String(owner)) {
            return image(call, environment)
        }
        switch baseName {
        case "String" where call.argument("localized") != nil, "LocalizedStringResource", "LocalizedStringKey", "NSLocalizedString",
             "localizedString" where call.argument("forKey") != nil:  // `Bundle.main.localizedString(forKey:value:table:)`
            return localizedKey(call, environment)
        case "Image", "UIImage", "NSImage":
            return image(call, environment)
        case "String" where call.arguments.count == 1 && call.arguments.first?.label == nil && call.trailingClosure == nil:
            // `String("⇥")`: the characters as they are (never a key), when the code states them.
            if let argument = call.arguments.first?.expression, let text = plainString(argument, environment) { return text }
        case "init" where called.hasSuffix(".init"):
            if let filled = formatCall(call, called: called, environment) { return filled }
            return construction(call, environment) ?? .unknown("`\(short(ExprSyntax(call)))` is known only at run time")
        default:
            break
        }
        if let generated = index.generatedString(called) {
            guard !call.arguments.isEmpty else { return .values([.key(generated.key, table: generated.table)]) }
            // A format SwiftGen fills in (`L10n.deleteItem(name)`): its key, a sample per argument.
            guard let samples = FormatSamples.samples(format: generated.key, passed: call.arguments.count, numeric: generated.numericArguments) else {
                return .unknown("`\(called)` takes more than \(FormatSamples.maximumArguments) values")
            }
            return .values([.format(generated.key, table: generated.table, arguments: samples)])
        }
        if let filled = formatCall(call, called: called, environment) { return filled }
        // A method of an enum case: `filter.title()`, `Action.copy.title()`.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, call.arguments.isEmpty,
           !(base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase ?? false) || base.is(MemberAccessExprSyntax.self) {
            let baseOutcome = evaluate(base, environment)
            if let values = baseOutcome.values, values.allSatisfy({ $0.enumCaseParts != nil }) {
                return union(values.map { enumMethod(member.declName.baseName.text, of: $0, environment) })
            }
        }
        // A helper function of the same code, inlined with its arguments.
        if let function = findFunction(called, call: call, environment) {
            let inlined = inline(function, call: call, environment) { body, inner in
                StringReturns.textIfString(bodyValue(body, inner), returnType: function.returnType)
            }
            // A helper whose body looks its parameter up among more than the scan reads (`t("common__cancel")`).
            if inlined.values == nil, let key = parameterLookupCall(function, call: call, environment) { return key }
            return inlined
        }
        // A property holding a function the code states (`theme.systemImageName(name)`).
        if let mapped = mappingCall(call, environment) { return mapped }
        if let key = unseenLocalizer(call, called: called) { return key }  // an SDK's `OCLocalizedString("Cancel", nil)`
        if let asset = unseenImageHelper(call, called: called) { return asset }  // a shared module's `UIImage.templateImageNamed("x")`
        return .unknown("`\(short(ExprSyntax(call)))` is known only at run time")
    }

    /// The text `String(value)` makes of a string the code states (a literal, a constant of
    /// text); nil for anything else (a number, a key: their text is worked out at run time).
    private func plainString(_ argument: ExprSyntax, _ environment: Environment) -> Outcome? {
        guard let values = evaluate(argument, environment).values, !values.isEmpty else { return nil }
        let texts = values.compactMap(\.stringContent)
        return texts.count == values.count ? .values(texts.map { .text($0) }) : nil
    }

    /// `String(format: NSLocalizedString("Delete %@", …), name)`, `String.localizedStringWithFormat(…)`,
    /// `NSString.localizedStringWithFormat(…)`: a format key the code fills in at run time is
    /// that key, with a sample for each argument; nil for any other call. In an initializer of
    /// the app's `extension String`, `self.init(format: format, arguments: arguments)` too.
    private func formatCall(_ call: FunctionCallExprSyntax, called: String, _ environment: Environment) -> Outcome? {
        let format: ExprSyntax
        let string = ["String", "String.init", "NSString", "NSString.init"].contains(called) || (called == "self.init" && environment.expectedType == "String")
        if string, let labelled = call.argument("format") {
            format = labelled
        } else if called.hasSuffix("localizedStringWithFormat") || called.hasSuffix("String.localizedStringWithFormat"),
                  let first = call.arguments.first, first.label == nil {
            format = first.expression
        } else {
            return nil
        }
        // `format:`, then `locale:`, then the values (or one `arguments:` array).
        let values = Array(call.arguments).filter { !["format", "locale"].contains($0.label?.text ?? "") }.dropFirst(call.argument("format") == nil ? 1 : 0)
        let passed = values.first?.label?.text == "arguments" ? (values.first?.expression.as(ArrayExprSyntax.self)?.elements.count ?? 0) : values.count
        let outcome = evaluate(format, environment)
        guard let keys = outcome.values else { return outcome }
        var result: [Value] = []
        for key in keys {
            guard case .key(let name, let table) = key else {
                return .unknown("`\(short(ExprSyntax(call)))` fills a format that is no key of the app's strings at run time")
            }
            guard let samples = FormatSamples.samples(format: name, passed: passed) else {
                return .unknown("`\(short(ExprSyntax(call)))` fills a format of more than \(FormatSamples.maximumArguments) values")
            }
            // A format with nothing to fill in (`String(format: format, arguments: args)` of an
            // empty variadic list, a key with no `%`) is the key as it is.
            result.append(samples.isEmpty ? .key(name, table: table) : .format(name, table: table, arguments: samples))
        }
        return .values(result)
    }

    /// An image initializer the app declares in an extension (`extension UIImage { convenience
    /// init?(symbol: String) { self.init(systemName: symbol) } }`), read at the call with its
    /// arguments bound: the image its `self.init(systemName:)` or `self.init(named:)` makes.
    private func delegatingImageInitializer(_ call: FunctionCallExprSyntax, typeName: String, _ environment: Environment) -> Outcome? {
        guard typeName.first?.isUppercase == true, let type = index.types[typeName], !type.isView, !type.isEnum else { return nil }
        let arguments = call.allArguments
        guard let initializer = type.initializers.overload(for: arguments),
              let delegated = Self.delegatedImageInit(initializer.body) else { return nil }
        // SwiftUI's `Image(name, bundle:)` names an asset with no label.
        let unlabeledAsset = typeName == "Image" && delegated.arguments.first?.label == nil && !delegated.arguments.isEmpty
        if unlabeledAsset || ["systemName", "named", "systemSymbol"].contains(where: { delegated.argument($0) != nil }) {
            return inline(initializer, call: call, environment) { _, inner in image(delegated, inner) }
        }
        // `extension Image { init(asset: ImageAsset) { self.init(uiImage: UIImage(asset: asset)) } }`:
        // the image it wraps, read as any image is (another of the app's initializers, 8 deep at most).
        guard let wrapped = delegated.argument("uiImage") ?? delegated.argument("nsImage") else { return nil }
        return inline(initializer, call: call, environment) { _, inner in evaluate(wrapped, inner) }
    }

    /// The first `self.init(…)` of an initializer's body, or of the first branch of an `if
    /// #available(…)` in it (the iOS the renderer draws; `else { return nil }` before it).
    private static func delegatedImageInit(_ body: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        for item in body.iOSItems {
            if let call = selfInit(item) { return call }
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let conditional = expression?.as(IfExprSyntax.self),
               conditional.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }),
               let call = conditional.body.statements.iOSItems.lazy.compactMap({ selfInit($0) }).first {
                return call
            }
        }
        return nil
    }

    /// The `self.init(…)` call an initializer's body is, when it is only that.
    static func delegatedInit(_ body: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        guard body.count == 1, let item = body.first else { return nil }
        return selfInit(item)
    }

    /// The `self.init(…)` call a statement is (`self.init(named: name, in: .module, with: nil)!`
    /// of a failable one too).
    private static func selfInit(_ item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        var expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        if let unwrapped = expression?.as(ForceUnwrapExprSyntax.self) { expression = unwrapped.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "init", member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return nil }
        return call
    }

    /// `Image(systemName:)`, `Image(systemSymbol:)`, `Image("asset")`, `UIImage(named:)`, `Image(.asset)`.
    func image(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome {
        if let symbol = assetSymbolImage(call) { return symbol }  // Xcode's generated `Image(.iconName)`
        if let generated = generatedResourceImage(call, environment) { return generated }  // `UIImage(resource: R.image.star)`
        if let name = call.argument("systemName") {
            return iconOutcome(evaluate(name, environment), symbolCase: false)
        }
        if let symbol = call.argument("systemSymbol") {
            return iconOutcome(evaluate(symbol, environment), symbolCase: true)
        }
        if let image = call.argument("uiImage") ?? call.argument("nsImage") {
            return evaluate(image, environment)
        }
        if let named = call.argument("named") ?? call.arguments.first(where: { $0.label == nil })?.expression {
            let outcome = evaluate(named, environment)
            guard let values = outcome.values else { return outcome }
            return collect(values) { value in
                switch value {
                case .literal(let name), .text(let name): return .icon("asset:" + name)
                case .icon: return value
                // An Xcode asset symbol passed on (`leftIcon: .arrowRight`, an `ImageResource`): its
                // set's own name (`ArrowRight`); else an app's enum of asset names.
                case .enumCase(let name, let type) where type == nil || type == "ImageResource":
                    return .icon("asset:" + (generatedMaps.xcodeImage(name, appAssets) ?? name))
                case .enumCase(let name, _): return .icon("asset:" + name)
                default: return nil
                }
            }
        }
        return .unknown("`\(short(ExprSyntax(call)))` names no icon the scan can read")
    }

    /// UIKit's image methods that draw the same symbol or asset (`withRenderingMode(.alwaysTemplate)`,
    /// `withTintColor(…)`, `withConfiguration(…)`): the icon of the image they are called on.
    private static let sameSymbolMethods: Set<String> = [
        "withRenderingMode", "withTintColor", "withConfiguration", "applyingSymbolConfiguration", "withBaselineOffset",
        "imageFlippedForRightToLeftLayoutDirection", "withHorizontallyFlippedOrientation", "withAlignmentRectInsets",
    ]

    private func sameSymbol(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              Self.sameSymbolMethods.contains(member.declName.baseName.text) || redrawsSelf(member.declName.baseName.text) else { return nil }
        let outcome = evaluate(base, environment)
        guard let values = outcome.values, values.allSatisfy({ if case .icon = $0 { return true } else { return false } }) else { return nil }
        return outcome
    }

    /// Icon names from values: strings are SF Symbols names, enum cases SFSafeSymbols cases.
    func iconOutcome(_ outcome: Outcome, symbolCase: Bool) -> Outcome {
        guard let values = outcome.values else { return outcome }
        return collect(values) { value in
            switch value {
            case .literal(let name), .text(let name): return .icon(name)
            case .icon: return value
            case .wrapped(_, let name, let asset): return .icon(asset ? "asset:" + name : name)
            case .enumCase(let name, _): return symbols.name(ofCase: name).map(Value.icon)
            default: return nil
            }
        }
    }

    private func collect(_ values: [Value], _ transform: (Value) -> Value?) -> Outcome {
        var result: [Value] = []
        for value in values {
            guard let mapped = transform(value) else { return .unknown("an icon the scan cannot name") }
            if !result.contains(mapped) { result.append(mapped) }
        }
        return .values(result)
    }

    // MARK: helpers

    /// The function `called` names: a method of the type around, or a top-level function, with
    /// parameters the call's labels fit.
    /// With `returning`, only functions declared to return one of those types (overloads Swift
    /// tells apart by the type the call's place expects: `makeCancelAction() -> UIAlertAction`
    /// beside `makeCancelAction() -> AlertAction`).
    func findFunction(_ called: String, call: FunctionCallExprSyntax, _ environment: Environment, returning: Set<String>? = nil) -> FunctionDecl? {
        candidateFunctions(called, call: call, environment, returning: returning).overload(for: call.allArguments, near: environment.file)
    }

    /// The functions `call` fits best: one for a call ``findFunction(_:call:_:returning:)`` finds,
    /// or the overloads it fits equally well; none when it fits none.
    func fittingFunctions(_ called: String, call: FunctionCallExprSyntax, _ environment: Environment) -> [FunctionDecl] {
        let candidates = candidateFunctions(called, call: call, environment, returning: nil)
        if let one = candidates.overload(for: call.allArguments, near: environment.file) { return [one] }
        return candidates.closestFits(for: call.allArguments)
    }

    /// The functions of `called`'s name the call may be made to, before choosing among overloads.
    private func candidateFunctions(_ called: String, call: FunctionCallExprSyntax, _ environment: Environment, returning: Set<String>?) -> [FunctionDecl] {
        let parts = called.split(separator: ".").map(String.init)
        let name = parts.last ?? called
        var candidates: [FunctionDecl] = []
        // The functions of one type the call may be made to (of the return type asked for).
        func returningAsked(_ functions: [FunctionDecl]) -> [FunctionDecl] {
            guard let returning else { return functions }
            return functions.filter { $0.returnType.map { returning.contains(UIKitGroupFinder.bareActionType($0)) } == true }
        }
        if parts.count == 1 || parts.first == "self" || parts.first == "Self" {
            if let typeName = environment.typeName {
                // `showRetryAlert(message:…)` in a class whose own `showRetryAlert(for:)` it does not fit:
                // the one of a type it inherits from (`extension UIViewController`) that it fits. Own
                // overloads it fits alike are still the ones called, though none is chosen.
                candidates = inheritedFunctions(name, of: typeName) { functions in
                    returningAsked(functions).contains { $0.pair(call.allArguments) != nil && (!$0.isFilePrivate || $0.file.path == environment.file.path) }
                }
                if candidates.isEmpty { candidates = inheritedFunctions(name, of: typeName) }
            }
            if candidates.isEmpty { candidates = index.globalFunctions[name] ?? [] }
        } else if parts.count == 2, let type = index.types[parts[0]] {
            candidates = type.functions[name] ?? []
        } else if parts.count == 3, let typeName = sharedInstanceType(parts[0], parts[1]) {
            // `LocalizableManager.shared.get(with: key)`: a method of the type's shared instance.
            candidates = inheritedFunctions(name, of: typeName)
        } else if parts.count == 2, let typeName = Self.parameterType(parts[0], around: call) ?? propertyType(parts[0], environment) {
            // `controller.confirm(…)` where `controller` is a parameter of a declared class (or a
            // property the type around declares one, `weak var controller: VerifyViewController?`):
            // the method of that class, or of one it inherits from (`extension UIViewController`).
            candidates = inheritedFunctions(name, of: typeName)
        }
        return Self.admittingCases(returningAsked(candidates), call.allArguments, index)
    }

    /// Of `candidates`, those whose enum parameters have the cases `arguments` name (`localize(.cancel)`
    /// fits `localize(_ key: StringLocalizableKey)`, whose enum has `cancel`, not `localize(_ text:
    /// ParameterisedStringLocalizable)`, whose has none); all of them when that rules out every one.
    private static func admittingCases(_ candidates: [FunctionDecl], _ arguments: [CallArgument], _ index: DeclarationIndex) -> [FunctionDecl] {
        guard candidates.count > 1 else { return candidates }
        let admitting = candidates.filter { function in
            guard let pairs = function.pair(arguments) else { return false }
            return pairs.allSatisfy { parameter, argument in
                guard let member = (argument.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument.expression).as(MemberAccessExprSyntax.self),
                      member.base == nil, let type = index.types[bareType(parameter.type, owner: function.owner)], type.isEnum, !type.cases.isEmpty else { return true }
                let name = member.declName.baseName.text
                return type.cases.contains { $0.name == name } || type.properties[name] != nil || type.functions[name] != nil
            }
        }
        return admitting.isEmpty ? candidates : admitting
    }

    /// The type of the instance a static property of an app's type holds (`static let shared:
    /// LocalizableManagerType = LocalizableManager()` → `LocalizableManager`, the class it makes
    /// before the protocol it is declared as); nil when `typeName` declares no such property, or
    /// it holds a value of a type the app does not declare (`static let formatter = DateComponentsFormatter()`).
    private func sharedInstanceType(_ typeName: String, _ property: String) -> String? {
        guard let owner = index.types[typeName], let shared = owner.properties[property], shared.isStatic else { return nil }
        if let made = shared.initializer?.as(FunctionCallExprSyntax.self)?.calledBaseName, index.types[made]?.isDeclared == true { return made }
        if let written = shared.type.flatMap(Self.declaredType), index.types[written] != nil { return written }
        // `static let shared = Self()`: the type's own instance.
        return ["Self", "Self.init"].contains(shared.initializer?.as(FunctionCallExprSyntax.self)?.calledName ?? "") ? typeName : nil
    }

    /// The declared type of the property `name` of the type around (`weak var controller:
    /// VerifyViewController?` → `VerifyViewController`), optionals aside; nil when it declares none.
    func propertyType(_ name: String, _ environment: Environment) -> String? {
        guard let typeName = environment.typeName, let written = index.types[typeName]?.properties[name]?.type else { return nil }
        return Self.declaredType(written)
    }

    /// The type a declaration writes (`VerifyViewController?` → `VerifyViewController`), optionals
    /// and implicitly unwrapped ones aside; nil for one not named with a capital (`some View`).
    private static func declaredType(_ written: String) -> String? {
        let type = withoutOptionals(written)
        return type.first?.isUppercase == true ? type : nil
    }

    /// A type as written without its `?` or `!` (`UIAlertController?` → `UIAlertController`).
    static func withoutOptionals(_ written: String) -> String {
        String(written.prefix { $0 != "?" && $0 != "!" })
    }

    /// The declared type of parameter `name` of the function or initializer around `node`
    /// (`in controller: VerifyViewController` → `VerifyViewController`), optionals and
    /// implicitly unwrapped ones aside; nil when no function around declares it.
    static func parameterType(_ name: String, around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            let clause = parent.as(FunctionDeclSyntax.self)?.signature.parameterClause ?? parent.as(InitializerDeclSyntax.self)?.signature.parameterClause
            if let clause {
                guard let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
                return declaredType(parameter.type.trimmedDescription)
            }
            if parent.typeDeclarationName != nil { return nil }
            current = parent.parent
        }
        return nil
    }

    /// The methods `name` of `typeName`, or of the nearest type it inherits from or conforms to
    /// that has one (an alert helper in `extension BaseViewController` called from a subclass,
    /// or in `extension UIViewController`) that `fits`; at most 16 types, breadth first; past a UIKit class the app does not declare (`UITableViewController`), on to its superclass.
    private func inheritedFunctions(_ name: String, of typeName: String, where fits: ([FunctionDecl]) -> Bool = { _ in true }) -> [FunctionDecl] {
        var pending = [typeName]
        var seen = Set<String>()
        while !pending.isEmpty, seen.count < 16 {
            let current = pending.removeFirst()
            guard seen.insert(current).inserted else { continue }
            // UIKit's own classes, which the app extends but never declares, lead on to theirs;
            // so does a library's view controller (`FormViewController`), by its name.
            if let superclass = UIKitClasses.superclass(of: current, declared: index.types[current] != nil) { pending.append(superclass) }
            guard let type = index.types[current] else { continue }
            if let found = type.functions[name], !found.isEmpty, fits(found) { return found }
            pending += type.inherited.map { Self.bareType($0, owner: nil) }
        }
        return []
    }

    /// `base.name(…)` where `base` is an instance of an app's type made with its values (``Value/fields(type:labels:values:)``,
    /// or ``Value/wrapped(type:name:asset:)`` of a type with one `String` property)
    /// and `name` a method that type declares: the method read with its parameters bound to the
    /// call's arguments and the instance's stored values to their properties, one outcome an
    /// instance; nil when `base` is no such instance or its type declares no such method.
    private func fieldsMethod(_ name: String, of base: ExprSyntax, call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome? {
        // Only an expression naming a value: `Type.constant` or a property, not a type or a literal.
        guard base.is(MemberAccessExprSyntax.self) || base.is(DeclReferenceExprSyntax.self) else { return nil }
        guard let values = evaluate(base, environment).values, !values.isEmpty else { return nil }
        var outcomes: [Outcome] = []
        for value in values {
            let typeName: String, labels: [String], stored: [Value]
            switch value {
            case .fields(let type, let names, let held):
                (typeName, labels, stored) = (type, names, held)
            case .wrapped(let type, let held, false):
                // One name given (`.init(tableName: "Chat", bundle: .main)`): the type's one `String` property holds it.
                let strings = index.types[type]?.storedProperties.filter { index.types[type]?.properties[$0]?.type == "String" } ?? []
                // … as it is given (the memberwise initializer, or `self.tableName = tableName`), not made of it.
                guard strings.count == 1, let declared = index.types[type],
                      declared.initializers.isEmpty || declared.initializers.contains(where: { Self.storesParameter(strings[0], in: $0) }) else { return nil }
                (typeName, labels, stored) = (type, strings, [.text(held)])
            default:
                return nil
            }
            guard let function = index.types[typeName]?.functions[name]?.first(where: { $0.pair(call.allArguments) != nil }) else { return nil }
            outcomes.append(inline(function, call: call, environment) { body, inner in
                var inner = inner
                // A parameter of the method shadows the property of its name.
                for (label, value) in zip(labels, stored) where inner.bindings[label] == nil && inner.passedArguments[label] == nil {
                    inner.bindings[label] = [value]
                }
                return StringReturns.textIfString(bodyValue(body, inner), returnType: function.returnType)
            })
        }
        return union(outcomes)
    }

    /// Runs `read` over `function`'s body with its parameters bound to the call's arguments; an
    /// argument whose value is not known leaves its parameter unbound (anything reading it is unknown).
    func inline<T>(_ function: FunctionDecl, call: FunctionCallExprSyntax, _ environment: Environment,
                   _ read: (CodeBlockItemListSyntax, Environment) -> T) -> T {
        var inner = Environment(file: function.file, typeName: function.owner ?? environment.typeName)
        inner.depth = environment.depth + 1
        inner.expectedType = function.returnType.map { Self.bareType($0, owner: function.owner) }
        inner.style = environment.style
        inner.look = environment.look
        inner.inMenu = environment.inMenu
        // Its parameters are this call's: its conditions are related within the call only.
        inner.conditionScope = SharedCondition.scope(of: call, in: environment)
        bindParameters(of: function, to: function.pair(call.allArguments) ?? [], from: environment, into: &inner)
        return read(function.body, inner)
    }

    /// `%"common.cancel"` of the app's own `prefix func %(expression: String.LocalizationValue) ->
    /// String { String(localized: expression) }`: the operator's function read with its one
    /// parameter bound to the operand. Nil when the app declares no such operator (`-x`, `!flag`).
    func appOperator(_ prefixed: PrefixOperatorExprSyntax, _ environment: Environment) -> Outcome? {
        let candidates = (index.globalFunctions[prefixed.operator.text] ?? []).filter { $0.parameters.count == 1 }
        guard candidates.count == 1, let function = candidates.first, let parameter = function.parameters.first else { return nil }
        var inner = Environment(file: function.file, typeName: environment.typeName)
        inner.depth = environment.depth + 1
        var operandEnvironment = environment
        operandEnvironment.expectedType = Self.bareType(parameter.type, owner: nil)
        switch evaluate(prefixed.expression, operandEnvironment) {
        case .values(let values): inner.bindings[parameter.name] = values.map { bind($0, type: parameter.type) }
        case .unknown(let reason): inner.unknownArguments[parameter.name] = reason
        }
        return typed(bodyValue(function.body, inner), function.returnType)
    }

    /// Binds the parameters of `function` (a helper, or an initializer) in `inner` to the
    /// arguments `pairs` gives them, read in `environment` (the caller's), or to their defaults,
    /// read in `inner` as it was: a closure is a view read where the body shows it, a value
    /// known only at run time leaves its reason. `inner` keeps its style and menu.
    func bindParameters(of function: FunctionDecl, to pairs: [(FunctionDecl.Parameter, CallArgument)],
                        from environment: Environment, into inner: inout Environment) {
        var callerEnvironment = environment
        callerEnvironment.expectedType = nil  // an argument is not of the helper's return type
        let ownEnvironment = inner
        for parameter in function.parameters {
            inner.declaredTypes[parameter.name] = parameter.type
            let passed = pairs.first { $0.0.name == parameter.name }?.1.expression
            let argument = passed ?? parameter.defaultValue
            guard let argument else { continue }
            inner.passedArguments[parameter.name] = PassedArgument(argument, passed == nil ? ownEnvironment : callerEnvironment)
            if let closure = argument.as(ClosureExprSyntax.self) {
                // A view passed as a closure (`toggle(sort: .new) { Label(…) }`), read where the body shows it.
                var caller = environment
                caller.depth = environment.depth + 1
                inner.viewClosures[parameter.name] = PassedView(closure, caller)
                continue
            }
            // An argument is read as a value of its parameter's type (`.cancel`: a case or a static constant).
            var argumentEnvironment = passed == nil ? ownEnvironment : callerEnvironment
            argumentEnvironment.expectedType = Self.bareType(parameter.type, owner: function.owner)
            let outcome = evaluate(argument, argumentEnvironment)
            guard let values = outcome.values else {
                inner.unknownArguments[parameter.name] = outcome.reason
                continue
            }
            inner.bindings[parameter.name] = values.map { bind($0, type: parameter.type) }
        }
    }

    /// A value passed to a parameter of `type`: a literal becomes text for `String`, an enum case
    /// learns its enum.
    func bind(_ value: Value, type: String) -> Value {
        switch value {
        case .literal(let text) where type == "String" || type == "String?": return .text(text)
        case .enumCase(let name, nil) where index.types[type]?.isEnum == true: return .enumCase(name, type: type)
        default: return value
        }
    }

    /// The value a body returns: its single expression, its `return`, or the branch of its
    /// `switch` that matches.
    func bodyValue(_ body: CodeBlockItemListSyntax, _ environment: Environment, chain: Int = 0) -> Outcome {
        var environment = environment
        let items = body.iOSItems
        for (position, item) in items.enumerated() {
            if let conditional = (item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self))?.as(IfExprSyntax.self) {
                return ifValue(conditional, rest: Array(items[(position + 1)...]), environment, chain: chain)
            }
            if let statement = item.item.as(ReturnStmtSyntax.self) {
                guard let expression = statement.expression else { return .unknown("returns nothing") }
                return evaluate(expression, environment)
            }
            if let expression = item.item.as(ExprSyntax.self) {
                return evaluate(Self.selfAssignment(expression) ?? expression, environment)
            }
            if let statement = item.item.as(ExpressionStmtSyntax.self) {
                return evaluate(Self.selfAssignment(statement.expression) ?? statement.expression, environment)
            }
            if let guarded = item.item.as(GuardStmtSyntax.self) {
                return guardValue(guarded, rest: Array(items[(position + 1)...]), environment, chain: chain)
            }
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                       let initializer = binding.initializer?.value,
                       let values = evaluate(initializer, environment).values {
                        environment.bindings[name] = values
                    }
                }
                continue
            }
            return .unknown("a body with statements the scan does not follow")
        }
        return .unknown("an empty body")
    }

    /// The branch of a `switch` whose pattern matches the subject's enum case; when the subject
    /// is known only at run time (`switch state` of a stored property), every branch's value, each
    /// an alternative as a ternary's two are — unknown when one branch's is.
    func switchValue(_ switchExpression: SwitchExprSyntax, _ environment: Environment) -> Outcome {
        let subject = evaluate(switchExpression.subject, environment)
        guard let values = subject.values else {
            let branches = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            guard !branches.isEmpty else { return subject }
            return union(branches.map { bodyValue($0.statements, environment) })
        }
        return union(values.map { value in
            guard let (body, bound) = matchingCaseBinding(switchExpression, value) else { return .unknown("no `case` of the switch matches") }
            var inner = environment
            inner.bindings.merge(bound) { $1 }
            return bodyValue(body, inner)
        })
    }

    /// The statements of the `case` that matches `value`, or of `default`.
    func matchingCase(_ switchExpression: SwitchExprSyntax, _ value: Value) -> CodeBlockItemListSyntax? {
        matchingCaseBinding(switchExpression, value)?.statements
    }

    /// The statements of the `case` that matches `value` (or of `default`), with the names its
    /// pattern binds to the values the case carries (`case .cancel(let title)`: `title`).
    func matchingCaseBinding(_ switchExpression: SwitchExprSyntax, _ value: Value) -> (statements: CodeBlockItemListSyntax, bindings: [String: [Value]])? {
        if let string = value.stringContent { return Self.matchingStringCase(switchExpression, string).map { ($0, [:]) } }
        guard let (name, _, carried) = value.enumCaseParts else { return nil }
        var fallback: CodeBlockItemListSyntax? = nil
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            if switchCase.label.is(SwitchDefaultLabelSyntax.self) { fallback = switchCase.statements; continue }
            guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { continue }
            for item in label.caseItems {
                let pattern = item.pattern.trimmedDescription.filter { !$0.isWhitespace && $0 != "`" }
                let caseName = pattern.split(separator: "(").first.map { String($0) } ?? pattern
                let bare = caseName.split(separator: ".").last.map(String.init) ?? caseName
                if bare == name { return (switchCase.statements, Self.patternBindings(item.pattern, carried)) }
            }
        }
        return fallback.map { ($0, [:]) }
    }

    /// The statements of the case a string takes in `switch name { case "mode": … default: … }`:
    /// the case listing that literal, else `default`; nil when a case is no plain literal
    /// (`case _ where name.hasPrefix("x")`: which one matches is not worked out).
    private static func matchingStringCase(_ switchExpression: SwitchExprSyntax, _ string: String) -> CodeBlockItemListSyntax? {
        var fallback: CodeBlockItemListSyntax? = nil
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
            if switchCase.label.is(SwitchDefaultLabelSyntax.self) { fallback = switchCase.statements; continue }
            guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { return nil }
            for item in label.caseItems {
                guard item.whereClause == nil, let literal = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(StringLiteralExprSyntax.self),
                      let written = literal.literalText else { return nil }
                if written == string { return switchCase.statements }
            }
        }
        return fallback
    }

    /// The names a case pattern binds (`.cancel(let title)`, `let .cancel(title)`), each to the
    /// value carried at its position.
    private static func patternBindings(_ pattern: PatternSyntax, _ carried: [Value]) -> [String: [Value]] {
        guard !carried.isEmpty, let call = pattern.descendants(FunctionCallExprSyntax.self).first else { return [:] }
        var bindings: [String: [Value]] = [:]
        for (position, argument) in call.arguments.enumerated() where position < carried.count {
            guard let name = argument.expression.descendants(IdentifierPatternSyntax.self).first?.identifier.text else { continue }
            bindings[name] = [carried[position]]
        }
        return bindings
    }

    /// `Role.cancel(title: L10n.actionCancel)` or `.cancel(title: …)`: a case of the app's enum
    /// that takes values, with each value known (one value each); nil when `call` makes none.
    func enumCaseConstruction(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), call.trailingClosure == nil else { return nil }
        let caseName = access.declName.baseName.text
        let type: TypeDecl?
        if let base = access.base {
            guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            type = index.types[name == "Self" ? (environment.typeName ?? name) : name]
        } else {
            // `.cancel(title:)` is a case of the expected type when one is known (a struct's
            // static factory `.applySquare("x")` is no case), else of the one enum with that case.
            if let expected = environment.expectedType.flatMap({ index.types[$0] }) {
                type = expected.isEnum ? expected : nil
            } else {
                type = index.enumWithCase(caseName, member: nil)
            }
        }
        guard let type, type.isEnum, type.cases.contains(where: { $0.name == caseName && $0.takesValues }) else { return nil }
        var carried: [Value] = []
        var argumentEnvironment = environment
        argumentEnvironment.expectedType = nil
        for argument in call.arguments {
            let outcome = evaluate(argument.expression, argumentEnvironment)
            guard let values = outcome.values else { return outcome }
            guard values.count == 1 else { return .unknown("`\(short(ExprSyntax(call)))` carries a value with more than one choice") }
            carried.append(values[0])
        }
        return .values([.enumCaseWithValues(caseName, type: type.name, values: carried)])
    }

    func union(_ outcomes: [Outcome]) -> Outcome {
        var result: [Value] = []
        for outcome in outcomes {
            guard let values = outcome.values else { return outcome }
            for value in values where !result.contains(value) { result.append(value) }
        }
        return .values(result)
    }

    /// `expression` as written, cut to 60 characters, for reasons.
    func short(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
