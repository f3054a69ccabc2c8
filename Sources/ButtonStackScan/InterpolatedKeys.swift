import SwiftSyntax

/// A localized literal interpolating values known only at run time (`String(localized:
/// "playlist.saving \(done) \(total)")`): Swift looks up a key with a format specifier in each
/// interpolation's place (`%lld` for an integer, `%@` for a string …). The scan does not know
/// the values' types, so it tries the specifiers Swift writes against the app's strings: the
/// one key a table holds is the title, a format with a sample for each argument. At most 4
/// interpolations (6⁴ keys tried); none or two keys held leave the title to run time.
extension ValueResolver {
    /// The format key `literal` looks up in `table`, with samples for its arguments; nil when
    /// the app's strings hold no single such key.
    func interpolatedKey(_ literal: StringLiteralExprSyntax, table: String) -> Outcome? {
        guard literal.openingPounds == nil else { return nil }
        var pieces: [String] = [""]
        var interpolations = 0
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                guard !plain.content.text.contains("\\") else { return nil }
                pieces[pieces.count - 1] += plain.content.text
                continue
            }
            guard let expression = segment.as(ExpressionSegmentSyntax.self), expression.expressions.count == 1,
                  expression.expressions.first?.label == nil else { return nil }
            interpolations += 1
            guard interpolations <= Self.maximumKeyInterpolations else { return nil }
            pieces.append("")
        }
        guard interpolations > 0 else { return nil }
        var keys = [pieces[0]]
        for piece in pieces.dropFirst() {
            keys = keys.flatMap { key in Self.interpolationSpecifiers.map { key + $0 + piece } }
        }
        let held = keys.filter { appStrings.contains($0, table: table) }
        guard held.count == 1, let key = held.first,
              let samples = FormatSamples.samples(format: key, passed: interpolations) else { return nil }
        return .values([.format(key, table: table, arguments: samples)])
    }

    /// The specifiers Swift's string interpolation writes into a localized key: a string or
    /// object, the integers, the floating-point numbers.
    static let interpolationSpecifiers = ["%@", "%lld", "%llu", "%lf", "%f", "%d"]
    /// The most interpolations of one literal whose keys are tried.
    static let maximumKeyInterpolations = 4
}
