import SwiftSyntax

/// A condition as the scan relates it to others of one group: two `if`s (or a ternary and an
/// `if`) on the same condition take the same branch together (`if editMode == .active { Done }`
/// … `if editMode == .active { Clear }` shows both or neither), so a group's variants are the
/// combinations that can occur, not every combination of the two branches.
///
/// Conditions are the same when their syntax is, trivia removed, `self.` dropped and outer
/// brackets looked through; `!c` and `a != b` are the other branch of `c` and `a == b`. The key
/// names where the condition is read too (``Environment/conditionScope``: the group's own view,
/// or one call of a helper or small view, whose parameters and state are its own) and the
/// values the scan bound to the names it reads (two unrolled `ForEach` elements are not one
/// condition). Anything else (another expression, another call) stays independent.
enum SharedCondition {
    /// The scope of a helper's or small view's body read for `call`: the caller's, then where
    /// the call is; nil where the caller's conditions are not related.
    static func scope(of call: FunctionCallExprSyntax, in environment: Environment) -> String? {
        // The values bound where it is called too: each element of an unrolled `ForEach` is an
        // instance of its own (its `@State` its own), though they are read from one call.
        let bound = environment.bindings.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ",")
        return environment.conditionScope.map { "\($0)/\(environment.file.relative):\(call.position.utf8Offset)[\(bound)]" }
    }

    /// The branches of the `if`s around `node` (up to the type it is declared in) that it is
    /// in: a menu in the `else` of `if editMode == .active` is shown when that does not hold.
    /// Bounded by the syntax tree's depth.
    static func branches(around node: some SyntaxProtocol, _ environment: Environment) -> [String: Bool] {
        var settled: [String: Bool] = [:]
        var current = Syntax(node)
        while let parent = current.parent, parent.typeDeclarationName == nil {
            defer { current = parent }
            guard let conditional = parent.as(IfExprSyntax.self), let (name, holds) = key(conditional.conditions, environment) else { continue }
            // The innermost `if` on a condition is the one that settles it.
            if current.id == conditional.body.id, settled[name] == nil { settled[name] = holds }
            if let other = conditional.elseBody, current.id == Syntax(other).id, settled[name] == nil { settled[name] = !holds }
        }
        return settled
    }

    /// The key of an `if`'s conditions and whether its body is the branch where that key holds;
    /// nil where conditions are not related (a reading not started by a group of SwiftUI views).
    static func key(_ conditions: ConditionElementListSyntax, _ environment: Environment) -> (key: String, holds: Bool)? {
        if conditions.count == 1, let only = conditions.first?.condition.as(ExprSyntax.self) {
            return key([only], environment)
        }
        if let availability = availabilityKey(conditions, environment) { return availability }
        // `if let user, user.isAdmin`: the whole list is the condition, with no other branch named.
        guard let scope = environment.conditionScope else { return nil }
        let written = conditions.map { text(Syntax($0.condition)) }.joined(separator: ",")
        return (scoped(written, scope: scope, names: [Syntax(conditions)], environment), true)
    }

    /// `#available(iOS 26, *)` (or `#unavailable(iOS 26)`, its other branch): one condition
    /// wherever it is written, in the group's own view or in any helper or small view it shows,
    /// as the device is one: a toolbar's `CancelButton` and `ConfirmButton`, each with its iOS 26
    /// branch, show both iOS 26 labels or neither. Versions are compared as numbers (`26` is
    /// `26.0`); nil for any other list of conditions.
    private static func availabilityKey(_ conditions: ConditionElementListSyntax, _ environment: Environment) -> (key: String, holds: Bool)? {
        guard environment.conditionScope != nil else { return nil }
        let checks = conditions.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }
        guard checks.count == conditions.count, let first = checks.first,
              checks.allSatisfy({ $0.availabilityKeyword.tokenKind == first.availabilityKeyword.tokenKind }) else { return nil }
        var platforms: [String] = []
        for check in checks {
            for argument in check.availabilityArguments {
                guard let platform = argument.argument.as(PlatformVersionSyntax.self) else { continue }
                var version = platform.version?.trimmedDescription ?? ""
                while version.hasSuffix(".0") { version.removeLast(2) }
                platforms.append(platform.platform.text + " " + version)
            }
        }
        guard !platforms.isEmpty else { return nil }
        return ("#available(\(platforms.sorted().joined(separator: ", ")))", first.availabilityKeyword.tokenKind == .poundAvailable)
    }

    /// The key of a condition written as `elements` (one expression, or the operands and operators
    /// of an unfolded one: `count`, `>`, `0` before a ternary's `?`) and whether it holds when
    /// they are true.
    static func key(_ elements: [ExprSyntax], _ environment: Environment) -> (key: String, holds: Bool)? {
        guard let scope = environment.conditionScope, let (written, holds) = normalized(elements) else { return nil }
        return (scoped(written, scope: scope, names: elements.map { Syntax($0) }, environment), holds)
    }

    /// Whether the condition `elements` state holds where a branch of it is taken already; nil
    /// where none is (or conditions are not related).
    static func settled(_ elements: [ExprSyntax], _ environment: Environment) -> Bool? {
        guard !environment.settledConditions.isEmpty, let (name, holds) = key(elements, environment),
              let settled = environment.settledConditions[name] else { return nil }
        return settled == holds
    }

    /// The condition's text and its sense: `!c`, `(c)`, `a != b` read as `c` and `a == b`.
    /// Bounded: each step goes one bracket or `!` into the syntax tree, whose depth is bounded.
    private static func normalized(_ elements: [ExprSyntax]) -> (String, Bool)? {
        guard let first = elements.first else { return nil }
        if elements.count == 1 {
            if let tuple = first.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return normalized([only.expression])
            }
            if let negation = first.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
                return normalized([negation.expression]).map { ($0.0, !$0.1) }
            }
            if let sequence = first.as(SequenceExprSyntax.self) { return normalized(Array(sequence.elements)) }
        }
        if elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, operation == "!=" || operation == "==" {
            return ("\(text(Syntax(elements[0])))==\(text(Syntax(elements[2])))", operation == "==")
        }
        return (elements.map { text(Syntax($0)) }.joined(), true)
    }

    /// `node`'s tokens without trivia, `self.` left out (`self.editMode` is `editMode`).
    private static func text(_ node: Syntax) -> String {
        var written = ""
        var previous: TokenSyntax? = nil
        var skipPeriod = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            defer { previous = token }
            if skipPeriod {
                skipPeriod = false
                if token.tokenKind == .period { continue }
            }
            // `self` at the start of a member chain; not `x.self`.
            if token.tokenKind == .keyword(.self), previous?.tokenKind != .period, token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period {
                skipPeriod = true
                continue
            }
            // A space between tokens: `x is Foo` is not the name `xisFoo`.
            written += written.isEmpty ? token.text : " " + token.text
        }
        return written
    }

    /// Where `name` is declared between `node` and the type it is in, by offset: the nearest
    /// `let`/`var` before it in an enclosing block, closure parameter, `if`/`guard`/`while`
    /// binding or `for` pattern; nil for a name declared further out (a property). Bounded by
    /// the tree's depth and each block's statements.
    private static func localDeclaration(of name: String, above node: Syntax) -> Int? {
        func binds(_ pattern: PatternSyntax) -> Bool {
            pattern.descendants(IdentifierPatternSyntax.self).contains { $0.identifier.text == name }
                || pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
        func binds(_ conditions: ConditionElementListSyntax) -> Int? {
            for element in conditions {
                if let binding = element.condition.as(OptionalBindingConditionSyntax.self), binds(binding.pattern) { return binding.position.utf8Offset }
                if let matching = element.condition.as(MatchingPatternConditionSyntax.self), binds(matching.pattern) { return matching.position.utf8Offset }
            }
            return nil
        }
        var current = node
        while let parent = current.parent, parent.typeDeclarationName == nil {
            defer { current = parent }
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.position >= current.position { break }
                    if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.contains(where: { binds($0.pattern) }) {
                        return variable.position.utf8Offset
                    }
                    if let guarded = item.item.as(GuardStmtSyntax.self), let found = binds(guarded.conditions) { return found }
                }
            } else if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature, current.id != Syntax(signature).id {
                let names: [String]
                switch signature.parameterClause {
                case .simpleInput(let shorthand)?: names = shorthand.map(\.name.text)
                case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                case nil: names = []
                }
                if names.contains(name) { return closure.position.utf8Offset }
            } else if let conditional = parent.as(IfExprSyntax.self), current.id == conditional.body.id, let found = binds(conditional.conditions) {
                return found
            } else if let loop = parent.as(WhileStmtSyntax.self), current.id == loop.body.id, let found = binds(loop.conditions) {
                return found
            } else if let loop = parent.as(ForStmtSyntax.self), current.id == loop.body.id, binds(loop.pattern) {
                return loop.position.utf8Offset
            }
        }
        return nil
    }

    /// `text` where it is read: the scope, and the values bound to the names it reads.
    private static func scoped(_ written: String, scope: String, names nodes: [Syntax], _ environment: Environment) -> String {
        var bound: [String] = []
        for node in nodes {
            for reference in node.descendants(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if let values = environment.bindings[name] { bound.append("\(name)=\(values)") }
                // A name declared on the way up (a local, a closure's parameter, an `if let`) is
                // not the property of that name: the declaration's place tells them apart.
                if let declared = localDeclaration(of: name, above: Syntax(reference)) { bound.append("\(name)@\(declared)") }
            }
        }
        return "\(scope)|\(environment.typeName ?? "")|\(written)" + (bound.isEmpty ? "" : "|" + Set(bound).sorted().joined(separator: ","))
    }
}

