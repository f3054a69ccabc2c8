import SwiftSyntax

/// An app's own methods on `UIAlertController` (`extension UIAlertController { func
/// addCancelActionWithTitle(_ title: String?) { addActionWithTitle(title, style: .cancel) } }`):
/// `alert.addCancelActionWithTitle(L10n.cancel)` adds the actions the method's body adds to
/// `self`, read with the call's arguments bound, through the methods it calls in turn (within
/// the inlining bound).
extension UIKitGroupFinder {
    /// The actions `call` adds to the alert `name` when it calls a method of the app's extension
    /// of `UIAlertController` on it; nil when `call` is no such call.
    func controllerMethodActions(_ call: FunctionCallExprSyntax, on name: String, _ scope: AlertScope, nesting: Int) -> Content? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text != "addAction" else {
            // Inside such a method: `addActionWithTitle(title, style: .cancel)` on `self`.
            guard name == "self", let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  reference.baseName.text != "addAction" else { return nil }
            return methodActions(reference.baseName.text, call, scope, nesting: nesting)
        }
        guard let base = member.base, Self.name(base) == name || (name == "self" && base.isSelf) else { return nil }
        return methodActions(member.declName.baseName.text, call, scope, nesting: nesting)
    }

    private func methodActions(_ method: String, _ call: FunctionCallExprSyntax, _ scope: AlertScope, nesting: Int) -> Content? {
        let resolver = reader.resolver
        // A method of `UIAlertController`'s extension, else of the app's own alert view.
        guard method != "addAction", let candidates = resolver.index.alertMethodOwners.lazy.compactMap({ $0.functions[method] }).first else { return nil }
        guard let function = candidates.overload(for: call.allArguments) else { return nil }
        let line = file.line(of: call)
        guard scope.environment.depth < resolver.limits.maximumInliningDepth, nesting < Self.maximumMethodNesting else {
            return .runtime("line \(line): `\(method)` calls alert methods more than \(resolver.limits.maximumInliningDepth) deep", buttons: 1)
        }
        // A method calling itself adds as many actions as the run decides (and inlining each
        // call again would fan out without end).
        guard !scope.inlining.contains(method) else { return .runtime("line \(line): `\(method)` calls itself", buttons: 1) }
        guard resolver.budget.spend() else { return .runtime("line \(line): more than \(ReadingBudget.valuesPerFile) values in one file; not followed", buttons: 1) }
        let content = resolver.inline(function, call: call, scope.environment) { body, inner in
            var own = AlertScope(environment: inner)
            own.inlining = scope.inlining.union([method])
            return alertBlock(body, "self", own, nesting: nesting + 1)
        }
        return Self.relocated(content, to: line)
    }

    /// How many alert statements deep a method's actions are followed (as ``maximumAlertNesting``).
    private static let maximumMethodNesting = 16
}
