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

    /// The key `literal` looks up in an app that has no strings tables at all (`Button("Show
    /// Label '\(label)'")`): whatever its values' types, iOS finds no table and shows the literal
    /// filled in, so the title is the literal with `%@` in each interpolation's place (Swift's key
    /// for a string value; an integer's is `%lld`, which the scan cannot tell apart), a format
    /// with a sample for each argument. Nil when the scanned folders hold tables
    /// (``interpolatedKey(_:table:)`` reads it there; tables outside them are not seen), or the
    /// literal is no plain one of at most ``maximumKeyInterpolations`` values.
    func untranslatedInterpolation(_ literal: StringLiteralExprSyntax, table: String) -> Outcome? {
        guard !appStrings.hasFiles, literal.openingPounds == nil else { return nil }
        var key = ""
        var interpolations = 0
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                // `%` itself would be read as a specifier; escapes are left to run time.
                guard !plain.content.text.contains("\\"), !plain.content.text.contains("%") else { return nil }
                key += plain.content.text
                continue
            }
            guard let expression = segment.as(ExpressionSegmentSyntax.self), expression.expressions.count == 1,
                  expression.expressions.first?.label == nil else { return nil }
            interpolations += 1
            guard interpolations <= Self.maximumKeyInterpolations else { return nil }
            key += "%@"
        }
        guard interpolations > 0, let samples = FormatSamples.samples(format: key, passed: interpolations) else { return nil }
        return .values([.format(key, table: table, arguments: samples)])
    }

    /// The specifiers Swift's string interpolation writes into a localized key: a string or
    /// object, the integers, the floating-point numbers.
    static let interpolationSpecifiers = ["%@", "%lld", "%llu", "%lf", "%f", "%d"]
    /// The most interpolations of one literal whose keys are tried.
    static let maximumKeyInterpolations = 4
}
