import SwiftSyntax

/// An app's conditional modifier (`.if(label) { view, label in view.accessibilityLabel(label) }`,
/// the common `View.if(_:transform:)` helper applying its closure when the value is there): the
/// accessibility label it applies is the value it is given, so a small view's optional label
/// (`CircleButton(icon:accessibilityLabel:)`) names its icon-only button when the call gives one.
extension Modifiers {
    /// The accessibility label `modifiers` apply: `.accessibilityLabel(x)`'s `x`, or the value a
    /// conditional `.if(x) { view, value in view.accessibilityLabel(value) }` unwraps (`nil`
    /// when the call leaves it out, so no label). Nil when none applies one.
    static func accessibilityLabel(_ modifiers: [Applied]) -> ExprSyntax? {
        if let stated = modifiers.first(where: { $0.name == "accessibilityLabel" })?.call?.arguments.first?.expression { return stated }
        for applied in modifiers where applied.name == "if" || applied.name == "`if`" {
            guard let call = applied.call, call.arguments.count == 1, let value = call.arguments.first, value.label == nil,
                  let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "transform" })?.expression.as(ClosureExprSyntax.self),
                  let parameters = ValueResolver.closureParameters(closure), parameters.count == 2,
                  closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) else { continue }
            let (base, inner) = peel(only)
            guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == parameters[0],
                  let label = inner.first(where: { $0.name == "accessibilityLabel" })?.call?.arguments.first?.expression,
                  label.as(DeclReferenceExprSyntax.self)?.baseName.text == parameters[1] else { continue }
            return value.expression
        }
        return nil
    }
}
