import SwiftSyntax

/// An app's alert helpers that call other alert helpers (`resetAlert(title:)` calling
/// `showAlertWithCancel(actions:)`, which appends a Cancel action and calls `showAlert(actions:)`,
/// which makes the alert): each call is read through the helpers it reaches, with the arguments
/// each passes on, within the inlining bound and a budget of helpers a call; what does not depend
/// on the call is worked out once.
extension UIKitGroupFinder {
    /// The alerts helper `function`'s body states with no argument known (worked out once a
    /// helper and file read: the lines are the file's).
    func statedAlerts(_ function: FunctionDecl) -> [MadeAlert] {
        let index = reader.resolver.index
        if let known = index.statedAlerts[file.relative]?[function.body.id] { return known }
        index.statedAlerts[file.relative, default: [:]][function.body.id] = []  // a helper reaching itself ends here
        var own = Environment(file: function.file, typeName: function.owner)
        own.depth = 1
        alertHelperBudget = Self.maximumNestedAlertHelpers
        let stated = ownAlerts(function, own)
        index.statedAlerts[file.relative, default: [:]][function.body.id] = stated
        return stated
    }

    /// The calls in `function`'s body of other helpers that make alerts, with the helper each
    /// calls (worked out once a method; a top-level function's depend on the type around its call).
    private func alertHelperCalls(_ function: FunctionDecl, _ environment: Environment) -> [(call: FunctionCallExprSyntax, helper: FunctionDecl)] {
        let index = reader.resolver.index
        if function.owner != nil, let known = index.alertHelperCalls[function.body.id] { return known }
        var found: [(call: FunctionCallExprSyntax, helper: FunctionDecl)] = []
        for call in function.body.descendants(FunctionCallExprSyntax.self) where call.calledBaseName?.first?.isLowercase == true {
            guard let called = call.calledName, let nested = reader.resolver.findFunction(called, call: call, environment),
                  nested.body.id != function.body.id, makesAlert(nested) else { continue }
            found.append((call, nested))
        }
        if function.owner != nil { index.alertHelperCalls[function.body.id] = found }
        return found
    }

    /// The alerts helper `function` makes when `call` calls it, its parameters bound to the call's arguments.
    func helperAlerts(_ function: FunctionDecl, call: FunctionCallExprSyntax, _ environment: Environment) -> [MadeAlert] {
        reader.resolver.inline(function, call: call, environment) { _, inner in ownAlerts(function, inner) }
    }

    /// The alerts a helper's body makes in `environment`: its own, and those of the alert helpers
    /// it calls in turn, read with the arguments it passes them (`showAlertWithCancel(actions:)`
    /// appending a Cancel action and passing the list on to `showAlert(actions:)`), within the
    /// inlining bound.
    private func ownAlerts(_ function: FunctionDecl, _ environment: Environment) -> [MadeAlert] {
        let resolver = reader.resolver
        var result = alertBodies(function, environment).flatMap { alerts(in: $0, environment) }
        guard environment.depth < resolver.limits.maximumInliningDepth else { return result }
        for (call, nested) in alertHelperCalls(function, environment) {
            // At most 4 helpers followed for one call, however they nest: helpers calling many
            // helpers stay cheap.
            guard alertHelperBudget > 0 else { break }
            alertHelperBudget -= 1
            var inner = environment
            reader.bindLocals(before: call, into: &inner)
            result += helperAlerts(nested, call: call, inner)
        }
        return result
    }

    /// True when `function`'s body makes a `UIAlertController`, or calls a helper that does (4
    /// helpers deep; worked out once a function).
    func makesAlert(_ function: FunctionDecl, depth: Int = 0) -> Bool {
        let resolver = reader.resolver
        let index = resolver.index
        if let known = index.alertMakers[function.body.id] { return known }
        index.alertMakers[function.body.id] = false  // a helper calling itself ends here
        let calls = function.body.descendants(FunctionCallExprSyntax.self)
        var makes = calls.contains { index.makesAlertController($0, owner: function.owner) }
        if !makes && depth < resolver.limits.maximumInliningDepth {
            let environment = Environment(file: function.file, typeName: function.owner)
            makes = calls.contains { call in
                guard call.calledBaseName?.first?.isLowercase == true, let called = call.calledName,
                      let nested = resolver.findFunction(called, call: call, environment) else { return false }
                return makesAlert(nested, depth: depth + 1)
            }
        }
        index.alertMakers[function.body.id] = makes
        return makes
    }

    /// The statement lists of a helper's body that declare an alert (worked out once a method).
    private func alertBodies(_ function: FunctionDecl, _ environment: Environment) -> [CodeBlockItemListSyntax] {
        let index = reader.resolver.index
        if function.owner != nil, let known = index.alertBodies[function.body.id] { return known }
        let found = body(of: function).filter { Self.declaresAlert($0, index, owner: environment.typeName) }
        if function.owner != nil { index.alertBodies[function.body.id] = found }
        return found
    }

    /// How many alert helpers the reading of one helper's call follows in all.
    static let maximumNestedAlertHelpers = 4
}
