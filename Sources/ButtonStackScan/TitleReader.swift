import SwiftSyntax

/// Reads a button's title from the code: a `LocalizedStringKey` argument (`Button("key")`,
/// `Text("key")`, `Label("key", …)`) or a `String` one (`UIAlertAction(title:)`), through the
/// resolver's constants, enums and SwiftGen accessors.
struct TitleReader {
    let resolver: ValueResolver

    /// Titles where SwiftUI takes a `LocalizedStringKey`: a literal is a key of `Localizable`
    /// (or of `table`), a `String` value is shown as it is.
    func localized(_ expression: ExprSyntax, _ environment: Environment, table: String = "Localizable") -> Result<[ScannedTitle], TitleProblem> {
        knownBranch(expression) { localizedValue($0, environment, table: table) } ?? localizedValue(expression, environment, table: table)
    }

    private func localizedValue(_ expression: ExprSyntax, _ environment: Environment, table: String) -> Result<[ScannedTitle], TitleProblem> {
        var outcome = resolver.evaluate(expression, environment)
        // A key interpolating values known only at run time (`Text("saving \(done)")`): the format
        // key the app's strings hold, as `String(localized:)` reads it; with no tables, Swift's.
        // A literal of values alone (`Text("\(count)")`, `"#\(tag)"`, `"\(done) / \(total)"`) shows
        // data, no title: its words are none.
        if outcome.values == nil, let literal = expression.as(StringLiteralExprSyntax.self), Self.hasWords(literal),
           let keyed = resolver.interpolatedKey(literal, table: table) ?? resolver.untranslatedInterpolation(literal, table: table) {
            outcome = keyed
        }
        return titles(outcome, environment) { value in
            switch value {
            case .literal(let text): return .key(text, table: table)
            case .text(let text): return .text(text)
            case .key(let key, let table): return .key(key, table: table)
            case .format(let key, let table, let arguments): return .format(key, table: table, arguments: arguments)
            default: return nil
            }
        }
    }

    /// True when the literal's own text, outside its interpolations, has a letter.
    private static func hasWords(_ literal: StringLiteralExprSyntax) -> Bool {
        literal.segments.contains { segment in
            segment.as(StringSegmentSyntax.self)?.content.text.contains(where: \.isLetter) == true
        }
    }

    /// Titles where the API takes a `String` (UIKit): a literal is shown as it is.
    func plain(_ expression: ExprSyntax, _ environment: Environment) -> Result<[ScannedTitle], TitleProblem> {
        knownBranch(expression) { plainValue($0, environment) } ?? plainValue(expression, environment)
    }

    private func plainValue(_ expression: ExprSyntax, _ environment: Environment) -> Result<[ScannedTitle], TitleProblem> {
        titles(resolver.evaluate(expression, environment), environment) { value in
            switch value {
            case .literal(let text), .text(let text): return .text(text)
            case .key(let key, let table): return .key(key, table: table)
            case .format(let key, let table, let arguments): return .format(key, table: table, arguments: arguments)
            default: return nil
            }
        }
    }

    /// The title a `Text(…)` call shows (`Text(verbatim:)` as it is, `tableName:` respected).
    func text(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Result<[ScannedTitle], TitleProblem>? {
        // The Composable Architecture's `TextState("…")` reads as `Text` does; so does `.init("…")`
        // where a `Text` is expected (`.default(.init("Continue"))` of an `Alert.Button`).
        let implicit = call.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "init" } ?? false
        guard call.calledBaseName == "Text" || call.calledBaseName == "TextState" || implicit && textExpected(call) else { return nil }
        if let verbatim = call.argument("verbatim") { return plain(verbatim, environment) }
        guard let first = call.arguments.first, first.label == nil else { return nil }
        let table = call.argument("tableName")?.as(StringLiteralExprSyntax.self)?.literalText ?? "Localizable"
        return localized(first.expression, environment, table: table)
    }

    /// True for a call that is the first argument of `Alert.Button`'s `.default(…)`, `.cancel(…)`
    /// or `.destructive(…)`, where SwiftUI takes a `Text`.
    private func textExpected(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let button = argument.parent?.parent?.as(FunctionCallExprSyntax.self), button.arguments.first?.id == argument.id,
              let kind = button.calledExpression.as(MemberAccessExprSyntax.self), kind.base == nil else { return false }
        return ["default", "cancel", "destructive"].contains(kind.declName.baseName.text)
    }

