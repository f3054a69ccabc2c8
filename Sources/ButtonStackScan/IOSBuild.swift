import SwiftSyntax

/// What an iOS release build of the app compiles of its `#if` blocks: `os(iOS)`,
/// `canImport(UIKit)` hold; `os(macOS)` (and the other systems), `canImport(AppKit)`,
/// `targetEnvironment(macCatalyst)` and `DEBUG` do not (the app a user gets is a release build);
/// anything else (an app's own flags) is not known, and code under it is read.
enum IOSBuild {
    /// True or false when an iOS build's value of `condition` is known, nil when it is not.
    static func evaluate(_ condition: ExprSyntax) -> Bool? {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements))
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let name = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combine(name, evaluate(infix.leftOperand), evaluate(infix.rightOperand))
        }
        if let flag = condition.as(DeclReferenceExprSyntax.self), flag.baseName.text == "DEBUG" {
            return false
        }
        guard let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledName,
              let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
        switch name {
        case "os": return argument == "iOS"
        case "canImport":
            if ["UIKit", "CoreTelephony"].contains(argument) { return true }
            if ["AppKit", "Cocoa", "WatchKit"].contains(argument) { return false }
            return nil
        case "targetEnvironment": return argument == "macCatalyst" ? false : nil
        default: return nil
        }
    }

    /// `a && b || c`, as the parser leaves it unfolded: `||` binds looser than `&&`.
    private static func evaluate(sequence elements: [ExprSyntax]) -> Bool? {
        guard elements.count % 2 == 1 else { return nil }
        var operands: [Bool?] = [evaluate(elements[0])]
        var operators: [String] = []
        var index = 1
        while index + 1 < elements.count {
            guard let name = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text, name == "&&" || name == "||" else { return nil }
            operators.append(name)
            operands.append(evaluate(elements[index + 1]))
            index += 2
        }
        // `&&` first, then `||`.
        var terms: [Bool?] = [operands[0]]
        for (offset, name) in operators.enumerated() {
            if name == "&&", let last = terms.popLast() {
                terms.append(combine("&&", last, operands[offset + 1]))
            } else {
                terms.append(operands[offset + 1])
            }
        }
        return terms.dropFirst().reduce(terms[0]) { combine("||", $0, $1) }
    }

    /// Three-valued `&&` and `||`.
    private static func combine(_ name: String, _ left: Bool?, _ right: Bool?) -> Bool? {
        switch name {
        case "&&":
            if left == false || right == false { return false }
            return left == true && right == true ? true : nil
        case "||":
            if left == true || right == true { return true }
            return left == false && right == false ? false : nil
        default:
            return nil
        }
    }

    /// False only when an iOS build is known to leave `clause` out: its condition is false, or an
    /// earlier clause of its `#if` is known to be taken.
    static func mayTake(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return true }
        for other in clauses {
            if other.id == clause.id { break }
            if let condition = other.condition, evaluate(condition) == true { return false }
        }
        guard let condition = clause.condition else { return true }
        return evaluate(condition) != false
    }

    /// The clause of `node` to read as an iOS build's: the first one not known to be left out
    /// (so `#if BETA` reads its first clause, `#if DEBUG` its `#else`), nil when iOS takes none.
    static func clause(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        node.clauses.first { mayTake($0) }
    }
}

extension CodeBlockItemListSyntax {
    /// The statements an iOS build compiles, in order: each `#if`'s clause that iOS takes spliced
    /// in its place (so a constant declared under `#if os(iOS)` is seen by the code after it).
    var iOSItems: [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        // An explicit stack keeps nested `#if`s off the thread's stack.
        var pending: [CodeBlockItemSyntax] = Array(self).reversed()
        while let item = pending.popLast() {
            guard let conditional = item.item.as(IfConfigDeclSyntax.self) else {
                result.append(item)
                continue
            }
            if let statements = IOSBuild.clause(of: conditional)?.elements?.as(CodeBlockItemListSyntax.self) {
                pending.append(contentsOf: Array(statements).reversed())
            }
        }
        return result
    }
}
