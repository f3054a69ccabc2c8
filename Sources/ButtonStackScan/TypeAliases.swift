import SwiftSyntax

/// `typealias Strings = L10n.Settings.Privacy` (often `private`, one per view): `Strings.title`
/// is then `L10n.Settings.Privacy.title`. An alias is found as Swift finds it: one declared in a
/// type around the name first, then one at the top of the same file, then the app's only one
/// of that name.
struct TypeAlias {
    /// The aliased type as written (`L10n.Settings.Privacy`).
    var target: String
    /// The type it is declared in; nil at the top of a file.
    var owner: String?
    /// The file it is declared in.
    var file: String
}

extension ValueResolver {
    /// The app's type that alias `name`, seen from `node`, stands for; nil when `name` is no
    /// alias there or the aliased type is not declared in the scanned code.
    func aliasedType(_ name: String, at node: some SyntaxProtocol, file: ParsedFile) -> TypeDecl? {
        aliasedTarget(name, at: node, file: file).flatMap(declaredType)
    }

    /// The path of type names alias `name` stands for, seen from `node`.
    private func aliasedTarget(_ name: String, at node: some SyntaxProtocol, file: ParsedFile) -> [String]? {
        guard let aliases = index.typeAliases[name] else { return nil }
        var around: [String] = []
        var current = node.parent
        while let parent = current {
            if let owner = parent.typeDeclarationName { around.append(owner) }
            current = parent.parent
        }
        let alias = around.lazy.compactMap { owner in aliases.first { $0.owner == owner } }.first
            ?? aliases.first { $0.owner == nil && $0.file == file.path }
            ?? (aliases.count == 1 && aliases[0].owner == nil ? aliases[0] : nil)
        return alias.map { $0.target.split(separator: ".").map(String.init) }
    }

    /// The app's type a path of type names ends in (`L10n.Settings.Privacy`): by its last two
    /// names when it is nested, else by its own name.
    func declaredType(_ parts: [String]) -> TypeDecl? {
        guard let last = parts.last, parts.allSatisfy({ $0.first?.isLetter == true }) else { return nil }
        if parts.count >= 2, let nested = index.nestedTypes[parts.suffix(2).joined(separator: ".")] { return nested }
        return parts.count == 1 ? index.types[last] : index.types[last].flatMap { $0.outerTypes.contains(parts[parts.count - 2]) ? $0 : nil }
    }

    /// `Strings.Button.login` where `Strings` is an alias: the type `Strings.Button` names, the
    /// alias's target with the rest of the path after it; nil when the path starts with no alias.
    func aliasedPath(_ base: ExprSyntax, file: ParsedFile) -> TypeDecl? {
        guard let parts = base.dottedPath?.split(separator: ".").map(String.init), parts.count >= 2,
              let first = parts.first, let aliases = index.typeAliases[first], !aliases.isEmpty,
              let aliased = aliasedTarget(first, at: base, file: file) else { return nil }
        return declaredType(aliased + parts.dropFirst())
    }

    /// `Strings.title` or `Strings.Button.login` where `Strings` is an alias
    /// (`private typealias Strings = L10n.Auth`): the member of the type it stands for.
    func aliasedMember(_ memberName: String, of base: ExprSyntax, _ environment: Environment) -> Outcome? {
        let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let aliased = name.flatMap({ aliasedType($0, at: base, file: environment.file) }) ?? aliasedPath(base, file: environment.file) else { return nil }
        if let property = aliased.properties[memberName] { return propertyValue(property, environment) }
        if aliased.cases.contains(where: { $0.name == memberName }) { return .values([.enumCase(memberName, type: aliased.name)]) }
        return nil
    }
}
