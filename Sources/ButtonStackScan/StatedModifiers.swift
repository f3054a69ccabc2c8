import SwiftSyntax

/// An app's `ViewModifier` whose `body(content:)` states an alert's or a dialog's actions itself,
/// titled by its own properties (`struct ConfirmDialog: ViewModifier { let confirmTitle: String;
/// func body(content: Content) -> some View { content.confirmationDialog(title, …) {
/// Button(confirmTitle, role: confirmRole) { … }; Button("Cancel", role: .cancel) { } } } }`).
/// Applied with `.modifier(ConfirmDialog(…))`, or through the app's `extension View` method that
/// makes it (`.reusableConfirmDialog(title: "Clear DB?", confirmTitle: "Clear DB") { … }`), each
/// application is a group of its own, read with what it passes — when the actions need it (read
/// alone they are known only at run time); otherwise the one group is where it is declared.
struct StatedModifier {
    /// The `ViewModifier` type.
    var type: TypeDecl
    /// Its `body(content:)`.
    var body: FunctionDecl
    /// `alert` or `confirmationDialog`.
    var container: String
    /// The actions it states.
    var actions: ClosureExprSyntax
}

/// An app's `extension View` method applying a stated modifier: the method, and the
/// `T(…)` it passes to `modifier`.
struct StatedModifierMethod {
    var function: FunctionDecl
    var made: FunctionCallExprSyntax
}

extension DeclarationIndex {
    /// The stated modifier `made` (`ConfirmDialog(…)`) makes, when its type is one the scanned
    /// code declares as a `ViewModifier` with an alert or dialog of its own actions.
    func statedModifier(made: FunctionCallExprSyntax) -> StatedModifier? {
        guard let name = made.calledBaseName, let type = types[name], type.isDeclared, type.inherited.contains("ViewModifier"),
              let body = type.functions["body"]?.first else { return nil }
        for call in body.body.descendants(FunctionCallExprSyntax.self) {
            guard let container = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  container == "alert" || container == "confirmationDialog",
                  let actions = call.closure("actions") ?? (call.closure("content") == nil ? call.trailingClosure : nil) else { continue }
            return StatedModifier(type: type, body: body, container: container, actions: actions)
        }
        return nil
    }

    /// The app's `extension View` method `name` when it applies a stated modifier (one method of
    /// that name, calling `modifier(T(…))` once).
    func statedModifierMethod(_ name: String) -> StatedModifierMethod? {
        if statedModifierMethods == nil {
            var found: [String: StatedModifierMethod] = [:]
            for (method, overloads) in types["View"]?.functions ?? [:] {
                guard overloads.count == 1, let function = overloads.first else { continue }
                let applications = function.body.descendants(FunctionCallExprSyntax.self).filter { $0.calledBaseName == "modifier" }
                guard applications.count == 1, let made = applications.first?.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                      statedModifier(made: made) != nil else { continue }
                found[method] = StatedModifierMethod(function: function, made: made)
            }
            statedModifierMethods = found
        }
        return statedModifierMethods?[name]
    }
}

extension ViewReader {
    /// True when `stated`'s actions need what an application passes: read alone, where the
    /// modifier is declared, some title or icon is known only at run time. A modifier whose
    /// actions are known alone (`Button("common.cancel", role: .cancel)`) is one group, reported
    /// where it is declared, not again at each of the views it is applied to.
    func statedModifierNeedsApplication(_ stated: StatedModifier) -> Bool {
        let index = resolver.index
        if let known = index.statedModifierKnownAlone[stated.type.name] { return !known }
        let alone = closureContent(stated.actions, Environment(file: stated.body.file, typeName: stated.type.name))
        let known = alone.anyRuntime == nil
        index.statedModifierKnownAlone[stated.type.name] = known
        return !known
    }

    /// The actions of `stated` as `made` (`ConfirmDialog(…)`, read in `environment`) sets its
    /// properties.
    func statedModifierActions(_ stated: StatedModifier, made: FunctionCallExprSyntax, _ environment: Environment) -> Content {
        guard environment.depth < resolver.limits.maximumInliningDepth else {
            return .runtime("helpers nest deeper than \(resolver.limits.maximumInliningDepth)")
        }
        let inner = smallViewEnvironment(stated.type, file: stated.body.file, call: made, environment)
        return closureContent(stated.actions, inner)
    }
}
