import SwiftSyntax

/// A string literal interpolating values the scan knows (`"\(self)://"` in a property of an enum
/// case, `"\(name) ›"` of a constant): the text it makes. Each interpolated value must be a
/// string, or a case of an enum of the scanned code that gives no description of its own (Swift
/// prints such a case as its name); anything else leaves the literal to run time. A value with
/// alternatives (`"arrowshape.\(ascending ? "up" : "down")"`) makes a text for each, at most
/// ``maximumInterpolatedTexts`` in all.
extension ValueResolver {
    /// The most texts one interpolating literal is read as.
    static let maximumInterpolatedTexts = 8

    func interpolatedText(_ literal: StringLiteralExprSyntax, _ environment: Environment) -> Outcome? {
        guard literal.openingPounds == nil else { return nil }
        var texts = [""]
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                // Escapes (`\n`, `\u{…}`) are left to the literal reader: none here.
                guard !plain.content.text.contains("\\") else { return nil }
                texts = texts.map { $0 + plain.content.text }
                continue
            }
            guard let expression = segment.as(ExpressionSegmentSyntax.self), expression.expressions.count == 1,
                  let only = expression.expressions.first, only.label == nil,
                  let values = evaluate(only.expression, environment).values, !values.isEmpty else { return nil }
            var pieces: [String] = []
            for value in values {
                guard let piece = interpolated(value) else { return nil }
                if !pieces.contains(piece) { pieces.append(piece) }
            }
            guard texts.count * pieces.count <= Self.maximumInterpolatedTexts else { return nil }
            texts = texts.flatMap { text in pieces.map { text + $0 } }
        }
        guard texts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return .values(texts.map { .text($0) })
    }

    /// How string interpolation prints `value`: a string as it is, an integer or a Boolean as
    /// written, a plain enum case as its name.
    private func interpolated(_ value: Value) -> String? {
        switch value {
        case .text(let value), .literal(let value):
            return value
        case .plain(let written) where Int(written) != nil || written == "true" || written == "false":
            // An integer or a Boolean prints as written (`ForEach([1, 5]) { step in "\(step) %" }`);
            // a floating-point literal may not (`1.50` prints `1.5`).
            return written
        case .enumCase(let name, let typeName?):
            guard let type = index.types[typeName], type.isEnum, type.properties["description"] == nil,
                  !type.inherited.contains(where: { $0.contains("CustomStringConvertible") }) else { return nil }
            return name
        default:
            return nil
        }
    }
}
