import SwiftSyntax

/// Types the scanned code extends but does not declare: a standard type (`extension String {
/// init(localizationKey: String, …) { self = NSLocalizedString(…) } }`) or an enum of a package
/// outside the scan (`extension Stack.Status { var icon: String { switch self { case .inactive:
/// "stop" … } } }`). Their members the app writes are read like any of its helpers.
extension ValueResolver {
    /// `T(label: …)` or `T.init(label: …)` where the scanned code declares `init(label: …)` in an
    /// extension of `T` (a type it does not declare itself): the initializer inlined with the
    /// call's arguments (and its defaults), its value the one each `self = …` of its body gives
    /// (each branch of an `if`, as a helper's `return`s). Nil when no such initializer fits.
    func extendedTypeInitializer(_ call: FunctionCallExprSyntax, called: String, _ environment: Environment) -> Outcome? {
        let parts = called.split(separator: ".").map(String.init)
        let typeName: String
        switch parts.count {
        case 1: typeName = parts[0]
        case 2 where parts[1] == "init": typeName = parts[0]
        default: return nil
        }
        guard typeName.first?.isUppercase == true, let type = index.types[typeName], !type.isDeclared, !type.isView, !type.isEnum,
              !type.initializers.isEmpty, let initializer = type.initializers.overload(for: call.allArguments) else { return nil }
        guard environment.depth < limits.maximumInliningDepth else { return .unknown("helpers nest deeper than \(limits.maximumInliningDepth)") }
        if let delegated = Self.delegatedInit(initializer.body) {
            // `init(localizedInThisBundle key: LocalizationValue) { self.init(localized: key, bundle: …) }`:
            // the key `String(localized:)` looks up, the call's argument bound.
            guard typeName == "String", delegated.argument("localized") != nil else { return nil }
            return inline(initializer, call: call, environment) { _, inner in localizedKey(delegated, inner) }
        }
        // (Another initializer delegating to `self.init(systemName:)` is an image's, read as one elsewhere.)
        return inline(initializer, call: call, environment) { body, inner in
            var inner = inner
            inner.expectedType = typeName
            return typed(bodyValue(body, inner), typeName)
        }
    }

    /// The value `self = value` assigns, when `expression` is such an assignment (an
    /// initializer's body of a value type).
    static func selfAssignment(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
              elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return elements[2]
    }

    /// True when `type`, which the scanned code only extends (no declaration, no cases known),
    /// switches over `self` in one of its properties or methods with a `case .name`: `name` is
    /// then a case of the enum the app extends, outside the scan.
    func extendedEnumCase(_ name: String, of type: TypeDecl) -> Bool {
        guard !type.isDeclared, !type.isEnum, type.cases.isEmpty, name.first?.isLowercase == true else { return false }
        let bodies: [Syntax] = type.properties.values.compactMap { $0.getter.map(Syntax.init) }
            + type.functions.values.flatMap { $0.map { Syntax($0.body) } }
        for body in bodies {
            for switchExpression in body.descendants(SwitchExprSyntax.self)
            where switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                for label in switchExpression.cases.compactMap({ $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) }) {
                    for item in label.caseItems {
                        let pattern = item.pattern.trimmedDescription.filter { !$0.isWhitespace && $0 != "`" }
                        let caseName = pattern.split(separator: "(").first.map(String.init) ?? pattern
                        if caseName == "." + name { return true }
                    }
                }
            }
        }
        return false
    }
}

extension ValueResolver {
    /// SwiftUI's views an app extends with an initializer taking its own enum of keys.
    private static let keyedViews = ["Button", "Text", "Label"]

    /// The title an app's extension initializer of a SwiftUI view makes of a case of the app's
    /// enum of keys (`Button(.inPerson)` with `extension Button { init(_ key: LocalizableStringKey,
    /// action: …) { self.init(key.toString, action: action) } }`): the first argument of the
    /// `self.init` it delegates to, read with the case bound to its parameter. Nil when `value` is
    /// no case, or no such initializer takes a declared enum holding it.
    func keyedViewTitle(_ value: Value, _ environment: Environment) -> Outcome? {
        guard let (name, type, _) = value.enumCaseParts else { return nil }
        for view in Self.keyedViews {
            guard let extended = index.types[view], !extended.isDeclared else { continue }
            for initializer in extended.initializers {
                guard let parameter = initializer.parameters.first, parameter.label == nil,
                      let enumName = Self.withoutOptionals(parameter.type).split(separator: ".").last.map(String.init),
                      let keys = index.types[enumName], keys.isEnum, type == nil || type == enumName,
                      keys.cases.contains(where: { $0.name == name }),
                      let delegated = Self.delegatedInit(initializer.body), let shown = delegated.arguments.first, shown.label == nil else { continue }
                guard environment.depth < limits.maximumInliningDepth else { return .unknown("helpers nest deeper than \(limits.maximumInliningDepth)") }
                var inner = Environment(file: initializer.file, typeName: view)
                inner.depth = environment.depth + 1
                inner.bindings[parameter.name] = [.enumCase(name, type: enumName)]
                return evaluate(shown.expression, inner)
            }
        }
        return nil
    }
}
