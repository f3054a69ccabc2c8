import SwiftSyntax

/// Views a modifier hides where the condition is known: `.hidden()`, `.opacity(0)`,
/// `.opacity(showAll ? 1 : 0)` where `showAll` is known at that call (a literal argument, a
/// parameter's default), and a view drawn in `.clear` (`.foregroundColor(.clear)`,
/// `.foregroundStyle(.clear)`: buttons kept only for their keyboard shortcuts). A condition known
/// only at run time leaves the view shown.
extension ViewReader {
    /// True when one of `modifiers` hides the view for certain.
    func hides(_ modifiers: [Modifiers.Applied], _ environment: Environment) -> Bool {
        modifiers.contains { modifier in
            if modifier.name == "hidden" { return modifier.call?.arguments.isEmpty ?? true }
            if modifier.name == "foregroundColor" || modifier.name == "foregroundStyle", let call = modifier.call, call.arguments.count == 1,
               let color = call.arguments.first?.expression {
                return isClear(color, environment)
            }
            guard modifier.name == "opacity", let argument = modifier.call?.arguments.first?.expression else { return false }
            return isZero(argument, environment)
        }
    }

    /// True for `.clear` or `Color.clear`, written or passed (`Icon(.check, color: .clear)` drawn
    /// `.foregroundColor(color)`).
    private func isClear(_ color: ExprSyntax, _ environment: Environment) -> Bool {
        let written = color.trimmedDescription
        if written == ".clear" || written == "Color.clear" { return true }
        // Not a default the view may change (`@State private var tint: Color = .clear`, set green
        // once copied): only a colour the call passes, or a constant, hides for certain.
        guard let name = Self.propertyName(color), !environment.defaulted.contains(name), !readsWrappedState(color, environment),
              let values = resolver.evaluate(color, environment).values, !values.isEmpty else { return false }
        return values.allSatisfy { value in
            if case .enumCase("clear", _) = value { return true }
            return false
        }
    }

