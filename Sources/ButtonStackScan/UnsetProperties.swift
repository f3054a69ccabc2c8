import SwiftSyntax

/// An optional stored property no code of the app ever sets (`let buttonTitle: String?`, set
/// only by an `init` parameter defaulting to `nil` that no call names, and assigned nowhere
/// else) is always `nil`: `config.buttonTitle ?? L10n.confirm` shows the fallback. Any call
/// naming that label, of whatever type, or any other assignment to a member of that name,
/// counts as setting it: the rule only ever leaves a value to run time it could have known.
extension ValueResolver {
    /// True when `expression` reads such a property (`a.b.title`, `a?.title`, a bare `title` of
    /// the type around), its owner worked out from declared types alone.
    func neverSet(_ expression: ExprSyntax, _ environment: Environment) -> Bool {
        let plain = Self.unwrapped(expression)
        let owner: String?
        let name: String
        if let member = plain.as(MemberAccessExprSyntax.self), let base = member.base {
            owner = declaredType(of: base, environment, depth: 0)
            name = member.declName.baseName.text
        } else if let reference = plain.as(DeclReferenceExprSyntax.self) {
            let bare = reference.baseName.text
            // A parameter or a bound name of that spelling is not the property.
            guard environment.bindings[bare] == nil, environment.unknownArguments[bare] == nil,
                  environment.declaredTypes[bare] == nil else { return false }
            owner = environment.typeName
            name = bare
        } else {
            return false
        }
        guard let owner, let type = index.types[owner], type.isDeclared, !type.isEnum,
              let property = type.properties[name], !property.isStatic, property.getter == nil, !property.hasAttributes,
              property.type?.hasSuffix("?") == true,
              property.initializer.map({ $0.is(NilLiteralExprSyntax.self) }) ?? true else { return false }
        // The labels that set it: the memberwise initializer's, or each `init` parameter stored
        // in it; an `init` storing anything else there (a value, an unlabelled parameter, one
        // with no `nil` default) sets it.
        var labels: Set<String> = []
        var assignedInInits = 0
        if type.initializers.isEmpty { labels.insert(name) }
        for initializer in type.initializers {
            for assignment in initializer.body.descendants(SequenceExprSyntax.self).compactMap(Assignment.init) {
                let target = assignment.target.as(MemberAccessExprSyntax.self).flatMap { $0.base?.isSelf == true ? $0.declName.baseName.text : nil }
                    ?? assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text
                guard target == name else { continue }
                assignedInInits += 1
                if assignment.value.is(NilLiteralExprSyntax.self) { continue }
                guard let parameterName = assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let parameter = initializer.parameters.first(where: { $0.name == parameterName }),
                      let label = parameter.label, parameter.defaultValue?.is(NilLiteralExprSyntax.self) == true else { return false }
                labels.insert(label)
            }
        }
        let setting = index.namesThatSet()
        if labels.contains(where: { setting.labels.contains($0) }) { return false }
        return (setting.assigned[name] ?? 0) <= assignedInInits
    }

    /// `expression` without `?`, `!` and brackets around.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
            else if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
            else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { current = only.expression }
            else { return current }
        }
    }

    /// The app's type `expression` is declared to be: `self`, a parameter or property of the type
    /// around, or a member of one (`buttons.mainButton`), each by its declaration; nil otherwise.
    private func declaredType(of expression: ExprSyntax, _ environment: Environment, depth: Int) -> String? {
        guard depth < Self.maximumDeclaredChain else { return nil }
        let plain = Self.unwrapped(expression)
        if plain.isSelf { return environment.typeName }
        if let reference = plain.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let written = environment.declaredTypes[name] { return Self.bareType(written, owner: environment.typeName) }
            guard environment.bindings[name] == nil, environment.unknownArguments[name] == nil,
                  let owner = environment.typeName, let written = index.types[owner]?.properties[name]?.type else { return nil }
            return Self.bareType(written, owner: owner)
        }
        if let member = plain.as(MemberAccessExprSyntax.self), let base = member.base,
           let owner = declaredType(of: base, environment, depth: depth + 1),
           let written = index.types[owner]?.properties[member.declName.baseName.text]?.type {
            return Self.bareType(written, owner: owner)
        }
        return nil
    }

    /// The most members of one chain (`a.b.c.d`) whose declared types are followed.
    static let maximumDeclaredChain = 8
}

extension DeclarationIndex {
    /// Every argument label written in the scanned code, and how often each member name is
    /// assigned (`x.title = …`, `title = …`), worked out once.
    func namesThatSet() -> (labels: Set<String>, assigned: [String: Int]) {
        if let made = settingNames { return made }
        var labels = Set<String>()
        var assigned: [String: Int] = [:]
        // One walk of each file, every node looked at once.
        for file in files {
            var pending: [Syntax] = [Syntax(file.tree)]
            while let node = pending.popLast() {
                pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
                switch node.kind {
                case .labeledExpr:
                    if let label = node.as(LabeledExprSyntax.self)?.label?.text { labels.insert(label) }
                case .multipleTrailingClosureElement:
                    if let closure = node.as(MultipleTrailingClosureElementSyntax.self) { labels.insert(closure.label.text) }
                case .sequenceExpr:
                    guard let assignment = node.as(SequenceExprSyntax.self).flatMap(Assignment.init) else { break }
                    let target = assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        ?? assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text
                    if let target { assigned[target, default: 0] += 1 }
                case .memberAccessExpr:
                    // Written through a binding (`$config.title`).
                    if let member = node.as(MemberAccessExprSyntax.self), Self.rootName(of: ExprSyntax(member))?.hasPrefix("$") == true {
                        assigned[member.declName.baseName.text, default: 0] += 1
                    }
                case .inOutExpr:
                    // `&config.title`.
                    if let member = node.as(InOutExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self) {
                        assigned[member.declName.baseName.text, default: 0] += 1
                    }
                case .keyPathPropertyComponent:
                    // `\.title`, which a writable key path may set.
                    if let component = node.as(KeyPathPropertyComponentSyntax.self) { assigned[component.declName.baseName.text, default: 0] += 1 }
                default:
                    break
                }
            }
        }
        settingNames = (labels, assigned)
        return (labels, assigned)
    }

    /// The name a chain of members starts from (`$config` of `$config.item?.title`).
    private static func rootName(of expression: ExprSyntax) -> String? {
        var current = expression
        for _ in 0..<64 {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
            else if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
            else if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
            else { return current.as(DeclReferenceExprSyntax.self)?.baseName.text }
        }
        return nil
    }
}
