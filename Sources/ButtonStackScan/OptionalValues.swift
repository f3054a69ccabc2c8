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
        // Folded from the right, as Swift groups `??`; a chain longer than a title's is not followed.
        guard elements.count <= 2 * Self.maximumCoalescing + 1 else { return .unknown("a `??` chain of more than \(Self.maximumCoalescing)") }
        let operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        var result = evaluate(operands[operands.count - 1], environment)
        for operand in operands.dropLast().reversed() {
            let fallback = result
            var left = evaluate(operand, environment)
            // An optional property no code sets (``neverSet(_:_:)``): always `nil`, the fallback shows.
            if left.values == nil, neverSet(operand, environment) { left = .values([.none]) }
            result = nilDefaulted(left) { fallback }
        }
        // A literal after `title ?? ` is of the optional's type: a `String` shows it as it is
        // (`Button(title ?? "Done")`), a `LocalizedStringKey` as a key; unknown, as written.
        guard declaredString(operands[0], environment), let values = result.values else { return result }
        return .values(values.map { value in
            if case .literal(let text) = value { return .text(text) }
            return value
        })
    }

    /// The most `??` of one chain the scan follows.
    static let maximumCoalescing = 16

    /// True when `expression` names a parameter or property declared `String` or `String?`.
    private func declaredString(_ expression: ExprSyntax, _ environment: Environment) -> Bool {
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.isSelf == true ? $0.declName.baseName.text : nil }
        guard let name else { return false }
        let type = environment.declaredTypes[name]
            ?? environment.typeName.flatMap { index.types[$0]?.properties[name]?.type }
        return type == "String" || type == "String?"
    }

    /// `left` with each `nil` it may be replaced by what `fallback` gives (worked out only then).
    func nilDefaulted(_ left: Outcome, fallback: () -> Outcome) -> Outcome {
        guard let values = left.values else { return left }
        guard values.contains(.none) else { return left }
        let fallback = fallback()
        guard let fallbackValues = fallback.values else { return fallback }
        var result: [Value] = []
        for value in values {
            for replaced in value == .none ? fallbackValues : [value] where !result.contains(replaced) { result.append(replaced) }
        }
        return .values(result)
    }

    /// Whether `expression` is `nil`, when each of its values is known: nil when some may be and
    /// some may not.
    func isNil(_ expression: ExprSyntax, _ environment: Environment) -> Bool? {
        // A small view's optional view property its call gave a view (`titleFirstButton: Text("Cancel")`).
        if let name = ViewReader.propertyName(expression), environment.storedViews[name] != nil { return false }
        guard let values = evaluate(expression, environment).values, !values.isEmpty else { return nil }
        if values.allSatisfy({ $0 == .none }) { return true }
        return values.contains(.none) ? nil : false
    }
}
