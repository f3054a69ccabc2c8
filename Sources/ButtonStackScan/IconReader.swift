import SwiftSyntax

/// Reads a button's icon: `systemImage:`, `Image(systemName:)`, `UIImage(systemName:)`,
/// SFSafeSymbols cases, asset names (`asset:NAME`).
struct IconReader {
    let resolver: ValueResolver

    /// The icon of a `systemImage:` (SF Symbols name) argument.
    func systemImage(_ expression: ExprSyntax, _ environment: Environment) -> Result<[String], TitleProblem> {
        icons(resolver.iconOutcome(resolver.evaluate(expression, environment), symbolCase: false))
    }

    /// The icon of a `systemSymbol:` (SFSafeSymbols) argument.
    func systemSymbol(_ expression: ExprSyntax, _ environment: Environment) -> Result<[String], TitleProblem> {
        icons(resolver.iconOutcome(resolver.evaluate(expression, environment), symbolCase: true))
    }

    /// The icon of an `image:` argument: an asset's name (literal or `ImageResource`), or an image expression.
    func image(_ expression: ExprSyntax, _ environment: Environment) -> Result<[String], TitleProblem> {
        let outcome = resolver.evaluate(expression, environment)
        guard let values = outcome.values else { return .failure(TitleProblem(reason: outcome.reason ?? "unknown")) }
        var result: [String] = []
        for value in values {
            switch value {
            case .literal(let name), .text(let name), .enumCase(let name, _): result.append("asset:" + name)
            case .icon(let name): result.append(name)
            default: return .failure(TitleProblem(reason: "an image the scan cannot name"))
            }
        }
        return .success(result)
    }

    /// The icon an image expression shows (`Image(systemName:)`, `UIImage(named:)`, SwiftGen's `Asset….image`).
    func imageExpression(_ expression: ExprSyntax, _ environment: Environment) -> Result<[String], TitleProblem> {
        icons(resolver.evaluate(expression, environment))
    }

    private func icons(_ outcome: Outcome) -> Result<[String], TitleProblem> {
        guard let values = outcome.values else { return .failure(TitleProblem(reason: outcome.reason ?? "unknown")) }
        var result: [String] = []
        for value in values {
            guard case .icon(let name) = value, !name.isEmpty else { return .failure(TitleProblem(reason: "an icon the scan cannot name")) }
            if !result.contains(name) { result.append(name) }
        }
        return .success(result)
    }
}