    /// The title an `.accessibilityLabel(…)` names: a key or text as `Text` takes it, or the
    /// `Text` view it is given (`.accessibilityLabel(Text(.app(.back)))`).
    func accessibilityLabel(_ expression: ExprSyntax, _ environment: Environment) -> Result<[ScannedTitle], TitleProblem> {
        if let call = expression.as(FunctionCallExprSyntax.self), let shown = text(call, environment) { return shown }
        // `showing ? Text("Hide legend") : Text("Show legend")`: each branch's title, a variant each;
        // with one branch known only at run time, the known ones (as ``knownBranch(_:_:)`` reads them).
        if let branches = Self.ternaryBranches(expression), branches.contains(where: { $0.is(FunctionCallExprSyntax.self) }) {
            var found: [ScannedTitle] = []
            var unknown = 0
            for branch in branches {
                switch accessibilityLabel(branch, environment) {
                case .success(let titles): found += titles.filter { !found.contains($0) }
                case .failure(let problem):
                    if problem.reason.contains("nest deeper") { return .failure(problem) }
                    unknown += 1
                }
            }
            if unknown == 0 || unknown == 1 && !found.isEmpty { return .success(found) }
        }
        return localized(expression, environment)
    }

    /// The branches of a ternary (`c ? a : b`, folded or as parsed), a chain's every one (`c ? a :
    /// d ? b : e` is `a`, `b`, `e`), or nil for any other expression.
    static func ternaryBranches(_ expression: ExprSyntax) -> [ExprSyntax]? {
        if expression.is(TernaryExprSyntax.self) {
            // Folded: down the `else`s, a step each (bounded by the syntax tree's depth).
            var branches: [ExprSyntax] = []
            var current = expression
            while let ternary = current.as(TernaryExprSyntax.self) {
                branches.append(ternary.thenExpression)
                current = ternary.elseExpression
            }
            return branches + [current]
        }
        // Unfolded: `count > 0 ? a : b` is `count`, `>`, `0`, `? a :`, `b`; a chain has a `? x :` a
        // branch, and its last `else` is the one element after the last.
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { return nil }
        let elements = Array(sequence.elements)
        let markers = elements.compactMap { $0.as(UnresolvedTernaryExprSyntax.self) }
        guard !markers.isEmpty, elements[elements.count - 2].is(UnresolvedTernaryExprSyntax.self), let last = elements.last else { return nil }
        return markers.map(\.thenExpression) + [last]
    }

    /// `count > 0 ? withCount : base` where one branch is known only at run time (text the code
    /// joins at run time) and the other is known: the known branch's titles, a variant of the
    /// button (the other cannot be drawn). Nil when `expression` is no ternary, both or neither
    /// branch is known, or the unknown one is past the inlining bound.
    /// A constant declared as such a ternary (`let deleteButtonText = count > 1 ? … : …`, then
    /// `UIAlertAction(title: deleteButtonText, …)`) is read the same.
    private func knownBranch(_ expression: ExprSyntax, _ read: (ExprSyntax) -> Result<[ScannedTitle], TitleProblem>) -> Result<[ScannedTitle], TitleProblem>? {
        var written = expression
        if let reference = expression.as(DeclReferenceExprSyntax.self),
           case .declared(let entry)? = resolver.locals.innermost(reference.baseName.text, at: Syntax(expression),
                                                                 LocalDeclarations.Rule(extent: .endedBefore, parameters: true, conditions: true)),
           entry.isLet, let value = entry.value, Self.ternaryBranches(value) != nil {
            written = value
        }
        guard let branches = Self.ternaryBranches(written) else { return nil }
        let results = branches.map(read)
        var known: [ScannedTitle] = []
        var unknown = 0
        for result in results {
            switch result {
            case .success(let found): known += found.filter { !known.contains($0) }
            case .failure(let problem):
                if problem.reason.contains("nest deeper") { return nil }
                unknown += 1
            }
        }
        return unknown == 1 && !known.isEmpty ? .success(known) : nil
    }

    private func titles(_ outcome: Outcome, _ environment: Environment, _ transform: (Value) -> ScannedTitle?) -> Result<[ScannedTitle], TitleProblem> {
        guard var values = outcome.values else { return .failure(TitleProblem(reason: outcome.reason ?? "unknown")) }
        // `Button(.inPerson)`: a case of the app's keys, shown through its extension initializer.
        if values.count == 1, let keyed = resolver.keyedViewTitle(values[0], environment) {
            guard let shown = keyed.values else { return .failure(TitleProblem(reason: keyed.reason ?? "unknown")) }
            values = shown
        }
        var result: [ScannedTitle] = []
        for value in values {
            guard let title = transform(value) else { return .failure(TitleProblem(reason: "a title that is not text")) }
            if case .key(let key, _) = title, key.isEmpty { return .failure(TitleProblem(reason: "an empty title")) }
            if case .format(let key, _, _) = title, key.isEmpty { return .failure(TitleProblem(reason: "an empty title")) }
            if case .text(let text) = title, text.isEmpty { return .failure(TitleProblem(reason: "an empty title")) }
            if !result.contains(title) { result.append(title) }
        }
        return result.isEmpty ? .failure(TitleProblem(reason: "no title")) : .success(result)
    }
}

/// Why a title is not known without running the app.
struct TitleProblem: Error {
    var reason: String
}
