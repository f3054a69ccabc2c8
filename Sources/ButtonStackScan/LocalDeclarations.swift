import SwiftSyntax

/// The names the bodies of the scanned code declare (`let`, `var`, a `guard`'s bindings), each
/// body indexed once a scan, and the one walk outwards from a use that finds the declaration or
/// binding a name there stands for. Looking a name up walks the bodies around the use, not
/// their statements: a body of thousands of statements, each reading a local, is read once
/// (walking every statement of each body around each use again took minutes on hostile files).
final class LocalDeclarations {
    /// A name one statement of a body declares.
    struct Entry {
        /// The statement's start and end.
        let position: AbsolutePosition
        let endPosition: AbsolutePosition
        /// The declaration; nil for a name a `guard` binds.
        let declaration: VariableDeclSyntax?
        /// The binding when it names the value plainly (`let name = …`); nil in a tuple or any
        /// other pattern (`let (name, _) = pair`), and for a `guard`.
        let binding: PatternBindingSyntax?

        var isLet: Bool { declaration?.bindingSpecifier.tokenKind == .keyword(.let) }
        /// The plain binding's initial value.
        var value: ExprSyntax? { binding?.initializer?.value }
    }

    /// Which declarations and bindings around a use a lookup counts.
    struct Rule {
        enum Extent {
            /// Statements ended before the use (`let label = label` reads an outer `label`).
            case endedBefore
            /// Statements begun before the use (the use may be in the declaration's own value).
            case startedBefore
            /// Every statement of a body around the use.
            case anywhere
        }
        var extent: Extent
        /// Whether a file's own top-level statements count (they declare the app's globals).
        var fileLevel = false
        /// Whether the parameters of a closure, function or initializer around end the search.
        var parameters = false
        /// Whether the names an `if let`, `while let`, `for`, `case let` or `guard` binds around end it.
        var conditions = false
        /// The declarations the caller counts; others are passed over.
        var accepts: (Entry) -> Bool = { _ in true }
    }

    /// What a name stands for where it is used.
    enum Found {
        /// A statement of a body around declares it.
        case declared(Entry)
        /// A parameter or a condition's binding around binds it (at `position`).
        case bound(AbsolutePosition)

        /// Where the name is bound.
        var position: AbsolutePosition {
            switch self {
            case .declared(let entry): return entry.position
            case .bound(let position): return position
            }
        }
    }

    private var bodies: [SyntaxIdentifier: [String: [Entry]]] = [:]
    /// How many statements have been indexed: each body's once, however many uses look into it.
    private(set) var statementsIndexed = 0

    /// The declarations of `name` in `body`, in order, as an iOS build compiles them (`#if`
    /// clauses iOS takes spliced in).
    func entries(_ name: String, in body: CodeBlockItemListSyntax) -> [Entry] {
        if let names = bodies[body.id] { return names[name] ?? [] }
        var names: [String: [Entry]] = [:]
        for item in body.iOSItems {
            statementsIndexed += 1
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    let plain = binding.pattern.as(IdentifierPatternSyntax.self) != nil
                    for pattern in binding.pattern.descendants(IdentifierPatternSyntax.self) {
                        names[pattern.identifier.text, default: []].append(Entry(position: item.position, endPosition: item.endPosition,
                                                                                 declaration: declaration, binding: plain ? binding : nil))
                    }
                }
            } else if let guarded = item.item.as(GuardStmtSyntax.self) {
                for name in Self.boundNames(guarded.conditions) {
                    names[name, default: []].append(Entry(position: item.position, endPosition: item.endPosition, declaration: nil, binding: nil))
                }
            }
        }
        bodies[body.id] = names
        return names[name] ?? []
    }

    /// The declaration or binding `name` stands for where `node` reads it, innermost first;
    /// nil when nothing around declares it under `rule` (a property, a global, or unknown).
    /// Stops at the type around. Bounded by the syntax tree's depth and the declarations of that name.
    func innermost(_ name: String, at node: Syntax, _ rule: Rule) -> Found? {
        func declares(_ clause: FunctionParameterClauseSyntax?) -> Bool {
            clause?.parameters.contains { ($0.secondName ?? $0.firstName).text == name } == true
        }
        func binds(_ syntax: some SyntaxProtocol) -> Bool {
            syntax.descendants(IdentifierPatternSyntax.self).contains { $0.identifier.text == name }
        }
        var current = node
        while let parent = current.parent, parent.typeDeclarationName == nil {
            defer { current = parent }
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                guard rule.fileLevel || !(statements.parent?.is(SourceFileSyntax.self) ?? false) else { continue }
                let found = entries(name, in: statements).last { entry in
                    guard rule.conditions || entry.declaration != nil, rule.accepts(entry) else { return false }
                    switch rule.extent {
                    case .endedBefore: return entry.endPosition <= node.position
                    case .startedBefore: return entry.position < node.position
                    case .anywhere: return true
                    }
                }
                if let found { return .declared(found) }
            } else if rule.parameters, let signature = parent.as(ClosureExprSyntax.self)?.signature?.parameterClause {
                if let names = signature.as(ClosureShorthandParameterListSyntax.self), names.contains(where: { $0.name.text == name }) { return .bound(parent.position) }
                if let list = signature.as(ClosureParameterClauseSyntax.self),
                   list.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return .bound(parent.position) }
            } else if rule.parameters, declares(parent.as(FunctionDeclSyntax.self)?.signature.parameterClause)
                        || declares(parent.as(InitializerDeclSyntax.self)?.signature.parameterClause) {
                return .bound(parent.position)
            } else if rule.conditions {
                let rebinds: Bool
                if let conditional = parent.as(IfExprSyntax.self) {
                    rebinds = current.id == conditional.body.id && Self.boundNames(conditional.conditions).contains(name)
                } else if let loop = parent.as(WhileStmtSyntax.self) {
                    rebinds = current.id == loop.body.id && Self.boundNames(loop.conditions).contains(name)
                } else if let loop = parent.as(ForStmtSyntax.self) {
                    rebinds = current.id == loop.body.id && binds(loop.pattern)
                } else if let label = parent.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) {
                    rebinds = binds(label.caseItems)
                } else {
                    rebinds = false
                }
                if rebinds { return .bound(parent.position) }
            }
        }
        return nil
    }

    /// The names an `if`, `while` or `guard` condition list binds (`let x = …`, `case .a(let x) = …`).
    static func boundNames(_ conditions: ConditionElementListSyntax) -> [String] {
        conditions.flatMap { element -> [String] in
            let pattern: PatternSyntax? = element.condition.as(OptionalBindingConditionSyntax.self)?.pattern
                ?? element.condition.as(MatchingPatternConditionSyntax.self)?.pattern
            return pattern.map { $0.descendants(IdentifierPatternSyntax.self).map(\.identifier.text) } ?? []
        }
    }
}
