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
    /// True for `private`/`fileprivate`: seen only in its own file.
    var isFilePrivate = false
}

extension ValueResolver {
    /// The app's type that alias `name`, seen from `node`, stands for; nil when `name` is no
    /// alias there or the aliased type is not declared in the scanned code.
    func aliasedType(_ name: String, at node: some SyntaxProtocol, file: ParsedFile, lexicalOnly: Bool = false) -> TypeDecl? {
        aliasedTarget(name, at: node, file: file, lexicalOnly: lexicalOnly).flatMap(declaredType)
    }

    /// The path of type names alias `name` stands for, seen from `node`: an alias of the types
    /// around it or of its file, then (unless `lexicalOnly`) the app's only one seen from other
    /// files. An alias of an alias is followed, at most 8 deep.
    private func aliasedTarget(_ name: String, at node: some SyntaxProtocol, file: ParsedFile, lexicalOnly: Bool = false) -> [String]? {
        var target = directAlias(name, at: node, file: file, lexicalOnly: lexicalOnly)
        for _ in 0..<8 {
            guard let parts = target, let first = parts.first,
                  let next = directAlias(first, at: node, file: file, lexicalOnly: false), next.first != first else { return target }
            target = next + parts.dropFirst()
        }
        return nil
    }

    /// The target of alias `name` as declared, without following it further.
    private func directAlias(_ name: String, at node: some SyntaxProtocol, file: ParsedFile, lexicalOnly: Bool) -> [String]? {
        guard let aliases = index.typeAliases[name] else { return nil }
        var around: [String] = []
        var current = node.parent
        while let parent = current {
            if let owner = parent.typeDeclarationName { around.append(owner) }
            current = parent.parent
        }
        let visible = aliases.filter { !$0.isFilePrivate || $0.file == file.path }
        let lexical = around.lazy.compactMap { owner in visible.first { $0.owner == owner } }.first
            ?? visible.first { $0.owner == nil && $0.file == file.path }
        let alias = lexical ?? (lexicalOnly ? nil : Self.nearestTopLevel(visible, to: file.path))
        return alias.map { $0.target.split(separator: ".").map(String.init) }
    }

    /// The app's one top-level alias of a name, or, where each module declares its own
    /// (`typealias Strings = WriteStrings` in `Write/Sources/Environment.swift`, `typealias
    /// Strings = StoreStrings` in `Store/…`), the one declared nearest `path`: most leading
    /// folders shared, as a module sees its own. Nil when two are as near.
    private static func nearestTopLevel(_ aliases: [TypeAlias], to path: String) -> TypeAlias? {
        let topLevel = aliases.filter { $0.owner == nil }
        guard topLevel.count == aliases.count, !topLevel.isEmpty else { return nil }
        if topLevel.count == 1 { return topLevel[0] }
        return Nearest.one(of: topLevel, to: path) { $0.file }
    }

    /// `path` with the alias its first name is replaced by the names it stands for
    /// (`Strings.Time.done` → `WriteStrings.Time.done` where `typealias Strings = WriteStrings`);
    /// nil when the first name is no alias seen from `node`.
    func aliasExpanded(_ path: String, at node: some SyntaxProtocol, file: ParsedFile) -> String? {
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count >= 2, let first = parts.first, index.typeAliases[first] != nil,
              let target = aliasedTarget(first, at: node, file: file) else { return nil }
        return (target + parts.dropFirst()).joined(separator: ".")
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
    func aliasedPath(_ base: ExprSyntax, file: ParsedFile, lexicalOnly: Bool = false) -> TypeDecl? {
        guard let parts = base.dottedPath?.split(separator: ".").map(String.init), parts.count >= 2,
              let first = parts.first, let aliases = index.typeAliases[first], !aliases.isEmpty,
              let aliased = aliasedTarget(first, at: base, file: file, lexicalOnly: lexicalOnly) else { return nil }
        return declaredType(aliased + parts.dropFirst())
    }

    /// `Strings.title` or `Strings.Button.login` where `Strings` is an alias
    /// (`private typealias Strings = L10n.Auth`): the member of the type it stands for.
    func aliasedMember(_ memberName: String, of base: ExprSyntax, _ environment: Environment, lexicalOnly: Bool = false) -> Outcome? {
        let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let aliased = name.flatMap({ aliasedType($0, at: base, file: environment.file, lexicalOnly: lexicalOnly) })
                ?? aliasedPath(base, file: environment.file, lexicalOnly: lexicalOnly) else {
            // `typealias DonateLocalization = Strings.ProfileModule.Donate` of SwiftGen's enum, not committed:
            // the generated accessor the alias's target and the member name.
            guard let parts = base.dottedPath?.split(separator: ".").map(String.init), let first = parts.first,
                  let target = aliasedTarget(first, at: base, file: environment.file, lexicalOnly: lexicalOnly) else { return nil }
            return unseenGeneratedPath(target + parts.dropFirst() + [memberName])
        }
        if let property = aliased.properties[memberName] { return propertyValue(property, environment) }
        if aliased.cases.contains(where: { $0.name == memberName }) {
            // A case is named by its enum's own name, as the enum's other readers name it.
            let own = aliased.name.split(separator: ".").last.map(String.init) ?? aliased.name
            return .values([.enumCase(memberName, type: index.types[own]?.cases.contains { $0.name == memberName } == true ? own : aliased.name)])
        }
        return nil
    }
}
