import SwiftSyntax

/// A value known only at run time whose declared type is an enum of the app with plain cases
/// (`settings.sortDirection`, a property of a parameter `settings: DownloadSettings` declared
/// `var sortDirection: SortDirection`): a member of it (`.systemImage`, a `switch` over `self`)
/// is one of the values that member has for each case, as a `switch` over a run-time value is
/// each of its branches. The type is followed through at most 4 names (a parameter of the
/// function around, or a property of the type around, then properties); an enum of more than
/// 8 cases, or a case carrying values, leaves the value to run time.
extension ValueResolver {
    /// The cases a run-time value of `base` may be, when its declared type is such an enum.
    func declaredEnumCases(_ base: ExprSyntax, _ environment: Environment) -> [Value]? {
        guard let typeName = declaredType(base, environment, steps: 0), let type = index.types[typeName], type.isEnum,
              !type.cases.isEmpty, type.cases.count <= Self.maximumDeclaredCases, !type.cases.contains(where: \.takesValues) else { return nil }
        return type.cases.map { .enumCase($0.name, type: typeName) }
    }

    /// The type `expression` is declared to be, as the index names it.
    private func declaredType(_ expression: ExprSyntax, _ environment: Environment, steps: Int) -> String? {
        guard steps < Self.maximumDeclaredSteps else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let written = Self.parameterType(name, around: Syntax(reference)) { return Self.bareType(written, owner: environment.typeName) }
            let owner = environment.typeName.flatMap { index.types[$0] }
            return owner?.properties[name]?.type.map { Self.bareType($0, owner: environment.typeName) }
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if base.isSelf { return environment.typeName.flatMap { index.types[$0]?.properties[name]?.type }.map { Self.bareType($0, owner: environment.typeName) } }
        guard let owner = declaredType(base, environment, steps: steps + 1) else { return nil }
        return index.types[owner]?.properties[name]?.type.map { Self.bareType($0, owner: owner) }
    }

    /// The type written for parameter `name` of the function around `node`, nil when it is not one.
    private static func parameterType(_ name: String, around node: Syntax) -> String? {
        var current = node.parent
        while let next = current {
            // A closure's own parameter of that name comes first (its type is not written).
            if let closure = next.as(ClosureExprSyntax.self), let signature = closure.signature,
               signature.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(Substring(name)) { return nil }
            if let function = next.as(FunctionDeclSyntax.self) {
                let parameter = function.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
                return parameter?.type.trimmedDescription
            }
            if next.is(MemberBlockSyntax.self) || next.is(SourceFileSyntax.self) { return nil }
            current = next.parent
        }
        return nil
    }

    /// The most cases an enum's run-time value is read as.
    static let maximumDeclaredCases = 8
    /// How many names are followed to find a declared type.
    static let maximumDeclaredSteps = 4
}
