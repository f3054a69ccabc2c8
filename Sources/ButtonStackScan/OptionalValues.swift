import SwiftSyntax

/// What Swift does with `nil`, as far as the scan follows it: a helper's `okTitle: String? = nil`
/// left out of a call is `nil`, so `okTitle ?? Strings.ok` is the fallback and `if let okTitle`
/// does not take its branch; a value the call passes is the value.
extension ValueResolver {
    /// `left ?? right` (any number of them, which Swift groups from the right): each value of
    /// `left` that is `nil` becomes the values of `right`. Nil when the elements are not such a chain.
    func coalescedValue(_ elements: [ExprSyntax], _ environment: Environment) -> Outcome? {
        guard elements.count >= 3, elements.count % 2 == 1,
              stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" })
        else { return nil }
        let rest = Array(elements.dropFirst(2))
        return nilDefaulted(evaluate(elements[0], environment)) {
            rest.count == 1 ? evaluate(rest[0], environment) : (coalescedValue(rest, environment) ?? .unknown("`??` chain"))
        }
    }

    /// `left` with each `nil` it may be replaced by what `fallback` gives (worked out only then).
    func nilDefaulted(_ left: Outcome, fallback: () -> Outcome) -> Outcome {
        guard let values = left.values else { return left }
        guard values.contains(.none) else { return left }
        let fallback = fallback()
        guard var fallbackValues = fallback.values else { return fallback }
        // The fallback is of the optional's type: a literal after `title ?? ` is a `String`
        // (`Button(title ?? "Done")` shows "Done" as it is, not as a key).
        fallbackValues = fallbackValues.map { value in
            if case .literal(let text) = value { return .text(text) }
            return value
        }
        var result: [Value] = []
        for value in values {
            for replaced in value == .none ? fallbackValues : [value] where !result.contains(replaced) { result.append(replaced) }
        }
        return .values(result)
    }

    /// True when an `if let`/`guard let` among `conditions` binds a value that is only ever `nil`
    /// here: the branch is never taken.
    func bindsOnlyNil(_ conditions: ConditionElementListSyntax, _ environment: Environment) -> Bool {
        var inner = environment
        for element in conditions {
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { continue }
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            let value = binding.initializer?.value ?? name.map { ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier($0))) }
            guard let value else { continue }
            if let values = evaluate(value, inner).values {
                if !values.isEmpty, values.allSatisfy({ $0 == .none }) { return true }
                if let name { inner.bindings[name] = values.filter { $0 != .none } }
            }
        }
        return false
    }

    /// Whether `expression` is `nil`, when each of its values is known: nil when some may be and
    /// some may not.
    func isNil(_ expression: ExprSyntax, _ environment: Environment) -> Bool? {
        guard let values = evaluate(expression, environment).values, !values.isEmpty else { return nil }
        if values.allSatisfy({ $0 == .none }) { return true }
        return values.contains(.none) ? nil : false
    }
}
