import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The called name as written (`Button`, `L10n.tr`, `SwiftUI.Button`), without generic arguments.
    var calledName: String? {
        var expression = calledExpression
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) { expression = specialized.expression }
        if let path = expression.dottedPath { return path }
        // `controller?.confirm(…)`: a method called through an optional chain on a name is that
        // name's method (`controller.confirm`), as `self?.confirm(…)` is `self.confirm`.
        if let member = expression.as(MemberAccessExprSyntax.self), let chained = member.base?.as(OptionalChainingExprSyntax.self),
           let name = chained.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return name + "." + member.declName.baseName.text
        }
        return nil
    }

    /// The last component of the called name (`Button` for `SwiftUI.Button`).
    var calledBaseName: String? {
        calledName?.split(separator: ".").last.map(String.init)
    }

    /// The argument labelled `label`.
    func argument(_ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The arguments without a label, in order.
    var unlabeledArguments: [ExprSyntax] {
        // An array of the call's own arguments (a filtered syntax list would be a new tree, its lines lost).
        Array(arguments).filter { $0.label == nil }.map(\.expression)
    }

    /// Every closure passed: trailing ones and those given as arguments, by label (`""` for the first trailing one).
    func closure(_ label: String) -> ClosureExprSyntax? {
        if let argument = argument(label)?.as(ClosureExprSyntax.self) { return argument }
        return additionalTrailingClosures.first { $0.label.text == label }?.closure
    }

    /// A `Menu`'s items: its trailing closure (`Menu { … } label: { … }`), or what it passes as
    /// `content:`, a closure or a method of the view (`Menu(content: content) { Label(…) }`).
    var menuItems: ExprSyntax? {
        argument("content") ?? trailingClosure.map(ExprSyntax.init)
    }

    /// A `Menu`'s label: `label:`, or the trailing closure when the items are passed as `content:`.
    var menuLabel: ClosureExprSyntax? {
        closure("label") ?? (argument("content") != nil ? trailingClosure : nil)
    }
}

extension ExprSyntax {
    /// `a.b.c` for a chain of names, nil for anything else.
    var dottedPath: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        // `self?.helper` and `self!.helper` in a `[weak self]` closure: `self.helper`.
        if isWeakSelf { return "self" }
        if let member = self.as(MemberAccessExprSyntax.self), let base = member.base, let prefix = base.dottedPath {
            return prefix + "." + member.declName.baseName.text
        }
        return nil
    }
}

extension ExprSyntax {
    /// True for `self?` and `self!` (a `[weak self]` closure's `self`).
    var isWeakSelf: Bool {
        let inner = self.as(OptionalChainingExprSyntax.self)?.expression ?? self.as(ForceUnwrapExprSyntax.self)?.expression
        return inner?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }

    /// True for `self`, `self?` and `self!`.
    var isSelf: Bool {
        self.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" || isWeakSelf
    }
}

extension StringLiteralExprSyntax {
    /// The text of a literal without interpolation (escapes resolved), or nil.
    var literalText: String? {
        representedLiteralValue
    }
}

/// `target = value`, as the parser leaves it (operators unfolded: a sequence of three).
struct Assignment {
    var target: ExprSyntax
    var value: ExprSyntax

    init?(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        target = elements[0]
        if elements.count == 3 {
            value = elements[2]
        } else if elements.count == 5, elements[3].is(UnresolvedTernaryExprSyntax.self) {
            // `x.image = flag ? a : b`, unfolded: the value is the ternary's three elements.
            value = ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[2...])))
        } else {
            return nil
        }
    }
}

extension SyntaxProtocol {
    /// Every node of type `T` under this one, in source order; an explicit stack, so a deep tree
    /// costs memory in proportion to its size, never the thread's stack.
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var pending: [Syntax] = [Syntax(self)]
        while let node = pending.popLast() {
            if let match = node.as(T.self) { found.append(match) }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}

extension SyntaxProtocol {
    /// The nodes between this one and `top`, innermost first, neither included (all the way up
    /// when `top` is not around it).
    func ancestors(until top: Syntax) -> [Syntax] {
        var found: [Syntax] = []
        var current = parent
        while let node = current, node.id != top.id {
            found.append(node)
            current = node.parent
        }
        return found
    }
}

extension SyntaxProtocol {
    /// True when this (or a statement nested in it) changes local `name` again: `name = …`,
    /// `name += …`, or `&name` passed on.
    func reassigns(_ name: String) -> Bool {
        !assignments(to: name).isEmpty || descendants(InOutExprSyntax.self).contains { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name }
    }

    /// The statements `name = …` (or `name += …`, …) in this, nested ones too.
    func assignments(to name: String) -> [SequenceExprSyntax] {
        descendants(SequenceExprSyntax.self).filter { sequence in
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return false }
            return isAssignment(elements[1])
        }
    }
}

/// True when `operation`, the operator after a sequence's first element, gives that element a
/// value: `=`, or a compound assignment (`+=`, `??=`), not a comparison (`==`, `<=`).
func isAssignment(_ operation: ExprSyntax) -> Bool {
    if operation.is(AssignmentExprSyntax.self) { return true }
    guard let written = operation.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
    return written.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(written)
}