extension Content {
    /// `taken`, one entry a variant (empty where none was recorded).
    var alignedTaken: [[String: Bool]] {
        taken.count == variants.count ? taken : Array(repeating: [:], count: variants.count)
    }

    /// `self` as the branch of condition `key` where it holds (`holds`) or not: each variant
    /// records it, and a variant that took the other branch of the same condition inside it
    /// (`if c { if !c { … } }`) is left out, as it cannot occur. A branch none of whose
    /// variants can occur shows nothing.
    func taking(_ key: String, holds: Bool) -> Content {
        var result = self
        var variants: [[FoundButton]] = []
        var taken: [[String: Bool]] = []
        for (buttons, branches) in zip(self.variants, alignedTaken) where branches[key] != !holds {
            variants.append(buttons)
            taken.append(branches.merging([key: holds]) { _, new in new })
        }
        result.variants = variants.isEmpty ? [[]] : variants
        result.taken = variants.isEmpty ? [[key: holds]] : taken
        // A branch left out inside this one was taken under this one's condition too.
        result.leftOutTaken = leftOutTaken.filter { $0[key] != !holds }.map { $0.merging([key: holds]) { _, new in new } }
        return result
    }

    /// The variants of `self` and `next` to join, by index: each of `self`'s with the first of
    /// `next` taking the same branches, then each of `next`'s not yet joined with the first of
    /// `self` that does. Where no variant records a condition this is `then`'s order as it was
    /// (the first with the first, every other with a first). A variant agreeing with none (a
    /// branch past the variants' bound) is joined with the first, as if no condition were
    /// recorded, rather than lost. Both must have variants (``then(_:limit:)`` asks only then).
    /// A variant whose partner was left out as known only at run time (it agrees with a branch
    /// in the other's ``leftOutTaken`` and with none of its variants) is joined with none: the
    /// group it makes is not known. Were every variant so, the pairs are made as before.
    func pairs(with next: Content) -> [(Int, Int)] {
        let own = alignedTaken, other = next.alignedTaken
        func agree(_ one: [String: Bool], _ two: [String: Bool]) -> Bool {
            one.count <= two.count ? one.allSatisfy { two[$0.key] ?? $0.value == $0.value } : agree(two, one)
        }
        func partnerLeftOut(_ taken: [String: Bool], _ leftOut: [[String: Bool]]) -> Bool {
            !taken.isEmpty && leftOut.contains { agree(taken, $0) }
        }
        var pairs: [(Int, Int)] = []
        var joined = Set<Int>()
        for index in own.indices {
            // A variant that agrees with none (its partner cut at the variants' bound) is joined
            // with the first, as when no condition is recorded: shown, not lost.
            let agreeing = other.indices.first(where: { agree(own[index], other[$0]) })
            if agreeing == nil, partnerLeftOut(own[index], next.leftOutTaken) { continue }
            let match = agreeing ?? 0
            pairs.append((index, match))
            joined.insert(match)
        }
        for index in other.indices where !joined.contains(index) {
            let agreeing = own.indices.first(where: { agree(own[$0], other[index]) })
            if agreeing == nil, partnerLeftOut(other[index], leftOutTaken) { continue }
            pairs.append((agreeing ?? 0, index))
        }
        // The variant showing the most of each side's buttons, where their branches agree: two
        // calls of a small view that shows a button in its `else` (`if linked { Text(title) } else
        // { Button … }`, its condition each call's own) are a row of two buttons in some variant,
        // though each side's first variant shows none.
        if let fullest = own.indices.max(by: { variants[$0].count < variants[$1].count }),
           let fullestNext = other.indices.max(by: { next.variants[$0].count < next.variants[$1].count }),
           agree(own[fullest], other[fullestNext]), !pairs.contains(where: { $0 == (fullest, fullestNext) }) {
            pairs.append((fullest, fullestNext))
        }
        return pairs.isEmpty ? [(0, 0)] : pairs
    }
}
