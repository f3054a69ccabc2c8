import SwiftSyntax

/// A title an app's button style draws from its own argument, beside the button's icon-only
/// label (element-x-ios's `FormActionButtonStyle(title:)`, whose `makeBody` shows
/// `configuration.label` above `Text(title)`): the title the button shows.
extension ViewReader {
    /// The titles the innermost `.buttonStyle(Style(title: …))` of `modifiers` draws: `Style` a
    /// `ButtonStyle` the scanned code declares, whose `makeBody` shows a stored property in a
    /// `Text` beside `configuration.label` in one stack, and the call gives that property. Nil when no such style applies, or its title is
    /// not known here.
    func styleTitles(_ modifiers: [Modifiers.Applied], _ environment: Environment) -> [ScannedTitle]? {
        guard let made = modifiers.first(where: { $0.name == "buttonStyle" })?.call?.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              let typeName = made.calledBaseName, let type = resolver.index.types[typeName], type.isDeclared,
              type.inherited.contains(where: { $0 == "ButtonStyle" || $0 == "SwiftUI.ButtonStyle" || $0 == "PrimitiveButtonStyle" }),
              let makeBody = type.functions["makeBody"]?.first else { return nil }
        // `Text(title)` beside `configuration.label`, both direct and unconditional children of one
        // stack: a title on screen, not a badge over the label or a text shown only sometimes.
        var shown: Set<String> = []
        for stack in makeBody.body.descendants(FunctionCallExprSyntax.self) where ["VStack", "HStack"].contains(stack.calledBaseName ?? "") {
            let children = (stack.trailingClosure?.statements ?? []).compactMap(UIKitGroupFinder.expression).map { Modifiers.peel($0).0 }
            guard children.contains(where: { $0.trimmedDescription == "configuration.label" }) else { continue }
            for child in children {
                guard let text = child.as(FunctionCallExprSyntax.self), text.calledBaseName == "Text", let only = text.arguments.first, only.label == nil,
                      let name = only.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
                shown.insert(name)
            }
        }
        for argument in made.arguments {
            guard let label = argument.label?.text, shown.contains(label), type.storedProperties.contains(label),
                  case .success(let found) = titles.accessibilityLabel(argument.expression, environment) else { continue }
            return found
        }
        return nil
    }
}
