import SwiftSyntax

/// An app's own alert controllers: a subclass of `UIAlertController` the scanned code declares
/// (`class ThemedAlertController: UIAlertController`), made like UIKit's, and a convenience
/// `init` of the app's (`extension UIAlertController { convenience init(with title:, message:,
/// destructiveLabel:, …) { self.init(…); self.addAction(…) } }`) whose body adds actions to
/// `self`: read at each call with its arguments bound (a parameter left out takes its default,
/// `cancelLabel: String = NSLocalizedString("Cancel", …)`), the actions it adds coming before
/// those the caller adds.
extension DeclarationIndex {
    /// True when `name` is `UIAlertController` or a class of the scanned code inheriting from
    /// it (8 classes up at most).
    func isAlertControllerType(_ name: String) -> Bool {
        var current = name
        for _ in 0..<8 {
            if current == "UIAlertController" || isAppAlertView(current) { return true }
            guard let type = types[current], type.isDeclared, let next = type.inherited.first else { return false }
            current = ValueResolver.bareType(next, owner: nil)
        }
        return false
    }

    /// True for an app's own alert view, a class declaring `addAction(title:…)` that lays out
    /// the buttons it is given (`let alert = AppAlertController(title: …); alert.addAction(title:
    /// L10n.delete, style: .destructive) { … }; alert.addCancelAction(); alert.show()`).
    func isAppAlertView(_ name: String) -> Bool {
        guard let type = types[name], type.isDeclared else { return false }
        return type.functions["addAction"]?.contains { $0.parameters.first?.label == "title" } == true
    }

    /// The types whose methods add actions to an alert: `UIAlertController` (an app's extension
    /// of it) and the app's own alert views.
    var alertMethodOwners: [TypeDecl] {
        if let made = alertMethodOwnersMade { return made }
        let own = types.values.filter { isAppAlertView($0.name) }.sorted { $0.name < $1.name }
        let made = (types["UIAlertController"].map { [$0] } ?? []) + own
        alertMethodOwnersMade = made
        return made
    }

    /// The app's initializer an alert controller's call `call` runs: of its type or of a type
    /// it inherits from (an `extension UIAlertController` included), the one whose parameters
    /// the call's arguments fit and whose body calls `self.init(…)`; nil when none or several.
    func alertInitializer(_ call: FunctionCallExprSyntax) -> FunctionDecl? {
        guard let name = call.calledName.map({ $0.hasSuffix(".init") ? String($0.dropLast(5)) : $0 }),
              let typeName = name.split(separator: ".").last.map(String.init), isAlertControllerType(typeName) else { return nil }
        let arguments = call.allArguments
        var current = typeName
        for _ in 0..<8 {
            let fitting = (types[current]?.initializers ?? []).filter { $0.pair(arguments) != nil && Self.delegates($0) }
            if fitting.count == 1 { return fitting[0] }
            if fitting.count > 1 || current == "UIAlertController" { return nil }
            guard let next = types[current]?.inherited.first else { return nil }
            current = ValueResolver.bareType(next, owner: nil)
        }
        return nil
    }

    /// True when an initializer's body calls `self.init(…)` (a convenience one).
    private static func delegates(_ initializer: FunctionDecl) -> Bool {
        initializer.body.contains { item in
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            return expression?.as(FunctionCallExprSyntax.self)?.calledName == "self.init"
        }
    }
}

extension UIKitGroupFinder {
    /// The actions the app's convenience `init` that `call` runs adds to `self`, read with the
    /// call's arguments bound; nil when `call` runs none of the app's.
    func initializerActions(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Content? {
        let resolver = reader.resolver
        guard environment.depth < resolver.limits.maximumInliningDepth,
              let initializer = resolver.index.alertInitializer(call) else { return nil }
        return resolver.inline(initializer, call: call, environment) { body, inner in
            // A reason's line is the initializer's: say whose; each button is at the call.
            Self.atCall(alertBlock(body, "self", AlertScope(environment: inner), nesting: 0), of: "init", in: initializer.file, line: file.line(of: call))
        }
    }
}