    /// True when `expression` is zero for certain: a literal zero, or the branch a known condition takes.
    private func isZero(_ expression: ExprSyntax, _ environment: Environment) -> Bool {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isZero(only.expression, environment)
        }
        if let (condition, then, otherwise) = Self.ternaryParts(expression) {
            guard let known = truth(condition, environment) else { return false }
            return isZero(known ? then : otherwise, environment)
        }
        guard let values = resolver.evaluate(expression, environment).values, !values.isEmpty else { return false }
        return values.allSatisfy { value in
            if case .plain(let written) = value, let number = Double(written), number == 0 { return true }
            return false
        }
    }

    /// The condition's truth when the scan knows it (`flag`, `!flag`, `self.flag`, `style ==
    /// .compact`, `kind != .share`, `title.isEmpty == false` of values known at that call), nil
    /// otherwise.
    func truth(_ condition: ExprSyntax, _ environment: Environment) -> Bool? {
        // `!typingMessage.isEmpty` over `@State private var typingMessage = ""`: the view's state
        // changes at run time, whatever its first value.
        if readsWrappedState(condition, environment) || readsStaticVar(condition, environment) { return nil }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return truth(only.expression, environment)
        }
        if let negation = condition.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            return truth(negation.expression, environment).map { !$0 }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return truth(of: Array(sequence.elements), environment) }
        if let member = condition.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty", let base = member.base {
            return isEmpty(base, environment)
        }
        guard let values = resolver.evaluate(condition, environment).values, !values.isEmpty else { return nil }
        let truths = Set(values.map { value -> String? in
            if case .plain(let written) = value, written == "true" || written == "false" { return written }
            return nil
        })
        guard truths.count == 1, let only = truths.first, let written = only else { return nil }
        return written == "true"
    }

    /// The truth of a condition as parsed, its elements unfolded (`title != nil` is `title`, `!=`,
    /// `nil`): a single expression, or an `==` or `!=` comparison the scan can decide.
    func truth(of elements: [ExprSyntax], _ environment: Environment) -> Bool? {
        if elements.count == 1, let only = elements.first { return truth(only, environment) }
        // `preset != .custom && preset != .all`: each side decided, as Swift groups them (`&&`
        // before `||`); known when the known sides settle it (one false side of an `&&`).
        if let either = Self.split(elements, at: "||") {
            let sides = either.map { truth(of: $0, environment) }
            if sides.contains(true) { return true }
            return sides.allSatisfy { $0 == false } ? false : nil
        }
        if let both = Self.split(elements, at: "&&") {
            let sides = both.map { truth(of: $0, environment) }
            if sides.contains(false) { return false }
            return sides.allSatisfy { $0 == true } ? true : nil
        }
        guard elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              operation == "==" || operation == "!=" else { return nil }
        if elements.contains(where: { readsWrappedState($0, environment) || readsStaticVar($0, environment) }) { return nil }
        // `title.isEmpty == false`: the truth of the other side, compared with a Boolean literal.
        if let literal = elements[2].as(BooleanLiteralExprSyntax.self) ?? elements[0].as(BooleanLiteralExprSyntax.self) {
            let other = elements[2].is(BooleanLiteralExprSyntax.self) ? elements[0] : elements[2]
            let wanted = literal.literal.tokenKind == .keyword(.true)
            return truth(other, environment).map { ($0 == wanted) == (operation == "==") }
        }
        // `title != nil`: known when every value the other side may have is, or none is, `nil`.
        if elements[0].is(NilLiteralExprSyntax.self) || elements[2].is(NilLiteralExprSyntax.self) {
            var plain = environment
            plain.expectedType = nil
            let other = elements[0].is(NilLiteralExprSyntax.self) ? elements[2] : elements[0]
            return resolver.isNil(other, plain).map { operation == "==" ? $0 : !$0 }
        }
        return equal(elements[0], elements[2], environment).map { operation == "==" ? $0 : !$0 }
    }

    /// The operands of an unfolded sequence joined by `operation` (`a == b`, `&&`, `c != d`), when
    /// it is joined so at least once; nil otherwise.
    private static func split(_ elements: [ExprSyntax], at operation: String) -> [[ExprSyntax]]? {
        var parts: [[ExprSyntax]] = [[]]
        for element in elements {
            if element.as(BinaryOperatorExprSyntax.self)?.operator.text == operation {
                parts.append([])
            } else {
                parts[parts.count - 1].append(element)
            }
        }
        return parts.count > 1 && parts.allSatisfy { !$0.isEmpty } ? parts : nil
    }

    /// True when `condition` reads a wrapped `var` of the view around it (`@State`, `@AppStorage`,
    /// `@Published` …) that no call here gives a value.
    private func readsWrappedState(_ condition: ExprSyntax, _ environment: Environment) -> Bool {
        guard let owner = environment.typeName.flatMap({ resolver.index.types[$0] }) else { return false }
        // (`descendants` starts with the condition itself: a bare `flag` is read too.)
        return condition.descendants(DeclReferenceExprSyntax.self).contains { reference in
            let name = reference.baseName.text
            // A member of another value (`model.flag`), not the view's own property.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id, member.base?.isSelf != true { return false }
            guard environment.bindings[name] == nil, let property = owner.properties[name] else { return false }
            return property.hasAttributes && !property.isLet && property.getter == nil
        }
    }

    /// True when `condition` reads a type's stored `static var` (`Settings.showsDelete`,
    /// `Self.isPro`): whatever it starts as, the app may set it at run time, as a view its state.
    private func readsStaticVar(_ condition: ExprSyntax, _ environment: Environment) -> Bool {
        condition.descendants(MemberAccessExprSyntax.self).contains { member in
            guard let base = member.base else { return false }
            let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Self" ? environment.typeName : ValueResolver.typeReference(base)
            guard let property = typeName.flatMap({ resolver.index.types[$0] })?.properties[member.declName.baseName.text] else { return false }
            return property.isStatic && !property.isLet && property.getter == nil
        }
    }

    /// Whether a string is empty, when each value it may have is known: a key of the app's
    /// strings or a format is not, text is when it has no characters.
    private func isEmpty(_ expression: ExprSyntax, _ environment: Environment) -> Bool? {
        var plain = environment
        plain.expectedType = nil
        guard let values = resolver.evaluate(expression, plain).values, !values.isEmpty else { return nil }
        let empties = Set(values.map { value -> Bool? in
            switch value {
            case .literal(let text), .text(let text): return text.isEmpty
            case .key, .format: return false
            default: return nil
            }
        })
        guard empties.count == 1, let only = empties.first else { return nil }
        return only
    }

    /// Whether two expressions are equal when each has one value the scan knows (enum cases
    /// compared by name, literals by text); nil otherwise.
    private func equal(_ left: ExprSyntax, _ right: ExprSyntax, _ environment: Environment) -> Bool? {
        var plain = environment
        plain.expectedType = nil
        guard let one = resolver.evaluate(left, plain).values, one.count == 1,
              let other = resolver.evaluate(right, plain).values, other.count == 1 else { return nil }
        if let first = one[0].enumCaseParts, let second = other[0].enumCaseParts {
            // A case that carries values is compared only when neither carries any.
            guard first.values.isEmpty, second.values.isEmpty else { return nil }
            return first.name == second.name
        }
        switch (one[0], other[0]) {
        case (.plain(let a), .plain(let b)): return a == b
        case (.literal(let a), .literal(let b)), (.text(let a), .text(let b)), (.literal(let a), .text(let b)), (.text(let a), .literal(let b)):
            return a == b
        default: return nil
        }
    }

    /// `condition ? a : b`, folded or not.
    private static func ternaryParts(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax, ExprSyntax)? {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return (ternary.condition, ternary.thenExpression, ternary.elseExpression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
                return (elements[0], ternary.thenExpression, elements[2])
            }
        }
        return nil
    }
}
