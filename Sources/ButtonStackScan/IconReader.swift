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

    /// The icon of an `image:` argument: an asset's name (literal, or Xcode's `ImageResource`
    /// symbol), or an image expression.
    func image(_ expression: ExprSyntax, _ environment: Environment) -> Result<[String], TitleProblem> {
        let outcome = resolver.assetSymbol(expression) ?? resolver.evaluate(expression, environment)
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
        var context = environment
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            // `image: .renameShortcut`: a static image the app declares in an extension of the
            // image type (`extension UIImage { static let renameShortcut = UIImage(named: "edit")! }`).
            let name = member.declName.baseName.text
            if let owner = ["UIImage", "Image"].first(where: { resolver.index.types[$0]?.properties[name]?.isStatic == true }) {
                context.expectedType = owner
            }
        }
        return icons(resolver.evaluate(expression, context))
    }

    /// The icon an argument of the app's own icon type names (`icon: .lemmy.send`,
    /// `Image(icon: Icons.send)`, `icon: .send` of an enum with `String` raw values), read from its
    /// declaration in the scanned code; a failure says why (a package not scanned, a closure).
    func appIcon(_ expression: ExprSyntax, _ environment: Environment) -> Result<[String], TitleProblem> {
        if let keyPath = expression.as(KeyPathExprSyntax.self) {
            // `\.plus` into a type of icons: unknowable when no scanned type of icons (named
            // `…Icon…`, `…Symbol…`, `…Image…`) has that member.
            let member = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text ?? ""
            let declared = resolver.index.types.values.contains { type in
                type.properties[member] != nil && ["icon", "symbol", "image"].contains { type.name.lowercased().contains($0) }
            }
            return .failure(TitleProblem(reason: declared ? "a key path into an icon type, not read"
                                                          : "`\(expression.trimmedDescription)` is not declared in the scanned code"))
        }
        var context = environment
        context.expectedType = nil
        let outcome = resolver.evaluate(expression, context)
        guard let values = outcome.values else { return .failure(TitleProblem(reason: outcome.reason ?? "unknown")) }
        var result: [String] = []
        for value in values {
            let names: [String]
            switch appIconNames(value, environment, followStatic: true) {
            case .success(let found): names = found
            case .failure(let problem): return .failure(problem)
            }
            for name in names where !result.contains(name) { result.append(name) }
        }
        return .success(result)
    }

    private func appIconNames(_ value: Value, _ environment: Environment, followStatic: Bool) -> Result<[String], TitleProblem> {
        switch value {
        case .icon(let name), .literal(let name), .text(let name):
            return name.isEmpty ? .failure(TitleProblem(reason: "an empty icon name")) : .success([name])
        case .wrapped(_, let name, let asset):
            return .success([asset ? "asset:" + name : name])
        case .enumCase(let name, let typeName):
            let index = resolver.index
            if let type = typeName.flatMap({ index.types[$0] }) ?? index.enumWithCase(name, member: nil), type.isEnum, type.rawType == "String" {
                // An enum of icon names: the raw value (or the case's own name).
                return .success([type.cases.first { $0.name == name }?.rawValue ?? name])
            }
            guard followStatic, let owner = index.staticOwner(of: name), let property = owner.properties[name] else {
                return .failure(TitleProblem(reason: "`.\(name)` is not declared in the scanned code"))
            }
            let outcome = resolver.propertyValue(property, environment)
            guard let values = outcome.values else { return .failure(TitleProblem(reason: outcome.reason ?? "unknown")) }
            var result: [String] = []
            for inner in values {
                switch appIconNames(inner, environment, followStatic: false) {
                case .success(let found): result += found.filter { !result.contains($0) }
                case .failure(let problem): return .failure(problem)
                }
            }
            return .success(result)
        default:
            return .failure(TitleProblem(reason: "a value of the app's icon type that names no icon"))
        }
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
