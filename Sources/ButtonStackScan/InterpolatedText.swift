import SwiftSyntax

/// A string literal interpolating values the scan knows (`"\(self)://"` in a property of an enum
/// case, `"\(name) ›"` of a constant): the text it makes. Each interpolated value must be one
/// string, or a case of an enum of the scanned code that gives no description of its own (Swift
/// prints such a case as its name); anything else leaves the literal to run time.
extension ValueResolver {
    func interpolatedText(_ literal: StringLiteralExprSyntax, _ environment: Environment) -> Outcome? {
        guard literal.openingPounds == nil else { return nil }
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                // Escapes (`\n`, `\u{…}`) are left to the literal reader: none here.
                guard !plain.content.text.contains("\\") else { return nil }
                text += plain.content.text
                continue
            }
            guard let expression = segment.as(ExpressionSegmentSyntax.self), expression.expressions.count == 1,
                  let only = expression.expressions.first, only.label == nil else { return nil }
            guard let values = evaluate(only.expression, environment).values, values.count == 1 else { return nil }
            switch values[0] {
            case .text(let value), .literal(let value):
                text += value
            case .enumCase(let name, let typeName?):
                guard let type = index.types[typeName], type.isEnum, type.properties["description"] == nil,
                      !type.inherited.contains(where: { $0.contains("CustomStringConvertible") }) else { return nil }
                text += name
            default:
                return nil
            }
        }
        return text.isEmpty ? nil : .values([.text(text)])
    }
}
